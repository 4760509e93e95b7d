// Bloody Knife's mesa crossings (crossings.ts, R5.2, R5.7, CONTENT.md §6) for the typed engine:
// the same breadth-first search over (space, crossings made, mesa entered) nodes, visited in the
// same order, so that each final space and number of crossings gets the same canonical route.
// The nodes live in module scratch. Listing needs only which (space, crossings) pairs the search
// reaches, which `reachedT` finds a breadth-first layer at a time on bit sets (move-walks.ts); the
// route of the Move chosen is the search's, stopped at its final node.
import { MESAS, NEIGHBOR_INDEX, SPACE_IDS, SPACE_INDEX } from '../content/map.js';
import { moveCode } from './action-codes.js';
import { CHARACTER } from './codes.js';
import * as L from './layout.js';
import { low, NB_HI, NB_LO, STOPS, stopsT } from './move-walks.js';

const N = SPACE_IDS.length;
const NM = MESAS.length;
const BLOODY_KNIFE = CHARACTER.code('bloody-knife');
/** Each mesa's bordering spaces, ascending. */
const MESA_BORDERS: readonly Int32Array[] = MESAS.map((x) => Int32Array.from(x.borders.map((b) => SPACE_INDEX.get(b)!).sort((a, b) => a - b)));
/** The mesas each space borders, in MESAS order. */
const MESAS_AT: readonly Int32Array[] = Array.from({ length: N }, (_, i) => Int32Array.from(MESAS.flatMap((_m, j) => (MESA_BORDERS[j].includes(i) ? [j] : []))));

// The search's nodes: space, crossings, mesa (-1: on a space), distance, parent node (-1: root).
let cap = 0;
let AT = new Int32Array(0), K = new Int32Array(0), MESA = new Int32Array(0), D = new Int32Array(0), PARENT = new Int32Array(0);
/** The generation each node key was seen in (a key is never cleared: the stamp moves on). */
let SEEN = new Int32Array(0);
let stamp = 0;

/** Makes room for a search with at most `k` crossings. */
function reserve(k: number): void {
  const need = N * (k + 1) * (NM + 1);
  if (need <= cap) return;
  cap = need;
  AT = new Int32Array(cap); K = new Int32Array(cap); MESA = new Int32Array(cap); D = new Int32Array(cap); PARENT = new Int32Array(cap);
  SEEN = new Int32Array(cap);
  stamp = 0;
}

/** True when the seat is a Legendary Bloody Knife (abilities.ts hasAbility). */
export function crossesMesasT(m: Int32Array, seat: number): boolean {
  const o = L.playerAt(seat);
  return m[o + L.P_CHARACTER] === BLOODY_KNIFE && m[o + L.P_LEGENDARY] === 1;
}

/** The search's queue length, its node keys' crossings factor (max crossings + 1), the node sought (space, crossings) and the node found there (-1: not yet). */
let q = 0, keyK = 1, goalAt = -1, goalK = 0, goal = -1;

/** Queues the node (space, crossings, mesa or -1, parent node) unless this search has seen it; notes the node sought. */
function visit(at: number, k: number, mesa: number, parent: number): void {
  const key = (at * keyK + k) * (NM + 1) + mesa + 1;
  if (SEEN[key] === stamp) return;
  SEEN[key] = stamp;
  AT[q] = at; K[q] = k; MESA[q] = mesa; D[q] = parent < 0 ? 0 : D[parent] + 1; PARENT[q] = parent;
  if (mesa < 0 && at === goalAt && k === goalK && goal < 0) goal = q;
  q++;
}

/**
 * Searches the crossing routes of up to `max` steps for the seat (crossings.ts `search`, the same
 * nodes in the same order) until it meets the node (`to`, `crossings`); returns that node, or -1.
 * A node's parent is set when it is first met, so stopping there gives the route the whole search gives.
 */
function search(m: Int32Array, seat: number, max: number, to: number, crossings: number): number {
  if (crossings <= 0) return -1; // not a crossing Move
  const o = L.playerAt(seat);
  const maxK = Math.floor(max / 2);
  reserve(maxK);
  if (++stamp === 0x7fffffff) { SEEN.fill(0); stamp = 1; }
  stopsT(m, seat);
  const tLo = STOPS[0], tHi = STOPS[1], bLo = STOPS[2], bHi = STOPS[3];
  /** True for the space closed to the seat (the Sheriff's, when it is Wanted: R5.4). */
  const closed = (s: number): boolean => ((s < 32 ? bLo >>> s : bHi >>> (s - 32)) & 1) !== 0;
  q = 0;
  keyK = maxK + 1;
  goalAt = to; goalK = crossings; goal = -1;
  visit(m[o + L.P_POS], 0, -1, -1);
  for (let i = 0; i < q && goal < 0; i++) {
    const at = AT[i], k = K[i], d = D[i];
    if (MESA[i] >= 0) {
      // Inside a mesa: out to another bordering space (completing a crossing).
      const borders = MESA_BORDERS[MESA[i]];
      for (let j = 0; j < borders.length; j++) { const b = borders[j]; if (b !== at && !closed(b)) visit(b, k + 1, -1, i); }
      continue;
    }
    if (d >= max || (d > 0 && ((at < 32 ? tLo >>> at : tHi >>> (at - 32)) & 1) !== 0)) continue;
    const nbs = NEIGHBOR_INDEX[at];
    for (let j = 0; j < nbs.length; j++) if (!closed(nbs[j])) visit(nbs[j], k, -1, i);
    if (d + 2 > max || k >= maxK) continue;
    const mesas = MESAS_AT[at];
    for (let j = 0; j < mesas.length; j++) visit(at, k, mesas[j], i);
  }
  return goal;
}

/** Each mesa's bordering spaces as a bit set (low word, high word). */
const MB_LO = Int32Array.from(MESA_BORDERS, (b) => b.reduce((w, x) => (x < 32 ? w | (1 << x) : w), 0));
const MB_HI = Int32Array.from(MESA_BORDERS, (b) => b.reduce((w, x) => (x >= 32 ? w | (1 << (x - 32)) : w), 0));
/** The most crossings a Move can make (one per two steps on the board's 64 spaces). */
const MAX_K = 32;
/** Per crossings made: the spaces reached (SEEN_*), the last layer (F_*), the next layer (NX_*) and the mesa exits due in two layers (P_*). */
const SEEN_LO = new Int32Array(MAX_K + 1), SEEN_HI = new Int32Array(MAX_K + 1), F_LO = new Int32Array(MAX_K + 1), F_HI = new Int32Array(MAX_K + 1);
const NX_LO = new Int32Array(MAX_K + 1), NX_HI = new Int32Array(MAX_K + 1), P_LO = new Int32Array(MAX_K + 1), P_HI = new Int32Array(MAX_K + 1);

/** Adds to P_*[k + 1] the exits of the mesas space `s` borders: any bordering space but `s` and the blocked ones (`blo`, `bhi`). */
function mesaExits(s: number, k: number, blo: number, bhi: number): void {
  const mesas = MESAS_AT[s];
  for (let j = 0; j < mesas.length; j++) {
    const mz = mesas[j];
    P_LO[k + 1] |= MB_LO[mz] & ~(s < 32 ? 1 << s : 0) & ~blo;
    P_HI[k + 1] |= MB_HI[mz] & ~(s >= 32 ? 1 << (s - 32) : 0) & ~bhi;
  }
}

/**
 * The (space, crossings) pairs `search` reaches in up to `max` steps, as bit sets per crossings
 * into SEEN_*: the same nodes, since a node is reached when some route of at most `max` steps leads
 * to it through spaces that are not a bandit's (R5.3) nor the blocking Sheriff's (R5.4), a mesa
 * being left two steps after it is entered, by another bordering space. Returns the most crossings.
 */
function reachedT(m: Int32Array, seat: number, max: number): number {
  const o = L.playerAt(seat), pos = m[o + L.P_POS];
  const maxK = Math.min(Math.floor(max / 2), MAX_K);
  stopsT(m, seat);
  const tlo = STOPS[0], thi = STOPS[1], blo = STOPS[2], bhi = STOPS[3];
  for (let k = 0; k <= maxK; k++) { SEEN_LO[k] = 0; SEEN_HI[k] = 0; F_LO[k] = 0; F_HI[k] = 0; P_LO[k] = 0; P_HI[k] = 0; }
  if (pos < 32) F_LO[0] = 1 << pos; else F_HI[0] = 1 << (pos - 32);
  SEEN_LO[0] = F_LO[0]; SEEN_HI[0] = F_HI[0];
  for (let d = 0; d < max; d++) { // layer d gives layer d + 1, and the mesa exits of layer d + 2 (used when it is made)
    for (let k = 0; k <= maxK; k++) { NX_LO[k] = P_LO[k]; NX_HI[k] = P_HI[k]; P_LO[k] = 0; P_HI[k] = 0; }
    for (let k = 0; k <= maxK; k++) {
      // The layer's spaces that go on: a bandit's ends a walk, except where it starts.
      const glo = d === 0 ? F_LO[k] : F_LO[k] & ~tlo, ghi = d === 0 ? F_HI[k] : F_HI[k] & ~thi;
      let nlo = 0, nhi = 0;
      for (let x = glo; x !== 0; x &= x - 1) {
        const sp = low(x);
        nlo |= NB_LO[sp]; nhi |= NB_HI[sp];
        if (k < maxK) mesaExits(sp, k, blo, bhi);
      }
      for (let x = ghi; x !== 0; x &= x - 1) {
        const sp = low(x) + 32;
        nlo |= NB_LO[sp]; nhi |= NB_HI[sp];
        if (k < maxK) mesaExits(sp, k, blo, bhi);
      }
      NX_LO[k] |= nlo; NX_HI[k] |= nhi;
    }
    for (let k = 0; k <= maxK; k++) {
      F_LO[k] = NX_LO[k] & ~blo & ~SEEN_LO[k]; F_HI[k] = NX_HI[k] & ~bhi & ~SEEN_HI[k];
      SEEN_LO[k] |= F_LO[k]; SEEN_HI[k] |= F_HI[k];
    }
  }
  return maxK;
}

/** Appends to `out` from `n` the codes of Bloody Knife's crossing Moves of up to `max` steps, by space then crossings (crossings.ts `crossingMoves`; none for anyone else); returns the new length. */
export function crossingMovesT(m: Int32Array, seat: number, max: number, out: Int32Array, n: number): number {
  if (!crossesMesasT(m, seat)) return n;
  const maxK = reachedT(m, seat, max);
  let ulo = 0, uhi = 0;
  for (let k = 1; k <= maxK; k++) { ulo |= SEEN_LO[k]; uhi |= SEEN_HI[k]; }
  for (let x = ulo; x !== 0; x &= x - 1) {
    const s = low(x), bit = 1 << s;
    for (let k = 1; k <= maxK; k++) if ((SEEN_LO[k] & bit) !== 0) out[n++] = moveCode(s, k);
  }
  for (let x = uhi; x !== 0; x &= x - 1) {
    const s = low(x), bit = 1 << s;
    for (let k = 1; k <= maxK; k++) if ((SEEN_HI[k] & bit) !== 0) out[n++] = moveCode(s + 32, k);
  }
  return n;
}

/** Writes the route (mesas left out) of the crossing Move to `to` with `crossings` into `path`; returns its length, or -1 (crossings.ts `crossingRoute`). */
export function crossingRouteT(m: Int32Array, seat: number, max: number, to: number, crossings: number, path: Int32Array): number {
  if (!crossesMesasT(m, seat)) return -1;
  const x = search(m, seat, max, to, crossings);
  if (x < 0) return -1;
  let len = 0;
  for (let c = x; c !== -1; c = PARENT[c]) if (MESA[c] < 0) len++;
  let j = len;
  for (let c = x; c !== -1; c = PARENT[c]) if (MESA[c] < 0) path[--j] = AT[c];
  return len;
}
