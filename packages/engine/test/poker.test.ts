// R8: poker at the Saloon. Ante, invitations, the dealer, the pot, the flop, secret choices
// (Lady Luck), the showdown (Cheat, Q1, Q3, Q23), ties and split pots, rewards and the Ten-Gallon (Q24).
import { describe, expect, it } from 'vitest';
import {
  determinize, legalActions, redactEvent, seedRng, viewFor, type Action, type CardId, type CharacterId, type GameEvent,
  type Seat, type SpaceId,
} from '../src/index.js';
import { bestPokerHand, compareHands } from '../src/poker-hand.js';
import { scenario, type Scenario } from './builder.js';

/** Characters whose abilities do not touch poker (Wild Bill Hickok does). */
const CHARACTERS: CharacterId[] = ['bloody-knife', 'yb-rowdy', 'bass-reeves', 'kit-carson'];
const SALOONS: SpaceId[] = [
  'darkrock-saloon-north', 'darkrock-saloon-west', 'darkrock-saloon-east', 'red-falls-saloon-north', 'red-falls-cabaret', 'red-falls-saloon-east',
];
const SALOON: SpaceId = 'darkrock-saloon-north';
const POKER: Action = { type: 'poker' };
const JOIN: Action = { type: 'choose', option: 'join' };
const DECLINE: Action = { type: 'choose', option: 'decline' };
const FINISH: Action = { type: 'finishChoosing' };

const pick = (card: CardId): Action => ({ type: 'playCard', card });
const sorted = (cards: readonly string[]) => [...cards].sort();

/**
 * Four seats with no items, no money and no cards, all outside the towns; seat 0 at a Darkrock
 * Saloon with $10. `inTown` seats get $10 and stand in Darkrock too (they will be invited).
 */
function saloon(inTown: Seat[] = []): Scenario {
  const t = scenario(4, CHARACTERS).bandits([]);
  const outside: SpaceId[] = ['spikes-view-mine', 'sunny-hills-mine', 'cliff-junction-mine', 'mesitos-point-ranch'];
  for (let seat = 0; seat < 4; seat++) t.items(seat, []).at(seat, outside[seat]);
  t.at(0, SALOON).set(0, { money: 10 });
  for (const seat of inTown) t.at(seat, 'darkrock-center').set(seat, { money: 10 });
  return t;
}

/** The last `pokerPlayed` event's data. */
function played(t: Scenario): { kind: string; data: Record<string, unknown> } {
  const e = t.ofType('pokerPlayed').at(-1)!;
  return { kind: e.kind!, data: e.data! };
}

/** Each participant, in prompt order, picks these cards (the seat's choosing ends by itself or with finishChoosing). */
function choose(t: Scenario, picks: Partial<Record<Seat, CardId[]>>): void {
  while (t.s.prompt?.kind === 'pokerChoose') {
    const seat = t.s.prompt.seat;
    const mine = picks[seat] ?? [];
    const chosen = t.s.stack.findLast((f) => f.k === 'poker')!;
    const n = chosen.k === 'poker' ? chosen.chosen[seat].length : 0;
    t.act(seat, n < mine.length ? pick(mine[n]) : FINISH);
  }
}

const effectsUsed = (t: Scenario) => t.ofType('cardEffectUsed').map((e) => `${e.seat}:${e.kind}`);

describe('R8.1 ante and card', () => {
  it('R8.1 poker costs 1 action and the $10 ante, and draws 1 card', () => {
    const t = saloon().set(0, { money: 30 }).hand(0, ['9C']).deckTop(['5C', '2D', '3D', '4S', '6S', '8D', 'TC', 'KS']).turnOf(0);
    expect(t.can(0, POKER)).toBe(true);
    t.act(0, POKER);
    expect(t.p(0).money).toBe(20);
    expect(sorted(t.p(0).hand)).toEqual(['5C', '9C']);
    expect(t.s.turn.actionsLeft).toBe(2);
    expect(t.ofType('pokerStarted').map((e) => e.data)).toEqual([{ at: SALOON, invited: [] }]);
    expect(t.ofType('cardsDrawn')[0]).toMatchObject({ seat: 0, data: { count: 1, why: 'ante' } });
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'pokerChoose', rule: 'R8.6' });
  });

  it('R8.1 poker needs $10: not listed with less, refused', () => {
    const t = saloon().set(0, { money: 0 }).turnOf(0);
    expect(t.can(0, POKER)).toBe(false);
    t.refuse(0, POKER, 'ERR_CANNOT_AFFORD', 'R8.1');
    const u = saloon().set(0, { money: 10 }).turnOf(0);
    expect(u.can(0, POKER)).toBe(true);
    u.act(0, POKER);
    expect(u.p(0).money).toBe(0);
  });

  it('R8.1 (R6.4) poker is played on any of the 6 Saloon spaces (the Cabaret is one), nowhere else', () => {
    for (const at of SALOONS) expect(saloon().at(0, at).turnOf(0).can(0, POKER)).toBe(true);
    const t = saloon().at(0, 'darkrock-center').turnOf(0);
    expect(t.can(0, POKER)).toBe(false);
    t.refuse(0, POKER, 'ERR_NOT_HERE', 'R6.4');
  });
});

describe('R8.2 invitations', () => {
  it('R8.2 players in the same town with $10 are asked in seat order from the active player; one without $10 is not', () => {
    const t = saloon().at(2, 'darkrock-saloon-west').set(2, { money: 10 })
      .at(3, 'darkrock-bank').set(3, { money: 10 })
      .at(0, 'darkrock-center').set(0, { money: 50 })
      .at(1, 'darkrock-east').set(1, { money: 0 })
      .turnOf(2);
    t.act(2, POKER);
    expect(t.ofType('pokerStarted')[0].data).toEqual({ at: 'darkrock-saloon-west', invited: [3, 0] });
    expect(t.s.prompt).toEqual({ seat: 3, kind: 'pokerInvite', rule: 'R8.2' });
    expect(t.legal(3)).toEqual([JOIN, DECLINE]);
    t.act(3, DECLINE);
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'pokerInvite', rule: 'R8.2' });
    t.act(0, DECLINE);
    expect(t.s.prompt).toMatchObject({ seat: 2, kind: 'pokerChoose' });
    expect(t.ofType('pokerAnswered').map((e) => [e.seat, e.kind])).toEqual([[3, 'decline'], [0, 'decline']]);
  });

  it('R8.2 players in the other town or outside a town are not invited (the Red Falls Cabaret)', () => {
    const t = saloon().at(0, 'red-falls-cabaret')
      .at(1, 'darkrock-saloon-north').set(1, { money: 50 })
      .at(2, 'sunny-hills-5').set(2, { money: 50 })
      .at(3, 'red-falls-doctor').set(3, { money: 10 })
      .turnOf(0);
    t.act(0, POKER);
    expect(t.ofType('pokerStarted')[0].data).toEqual({ at: 'red-falls-cabaret', invited: [3] });
    expect(t.s.prompt).toMatchObject({ seat: 3, kind: 'pokerInvite' });
  });

  it('R8.2 a joiner pays $10 and draws 1 card; a player who declines pays nothing', () => {
    const t = saloon().at(2, 'darkrock-saloon-west').set(2, { money: 10 })
      .at(3, 'darkrock-bank').set(3, { money: 30 })
      .at(0, 'darkrock-center').set(0, { money: 50 }).hand(0, ['AC'])
      .deckTop(['5C', '9D', '2H', '7S', 'KC'])
      .turnOf(2);
    t.act(2, POKER);
    t.act(3, JOIN);
    expect(t.p(3)).toMatchObject({ money: 20, hand: ['9D'] });
    t.act(0, DECLINE);
    expect(t.p(0)).toMatchObject({ money: 50, hand: ['AC'] });
    expect(viewFor(t.s, 1).poker).toMatchObject({ participants: [2, 3], dealer: null, dealerCards: 0, flop: ['2H', '7S', 'KC'] });
    expect(t.p(2).hand).toEqual(['5C']);
  });
});

describe('R8.3 the dealer', () => {
  it('R8.3 if nobody joins, the previous seat deals 4 cards from the deck and is no participant', () => {
    const t = saloon([1]).set(3, { money: 40 }).hand(3, ['8H']).deckTop(['5C', '2D', '3D', '4S', '6S', '8D', 'TC', 'KS']).turnOf(0);
    t.act(0, POKER);
    t.act(1, DECLINE);
    // Seat 3 deals, although seat 1 was the one invited.
    for (const viewer of [0, 1, 2, 3, 'spectator'] as const) {
      const view = viewFor(t.s, viewer);
      expect(view.poker).toMatchObject({ participants: [0], dealer: 3, dealerCards: 4, flop: ['8D', 'TC', 'KS'] });
      // The dealer hand is secret to everyone, the dealing seat included.
      for (const c of ['2D', '3D', '4S', '6S']) expect(JSON.stringify(view)).not.toContain(`"${c}"`);
    }
    expect(t.ofType('pokerDealt')[0].data).toMatchObject({ dealer: 3, dealerCards: 4, participants: [0] });
    expect(t.p(3)).toMatchObject({ money: 40, hand: ['8H'] });
  });

  it('R8.3 the dealer is the active player\'s previous seat', () => {
    const t = saloon().at(0, 'spikes-view-mine').set(0, { money: 0 }).at(2, 'red-falls-saloon-east').set(2, { money: 10 }).turnOf(2);
    t.act(2, POKER);
    expect(viewFor(t.s, 2).poker).toMatchObject({ participants: [2], dealer: 1 });
  });

  it('R8.3 when someone joins there is no dealer hand', () => {
    const t = saloon([1]).deckTop(['5C', '9D', '2H', '7S', 'KC']).turnOf(0);
    t.act(0, POKER);
    t.act(1, JOIN);
    expect(viewFor(t.s, 0).poker).toMatchObject({ participants: [0, 1], dealer: null, dealerCards: 0 });
  });
});

describe('R8.4–R8.5 the pot and the deal', () => {
  it('R8.5 deal order: the ante card, the joiners\' cards in seat order, then the flop of 3, face up', () => {
    const t = saloon([1, 2]).deckTop(['5C', '9D', '3H', '2H', '7S', 'KC']).turnOf(0);
    t.act(0, POKER);
    t.act(1, JOIN);
    t.act(2, JOIN);
    expect(t.p(0).hand).toEqual(['5C']);
    expect(t.p(1).hand).toEqual(['9D']);
    expect(t.p(2).hand).toEqual(['3H']);
    for (const viewer of [0, 1, 2, 3, 'spectator'] as const) expect(viewFor(t.s, viewer).poker!.flop).toEqual(['2H', '7S', 'KC']);
    expect(t.ofType('pokerDealt')[0].data).toMatchObject({ flop: ['2H', '7S', 'KC'], dealer: null, participants: [0, 1, 2] });
  });

  it('R8.5 with a dealer: the ante card, the dealer hand of 4, then the flop', () => {
    const t = saloon().deckTop(['5C', '2D', '3D', '4S', '6S', '8D', 'TC', 'KS']).turnOf(0);
    t.act(0, POKER);
    expect(t.p(0).hand).toEqual(['5C']);
    expect(viewFor(t.s, 0).poker!.flop).toEqual(['8D', 'TC', 'KS']);
    choose(t, { 0: ['5C'] });
    expect(played(t).data).toMatchObject({ dealerHand: ['2D', '3D', '4S', '6S'], flop: ['8D', 'TC', 'KS'] });
  });

  it('R8.5 when the cards run out, the dealer hand and the flop are short and hands use the cards present', () => {
    const t = saloon().turnOf(0);
    t.s.pokerDeck = ['4S', '3D', '2D', 'AH'];
    t.s.pokerDiscard = [];
    t.act(0, POKER);
    expect(t.p(0).hand).toEqual(['AH']);
    expect(viewFor(t.s, 0).poker).toMatchObject({ dealer: 3, dealerCards: 3, flop: [] });
    choose(t, { 0: ['AH'] });
    expect(played(t)).toMatchObject({ kind: 'won', data: { flop: [], dealerHand: ['2D', '3D', '4S'] } });
  });

  it('R8.4 the pot is $50 plus all antes: $60 alone, $80 with two joiners', () => {
    const alone = saloon().hand(0, ['AH']).deckTop(['AD', '2D', '3D', '4S', '6S', '8D', 'TC', 'KS']).turnOf(0);
    alone.act(0, POKER);
    expect(viewFor(alone.s, 0).poker!.pot).toBe(60); // the view shows the pot before the showdown
    choose(alone, { 0: ['AH', 'AD'] });
    expect(played(alone)).toMatchObject({ kind: 'won', data: { pot: 60, share: 60, winners: [0] } });
    expect(alone.p(0).money).toBe(60);

    const three = saloon([1, 2]).hand(0, ['AH']).hand(1, ['3C']).hand(2, ['4C']).deckTop(['AD', '9D', '5H', '2H', '7S', 'KC']).turnOf(0);
    three.act(0, POKER);
    three.act(1, JOIN);
    three.act(2, JOIN);
    for (const viewer of [0, 1, 2, 3, 'spectator'] as const) expect(viewFor(three.s, viewer).poker!.pot).toBe(80);
    choose(three, { 0: ['AH', 'AD'], 1: ['3C', '9D'], 2: ['4C', '5H'] });
    expect(played(three)).toMatchObject({ kind: 'won', data: { pot: 80, share: 80, winners: [0] } });
    expect(three.p(0).money).toBe(80);
    expect([three.p(1).money, three.p(2).money]).toEqual([0, 0]);
  });

  it('R8.9 (R2.1) the pot won is capped at $120 like any gain', () => {
    const t = saloon().set(0, { money: 110 }).hand(0, ['AH']).deckTop(['AD', '2D', '3D', '4S', '6S', '8D', 'TC', 'KS']).turnOf(0);
    t.act(0, POKER);
    choose(t, { 0: ['AH', 'AD'] });
    expect(t.p(0).money).toBe(120);
  });
});

describe('R8.6 choosing cards', () => {
  it('R8.6 a participant chooses exactly 2 cards: no stopping before, no third card after', () => {
    const t = saloon([1]).hand(0, ['AH', '9C', '4D']).hand(1, ['3C', '6D']).deckTop(['5C', '9D', '2H', '7S', 'KC']).turnOf(0);
    t.act(0, POKER);
    t.act(1, JOIN);
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'pokerChoose', rule: 'R8.6' });
    expect(sorted(t.legal(0).map((a) => (a.type === 'playCard' ? a.card : a.type)))).toEqual(sorted(['AH', '9C', '4D', '5C']));
    t.act(0, pick('AH'));
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'pokerChoose' });
    expect(t.can(0, FINISH)).toBe(false);
    t.act(0, pick('9C'));
    // Two cards: done, the next participant (the joiner) chooses.
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'pokerChoose' });
    expect(sorted(t.p(0).hand)).toEqual(['4D', '5C']);
    expect(viewFor(t.s, 0).poker).toMatchObject({ yourChosen: ['AH', '9C'], chosenCounts: [2, 0, 0, 0], done: [0] });
    t.act(1, pick('6D'));
    t.act(1, pick('9D'));
    expect(played(t).data.hands).toEqual([
      { seat: 0, chosen: ['AH', '9C'], category: 'high-card' },
      { seat: 1, chosen: ['6D', '9D'], category: 'high-card' },
    ]);
  });

  it('R8.6 with only 1 card in hand, that 1 card', () => {
    const t = saloon().deckTop(['5C', '2D', '3D', '4S', '6S', '8D', 'TC', 'KS']).turnOf(0);
    t.act(0, POKER);
    expect(t.legal(0)).toEqual([pick('5C')]);
    t.act(0, pick('5C'));
    expect(played(t).data.hands).toEqual([{ seat: 0, chosen: ['5C'], category: 'high-card' }]);
  });

  it('lady-luck R8.6: Lady Luck (QH, QD) allows a third card, never a fourth; the hand uses all three', () => {
    const t = saloon().hand(0, ['QH', '8C', '8D', '9S']).deckTop(['2C', '2D', '3D', '4S', '6S', '8S', 'TC', 'KS']).turnOf(0);
    t.act(0, POKER);
    t.act(0, pick('QH'));
    t.act(0, pick('8C'));
    // Two chosen with Lady Luck: may stop, or choose a third.
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'pokerChoose' });
    expect(t.legal(0)[0]).toEqual(FINISH);
    expect(t.can(0, pick('8D'))).toBe(true);
    t.act(0, pick('8D'));
    // Three: done, with cards still in hand.
    expect(t.p(0).hand).toHaveLength(2);
    expect(played(t).data.hands).toEqual([{ seat: 0, chosen: ['QH', '8C', '8D'], category: 'three-of-a-kind' }]);
    expect(effectsUsed(t)).toEqual(['0:lady-luck']);
  });

  it('lady-luck R8.6: Lady Luck chosen second still allows the third card; its holder may stop at 2', () => {
    const t = saloon().hand(0, ['QD', '8C', '8D']).deckTop(['2C', '2D', '3D', '4S', '6S', '8S', 'TC', 'KS']).turnOf(0);
    t.act(0, POKER);
    t.act(0, pick('8C'));
    t.act(0, pick('QD'));
    expect(t.can(0, pick('8D'))).toBe(true);
    t.act(0, FINISH);
    expect(played(t).data.hands).toEqual([{ seat: 0, chosen: ['8C', 'QD'], category: 'pair' }]);
    expect(effectsUsed(t)).toEqual(['0:lady-luck']);
  });

  it('lady-luck R8.6: a Lady Luck in hand but not chosen has no effect and is not announced', () => {
    const t = saloon().hand(0, ['QH', '8C', '8D']).deckTop(['2C', '2D', '3D', '4S', '6S', '8S', 'TC', 'KS']).turnOf(0);
    t.act(0, POKER);
    t.act(0, pick('8C'));
    t.act(0, pick('8D'));
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(effectsUsed(t)).toEqual([]);
  });

  it('R8.6 chosen cards are secret to the other seats until the showdown', () => {
    const t = saloon([1]).hand(0, ['AH', 'KD']).hand(1, ['3C']).deckTop(['4H', '6D', '2S', '7S', '9C']).turnOf(0);
    t.act(0, POKER);
    t.act(1, JOIN);
    const before = t.events.length;
    t.act(0, pick('AH'));
    t.act(0, pick('KD'));
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'pokerChoose' });
    for (const viewer of [1, 2, 3, 'spectator'] as const) {
      const view = viewFor(t.s, viewer);
      expect(view.poker).toMatchObject({ chosenCounts: [2, 0, 0, 0], yourChosen: [] });
      for (const c of ['AH', 'KD']) expect(JSON.stringify(view)).not.toContain(`"${c}"`);
      for (const e of t.events.slice(before)) expect(JSON.stringify(redactEvent(e, viewer))).not.toMatch(/"AH"|"KD"/);
    }
    expect(viewFor(t.s, 0).poker!.yourChosen).toEqual(['AH', 'KD']);
    // Resampling what seat 1 cannot see changes neither its view nor its choices (R23).
    for (const salt of ['a', 'b', 'c']) {
      const d = determinize(t.s, 1, seedRng(salt));
      expect(viewFor(d, 1)).toEqual(viewFor(t.s, 1));
      expect(legalActions(d, 1)).toEqual(legalActions(t.s, 1));
    }
    choose(t, { 1: ['3C', '6D'] });
    // At the showdown every chosen card is public.
    expect(played(t).data.hands).toEqual([
      { seat: 0, chosen: ['AH', 'KD'], category: 'high-card' },
      { seat: 1, chosen: ['3C', '6D'], category: 'high-card' },
    ]);
  });
});

describe('R8.7 the showdown: Cheat and the flop', () => {
  it('cheat R8.7: four of a kind + a chosen Cheat (JC) is five of a kind, which beats everything, a royal flush included (Q1, Q3)', () => {
    const t = saloon([1]).hand(0, ['JS', 'KH']).hand(1, ['JC', '9H']).deckTop(['2C', '3C', '9D', '9C', '9S']).turnOf(0);
    t.act(0, POKER);
    t.act(1, JOIN);
    choose(t, { 0: ['JS', 'KH'], 1: ['JC', '9H'] });
    const { kind, data } = played(t);
    // The active player's Cheat makes four 9s; the joiner's makes five, and wins outright.
    expect(data.hands).toEqual([
      { seat: 0, chosen: ['JS', 'KH'], category: 'four-of-a-kind' },
      { seat: 1, chosen: ['JC', '9H'], category: 'five-of-a-kind' },
    ]);
    expect(kind).toBe('lost');
    expect(data.winners).toEqual([1]);
    expect(effectsUsed(t)).toEqual(['0:cheat', '1:cheat']);
    // The joiner's hand also outranks a royal flush (with a 3-card flop the two cannot meet in one game).
    const five = bestPokerHand({ chosen: ['JC', '9H'], flop: ['9D', '9C', '9S'] });
    const royal = bestPokerHand({ chosen: ['TH', 'JH'], flop: ['QH', 'KH', 'AH'] });
    expect(royal.category).toBe('royal-flush');
    expect(compareHands(five, royal)).toBeGreaterThan(0);
  });

  it('cheat R8.6: a Cheat in the flop is not wild and has no effect (Q23)', () => {
    const t = saloon([1]).hand(0, ['7C', '3S']).hand(1, ['JD', 'JH']).deckTop(['2C', '4C', 'JC', '7H', '7D']).turnOf(0);
    t.act(0, POKER);
    t.act(1, JOIN);
    choose(t, { 0: ['7C', '3S'], 1: ['JD', 'JH'] });
    const { kind, data } = played(t);
    expect(data.flop).toEqual(['JC', '7H', '7D']);
    // A wild JC would give the active player four 7s; as a plain Jack it gives the joiner a full house.
    expect(data.hands).toEqual([
      { seat: 0, chosen: ['7C', '3S'], category: 'three-of-a-kind' },
      { seat: 1, chosen: ['JD', 'JH'], category: 'full-house' },
    ]);
    expect(kind).toBe('lost');
    expect(data.winners).toEqual([1]);
    expect(effectsUsed(t)).toEqual([]);
  });

  it('cheat R8.6: a Cheat in the dealer hand is not wild (Q23)', () => {
    const t = saloon().hand(0, ['KC']).deckTop(['2D', 'JS', '8H', '6C', '2S', 'KH', 'KD', '5S']).turnOf(0);
    t.act(0, POKER);
    choose(t, { 0: ['KC', '2D'] });
    // Wild, JS would make the dealer three Kings with a better kicker (8) than the active player's (5).
    expect(played(t)).toMatchObject({ kind: 'won', data: { dealerHand: ['JS', '8H', '6C', '2S'], dealerCategory: 'pair' } });
    expect(effectsUsed(t)).toEqual([]);
  });
});

describe('R8.8 ties', () => {
  it('R8.8 a tie with the dealer goes to the active player', () => {
    const t = saloon().hand(0, ['KH']).deckTop(['KD', 'KS', 'KC', '3H', '4H', '2C', '7D', '9S']).turnOf(0);
    t.act(0, POKER);
    choose(t, { 0: ['KH', 'KD'] });
    const { kind, data } = played(t);
    expect(data.hands).toEqual([{ seat: 0, chosen: ['KH', 'KD'], category: 'pair' }]);
    expect(data.dealerCategory).toBe('pair');
    expect(kind).toBe('won');
    expect(t.p(0)).toMatchObject({ money: 60, lp: 1 });
  });

  it('R8.8 a tie between the active player and a joiner goes to the active player', () => {
    const t = saloon([1]).hand(0, ['KH']).hand(1, ['KS']).deckTop(['3D', '3C', '2C', '7D', '9S', '6H']).turnOf(0);
    t.act(0, POKER);
    t.act(1, JOIN);
    choose(t, { 0: ['KH', '3D'], 1: ['KS', '3C'] });
    expect(played(t)).toMatchObject({ kind: 'won', data: { pot: 70, winners: [0], share: 70 } });
    expect(t.p(0)).toMatchObject({ money: 70, lp: 1 });
    expect(t.p(1)).toMatchObject({ money: 0, lp: 0, hand: ['6H'] });
  });

  it('R8.8 non-active players tied for best split the pot in $10 steps; the remainder returns to the supply', () => {
    const t = saloon([1, 2, 3]).hand(0, ['3H']).hand(1, ['AH']).hand(2, ['AS']).hand(3, ['QH'])
      .deckTop(['4H', 'KD', 'KC', '5D', '2C', '7D', '9S', '6S', '8S']).turnOf(0);
    t.act(0, POKER);
    t.act(1, JOIN);
    t.act(2, JOIN);
    t.act(3, JOIN);
    choose(t, { 0: ['3H', '4H'], 1: ['AH', 'KD'], 2: ['AS', 'KC'], 3: ['QH', '5D'] });
    // Pot $90: $40 each, $10 to the supply.
    expect(played(t)).toMatchObject({ kind: 'lost', data: { pot: 90, share: 40, winners: [1, 2] } });
    expect([0, 1, 2, 3].map((s) => t.p(s).money)).toEqual([0, 40, 40, 0]);
    expect([0, 1, 2, 3].map((s) => t.p(s).lp)).toEqual([0, 0, 0, 0]);
    // The losers draw 1 card each, in seat order from the active player.
    expect(t.p(0).hand).toEqual(['6S']);
    expect(t.p(3).hand).toEqual(['8S']);
    expect([t.p(1).hand, t.p(2).hand]).toEqual([[], []]);
  });

  it('R8.8 a split pot with nothing left over: $80 between two', () => {
    const t = saloon([1, 2]).hand(0, ['3H']).hand(1, ['AH']).hand(2, ['AS'])
      .deckTop(['4H', 'KD', 'KC', '2C', '7D', '9S', '6S']).turnOf(0);
    t.act(0, POKER);
    t.act(1, JOIN);
    t.act(2, JOIN);
    choose(t, { 0: ['3H', '4H'], 1: ['AH', 'KD'], 2: ['AS', 'KC'] });
    expect(played(t)).toMatchObject({ kind: 'lost', data: { pot: 80, share: 40, winners: [1, 2] } });
    expect([t.p(1).money, t.p(2).money]).toEqual([40, 40]);
  });
});

describe('R8.9 rewards and discards', () => {
  it('R8.9 an active winner takes the pot and 1 LP; each losing joiner draws 1 card', () => {
    const t = saloon([1, 2]).hand(0, ['AH']).hand(1, ['3C']).hand(2, ['4C'])
      .deckTop(['AD', '9D', '5H', '2H', '7S', 'KC', '6C', '8C']).turnOf(0);
    t.act(0, POKER);
    t.act(1, JOIN);
    t.act(2, JOIN);
    choose(t, { 0: ['AH', 'AD'], 1: ['3C', '9D'], 2: ['4C', '5H'] });
    expect(played(t).kind).toBe('won');
    expect(t.p(0)).toMatchObject({ money: 80, lp: 1, hand: [] });
    expect(t.p(1)).toMatchObject({ money: 0, lp: 0, hand: ['6C'] });
    expect(t.p(2)).toMatchObject({ money: 0, lp: 0, hand: ['8C'] });
    expect(t.ofType('cardsDrawn').filter((e) => e.data!.why === 'pokerLost').map((e) => e.seat)).toEqual([1, 2]);
  });

  it('R8.9 a non-active winner takes the pot but no LP; the active loser draws 1 card', () => {
    const t = saloon([1]).hand(0, ['3C']).hand(1, ['AH']).deckTop(['4C', 'AD', '2H', '7S', 'KC', '6C']).turnOf(0);
    t.act(0, POKER);
    t.act(1, JOIN);
    choose(t, { 0: ['3C', '4C'], 1: ['AH', 'AD'] });
    expect(played(t)).toMatchObject({ kind: 'lost', data: { winners: [1], share: 70 } });
    expect(t.p(1)).toMatchObject({ money: 70, lp: 0, hand: [] });
    expect(t.p(0)).toMatchObject({ money: 0, lp: 0, hand: ['6C'] });
  });

  it('R8.9 the dealer wins: the pot returns to the supply, the active player gets nothing but the loser\'s card, the dealing seat nothing', () => {
    const t = saloon().set(3, { money: 20 }).hand(3, ['5S']).hand(0, ['2C'])
      .deckTop(['3D', 'AH', 'AD', '9H', '8C', 'KC', 'QS', '6D', '7H']).turnOf(0);
    t.act(0, POKER);
    choose(t, { 0: ['2C', '3D'] });
    expect(played(t)).toMatchObject({ kind: 'dealerWon', data: { winners: [], share: 0, dealer: 3, dealerCategory: 'pair' } });
    expect(t.p(0)).toMatchObject({ money: 0, lp: 0, hand: ['7H'] });
    expect(t.p(3)).toMatchObject({ money: 20, lp: 0, hand: ['5S'] });
  });

  it('R8.9 all chosen cards, the dealer hand and the flop are discarded', () => {
    const t = saloon().hand(0, ['QH', '8C', '8D', '9S']).deckTop(['2C', '2D', '3D', '4S', '6S', '8S', 'TC', 'KS']).turnOf(0);
    const before = t.s.pokerDiscard.length;
    t.act(0, POKER);
    choose(t, { 0: ['QH', '8C', '8D'] });
    expect(t.s.pokerDiscard.slice(before)).toEqual(['QH', '8C', '8D', '2D', '3D', '4S', '6S', '8S', 'TC', 'KS']);
    expect(sorted(t.p(0).hand)).toEqual(['2C', '9S']);
    expect(t.s.stack.some((f) => f.k === 'poker')).toBe(false);
    expect(viewFor(t.s, 0).poker).toBeNull();
  });

  it('R8.9 every card is accounted for after a 3-player game', () => {
    const t = saloon([1, 2]).hand(0, ['AH']).hand(1, ['3C']).hand(2, ['4C'])
      .deckTop(['AD', '9D', '5H', '2H', '7S', 'KC']).turnOf(0);
    t.act(0, POKER);
    t.act(1, JOIN);
    t.act(2, JOIN);
    choose(t, { 0: ['AH', 'AD'], 1: ['3C', '9D'], 2: ['4C', '5H'] });
    const all = [...t.s.pokerDeck, ...t.s.pokerDiscard, ...t.s.players.flatMap((p) => p.hand)];
    expect(all).toHaveLength(52);
    expect(new Set(all).size).toBe(52);
  });
});

describe('R8.9 the Ten-Gallon and events', () => {
  it('R8.9 Ten-Gallon: +1 LP to an active winner (2 LP in all), +$10 to a losing joiner (CONTENT.md §2)', () => {
    const t = saloon([1]).items(0, ['ten-gallon']).items(1, ['ten-gallon']).hand(0, ['AH']).hand(1, ['3C'])
      .deckTop(['AD', '4C', '2H', '7S', 'KC', '6C']).turnOf(0);
    t.act(0, POKER);
    t.act(1, JOIN);
    choose(t, { 0: ['AH', 'AD'], 1: ['3C', '4C'] });
    expect(t.p(0)).toMatchObject({ money: 70, lp: 2 });
    expect(t.p(1)).toMatchObject({ money: 10, lp: 0, hand: ['6C'] });
  });

  it('R8.9 a share of a split pot counts as winning for the Ten-Gallon: +1 LP, not +$10 (Q24)', () => {
    const t = saloon([1, 2, 3]).items(1, ['ten-gallon']).items(3, ['ten-gallon']).hand(0, ['3H']).hand(1, ['AH']).hand(2, ['AS']).hand(3, ['QH'])
      .deckTop(['4H', 'KD', 'KC', '5D', '2C', '7D', '9S', '6S', '8S']).turnOf(0);
    t.act(0, POKER);
    t.act(1, JOIN);
    t.act(2, JOIN);
    t.act(3, JOIN);
    choose(t, { 0: ['3H', '4H'], 1: ['AH', 'KD'], 2: ['AS', 'KC'], 3: ['QH', '5D'] });
    expect(t.p(1)).toMatchObject({ money: 40, lp: 1 });
    expect(t.p(2)).toMatchObject({ money: 40, lp: 0 });
    expect(t.p(3)).toMatchObject({ money: 10, lp: 0 });
  });

  it('R8.9 an active player beaten by the dealer with a Ten-Gallon gains $10; the dealing seat\'s Ten-Gallon does nothing', () => {
    const t = saloon().items(0, ['ten-gallon']).items(3, ['ten-gallon']).set(3, { money: 20 }).hand(0, ['2C'])
      .deckTop(['3D', 'AH', 'AD', '9H', '8C', 'KC', 'QS', '6D', '7H']).turnOf(0);
    t.act(0, POKER);
    choose(t, { 0: ['2C', '3D'] });
    expect(played(t).kind).toBe('dealerWon');
    expect(t.p(0)).toMatchObject({ money: 10, lp: 0 });
    expect(t.p(3)).toMatchObject({ money: 20, lp: 0 });
  });

  it('R8.9 pokerPlayed names the outcome for the active player; cardEffectUsed names a chosen Cheat and Lady Luck', () => {
    const t = saloon([1]).hand(0, ['QD', 'JC', '5S']).hand(1, ['JS'])
      .deckTop(['2D', '3C', '9C', '9H', '9D']).turnOf(0);
    t.act(0, POKER);
    t.act(1, JOIN);
    choose(t, { 0: ['QD', 'JC', '5S'], 1: ['JS', '3C'] });
    const kinds = t.events.filter((e: GameEvent) => e.type === 'cardEffectUsed' || e.type === 'pokerPlayed').map((e) => `${e.type}:${e.seat}:${e.kind}`);
    // Cheat makes the fourth 9 for both; the active player's Queen kicker beats the joiner's 3.
    expect(kinds).toEqual(['cardEffectUsed:0:lady-luck', 'cardEffectUsed:0:cheat', 'cardEffectUsed:1:cheat', 'pokerPlayed:0:won']);
    expect(t.ofType('cardEffectUsed').map((e) => e.data)).toEqual([{ card: 'QD' }, { card: 'JC' }, { card: 'JS' }]);
  });
});
