// Poker hand evaluation (R8.6–R8.7), Cheat wild cards and Lady Luck (CONTENT.md §3, Q1, Q3, Q23).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_IDS, type CardId } from '../src/content/poker-cards.js';
import {
  bestDealerHand, bestPokerHand, categoryStrength, compareHands, evaluateCards, HAND_CATEGORIES, isPokerWild,
  pokerChoiceLimit, type HandRank,
} from '../src/poker-hand.js';

/** Card ids from a space-separated list such as `'AH KD 2C'`. */
const c = (s: string): CardId[] => (s.trim() === '' ? [] : (s.trim().split(/\s+/) as CardId[]));
/** The best hand of plain cards `s` plus wild cards `w`. */
const ev = (s: string, w = '') => evaluateCards(c(s), c(w));
const score = (h: HandRank) => [...h.score];
/** Asserts that the hands are listed strictly best first. */
function expectDescending(hands: HandRank[]) {
  for (let i = 1; i < hands.length; i++) {
    expect(compareHands(hands[i - 1], hands[i]), `${i - 1} beats ${i}`).toBeGreaterThan(0);
    expect(compareHands(hands[i], hands[i - 1]), `${i} loses to ${i - 1}`).toBeLessThan(0);
  }
}

describe('R8.7 categories', () => {
  const examples: [string, string, string, number[]][] = [
    ['five-of-a-kind', 'KH KD KC KS', 'JC', [11, 13]],
    ['royal-flush', 'TS JS QS KS AS', '', [10, 14]],
    ['straight-flush', '5D 6D 7D 8D 9D', '', [9, 9]],
    ['four-of-a-kind', '7H 7D 7C 7S 2D', '', [8, 7, 2]],
    ['full-house', '3H 3D 3C 9S 9D', '', [7, 3, 9]],
    ['flush', '2C 7C 9C JC KC', '', [6, 13, 11, 9, 7, 2]],
    ['straight', '8H 9D TC JS QD', '', [5, 12]],
    ['three-of-a-kind', 'QH QD QC 4S 9D', '', [4, 12, 9, 4]],
    ['two-pair', 'AH AD 6C 6S TD', '', [3, 14, 6, 10]],
    ['pair', '5H 5D KC 8S 2D', '', [2, 5, 13, 8, 2]],
    ['high-card', 'AH JD 8C 6S 3D', '', [1, 14, 11, 8, 6, 3]],
  ];
  for (const [category, plain, wild, expected] of examples) {
    it(`R8.7 detects ${category} (${plain}${wild ? ` + wild ${wild}` : ''})`, () => {
      const h = ev(plain, wild);
      expect(h.category).toBe(category);
      expect(score(h)).toEqual(expected);
      expect(h.cards).toHaveLength(5);
    });
  }

  it('R8.7 the category order is five of a kind, royal flush, straight flush, ..., high card', () => {
    expect([...HAND_CATEGORIES]).toEqual([
      'five-of-a-kind', 'royal-flush', 'straight-flush', 'four-of-a-kind', 'full-house', 'flush',
      'straight', 'three-of-a-kind', 'two-pair', 'pair', 'high-card',
    ]);
    expect(HAND_CATEGORIES.map(categoryStrength)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expectDescending(examples.map(([, plain, wild]) => ev(plain, wild)));
  });

  it('R8.7 the weakest hand of each category beats the strongest of the category below', () => {
    expectDescending([
      ev('2H 2D 2C 2S', 'JC'), // weakest five of a kind
      ev('TH JH QH KH AH'), // the only royal flush
      ev('9C TC JC QC KC'), ev('AD 2D 3D 4D 5D'), // strongest and weakest straight flush
      ev('AH AD AC AS KD'), ev('2H 2D 2C 2S 3D'),
      ev('AH AD AC KS KD'), ev('2H 2D 2C 3S 3D'),
      ev('AH KH QH JH 9H'), ev('7S 5S 4S 3S 2S'),
      ev('TH JD QC KS AD'), ev('AH 2D 3C 4S 5D'),
      ev('AH AD AC KS QD'), ev('2H 2D 2C 3S 4D'),
      ev('AH AD KC KS QD'), ev('3H 3D 2C 2S 4D'),
      ev('AH AD KC QS JD'), ev('2H 2D 3C 4S 5D'),
      ev('AH KD QC JS 9D'), ev('7H 5D 4C 3S 2D'),
    ]);
  });
});

describe('R8.7 kickers and ties', () => {
  it('R8.7 five of a kind compares by rank', () => {
    expectDescending([ev('AH AD AC AS', 'JC'), ev('KH KD KC KS', 'JS'), ev('2H 2D 2C', 'JC JS')]);
  });

  it('R8.7 straight flushes compare by their top card', () => {
    expectDescending([ev('9H TH JH QH KH'), ev('8S 9S TS JS QS'), ev('2C 3C 4C 5C 6C'), ev('AD 2D 3D 4D 5D')]);
  });

  it('R8.7 four of a kind: the rank first, then the kicker', () => {
    expectDescending([ev('8H 8D 8C 8S 3D'), ev('7H 7D 7C 7S AD'), ev('7H 7D 7C 7S KD')]);
  });

  it('R8.7 full house: the three of a kind first, then the pair', () => {
    expectDescending([ev('9H 9D 9C 2S 2D'), ev('8H 8D 8C AS AD'), ev('8H 8D 8C KS KD')]);
  });

  it('R8.7 flush: compared card by card down to the fifth', () => {
    expectDescending([
      ev('AH QH 9H 5H 3H'), ev('KS QS JS 9S 7S'), ev('KD QD JD 9D 6D'), ev('KC QC JC 8C 7C'),
      ev('KH QH TH 9H 7H'), ev('KS JS TS 9S 7S'), ev('KD JD TD 9D 6D'),
    ]);
  });

  it('R8.7 straights compare by their top card; the wheel A-2-3-4-5 is the lowest, A-high the highest', () => {
    expectDescending([ev('TH JD QC KS AD'), ev('9H TD JC QS KD'), ev('2H 3D 4C 5S 6D'), ev('AH 2D 3C 4S 5D')]);
    expect(score(ev('AH 2D 3C 4S 5D'))).toEqual([5, 5]);
    expect(score(ev('TH JD QC KS AD'))).toEqual([5, 14]);
  });

  it('R8.7 straights do not wrap around the Ace (Q-K-A-2-3 is high card)', () => {
    expect(ev('QH KD AC 2S 3D').category).toBe('high-card');
  });

  it('R8.7 the wheel straight flush ranks below 6-high and is not a royal flush', () => {
    const wheel = ev('AS 2S 3S 4S 5S');
    expect(wheel.category).toBe('straight-flush');
    expect(score(wheel)).toEqual([9, 5]);
    expectDescending([ev('2H 3H 4H 5H 6H'), wheel]);
  });

  it('R8.7 three of a kind: the rank, then both kickers', () => {
    expectDescending([ev('JH JD JC 2S 3D'), ev('TH TD TC AS 3D'), ev('TH TD TC KS 4D'), ev('TH TD TC KS 3D')]);
  });

  it('R8.7 two pair: the high pair, the low pair, then the kicker', () => {
    expectDescending([
      ev('KH KD 2C 2S 3D'), ev('QH QD JC JS 3D'), ev('QH QD TC TS AD'), ev('QH QD TC TS 9D'),
    ]);
  });

  it('R8.7 pair: the rank, then three kickers in order', () => {
    expectDescending([
      ev('9H 9D 2C 3S 4D'), ev('8H 8D AC 3S 2D'), ev('8H 8D KC QS JD'), ev('8H 8D KC QS TD'),
      ev('8H 8D KC JS TD'), ev('8H 8D KC JS 9D'),
    ]);
  });

  it('R8.7 high card: compared card by card down to the fifth', () => {
    expectDescending([
      ev('AH 7D 5C 4S 2D'), ev('KH QD JC 9S 7D'), ev('KH QD JC 9S 6D'), ev('KH QD JC 8S 7D'),
      ev('KH QD TC 9S 7D'), ev('KH JD TC 9S 7D'),
    ]);
  });

  it('R8.7 equal hands tie: suits never break ties', () => {
    const pairs: [string, string][] = [
      ['TH JH QH KH AH', 'TS JS QS KS AS'],
      ['5D 6D 7D 8D 9D', '5C 6C 7C 8C 9C'],
      ['AH KH 9H 5H 2H', 'AC KC 9C 5C 2C'],
      ['AH 2D 3C 4S 5D', 'AS 2H 3D 4C 5H'],
      ['QH QD 7C 7S 2D', 'QC QS 7H 7D 2H'],
      ['9H 9D KC 6S 3D', '9C 9S KH 6D 3H'],
      ['AH JD 8C 6S 3D', 'AS JC 8D 6H 3C'],
      ['KH KD KC KS', 'KH KD KC KS'],
    ];
    for (const [a, b] of pairs) {
      expect(compareHands(ev(a), ev(b)), `${a} vs ${b}`).toBe(0);
      expect(score(ev(a))).toEqual(score(ev(b)));
    }
    expect(compareHands(ev('KH KD KC KS', 'JC'), ev('KH KD KC', 'JC JS'))).toBe(0);
  });

  it('R8.7 compareHands treats a missing score entry as 0 and is antisymmetric', () => {
    const a: HandRank = { category: 'pair', score: [2, 13, 9] };
    const b: HandRank = { category: 'pair', score: [2, 13, 9, 0, 0] };
    expect(compareHands(a, b)).toBe(0);
    expect(compareHands({ category: 'pair', score: [2, 13, 9, 2] }, a)).toBeGreaterThan(0);
  });
});

describe('R8.7 hands of 5 or more cards', () => {
  it('R8.7 the best 5 of 7 cards is used', () => {
    const h = ev('2H 3D 4C 5S 6D 7H 8C');
    expect(h.category).toBe('straight');
    expect(score(h)).toEqual([5, 8]);
    expect(h.cards).toEqual(c('4C 5S 6D 7H 8C'));
  });

  it('R8.7 a flush and a straight in the same 6 cards: the flush wins, or the straight flush if there is one', () => {
    expect(ev('4H 5H 6D 7H 8H KH').category).toBe('flush');
    expect(ev('4H 5H 6H 7H 8H 9D').category).toBe('straight-flush');
    expect(ev('3H 4H 5H 6H 7H 8D').score).toEqual([9, 7]);
  });

  it('R8.7 with two three-of-a-kinds the best full house is made', () => {
    expect(score(ev('9H 9D 9C 4S 4D 4C'))).toEqual([7, 9, 4]);
  });

  it('R8.7 with three pairs the best two pair and the best kicker are kept', () => {
    expect(score(ev('KH KD 7C 7S 3D 3C'))).toEqual([3, 13, 7, 3]);
    expect(score(ev('KH KD 7C 7S 3D 3C QH'))).toEqual([3, 13, 7, 12]);
  });

  it('R8.7 the wheel uses the Ace low even with an Ace-high card left over', () => {
    expect(score(ev('AH 2D 3C 4S 5D KD'))).toEqual([5, 5]);
    expect(score(ev('AH 2D 3C 4S 5D 6H'))).toEqual([5, 6]);
  });
});

describe('R8.7 hands of fewer than 5 cards', () => {
  it('R8.7 four cards make two pair, four of a kind, three of a kind, a pair or high card, never more', () => {
    expect(score(ev('AH AD KC KS'))).toEqual([3, 14, 13, 0]);
    expect(score(ev('9H 9D 9C 9S'))).toEqual([8, 9, 0]);
    expect(score(ev('9H 9D 9C 2S'))).toEqual([4, 9, 2, 0]);
    expect(score(ev('9H 9D 3C 2S'))).toEqual([2, 9, 3, 2, 0]);
    expect(score(ev('9H 7D 3C 2S'))).toEqual([1, 9, 7, 3, 2, 0]);
  });

  it('R8.7 fewer than 5 cards make no straight, flush or full house', () => {
    expect(ev('2H 3H 4H 5H').category).toBe('high-card');
    expect(ev('TS JS QS KS').category).toBe('high-card');
    expect(ev('AH AD AC KS').category).toBe('three-of-a-kind');
    expect(ev('2H 3D 4C', 'JC').category).toBe('pair');
  });

  it('R8.7 a missing kicker ranks below every card', () => {
    // A pair of kings with 3 kickers beats the same pair with 2 kickers, even when the 3rd is a deuce.
    expectDescending([ev('KH KD 7C 5S 2D'), ev('KH KD 7C 5S')]);
    expectDescending([ev('AH QD 9C 5S 2D'), ev('AH QD 9C 5S'), ev('AH QD 9C'), ev('AH QD'), ev('AH')]);
    expectDescending([ev('JH JD JC 4S 2D'), ev('JH JD JC 4S'), ev('JH JD JC')]);
    expectDescending([ev('JH JD 4C 4S 2D'), ev('JH JD 4C 4S')]);
    expectDescending([ev('5H 5D 5C 5S 2D'), ev('5H 5D 5C 5S')]);
  });

  it('R8.7 four of a kind in 4 cards still beats a 5-card full house', () => {
    expectDescending([ev('2H 2D 2C 2S'), ev('AH AD AC KS KD')]);
  });

  it('R8.7 a 1-card hand is high card; a higher card wins, and any 2-card hand with the same top card wins', () => {
    const ace = ev('AH');
    expect(ace.category).toBe('high-card');
    expect(score(ace)).toEqual([1, 14, 0, 0, 0, 0]);
    expect(ace.cards).toEqual(c('AH'));
    expectDescending([ev('AH 2D'), ace, ev('KS')]);
    expect(compareHands(ace, ev('AS'))).toBe(0);
  });

  it('R8.7 no cards at all is the lowest possible hand', () => {
    const none = ev('');
    expect(none.category).toBe('high-card');
    expect(none.cards).toEqual([]);
    expectDescending([ev('2H'), none]);
  });
});

describe('R8.7 Cheat (wild card, CONTENT.md Q1, Q3)', () => {
  it('R8.7 JC and JS are the wild Cheat cards, no other card is', () => {
    expect(CARD_IDS.filter(isPokerWild)).toEqual(c('JC JS'));
  });

  it('R8.7 four of a kind + Cheat is five of a kind, which beats a royal flush (Q1)', () => {
    const five = bestPokerHand({ chosen: c('JC 9H'), flop: c('9D 9C 9S') });
    expect(five.category).toBe('five-of-a-kind');
    expect(score(five)).toEqual([11, 9]);
    expect(five.cards).toEqual(c('9H 9D 9C 9S JC'));
    expectDescending([five, ev('TH JH QH KH AH')]);
  });

  it('R8.7 a Cheat fills the gap of an inside straight', () => {
    expect(score(ev('5H 6D 8C 9S', 'JC'))).toEqual([5, 9]);
  });

  it('R8.7 a Cheat extends an open straight at the top, not at the bottom', () => {
    expect(score(ev('5H 6D 7C 8S', 'JS'))).toEqual([5, 9]);
    expect(score(ev('2H 3D 4C 5S', 'JS'))).toEqual([5, 6]);
  });

  it('R8.7 a Cheat completes a flush as its highest card', () => {
    const h = ev('9H 7H 4H 2H KD', 'JC');
    expect(h.category).toBe('flush');
    // The wild card becomes the Ace of hearts.
    expect(score(h)).toEqual([6, 14, 9, 7, 4, 2]);
  });

  it('R8.7 a Cheat may copy a card already present (any rank and suit you like)', () => {
    // AH in the flush already; the wild card is another Ace of hearts, which beats K-high.
    expect(score(ev('AH 9H 7H 4H', 'JC'))).toEqual([6, 14, 14, 9, 7, 4]);
  });

  it('R8.7 a Cheat completes a royal flush and a straight flush', () => {
    expect(ev('TH JH QH AH', 'JS').category).toBe('royal-flush');
    expect(ev('TD JD QD KD', 'JS').category).toBe('royal-flush');
    expect(score(ev('5C 6C 7C 9C', 'JC'))).toEqual([9, 9]);
    expect(score(ev('AS 2S 3S 5S', 'JC'))).toEqual([9, 5]);
  });

  it('R8.7 a Cheat takes the best rank: the highest pair, three of a kind over two pair, a full house over a flush', () => {
    expect(score(ev('KH 9D 5C 3S', 'JC'))).toEqual([2, 13, 9, 5, 3]);
    expect(score(ev('AH AD 5C 3S', 'JC'))).toEqual([4, 14, 5, 3]);
    expect(score(ev('QH QD 5C 5S', 'JC'))).toEqual([7, 12, 5]);
    expect(score(ev('QH QD 5C 5S 2D', 'JC'))).toEqual([7, 12, 5]);
    // Four hearts and two pairs: the wild card could make a flush, but the full house is better.
    expect(score(ev('QH 8H 5H 2H QD 5D', 'JC'))).toEqual([7, 12, 5]);
  });

  it('R8.7 a Cheat alone is an Ace; two Cheats are a pair of Aces', () => {
    expect(score(ev('', 'JC'))).toEqual([1, 14, 0, 0, 0, 0]);
    expect(score(ev('', 'JC JS'))).toEqual([2, 14, 0, 0, 0]);
    expect(score(ev('2D', 'JC JS'))).toEqual([4, 2, 0, 0]);
  });

  it('R8.7 two Cheats (chosen with Lady Luck) make five of a kind from three of a kind', () => {
    const h = bestPokerHand({ chosen: c('JC JS QH'), flop: c('QD QC 4S') });
    expect(h.category).toBe('five-of-a-kind');
    expect(score(h)).toEqual([11, 12]);
  });

  it('R8.7 a Cheat in a fewer-card hand makes no straight or flush', () => {
    expect(score(ev('TH QH KH', 'JC'))).toEqual([2, 13, 12, 10, 0]);
  });

  it('R8.6 a Jack of clubs in the flop is a plain Jack, not wild (Q23)', () => {
    const h = bestPokerHand({ chosen: c('KH KD'), flop: c('KS KC JC') });
    expect(h.category).toBe('four-of-a-kind');
    expect(score(h)).toEqual([8, 13, 11]);
    expect(bestPokerHand({ chosen: c('AH 2D'), flop: c('JC JS 3C') }).category).toBe('pair');
  });

  it('R8.6 a Cheat chosen from the hand is wild; with wildFromHand false it is a plain Jack', () => {
    const seat = { chosen: c('JC KD'), flop: c('KS KC KH') };
    expect(bestPokerHand(seat).category).toBe('five-of-a-kind');
    expect(score(bestPokerHand({ ...seat, wildFromHand: false }))).toEqual([8, 13, 11]);
  });

  it('R8.6 the red Jacks (Vamoose) are never wild', () => {
    expect(score(bestPokerHand({ chosen: c('JH KD'), flop: c('KS KC KH') }))).toEqual([8, 13, 11]);
  });
});

describe('R8.6 choosing cards and the dealer hand', () => {
  it('R8.6 a participant plays 2 chosen cards with the 3-card flop', () => {
    const h = bestPokerHand({ chosen: c('AH AD'), flop: c('AS 7C 7D') });
    expect(h.category).toBe('full-house');
    expect(h.cards).toEqual(c('7D 7C AH AD AS'));
  });

  it('R8.6 Lady Luck allows 3 hand cards (never more); the hand is the best 5 of those 3 and the flop', () => {
    expect(pokerChoiceLimit(c('QH'))).toBe(3);
    expect(pokerChoiceLimit(c('QD 2C'))).toBe(3);
    expect(pokerChoiceLimit(c('QC QS'))).toBe(2);
    expect(pokerChoiceLimit(c('QH QD'))).toBe(3);
    const h = bestPokerHand({ chosen: c('QH 8S 9S'), flop: c('TS JS 2D') });
    expect(h.category).toBe('straight');
    expect(score(h)).toEqual([5, 12]);
    expect(h.cards).toEqual(c('8S 9S TS JS QH'));
    const quads = bestPokerHand({ chosen: c('QD AH AD'), flop: c('AS AC 2D') });
    expect(score(quads)).toEqual([8, 14, 12]);
  });

  it('R8.6 with a short flop the hand is made from the cards present', () => {
    expect(score(bestPokerHand({ chosen: c('AH KD'), flop: c('AS') }))).toEqual([2, 14, 13, 0, 0]);
    expect(score(bestPokerHand({ chosen: c('AH'), flop: [] }))).toEqual([1, 14, 0, 0, 0, 0]);
  });

  it('R8.6 the dealer hand uses its best 2 of 4 with the flop', () => {
    const h = bestDealerHand(c('2C 7D AH AS'), c('AD KC 3H'));
    expect(score(h)).toEqual([4, 14, 13, 3]);
    expect(h.cards).toEqual(c('3H KC AH AD AS'));
  });

  it('R8.6 the dealer never uses 3 of its cards', () => {
    // Three dealer Aces and the flop's Kings would be a full house; only 2 Aces may be used.
    expect(score(bestDealerHand(c('AH AS AC 2D'), c('KH KD 5C')))).toEqual([3, 14, 13, 5]);
    // A flush needs 3 dealer hearts here: the dealer makes only a high card.
    expect(bestDealerHand(c('2H 5H 9H KS'), c('JH QH 3C')).category).toBe('high-card');
    // With no flop the dealer hand is 2 cards.
    expect(score(bestDealerHand(c('AH AS AC AD'), []))).toEqual([2, 14, 0, 0, 0]);
  });

  it('R8.6 the dealer picks the 2 cards that complete a straight rather than a high pair', () => {
    expect(score(bestDealerHand(c('9C TD AH AS'), c('JD QC KS')))).toEqual([5, 14]);
    expect(score(bestDealerHand(c('9C TD 2H 2S'), c('JD QC KS')))).toEqual([5, 13]);
  });

  it('R8.6 Cheat cards in the dealer hand have no effect', () => {
    const h = bestDealerHand(c('JC JS 2D 3H'), c('AH AD AC'));
    expect(h.category).toBe('full-house');
    expect(score(h)).toEqual([7, 14, 11]);
  });

  it('R8.6 a short dealer hand (the deck ran out) uses what it has', () => {
    expect(score(bestDealerHand(c('AH'), c('AS 4C 9D')))).toEqual([2, 14, 9, 4, 0]);
    expect(score(bestDealerHand([], c('AS 4C 9D')))).toEqual([1, 14, 9, 4, 0, 0]);
  });

  it('R8.8 a participant ties the dealer when the hands are equal, whatever the suits', () => {
    const player = bestPokerHand({ chosen: c('KH KD'), flop: c('9C 5S 2D') });
    const dealer = bestDealerHand(c('KC KS 3H 4H'), c('9C 5S 2D'));
    expect(compareHands(player, dealer)).toBe(0);
  });
});

describe('R8.7 properties', () => {
  const cardSet = (min: number, max: number) => fc.shuffledSubarray([...CARD_IDS], { minLength: min, maxLength: max });
  const handArb = fc.record({ cards: cardSet(0, 7), wilds: fc.integer({ min: 0, max: 2 }) });
  /** Splits a card set into plain cards and `wilds` wild cards taken from its end. */
  const split = (cards: CardId[], wilds: number): [CardId[], CardId[]] => {
    const w = Math.min(wilds, cards.length);
    return [cards.slice(0, cards.length - w), cards.slice(cards.length - w)];
  };

  it('R8.7 the result never depends on the order of the input cards', () => {
    fc.assert(fc.property(handArb, fc.integer(), ({ cards, wilds }, seed) => {
      const [plain, wild] = split(cards, wilds);
      const shuffled = (xs: CardId[]) => [...xs].sort((a, b) => ((a.charCodeAt(0) * 31 + a.charCodeAt(1) + seed) % 97) - ((b.charCodeAt(0) * 31 + b.charCodeAt(1) + seed) % 97));
      const a = evaluateCards(plain, wild);
      const b = evaluateCards(shuffled(plain).reverse(), shuffled(wild).reverse());
      expect(b).toEqual(a);
    }), { numRuns: 200 });
  });

  it('R8.7 adding a card never makes the best hand worse; adding a wild card neither', () => {
    fc.assert(fc.property(handArb, fc.constantFrom(...CARD_IDS), ({ cards, wilds }, extra) => {
      const [plain, wild] = split(cards.filter((x) => x !== extra), wilds);
      const base = evaluateCards(plain, wild);
      expect(compareHands(evaluateCards([...plain, extra], wild), base)).toBeGreaterThanOrEqual(0);
      expect(compareHands(evaluateCards(plain, [...wild, extra]), base)).toBeGreaterThanOrEqual(0);
    }), { numRuns: 200 });
  });

  it('R8.7 turning a plain card into a wild card never makes the hand worse', () => {
    fc.assert(fc.property(handArb, ({ cards, wilds }) => {
      const [plain, wild] = split(cards, wilds);
      fc.pre(plain.length > 0);
      const base = evaluateCards(plain, wild);
      expect(compareHands(evaluateCards(plain.slice(1), [...wild, plain[0]]), base)).toBeGreaterThanOrEqual(0);
    }), { numRuns: 200 });
  });

  it('R8.7 one wild card is as good as the best of all 52 cards in its place', () => {
    fc.assert(fc.property(cardSet(0, 6), (plain) => {
      const wild = evaluateCards(plain, c('JC'));
      const best = CARD_IDS.map((x) => evaluateCards([...plain, x])).reduce((m, h) => (compareHands(h, m) > 0 ? h : m));
      expect(score(wild)).toEqual(score(best));
    }), { numRuns: 60 });
  });

  it('R8.7 two wild cards are as good as the best of every pair of cards in their place (copies allowed)', () => {
    fc.assert(fc.property(cardSet(0, 4), (plain) => {
      const wild = evaluateCards(plain, c('JC JS'));
      let best = evaluateCards([...plain, CARD_IDS[0], CARD_IDS[0]]);
      for (const x of CARD_IDS) for (const y of CARD_IDS) {
        const h = evaluateCards([...plain, x, y]);
        if (compareHands(h, best) > 0) best = h;
      }
      expect(score(wild)).toEqual(score(best));
    }), { numRuns: 12 });
  });

  it('R8.7 the hand uses at most 5 cards, all from the input, and the score starts with the category strength', () => {
    fc.assert(fc.property(handArb, ({ cards, wilds }) => {
      const [plain, wild] = split(cards, wilds);
      const h = evaluateCards(plain, wild);
      expect(h.cards.length).toBe(Math.min(5, cards.length));
      for (const x of h.cards) expect(cards).toContain(x);
      expect(h.score[0]).toBe(categoryStrength(h.category));
      if (cards.length < 5) expect(['straight', 'flush', 'full-house', 'straight-flush', 'royal-flush', 'five-of-a-kind']).not.toContain(h.category);
      // The hand is exactly as good as its own cards.
      const own = evaluateCards(h.cards.filter((x) => !wild.includes(x)), h.cards.filter((x) => wild.includes(x)));
      expect(compareHands(own, h)).toBe(0);
    }), { numRuns: 200 });
  });

  it('R8.6 the dealer hand equals the best participant-style hand over its 2-card choices', () => {
    fc.assert(fc.property(cardSet(4, 7), (cards) => {
      const dealer = cards.slice(0, 4);
      const flop = cards.slice(4);
      const dealerHand = bestDealerHand(dealer, flop);
      for (let i = 0; i < 4; i++) {
        for (let j = i + 1; j < 4; j++) {
          const h = bestPokerHand({ chosen: [dealer[i], dealer[j]], flop, wildFromHand: false });
          expect(compareHands(dealerHand, h)).toBeGreaterThanOrEqual(0);
        }
      }
      expect(compareHands(evaluateCards(cards), dealerHand)).toBeGreaterThanOrEqual(0);
    }), { numRuns: 200 });
  });
});
