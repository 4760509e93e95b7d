/** What entering a track space gives (CONTENT.md §7). */
export interface TrackReward { readonly money?: number; readonly lp?: number; readonly cards?: number }

/** Marshal track rewards for spaces 1..9 (index 0 = space 1). */
export const MARSHAL_REWARDS: readonly TrackReward[] = [
  { money: 20 }, { money: 20 }, { lp: 2 },
  { money: 30 }, { money: 30 }, { lp: 4 },
  { money: 40 }, { money: 40 }, { lp: 6 },
];

/** Wanted track rewards for spaces 1..9 (space 1 is the "Sheriff active" label, space 9's star gives nothing). */
export const WANTED_REWARDS: readonly TrackReward[] = [
  {}, { cards: 1 }, {},
  { cards: 1 }, {}, { cards: 1 },
  {}, { cards: 1 }, {},
];

/** The last space of both tracks (R11.2). */
export const TRACK_MAX = 9;

/** The row (1, 2 or 3) of a track position 1..9; 0 off the track. */
export function trackRow(points: number): 0 | 1 | 2 | 3 {
  if (points <= 0) return 0;
  return points <= 3 ? 1 : points <= 6 ? 2 : 3;
}
