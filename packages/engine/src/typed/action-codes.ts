// Actions as integers for the typed engine (docs/engine-v2.md): a legal list is an Int32Array of
// codes, each the action's kind (A.*) times 2^24 plus its arguments packed in the low 24 bits.
// `actionOfCode` and `codeOfAction` convert both ways, so the two engines' lists can be compared
// and the public API can hand out today's Action objects.
import type { Action, ActionType } from '../types.js';
import { CARD, CHARACTER, competitorCode, competitorOf, FIGHT_CARD, ITEM, SPACE } from './codes.js';
import { CHOICE_OPTION } from './frames.js';

/** Action kinds, by their type's position here. */
export const ACTION_TYPES: readonly ActionType[] = [
  'keepCharacter', 'chooseStartSpace', 'takeBenefit', 'chooseActive', 'move', 'fight', 'buy', 'upgrade', 'finishShopping', 'prospect',
  'deposit', 'heist', 'takeCattle', 'revel', 'heal', 'work', 'useItem', 'playCard', 'flee', 'chooseFightCard', 'discard', 'choose',
  'target', 'pass', 'moveSheriff', 'playAction', 'playReaction', 'poker', 'finishChoosing', 'keepTokens',
];
/** Each action kind's number. */
export const A = Object.fromEntries(ACTION_TYPES.map((t, i) => [t, i])) as Record<ActionType, number>;

const SHIFT = 1 << 24;
const BENEFITS = ['money', 'cards', 'mixed'] as const;
const FIGHT_KINDS = ['duel', 'rob', 'arrest'] as const;

/** The code of kind `kind` with arguments `args` (low 24 bits). */
export function code(kind: number, args = 0): number {
  return kind * SHIFT + args;
}
/** A code's kind. */
export function kindOf(c: number): number {
  return (c / SHIFT) | 0;
}
/** A code's arguments. */
export function argsOf(c: number): number {
  return c & (SHIFT - 1);
}

/** The code of a Move to a space (code) over `crossings` mesa crossings (0: none named). */
export function moveCode(space: number, crossings = 0): number {
  return code(A.move, space | (crossings << 8));
}

/** The code of an action. */
export function codeOfAction(a: Action): number {
  const k = A[a.type];
  switch (a.type) {
    case 'keepCharacter': return code(k, CHARACTER.code(a.character));
    case 'chooseStartSpace': return code(k, SPACE.code(a.space));
    case 'takeBenefit': return code(k, BENEFITS.indexOf(a.benefit));
    case 'chooseActive': return code(k, (ITEM.code(a.weapon) + 1) | ((ITEM.code(a.mount) + 1) << 8));
    case 'move': return moveCode(SPACE.code(a.to), a.crossings ?? 0);
    case 'fight': return code(k, competitorCode(a.target) | (FIGHT_KINDS.indexOf(a.kind) << 8));
    case 'buy': return code(k, ITEM.code(a.item) | ((a.activate ? 1 : 0) << 8));
    case 'upgrade': return code(k, ITEM.code(a.item));
    case 'deposit': return code(k, a.nuggets);
    case 'revel': return code(k, a.lp);
    case 'useItem': return code(k, ITEM.code(a.item));
    case 'playCard': case 'discard': case 'playReaction': return code(k, CARD.code(a.card));
    case 'chooseFightCard': return code(k, FIGHT_CARD.code(a.card));
    case 'choose': return code(k, CHOICE_OPTION.code(a.option));
    case 'target': return code(k, competitorCode(a.seat));
    case 'moveSheriff': return code(k, SPACE.code(a.to));
    case 'playAction': {
      const target = a.target === undefined ? 0 : competitorCode(a.target) + 1;
      const place = a.hideout !== undefined ? SPACE.code(a.hideout) + 1 : a.story !== undefined ? 128 + a.story : 0;
      return code(k, CARD.code(a.card) | (target << 6) | (place << 9));
    }
    case 'keepTokens': return code(k, a.ones | (a.twos << 5) | (a.threes << 10));
    default: return code(k);
  }
}

/** The action of a code (a fresh object: compare with `sameAction`, not by identity). */
export function actionOfCode(c: number): Action {
  const type = ACTION_TYPES[kindOf(c)];
  const x = argsOf(c);
  const lo = x & 0xff, hi = x >> 8;
  switch (type) {
    case 'keepCharacter': return { type, character: CHARACTER.at(x) };
    case 'chooseStartSpace': return { type, space: SPACE.at(x) };
    case 'takeBenefit': return { type, benefit: BENEFITS[x] };
    case 'chooseActive': return { type, weapon: ITEM.value(lo - 1), mount: ITEM.value(hi - 1) };
    case 'move': return hi > 0 ? { type, to: SPACE.at(lo), crossings: hi } : { type, to: SPACE.at(lo) };
    case 'fight': return { type, target: competitorOf(lo), kind: FIGHT_KINDS[hi] };
    case 'buy': return { type, item: ITEM.at(lo), activate: hi === 1 };
    case 'upgrade': return { type, item: ITEM.at(x) };
    case 'deposit': return { type, nuggets: x };
    case 'revel': return { type, lp: x };
    case 'useItem': return { type, item: ITEM.at(x) as 'provisions' };
    case 'playCard': case 'discard': case 'playReaction': return { type, card: CARD.at(x) } as Action;
    case 'chooseFightCard': return { type, card: FIGHT_CARD.at(x) };
    case 'choose': return { type, option: CHOICE_OPTION.at(x) };
    case 'target': return { type, seat: competitorOf(x) };
    case 'moveSheriff': return { type, to: SPACE.at(x) };
    case 'playAction': {
      const a: Action = { type, card: CARD.at(x & 63) };
      const target = (x >> 6) & 7, place = x >> 9;
      if (target > 0) a.target = competitorOf(target - 1);
      if (place >= 128) a.story = (place - 128) as 0 | 1;
      else if (place > 0) a.hideout = SPACE.at(place - 1);
      return a;
    }
    case 'keepTokens': return { type, ones: x & 31, twos: (x >> 5) & 31, threes: x >> 10 };
    case undefined: throw new RangeError(`no action has code ${c}`);
    default: return { type } as Action;
  }
}
