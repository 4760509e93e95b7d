/** Poker ranks, low to high (R2.4). */
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
/** Poker suits: hearts and diamonds are red, clubs and spades black. */
export const SUITS = ['H', 'D', 'C', 'S'] as const;
/** A rank character. */
export type Rank = (typeof RANKS)[number];
/** A suit character. */
export type Suit = (typeof SUITS)[number];
/** A poker card id such as `TH` (CONTENT.md §0). */
export type CardId = `${Rank}${Suit}`;
/** ACTION, BONUS or REACTION (R17.1). */
export type EffectType = 'ACTION' | 'BONUS' | 'REACTION';

/** The effect a card carries: its id, name and type (CONTENT.md §3). Its handlers come with the poker-deck issue (#3). */
export interface CardEffectInfo { readonly id: string; readonly name: string; readonly type: EffectType }

const RED: Record<Rank, CardEffectInfo> = {
  '2': { id: 'shootout', name: 'Shootout', type: 'BONUS' },
  '3': { id: 'sprint', name: 'Sprint', type: 'REACTION' },
  '4': { id: 'manhunt', name: 'Manhunt', type: 'ACTION' },
  '5': { id: 'payday', name: 'Payday', type: 'ACTION' },
  '6': { id: 'dodge', name: 'Dodge', type: 'REACTION' },
  '7': { id: 'bulletproof', name: 'Bulletproof', type: 'BONUS' },
  '8': { id: 'dynamite', name: 'Dynamite', type: 'BONUS' },
  '9': { id: 'instinct', name: 'Instinct', type: 'REACTION' },
  T: { id: 'getaway', name: 'Getaway', type: 'REACTION' },
  J: { id: 'vamoose', name: 'Vamoose', type: 'REACTION' },
  Q: { id: 'lady-luck', name: 'Lady Luck', type: 'BONUS' },
  K: { id: 'alibi', name: 'Alibi', type: 'REACTION' },
  A: { id: 'tall-tale', name: 'Tall Tale', type: 'ACTION' },
};
const BLACK: Record<Rank, CardEffectInfo> = {
  '2': { id: 'stick-em-up', name: "Stick 'Em Up", type: 'REACTION' },
  '3': { id: 'saddle-up', name: 'Saddle Up', type: 'ACTION' },
  '4': { id: 'pickpocket', name: 'Pickpocket', type: 'ACTION' },
  '5': { id: 'cattle-drive', name: 'Cattle Drive', type: 'ACTION' },
  '6': { id: 'lucky-strike', name: 'Lucky Strike', type: 'REACTION' },
  '7': { id: 'reputation', name: 'Reputation', type: 'ACTION' },
  '8': { id: 'wallop', name: 'Wallop', type: 'BONUS' },
  '9': { id: 'tin-star', name: 'Tin Star', type: 'BONUS' },
  T: { id: 'fools-gold', name: "Fool's Gold", type: 'REACTION' },
  J: { id: 'cheat', name: 'Cheat', type: 'BONUS' },
  Q: { id: 'telegraph', name: 'Telegraph', type: 'ACTION' },
  K: { id: 'turn-the-tables', name: 'Turn the Tables', type: 'BONUS' },
  A: { id: 'hired-gun', name: 'Hired Gun', type: 'ACTION' },
};

/** All 52 card ids in rank-then-suit order. */
export const CARD_IDS: readonly CardId[] = RANKS.flatMap((r) => SUITS.map((s) => `${r}${s}` as CardId));

/** Rank and suit positions by character code (-1: not a rank or suit), so a card's index is two array reads. */
const RANK_AT = new Int8Array(128).fill(-1);
const SUIT_AT = new Int8Array(128).fill(-1);
RANKS.forEach((r, i) => { RANK_AT[r.charCodeAt(0)] = i; });
SUITS.forEach((x, i) => { SUIT_AT[x.charCodeAt(0)] = i; });
/** Each card's effect by its index in CARD_IDS. */
const EFFECT: readonly CardEffectInfo[] = CARD_IDS.map((c) => (c[1] === 'H' || c[1] === 'D' ? RED : BLACK)[c[0] as Rank]);

/** The index of a card id in CARD_IDS (rank-then-suit order), or -1 for anything else. */
export function cardIndex(card: string): number {
  if (card.length !== 2) return -1;
  const a = card.charCodeAt(0), b = card.charCodeAt(1);
  const r = a < 128 ? RANK_AT[a] : -1, x = b < 128 ? SUIT_AT[b] : -1;
  return r < 0 || x < 0 ? -1 : r * 4 + x;
}

/** The rank of a card. */
export function cardRank(card: CardId): Rank {
  return card[0] as Rank;
}

/** The suit of a card. */
export function cardSuit(card: CardId): Suit {
  return card[1] as Suit;
}

/** A card's fight and poker value, 2..14 (R2.4). */
export function cardValue(card: CardId): number {
  const a = card.charCodeAt(0);
  return (a < 128 ? RANK_AT[a] : -1) + 2;
}

/** The effect printed on a card. */
export function cardEffect(card: CardId): CardEffectInfo {
  const i = cardIndex(card);
  return i >= 0 ? EFFECT[i] : (cardSuit(card) === 'H' || cardSuit(card) === 'D' ? RED : BLACK)[cardRank(card)];
}

/** True when `x` is a poker card id. */
export function isCardId(x: unknown): x is CardId {
  return typeof x === 'string' && cardIndex(x) >= 0;
}

/** Sorts card ids by value then suit, the canonical order of a hand. */
export function sortCards(cards: CardId[]): CardId[] {
  // Insertion sort by index (hands are short); stable, like Array.prototype.sort.
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i];
    const k = cardIndex(c);
    let j = i - 1;
    while (j >= 0 && cardIndex(cards[j]) > k) { cards[j + 1] = cards[j]; j--; }
    cards[j + 1] = c;
  }
  return cards;
}
