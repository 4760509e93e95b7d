// CONTENT.md §10 "His fights" and "Results": Duels and Robs with the Man in Black, both ways.
import { describe, expect, it } from 'vitest';
import { viewFor, type Action, type CardId } from '../src/index.js';
import { scenario } from './builder.js';
import { duo, mibDeck, mibTurn } from './mib-helpers.js';

const HERE = 'darkrock-center';
const duel: Action = { type: 'fight', target: 'mib', kind: 'duel' };
const rob: Action = { type: 'fight', target: 'mib', kind: 'rob' };
const play = (card: CardId): Action => ({ type: 'playCard', card });

/** Seat 0 on the Man in Black's space, in its action phase, holding `cards`. */
function facing(cards: CardId[]) {
  return duo(HERE, 'red-falls-doctor', HERE).hand(0, cards);
}

describe('MIB-00 fighting him', () => {
  it('R9.1 a player on his space may Duel or Rob him, never Arrest him', () => {
    const t = facing(['9H']).set(0, { marshal: 2 }).turnOf(0);
    expect(t.can(0, duel)).toBe(true);
    expect(t.can(0, rob)).toBe(true);
    t.refuse(0, { type: 'fight', target: 'mib', kind: 'arrest' }, 'ERR_ILLEGAL_ACTION', 'R20.1');
    const away = duo(HERE, 'red-falls-doctor', 'darkrock-bank').hand(0, ['9H']).turnOf(0);
    expect(away.legal(0).some((a) => a.type === 'fight')).toBe(false);
    away.refuse(0, duel, 'ERR_NOT_HERE', 'R9.1');
  });

  it('R9.1 each player fights him at most once per turn', () => {
    const t = facing(['9H', '9D']).fightTop(['F2', 'F3', 'F5']).turnOf(0);
    t.act(0, duel);
    t.act(0, play('9H'));
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(t.can(0, rob)).toBe(false);
    t.refuse(0, rob, 'ERR_ALREADY_FOUGHT', 'R9.1');
  });

  it('MIB-00 he draws 3 fight cards and plays the highest; the player\'s card is −1; a won Duel gives +2 LP', () => {
    const t = facing(['9H']).fightTop(['F5', 'F7', 'F3']).turnOf(0);
    t.act(0, duel);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'placeFightCard' }); // no W.declared for him, the player places first
    t.act(0, play('9H'));
    const r = t.ofType('fightResolved')[0];
    expect(r.data).toMatchObject({ winner: 0, loser: 'mib', target: 'mib', attackerValue: 8, targetValue: 7, mibCard: 'F7' });
    expect(t.p(0).lp).toBe(2);
    expect(t.s.mib!.lp).toBe(0);
    expect(t.s.fightDeck).toHaveLength(13);
    expect(t.s.fightDeck.slice(10).sort()).toEqual(['F3', 'F5', 'F7']);
  });

  it('MIB-00 he wins every tie; the loser takes 1 wound and draws 1 card, and his card\'s effect applies', () => {
    const t = facing(['9C']).fightTop(['F8', 'F2', 'F3']).turnOf(0);
    t.act(0, duel);
    t.act(0, play('9C'));
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ winner: 'mib', attackerValue: 8, targetValue: 8 });
    expect(t.p(0).wounds).toBe(2); // F8's wound and the loser's wound
    expect(t.p(0).hand).toHaveLength(1);
    expect(t.p(0).lp).toBe(0);
    expect(t.s.mib!.lp).toBe(0); // he gains nothing when he did not start the fight
  });

  it('MIB-00 a won Rob gives +1 Wanted and $60 from the supply; his own amounts never change', () => {
    const t = facing(['KH']).set(0, { marshal: 2, money: 10 }).fightTop(['F8', 'F2', 'F3']).turnOf(0);
    t.act(0, rob);
    expect(t.p(0).marshal).toBe(0); // R9.2: a Marshal who robs loses all Marshal points
    t.act(0, play('KH'));
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'mibLoot', rule: 'R20.1' });
    t.act(0, { type: 'choose', option: 'money' });
    expect(t.p(0)).toMatchObject({ wanted: 1, money: 70 });
    expect(viewFor(t.s, 0).manInBlack).toMatchObject({ money: 120, nuggets: 4 });
  });

  it('MIB-00 a won Rob may take 2 nuggets instead', () => {
    const t = facing(['KH']).fightTop(['F9', 'F2', 'F3']).turnOf(0);
    t.act(0, rob);
    t.act(0, play('KH'));
    t.act(0, { type: 'choose', option: 'nuggets' });
    expect(t.p(0)).toMatchObject({ wanted: 1, nuggets: 2, money: 0 });
    expect(t.ofType('goodsTaken').map((e) => [e.seat, e.data])).toEqual([[0, { from: 'mib', money: 0, nuggets: 2, why: 'rob' }]]);
  });

  it('MIB-00 Dynamite lowers his fight card by 3', () => {
    const t = facing(['8H']).fightTop(['F9', 'F2', 'F3']).turnOf(0);
    t.act(0, duel);
    t.act(0, play('8H'));
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ winner: 0, attackerValue: 7, targetValue: 6 });
  });

  it('MIB-00 Jesse James\'s −1 outside a town applies to his card; his tie win does not', () => {
    const t = scenario(2, ['jesse-james', 'wild-bill-hickok']).bandits([]).at(0, 'dixon-creek-hideout').at(1, 'red-falls-doctor').items(0, []).hand(0, ['9H']);
    t.s.firstSeat = 0;
    t.s.mib!.pos = 'dixon-creek-hideout';
    t.set(0, { legendary: true }).fightTop(['F9', 'F2', 'F3']).turnOf(0);
    t.act(0, duel);
    t.act(0, play('9H'));
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ winner: 'mib', attackerValue: 8, targetValue: 8 });
  });

  it('MIB-00 FT does nothing in his hands: no restart, nobody draws', () => {
    const t = facing(['AH']).fightTop(['FT', 'F2', 'F3']).turnOf(0);
    t.act(0, duel);
    t.act(0, play('AH'));
    expect(t.ofType('fightRestarted')).toEqual([]);
    expect(t.p(0)).toMatchObject({ lp: 2, hand: [] });
  });

  it('MIB-00 Annie Oakley and the Rifle do nothing to him; Wallop gives no extra wound', () => {
    const t = scenario(2, ['annie-oakley', 'wild-bill-hickok']).bandits([]).at(0, HERE).at(1, 'red-falls-doctor').hand(0, ['8C']);
    t.s.firstSeat = 0;
    t.s.mib!.pos = HERE;
    t.set(0, { legendary: true }).items(0, [['rifle', 'upgraded']]).fightTop(['F5', 'F2', 'F3']).turnOf(0);
    t.act(0, duel);
    t.act(0, play('8C'));
    expect(t.ofType('abilityUsed')).toEqual([]);
    expect(t.ofType('handPeeked')).toEqual([]);
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ winner: 0 });
    expect(t.ofType('woundTaken').map((e) => e.data!.why)).toEqual(['fightCard:F5']); // his card's wound, no Wallop
  });
});

describe('MIB-00 his attacks (MIB-06 Showdown, MIB-07 Ambush)', () => {
  it('MIB-06 he wins a Duel he started: +2 LP for him, 1 wound and 1 card for the player; a flee reveals nothing', () => {
    const t = mibDeck(duo(HERE, 'red-falls-doctor', 'darkrock-bank'), ['MIB-06']).set(0, { lp: 3 }).hand(0, ['2C']).fightTop(['F2', 'F3', 'F4']);
    mibTurn(t);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'fleeOrFight' });
    expect(t.legal(0)).toContainEqual({ type: 'flee' });
    expect(viewFor(t.s, 0).fight).toMatchObject({ manInBlack: 'attacker', npcCard: null, drawnCount: 3 });
    t.act(0, { type: 'flee' });
    expect(t.s.mib!.lp).toBe(2);
    expect(t.p(0).wounds).toBe(1); // no fight card effect on a flee (F2 would cost 1 LP)
    expect(t.p(0).lp).toBe(3);
    expect(t.p(0).hand).toHaveLength(2);
  });

  it('MIB-07 he wins a Rob he started: +1 LP; the player loses half their money, rounded up, to the supply', () => {
    const t = mibDeck(duo(HERE, 'red-falls-doctor', 'darkrock-bank'), ['MIB-07']).set(0, { money: 50 }).deckTop(['2C']);
    mibTurn(t); // no card in hand: the player must flee
    expect(t.ofType('fled')[0].data).toMatchObject({ forced: true });
    expect(t.s.mib!.lp).toBe(1);
    expect(t.p(0)).toMatchObject({ money: 20, wounds: 1, wanted: 0 });
  });

  it('MIB-07 with $0 the player loses half their nuggets instead', () => {
    const t = mibDeck(duo(HERE, 'red-falls-doctor', 'darkrock-bank'), ['MIB-07']).set(0, { nuggets: 3 }).deckTop(['2C']);
    mibTurn(t);
    expect(t.p(0).nuggets).toBe(1);
  });

  it('MIB-07 W.loseGoods applies: Fool\'s Gold keeps the money', () => {
    const t = mibDeck(duo(HERE, 'red-falls-doctor', 'darkrock-bank'), ['MIB-07']).set(0, { money: 40 }).hand(0, ['TC']);
    mibTurn(t);
    t.act(0, { type: 'flee' });
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'reaction' });
    t.act(0, { type: 'playReaction', card: 'TC' });
    expect(t.p(0).money).toBe(40);
    expect(t.s.mib!.lp).toBe(1);
  });

  it('MIB-06 a player who beats his attack gains nothing but his card\'s effect (FJ: $10)', () => {
    const t = mibDeck(duo(HERE, 'red-falls-doctor', 'darkrock-bank'), ['MIB-06']).hand(0, ['AH']).fightTop(['FJ', 'F2', 'F3']);
    mibTurn(t);
    t.act(0, play('AH'));
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ winner: 0, attacker: 'mib', attackerValue: 13, targetValue: 11 });
    expect(t.p(0)).toMatchObject({ lp: 0, money: 10, wounds: 0 });
    expect(t.s.mib!.lp).toBe(0);
  });

  it('MIB-00 the player\'s own effects still work when beating his attack: Turn the Tables +1 LP (he counts as a player), Shotgun draws', () => {
    const t = mibDeck(duo(HERE, 'red-falls-doctor', 'darkrock-bank'), ['MIB-06']).items(0, ['shotgun']).hand(0, ['KC']).fightTop(['F9', 'F2', 'F3']);
    mibTurn(t);
    t.act(0, play('KC'));
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ winner: 0, attackerValue: 12, targetValue: 9 });
    expect(t.p(0).lp).toBe(1);
    expect(t.ofType('cardsDrawn').map((e) => e.data!.why)).toContain('shotgun');
    expect(t.s.mib!.lp).toBe(0);
  });

  it('MIB-00 W.declared: Vamoose cancels his attack', () => {
    const t = mibDeck(duo(HERE, 'red-falls-doctor', 'darkrock-bank'), ['MIB-06']).hand(0, ['JH']);
    mibTurn(t);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'reaction' });
    t.act(0, { type: 'playReaction', card: 'JH' });
    expect(t.ofType('fightCancelled')).toHaveLength(1);
    expect(t.ofType('fightResolved')).toEqual([]);
    expect(t.s.mib!.lp).toBe(0);
    expect(t.s.turn.seat).toBe(0);
  });

  it('MIB-00 W.placed: Instinct shows his face-down card to that player only', () => {
    const t = mibDeck(duo(HERE, 'red-falls-doctor', 'darkrock-bank'), ['MIB-07']).hand(0, ['9H', 'QS']).fightTop(['F4', 'FK', 'F2']);
    mibTurn(t);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'reaction' });
    t.act(0, { type: 'playReaction', card: '9H' });
    expect(viewFor(t.s, 0).fight!.npcCard).toBe('FK');
    expect(viewFor(t.s, 1).fight!.npcCard).toBe(null);
    expect(viewFor(t.s, 'spectator').fight!.npcCard).toBe(null);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'fleeOrFight' });
  });
});

describe('MIB-00 other interactions', () => {
  it('MIB-00 Billy the Kid takes $10 from the supply when he ends a Move on the Man in Black', () => {
    const t = scenario(2, ['billy-the-kid', 'wild-bill-hickok']).bandits([]).at(0, 'darkrock-center').at(1, 'red-falls-doctor').items(0, []);
    t.s.firstSeat = 0;
    t.s.mib!.pos = 'darkrock-bank';
    t.set(0, { legendary: true, wanted: 0 }).turnOf(0);
    t.act(0, { type: 'move', to: 'darkrock-bank' });
    expect(t.ofType('abilityUsed')[0]).toMatchObject({ seat: 0, kind: 'billy-the-kid', data: { victim: 'mib', take: 'money' } });
    expect(t.p(0).money).toBe(10);
  });

  it('MIB-00 Pickpocket on him takes $20 from the supply and is still an outlaw act', () => {
    const t = facing(['4C']).turnOf(0);
    expect(t.can(0, { type: 'playAction', card: '4C', target: 'mib' })).toBe(true);
    t.act(0, { type: 'playAction', card: '4C', target: 'mib' });
    expect(t.p(0)).toMatchObject({ money: 20, wanted: 1 });
  });

  it('MIB-00 Whiskey cannot target him', () => {
    const t = duo('darkrock-center', 'red-falls-doctor', 'darkrock-bank').items(0, ['whiskey']).turnOf(0);
    t.act(0, { type: 'move', to: 'darkrock-bank' });
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(t.p(0).items).toEqual([{ id: 'whiskey', upgraded: false }]);
  });
});
