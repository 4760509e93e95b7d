// What the heuristic knows about cards: fight chances against NPCs and the Man in Black, poker
// hand strength, which fight card to give an NPC, and which poker cards are worth keeping.
import { CARD_IDS, cardEffect, cardIndex, cardValue, FIGHT_CARDS, type CardId, type FightCardId } from '@wl/engine';

/** The effect id of a poker card. */
export function effectOf(card: CardId): string {
  return cardEffect(card).id;
}

/** The highest card value in a hand (0 for an empty hand). */
export function bestCard(hand: readonly CardId[]): number {
  let b = 0;
  for (const c of hand) b = Math.max(b, cardValue(c));
  return b;
}

/** Fight card values 2..14: the Man in Black plays the highest of 3 (CONTENT.md §10). */
const FIGHT_VALUES = Array.from({ length: 13 }, (_, i) => i + 2);
const choose3 = (k: number): number => (k < 3 ? 0 : (k * (k - 1) * (k - 2)) / 6);

/** The chance that the best card in hand beats the Man in Black: his best of 3 fight cards, ours −1, he wins ties. */
export function mibWinChance(hand: readonly CardId[]): number {
  let p = 0;
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i];
    const v = MIB_WIN[(effectOf(c) === 'dynamite' ? 16 : 0) + cardValue(c)];
    if (v > p) p = v;
  }
  return p;
}
/** mibWinChance of one card by its value (0–15), then the same with Dynamite's 3 off his card, made once. */
const MIB_WIN = Float64Array.from({ length: 32 }, (_, k) => {
  const mine = Math.max(2, (k & 15) - 1);
  const dynamite = k >= 16 ? 3 : 0;
  const below = FIGHT_VALUES.filter((v) => Math.max(2, v - dynamite) < mine).length;
  return choose3(below) / choose3(FIGHT_VALUES.length);
});

/**
 * How many fight cards an NPC's card is, in effect, the best of: the bank guard and the Sheriff get
 * their highest of 3 and 4 (the chooser's stakes are high, R10.1), a bandit often a low card with a
 * harmful effect instead, so a bandit counts as one random card (measured in heuristic games).
 */
const NPC_SPREAD = { bandit: 1, guard: 3, sheriff: 4 } as const;

/** The chance that a card of value `best` beats an NPC (the NPC wins ties, R10.5). */
export function npcWinChance(best: number, npc: keyof typeof NPC_SPREAD): number {
  return (best | 0) === best && best >= 0 && best < 16 ? NPC_WIN[npc][best] : npcWin(best, npc);
}
function npcWin(best: number, npc: keyof typeof NPC_SPREAD): number {
  if (best <= 2) return 0;
  return Math.min(1, (best - 2) / 13) ** NPC_SPREAD[npc];
}
/** npcWinChance for card values 0–15 (a power is slow to work out, and a decision asks several times), made once. */
const NPC_WIN = {
  bandit: Float64Array.from({ length: 16 }, (_, v) => npcWin(v, 'bandit')),
  guard: Float64Array.from({ length: 16 }, (_, v) => npcWin(v, 'guard')),
  sheriff: Float64Array.from({ length: 16 }, (_, v) => npcWin(v, 'sheriff')),
};

/** A rough chance that the active player's best card wins a fight against another player (ties go to the attacker). */
export function playerWinChance(best: number): number {
  return Math.min(0.9, Math.max(0.05, (best - 5) / 9));
}

/** A rough strength of a poker hand: pairs and high cards, wild and extra cards counted. */
export function pokerStrength(hand: readonly CardId[], flop: readonly CardId[]): number {
  // Cards of each rank in hand and flop, by the rank's value (2–14).
  const counts = new Uint8Array(16);
  for (let i = 0; i < hand.length; i++) counts[cardValue(hand[i]) & 15]++;
  for (let i = 0; i < flop.length; i++) counts[cardValue(flop[i]) & 15]++;
  let s = 0;
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i];
    const n = counts[cardValue(c) & 15];
    if (n >= 2) s += 15 * (n - 1);
    s += cardValue(c) / 2;
    const e = effectOf(c);
    if (e === 'cheat' || e === 'lady-luck') s += 12;
  }
  return s;
}

/** What each fight card's own effect costs the fighter, in LP (CONTENT.md §4; negative = a gain). */
const FIGHT_CARD_HARM: Record<string, number> = {
  F2: 2, F3: 2, F4: 1.4, F5: 1.1, F6: 1, F7: 0.5, F8: 1, F9: 0.35, FT: -0.1, FJ: -0.33, FQ: -0.35, FK: -1, FA: -1,
};

/**
 * The best card for the NPC against another player (R10.1): the chance that its value beats the
 * fighter's (unknown) card times what the fight is worth, plus what the card's own effect does
 * to the fighter, which applies whatever the result (F3's 2 wounds, FK's LP).
 */
export function npcCardScore(card: string, kind: string | undefined): number {
  const v = FIGHT_CARDS[card as FightCardId]?.value ?? 0;
  const pWin = Math.min(1, Math.max(0, (v - 1) / 13));
  const stakes = kind === 'guard' ? 5 : kind === 'sheriff' ? 4 : 2;
  return pWin * stakes + (FIGHT_CARD_HARM[card] ?? 0);
}

const KEEP_BONUS: Record<string, number> = { 'tall-tale': 4, 'hired-gun': 3, payday: 4, reputation: 4, dodge: 2, vamoose: 2, 'fools-gold': 2, cheat: 2, 'lady-luck': 2 };

/** cardKeepValue by card index (engine `cardIndex`), made once: a lookup by effect name was a megamorphic load at every discard. */
const KEEP_VALUE = Float64Array.from(CARD_IDS, (c) => cardValue(c) + (KEEP_BONUS[effectOf(c)] ?? 0));

/** How much a card is worth keeping: its fight value, more for a strong ACTION or reaction. */
export function cardKeepValue(card: CardId): number {
  return KEEP_VALUE[cardIndex(card)];
}
