// Poker hand evaluation for the Saloon (R8.6–R8.7), with Cheat wild cards (CONTENT.md §3, Q1, Q3).
// Pure: no state, no randomness. The Saloon flow (antes, choices, pot, ties) lives elsewhere.
import { effectOfCard, type OpKind } from './content/card-effects.js';
import { cardValue, sortCards, type CardId } from './content/poker-cards.js';

/** The poker hand categories, high to low (R8.7). */
export const HAND_CATEGORIES = [
  'five-of-a-kind', 'royal-flush', 'straight-flush', 'four-of-a-kind', 'full-house', 'flush',
  'straight', 'three-of-a-kind', 'two-pair', 'pair', 'high-card',
] as const;

/** A poker hand category (R8.7). */
export type HandCategory = (typeof HAND_CATEGORIES)[number];

/** A hand's category and its score: [category strength, tie-break ranks...], compared lexicographically; 0 is a missing kicker. */
export interface HandRank { readonly category: HandCategory; readonly score: readonly number[] }

/** A best hand with the cards that make it (canonical order; wild cards included as their own ids). */
export interface PokerHand extends HandRank { readonly cards: readonly CardId[] }

/** The strength of a category: high-card 1 .. five-of-a-kind 11 (the first element of a score). */
export function categoryStrength(category: HandCategory): number {
  return STRENGTH[category];
}
const STRENGTH = Object.fromEntries(HAND_CATEGORIES.map((c, i) => [c, HAND_CATEGORIES.length - i])) as Record<HandCategory, number>;

/** >0 if `a` beats `b`, 0 if they tie, <0 if `a` loses (R8.7; suits never break ties). */
export function compareHands(a: HandRank, b: HandRank): number {
  const n = Math.max(a.score.length, b.score.length);
  for (let i = 0; i < n; i++) {
    const d = (a.score[i] ?? 0) - (b.score[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** True for a card that is wild when chosen from a player's hand at poker: Cheat, JC and JS (`pokerWild`). */
export function isPokerWild(card: CardId): boolean {
  return hasOp(card, 'pokerWild');
}

/** How many hand cards a participant may choose (R8.6): 3 when the choice includes a Lady Luck (QH, QD), else 2. */
export function pokerChoiceLimit(chosen: readonly CardId[]): number {
  return chosen.some((c) => hasOp(c, 'pokerChoose')) ? 3 : 2;
}

/** True when the effect printed on a card contains the operation (card effects are data). */
function hasOp(card: CardId, op: OpKind): boolean {
  return effectOfCard(card).ops.some((o) => o.op === op);
}

/**
 * The category of concrete ranks sorted high to low (at most 5, duplicates allowed since wild
 * cards may copy a card), appending its tie-break ranks to the empty `tb` (0 is a missing
 * kicker). `flush` says the 5 cards share a suit. Fewer than 5 cards make no straight, flush or
 * full house (R8.7).
 */
function classify(desc: readonly number[], flush: boolean, tb: number[]): HandCategory {
  // The two biggest groups of equal ranks (size first, then rank), read off the runs of `desc`.
  let r1 = 0, c1 = 0, r2 = 0, c2 = 0, runs = 0;
  for (let i = 0; i < desc.length;) {
    const r = desc[i];
    let j = i;
    while (j < desc.length && desc[j] === r) j++;
    const c = j - i;
    runs++;
    if (c > c1) { r2 = r1; c2 = c1; r1 = r; c1 = c; } else if (c > c2) { r2 = r; c2 = c; }
    i = j;
  }
  const five = desc.length === 5;
  // The top rank of a straight of exactly these 5 ranks (5 for the wheel A-2-3-4-5), or 0.
  const top = !five || runs !== 5 ? 0 : desc[0] - desc[4] === 4 ? desc[0] : desc[0] === 14 && desc[1] === 5 ? 5 : 0;
  if (c1 >= 5) { tb.push(r1); return 'five-of-a-kind'; }
  if (five && top && flush) { tb.push(top); return top === 14 ? 'royal-flush' : 'straight-flush'; }
  if (c1 === 4) { tb.push(r1); kick(desc, tb, 1, r1); return 'four-of-a-kind'; }
  if (five && c1 === 3 && c2 === 2) { tb.push(r1, r2); return 'full-house'; }
  if (five && flush) { for (let i = 0; i < 5; i++) tb.push(desc[i]); return 'flush'; }
  if (top) { tb.push(top); return 'straight'; }
  if (c1 === 3) { tb.push(r1); kick(desc, tb, 2, r1); return 'three-of-a-kind'; }
  if (c1 === 2 && c2 === 2) { tb.push(r1, r2); kick(desc, tb, 1, r1, r2); return 'two-pair'; }
  if (c1 === 2) { tb.push(r1); kick(desc, tb, 3, r1); return 'pair'; }
  kick(desc, tb, 5, -1);
  return 'high-card';
}

/** Appends to `tb` the first `n` ranks of `desc` that are neither `a` nor `b`, padded with 0 (kickers). */
function kick(desc: readonly number[], tb: number[], n: number, a: number, b = -1): void {
  for (let i = 0; i < desc.length && n > 0; i++) if (desc[i] !== a && desc[i] !== b) { tb.push(desc[i]); n--; }
  for (; n > 0; n--) tb.push(0);
}

/** Sorts a few numbers high to low in place (insertion sort: hands hold at most 5). */
function sortDesc(xs: number[]): number[] {
  for (let i = 1; i < xs.length; i++) {
    const x = xs[i];
    let j = i - 1;
    while (j >= 0 && xs[j] < x) { xs[j + 1] = xs[j]; j--; }
    xs[j + 1] = x;
  }
  return xs;
}

/** A category and its tie-break ranks as one number that orders like `compareHands` (ranks < 16). */
function keyOf(category: HandCategory, tb: readonly number[]): number {
  let k = categoryStrength(category);
  for (let i = 0; i < 5; i++) k = k * 16 + (i < tb.length ? tb[i] : 0);
  return k;
}

/** The key (keyOf) and the HandRank of ranks sorted high to low; `flush` as for classify. */
function scored(desc: readonly number[], flush: boolean): { key: number; rank: HandRank } {
  const tb: number[] = [];
  const category = classify(desc, flush, tb);
  return { key: keyOf(category, tb), rank: { category, score: [categoryStrength(category), ...tb] } };
}

/** The key alone (no HandRank made), for comparing candidates. */
function keyOfRanks(desc: readonly number[], flush: boolean): number {
  const tb: number[] = [];
  return keyOf(classify(desc, flush, tb), tb);
}

/** Every multiset of `k` ranks 2..14, non-decreasing, in lexicographic order (wild cards are interchangeable). */
function rankMultisets(k: number): readonly (readonly number[])[] {
  let found = MULTISETS.get(k);
  if (!found) {
    const out: number[][] = [];
    const pick: number[] = [];
    const walk = (from: number): void => {
      if (pick.length === k) { out.push(pick.slice()); return; }
      for (let r = from; r <= 14; r++) { pick.push(r); walk(r); pick.pop(); }
    };
    walk(2);
    MULTISETS.set(k, (found = out));
  }
  return found;
}
/** The multisets by size: pure data, made once per size (at most 5 wild cards). */
const MULTISETS = new Map<number, readonly (readonly number[])[]>();

/** Memo of `bestWithWilds` by plain ranks, flush and wild count: a pure function of small data (at most a few thousand keys). */
const WILD_BEST = new Map<number, { key: number; rank: HandRank }>();

/**
 * The best key over every multiset of `w` wild ranks added to `desc` (plain ranks, high to low),
 * the first such multiset kept on equal keys, memoised.
 */
function bestWithWilds(desc: readonly number[], flush: boolean, w: number): { key: number; rank: HandRank } {
  let id = (w * 2 + (flush ? 1 : 0)) * 8 + desc.length;
  for (let i = 0; i < desc.length; i++) id = id * 16 + desc[i];
  let found = WILD_BEST.get(id);
  if (!found) {
    let key = -1;
    let best: number[] = desc.slice();
    for (const wildRanks of rankMultisets(w)) {
      const all = sortDesc(desc.concat(wildRanks));
      const k = keyOfRanks(all, flush);
      if (k > key) { key = k; best = all; }
    }
    WILD_BEST.set(id, (found = scored(best, flush)));
  }
  return found;
}

/**
 * The best poker hand of at most 5 cards from `cards` (plain cards) and `wild` (extra cards that
 * count as any rank and suit, even a copy of a card present: CONTENT.md Q3). With fewer than 5
 * cards in all, every card is used (R8.7). Wild cards are always used first (they never hurt).
 */
export function evaluateCards(cards: readonly CardId[], wild: readonly CardId[] = []): PokerHand {
  const plain = sortCards(cards.slice());
  const wilds = sortCards(wild.slice()).slice(0, 5);
  const n = plain.length;
  const w = wilds.length;
  const take = Math.min(5 - w, n);
  const values: number[] = [];
  const suits: number[] = [];
  for (let i = 0; i < n; i++) { values.push(cardValue(plain[i])); suits.push(plain[i].charCodeAt(1)); }
  // The subsets of `take` positions of `plain` in lexicographic order, as an index array; the best
  // candidate by its numeric key (the first of equal keys is kept), made a HandRank at the end.
  const idx: number[] = [];
  for (let i = 0; i < take; i++) idx.push(i);
  let bestKey = -1;
  let bestRank: HandRank | null = null;
  let bestIdx: number[] = idx;
  for (;;) {
    // The wild cards take the suit of the plain cards when those share one.
    let flush = take + w === 5;
    for (let i = 1; i < take && flush; i++) if (suits[idx[i]] !== suits[idx[0]]) flush = false;
    const ranks: number[] = [];
    for (let i = 0; i < take; i++) ranks.push(values[idx[i]]);
    sortDesc(ranks);
    const best = w > 0 ? bestWithWilds(ranks, flush, w) : scored(ranks, flush);
    if (best.key > bestKey) { bestKey = best.key; bestRank = best.rank; bestIdx = idx.slice(); }
    // The next subset: the rightmost position that can still move right moves, the rest follow it.
    let i = take - 1;
    while (i >= 0 && idx[i] === n - take + i) i--;
    if (i < 0) break;
    idx[i]++;
    for (let j = i + 1; j < take; j++) idx[j] = idx[j - 1] + 1;
  }
  const used: CardId[] = [];
  for (let i = 0; i < bestIdx.length; i++) used.push(plain[bestIdx[i]]);
  for (let i = 0; i < w; i++) used.push(wilds[i]);
  // `idx` always names at least one subset (possibly empty), so a best candidate exists.
  return { category: bestRank!.category, score: bestRank!.score, cards: sortCards(used) };
}

/** What a participant brings to the showdown (R8.6): the hand cards they chose and the flop. */
export interface PokerSeat {
  /** The 1–3 cards chosen from the player's hand; a chosen Cheat (JC, JS) is wild. */
  readonly chosen: readonly CardId[];
  /** The face-up flop (0–3 cards); its cards are never wild (R8.6, Q23). */
  readonly flop: readonly CardId[];
  /** False when the chosen cards' poker effects do not apply (Cheat is then a plain Jack). Default true. */
  readonly wildFromHand?: boolean;
}

/** A participant's hand (R8.6): the best 5 (or fewer) of the chosen cards and the flop, chosen Cheats wild. */
export function bestPokerHand({ chosen, flop, wildFromHand = true }: PokerSeat): PokerHand {
  const wild = wildFromHand ? chosen.filter(isPokerWild) : [];
  const plain = chosen.filter((c) => !wild.includes(c));
  return evaluateCards([...plain, ...flop], wild);
}

/** The dealer hand (R8.3, R8.6): its best 2 of up to 4 cards with the flop, no card effects (no wilds). */
export function bestDealerHand(dealer: readonly CardId[], flop: readonly CardId[]): PokerHand {
  const cards = sortCards(dealer.slice());
  if (cards.length <= 2) return evaluateCards(cards.concat(flop));
  // Each pair in order (lexicographic by position) by the key of its hand with the flop; the
  // first of the best keys is the hand. A hand of all its (at most 5) plain cards: no subsets.
  let flopSuit = flop.length > 0 ? flop[0].charCodeAt(1) : -1;
  for (let i = 1; i < flop.length; i++) if (flop[i].charCodeAt(1) !== flopSuit) flopSuit = -2;
  const five = flop.length === 3;
  let bi = 0, bj = 1, bestKey = -1;
  for (let i = 0; i < cards.length; i++) {
    for (let j = i + 1; j < cards.length; j++) {
      const ranks = [cardValue(cards[i]), cardValue(cards[j])];
      for (let k = 0; k < flop.length; k++) ranks.push(cardValue(flop[k]));
      const suit = cards[i].charCodeAt(1);
      const flush = five && flopSuit === suit && cards[j].charCodeAt(1) === suit;
      const key = keyOfRanks(sortDesc(ranks), flush);
      if (key > bestKey) { bestKey = key; bi = i; bj = j; }
    }
  }
  return evaluateCards([cards[bi], cards[bj], ...flop]);
}
