// The board as the bots measure it: the engine's `distance` tabulated once by space index (a
// decision asks for hundreds), and a player's reach per Move action.
import { distance, PLACES, SPACE_IDS, type SpaceId } from '@wl/engine';

/** The Rail Station, where cattle are wrangled (R7.2). */
export const STATION: SpaceId = PLACES.railStation;
/** The ranch of each cattle colour, where cattle are taken and rustled (R6.8, R7.2). */
export const RANCH = { green: PLACES.greenRanch, blue: PLACES.blueRanch } as const;

/** Number of board spaces. */
export const N_SPACES = SPACE_IDS.length;
/** Each space's index in SPACE_IDS. */
export const INDEX = new Map<string, number>(SPACE_IDS.map((id, i) => [id, i]));
/** Distances by index pair: `DIST[i * N_SPACES + j]` (999 when unreachable). */
export const DIST = new Int16Array(N_SPACES * N_SPACES);
for (let i = 0; i < N_SPACES; i++) {
  for (let j = 0; j < N_SPACES; j++) {
    const d = distance(SPACE_IDS[i], SPACE_IDS[j]);
    DIST[i * N_SPACES + j] = Number.isFinite(d) ? d : 999;
  }
}

// `spaceIndex`: INDEX's lookup by a small hash table of the ids' lengths and a few characters (a
// decision asks for tens of indices; a Map lookup of a string costs about twice as much).
const HASH_BITS = 9;
const hashOf = (id: string): number =>
  (id.length + id.charCodeAt(1) * 5 + id.charCodeAt(id.length - 1) * 4 + id.charCodeAt(id.length - 3)) & ((1 << HASH_BITS) - 1);
/** Per hash, the first space index with it (−1: none), and per space index the next with the same hash. */
const HEAD = new Int16Array(1 << HASH_BITS).fill(-1);
const NEXT = new Int16Array(N_SPACES).fill(-1);
for (let i = N_SPACES - 1; i >= 0; i--) {
  const h = hashOf(SPACE_IDS[i]);
  NEXT[i] = HEAD[h];
  HEAD[h] = i;
}

/** A space's index in SPACE_IDS (`INDEX.get(id)`, faster); −1 for an id that is not a space. */
export function spaceIndex(id: string): number {
  for (let j = HEAD[hashOf(id)]; j >= 0; j = NEXT[j]) if (SPACE_IDS[j] === id) return j;
  return -1;
}

/** Distance in steps between two spaces. */
export function dist(a: SpaceId, b: SpaceId): number {
  return DIST[INDEX.get(a)! * N_SPACES + INDEX.get(b)!];
}

/** The space of `targets` nearest to `from` (the first on a tie). */
export function nearest(from: SpaceId, targets: readonly SpaceId[]): SpaceId {
  const row = INDEX.get(from)! * N_SPACES;
  let best = targets[0];
  let bd = DIST[row + INDEX.get(best)!];
  for (const t of targets) {
    const d = DIST[row + INDEX.get(t)!];
    if (d < bd) { best = t; bd = d; }
  }
  return best;
}

/** For each space index, the distance to the nearest of `targets` (999 when there is none). */
export function distanceField(targets: readonly SpaceId[]): Int16Array {
  const out = new Int16Array(N_SPACES).fill(999);
  for (const t of targets) {
    const j = INDEX.get(t)!;
    for (let i = 0; i < N_SPACES; i++) out[i] = Math.min(out[i], DIST[i * N_SPACES + j]);
  }
  return out;
}
