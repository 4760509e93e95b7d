// R9: fighting another player, from the declaration to the discards.
import { describe, expect, it } from 'vitest';
import { newCtx, redactEvent, viewFor, type Action, type CardId, type PlayerFightKind } from '../src/index.js';
import { startPlayerFight } from '../src/fight.js';
import { scenario, type Scenario } from './builder.js';

const HERE = 'darkrock-center';

/** Seats 0 and 1 in the same town space with no items and no bandits; seats 2 and 3 elsewhere. */
function table(): Scenario {
  return scenario().bandits([]).at(0, HERE).at(1, HERE).at(2, 'darkrock-bank').at(3, 'red-falls-doctor').items(0, []).items(1, []);
}

const fight = (target: number, kind: PlayerFightKind): Action => ({ type: 'fight', target, kind });
const play = (card: CardId): Action => ({ type: 'playCard', card });
const sorted = (cards: readonly string[]) => [...cards].sort();

/** Seat 0 declares against seat 1; both place their cards (or the target flees). */
function fightOut(t: Scenario, kind: PlayerFightKind, attackerCard: CardId, targetCard: CardId | 'flee'): void {
  t.act(0, fight(1, kind));
  t.act(0, play(attackerCard));
  t.act(1, targetCard === 'flee' ? { type: 'flee' } : play(targetCard));
}

describe('R9.1 declaring a fight', () => {
  it('R9.1 the target must stand in the active player\'s space', () => {
    const t = table().hand(0, ['9H']).turnOf(0);
    expect(t.can(0, fight(1, 'duel'))).toBe(true);
    expect(t.can(0, fight(1, 'rob'))).toBe(true);
    expect(t.legal(0).filter((a) => a.type === 'fight' && a.target !== 1)).toEqual([]);
    t.refuse(0, fight(2, 'duel'), 'ERR_NOT_HERE', 'R9.1');
    t.refuse(0, fight(0, 'duel'), 'ERR_NOT_HERE', 'R9.1');
  });

  it('R9.1 the active player needs at least 1 poker card in hand', () => {
    const t = table().hand(0, []).hand(1, ['9C']).turnOf(0);
    expect(t.legal(0).some((a) => a.type === 'fight')).toBe(false);
    t.refuse(0, fight(1, 'duel'), 'ERR_NO_CARD', 'R9.1');
  });

  it('R9.1 a given player is fought at most once per turn, others still can be', () => {
    const t = table().at(2, HERE).items(2, []).hand(0, ['9H', '8H']).hand(1, []).hand(2, []).turnOf(0);
    t.act(0, fight(1, 'duel'));
    t.act(0, play('9H'));
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(t.s.turn.actionsLeft).toBe(2);
    expect(t.legal(0).some((a) => a.type === 'fight' && a.target === 1)).toBe(false);
    t.refuse(0, fight(1, 'rob'), 'ERR_ALREADY_FOUGHT', 'R9.1');
    expect(t.can(0, fight(2, 'duel'))).toBe(true);
  });

  it('R9.1 an Arrest needs a Marshal attacker and a Wanted target', () => {
    const notWanted = table().hand(0, ['9H']).set(0, { marshal: 1 }).turnOf(0);
    expect(notWanted.can(0, fight(1, 'arrest'))).toBe(false);
    notWanted.refuse(0, fight(1, 'arrest'), 'ERR_NOT_MARSHAL', 'R9.1');

    const notMarshal = table().hand(0, ['9H']).set(1, { wanted: 1 }).turnOf(0);
    expect(notMarshal.can(0, fight(1, 'arrest'))).toBe(false);
    notMarshal.refuse(0, fight(1, 'arrest'), 'ERR_NOT_MARSHAL', 'R9.1');

    const both = table().hand(0, ['9H']).set(0, { marshal: 1 }).set(1, { wanted: 1 }).turnOf(0);
    expect(both.can(0, fight(1, 'arrest'))).toBe(true);
  });
});

describe('R9.2 robbing as a Marshal', () => {
  it('R9.2 a Marshal loses all Marshal points when the Rob is declared, and keeps none after losing it', () => {
    const t = table().set(0, { marshal: 3 }).hand(0, ['2H']).hand(1, ['KD']).turnOf(0);
    t.act(0, fight(1, 'rob'));
    // Declared, nothing placed yet: the points are already gone.
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'placeFightCard', rule: 'R9.4' });
    expect(t.p(0).marshal).toBe(0);
    expect(t.ofType('marshalPointsLost')).toHaveLength(1);
    t.act(0, play('2H'));
    t.act(1, play('KD'));
    // The Rob was lost: no Wanted point, and the Marshal points stay lost.
    expect(t.p(0)).toMatchObject({ marshal: 0, wanted: 0, wounds: 1 });
  });

  it('R9.2 a Duel declared by a Marshal keeps the Marshal points', () => {
    const t = table().set(0, { marshal: 3 }).hand(0, ['2H']).hand(1, ['KD']).turnOf(0);
    fightOut(t, 'duel', '2H', 'KD');
    expect(t.p(0).marshal).toBe(3);
    expect(t.ofType('marshalPointsLost')).toEqual([]);
  });
});

describe('R9.3 start-of-fight effects: the Rifle', () => {
  it('R9.3 the attacker\'s base Rifle shows 2 random cards of the target\'s hand to the attacker only', () => {
    const t = table().items(0, ['rifle']).hand(0, ['9H']).hand(1, ['2C', '5D', 'JS']).turnOf(0);
    t.act(0, fight(1, 'duel'));
    const peeked = viewFor(t.s, 0).fight!.peeked;
    expect(peeked).toHaveLength(1);
    expect(peeked[0].of).toBe(1);
    expect(peeked[0].cards).toHaveLength(2);
    expect(new Set(peeked[0].cards).size).toBe(2);
    for (const c of peeked[0].cards) expect(['2C', '5D', 'JS']).toContain(c);
    for (const viewer of [1, 2, 3, 'spectator'] as const) expect(viewFor(t.s, viewer).fight!.peeked).toEqual([]);
    // The event carries the cards only for the peeking seat.
    const e = t.ofType('handPeeked')[0];
    expect(redactEvent(e, 0).data).toMatchObject({ cards: peeked[0].cards });
    expect(redactEvent(e, 1).data).not.toHaveProperty('cards');
    expect(redactEvent(e, 'spectator').data).not.toHaveProperty('cards');
  });

  it('R9.3 the base Rifle shows the whole hand when the target holds fewer than 2 cards', () => {
    const t = table().items(0, ['rifle']).hand(0, ['9H']).hand(1, ['5D']).turnOf(0);
    t.act(0, fight(1, 'duel'));
    expect(viewFor(t.s, 0).fight!.peeked).toEqual([{ of: 1, cards: ['5D'] }]);
  });

  it('R9.3 the base Rifle does nothing for the target of a fight', () => {
    const t = table().items(1, ['rifle']).hand(0, ['9H', '3C']).hand(1, ['5D']).turnOf(0);
    t.act(0, fight(1, 'duel'));
    expect(viewFor(t.s, 1).fight!.peeked).toEqual([]);
    expect(t.ofType('handPeeked')).toEqual([]);
  });

  it('R23.4 an upgraded Rifle on the target\'s side shows the attacker\'s whole hand, to the target only', () => {
    const t = table().items(1, [['rifle', 'upgraded']]).hand(0, ['9H', '3C', 'QD']).hand(1, ['5D']).turnOf(0);
    t.act(0, fight(1, 'duel'));
    const peeked = viewFor(t.s, 1).fight!.peeked;
    expect(peeked).toHaveLength(1);
    expect(peeked[0].of).toBe(0);
    expect(sorted(peeked[0].cards)).toEqual(sorted(['9H', '3C', 'QD']));
    for (const viewer of [0, 2, 3, 'spectator'] as const) expect(viewFor(t.s, viewer).fight!.peeked).toEqual([]);
  });

  it('R23.4 an upgraded Rifle on the attacker\'s side shows the target\'s whole hand', () => {
    const t = table().items(0, [['rifle', 'upgraded']]).hand(0, ['9H']).hand(1, ['2C', '5D', 'JS']).turnOf(0);
    t.act(0, fight(1, 'duel'));
    const peeked = viewFor(t.s, 0).fight!.peeked;
    expect(peeked).toHaveLength(1);
    expect(sorted(peeked[0].cards)).toEqual(sorted(['2C', '5D', 'JS']));
    expect(viewFor(t.s, 1).fight!.peeked).toEqual([]);
  });
});

describe('R9.4 placing and fleeing', () => {
  it('R9.4 the target sees only that a card was placed, then flees: the attacker wins, nothing is revealed', () => {
    const t = table().hand(0, ['9H']).hand(1, ['KD', '2D']).deckTop(['5S']).turnOf(0);
    t.act(0, fight(1, 'duel'));
    t.act(0, play('9H'));
    expect(t.s.prompt).toEqual({ seat: 1, kind: 'fleeOrFight', rule: 'R9.4' });
    expect(t.legal(1)).toContainEqual({ type: 'flee' });
    expect(viewFor(t.s, 1).fight).toMatchObject({ attackerPlaced: true, attackerCard: null });
    expect(viewFor(t.s, 0).fight!.attackerCard).toBe('9H');
    t.act(1, { type: 'flee' });
    expect(t.ofType('fled')).toHaveLength(1);
    expect(t.ofType('fightRevealed')).toEqual([]);
    expect(t.p(0).lp).toBe(2);
    expect(t.p(1).wounds).toBe(1);
    expect(sorted(t.p(1).hand)).toEqual(sorted(['KD', '2D', '5S']));
    expect(t.s.pokerDiscard).toContain('9H');
  });

  it('R9.4 a target with no card in hand must flee', () => {
    const t = table().hand(0, ['2H']).hand(1, []).turnOf(0);
    t.act(0, fight(1, 'duel'));
    t.act(0, play('2H'));
    expect(t.ofType('fled').map((e) => e.data)).toEqual([{ forced: true }]);
    expect(t.ofType('fightRevealed')).toEqual([]);
    expect(t.p(0).lp).toBe(2);
    expect(t.p(1).wounds).toBe(1);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
  });

  it('R9.4 an attacker with no card at the placement loses at once', () => {
    const t = table().hand(0, []).hand(1, ['5C']).turnOf(0);
    startPlayerFight(newCtx(t.s), 0, 1, 'duel');
    t.settle();
    expect(t.ofType('fightResolved').map((e) => e.data)).toMatchObject([{ winner: 1, loser: 0 }]);
    expect(t.p(0)).toMatchObject({ wounds: 1, lp: 0 });
    expect(t.p(0).hand).toHaveLength(1);
    expect(t.p(1)).toMatchObject({ wounds: 0, lp: 0, hand: ['5C'] });
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
  });
});

describe('R9.5–R9.7 values and ties', () => {
  it('R9.5 the target\'s active upgraded weapon makes the attacker\'s card −1', () => {
    const t = table().items(1, [['revolver', 'upgraded']]).hand(0, ['9H']).hand(1, ['9S']).turnOf(0);
    fightOut(t, 'duel', '9H', '9S');
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ attackerValue: 8, targetValue: 9 });
    expect(t.p(0)).toMatchObject({ lp: 0, wounds: 1 });
    expect(t.p(1)).toMatchObject({ lp: 0, wounds: 0 });
  });

  it('R9.5 an upgraded weapon that is not the active one gives no −1', () => {
    const t = table().items(1, ['shotgun', ['revolver', 'upgraded']]).hand(0, ['9H']).hand(1, ['9S']).turnOf(0);
    expect(t.p(1).activeWeapon).toBe('shotgun');
    fightOut(t, 'duel', '9H', '9S');
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ attackerValue: 9, targetValue: 9 });
    expect(t.p(0).lp).toBe(2);
  });

  it('R9.7 a value never goes below 2, so a 2 against an upgraded weapon still ties a 2', () => {
    const t = table().items(1, [['shotgun', 'upgraded']]).hand(0, ['2H']).hand(1, ['2C']).turnOf(0);
    fightOut(t, 'duel', '2H', '2C');
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ attackerValue: 2, targetValue: 2 });
    expect(t.p(0).lp).toBe(2);
    expect(t.p(1).wounds).toBe(1);
  });

  it('R9.7 ties go to the active player', () => {
    const t = table().hand(0, ['7H']).hand(1, ['7C']).turnOf(0);
    fightOut(t, 'duel', '7H', '7C');
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ winner: 0, loser: 1 });
    expect(t.p(0)).toMatchObject({ lp: 2, wounds: 0 });
    expect(t.p(1)).toMatchObject({ lp: 0, wounds: 1 });
  });

  it('R9.7 the higher value wins; a winning target gets nothing beyond the attacker\'s loss', () => {
    const t = table().hand(0, ['5H', '3C']).hand(1, ['9C']).set(1, { money: 30 }).turnOf(0);
    fightOut(t, 'rob', '5H', '9C');
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ winner: 1, loser: 0 });
    expect(t.p(0)).toMatchObject({ wounds: 1, wanted: 0, money: 0, lp: 0 });
    expect(t.p(0).hand).toHaveLength(2);
    expect(t.p(1)).toMatchObject({ wounds: 0, lp: 0, money: 30, hand: [] });
  });
});

describe('R9.8 rewards', () => {
  it('R9.8 Duel: the winner gains 2 LP; the loser takes 1 wound and draws 1 card', () => {
    const t = table().hand(0, ['KH']).hand(1, ['3C', '4C']).deckTop(['8D']).turnOf(0);
    fightOut(t, 'duel', 'KH', '3C');
    expect(t.p(0)).toMatchObject({ lp: 2, wounds: 0, hand: [] });
    expect(t.p(1).wounds).toBe(1);
    expect(sorted(t.p(1).hand)).toEqual(['4C', '8D']);
  });

  it('R9.8 Arrest: +1 Marshal point and the target is arrested with the loser\'s penalty once', () => {
    const t = table().set(0, { marshal: 1 }).set(1, { wanted: 2, money: 50, nuggets: 3, cattle: 'green-4' })
      .hand(0, ['KH']).hand(1, ['3C']).turnOf(0);
    t.s.ranches.green = t.s.ranches.green.filter((c) => c !== 'green-4');
    fightOut(t, 'arrest', 'KH', '3C');
    // Marshal space 2 gives $20.
    expect(t.p(0)).toMatchObject({ marshal: 2, money: 20, wanted: 0 });
    expect(t.p(1)).toMatchObject({ pos: 'darkrock-sheriff-office', wanted: 0, wounds: 1, money: 20, nuggets: 1, cattle: null });
    expect(t.p(1).hand).toHaveLength(1);
    expect(t.s.ranches.green).toContain('green-4');
  });

  it('R9.8 Rob: +1 Wanted point and half the target\'s money, rounded up (R2.10)', () => {
    const t = table().set(1, { money: 30, nuggets: 3 }).hand(0, ['KH']).hand(1, ['3C']).turnOf(0);
    fightOut(t, 'rob', 'KH', '3C');
    expect(t.p(0).wanted).toBe(1);
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'robLoot', rule: 'R9.8' });
    expect(sorted(t.legal(0).map((a) => (a.type === 'choose' ? a.option : '')))).toEqual(['money', 'nuggets']);
    t.act(0, { type: 'choose', option: 'money' });
    expect(t.p(0).money).toBe(20);
    expect(t.p(1)).toMatchObject({ money: 10, nuggets: 3 });
  });

  it('R9.8 Rob: half the target\'s nuggets, rounded up (R2.10)', () => {
    const t = table().set(1, { money: 30, nuggets: 3 }).hand(0, ['KH']).hand(1, ['3C']).turnOf(0);
    fightOut(t, 'rob', 'KH', '3C');
    t.act(0, { type: 'choose', option: 'nuggets' });
    expect(t.p(0).nuggets).toBe(2);
    expect(t.p(1)).toMatchObject({ money: 30, nuggets: 1 });
  });

  it('R2.10 a robber keeps what fits under the cap; the victim loses the full half', () => {
    const t = table().set(0, { money: 110, nuggets: 3 }).set(1, { money: 40, nuggets: 4 }).hand(0, ['KH']).hand(1, ['3C']).turnOf(0);
    fightOut(t, 'rob', 'KH', '3C');
    t.act(0, { type: 'choose', option: 'money' });
    expect(t.p(0).money).toBe(120);
    expect(t.p(1).money).toBe(20);

    const u = table().set(0, { nuggets: 3 }).set(1, { nuggets: 4 }).hand(0, ['KH']).hand(1, ['3C']).turnOf(0);
    fightOut(u, 'rob', 'KH', '3C');
    // Only nuggets to take: no question asked.
    expect(u.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(u.p(0).nuggets).toBe(4);
    expect(u.p(1).nuggets).toBe(2);
  });

  it('R9.8 Rob: the robber may take the target\'s cattle token when carrying none', () => {
    const t = table().set(1, { cattle: 'blue-3' }).hand(0, ['KH']).hand(1, ['3C']).turnOf(0);
    t.s.ranches.blue = t.s.ranches.blue.filter((c) => c !== 'blue-3');
    fightOut(t, 'rob', 'KH', '3C');
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'robCattle', rule: 'R9.8' });
    t.act(0, { type: 'choose', option: 'take' });
    expect(t.p(0).cattle).toBe('blue-3');
    expect(t.p(1).cattle).toBeNull();
    expect(t.ofType('cattleStolen')).toHaveLength(1);
  });

  it('R9.8 Rob: the robber may leave the token, and is not asked while carrying one', () => {
    const t = table().set(1, { cattle: 'blue-3' }).hand(0, ['KH']).hand(1, ['3C']).turnOf(0);
    fightOut(t, 'rob', 'KH', '3C');
    t.act(0, { type: 'choose', option: 'leave' });
    expect(t.p(0).cattle).toBeNull();
    expect(t.p(1).cattle).toBe('blue-3');

    const u = table().set(0, { cattle: 'green-1' }).set(1, { cattle: 'blue-3' }).hand(0, ['KH']).hand(1, ['3C']).turnOf(0);
    fightOut(u, 'rob', 'KH', '3C');
    expect(u.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(u.p(0).cattle).toBe('green-1');
    expect(u.p(1).cattle).toBe('blue-3');
  });

  it('R9.8 the Shotgun draws 1 card after its owner wins, attacker or target, and not after a loss', () => {
    const t = table().items(0, ['shotgun']).hand(0, ['KH']).hand(1, ['3C']).deckTop(['4D', 'QS']).turnOf(0);
    fightOut(t, 'duel', 'KH', '3C');
    // The loser's penalty card comes first, then the Shotgun's.
    expect(t.p(1).hand).toEqual(['4D']);
    expect(t.p(0).hand).toEqual(['QS']);

    const u = table().items(1, ['shotgun']).hand(0, ['3H']).hand(1, ['KD']).deckTop(['4D', 'QS']).turnOf(0);
    fightOut(u, 'duel', '3H', 'KD');
    expect(u.p(0).hand).toEqual(['4D']);
    expect(u.p(1).hand).toEqual(['QS']);

    const v = table().items(0, ['shotgun']).hand(0, ['3H']).hand(1, ['KD']).deckTop(['4D', 'QS']).turnOf(0);
    fightOut(v, 'duel', '3H', 'KD');
    expect(v.p(0).hand).toEqual(['4D']);
    expect(v.p(1).hand).toEqual([]);
  });
});

describe('R9.9 discards', () => {
  it('R9.9 both poker cards played in the fight are discarded', () => {
    const t = table().hand(0, ['KH', '2S']).hand(1, ['3C', '4C']).turnOf(0);
    const before = t.s.pokerDiscard.length;
    fightOut(t, 'duel', 'KH', '3C');
    expect(t.s.pokerDiscard.slice(before)).toEqual(['KH', '3C']);
    expect(t.p(0).hand).toEqual(['2S']);
    expect(t.p(1).hand).toContain('4C');
    expect(t.p(1).hand).not.toContain('3C');
  });
});
