// Players' walks as bit sets (R5.3, R5.4, R5.7): the board's 64 spaces are two 32-bit words
// (space indices 0–31 and 32–63, SPACE_INDEX order), so a walk's breadth-first layers are a few
// word operations per space reached, with nothing to look up in a memo. A Move list touches only
// the neighbour masks and the shared Move actions, which stay in the processor's cache however
// many positions a simulation visits; a memo of searches did not (routes.ts keeps the
// searches whose keys are few: the Sheriff's walk, Bloody Knife's crossings).
import { HIDEOUTS, NEIGHBOR_INDEX, SPACE_IDS, SPACE_INDEX, spaceIndexOf, type SpaceId } from './content/map.js';
import { shared } from './listed.js';
import type { Action, GameState, Seat } from './types.js';

const N = SPACE_IDS.length;
/** The bit sets hold 64 spaces: a bigger board would need more words. */
if (N > 64) throw new Error(`walks.ts holds 64 spaces, the board has ${N}`);

/** Each space's neighbours as a bit set by index: low word (spaces 0–31), high word (32–63). */
const NB_LO = new Int32Array(N);
const NB_HI = new Int32Array(N);
/** Each space's predecessors (the spaces it neighbours), the same way; the map is symmetric, but the route search does not rely on it. */
const PRED_LO = new Int32Array(N);
const PRED_HI = new Int32Array(N);
for (let a = 0; a < N; a++) {
  for (const b of NEIGHBOR_INDEX[a]) {
    if (b < 32) NB_LO[a] |= 1 << b; else NB_HI[a] |= 1 << (b - 32);
    if (a < 32) PRED_LO[b] |= 1 << a; else PRED_HI[b] |= 1 << (a - 32);
  }
}

/**
 * The space index a shared Move action carries (MOVE_TO), under a symbol that is not enumerable:
 * JSON, keys, hashes and equality never see it, and a copy (JSON, structured clone) loses it.
 */
const MOVE_INDEX = Symbol('moveIndex');

/** One shared Move action per space index, `{ type: 'move', to }` (frozen: lists hand them out), carrying its index. */
export const MOVE_TO: readonly Action[] = SPACE_IDS.map((to, i) => shared(Object.defineProperty({ type: 'move', to }, MOVE_INDEX, { value: i })));

/**
 * The space index of a Move's destination: read from a listed Move (a field load, where looking the
 * id up costs about four times as much; a bot scores dozens of Moves a decision), looked up for any
 * other, such as a copy or Bloody Knife's crossing Moves.
 */
export function moveIndex(a: Extract<Action, { type: 'move' }>): number {
  return (a as { [MOVE_INDEX]?: number })[MOVE_INDEX] ?? spaceIndexOf(a.to);
}

/** The lowest set bit's index of a nonzero 32-bit word. */
const low = (w: number): number => 31 - Math.clz32(w & -w);

/**
 * A walk of 1..max steps from `start` (a space index): spaces in `blocked` (bLo, bHi) are never
 * entered, spaces in `terminal` (tLo, tHi: bandits) are entered but not walked through (the start
 * always is), R5.3, R5.4. What it reaches, and the route to each, are computed on demand.
 */
export interface Walk { readonly start: number; readonly max: number; readonly bLo: number; readonly bHi: number; readonly tLo: number; readonly tHi: number }

/** A walk (see Walk). */
export function walk(start: number, max: number, bLo: number, bHi: number, tLo: number, tHi: number): Walk {
  return { start, max: Math.min(max, N), bLo, bHi, tLo, tHi };
}

/**
 * Scratch for the layers of the walk being searched: [lo, hi] pairs per distance d (layer 0 = the
 * start). Only `reach` and `walkRoute` use it, each from start to end with no call out in
 * between, so one buffer serves every walk and a route search allocates nothing but its route.
 */
const LAYERS = new Int32Array(2 * (N + 1));
/** Scratch for the route being built (a route has at most N + 1 spaces), copied out at its length. */
const PATH: SpaceId[] = new Array<SpaceId>(N + 1).fill(SPACE_IDS[0]);

/**
 * The breadth-first layers of a walk into LAYERS: the spaces first reached in d steps, for d
 * from 0 (the start) up; returns how many layers there are.
 */
function reach(w: Walk): number {
  const sLo = w.start < 32 ? 1 << w.start : 0, sHi = w.start < 32 ? 0 : 1 << (w.start - 32);
  LAYERS[0] = sLo;
  LAYERS[1] = sHi;
  let n = 1;
  let rLo = sLo | w.bLo, rHi = sHi | w.bHi; // reached or closed
  let eLo = sLo, eHi = sHi; // walked through next
  for (let d = 1; d <= w.max && (eLo | eHi) !== 0; d++) {
    let nLo = 0, nHi = 0;
    for (let x = eLo; x !== 0; x &= x - 1) { const b = low(x); nLo |= NB_LO[b]; nHi |= NB_HI[b]; }
    for (let x = eHi; x !== 0; x &= x - 1) { const b = low(x) + 32; nLo |= NB_LO[b]; nHi |= NB_HI[b]; }
    nLo &= ~rLo;
    nHi &= ~rHi;
    if ((nLo | nHi) === 0) break;
    LAYERS[2 * n] = nLo;
    LAYERS[2 * n + 1] = nHi;
    n++;
    rLo |= nLo;
    rHi |= nHi;
    eLo = nLo & ~w.tLo;
    eHi = nHi & ~w.tHi;
  }
  return n;
}

/** The first free neighbour of a there-and-back walk ending at the start, or -1 (R5.7: at least 2 steps, out and back). */
function via(w: Walk): number {
  const start = w.start;
  if (w.max < 2 || (start < 32 ? (w.bLo >>> start) & 1 : (w.bHi >>> (start - 32)) & 1) !== 0) return -1;
  const nbs = NEIGHBOR_INDEX[start];
  for (let i = 0; i < nbs.length; i++) {
    const nb = nbs[i];
    const closed = nb < 32 ? ((w.bLo | w.tLo) >>> nb) & 1 : ((w.bHi | w.tHi) >>> (nb - 32)) & 1;
    if (closed === 0) return nb;
  }
  return -1;
}

/** Each hideout's space index (HIDEOUTS order). */
export const HIDEOUT_INDEX: readonly number[] = HIDEOUTS.map((h) => SPACE_INDEX.get(h)!);

/** The space index of a bandit's space: compared with the 6 hideouts first (bandits stand on them, R13.1). */
function hideoutIndex(at: SpaceId): number {
  for (let j = 0; j < HIDEOUTS.length; j++) if (HIDEOUTS[j] === at) return HIDEOUT_INDEX[j];
  return spaceIndexOf(at);
}

/** A player's walk of up to `max` steps from where they stand: bandits end it (R5.3), the Sheriff's space is closed to a Wanted player (R5.4). */
export function playerWalk(s: GameState, seat: Seat, max: number): Walk {
  const p = s.players[seat];
  let tLo = 0, tHi = 0;
  const bandits = s.bandits;
  for (let i = 0; i < bandits.length; i++) {
    const b = hideoutIndex(bandits[i]);
    if (b < 32) tLo |= 1 << b; else tHi |= 1 << (b - 32);
  }
  let bLo = 0, bHi = 0;
  if (p.wanted > 0) {
    const b = spaceIndexOf(s.sheriff);
    if (b < 32) bLo = 1 << b; else bHi = 1 << (b - 32);
  }
  return walk(spaceIndexOf(p.pos!), max, bLo, bHi, tLo, tHi);
}

/** Appends a Move action to each final space of a walk, in space id order (R5.7), to `out`. */
export function walkMoves(w: Walk, out: Action[]): Action[] {
  const n = reach(w);
  let lo = 0, hi = 0;
  for (let d = 1; d < n; d++) { lo |= LAYERS[2 * d]; hi |= LAYERS[2 * d + 1]; }
  if (via(w) >= 0) { if (w.start < 32) lo |= 1 << w.start; else hi |= 1 << (w.start - 32); }
  for (let x = lo; x !== 0; x &= x - 1) out.push(MOVE_TO[low(x)]);
  for (let x = hi; x !== 0; x &= x - 1) out.push(MOVE_TO[low(x) + 32]);
  return out;
}

/** The final spaces of a walk, in space id order. */
export function walkDestinations(w: Walk): SpaceId[] {
  return walkMoves(w, []).map((a) => (a as Extract<Action, { type: 'move' }>).to);
}

/**
 * The canonical route of a walk to `to` (start included), or undefined when it is not a final
 * space: the shortest, ties broken by space id order at each step from the start (R5.7), which is
 * the route a breadth-first search visiting neighbours in id order finds. Each space on it is
 * the lowest-numbered neighbour of the one before from which `to` is still reached in time.
 */
export function walkRoute(w: Walk, to: SpaceId): SpaceId[] | undefined {
  const t = spaceIndexOf(to);
  if (t < 0) return undefined;
  if (t === w.start) {
    const v = via(w);
    return v >= 0 ? [to, SPACE_IDS[v], to] : undefined;
  }
  const tLo = t < 32 ? 1 << t : 0, tHi = t < 32 ? 0 : 1 << (t - 32);
  const n = reach(w);
  let d = 1;
  while (d < n && (LAYERS[2 * d] & tLo) === 0 && (LAYERS[2 * d + 1] & tHi) === 0) d++;
  if (d >= n) return undefined;
  // Layers 1..d-1 become the spaces walked through from which `to` is reached in time, from d - 1 down.
  let rLo = tLo, rHi = tHi;
  for (let k = d - 1; k >= 1; k--) {
    let pLo = 0, pHi = 0;
    for (let x = rLo; x !== 0; x &= x - 1) { const b = low(x); pLo |= PRED_LO[b]; pHi |= PRED_HI[b]; }
    for (let x = rHi; x !== 0; x &= x - 1) { const b = low(x) + 32; pLo |= PRED_LO[b]; pHi |= PRED_HI[b]; }
    rLo = pLo & LAYERS[2 * k] & ~w.tLo;
    rHi = pHi & LAYERS[2 * k + 1] & ~w.tHi;
    LAYERS[2 * k] = rLo;
    LAYERS[2 * k + 1] = rHi;
  }
  const path = PATH;
  path[0] = SPACE_IDS[w.start];
  let at = w.start;
  for (let k = 1; k < d; k++) {
    const cLo = NB_LO[at] & LAYERS[2 * k], cHi = NB_HI[at] & LAYERS[2 * k + 1];
    at = cLo !== 0 ? low(cLo) : low(cHi) + 32;
    path[k] = SPACE_IDS[at];
  }
  path[d] = to;
  return path.slice(0, d + 1); // an array of its own, of exactly its length
}

