// Movement (R5): a player's Move actions and the Move frame that walks a route, stops on bandits
// and fires the end-of-move triggers once (R5.8). The route searches are in routes.ts.
import { crossingAbilities, moveEndAbilities, moveExtensionAbilities } from './abilities.js';
import { crossingMoves } from './crossings.js';
import { playerWalk, walkMoves, walkRoute } from './walks.js';
import { emit, type Ctx } from './ctx.js';
import { cattleColour } from './content/cattle.js';
import { FOOT_MOVEMENT, itemDef } from './content/items.js';
import { PLACES, type SpaceId } from './content/map.js';
import { source } from './effects.js';
import { startNpcFight } from './fight.js';
import { openWindow } from './windows.js';
import { automatic } from './frame.js';
import { owns, player } from './ops.js';
import { pop, push } from './stack.js';
import type { Action, ChoiceOption, GameState, MoveFrame, PlayerState, Seat } from './types.js';

/** Movement value of the active mount, or on foot (R5.1). */
export function movementOf(p: Pick<PlayerState, 'activeMount' | 'items'>): number {
  const mount = p.activeMount;
  if (!mount) return FOOT_MOVEMENT;
  const mv = itemDef(mount).movement;
  if (!mv) return FOOT_MOVEMENT;
  let upgraded = false;
  for (const i of p.items) if (i.id === mount) { upgraded = i.upgraded; break; }
  return mv[upgraded ? 1 : 0];
}

/** The canonical route of a player's Move action to `to` from where they stand (R5.7), or undefined if unreachable. */
export function moveRoute(s: GameState, seat: Seat, to: SpaceId, max = movementOf(player(s, seat))): SpaceId[] | undefined {
  return walkRoute(playerWalk(s, seat, max), to);
}

/** Starts a Move along a canonical route (R5.7). */
export function startMove(ctx: Ctx, seat: Seat, path: readonly SpaceId[], kind: MoveFrame['kind'] = 'action', crossings = 0): void {
  const f: MoveFrame = { k: 'move', seat, path, step: 'walk', banditStop: false, kind, sprinted: false };
  if (crossings > 0) f.crossings = crossings;
  push(ctx.s, f);
}

/** The delivery a carrier may make where a move ends (R7.2), or null. */
export function deliveryAt(p: PlayerState): 'wrangle' | 'rustle' | null {
  if (!p.cattle || !p.pos) return null;
  if (p.pos === PLACES.railStation) return 'wrangle';
  const colour = cattleColour(p.cattle);
  if ((colour === 'green' && p.pos === PLACES.blueRanch) || (colour === 'blue' && p.pos === PLACES.greenRanch)) return 'rustle';
  return null;
}

/** The data of a `moved` event: the route (shared, never changed), its steps, and Bloody Knife's crossings when there are any. */
export function movedData(path: readonly SpaceId[], to: SpaceId, crossings: number): Record<string, unknown> {
  const data: Record<string, unknown> = { from: path[0], to, path, steps: path.length - 1 + crossings };
  if (crossings) data.crossings = crossings;
  return data;
}

/** True when another player stands in a player's space (othersHere without the list). */
export function anyOtherHere(s: GameState, seat: Seat): boolean {
  const at = s.players[seat].pos;
  for (let i = 0; i < s.players.length; i++) if (i !== seat && s.players[i].pos === at) return true;
  return false;
}

/** Other players in a player's space. */
export function othersHere(s: GameState, seat: Seat): Seat[] {
  const at = s.players[seat].pos;
  const out: Seat[] = [];
  for (let i = 0; i < s.players.length; i++) if (i !== seat && s.players[i].pos === at) out.push(i);
  return out;
}

/** The Move frame: walk, bandit stop, end-of-move window, then delivery and Whiskey (R5.8). */
export const moveHandler = automatic<MoveFrame>((ctx, f) => {
  const { s } = ctx;
  const p = player(s, f.seat);
  const dest = f.path[f.path.length - 1];
  switch (f.step) {
    case 'walk': {
      p.pos = dest;
      // The event holds the frame's path itself: a route is never changed once made (a Sprint replaces it, card-moves.ts).
      const crossings = f.crossings ?? 0;
      emit(ctx, { type: 'moved', seat: f.seat, kind: f.kind, data: movedData(f.path, dest, crossings) });
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
      // Whiskey reacts to the end of a Move action only, not a card move (R5.9).
      if (f.kind === 'action' && owns(p, 'whiskey')) {
        const others = othersHere(s, f.seat);
        if (others.length > 0) push(s, { k: 'pickSeat', seat: f.seat, why: 'whiskey', options: others, canPass: true, at: dest });
      }
      moveEndAbilities(ctx, f); // Billy the Kid, before Whiskey (R5.8)
      return;
    }
    case 'done':
      pop(s);
      return;
  }
});

/** A Move action for each reachable destination (R5.7), then Bloody Knife's crossings: a fresh list to extend. */
export function moveActions(s: GameState, seat: Seat, max = movementOf(player(s, seat))): Action[] {
  const out = walkMoves(playerWalk(s, seat, max), []);
  crossingMoves(s, seat, max, out);
  return out;
}
