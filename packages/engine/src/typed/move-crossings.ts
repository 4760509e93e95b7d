// Bloody Knife's mesa crossings (crossings.ts, R5.2, R5.7, CONTENT.md §6) for the typed engine:
// the same breadth-first search over (space, crossings made, mesa entered) nodes, visited in the
// same order, so that each final space and number of crossings gets the same canonical route.
// The nodes live in module scratch; nothing is memoised (the search is rare: a Legendary Bloody
// Knife only).
import { MESAS, NEIGHBOR_INDEX, SPACE_IDS, SPACE_INDEX } from '../content/map.js';
import { moveCode } from './action-codes.js';
import { CHARACTER } from './codes.js';
import * as L from './layout.js';

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
/** The nodes that end a route (on a space, at least one crossing), sorted by space then crossings after a search. */
let FOUND = new Int32Array(0);
let nFound = 0;

/** Makes room for a search with at most `k` crossings. */
function reserve(k: number): void {
  const need = N * (k + 1) * (NM + 1);
  if (need <= cap) return;
  cap = need;
  AT = new Int32Array(cap); K = new Int32Array(cap); MESA = new Int32Array(cap); D = new Int32Array(cap); PARENT = new Int32Array(cap);
  SEEN = new Int32Array(cap); FOUND = new Int32Array(cap);
  stamp = 0;
}

/** True when the seat is a Legendary Bloody Knife (abilities.ts hasAbility). */
export function crossesMesasT(m: Int32Array, seat: number): boolean {
  const o = L.playerAt(seat);
  return m[o + L.P_CHARACTER] === BLOODY_KNIFE && m[o + L.P_LEGENDARY] === 1;
}

// The search whose results FOUND and the node arrays hold (-1: none): a Move's apply asks again what its list just searched.
let lastPos = -1, lastMax = 0, lastBlocked = 0, lastLo = 0, lastHi = 0;

/** The search's queue length and its node keys' crossings factor (max crossings + 1). */
let q = 0, keyK = 1;

/** Queues the node (space, crossings, mesa or -1, parent node) unless this search has seen it. */
function visit(at: number, k: number, mesa: number, parent: number): void {
  const key = (at * keyK + k) * (NM + 1) + mesa + 1;
  if (SEEN[key] === stamp) return;
  SEEN[key] = stamp;
  AT[q] = at; K[q] = k; MESA[q] = mesa; D[q] = parent < 0 ? 0 : D[parent] + 1; PARENT[q] = parent;
  if (mesa < 0 && k > 0) FOUND[nFound++] = q;
  q++;
}

/** Runs the search of crossing routes of up to `max` steps for the seat into FOUND (crossings.ts `search`); returns how many. */
function search(m: Int32Array, seat: number, max: number): number {
  const o = L.playerAt(seat);
  const pos = m[o + L.P_POS], blocking = m[o + L.P_WANTED] > 0 ? m[L.SHERIFF] : -1;
  let bLo = 0, bHi = 0;
  for (let i = 1, n = m[L.BANDITS]; i <= n; i++) {
    const b = m[L.BANDITS + i];
    if (b < 32) bLo |= 1 << b; else bHi |= 1 << (b - 32);
  }
  if (pos === lastPos && max === lastMax && blocking === lastBlocked && bLo === lastLo && bHi === lastHi) return nFound;
  lastPos = pos; lastMax = max; lastBlocked = blocking; lastLo = bLo; lastHi = bHi;
  const maxK = Math.floor(max / 2);
  reserve(maxK);
  if (++stamp === 0x7fffffff) { SEEN.fill(0); stamp = 1; }
  const blocked = m[o + L.P_WANTED] > 0 ? m[L.SHERIFF] : -1;
  let tLo = 0, tHi = 0;
  for (let i = 1, n = m[L.BANDITS]; i <= n; i++) {
    const b = m[L.BANDITS + i];
    if (b < 32) tLo |= 1 << b; else tHi |= 1 << (b - 32);
  }
  q = 0;
  nFound = 0;
  keyK = maxK + 1;
  visit(m[o + L.P_POS], 0, -1, -1);
  for (let i = 0; i < q; i++) {
    const at = AT[i], k = K[i], d = D[i];
    if (MESA[i] >= 0) {
      // Inside a mesa: out to another bordering space (completing a crossing).
      const borders = MESA_BORDERS[MESA[i]];
      for (let j = 0; j < borders.length; j++) { const b = borders[j]; if (b !== at && b !== blocked) visit(b, k + 1, -1, i); }
      continue;
    }
    if (d >= max || (d > 0 && ((at < 32 ? tLo >>> at : tHi >>> (at - 32)) & 1) !== 0)) continue;
    const nbs = NEIGHBOR_INDEX[at];
    for (let j = 0; j < nbs.length; j++) if (nbs[j] !== blocked) visit(nbs[j], k, -1, i);
    if (d + 2 > max || k >= maxK) continue;
    const mesas = MESAS_AT[at];
    for (let j = 0; j < mesas.length; j++) visit(at, k, mesas[j], i);
  }
  // Sorted by final space (space order is id order), then crossings: the keys are distinct.
  for (let i = 1; i < nFound; i++) {
    const x = FOUND[i], kx = AT[x] * 1024 + K[x];
    let j = i - 1;
    while (j >= 0 && AT[FOUND[j]] * 1024 + K[FOUND[j]] > kx) { FOUND[j + 1] = FOUND[j]; j--; }
    FOUND[j + 1] = x;
  }
  return nFound;
}

/** Appends to `out` from `n` the codes of Bloody Knife's crossing Moves of up to `max` steps (crossings.ts `crossingMoves`; none for anyone else); returns the new length. */
export function crossingMovesT(m: Int32Array, seat: number, max: number, out: Int32Array, n: number): number {
  if (!crossesMesasT(m, seat)) return n;
  const found = search(m, seat, max);
  for (let i = 0; i < found; i++) out[n++] = moveCode(AT[FOUND[i]], K[FOUND[i]]);
  return n;
}

/** Writes the route (mesas left out) of the crossing Move to `to` with `crossings` into `path`; returns its length, or -1 (crossings.ts `crossingRoute`). */
export function crossingRouteT(m: Int32Array, seat: number, max: number, to: number, crossings: number, path: Int32Array): number {
  if (!crossesMesasT(m, seat)) return -1;
  const found = search(m, seat, max);
  for (let i = 0; i < found; i++) {
    const x = FOUND[i];
    if (AT[x] !== to || K[x] !== crossings) continue;
    let len = 0;
    for (let c = x; c !== -1; c = PARENT[c]) if (MESA[c] < 0) len++;
    let j = len;
    for (let c = x; c !== -1; c = PARENT[c]) if (MESA[c] < 0) path[--j] = AT[c];
    return len;
  }
  return -1;
}
