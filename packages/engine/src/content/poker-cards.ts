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

/** Per card id, tabulated once: its position in CARD_IDS, its value and its effect. */
const ORDER = new Map<string, number>(CARD_IDS.map((c, i) => [c, i]));
const VALUE = new Map<string, number>(CARD_IDS.map((c) => [c, RANKS.indexOf(c[0] as Rank) + 2]));
const EFFECT = new Map<string, CardEffectInfo>(CARD_IDS.map((c) => [c, (c[1] === 'H' || c[1] === 'D' ? RED : BLACK)[c[0] as Rank]]));

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
  return VALUE.get(card) ?? RANKS.indexOf(cardRank(card)) + 2;
}

/** The effect printed on a card. */
export function cardEffect(card: CardId): CardEffectInfo {
  return EFFECT.get(card) ?? (cardSuit(card) === 'H' || cardSuit(card) === 'D' ? RED : BLACK)[cardRank(card)];
}

/** True when `x` is a poker card id. */
export function isCardId(x: unknown): x is CardId {
  return typeof x === 'string' && ORDER.has(x);
}

/** Sorts card ids by value then suit, the canonical order of a hand. */
export function sortCards(cards: CardId[]): CardId[] {
  if (cards.length < 2) return cards;
  return cards.sort((a, b) => (ORDER.get(a) ?? -1) - (ORDER.get(b) ?? -1));
}
