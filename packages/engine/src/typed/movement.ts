// Movement (movement.ts, walks.ts, crossings.ts, card-moves.ts, R5) for the typed engine: the
// Move actions, the move frame (walk → moveEnd → moveWindow → deliver → whiskey → done) and the
// step frame of card moves, extensions and free moves, with the same changes, draws and events in
// the same order. `moved` records: kind 0 action, 1 card, 2 extension (a Sprint's or Kit Carson's
// step, card-moves.ts); a from, b to, c crossings. A bandit stop starts the fight (typed/fight.ts).
// Billy the Kid's pick is ability-push.ts's.
import { FOOT_MOVEMENT, ITEMS } from '../content/items.js';
import { SPACE_IDS } from '../content/map.js';
import { A, argsOf, code, kindOf } from './action-codes.js';
import { moveEndAbilitiesT } from './ability-push.js';
import { ITEM, WINDOW } from './codes.js';
import { emitT, type TypedCtx } from './ctx.js';
import { E } from './events.js';
import { NO_SRC } from './frames.js';
import { automaticT, promptsT, type TypedHandler } from './handler.js';
import * as L from './layout.js';
import { FIGHT_KIND } from './fight-layout.js';
import { startNpcFightT } from './fight-begin.js';
import {
  canDeliverT, crossingAbilitiesT, moveExtensionAbilitiesT, othersHereT,
} from './move-abilities.js';
import { crossingMovesT, crossingRouteT } from './move-crossings.js';
import {
  growFrameT, MODE, MV_BANDIT, MV_CROSSINGS, MV_KIND, MV_LEN, MV_PATH, MV_SEAT, MV_STEP, nearestMoveT, pushDeliverChoiceT, pushMoveT,
  pushWhiskeyPickT, ST_ABILITY, ST_LEFT, ST_MODE, ST_N, ST_SEAT, STEP,
} from './move-frames.js';
import { setPlayerWalkT, walkMovesT, walkRouteT } from './move-walks.js';
import { ownsT } from './ops.js';
import { popFrameT } from './stack.js';
import { openWindowT } from './windows.js';

const P = L.playerAt;
/** Each item's movement (not upgraded, upgraded) by item code; 0 for items that are not mounts. */
const MOVES = ITEM.values.map((id) => ITEMS[id].movement ?? ([0, 0] as const));
const WHISKEY = ITEM.code('whiskey');
const W_MOVE_END = WINDOW.code('W.moveEnd');
/** `[seat]` for each seat: the seats of W.moveEnd, made once. */
const ONE_SEAT: readonly (readonly number[])[] = Array.from({ length: L.MAX_SEATS }, (_, seat) => [seat]);
/** The `moved` kind of an extension. */
const EXTENSION = 2;
const PASS = code(A.pass);
/** Scratch: a route being made (start included) and the seats of a pick. */
const PATH = new Int32Array(2 * SPACE_IDS.length + 2);
const SEATS = new Int32Array(L.MAX_SEATS);

/** Movement value of the seat's active mount, or on foot (R5.1). */
export function movementOfT(m: Int32Array, seat: number): number {
  const o = P(seat), mount = m[o + L.P_MOUNT];
  if (mount === -1) return FOOT_MOVEMENT;
  const mv = MOVES[mount];
  if (mv[0] === 0) return FOOT_MOVEMENT;
  const items = o + L.P_ITEMS;
  for (let i = 1, n = m[items]; i <= n; i++) if (m[items + i] >> 1 === mount) return mv[m[items + i] & 1];
  return mv[0];
}

/** Appends to `out` from index `n` the codes of the seat's Move actions, in moveActions' order; returns the new length. */
export function moveActionsT(m: Int32Array, seat: number, out: Int32Array, n: number): number {
  const max = movementOfT(m, seat);
  setPlayerWalkT(m, seat, max);
  n = walkMovesT(out, n);
  return crossingMovesT(m, seat, max, out, n);
}

/** Writes into PATH the route of a Move of up to `max` steps to `to` with `crossings` (0: a plain walk); returns its length. */
function routeOf(m: Int32Array, seat: number, max: number, to: number, crossings: number): number {
  let len: number;
  if (crossings > 0) len = crossingRouteT(m, seat, max, to, crossings, PATH);
  else { setPlayerWalkT(m, seat, max); len = walkRouteT(to, PATH); }
  if (len < 0) throw new Error(`seat ${seat} has no route to ${SPACE_IDS[to]} over ${crossings} crossings`);
  return len;
}

/** Starts the Move action of `code` (actions.ts applyMainAction's 'move' case, after the action is spent). */
export function startMoveActionT(c: TypedCtx, seat: number, code: number): void {
  const x = argsOf(code), to = x & 0xff, crossings = x >> 8;
  const len = routeOf(c.m, seat, movementOfT(c.m, seat), to, crossings);
  pushMoveT(c.m, seat, PATH, len, 0, crossings);
}

/** True when a bandit stands on the space (GameState.bandits). */
const BANDIT_FIGHT = FIGHT_KIND.code('bandit');

function banditAt(m: Int32Array, space: number): boolean {
  return L.listIndexOf(m, L.BANDITS, space) >= 0;
}

/** The move frame: walk, bandit stop, end-of-move window, then delivery and Whiskey (R5.8). */
export const moveHandlerT: TypedHandler = automaticT((c, f) => {
  const m = c.m, seat = m[f + MV_SEAT], kind = m[f + MV_KIND];
  const dest = m[f + MV_PATH + m[f + MV_LEN] - 1];
  switch (m[f + MV_STEP]) {
    case STEP.walk: {
      m[P(seat) + L.P_POS] = dest;
      const crossings = m[f + MV_CROSSINGS] > 0 ? m[f + MV_CROSSINGS] : 0;
      emitT(c, E.moved, seat, kind, m[f + MV_PATH], dest, crossings);
      if (crossings > 0) crossingAbilitiesT(c, seat, crossings); // Bloody Knife heals before any bandit fight (R18)
      if (banditAt(m, dest)) {
        m[f + MV_BANDIT] = 1;
        m[f + MV_STEP] = STEP.deliver; // no extension after a bandit stop (R5.8)
        startNpcFightT(c, seat, BANDIT_FIGHT, dest);
      } else {
        m[f + MV_STEP] = STEP.moveEnd;
      }
      return;
    }
    case STEP.moveEnd:
      // Kit Carson's step is offered first (R18), then W.moveEnd unless that step hit a bandit.
      m[f + MV_STEP] = STEP.moveWindow;
      moveExtensionAbilitiesT(c, f);
      return;
    case STEP.moveWindow:
      // W.moveEnd opens for Move actions only (Sprint); the step is set after, so that nothing changes if the window throws.
      if (kind === 0 && m[f + MV_BANDIT] === 0) openWindow(c, seat);
      m[f + MV_STEP] = STEP.deliver;
      return;
    case STEP.deliver: {
      if (m[P(seat) + L.P_POS] !== dest) { m[f + MV_STEP] = STEP.done; return; } // moved away by a card move (R5.8)
      m[f + MV_STEP] = STEP.whiskey;
      emitT(c, E.moveEnded, seat, kind, dest); // end-of-move objectives
      if (canDeliverT(m, seat)) pushDeliverChoiceT(m, seat);
      return;
    }
    case STEP.whiskey: {
      m[f + MV_STEP] = STEP.done;
      // Whiskey reacts to the end of a Move action only, not a card move (R5.9).
      if (kind === 0 && ownsT(m, seat, WHISKEY)) {
        const n = othersHereT(m, seat, SEATS);
        if (n > 0) pushWhiskeyPickT(m, seat, dest, SEATS, n);
      }
      moveEndAbilitiesT(m, f); // Billy the Kid, above the Whiskey pick: before Whiskey (R5.8)
      return;
    }
    case STEP.done:
      popFrameT(m);
      return;
    default:
      throw new Error(`a move frame at step ${m[f + MV_STEP]}`);
  }
});

/** Opens W.moveEnd for the seat (windows.ts openWindow, through the typed windows module). */
function openWindow(c: TypedCtx, seat: number): void {
  openWindowT(c, W_MOVE_END, ONE_SEAT[seat], NO_SRC);
}

/** The prompts of the step modes (card-moves.ts KINDS), by mode code then seat. */
const STEP_PROMPTS: readonly (readonly number[])[] = ((): (readonly number[])[] => {
  const out: (readonly number[])[] = [];
  out[MODE.card] = promptsT('cardMove', 'R5.9');
  out[MODE.extend] = promptsT('extendMove', 'R5.8');
  out[MODE.free] = promptsT('freeMove', 'R4.2');
  return out;
})();

/** The step frame (card moves, move extensions, free moves): a destination, or Pass to decline. */
export const stepHandlerT: TypedHandler = {
  prompt: (m, f) => STEP_PROMPTS[m[f + ST_MODE]][m[f + ST_SEAT]],
  legal(m, f, out) {
    const seat = m[f + ST_SEAT], max = m[f + ST_N];
    out[0] = PASS;
    setPlayerWalkT(m, seat, max);
    const n = walkMovesT(out, 1);
    return crossingMovesT(m, seat, max, out, n);
  },
  apply(c, f, action) {
    const m = c.m;
    if (kindOf(action) !== A.move) { popFrameT(m); return; }
    const seat = m[f + ST_SEAT], mode = m[f + ST_MODE], ability = m[f + ST_ABILITY];
    const x = argsOf(action), to = x & 0xff, crossings = x >> 8; // Bloody Knife's mesa crossings (R18)
    const len = routeOf(m, seat, m[f + ST_N], to, crossings);
    const mf = mode === MODE.extend ? nearestMoveT(m) : -1;
    const left = --m[f + ST_LEFT];
    if (left <= 0) popFrameT(m);
    if (ability !== -1) emitT(c, E.abilityUsed, seat, ability, 0); // Kit Carson's step (R18)
    if (mode === MODE.extend) {
      // Sprint continues the current Move action: same triggers, at the new final space (R5.8).
      if (mf < 0) return;
      const old = m[mf + MV_LEN];
      growFrameT(m, mf, len - 1);
      for (let i = 1; i < len; i++) m[mf + MV_PATH + old + i - 1] = PATH[i];
      m[mf + MV_LEN] = old + len - 1;
      m[P(seat) + L.P_POS] = to;
      emitT(c, E.moved, seat, EXTENSION, PATH[0], to, crossings);
      if (crossings > 0) crossingAbilitiesT(c, seat, crossings);
      if (banditAt(m, to)) { m[mf + MV_BANDIT] = 1; startNpcFightT(c, seat, BANDIT_FIGHT, to); }
      return;
    }
    pushMoveT(m, seat, PATH, len, mode === MODE.card ? 1 : 0, crossings);
  },
  run: () => undefined,
};
