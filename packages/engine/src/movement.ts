// Movement (R5): reachable destinations with their canonical routes, and the Move frame that
// walks a route, stops on bandits and fires the end-of-move triggers once (R5.8).
import { crossingAbilities, crossingMoves, moveEndAbilities, moveExtensionAbilities } from './abilities.js';
import { emit, type Ctx } from './ctx.js';
import { cattleColour } from './content/cattle.js';
import { FOOT_MOVEMENT, ITEMS } from './content/items.js';
import { NEIGHBOR_INDEX, PLACES, SPACE_IDS, SPACE_INDEX, type SpaceId } from './content/map.js';
import { source } from './effects.js';
import { startNpcFight } from './fight.js';
import { openWindow } from './windows.js';
import { automatic } from './frame.js';
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

/** A search from one space: the reachable final spaces (R5.7) and the route to each. */
export interface RouteSearch {
  /** Reachable final spaces in space id order. */
  readonly destinations: SpaceId[];
  /** The canonical route to a destination (start included), or undefined if unreachable. */
  route(to: SpaceId): SpaceId[] | undefined;
}

/**
 * Every final space a walk of 1..max steps can reach, with its canonical route (R5.7):
 * shortest, entering a terminal space (a bandit, R5.3) only as the last step, never entering a
 * blocked space (the Sheriff's for a Wanted player, R5.4), ties broken by space id order.
 */
export function routes(from: SpaceId, max: number, blocked: (s: SpaceId) => boolean, terminal: (s: SpaceId) => boolean): RouteSearch {
  const start = SPACE_INDEX.get(from)!;
  const n = SPACE_IDS.length;
  const dist = new Int16Array(n).fill(-1);
  const parent = new Int16Array(n).fill(-1);
  const isBlocked = SPACE_IDS.map(blocked);
  const isTerminal = SPACE_IDS.map(terminal);
  dist[start] = 0;
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const cur = queue[i];
    if (dist[cur] >= max || (cur !== start && isTerminal[cur])) continue;
    for (const nb of NEIGHBOR_INDEX[cur]) {
      if (dist[nb] >= 0 || isBlocked[nb]) continue;
      dist[nb] = dist[cur] + 1;
      parent[nb] = cur;
      queue.push(nb);
    }
  }
  // Ending where it started (R5.7): out to the first free neighbour and back.
  const via = max >= 2 && !isBlocked[start] ? NEIGHBOR_INDEX[start].find((nb) => !isBlocked[nb] && !isTerminal[nb]) : undefined;
  const destinations: SpaceId[] = [];
  for (let i = 0; i < n; i++) if ((i !== start && dist[i] > 0) || (i === start && via !== undefined)) destinations.push(SPACE_IDS[i]);
  return {
    destinations,
    route(to) {
      const t = SPACE_INDEX.get(to);
      if (t === undefined) return undefined;
      if (t === start) return via === undefined ? undefined : [from, SPACE_IDS[via], from];
      if (dist[t] <= 0) return undefined;
      const path: SpaceId[] = [];
      for (let c = t; c !== -1; c = parent[c]) path.push(SPACE_IDS[c]);
      return path.reverse();
    },
  };
}

/** The routes of a player's Move action from where they stand (R5). */
export function playerRoutes(s: GameState, seat: Seat, max = movementOf(player(s, seat))): RouteSearch {
  const p = player(s, seat);
  const wanted = p.wanted > 0;
  return routes(p.pos!, max, (x) => wanted && x === s.sheriff, (x) => s.bandits.includes(x));
}

/** Starts a Move along a canonical route (R5.7). */
export function startMove(ctx: Ctx, seat: Seat, path: SpaceId[], kind: MoveFrame['kind'] = 'action', crossings = 0): void {
  push(ctx.s, { k: 'move', seat, path, step: 'walk', banditStop: false, kind, sprinted: false, ...(crossings > 0 ? { crossings } : {}) });
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
export const moveHandler = automatic<MoveFrame>((ctx, f) => {
  const { s } = ctx;
  const p = player(s, f.seat);
  const dest = f.path[f.path.length - 1];
  switch (f.step) {
    case 'walk': {
      p.pos = dest;
      emit(ctx, { type: 'moved', seat: f.seat, kind: f.kind, data: { from: f.path[0], to: dest, path: f.path, steps: f.path.length - 1 + (f.crossings ?? 0), ...(f.crossings ? { crossings: f.crossings } : {}) } });
      if (f.crossings) crossingAbilities(ctx, f.seat, f.crossings); // Bloody Knife heals before any bandit fight (R18)
      if (s.bandits.includes(dest)) {
        f.banditStop = true;
        f.step = 'deliver'; // no extension after a bandit stop (R5.8)
        startNpcFight(ctx, f.seat, 'bandit', dest);
      } else {
        f.step = 'moveEnd';
      }
      return;
    }
    case 'moveEnd':
      // Kit Carson's step is offered first (R18), then W.moveEnd unless that step hit a bandit.
      f.step = 'moveWindow';
      moveExtensionAbilities(ctx, f);
      return;
    case 'moveWindow':
      // W.moveEnd opens for Move actions only (Sprint).
      f.step = 'deliver';
      if (f.kind === 'action' && !f.banditStop) openWindow(ctx, 'W.moveEnd', [f.seat], source());
      return;
    case 'deliver': {
      f.step = 'whiskey';
      if (p.pos !== f.path[f.path.length - 1]) { f.step = 'done'; return; } // moved away by a card move (R5.8)
      emit(ctx, { type: 'moveEnded', seat: f.seat, kind: f.kind, data: { at: p.pos } }); // end-of-move objectives
      if (deliveryAt(p)) {
        const options: ChoiceOption[] = ['deliver', 'keep'];
        push(s, { k: 'choice', seat: f.seat, kind: 'deliver', options, about: null });
      }
      return;
    }
    case 'whiskey': {
      f.step = 'done';
      const others = othersHere(s, f.seat);
      // Whiskey reacts to the end of a Move action only, not a card move (R5.9).
      if (f.kind === 'action' && p.items.some((i) => i.id === 'whiskey') && others.length > 0) {
        push(s, { k: 'pickSeat', seat: f.seat, why: 'whiskey', options: others, canPass: true, at: dest });
      }
      moveEndAbilities(ctx, f); // Billy the Kid, before Whiskey (R5.8)
      return;
    }
    case 'done':
      pop(s);
      return;
  }
});

/** A Move action for each reachable destination (R5.7). */
export function moveActions(s: GameState, seat: Seat): Action[] {
  return [...playerRoutes(s, seat).destinations.map((to): Action => ({ type: 'move', to })), ...crossingMoves(s, seat, movementOf(player(s, seat)))];
}
