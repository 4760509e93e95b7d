// Reaction windows (windows.ts, R17.4, R17.5, CONTENT.md §0) for the typed engine: the concerned
// seats, active player first then seat order, each asked in turn while holding a card, until all
// pass in succession. A window frame's ints (frames.ts `encode`): its WINDOW code, next, passes,
// the SRC_SIZE ints of its source, the number of seats, the seats. Playing a card runs its effect
// (effects.ts playCard → runOps: typed effects.ts `playCardT`).
import { PROMPT_KIND, RULE } from './codes.js';
import { allHoldT } from './conds.js';
import { emitT, type TypedCtx } from './ctx.js';
import { E } from './events.js';
import { A, argsOf, code } from './action-codes.js';
import { SRC_SIZE } from './frames.js';
import { packPrompt, type TypedHandler } from './handler.js';
import * as L from './layout.js';
import { CARD_INFO, CARD_STRIDE, CI_TYPE, CI_WHEN, CI_WHEN_N, CI_WINDOW, firstCopyT, REACTION } from './list-cards.js';
import { K, popFrameT, pushFrameT } from './stack.js';
import { playCardT } from './effects.js';

/** Offsets in a window frame's body. */
const W = 0, NEXT = 1, PASSES = 2, SRC = 3, N = 3 + SRC_SIZE, SEATS = 4 + SRC_SIZE;

const PASS = code(A.pass);
const REACTION_PROMPTS: readonly number[] = Array.from({ length: L.MAX_SEATS }, (_, seat) => packPrompt(seat, PROMPT_KIND.code('reaction'), RULE.code('R17.5')));

/** The offset of a seat's hand (its length, then its cards). */
const handOf = (seat: number): number => L.playerAt(seat) + L.P_HAND;

/** Opens a window (WINDOW code `w`) for the seats it concerns, with the encoded source `src` (frames.ts SRC_SIZE ints); nobody with a card in hand means no window. */
export function openWindowT(c: TypedCtx, w: number, seats: readonly number[], src: ArrayLike<number>): void {
  const m = c.m, count = seats.length;
  if (count === 1) { // the commonest window (W.moveEnd): one seat, nothing to sort
    if (m[handOf(seats[0])] > 0) m[pushWindowT(m, w, src, 1) + SEATS] = seats[0];
    return;
  }
  let any = false;
  for (let i = 0; i < count; i++) if (m[handOf(seats[i])] > 0) any = true;
  if (!any) return;
  let distinct = 0; // the seats once each, in order of first appearance (v1: [...new Set(seats)])
  for (let i = 0; i < count; i++) if (firstAt(seats, i)) distinct++;
  const f = pushWindowT(m, w, src, distinct);
  let k = 0;
  for (let i = 0; i < count; i++) if (firstAt(seats, i)) m[f + SEATS + k++] = seats[i];
  // Sorted from the active player on (a stable insertion sort; distinct seats have distinct keys).
  const n = m[L.N_SEATS], turn = m[L.T_SEAT];
  for (let i = 1; i < distinct; i++) {
    const seat = m[f + SEATS + i], key = (seat - turn + n) % n;
    let j = i - 1;
    while (j >= 0 && (m[f + SEATS + j] - turn + n) % n > key) { m[f + SEATS + j + 1] = m[f + SEATS + j]; j--; }
    m[f + SEATS + j + 1] = seat;
  }
}

/** Pushes a window frame (WINDOW code `w`, source `src`) for `n` seats, written next; returns its body. */
function pushWindowT(m: Int32Array, w: number, src: ArrayLike<number>, n: number): number {
  const f = pushFrameT(m, K.window, SEATS + n);
  m[f + W] = w;
  for (let i = 0; i < SRC_SIZE; i++) m[f + SRC + i] = src[i];
  m[f + N] = n;
  return f;
}

/** True when `seats[i]` is the first of its value in `seats`. */
function firstAt(seats: readonly number[], i: number): boolean {
  for (let j = 0; j < i; j++) if (seats[j] === seats[i]) return false;
  return true;
}

/** True when the card at index `i` of the seat's hand is the first copy of a REACTION card of this window whose conditions hold. */
function playableT(m: Int32Array, seat: number, f: number, i: number): boolean {
  const hand = handOf(seat);
  const card = m[hand + 1 + i];
  const at = card * CARD_STRIDE;
  return CARD_INFO[at + CI_TYPE] === REACTION && CARD_INFO[at + CI_WINDOW] === m[f + W] && firstCopyT(m, hand, i)
    && allHoldT(m, seat, CARD_INFO, at + CI_WHEN, CARD_INFO[at + CI_WHEN_N], m, f + SRC);
}

/** How many of the window's seats hold a card: each is asked until that many Pass in succession. */
function eligibleSeats(m: Int32Array, f: number): number {
  let eligible = 0;
  for (let i = 0; i < m[f + N]; i++) if (m[handOf(m[f + SEATS + i])] > 0) eligible++;
  return eligible;
}

/** The index (in the seats) of the seat asked now, or -1 when the window closes. */
function asked(m: Int32Array, f: number): number {
  const n = m[f + N];
  if (m[f + PASSES] >= eligibleSeats(m, f)) return -1;
  for (let i = 0; i < n; i++) {
    const idx = (m[f + NEXT] + i) % n;
    if (m[handOf(m[f + SEATS + idx])] > 0) return idx;
  }
  return -1;
}

/**
 * For simulations on a private copy (windows.ts `skipIdleWindow`): when no seat of the window on
 * top (asking) can play a card, answers its remaining Passes at once (counted in the state's SEQ)
 * and returns true; the window then closes by itself.
 */
export function skipIdleWindowT(m: Int32Array, f: number): boolean {
  for (let s = 0; s < m[f + N]; s++) {
    const seat = m[f + SEATS + s];
    for (let i = 0; i < m[handOf(seat)]; i++) if (playableT(m, seat, f, i)) return false;
  }
  const eligible = eligibleSeats(m, f);
  m[L.SEQ] += eligible - m[f + PASSES];
  m[f + PASSES] = eligible;
  return true;
}

/** The window's apply (windows.ts): a Pass, or a REACTION card played (effects.ts `playCard`: typed effects.ts `playCardT`). */
function applyWindowT(c: TypedCtx, f: number, action: number): void {
  const m = c.m;
  const seat = m[L.PROMPT_SEAT], n = m[f + N]; // the seat asked (the prompt settle wrote); the window's seats are distinct
  let idx = 0;
  while (idx < n && m[f + SEATS + idx] !== seat) idx++;
  if (idx === n) throw new Error(`the window does not ask seat ${seat}: apply listed actions on a settled state`);
  m[f + NEXT] = (idx + 1) % n;
  if (action === PASS) { m[f + PASSES]++; return; }
  m[f + PASSES] = 0;
  const card = argsOf(action), hand = handOf(seat);
  L.listRemoveAt(m, hand, L.listIndexOf(m, hand, card));
  emitT(c, E.reactionPlayed, seat, m[f + W], card);
  playCardT(c, seat, card, f + SRC);
}

/** The window frame. */
export const windowHandlerT: TypedHandler = {
  prompt(m, f) {
    const idx = asked(m, f);
    return idx < 0 ? -1 : REACTION_PROMPTS[m[f + SEATS + idx]];
  },
  legal(m, f, out) {
    const seat = m[L.PROMPT_SEAT]; // the seat asked (settled states only, as legalCodesT's)
    const hand = handOf(seat);
    out[0] = PASS; // Pass is always listed, first
    let n = 1;
    for (let i = 0; i < m[hand]; i++) if (playableT(m, seat, f, i)) out[n++] = code(A.playReaction, m[hand + 1 + i]);
    return n;
  },
  apply(c, f, action) {
    applyWindowT(c, f, action);
  },
  run(c) {
    popFrameT(c.m);
  },
};
