// The Goal variant's 48 goal cards and 18 Legendary tokens (CONTENT.md §9, R21): each goal is
// data, a condition kind (S state, E event, C counter, T two events in one own turn) with
// parameters; goals.ts checks them with a few evaluators against the state and the events.
import type { HandCategory } from '../poker-hand.js';
import type { CharacterId } from './characters.js';
import { ITEMS, type ItemId } from './items.js';
import type { HideoutLetter } from './map.js';

/** A goal card id: the character's two letters and 1..4 (AO1 .. YB4). */
export type GoalId = `${'AO' | 'BR' | 'BK' | 'BL' | 'CJ' | 'DH' | 'JJ' | 'KC' | 'MF' | 'WB' | 'WE' | 'YB'}${1 | 2 | 3 | 4}`;

/** The value of a Legendary token, in LP. */
export type TokenValue = 1 | 2 | 3;

/** A quantity of a player's state that an S goal compares with a minimum. */
export type GoalStat =
  | 'marshal' | 'wanted' | 'hand' | 'money' | 'nuggets' | 'miscItems' | 'mounts' | 'upgradedWeapons'
  | 'storiesWithDisc' | 'tenGallon' | 'upgradedRifle';

/** True when an owned item (upgraded or not) counts toward an item stat of S goals; false for the other stats. */
export function countsForStat(stat: GoalStat, item: { id: ItemId; upgraded: boolean }): boolean {
  const kind = ITEMS[item.id].kind;
  switch (stat) {
    case 'miscItems': return kind === 'misc';
    case 'mounts': return kind === 'mount';
    case 'upgradedWeapons': return kind === 'weapon' && item.upgraded;
    case 'tenGallon': return item.id === 'ten-gallon';
    case 'upgradedRifle': return item.id === 'rifle' && item.upgraded;
    default: return false;
  }
}

/**
 * An event an E, C or T goal waits for, credited to one seat: the winner of a fight, the
 * player who acted. Named fight kinds (duel, rob, arrest) count only for the player who
 * declared the fight; "a fight against a player" counts on either side (CONTENT.md §0).
 */
export type GoalEvent =
  | { ev: 'winFight'; vs: 'player' | 'bandit' | 'sheriff' | 'guard'; fight?: 'duel' | 'rob' | 'arrest'; where?: 'town' | 'outside' | 'red-falls'; cardMax?: number; minWounds?: number; asActive?: true }
  | { ev: 'defeatBandit'; letter?: HideoutLetter }
  | { ev: 'revel'; minLp: number }
  | { ev: 'robTake'; money: number; nuggets: number }
  | { ev: 'crossMesa' }
  | { ev: 'winPoker'; minCategory?: HandCategory; town?: 'darkrock' | 'red-falls' }
  | { ev: 'deliver'; mode?: 'wrangle' | 'rustle' }
  | { ev: 'deposit'; min: number }
  | { ev: 'mine'; minNuggets?: number }
  | { ev: 'endMove'; town?: 'darkrock' | 'red-falls'; countryside?: true }
  | { ev: 'contribute' };

/** What makes two matching events count separately for a C or T goal. */
export type GoalKey = 'region' | 'letter' | 'mine' | 'opponent';

/** A goal's condition (CONTENT.md §9 condition kinds). */
export type GoalCondition =
  /** S: every listed stat is at least its minimum (and, with `outside`, the mini is outside a town). */
  | { kind: 'S'; all: readonly { stat: GoalStat; min: number }[]; outside?: true }
  /** E: one event. */
  | { kind: 'E'; event: GoalEvent }
  /** C: `count` matching events since the start of the game (distinct by `distinct` when given). */
  | { kind: 'C'; events: readonly GoalEvent[]; count: number; distinct?: GoalKey }
  /** T: within one own turn, each listed event (or `count` events distinct by `distinct`). */
  | { kind: 'T'; events: readonly GoalEvent[]; count: number; distinct?: GoalKey };

/** One goal card. */
export interface GoalCard { readonly id: GoalId; readonly character: CharacterId; readonly title: string; readonly condition: GoalCondition }

const S = (...all: [GoalStat, number][]): GoalCondition => ({ kind: 'S', all: all.map(([stat, min]) => ({ stat, min })) });
const E = (event: GoalEvent): GoalCondition => ({ kind: 'E', event });
const C = (count: number, event: GoalEvent, distinct?: GoalKey): GoalCondition => ({ kind: 'C', events: [event], count, ...(distinct ? { distinct } : {}) });
const T = (events: GoalEvent[], distinct?: GoalKey): GoalCondition =>
  ({ kind: 'T', events, count: distinct ? 2 : events.length, ...(distinct ? { distinct } : {}) });
const duel = (where?: 'town' | 'outside' | 'red-falls', minWounds?: number): GoalEvent =>
  ({ ev: 'winFight', vs: 'player', fight: 'duel', ...(where ? { where } : {}), ...(minWounds ? { minWounds } : {}) });
const winPlayer: GoalEvent = { ev: 'winFight', vs: 'player' };

const goal = (id: GoalId, character: CharacterId, title: string, condition: GoalCondition): GoalCard => ({ id, character, title, condition });

/** All 48 goal cards, 4 per character (CONTENT.md §9). */
export const GOAL_CARDS: Readonly<Record<GoalId, GoalCard>> = Object.fromEntries([
  goal('AO1', 'annie-oakley', 'Trick Shot', E({ ev: 'winFight', vs: 'player', cardMax: 6 })),
  goal('AO2', 'annie-oakley', 'Little Sure Shot', S(['upgradedRifle', 1])),
  goal('AO3', 'annie-oakley', 'Wild West Show', E({ ev: 'revel', minLp: 2 })),
  goal('AO4', 'annie-oakley', 'Exhibition Circuit', C(3, winPlayer)),
  goal('BR1', 'bass-reeves', 'Deputy U.S. Marshal', S(['marshal', 6])),
  goal('BR2', 'bass-reeves', 'Always Gets His Man', E({ ev: 'winFight', vs: 'player', fight: 'arrest' })),
  goal('BR3', 'bass-reeves', 'Scourge of Outlaws', C(2, { ev: 'defeatBandit' })),
  goal('BR4', 'bass-reeves', 'Master of Disguise', S(['hand', 7])),
  goal('BK1', 'billy-the-kid', 'Notorious', S(['wanted', 6])),
  goal('BK2', 'billy-the-kid', 'Hold-Up Artist', E({ ev: 'robTake', money: 30, nuggets: 2 })),
  goal('BK3', 'billy-the-kid', 'Escape Artist', E({ ev: 'winFight', vs: 'sheriff' })),
  goal('BK4', 'billy-the-kid', 'Easy Money', S(['money', 120])),
  goal('BL1', 'bloody-knife', 'Pathfinder', C(5, { ev: 'endMove', countryside: true }, 'region')),
  goal('BL2', 'bloody-knife', 'Scout for the Cavalry', C(3, { ev: 'defeatBandit' }, 'letter')),
  goal('BL3', 'bloody-knife', 'Over the Mesa', E({ ev: 'crossMesa' })),
  goal('BL4', 'bloody-knife', "Hunter's Patience", E({ ev: 'winFight', vs: 'bandit', minWounds: 1 })),
  goal('CJ1', 'calamity-jane', 'Teller of Tales', C(3, { ev: 'contribute' })),
  goal('CJ2', 'calamity-jane', 'In Every Story', S(['storiesWithDisc', 2])),
  goal('CJ3', 'calamity-jane', 'Hard Living', S(['miscItems', 3])),
  goal('CJ4', 'calamity-jane', 'Red Falls Showdown', E(duel('red-falls'))),
  goal('DH1', 'doc-holliday', 'Faro and Poker', E({ ev: 'winPoker', minCategory: 'three-of-a-kind' })),
  goal('DH2', 'doc-holliday', "I'm Your Huckleberry", E(duel(undefined, 2))),
  goal('DH3', 'doc-holliday', 'Gunfight', T([{ ev: 'winFight', vs: 'player', asActive: true }], 'opponent')),
  goal('DH4', 'doc-holliday', 'Darkrock Regular', E({ ev: 'winPoker', town: 'darkrock' })),
  goal('JJ1', 'jesse-james', 'Bank Robber', E({ ev: 'winFight', vs: 'guard' })),
  goal('JJ2', 'jesse-james', 'Road Agent', E({ ev: 'winFight', vs: 'player', fight: 'rob', where: 'outside' })),
  goal('JJ3', 'jesse-james', 'Most Wanted', S(['wanted', 9])),
  goal('JJ4', 'jesse-james', 'Rustler', E({ ev: 'deliver', mode: 'rustle' })),
  goal('KC1', 'kit-carson', 'Trail Boss', E({ ev: 'deliver', mode: 'wrangle' })),
  goal('KC2', 'kit-carson', 'Prospector', C(3, { ev: 'mine' }, 'mine')),
  goal('KC3', 'kit-carson', 'Assay', E({ ev: 'deposit', min: 3 })),
  goal('KC4', 'kit-carson', 'Frontier Scout', E({ ev: 'defeatBandit', letter: 'A' })),
  goal('MF1', 'mary-fields', 'Star Route', T([{ ev: 'endMove', town: 'darkrock' }, { ev: 'endMove', town: 'red-falls' }])),
  goal('MF2', 'mary-fields', 'Stable Keeper', S(['mounts', 2])),
  goal('MF3', 'mary-fields', 'Nest Egg', S(['money', 120])),
  goal('MF4', 'mary-fields', 'Special Delivery', E({ ev: 'deliver' })),
  goal('WB1', 'wild-bill-hickok', 'High Roller', C(2, { ev: 'winPoker' })),
  goal('WB2', 'wild-bill-hickok', "Dead Man's Hand", E({ ev: 'winPoker', minCategory: 'two-pair' })),
  goal('WB3', 'wild-bill-hickok', 'Prince of Pistoleers', E(duel('town'))),
  goal('WB4', 'wild-bill-hickok', 'Dressed to Kill', S(['tenGallon', 1], ['upgradedWeapons', 1])),
  goal('WE1', 'wyatt-earp', 'Bandit Hunter', C(3, { ev: 'defeatBandit' })),
  goal('WE2', 'wyatt-earp', 'Town Tamer', E({ ev: 'winFight', vs: 'player', fight: 'arrest', where: 'town' })),
  goal('WE3', 'wyatt-earp', 'Deputy', S(['marshal', 6])),
  goal('WE4', 'wyatt-earp', 'Vendetta Ride', T([{ ev: 'defeatBandit' }, winPlayer])),
  goal('YB1', 'yb-rowdy', 'Mother Lode', E({ ev: 'mine', minNuggets: 2 })),
  goal('YB2', 'yb-rowdy', 'Heavy Pockets', { kind: 'S', all: [{ stat: 'nuggets', min: 4 }], outside: true }),
  goal('YB3', 'yb-rowdy', 'Cash Out', E({ ev: 'deposit', min: 4 })),
  goal('YB4', 'yb-rowdy', 'Rowdy', E(duel('outside'))),
].map((g) => [g.id, g])) as Record<GoalId, GoalCard>;

/** All 48 goal ids, in card order. */
export const GOAL_IDS: readonly GoalId[] = Object.keys(GOAL_CARDS) as GoalId[];

/** The 4 goals of each character. */
export const GOALS_OF: Readonly<Record<CharacterId, readonly GoalId[]>> = GOAL_IDS.reduce((acc, id) => {
  (acc[GOAL_CARDS[id].character] ??= []).push(id);
  return acc;
}, {} as Record<CharacterId, GoalId[]>);

/** Goals each player keeps (R21.1). */
export const GOALS_KEPT = 3;

/** The 18 Legendary tokens of the supply: 6 × 1 LP, 9 × 2 LP, 3 × 3 LP (CONTENT.md §9). */
export const LEGENDARY_TOKENS: readonly TokenValue[] = [
  ...Array<TokenValue>(6).fill(1), ...Array<TokenValue>(9).fill(2), ...Array<TokenValue>(3).fill(3),
];

/** True when `x` is a goal id. */
export function isGoalId(x: unknown): x is GoalId {
  return typeof x === 'string' && Object.hasOwn(GOAL_CARDS, x);
}
