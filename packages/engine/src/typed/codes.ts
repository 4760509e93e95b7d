// Integer codes for the typed state (docs/engine-v2.md, stage 1): every id the game state holds
// (spaces, cards, items, characters, stories, goals...) and every fixed string (prompt kinds,
// rules, reasons) is an index in one list made once; -1 stands for null. A string no list holds
// is an error (CodeError), never a silent -1: a converter that met one would lose state.
import { WINDOWS, EFFECT_IDS } from '../content/card-effects.js';
import { ranchTokens } from '../content/cattle.js';
import { CHARACTER_IDS } from '../content/characters.js';
import { FIGHT_CARD_IDS } from '../content/fight-cards.js';
import { GOAL_IDS } from '../content/goals.js';
import { ITEM_IDS } from '../content/items.js';
import { SPACES, SPACE_IDS } from '../content/map.js';
import { MIB_CARD_IDS } from '../content/mib-cards.js';
import { CARD_IDS } from '../content/poker-cards.js';
import { STORY_IDS } from '../content/stories.js';

/** Thrown when a value has no code: the typed state cannot hold it. */
export class CodeError extends Error {
  /** A stable code for callers that test for it. */
  readonly code = 'ERR_NO_CODE';
}

/** A list of values and each one's index, both ways; `code(null)` is -1 and `value(-1)` is null. */
export interface Codes<T extends string | number> {
  readonly values: readonly T[];
  code(v: T | null): number;
  value(c: number): T | null;
  /** `value(c)` for a code that is never -1. */
  at(c: number): T;
}

/** The codes of a fixed list of distinct values; `name` says which list in errors. */
export function codes<T extends string | number>(name: string, values: readonly T[]): Codes<T> {
  const index = new Map<T, number>();
  values.forEach((v, i) => {
    if (index.has(v)) throw new CodeError(`${name}: ${String(v)} listed twice`);
    index.set(v, i);
  });
  const code = (v: T | null): number => {
    if (v === null) return -1;
    const i = index.get(v);
    if (i === undefined) throw new CodeError(`${name}: no code for ${JSON.stringify(v)}`);
    return i;
  };
  const value = (c: number): T | null => {
    if (c === -1) return null;
    if (!(c >= 0 && c < values.length)) throw new CodeError(`${name}: no value for code ${c}`);
    return values[c];
  };
  const at = (c: number): T => {
    const v = value(c);
    if (v === null) throw new CodeError(`${name}: code -1 where a value is required`);
    return v;
  };
  return { values, code, value, at };
}

/** Spaces, in SPACE_IDS order (the engine's space index). */
export const SPACE = codes('space', SPACE_IDS);
/** Poker cards, in CARD_IDS order (the engine's card index). */
export const CARD = codes('card', CARD_IDS);
/** Fight cards. */
export const FIGHT_CARD = codes('fightCard', FIGHT_CARD_IDS);
/** Items. */
export const ITEM = codes('item', ITEM_IDS);
/** Characters. */
export const CHARACTER = codes('character', CHARACTER_IDS);
/** Stories. */
export const STORY = codes('story', STORY_IDS);
/** Goals. */
export const GOAL = codes('goal', GOAL_IDS);
/** Cattle tokens: the green ranch's 6, then the blue ranch's. */
export const CATTLE = codes('cattle', [...ranchTokens('green'), ...ranchTokens('blue')]);
/** The Man in Black's cards. */
export const MIB_CARD = codes('mibCard', MIB_CARD_IDS);
/** Reaction windows. */
export const WINDOW = codes('window', WINDOWS);
/** Card effects. */
export const EFFECT = codes('effect', EFFECT_IDS);

/** A competitor as a number: a seat, or 6 for the Man in Black. */
export const MIB_SEAT = 6;
/** The code of a competitor (a seat or 'mib'). */
export function competitorCode(c: number | 'mib'): number {
  return c === 'mib' ? MIB_SEAT : c;
}
/** The competitor of a code. */
export function competitorOf(c: number): number | 'mib' {
  return c === MIB_SEAT ? 'mib' : c;
}

/** The prompts' kinds (frame handlers' `prompt`). */
export const PROMPT_KIND = codes<string>('promptKind', [
  'keepCharacter', 'chooseStartSpace', 'startBenefit', 'chooseActive', 'action', 'reaction', 'discard', 'chooseNpcCard',
  'placeFightCard', 'fleeOrFight', 'pokerInvite', 'pokerChoose', 'moveSheriff', 'shop', 'keepTokens', 'whiskey', 'sheriffTarget',
  'moveDisc', 'banditReward', 'pointReward', 'woundOrDiscard', 'discardOrPay', 'robLoot', 'robCattle', 'deliver', 'restartFight',
  'prospectorsMap', 'effectChoice', 'mibLoot', 'startOfFight', 'annieOakley', 'ybRowdy', 'billyTheKid', 'billyTheKidLoot', 'wildBill',
  'cardMove', 'extendMove', 'freeMove',
]);

/** Rule ids as they appear in prompts. */
export const RULE = codes<string>('rule', [
  'R3.2', 'R3.4', 'R4.1', 'R4.2', 'R17.5', 'R15.3', 'R10.3', 'R12.2', 'R10.1', 'R10.2', 'R9.4', 'R8.2', 'R8.6', 'R12.1', 'R6.1',
  'R21.1', 'R16.2', 'R13.3', 'R9.8', 'R7.2', 'R10.4', 'R14.4', 'R17.2', 'R20.1', 'R6.5', 'R9.3', 'R5.8', 'R8.9', 'R5.9',
]);

/** Reasons written in frames (a wound's, a loss of goods', a discard's). */
export const WHY = codes<string>('why', [
  ...new Set<string>([
    'handLimit', 'fightCard', 'sheriff', 'arrest', 'arrested', 'beginner', 'duel', 'fight', 'fightRestart', 'heist', 'lostFight',
    'manInBlack', 'rob', 'sheriffTarget', 'shotgun', 'story', 'whiskey', 'bandit', 'guard', ...EFFECT_IDS, ...CHARACTER_IDS,
    'startBonus', 'startOfTurn', 'deposit', 'work', 'revel', 'doctor', 'provisions', 'marshalTrack', 'wantedTrack', 'marshalBeyond9',
    'wantedBeyond9', 'becameWanted', 'wantedRow', 'ante', 'pokerLost', 'pokerWon', 'cattle', 'mine', 'prospect', 'deliver', 'pickpocket',
    'paid', 'fightRestart', 'heist',
    ...FIGHT_CARD_IDS.map((id) => `fightCard:${id}`),
    'buy', 'upgrade', 'gold-dust',
    'wrangle', 'rustle', 'robManInBlack',
    'poker', 'ten-gallon',
    'effect', // effects.ts `why`: an operation with no reason of its own and no effect named
  ]),
]);

/** The keys goals count distinct events by (goals.ts `keyOf`): regions, hideout letters, spaces, seats and event places. */
export const GOAL_KEY = codes<string>('goalKey', [
  ...new Set<string>([
    ...SPACES.map((s) => String(s.region)), 'A', 'B', 'C', ...SPACE_IDS, '0', '1', '2', '3', '4', '5', 'mib', 'undefined', 'null',
  ]),
]);

/** Legendary token values as codes (1, 2, 3 are their own codes). */
export const TOKEN_VALUES: readonly number[] = [1, 2, 3];
