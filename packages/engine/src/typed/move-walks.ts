// Players' walks as bit sets (walks.ts, R5.3, R5.4, R5.7) for the typed engine: the board's 64
// spaces are two 32-bit words (space codes 0–31 and 32–63; a space code is its SPACE_IDS index),
// a walk's breadth-first layers a few word operations per space reached. The walk being searched
// lives in module scratch (`setPlayerWalkT`), so listing Moves and finding a route allocate nothing.
import { NEIGHBOR_INDEX, SPACE_IDS } from '../content/map.js';
import { moveCode } from './action-codes.js';
import * as L from './layout.js';

const N = SPACE_IDS.length;
if (N > 64) throw new Error(`move-walks.ts holds 64 spaces, the board has ${N}`);

/** Each space's neighbours as a bit set: low word (spaces 0–31), high word (32–63). */
export const NB_LO = new Int32Array(N), NB_HI = new Int32Array(N);
/** Each space's predecessors, the same way (walks.ts does not rely on the map's symmetry either). */
const PRED_LO = new Int32Array(N), PRED_HI = new Int32Array(N);
for (let a = 0; a < N; a++) {
  for (const b of NEIGHBOR_INDEX[a]) {
    if (b < 32) NB_LO[a] |= 1 << b; else NB_HI[a] |= 1 << (b - 32);
    if (a < 32) PRED_LO[b] |= 1 << a; else PRED_HI[b] |= 1 << (a - 32);
  }
}
/** The Move code to each space (no crossings), by space code. */
const MOVE_CODES = Int32Array.from({ length: N }, (_, i) => moveCode(i));

/** The lowest set bit's index of a nonzero 32-bit word. */
export const low = (w: number): number => 31 - Math.clz32(w & -w);

// The walk being searched (walks.ts Walk): start, max steps, blocked (b) and terminal (t) spaces.
let wStart = 0, wMax = 0, bLo = 0, bHi = 0, tLo = 0, tHi = 0;
/** The breadth-first layers of the walk: [lo, hi] pairs per distance (layer 0 = the start). */
const LAYERS = new Int32Array(2 * (N + 1));

/**
 * The spaces a seat's walk treats apart, as bit sets written by `stopsT`: STOPS[0], STOPS[1] (low,
 * high word) the bandits' spaces, where a walk ends (R5.3); STOPS[2], STOPS[3] the Sheriff's space
 * when the seat is Wanted, closed to it (R5.4).
 */
export const STOPS = new Int32Array(4);

/** Writes into STOPS the bandits' spaces and, for a Wanted seat, the Sheriff's (Bloody Knife's crossings read them too). */
export function stopsT(m: Int32Array, seat: number): void {
  let lo = 0, hi = 0;
  for (let i = 1, n = m[L.BANDITS]; i <= n; i++) {
    const b = m[L.BANDITS + i];
    if (b < 32) lo |= 1 << b; else hi |= 1 << (b - 32);
  }
  STOPS[0] = lo; STOPS[1] = hi;
  STOPS[2] = 0; STOPS[3] = 0;
  if (m[L.playerAt(seat) + L.P_WANTED] > 0) {
    const b = m[L.SHERIFF];
    if (b < 32) STOPS[2] = 1 << b; else STOPS[3] = 1 << (b - 32);
  }
}

/** Sets the walk of up to `max` steps of a seat from where it stands: bandits end it (R5.3), the Sheriff's space is closed to a Wanted player (R5.4). */
export function setPlayerWalkT(m: Int32Array, seat: number, max: number): void {
  stopsT(m, seat);
  tLo = STOPS[0]; tHi = STOPS[1]; bLo = STOPS[2]; bHi = STOPS[3];
  wStart = m[L.playerAt(seat) + L.P_POS];
  wMax = Math.min(max, N);
}

// The walk whose layers LAYERS holds (-1: none): a Move's apply walks again what its list just walked.
let rStart = -1, rMax = 0, rbLo = 0, rbHi = 0, rtLo = 0, rtHi = 0, rLayers = 0;

/** The breadth-first layers into LAYERS; returns how many there are (walks.ts `reach`). */
function reach(): number {
  if (rStart === wStart && rMax === wMax && rbLo === bLo && rbHi === bHi && rtLo === tLo && rtHi === tHi) return rLayers;
  rLayers = walkLayers();
  rStart = wStart; rMax = wMax; rbLo = bLo; rbHi = bHi; rtLo = tLo; rtHi = tHi;
  return rLayers;
}

/** Computes the walk's breadth-first layers into LAYERS; returns how many there are. */
function walkLayers(): number {
  const sLo = wStart < 32 ? 1 << wStart : 0, sHi = wStart < 32 ? 0 : 1 << (wStart - 32);
  LAYERS[0] = sLo;
  LAYERS[1] = sHi;
  let n = 1;
  let rLo = sLo | bLo, rHi = sHi | bHi;
  let eLo = sLo, eHi = sHi;
  for (let d = 1; d <= wMax && (eLo | eHi) !== 0; d++) {
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
    eLo = nLo & ~tLo;
    eHi = nHi & ~tHi;
  }
  return n;
}

/** The first free neighbour of a there-and-back walk ending at the start, or -1 (R5.7). */
function via(): number {
  if (wMax < 2 || (wStart < 32 ? (bLo >>> wStart) & 1 : (bHi >>> (wStart - 32)) & 1) !== 0) return -1;
  const nbs = NEIGHBOR_INDEX[wStart];
  for (let i = 0; i < nbs.length; i++) {
    const nb = nbs[i];
    const closed = nb < 32 ? ((bLo | tLo) >>> nb) & 1 : ((bHi | tHi) >>> (nb - 32)) & 1;
    if (closed === 0) return nb;
  }
  return -1;
}

/** Appends to `out` from `n` the Move code of each final space of the walk set last, in space order (walks.ts `walkMoves`); returns the new length. */
export function walkMovesT(out: Int32Array, n: number): number {
  const layers = reach();
  let lo = 0, hi = 0;
  for (let d = 1; d < layers; d++) { lo |= LAYERS[2 * d]; hi |= LAYERS[2 * d + 1]; }
  if (via() >= 0) { if (wStart < 32) lo |= 1 << wStart; else hi |= 1 << (wStart - 32); }
  for (let x = lo; x !== 0; x &= x - 1) out[n++] = MOVE_CODES[low(x)];
  for (let x = hi; x !== 0; x &= x - 1) out[n++] = MOVE_CODES[low(x) + 32];
  return n;
}

/** Writes the canonical route of the walk set last to space `to` (start included) into `path`; returns its length, or -1 when `to` is not a final space (walks.ts `walkRoute`). */
export function walkRouteT(to: number, path: Int32Array): number {
  if (to < 0 || to >= N) return -1;
  if (to === wStart) {
    const v = via();
    if (v < 0) return -1;
    path[0] = to; path[1] = v; path[2] = to;
    return 3;
  }
  const toLo = to < 32 ? 1 << to : 0, toHi = to < 32 ? 0 : 1 << (to - 32);
  const n = reach();
  let d = 1;
  while (d < n && (LAYERS[2 * d] & toLo) === 0 && (LAYERS[2 * d + 1] & toHi) === 0) d++;
  if (d >= n) return -1;
  rStart = -1; // the layers below are overwritten
  // Layers 1..d-1 become the spaces walked through from which `to` is reached in time.
  let rLo = toLo, rHi = toHi;
  for (let k = d - 1; k >= 1; k--) {
    let pLo = 0, pHi = 0;
    for (let x = rLo; x !== 0; x &= x - 1) { const b = low(x); pLo |= PRED_LO[b]; pHi |= PRED_HI[b]; }
    for (let x = rHi; x !== 0; x &= x - 1) { const b = low(x) + 32; pLo |= PRED_LO[b]; pHi |= PRED_HI[b]; }
    rLo = pLo & LAYERS[2 * k] & ~tLo;
    rHi = pHi & LAYERS[2 * k + 1] & ~tHi;
    LAYERS[2 * k] = rLo;
    LAYERS[2 * k + 1] = rHi;
  }
  let at = wStart;
  path[0] = at;
  for (let k = 1; k < d; k++) {
    const cLo = NB_LO[at] & LAYERS[2 * k], cHi = NB_HI[at] & LAYERS[2 * k + 1];
    at = cLo !== 0 ? low(cLo) : low(cHi) + 32;
    path[k] = at;
  }
  path[d] = to;
  return d + 1;
}
