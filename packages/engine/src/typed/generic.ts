// A generic encoding of plain data into ints, for the frames whose modules are not ported to the
// typed engine yet (fights, poker, operations, abilities, choices with branches: docs/engine-v2.md
// stage 3 gives each its fixed layout). Every value is a tag then its contents; strings are codes
// in one table of every word the state can hold (ids, keys, steps, operation names); a string it
// lacks is a CodeError, so nothing is ever lost silently.
import { CARD_EFFECTS } from '../content/card-effects.js';
import {
  CARD, CATTLE, CHARACTER, CodeError, codes, EFFECT, FIGHT_CARD, GOAL, ITEM, MIB_CARD, SPACE, STORY, WHY, WINDOW,
} from './codes.js';

/** Words of frames and operations that are not ids: keys, steps, kinds, operation names, conditions. */
const WORDS = [
  // frame keys
  'k', 'kind', 'attacker', 'target', 'step', 'hideout', 'chooser', 'drawn', 'npcCard', 'attackerCard', 'blind', 'targetCard', 'revealed',
  'fled', 'attackerValue', 'targetValue', 'winner', 'peeks', 'seat', 'of', 'cards', 'faceDown', 'noMarshal', 'modOnAttacker',
  'modOnTarget', 'winTies', 'legends', 'onWin', 'atEnd', 'effect', 'card', 'ops', 'cancelled', 'mib', 'mibPeeked', 'src', 'story',
  'fightAt', 'announce', 'at', 'town', 'invited', 'answered', 'participants', 'dealer', 'dealerHand', 'flop', 'chosen', 'done', 'stage',
  'owner', 'about', 'options', 'branches', 'n', 'to', 'why', 'op', 'opp', 'uncancellable', 'k', 'cond', 'then', 'a', 'b', 'labels', 'by',
  'victim', 'slot', 'act',
  // frame kinds and steps
  'fight', 'poker', 'ops', 'ability', 'choice', 'duel', 'rob', 'arrest', 'bandit', 'guard', 'sheriff', 'declared', 'startFight',
  'sheriffWindow', 'sheriffDiscard', 'draw', 'npcChoose', 'attackerPlace', 'placed', 'targetRespond', 'reveal', 'react', 'restart',
  'cardEffect', 'result', 'end', 'fightEnd', 'closed', 'darkrock', 'red-falls', 'invite', 'deal', 'choose', 'showdown', 'startOfFight',
  'rifle', 'annie', 'rowdy', 'billyPick', 'billyTake', 'wildBill',
  // operations (card vocabulary and engine steps)
  'money', 'takeMoney', 'lp', 'loseLp', 'marshal', 'wanted', 'banditReward', 'nugget', 'heal', 'wound', 'preventWound', 'takeCattle',
  'move', 'extendMove', 'moveAction', 'moveSheriff', 'sheriffHome', 'modOpp', 'cancelFight', 'peekFaceDown', 'protectGoods',
  'removeBandit', 'cycleStory', 'pokerWild', 'pokerChoose', 'if', 'discard', 'discardRandom', 'pay', 'ask', 'robLoot', 'robCattle',
  'fightCardEffect', 'storyStart', 'storyBandits', 'storyEnd', 'winEffects', 'discardPlayed', 'robbed',
  // conditions
  'oppRankIsAce', 'oppIsFightCard', 'vsBandit', 'vsPlayer', 'isTarget', 'inFight', 'anyWanted', 'playerHere', 'canTakeCattle',
  'storyCyclable', 'banditOnMap', 'woundCancellable', 'noSprintYet', 'goodsAtRisk',
  // choice kinds and options
  'moveDisc', 'pointReward', 'woundOrDiscard', 'discardOrPay', 'deliver', 'restartFight', 'prospectorsMap', 'effectChoice', 'mibLoot',
  'discardCard', 'nuggets', 'take', 'leave', 'keep', 'reroll1', 'reroll2', 'join', 'decline',
  'attacker', 'target',
];

/** Every string the generic encoding can hold. */
const STRINGS = codes<string>('string', [
  ...new Set<string>([
    ...WORDS, ...SPACE.values, ...CARD.values, ...FIGHT_CARD.values, ...ITEM.values, ...CHARACTER.values, ...STORY.values, ...GOAL.values,
    ...CATTLE.values, ...MIB_CARD.values, ...WINDOW.values, ...EFFECT.values, ...WHY.values,
    ...Object.keys(CARD_EFFECTS),
  ]),
]);

/** Value tags. */
const NULL = 0, FALSE = 1, TRUE = 2, INT = 3, STRING = 4, ARRAY = 5, OBJECT = 6;

/** Appends the encoding of `x` to `out`. */
export function encodeValue(x: unknown, out: number[]): void {
  if (x === null) out.push(NULL);
  else if (x === false) out.push(FALSE);
  else if (x === true) out.push(TRUE);
  else if (typeof x === 'number') {
    if (!Number.isInteger(x) || x !== (x | 0)) throw new CodeError(`not a 32-bit integer: ${x}`);
    out.push(INT, x);
  } else if (typeof x === 'string') out.push(STRING, STRINGS.code(x));
  else if (Array.isArray(x)) {
    out.push(ARRAY, x.length);
    for (const v of x) encodeValue(v, out);
  } else if (typeof x === 'object') {
    const entries = Object.entries(x as Record<string, unknown>).filter(([, v]) => v !== undefined);
    out.push(OBJECT, entries.length);
    for (const [k, v] of entries) {
      out.push(STRINGS.code(k));
      encodeValue(v, out);
    }
  } else throw new CodeError(`cannot encode a ${typeof x}`);
}

/** Decodes the value at `at`; returns it and the offset after it. */
export function decodeValue(m: Int32Array, at: number): [unknown, number] {
  const tag = m[at];
  switch (tag) {
    case NULL: return [null, at + 1];
    case FALSE: return [false, at + 1];
    case TRUE: return [true, at + 1];
    case INT: return [m[at + 1], at + 2];
    case STRING: return [STRINGS.at(m[at + 1]), at + 2];
    case ARRAY: {
      const n = m[at + 1];
      const out = new Array<unknown>(n);
      let p = at + 2;
      for (let i = 0; i < n; i++) [out[i], p] = decodeValue(m, p);
      return [out, p];
    }
    case OBJECT: {
      const n = m[at + 1];
      const out: Record<string, unknown> = {};
      let p = at + 2;
      for (let i = 0; i < n; i++) {
        const key = STRINGS.at(m[p]);
        [out[key], p] = decodeValue(m, p + 1);
      }
      return [out, p];
    }
    default: throw new CodeError(`no value has tag ${tag} (at ${at})`);
  }
}
