// The board as the bots measure it: the engine's `distance` tabulated once by space index (a
// decision asks for hundreds), and a player's reach per Move action.
import { distance, PLACES, SPACE_IDS, SPACE_INDEX, spaceIndexOf, type SpaceId } from '@wl/engine';

/** The Rail Station, where cattle are wrangled (R7.2). */
export const STATION: SpaceId = PLACES.railStation;
/** The ranch of each cattle colour, where cattle are taken and rustled (R6.8, R7.2). */
export const RANCH = { green: PLACES.greenRanch, blue: PLACES.blueRanch } as const;

/** Number of board spaces. */
export const N_SPACES = SPACE_IDS.length;
/** Each space's index in SPACE_IDS (the engine's SPACE_INDEX, looked up by any string). */
export const INDEX: ReadonlyMap<string, number> = SPACE_INDEX;
/** Distances by index pair: `DIST[i * N_SPACES + j]` (999 when unreachable). */
export const DIST = new Int16Array(N_SPACES * N_SPACES);
for (let i = 0; i < N_SPACES; i++) {
  for (let j = 0; j < N_SPACES; j++) {
    const d = distance(SPACE_IDS[i], SPACE_IDS[j]);
    DIST[i * N_SPACES + j] = Number.isFinite(d) ? d : 999;
  }
}

/** A space's index in SPACE_IDS (the engine's `spaceIndexOf`, a perfect hash); −1 for an id that is not a space. */
export function spaceIndex(id: string): number {
  return spaceIndexOf(id);
}

/** Distance in steps between two spaces. */
export function dist(a: SpaceId, b: SpaceId): number {
  return DIST[spaceIndexOf(a) * N_SPACES + spaceIndexOf(b)];
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
