// Players' walks as bit sets (R5.3, R5.4, R5.7): the board's 64 spaces are two 32-bit words
// (space indices 0–31 and 32–63, SPACE_INDEX order), so a walk's breadth-first layers are a few
// word operations per space reached, with nothing to look up in a memo. A Move list touches only
// the neighbour masks and the shared Move actions, which stay in the processor's cache however
// many positions a simulation visits; a memo of searches did not (routes.ts keeps the
// searches whose keys are few: the Sheriff's walk, Bloody Knife's crossings).
import { HIDEOUTS, NEIGHBOR_INDEX, SPACE_IDS, SPACE_INDEX, type SpaceId } from './content/map.js';
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

/** One shared Move action per space index, `{ type: 'move', to }` (frozen: lists hand them out). */
export const MOVE_TO: readonly Action[] = SPACE_IDS.map((to) => shared({ type: 'move', to }));

/** The lowest set bit's index of a nonzero 32-bit word. */
const low = (w: number): number => 31 - Math.clz32(w & -w);

/** The union of `masks` over the spaces of a set (lo, hi), into `acc` [lo, hi]. */
function union(lo: number, hi: number, mLo: Int32Array, mHi: Int32Array, acc: number[]): void {
  let rLo = 0, rHi = 0;
  for (let w = lo; w !== 0; w &= w - 1) { const b = low(w); rLo |= mLo[b]; rHi |= mHi[b]; }
  for (let w = hi; w !== 0; w &= w - 1) { const b = low(w) + 32; rLo |= mLo[b]; rHi |= mHi[b]; }
  acc[0] = rLo;
  acc[1] = rHi;
}

/**
 * A walk of 1..max steps from `start`: `layers` holds, per distance d (0 = the start), the spaces
 * first reached in d steps as [lo, hi] pairs; spaces in `blocked` are never entered, spaces in
 * `terminal` (bandits) are entered but not walked through (the start always is), and `via` is the
 * first free neighbour of a there-and-back walk ending at the start, or -1 (R5.7).
 */
export interface Walk { readonly start: number; readonly layers: readonly number[]; readonly tLo: number; readonly tHi: number; readonly via: number }

/** The breadth-first layers of a walk (see Walk). */
export function walk(start: number, max: number, bLo: number, bHi: number, tLo: number, tHi: number): Walk {
  const sLo = start < 32 ? 1 << start : 0, sHi = start < 32 ? 0 : 1 << (start - 32);
  const layers = [sLo, sHi];
  let rLo = sLo | bLo, rHi = sHi | bHi; // reached or closed
  let eLo = sLo, eHi = sHi; // walked through next
  const next = [0, 0];
  for (let d = 1; d <= max && (eLo | eHi) !== 0; d++) {
    union(eLo, eHi, NB_LO, NB_HI, next);
    const nLo = next[0] & ~rLo, nHi = next[1] & ~rHi;
    if ((nLo | nHi) === 0) break;
    layers.push(nLo, nHi);
    rLo |= nLo;
    rHi |= nHi;
    eLo = nLo & ~tLo;
    eHi = nHi & ~tHi;
  }
  let via = -1;
  if (max >= 2 && (start < 32 ? (bLo >>> start) & 1 : (bHi >>> (start - 32)) & 1) === 0) {
    const free = NEIGHBOR_INDEX[start];
    for (let i = 0; i < free.length; i++) {
      const nb = free[i];
      const closed = nb < 32 ? ((bLo | tLo) >>> nb) & 1 : ((bHi | tHi) >>> (nb - 32)) & 1;
      if (closed === 0) { via = nb; break; }
    }
  }
  return { start, layers, tLo, tHi, via };
}

/** Each hideout's space index. */
const HIDEOUT_INDEX: readonly number[] = HIDEOUTS.map((h) => SPACE_INDEX.get(h)!);

/** The space index of a bandit's space: compared with the 6 hideouts first (bandits stand on them, R13.1). */
function hideoutIndex(at: SpaceId): number {
  for (let j = 0; j < HIDEOUTS.length; j++) if (HIDEOUTS[j] === at) return HIDEOUT_INDEX[j];
  return SPACE_INDEX.get(at)!;
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
    const b = SPACE_INDEX.get(s.sheriff)!;
    if (b < 32) bLo = 1 << b; else bHi = 1 << (b - 32);
  }
  return walk(SPACE_INDEX.get(p.pos!)!, Math.min(max, N), bLo, bHi, tLo, tHi);
}

/** Appends a Move action to each final space of a walk, in space id order (R5.7), to `out`. */
export function walkMoves(w: Walk, out: Action[]): Action[] {
  const L = w.layers;
  let lo = 0, hi = 0;
  for (let i = 2; i < L.length; i += 2) { lo |= L[i]; hi |= L[i + 1]; }
  if (w.via >= 0) { if (w.start < 32) lo |= 1 << w.start; else hi |= 1 << (w.start - 32); }
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
  const t = SPACE_INDEX.get(to);
  if (t === undefined) return undefined;
  if (t === w.start) return w.via >= 0 ? [to, SPACE_IDS[w.via], to] : undefined;
  const L = w.layers;
  const tLo = t < 32 ? 1 << t : 0, tHi = t < 32 ? 0 : 1 << (t - 32);
  let d = 1;
  while (2 * d < L.length && (L[2 * d] & tLo) === 0 && (L[2 * d + 1] & tHi) === 0) d++;
  if (2 * d >= L.length) return undefined;
  // need[k]: the spaces of layer k walked through from which `to` is reached in d - k steps.
  const need = new Array<number>(2 * d);
  const acc = [0, 0];
  let rLo = tLo, rHi = tHi;
  for (let k = d - 1; k >= 1; k--) {
    union(rLo, rHi, PRED_LO, PRED_HI, acc);
    rLo = acc[0] & L[2 * k] & ~w.tLo;
    rHi = acc[1] & L[2 * k + 1] & ~w.tHi;
    need[2 * k] = rLo;
    need[2 * k + 1] = rHi;
  }
  const path: SpaceId[] = [SPACE_IDS[w.start]];
  let at = w.start;
  for (let k = 1; k < d; k++) {
    const cLo = NB_LO[at] & need[2 * k], cHi = NB_HI[at] & need[2 * k + 1];
    at = cLo !== 0 ? low(cLo) : low(cHi) + 32;
    path.push(SPACE_IDS[at]);
  }
  path.push(to);
  return path;
}

