// R12: the Sheriff's moves and fights. R13: bandits (with R5.3).
import { describe, expect, it } from 'vitest';
import { DISTANCES, moveSheriff, newCtx, viewFor, type Action, type SpaceId } from '../src/index.js';
import { scenario, type Scenario } from './builder.js';

const OFFICE = 'darkrock-sheriff-office';
const HIDEOUT = 'dixon-creek-hideout';
const NEXT_TO_HIDEOUT = 'darkrock-east';

const choose = (option: Extract<Action, { type: 'choose' }>['option']): Action => ({ type: 'choose', option });

/** Seat 0 (the active player, with 3 actions) is asked to move the Sheriff up to `steps` spaces. */
function sheriffMove(t: Scenario, steps: number): Scenario {
  moveSheriff(newCtx(t.s), 0, steps);
  t.settle();
  return t;
}

/** The Sheriff's destinations offered to the mover, without staying put. */
function destinations(t: Scenario): SpaceId[] {
  return t.legal(0).flatMap((a) => (a.type === 'moveSheriff' && a.to !== t.s.sheriff ? [a.to] : [])).sort();
}

/** A table where seat 1 is Wanted on mesitos-point-3, next to the Sheriff's Office. */
function wantedNextDoor(): Scenario {
  return scenario().bandits([]).at(0, 'red-falls-doctor').at(1, 'mesitos-point-3').at(2, 'red-falls-cabaret').at(3, 'cliff-junction-mine')
    .items(1, []).set(1, { wanted: 4, money: 70, nuggets: 1 });
}

describe('R12 the Sheriff', () => {
  it('R12.4 while nobody is Wanted the Sheriff does not move', () => {
    const t = scenario().turnOf(0);
    moveSheriff(newCtx(t.s), 0, 3);
    expect(t.s.stack).toHaveLength(1);
    t.settle();
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(t.s.sheriff).toBe(OFFICE);
  });

  it('R12.1 the mover chooses a destination up to N spaces away, or stays', () => {
    const t = sheriffMove(scenario().at(1, 'cliff-junction-8').set(1, { wanted: 1 }).turnOf(0), 2);
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'moveSheriff', rule: 'R12.1' });
    const expected = [...DISTANCES.get(OFFICE)!.entries()].filter(([, d]) => d >= 1 && d <= 2).map(([x]) => x).sort();
    expect(destinations(t)).toEqual(expected);
    expect(destinations(t)).not.toContain('spikes-view-1');
    expect(t.can(0, { type: 'moveSheriff', to: OFFICE })).toBe(true);
    t.refuse(0, { type: 'moveSheriff', to: 'spikes-view-1' }, 'ERR_ILLEGAL_ACTION');
  });

  it('R12.1 the Sheriff ignores bandits: he passes and ends on their spaces without a fight', () => {
    const t = sheriffMove(scenario().at(1, 'cliff-junction-8').set(1, { wanted: 1 }).bandits(['mesitos-point-hideout', HIDEOUT]).turnOf(0), 4);
    const expected = [...DISTANCES.get(OFFICE)!.entries()].filter(([, d]) => d >= 1 && d <= 4).map(([x]) => x).sort();
    expect(destinations(t)).toEqual(expected);
    // 4 steps away, only through the bandit of dixon-creek-hideout.
    expect(destinations(t)).toContain('dixon-creek-east');
    t.act(0, { type: 'moveSheriff', to: 'mesitos-point-hideout' });
    expect(t.s.sheriff).toBe('mesitos-point-hideout');
    expect(t.s.bandits).toEqual(['mesitos-point-hideout', HIDEOUT]);
    expect(t.ofType('fightDeclared')).toEqual([]);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
  });

  it('R12.2 the Sheriff stops on the first space with a Wanted player', () => {
    // Without a Wanted player on mesitos-point-3, the hideout 2 steps beyond it is in reach...
    const free = sheriffMove(scenario().at(1, 'cliff-junction-8').set(1, { wanted: 1 }).turnOf(0), 2);
    expect(destinations(free)).toContain('mesitos-point-hideout');
    // ...with one there, the Sheriff cannot pass: only other routes remain.
    const t = sheriffMove(wantedNextDoor().turnOf(0), 2);
    expect(destinations(t)).toContain('mesitos-point-3');
    expect(destinations(t)).toContain('mesitos-point-4');
    expect(destinations(t)).not.toContain('mesitos-point-hideout');
  });

  it('R12.2 the Wanted player discards 1 card of their choice, then fights the Sheriff\'s 4 fight cards', () => {
    const t = sheriffMove(wantedNextDoor().hand(1, ['2H', '9C', 'QD']).fightTop(['F8', 'F3', 'F4', 'FK']).turnOf(0), 2);
    t.act(0, { type: 'moveSheriff', to: 'mesitos-point-3' });
    expect(t.s.sheriff).toBe('mesitos-point-3');
    expect(t.s.prompt).toEqual({ seat: 1, kind: 'discard', rule: 'R12.2' });
    expect(t.legal(1).map((a) => (a.type === 'discard' ? a.card : '')).sort()).toEqual(['2H', '9C', 'QD']);
    t.act(1, { type: 'discard', card: 'QD' });
    expect(t.s.pokerDiscard).toContain('QD');
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'chooseNpcCard', rule: 'R10.1' });
    expect(t.legal(0)).toHaveLength(4);
    t.act(0, { type: 'chooseFightCard', card: 'F8' });
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'placeFightCard' });
    expect(t.legal(1).map((a) => (a.type === 'playCard' ? a.card : '')).sort()).toEqual(['2H', '9C']);
  });

  it('R12.2 a Wanted player without cards skips the discard and fights with the top card of the deck (R10.2)', () => {
    const t = sheriffMove(wantedNextDoor().hand(1, []).deckTop(['KS']).fightTop(['F8', 'F3', 'F4', 'FK']).turnOf(0), 2);
    t.act(0, { type: 'moveSheriff', to: 'mesitos-point-3' });
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'chooseNpcCard' });
    t.act(0, { type: 'chooseFightCard', card: 'F8' });
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ attackerValue: 13 });
    expect(t.s.sheriff).toBe(OFFICE);
  });

  it('R12.3 a fighter who loses is arrested (R11.7) and the Sheriff stays on that space', () => {
    const t = sheriffMove(wantedNextDoor().set(1, { cattle: 'green-6' }).hand(1, ['2H', '9C']).fightTop(['F8', 'F3', 'F4', 'FK']).turnOf(0), 2);
    t.s.ranches.green = t.s.ranches.green.filter((c) => c !== 'green-6');
    t.act(0, { type: 'moveSheriff', to: 'mesitos-point-3' });
    t.act(1, { type: 'discard', card: '9C' });
    t.act(0, { type: 'chooseFightCard', card: 'F8' });
    t.act(1, { type: 'playCard', card: '2H' });
    expect(t.ofType('arrested').map((e) => e.data)).toMatchObject([{ by: 'sheriff' }]);
    expect(t.p(1)).toMatchObject({ pos: OFFICE, wanted: 0, money: 30, nuggets: 0, cattle: null, wounds: 2 });
    expect(t.p(1).hand).toHaveLength(1);
    expect(t.s.ranches.green).toContain('green-6');
    expect(t.s.sheriff).toBe('mesitos-point-3');
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(t.s.turn.actionsLeft).toBe(3);
  });

  it('R12.3 a fighter who wins sends the Sheriff back to his office and gains nothing else', () => {
    const t = sheriffMove(wantedNextDoor().hand(1, ['2H', '9C']).fightTop(['F8', 'F3', 'F4', 'FK']).turnOf(0), 2);
    t.act(0, { type: 'moveSheriff', to: 'mesitos-point-3' });
    t.act(1, { type: 'discard', card: '2H' });
    t.act(0, { type: 'chooseFightCard', card: 'F8' });
    t.act(1, { type: 'playCard', card: '9C' });
    expect(t.s.sheriff).toBe(OFFICE);
    expect(t.ofType('sheriffReturned')).toHaveLength(1);
    // F8's wound only; no LP, no Marshal point, Wanted points kept.
    expect(t.p(1)).toMatchObject({ pos: 'mesitos-point-3', wanted: 4, money: 70, nuggets: 1, lp: 0, marshal: 0, wounds: 1, hand: [] });
  });

  it('R12.3 a won Sheriff fight is not a cancelled one: W.fightEnd opens, so Getaway may be played (CONTENT.md §0)', () => {
    const t = sheriffMove(wantedNextDoor().hand(1, ['2H', '9C', 'TH']).fightTop(['F8', 'F3', 'F4', 'FK']).turnOf(0), 2);
    t.act(0, { type: 'moveSheriff', to: 'mesitos-point-3' });
    t.act(1, { type: 'discard', card: '2H' });
    t.act(0, { type: 'chooseFightCard', card: 'F8' });
    t.act(1, { type: 'playCard', card: '9C' });
    expect(t.s.sheriff).toBe(OFFICE);
    expect(viewFor(t.s, 1).fight?.cancelled).toBe(false);
    expect(t.s.prompt).toEqual({ seat: 1, kind: 'reaction', rule: 'R17.5' });
    expect(viewFor(t.s, 1).window).toEqual({ w: 'W.fightEnd', seats: [1] });
    expect(t.can(1, { type: 'playReaction', card: 'TH' })).toBe(true);
  });

  it('R12.3 Alibi (W.sheriff) still cancels the fight: no fight card, no W.fightEnd', () => {
    const t = sheriffMove(wantedNextDoor().hand(1, ['KH', 'TH']).fightTop(['F8', 'F3', 'F4', 'FK']).turnOf(0), 2);
    t.autoPass = false;
    t.act(0, { type: 'moveSheriff', to: 'mesitos-point-3' });
    t.act(1, { type: 'playReaction', card: 'KH' });
    t.act(1, { type: 'pass' }); // the play gave the window a new round (R17.5)
    expect(t.s.sheriff).toBe(OFFICE);
    expect(t.p(1).hand).toEqual(['TH']);
    expect(t.ofType('fightResolved')).toHaveLength(0);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
  });

  it('R12.2 with several Wanted players there, the mover picks one; only that one fights', () => {
    const t = sheriffMove(wantedNextDoor().at(2, 'mesitos-point-3').items(2, []).set(2, { wanted: 1 }).hand(1, ['2H']).hand(2, ['3C'])
      .fightTop(['F8', 'F3', 'F4', 'FK']).turnOf(0), 2);
    t.act(0, { type: 'moveSheriff', to: 'mesitos-point-3' });
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'sheriffTarget', rule: 'R12.2' });
    expect(t.legal(0)).toEqual([{ type: 'target', seat: 1 }, { type: 'target', seat: 2 }]);
    t.act(0, { type: 'target', seat: 2 });
    expect(t.s.prompt).toEqual({ seat: 2, kind: 'discard', rule: 'R12.2' });
    t.act(2, { type: 'discard', card: '3C' });
    // Seat 2 now holds no card: the top card of the deck fights; the chooser is seat 1.
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'chooseNpcCard' });
    t.act(1, { type: 'chooseFightCard', card: 'FK' });
    expect(t.ofType('fightDeclared').map((e) => e.seat)).toEqual([2]);
    expect(t.p(1)).toMatchObject({ pos: 'mesitos-point-3', wanted: 4, hand: ['2H'], wounds: 0 });
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
  });

  it('R12.4 returning home to a Wanted player starts no fight', () => {
    // Seat 2 became Wanted on the office while the Sheriff stood there.
    const t = sheriffMove(wantedNextDoor().at(2, OFFICE).set(2, { wanted: 1 }).hand(2, ['2C']).hand(1, ['9C']).fightTop(['F8', 'F3', 'F4', 'FK']).turnOf(0), 2);
    t.act(0, { type: 'moveSheriff', to: 'mesitos-point-3' });
    t.act(1, { type: 'discard', card: '9C' });
    t.deckTop(['KS']);
    t.act(0, { type: 'chooseFightCard', card: 'F8' });
    // Seat 1 fought blind with the K and won: the Sheriff is home, on seat 2's space.
    expect(t.s.sheriff).toBe(OFFICE);
    expect(t.ofType('fightDeclared')).toHaveLength(1);
    expect(t.p(2)).toMatchObject({ wanted: 1, pos: OFFICE, hand: ['2C'] });
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
  });

  it('R12.4 becoming Wanted on the Sheriff\'s space starts no fight', () => {
    const t = scenario().bandits([]).at(0, OFFICE).at(1, OFFICE).items(0, []).items(1, []).hand(0, ['AH']).hand(1, []).turnOf(0);
    t.act(0, { type: 'fight', target: 1, kind: 'rob' });
    t.act(0, { type: 'playCard', card: 'AH' });
    expect(t.p(0).wanted).toBe(1);
    expect(t.ofType('fightDeclared').map((e) => e.kind)).toEqual(['rob']);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
  });
});

describe('R13 bandits', () => {
  /** Seat 0, with this hand and no items, next to the bandit of dixon-creek-hideout. */
  function nearBandit(hand = ['AH' as const]): Scenario {
    return scenario().bandits([HIDEOUT]).at(0, NEXT_TO_HIDEOUT).items(0, []).hand(0, [...hand]).fightTop(['F8', 'F3']).turnOf(0);
  }

  it('R5.3 entering a bandit\'s space ends the move there: no route passes through it', () => {
    const t = nearBandit();
    const moves = t.legal(0).flatMap((a) => (a.type === 'move' ? [a.to] : []));
    expect(moves).toContain(HIDEOUT);
    expect(moves).not.toContain('dixon-creek-east');
    expect(moves).not.toContain('cliff-junction-1');
    // Without the bandit, the spaces beyond are in reach.
    const free = scenario().bandits([]).at(0, NEXT_TO_HIDEOUT).items(0, []).turnOf(0);
    const freeMoves = free.legal(0).flatMap((a) => (a.type === 'move' ? [a.to] : []));
    expect(freeMoves).toContain('dixon-creek-east');
    expect(freeMoves).toContain('cliff-junction-1');
  });

  it('R13.2 a move entering a bandit\'s space stops there and fights it with 2 fight cards', () => {
    const t = nearBandit();
    t.act(0, { type: 'move', to: HIDEOUT });
    expect(t.p(0).pos).toBe(HIDEOUT);
    expect(t.ofType('fightDeclared').map((e) => e.kind)).toEqual(['bandit']);
    expect(t.s.prompt).toEqual({ seat: 3, kind: 'chooseNpcCard', rule: 'R10.1' });
    expect(t.legal(3)).toHaveLength(2);
  });

  it('R13.2 starting on a bandit\'s space causes no fight, nor does leaving it', () => {
    const t = scenario().bandits([HIDEOUT]).at(0, HIDEOUT).items(0, []).hand(0, ['AH']).turnOf(0);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    t.act(0, { type: 'work' });
    t.act(0, { type: 'move', to: 'cliff-junction-1' });
    expect(t.ofType('fightDeclared')).toEqual([]);
    expect(t.s.bandits).toEqual([HIDEOUT]);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
  });

  it('R13.3 a win gives 1 LP or 1 Marshal point, the player\'s choice', () => {
    const t = nearBandit();
    t.act(0, { type: 'move', to: HIDEOUT });
    t.act(3, { type: 'chooseFightCard', card: 'F3' });
    t.act(0, { type: 'playCard', card: 'AH' });
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'banditReward', rule: 'R13.3' });
    expect(t.legal(0)).toEqual([choose('lp'), choose('marshal')]);
    t.act(0, choose('lp'));
    expect(t.p(0)).toMatchObject({ lp: 1, marshal: 0, wounds: 2 });
  });

  it('R13.3 a Wanted player who wins gets the LP only', () => {
    const t = scenario().bandits([HIDEOUT]).at(0, NEXT_TO_HIDEOUT).items(0, []).set(0, { wanted: 3 }).hand(0, ['AH']).fightTop(['F8', 'F3']).turnOf(0);
    t.act(0, { type: 'move', to: HIDEOUT });
    t.act(3, { type: 'chooseFightCard', card: 'F8' });
    t.act(0, { type: 'playCard', card: 'AH' });
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(t.p(0)).toMatchObject({ lp: 1, marshal: 0, wanted: 3 });
  });

  it('R13.4 the bandit is removed after a win', () => {
    const t = nearBandit();
    t.act(0, { type: 'move', to: HIDEOUT });
    t.act(3, { type: 'chooseFightCard', card: 'F8' });
    t.act(0, { type: 'playCard', card: 'AH' });
    t.act(0, choose('marshal'));
    expect(t.s.bandits).toEqual([]);
    expect(t.ofType('banditRemoved').map((e) => e.data)).toEqual([{ hideout: HIDEOUT }]);
    expect(t.p(0)).toMatchObject({ marshal: 1, money: 20 });
  });

  it('R13.4 the bandit is removed after a loss too; the loser takes the penalty (R13.3)', () => {
    const t = scenario().bandits([HIDEOUT, 'spikes-view-hideout']).at(0, NEXT_TO_HIDEOUT).items(0, []).hand(0, ['2H']).fightTop(['FK', 'F3']).deckTop(['5S']).turnOf(0);
    t.act(0, { type: 'move', to: HIDEOUT });
    t.act(3, { type: 'chooseFightCard', card: 'FK' });
    t.act(0, { type: 'playCard', card: '2H' });
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ winner: null, loser: 0 });
    expect(t.s.bandits).toEqual(['spikes-view-hideout']);
    // FK's LP; then the loser's wound and card; no reward.
    expect(t.p(0)).toMatchObject({ lp: 1, marshal: 0, wounds: 1, hand: ['5S'], pos: HIDEOUT });
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
  });
});
