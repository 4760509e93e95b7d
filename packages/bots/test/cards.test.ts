// The heuristic's card arithmetic (cards.ts), checked against its plain definitions: the tables
// and scratch counts that make it fast must not change what it says.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardEffect, cardValue, CARD_IDS, type CardId } from '@wl/engine';
import { cardKeepValue, mibWinChance, pokerStrength } from '../src/cards.js';

/** pokerStrength as first written: rank counts in a Map over hand and flop. */
function plainStrength(hand: readonly CardId[], flop: readonly CardId[]): number {
  const counts = new Map<string, number>();
  for (const c of [...hand, ...flop]) counts.set(c[0], (counts.get(c[0]) ?? 0) + 1);
  let s = 0;
  for (const c of hand) {
    const n = counts.get(c[0]) ?? 0;
    if (n >= 2) s += 15 * (n - 1);
    s += cardValue(c) / 2;
    const e = cardEffect(c).id;
    if (e === 'cheat' || e === 'lady-luck') s += 12;
  }
  return s;
}

/** mibWinChance as first written: his best of 3 of the fight cards 2–14, ours −1 (Dynamite: his −3), he wins ties. */
function plainMibChance(hand: readonly CardId[]): number {
  const values = Array.from({ length: 13 }, (_, i) => i + 2);
  const choose3 = (k: number) => (k < 3 ? 0 : (k * (k - 1) * (k - 2)) / 6);
  let p = 0;
  for (const c of hand) {
    const mine = Math.max(2, cardValue(c) - 1);
    const dynamite = cardEffect(c).id === 'dynamite' ? 3 : 0;
    p = Math.max(p, choose3(values.filter((v) => Math.max(2, v - dynamite) < mine).length) / choose3(13));
  }
  return p;
}

const card = fc.constantFrom(...CARD_IDS);

describe('R8 the heuristic\'s poker and Man in Black arithmetic', () => {
  it('R8.3 pokerStrength equals its plain definition, call after call', () => {
    fc.assert(fc.property(fc.array(card, { maxLength: 8 }), fc.array(card, { maxLength: 3 }), (hand, flop) => {
      expect(pokerStrength(hand, flop)).toBe(plainStrength(hand, flop));
      expect(pokerStrength(hand, [])).toBe(plainStrength(hand, []));
    }), { numRuns: 2000 });
  });

  it('R8.3 pairs with the flop count: a pair in hand and flop scores 15 more per card of the rank in hand', () => {
    const lone = pokerStrength(['9H'], []);
    expect(pokerStrength(['9H'], ['9C'])).toBe(lone + 15);
    expect(pokerStrength(['9H', '9S'], ['9C'])).toBe(2 * lone + 2 * 30);
  });

  it('R8.3 pokerStrength refuses a string that is not a card, and later calls are unaffected', () => {
    expect(() => pokerStrength(['9H', 'zz' as CardId], ['9D'])).toThrow();
    expect(pokerStrength(['9H'], [])).toBe(plainStrength(['9H'], []));
  });

  it('MIB-00 mibWinChance equals its plain definition on any hand', () => {
    fc.assert(fc.property(fc.array(card, { maxLength: 8 }), (hand) => {
      expect(mibWinChance(hand)).toBeCloseTo(plainMibChance(hand), 12);
    }), { numRuns: 2000 });
  });
});

describe('cardKeepValue (a table by card index)', () => {
  it('is the fight value, plus a bonus for the strong ACTION and reaction cards', () => {
    const bonus: Record<string, number> = { 'tall-tale': 4, 'hired-gun': 3, payday: 4, reputation: 4, dodge: 2, vamoose: 2, 'fools-gold': 2, cheat: 2, 'lady-luck': 2 };
    for (const c of CARD_IDS) expect(cardKeepValue(c)).toBe(cardValue(c) + (bonus[cardEffect(c).id] ?? 0));
    expect(new Set(CARD_IDS.map((c) => cardKeepValue(c) - cardValue(c)))).toEqual(new Set([0, 2, 3, 4]));
  });
});
