/** Ranch colours: green is Mesito's Point, blue is Sunny Hills (R2.3). */
export type RanchColour = 'green' | 'blue';
/** A cattle token id such as `green-4`. */
export type CattleId = `${RanchColour}-${1 | 2 | 3 | 4 | 5 | 6}`;

/** What a delivered token gives (CONTENT.md §5). */
export interface CattleReward { readonly money?: number; readonly lp?: number; readonly cards?: number }

const REWARDS: readonly CattleReward[] = [
  { money: 20 }, { money: 20 }, { money: 30 }, { lp: 1 }, { lp: 1, cards: 1 }, { lp: 2 },
];

/** The 6 tokens of a ranch, in id order. */
export function ranchTokens(colour: RanchColour): CattleId[] {
  return [1, 2, 3, 4, 5, 6].map((n) => `${colour}-${n}` as CattleId);
}

/** The colour of a token. */
export function cattleColour(id: CattleId): RanchColour {
  return id.startsWith('green') ? 'green' : 'blue';
}

/** The reward printed on a token. */
export function cattleReward(id: CattleId): CattleReward {
  return REWARDS[Number(id.split('-')[1]) - 1];
}
