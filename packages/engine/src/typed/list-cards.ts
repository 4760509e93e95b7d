// The card effects printed on the poker cards (content/card-effects.ts `effectOfCard`) as tables
// by card code, made once at load, for the typed lists of ACTION cards and the windows' REACTIONs.
import { effectOfCard } from '../content/card-effects.js';
import { A, code } from './action-codes.js';
import { CARD, WINDOW } from './codes.js';
import { COND } from './conds.js';

/** Effect types as ints. */
export const ACTION = 0, BONUS = 1, REACTION = 2;
/** What an ACTION card names when played: nothing, a target, a hideout or a story. */
export const PARAM_NONE = 0, PARAM_TARGET = 1, PARAM_HIDEOUT = 2, PARAM_STORY = 3;

const TYPES = ['ACTION', 'BONUS', 'REACTION'] as const;
const PARAMS = [undefined, 'target', 'hideout', 'story'] as const;

/** Ints per card in CARD_INFO: its effect type, window, parameter, number of conditions, then the conditions. */
export const CARD_STRIDE = 8;
/** Offsets in a card's CARD_INFO record. */
export const CI_TYPE = 0, CI_WINDOW = 1, CI_PARAM = 2, CI_WHEN_N = 3, CI_WHEN = 4;
/**
 * Each card's effect by card code, CARD_STRIDE ints a card: its type (ACTION, BONUS, REACTION),
 * window (WINDOW code, -1 for none), what its ACTION names (PARAM_*), then its conditions (`when`,
 * COND codes) after their number. One table, so that checking a hand reads one object.
 */
export const CARD_INFO: Int32Array = ((): Int32Array => {
  const t = new Int32Array(CARD.values.length * CARD_STRIDE);
  CARD.values.forEach((id, card) => {
    const e = effectOfCard(id), at = card * CARD_STRIDE;
    if (e.when.length > CARD_STRIDE - CI_WHEN) throw new Error(`card ${id} has ${e.when.length} conditions, CARD_INFO holds ${CARD_STRIDE - CI_WHEN}`);
    t[at + CI_TYPE] = TYPES.indexOf(e.type);
    t[at + CI_WINDOW] = WINDOW.code(e.window);
    t[at + CI_PARAM] = PARAMS.indexOf(e.param);
    t[at + CI_WHEN_N] = e.when.length;
    e.when.forEach((c, i) => { t[at + CI_WHEN + i] = COND.code(c); });
  });
  return t;
})();

/** True when the card at index `i` of the list at `at` is the list's first copy of that card (`hand.indexOf(card) === i`). */
export function firstCopyT(m: Int32Array, at: number, i: number): boolean {
  const card = m[at + 1 + i];
  for (let j = 0; j < i; j++) if (m[at + 1 + j] === card) return false;
  return true;
}

/** Appends to `out` from `n` a playCard code per distinct card of the hand at `hand` (its length, then its cards), in hand order; returns the new length. */
export function playCardCodesT(m: Int32Array, hand: number, out: Int32Array, n: number): number {
  for (let i = 0; i < m[hand]; i++) if (firstCopyT(m, hand, i)) out[n++] = code(A.playCard, m[hand + 1 + i]);
  return n;
}
