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

/** Each card's effect type (ACTION, BONUS, REACTION) by card code. */
export const CARD_TYPE: Uint8Array = Uint8Array.from(CARD.values, (id) => TYPES.indexOf(effectOfCard(id).type));
/** Each card's window (WINDOW code, -1 for none) by card code. */
export const CARD_WINDOW: Int32Array = Int32Array.from(CARD.values, (id) => WINDOW.code(effectOfCard(id).window));
/** Each card's conditions (`when`, COND codes) by card code. */
export const CARD_WHEN: readonly Int32Array[] = CARD.values.map((id) => Int32Array.from(effectOfCard(id).when, (c) => COND.code(c)));
/** What each card's ACTION names (PARAM_*) by card code. */
export const CARD_PARAM: Uint8Array = Uint8Array.from(CARD.values, (id) => PARAMS.indexOf(effectOfCard(id).param));

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
