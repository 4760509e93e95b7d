// Movement (R5): reachable destinations with their canonical routes, and the Move frame that
// walks a route, stops on bandits and fires the end-of-move triggers once (R5.8).
import { emit, type Ctx } from './ctx.js';
import { cattleColour } from './content/cattle.js';
import { FOOT_MOVEMENT, ITEMS } from './content/items.js';
import { PLACES, space, type SpaceId } from './content/map.js';
import { startNpcFight } from './fight.js';
import type { FrameHandler } from './frame.js';
import { player } from './ops.js';
import { pop, push } from './stack.js';
import type { Action, ChoiceOption, GameState, MoveFrame, PlayerState, Seat } from './types.js';

/** Movement value of the active mount, or on foot (R5.1). */
export function movementOf(p: PlayerState): number {
  if (!p.activeMount) return FOOT_MOVEMENT;
  const owned = p.items.find((i) => i.id === p.activeMount);
  const mv = ITEMS[p.activeMount].movement;
  return mv ? mv[owned?.upgraded ? 1 : 0] : FOOT_MOVEMENT;
}

/**
 * Every final space a walk of 1..max steps can reach, with its canonical route (R5.7):
 * shortest, entering a terminal space (a bandit, R5.3) only as the last step, never entering a
 * blocked space (the Sheriff's for a Wanted player, R5.4), ties broken by space id order.
 */
export function routes(from: SpaceId, max: number, blocked: (s: SpaceId) => boolean, terminal: (s: SpaceId) => boolean): Map<SpaceId, SpaceId[]> {
  const parent = new Map<SpaceId, SpaceId | null>([[from, null]]);
  const dist = new Map<SpaceId, number>([[from, 0]]);
  const queue: SpaceId[] = [from];
  for (let i = 0; i < queue.length; i++) {
    const cur = queue[i];
    const d = dist.get(cur)!;
    if (d >= max || (cur !== from && terminal(cur))) continue;
    for (const n of space(cur).neighbors) {
      if (dist.has(n) || blocked(n)) continue;
      dist.set(n, d + 1);
      parent.set(n, cur);
      queue.push(n);
    }
  }
  const out = new Map<SpaceId, SpaceId[]>();
  for (const dest of queue) {
    if (dest === from) continue;
    const path: SpaceId[] = [];
    for (let c: SpaceId | null = dest; c !== null; c = parent.get(c)!) path.unshift(c);
    out.set(dest, path);
  }
  // Ending where it started (R5.7): out to the first free neighbour and back.
  if (max >= 2 && !blocked(from)) {
    const via = space(from).neighbors.find((n) => !blocked(n) && !terminal(n));
    if (via) out.set(from, [from, via, from]);
  }
  return new Map([...out.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The routes of a player's Move action from where they stand (R5). */
export function playerRoutes(s: GameState, seat: Seat, max = movementOf(player(s, seat))): Map<SpaceId, SpaceId[]> {
  const p = player(s, seat);
  const wanted = p.wanted > 0;
  return routes(p.pos!, max, (x) => wanted && x === s.sheriff, (x) => s.bandits.includes(x));
}

/** Starts a Move along a canonical route (R5.7). */
export function startMove(ctx: Ctx, seat: Seat, path: SpaceId[]): void {
  push(ctx.s, { k: 'move', seat, path, step: 'walk', banditStop: false });
}

/** The delivery a carrier may make where a move ends (R7.2), or null. */
export function deliveryAt(p: PlayerState): 'wrangle' | 'rustle' | null {
  if (!p.cattle || !p.pos) return null;
  if (p.pos === PLACES.railStation) return 'wrangle';
  const colour = cattleColour(p.cattle);
  if ((colour === 'green' && p.pos === PLACES.blueRanch) || (colour === 'blue' && p.pos === PLACES.greenRanch)) return 'rustle';
  return null;
}

/** Other players in a player's space. */
export function othersHere(s: GameState, seat: Seat): Seat[] {
  const at = player(s, seat).pos;
  return s.players.flatMap((p, i) => (i !== seat && p.pos === at ? [i] : []));
}

/** The Move frame: walk, bandit stop, end-of-move window, then delivery and Whiskey (R5.8). */
export const moveHandler: FrameHandler<MoveFrame> = {
  prompt: () => null,
  legal: () => [],
  apply: () => undefined,
  run(ctx, f) {
    const { s } = ctx;
    const p = player(s, f.seat);
    const dest = f.path[f.path.length - 1];
    switch (f.step) {
      case 'walk': {
        p.pos = dest;
        emit(ctx, { type: 'moved', seat: f.seat, data: { from: f.path[0], to: dest, path: f.path, steps: f.path.length - 1 } });
        if (s.bandits.includes(dest)) {
          f.banditStop = true;
          f.step = 'deliver';
          startNpcFight(ctx, f.seat, 'bandit', dest);
        } else {
          f.step = 'moveEnd';
        }
        return;
      }
      case 'moveEnd':
        // W.moveEnd: Kit Carson's step and Sprint extend the move here (issues #3, #4).
        f.step = 'deliver';
        return;
      case 'deliver': {
        f.step = 'whiskey';
        if (p.pos !== dest) { f.step = 'done'; return; } // moved away by a card move (R5.8)
        if (deliveryAt(p)) {
          const options: ChoiceOption[] = ['deliver', 'keep'];
          push(s, { k: 'choice', seat: f.seat, kind: 'deliver', options, about: null });
        }
        return;
      }
      case 'whiskey': {
        f.step = 'done';
        const others = othersHere(s, f.seat);
        if (p.items.some((i) => i.id === 'whiskey') && others.length > 0) {
          push(s, { k: 'pickSeat', seat: f.seat, why: 'whiskey', options: others, canPass: true, at: dest });
        }
        return;
      }
      case 'done':
        pop(s);
        return;
    }
  },
};

/** A Move action for each reachable destination (R5.7). */
export function moveActions(s: GameState, seat: Seat): Action[] {
  return [...playerRoutes(s, seat).keys()].map((to) => ({ type: 'move', to }));
}
