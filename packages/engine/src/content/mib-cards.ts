// The Man in Black (R20, CONTENT.md §10): his fixed amounts and his 10 action cards, as data.
import { HIDEOUTS, PLACES, space, spacesWith, type SpaceId } from './map.js';

/** The Man in Black's 10 action card ids, MIB-01 … MIB-10. */
export const MIB_CARD_IDS = ['MIB-01', 'MIB-02', 'MIB-03', 'MIB-04', 'MIB-05', 'MIB-06', 'MIB-07', 'MIB-08', 'MIB-09', 'MIB-10'] as const;
/** A Man in Black action card id. */
export type MibCardId = (typeof MIB_CARD_IDS)[number];

/** His money: always $120, whatever happens (MIB-00). */
export const MIB_MONEY = 120;
/** His nuggets: always 4 (MIB-00). */
export const MIB_NUGGETS = 4;
/** His start space (MIB-00, Q26). */
export const MIB_START: SpaceId = PLACES.railStation;
/** Fight cards he draws; he plays the highest (MIB-00). */
export const MIB_DRAW = 3;
/** How much the player's card is lowered in a fight with him (MIB-00 step 4). */
export const MIB_PLAYER_MOD = 1;
/** LP for his $120 at final scoring (MIB-00, R19.2). */
export const MIB_END_LP = 2;

/**
 * What a card moves him toward: fixed spaces (the nearest of several groups, in the card's order
 * for ties), the nearest hideout with a bandit, a player, or nothing (Tall Tales).
 */
export type MibGoal =
  | { kind: 'place'; groups: readonly (readonly SpaceId[])[] }
  | { kind: 'bandit' }
  | { kind: 'mostLp' }
  | { kind: 'nearestPlayer' }
  | { kind: 'story' };

/** What he does when he is at the target after moving. */
export type MibDeed = 'lp2' | 'removeBandit' | 'duel' | 'rob' | 'contribute';

/** One action card: its goal, how far he moves, and what he does there (otherwise +1 LP). */
export interface MibCard { readonly id: MibCardId; readonly title: string; readonly goal: MibGoal; readonly steps: number; readonly deed: MibDeed }

const mines: SpaceId[][] = [['sunny-hills-mine'], ['spikes-view-mine'], ['cliff-junction-mine']];
const saloons: SpaceId[][] = (['darkrock', 'red-falls'] as const).map((town) => spacesWith('saloon').filter((id) => space(id).region === town));

/** The 10 action cards (CONTENT.md §10 table). */
export const MIB_CARDS: Readonly<Record<MibCardId, MibCard>> = {
  'MIB-01': { id: 'MIB-01', title: 'Gold Fever', goal: { kind: 'place', groups: mines }, steps: 4, deed: 'lp2' },
  'MIB-02': { id: 'MIB-02', title: 'Cashing In', goal: { kind: 'place', groups: [[PLACES.bank]] }, steps: 4, deed: 'lp2' },
  'MIB-03': { id: 'MIB-03', title: 'Painting the Town', goal: { kind: 'place', groups: [[PLACES.cabaret]] }, steps: 4, deed: 'lp2' },
  'MIB-04': { id: 'MIB-04', title: 'Card Sharp', goal: { kind: 'place', groups: saloons }, steps: 4, deed: 'lp2' },
  'MIB-05': { id: 'MIB-05', title: 'Bounty Hunter', goal: { kind: 'bandit' }, steps: 5, deed: 'removeBandit' },
  'MIB-06': { id: 'MIB-06', title: 'Showdown', goal: { kind: 'mostLp' }, steps: 4, deed: 'duel' },
  'MIB-07': { id: 'MIB-07', title: 'Ambush', goal: { kind: 'nearestPlayer' }, steps: 3, deed: 'rob' },
  'MIB-08': { id: 'MIB-08', title: 'Cattle Baron', goal: { kind: 'place', groups: [[PLACES.greenRanch], [PLACES.blueRanch]] }, steps: 4, deed: 'lp2' },
  'MIB-09': { id: 'MIB-09', title: 'Iron Horse', goal: { kind: 'place', groups: [[PLACES.railStation]] }, steps: 5, deed: 'lp2' },
  'MIB-10': { id: 'MIB-10', title: 'Tall Tales', goal: { kind: 'story' }, steps: 0, deed: 'contribute' },
};

/** Hideouts in the order MIB-05 breaks ties in. */
export const MIB_HIDEOUT_ORDER: readonly SpaceId[] = HIDEOUTS;

/** True when `x` is a Man in Black card id. */
export function isMibCardId(x: unknown): x is MibCardId {
  return (MIB_CARD_IDS as readonly unknown[]).includes(x);
}
