// Poker hand evaluation (poker-hand.ts, R8.6–R8.7, CONTENT.md §3, Q1, Q3) on card codes for the
// typed engine. A hand is one int, its key: the category's strength (high-card 1 .. five-of-a-kind
// 11) then five tie-break ranks in 4 bits each, so that keys order as poker-hand.ts `compareHands`
// orders hands (its score is the key's digits; equal keys tie). Card codes are rank × 4 + suit
// (CARD_IDS order), so a card's value is (code >> 2) + 2. Pure: only scratch buffers.
import { effectOfCard } from '../content/card-effects.js';
import { CARD } from './codes.js';

/** 1 for a card wild when chosen from a hand (Cheat: JC, JS, op `pokerWild`), by card code. */
export const POKER_WILD: Uint8Array = Uint8Array.from(CARD.values, (id) => (effectOfCard(id).ops.some((o) => o.op === 'pokerWild') ? 1 : 0));
/** 1 for a Lady Luck (QH, QD, op `pokerChoose`: a third card may be chosen), by card code. */
export const POKER_CHOOSE: Uint8Array = Uint8Array.from(CARD.values, (id) => (effectOfCard(id).ops.some((o) => o.op === 'pokerChoose') ? 1 : 0));

/** Category strengths (poker-hand.ts `categoryStrength`). */
const FIVE = 11, ROYAL = 10, STRAIGHT_FLUSH = 9, FOUR = 8, FULL = 7, FLUSH = 6, STRAIGHT = 5, THREE = 4, TWO_PAIR = 3, PAIR = 2, HIGH = 1;
/** The multiplier of a key's category: five 4-bit tie-break ranks below it. */
const CATEGORY_UNIT = 1 << 20;

/** Scratch: ranks high to low, the tie-break ranks, a subset's positions, the plain cards, a candidate's cards. */
const DESC = new Int32Array(8), TB = new Int32Array(5), IDX = new Int32Array(8), PLAIN = new Int32Array(16), PAIR_CARDS = new Int32Array(8);

/** The category strength of a key (poker-hand.ts `categoryStrength` of its hand's category). */
export function keyCategory(key: number): number {
  return Math.floor(key / CATEGORY_UNIT);
}

/** Writes from TB[at] the first `n` ranks of DESC[0..len) that are neither `a` nor `b`, padded with 0 (kickers); returns the end. */
function kick(at: number, len: number, n: number, a: number, b: number): number {
  for (let i = 0; i < len && n > 0; i++) if (DESC[i] !== a && DESC[i] !== b) { TB[at++] = DESC[i]; n--; }
  for (; n > 0; n--) TB[at++] = 0;
  return at;
}

/** The key of the ranks DESC[0..len), high to low (poker-hand.ts `classify` then `keyOf`); `flush`: 5 cards of a suit. */
function keyOfDesc(len: number, flush: boolean): number {
  let r1 = 0, c1 = 0, r2 = 0, c2 = 0, runs = 0;
  for (let i = 0; i < len;) {
    const r = DESC[i];
    let j = i;
    while (j < len && DESC[j] === r) j++;
    const c = j - i;
    runs++;
    if (c > c1) { r2 = r1; c2 = c1; r1 = r; c1 = c; } else if (c > c2) { r2 = r; c2 = c; }
    i = j;
  }
  const five = len === 5;
  const top = !five || runs !== 5 ? 0 : DESC[0] - DESC[4] === 4 ? DESC[0] : DESC[0] === 14 && DESC[1] === 5 ? 5 : 0;
  let cat: number, t = 0;
  if (c1 >= 5) { TB[t++] = r1; cat = FIVE; }
  else if (five && top && flush) { TB[t++] = top; cat = top === 14 ? ROYAL : STRAIGHT_FLUSH; }
  else if (c1 === 4) { TB[t++] = r1; t = kick(t, len, 1, r1, -1); cat = FOUR; }
  else if (five && c1 === 3 && c2 === 2) { TB[t++] = r1; TB[t++] = r2; cat = FULL; }
  else if (five && flush) { for (let i = 0; i < 5; i++) TB[t++] = DESC[i]; cat = FLUSH; }
  else if (top) { TB[t++] = top; cat = STRAIGHT; }
  else if (c1 === 3) { TB[t++] = r1; t = kick(t, len, 2, r1, -1); cat = THREE; }
  else if (c1 === 2 && c2 === 2) { TB[t++] = r1; TB[t++] = r2; t = kick(t, len, 1, r1, r2); cat = TWO_PAIR; }
  else if (c1 === 2) { TB[t++] = r1; t = kick(t, len, 3, r1, -1); cat = PAIR; }
  else { t = kick(t, len, 5, -1, -1); cat = HIGH; }
  let k = cat;
  for (let i = 0; i < 5; i++) k = k * 16 + (i < t ? TB[i] : 0);
  return k;
}

/** Sorts DESC[0..len) high to low (insertion sort). */
function sortDesc(len: number): void {
  for (let i = 1; i < len; i++) {
    const x = DESC[i];
    let j = i - 1;
    while (j >= 0 && DESC[j] < x) { DESC[j + 1] = DESC[j]; j--; }
    DESC[j + 1] = x;
  }
}

/** The best key of the `take` ranks at DESC[0..take) (high to low) with `w` wild ranks from `from` up added (poker-hand.ts `bestWithWilds`). */
function bestWithWilds(ranks: Int32Array, take: number, w: number, from: number, flush: boolean): number {
  if (w === 0) {
    for (let i = 0; i < take; i++) DESC[i] = ranks[i];
    sortDesc(take);
    return keyOfDesc(take, flush);
  }
  let best = -1;
  for (let r = from; r <= 14; r++) {
    ranks[take] = r;
    const k = bestWithWilds(ranks, take + 1, w - 1, r, flush);
    if (k > best) best = k;
  }
  return best;
}

/** Scratch ranks for `bestWithWilds` (the plain ranks then the wild ones). */
const RANKS = new Int32Array(8);

/**
 * The key of the best hand of at most 5 cards from the `n` plain card codes at `cards[0..n)` and
 * `w` wild cards (poker-hand.ts `evaluateCards`): with fewer than 5 in all, every card is used.
 */
export function bestKeyT(cards: Int32Array, n: number, w: number): number {
  const wild = Math.min(w, 5);
  const take = Math.min(5 - wild, n);
  for (let i = 0; i < take; i++) IDX[i] = i;
  let best = -1;
  for (;;) {
    let flush = take + wild === 5;
    for (let i = 1; i < take && flush; i++) if ((cards[IDX[i]] & 3) !== (cards[IDX[0]] & 3)) flush = false;
    for (let i = 0; i < take; i++) RANKS[i] = (cards[IDX[i]] >> 2) + 2;
    const k = bestWithWilds(RANKS, take, wild, 2, flush);
    if (k > best) best = k;
    let i = take - 1;
    while (i >= 0 && IDX[i] === n - take + i) i--;
    if (i < 0) break;
    IDX[i]++;
    for (let j = i + 1; j < take; j++) IDX[j] = IDX[j - 1] + 1;
  }
  return best;
}

/** The key of a participant's hand (poker-hand.ts `bestPokerHand`): the list of chosen card codes at `chosen` (Cheats wild) and the flop list at `flop`. */
export function pokerHandKeyT(m: Int32Array, chosen: number, flop: number): number {
  let n = 0, w = 0;
  for (let i = 1; i <= m[chosen]; i++) {
    const c = m[chosen + i];
    if (POKER_WILD[c] === 1) w++; else PLAIN[n++] = c;
  }
  for (let i = 1; i <= m[flop]; i++) PLAIN[n++] = m[flop + i];
  return bestKeyT(PLAIN, n, w);
}

/** The key of the dealer's hand (poker-hand.ts `bestDealerHand`): the best 2 of the list at `dealer` with the flop list at `flop`, no wilds. */
export function dealerHandKeyT(m: Int32Array, dealer: number, flop: number): number {
  const nd = m[dealer], nf = m[flop];
  for (let k = 0; k < nf; k++) PAIR_CARDS[2 + k] = m[flop + 1 + k];
  if (nd <= 2) {
    for (let i = 0; i < nd; i++) PLAIN[i] = m[dealer + 1 + i];
    for (let k = 0; k < nf; k++) PLAIN[nd + k] = m[flop + 1 + k];
    return bestKeyT(PLAIN, nd + nf, 0);
  }
  let best = -1;
  for (let i = 0; i < nd; i++) {
    for (let j = i + 1; j < nd; j++) {
      PAIR_CARDS[0] = m[dealer + 1 + i]; PAIR_CARDS[1] = m[dealer + 1 + j];
      const k = bestKeyT(PAIR_CARDS, 2 + nf, 0);
      if (k > best) best = k;
    }
  }
  return best;
}
