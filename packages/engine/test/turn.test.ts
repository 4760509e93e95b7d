// A turn (R4), the hand limit (R15.3), limits (R2), the Legendary unlock (R18.2) and the end of
// the game (R19.1).
import { describe, expect, it } from 'vitest';
import {
  DICE, finalScores, legalActions, randInt, seedRng, SPACE_IDS, viewFor,
  type Action, type CardId, type DieFace, type GameEvent, type RngState,
} from '../src/index.js';
import { scenario, type Scenario } from './builder.js';

const WORK: Action = { type: 'work' };

/** Plays the current player's whole turn: $20, then Work three times, discarding the first cards if asked. */
function workTurn(t: Scenario): void {
  const seat = t.s.prompt!.seat;
  expect(t.s.prompt).toEqual({ seat, kind: 'startBenefit', rule: 'R4.1' });
  t.act(seat, { type: 'takeBenefit', benefit: 'money' });
  if (t.s.prompt?.kind === 'chooseActive') t.act(seat, t.legal(seat)[0]);
  for (let i = 0; i < 3; i++) t.act(seat, WORK);
  while (!t.s.finished && t.s.prompt?.kind === 'discard') t.next(t.legal()[0]);
}

/** An RNG state whose next two prospecting rolls show these faces (no gold dust). */
function rngRolling(want: [DieFace, DieFace]): RngState {
  for (let k = 0; k < 10_000; k++) {
    const r = seedRng(`dice-${k}`);
    const probe = [...r] as RngState;
    if (DICE[0][randInt(probe, 6)] === want[0] && DICE[1][randInt(probe, 6)] === want[1]) return r;
  }
  throw new Error('no seed rolls these faces');
}

const idx = (events: GameEvent[], pred: (e: GameEvent) => boolean): number => events.findIndex(pred);
const sorted = (cards: CardId[]): CardId[] => [...cards].sort();

describe('R4.1 start of turn', () => {
  it('R4.1 a turn starts with the choice of $20, 2 cards, or $10 and 1 card', () => {
    const t = scenario(3).turnStart(0);
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'startBenefit', rule: 'R4.1' });
    expect(t.legal(0)).toEqual([
      { type: 'takeBenefit', benefit: 'money' }, { type: 'takeBenefit', benefit: 'cards' }, { type: 'takeBenefit', benefit: 'mixed' },
    ]);
    expect(t.legal(1)).toEqual([]);
    t.refuse(0, WORK, 'ERR_WRONG_DECISION', 'R4.1');
  });

  it('R4.1 $20 gives $20 and no card', () => {
    const t = scenario(3).set(0, { money: 30 }).turnStart(0);
    t.act(0, { type: 'takeBenefit', benefit: 'money' });
    expect(t.p(0).money).toBe(50);
    expect(t.p(0).hand).toEqual([]);
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'action', rule: 'R4.2' });
  });

  it('R4.1 2 cards draws the top 2 poker cards and no money', () => {
    const t = scenario(3).deckTop(['5H', 'QS', '9C']).turnStart(0);
    t.act(0, { type: 'takeBenefit', benefit: 'cards' });
    expect(sorted(t.p(0).hand)).toEqual(sorted(['5H', 'QS']));
    expect(t.p(0).money).toBe(0);
    expect(t.s.pokerDeck[t.s.pokerDeck.length - 1]).toBe('9C');
  });

  it('R4.1 $10 and 1 card gives both', () => {
    const t = scenario(3).deckTop(['KD', '3C']).turnStart(0);
    t.act(0, { type: 'takeBenefit', benefit: 'mixed' });
    expect(t.p(0).hand).toEqual(['KD']);
    expect(t.p(0).money).toBe(10);
  });

  it('R4.1 only one benefit is taken per turn', () => {
    const t = scenario(3).turnStart(0);
    t.act(0, { type: 'takeBenefit', benefit: 'money' });
    t.refuse(0, { type: 'takeBenefit', benefit: 'money' }, 'ERR_WRONG_DECISION', 'R4.2');
    expect(t.p(0).money).toBe(20);
  });

  it('R4.1 with 2 weapons, the active weapon is chosen after the benefit', () => {
    const t = scenario(3).items(0, ['revolver', 'shotgun', 'mule']).turnStart(0);
    expect(t.s.prompt!.kind).toBe('startBenefit');
    t.refuse(0, { type: 'chooseActive', weapon: 'shotgun', mount: 'mule' }, 'ERR_WRONG_DECISION', 'R4.1');
    t.act(0, { type: 'takeBenefit', benefit: 'money' });
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'chooseActive', rule: 'R4.1' });
    expect(t.legal(0)).toEqual([
      { type: 'chooseActive', weapon: 'revolver', mount: 'mule' }, { type: 'chooseActive', weapon: 'shotgun', mount: 'mule' },
    ]);
    t.refuse(0, { type: 'chooseActive', weapon: 'rifle', mount: 'mule' }, 'ERR_ILLEGAL_ACTION');
    t.refuse(0, WORK, 'ERR_WRONG_DECISION', 'R4.1');
    t.act(0, { type: 'chooseActive', weapon: 'shotgun', mount: 'mule' });
    expect(t.p(0).activeWeapon).toBe('shotgun');
    expect(t.p(0).activeMount).toBe('mule');
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'action', rule: 'R4.2' });
  });

  it('R4.1 with 2 mounts, the active mount is chosen; no weapon means none active', () => {
    const t = scenario(3).items(0, ['mule', 'mustang']).turnStart(0);
    t.act(0, { type: 'takeBenefit', benefit: 'cards' });
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'chooseActive', rule: 'R4.1' });
    expect(t.legal(0)).toEqual([
      { type: 'chooseActive', weapon: null, mount: 'mule' }, { type: 'chooseActive', weapon: null, mount: 'mustang' },
    ]);
    t.act(0, { type: 'chooseActive', weapon: null, mount: 'mustang' });
    expect(t.p(0).activeMount).toBe('mustang');
    expect(t.p(0).activeWeapon).toBeNull();
  });

  it.each([
    ['one weapon and one mount', ['revolver', 'mule'] as const],
    ['one weapon', ['revolver'] as const],
    ['no item', [] as const],
  ])('R4.1 with %s there is no active-item choice', (_label, items) => {
    const t = scenario(3).items(0, [...items]).turnStart(0);
    t.act(0, { type: 'takeBenefit', benefit: 'money' });
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'action', rule: 'R4.2' });
    expect(t.ofType('activeItemsChosen')).toEqual([]);
  });
});

describe('R4.2 the action phase', () => {
  it('R4.2 a player takes exactly 3 actions, then the turn passes to the next seat', () => {
    const t = scenario(3).turnOf(0);
    for (const left of [3, 2, 1]) {
      expect(t.s.prompt).toEqual({ seat: 0, kind: 'action', rule: 'R4.2' });
      expect(t.s.turn.actionsLeft).toBe(left);
      expect(viewFor(t.s, 1).actionsLeft).toBe(left);
      t.act(0, WORK);
    }
    expect(t.p(0).money).toBe(30);
    expect(t.s.turn.seat).toBe(1);
    expect(t.s.prompt).toEqual({ seat: 1, kind: 'startBenefit', rule: 'R4.1' });
    expect(legalActions(t.s, 0)).toEqual([]);
    t.refuse(0, WORK, 'ERR_NOT_YOUR_DECISION');
    expect(t.ofType('worked')).toHaveLength(3);
  });

  it('R4.2 Work is legal on every space of the board, gaining $10 (R6.10)', () => {
    for (const sp of SPACE_IDS) {
      const t = scenario(3).at(0, sp).turnOf(0);
      expect(t.can(0, WORK)).toBe(true);
      t.act(0, WORK);
      expect(t.p(0).money).toBe(10);
    }
  });

  it('R4.2 Work stays legal when wounded, Wanted, empty-handed or at the money cap', () => {
    const t = scenario(3).at(0, 'mesitos-point-4').set(0, { wounds: 3, wanted: 4, money: 120 }).hand(0, []).turnOf(0);
    expect(t.can(0, WORK)).toBe(true);
    t.act(0, WORK);
    expect(t.can(0, WORK)).toBe(true);
  });

  it('R3.7 play goes in seat order from the first player, round after round', () => {
    const t = scenario(3);
    const first = t.s.firstSeat;
    expect(t.s.prompt).toEqual({ seat: first, kind: 'startBenefit', rule: 'R4.1' });
    const seats: number[] = [];
    for (let i = 0; i < 4; i++) {
      seats.push(t.s.turn.seat);
      workTurn(t);
    }
    expect(seats).toEqual([first, (first + 1) % 3, (first + 2) % 3, first]);
    expect(t.ofType('roundEnded').map((e) => e.data?.round)).toEqual([1]);
    expect(t.s.turn.round).toBe(2);
  });
});

describe('R4.4 end of turn and R15.3 the hand limit', () => {
  const SEVEN: CardId[] = ['2H', '4C', '6D', '8S', 'TH', 'QC', 'AD'];

  it('R4.4 at the end of a turn: hand-limit discards (chosen), then the Wanted LP, then the next seat', () => {
    const t = scenario(3).hand(0, SEVEN).set(0, { wanted: 1 }).turnOf(0, 1);
    t.act(0, WORK);
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'discard', rule: 'R15.3' });
    expect(t.legal(0)).toEqual(SEVEN.map((card) => ({ type: 'discard', card })));
    expect(t.p(0).lp).toBe(0);
    t.refuse(0, WORK, 'ERR_WRONG_DECISION', 'R15.3');
    t.act(0, { type: 'discard', card: 'QC' });
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'discard', rule: 'R15.3' });
    expect(t.p(0).lp).toBe(0);
    t.act(0, { type: 'discard', card: '2H' });
    expect(sorted(t.p(0).hand)).toEqual(sorted(['4C', '6D', '8S', 'TH', 'AD']));
    expect(t.s.pokerDiscard.slice(-2)).toEqual(['QC', '2H']);
    expect(t.p(0).lp).toBe(1);
    expect(t.s.prompt).toEqual({ seat: 1, kind: 'startBenefit', rule: 'R4.1' });
    const ev = t.events;
    const discards = ev.flatMap((e, i) => (e.type === 'cardDiscarded' && e.seat === 0 ? [i] : []));
    const wantedLp = idx(ev, (e) => e.type === 'lpGained' && e.data?.why === 'wantedRow');
    const ended = idx(ev, (e) => e.type === 'turnEnded' && e.seat === 0);
    const started = idx(ev, (e) => e.type === 'turnStarted' && e.seat === 1);
    expect(discards).toHaveLength(2);
    expect(Math.max(...discards)).toBeLessThan(wantedLp);
    expect(wantedLp).toBeLessThan(ended);
    expect(ended).toBeLessThan(started);
  });

  it('R15.3 the hand limit is 5 minus wounds', () => {
    const t = scenario(3).hand(0, ['2H', '4C', '6D', '8S', 'TH']).set(0, { wounds: 2 }).turnOf(0, 1);
    t.act(0, WORK);
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'discard', rule: 'R15.3' });
    t.act(0, { type: 'discard', card: '8S' });
    t.act(0, { type: 'discard', card: '4C' });
    expect(sorted(t.p(0).hand)).toEqual(sorted(['2H', '6D', 'TH']));
    expect(t.s.turn.seat).toBe(1);
  });

  it('R15.3 a hand at the limit is kept whole', () => {
    const t = scenario(3).hand(0, ['2H', '4C', '6D', '8S']).set(0, { wounds: 1 }).turnOf(0, 1);
    t.act(0, WORK);
    expect(t.p(0).hand).toHaveLength(4);
    expect(t.ofType('cardDiscarded')).toEqual([]);
    expect(t.s.prompt).toEqual({ seat: 1, kind: 'startBenefit', rule: 'R4.1' });
  });

  it('R15.3 the hand limit is enforced only at the end of the owner\'s own turn', () => {
    const t = scenario(3).hand(0, SEVEN).hand(1, ['3H', '5C', '7D', '9S', 'JH', 'KC', 'AS', '2D']).turnOf(0);
    // Seat 0 acts with 7 cards in hand: no discard during the action phase.
    t.act(0, WORK);
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'action', rule: 'R4.2' });
    t.act(0, WORK);
    t.act(0, WORK);
    while (t.s.prompt?.seat === 0) t.act(0, t.legal(0)[0]);
    // Seat 0's turn ended; seat 1, over the limit, was not asked to discard.
    expect(t.p(0).hand).toHaveLength(5);
    expect(t.p(1).hand).toHaveLength(8);
    expect(t.s.prompt).toEqual({ seat: 1, kind: 'startBenefit', rule: 'R4.1' });
    t.act(1, { type: 'takeBenefit', benefit: 'cards' });
    for (let i = 0; i < 3; i++) {
      expect(t.s.prompt).toEqual({ seat: 1, kind: 'action', rule: 'R4.2' });
      t.act(1, WORK);
    }
    expect(t.p(1).hand).toHaveLength(10);
    for (let i = 0; i < 5; i++) {
      expect(t.s.prompt).toEqual({ seat: 1, kind: 'discard', rule: 'R15.3' });
      t.act(1, t.legal(1)[t.legal(1).length - 1]);
    }
    expect(t.p(1).hand).toHaveLength(5);
    expect(t.s.turn.seat).toBe(2);
  });
});

describe('R19.1 the end of the game', () => {
  it.each([0, 1, 2])('R19.1 triggered by the seat at position %i of the round: the round ends, then every player takes one more turn', (k) => {
    const t = scenario(3);
    const first = t.s.firstSeat;
    const trigger = (first + k) % 3;
    // The trigger seat gains 1 LP at the end of its turn (Wanted row 1) and so reaches 20.
    t.set(trigger, { lp: 19, wanted: 1 });
    while (t.s.turn.seat !== trigger) workTurn(t);
    const round = t.s.turn.round;
    workTurn(t);
    const triggered = t.ofType('gameEndTriggered');
    expect(triggered).toHaveLength(1);
    expect(triggered[0].seat).toBe(trigger);
    expect(triggered[0].data).toMatchObject({ round, lp: 20 });
    expect(t.s.endTriggeredRound).toBe(round);
    expect(viewFor(t.s, 0).endTriggeredRound).toBe(round);
    const at = t.events.indexOf(triggered[0]);
    let guard = 0;
    while (!t.s.finished && guard++ < 20) workTurn(t);
    expect(t.s.finished).toBe(true);
    const after = t.events.slice(at).filter((e) => e.type === 'turnStarted').map((e) => e.seat);
    const rest = [1, 2].slice(k).map((d) => (first + d) % 3); // the rest of the trigger's round
    expect(after).toEqual([...rest, first, (first + 1) % 3, (first + 2) % 3]);
    expect(t.ofType('gameEndTriggered')).toHaveLength(1); // never reset, never repeated
  });

  it('R19.1 the game ends with final scores and winners, and every action is refused afterwards', () => {
    const t = scenario(3);
    const first = t.s.firstSeat;
    t.set(first, { lp: 19, wanted: 1 });
    let guard = 0;
    while (!t.s.finished && guard++ < 20) workTurn(t);
    expect(t.s.finished).toBe(true);
    expect(t.s.prompt).toBeNull();
    expect(t.s.stack).toEqual([]);
    expect(t.s.scores).toEqual(finalScores(t.s));
    const ended = t.ofType('gameEnded');
    expect(ended).toHaveLength(1);
    expect(ended[0].data).toEqual({ scores: t.s.scores, winners: t.s.winners });
    expect(t.s.winners).toEqual([first]);
    const v = viewFor(t.s, 'spectator');
    expect(v.finished).toBe(true);
    expect(v.scores).toEqual(t.s.scores);
    expect(v.winners).toEqual([first]);
    for (let seat = 0; seat < 3; seat++) {
      expect(legalActions(t.s, seat)).toEqual([]);
      for (const a of [WORK, { type: 'takeBenefit', benefit: 'money' }, { type: 'pass' }, { type: 'move', to: 'darkrock-center' }] as Action[]) {
        t.refuse(seat, a, 'ERR_GAME_OVER', 'R19.1');
      }
    }
  });

  it('R19.1 a second player reaching the target does not move the trigger', () => {
    const t = scenario(3);
    const first = t.s.firstSeat;
    const second = (first + 1) % 3;
    t.set(first, { lp: 19, wanted: 1 }).set(second, { lp: 10 });
    workTurn(t);
    expect(t.s.endTriggeredRound).toBe(1);
    // Later in the same round, the second player also reaches the target.
    t.set(second, { lp: 19, wanted: 1 });
    let guard = 0;
    while (!t.s.finished && guard++ < 20) workTurn(t);
    expect(t.s.endTriggeredRound).toBe(1);
    expect(t.ofType('gameEndTriggered')).toHaveLength(1);
    expect(t.p(second).lp).toBeGreaterThanOrEqual(20);
    expect(t.ofType('turnEnded')).toHaveLength(6);
  });

  it('R19.1 the target is the chosen game length', () => {
    const t = scenario(3);
    t.s.setup = { ...t.s.setup, options: { ...t.s.setup.options, length: 15 } }; // the setup is frozen: replaced, not changed
    const first = t.s.firstSeat;
    t.set(first, { lp: 13, wanted: 1 });
    workTurn(t);
    expect(t.p(first).lp).toBe(14);
    expect(t.s.endTriggeredRound).toBeNull();
    workTurn(t);
    workTurn(t);
    workTurn(t);
    expect(t.p(first).lp).toBe(15);
    expect(t.s.endTriggeredRound).toBe(2);
  });
});

describe('R2 limits', () => {
  it('R2.1 a player holds at most $120; the excess returns to the supply', () => {
    const t = scenario(3).set(0, { money: 110 }).turnStart(0);
    t.act(0, { type: 'takeBenefit', benefit: 'money' });
    expect(t.p(0).money).toBe(120);
    expect(t.ofType('moneyGained').at(-1)!.data).toMatchObject({ amount: 10 });
    t.act(0, WORK);
    expect(t.p(0).money).toBe(120);
    expect(t.ofType('moneyGained').at(-1)!.data).toMatchObject({ amount: 0 });
    expect(viewFor(t.s, 1).players[0].money).toBe(120);
  });

  it('R2.1 money beyond $120 from a deposit is lost, the LP are still gained (R6.6)', () => {
    const t = scenario(3).at(0, 'darkrock-bank').set(0, { money: 100, nuggets: 3 }).turnOf(0);
    t.act(0, { type: 'deposit', nuggets: 3 });
    expect(t.p(0).money).toBe(120);
    expect(t.p(0).lp).toBe(3);
    expect(t.p(0).nuggets).toBe(0);
  });

  it('R2.2 a player carries at most 4 nuggets; extra nuggets stay in the supply', () => {
    const t = scenario(3).at(0, 'sunny-hills-mine').items(0, []).set(0, { nuggets: 3 }).turnOf(0);
    t.s.rng = rngRolling(['nugget', 'nugget']);
    t.act(0, { type: 'prospect' });
    expect(t.ofType('diceRolled')[0].data).toEqual({ faces: ['nugget', 'nugget'] });
    expect(t.p(0).nuggets).toBe(4);
    expect(t.ofType('prospected')[0].data).toMatchObject({ nuggets: 1 });
  });

  it('R2.2 with a Mule a player carries up to 6 nuggets (R16.5)', () => {
    const t = scenario(3).at(0, 'sunny-hills-mine').items(0, ['mule']).set(0, { nuggets: 4 }).turnOf(0);
    t.s.rng = rngRolling(['nugget', 'nugget']);
    t.act(0, { type: 'prospect' });
    expect(t.p(0).nuggets).toBe(6);
    const u = scenario(3).at(0, 'sunny-hills-mine').items(0, ['mule']).set(0, { nuggets: 5 }).turnOf(0);
    u.s.rng = rngRolling(['nugget', 'nugget']);
    u.act(0, { type: 'prospect' });
    expect(u.p(0).nuggets).toBe(6);
  });

  it('R2.2 nuggets come from a supply of 36: with 1 left only 1 is gained, with none nothing', () => {
    const t = scenario(3).at(0, 'sunny-hills-mine').items(0, []).set(1, { nuggets: 20 }).set(2, { nuggets: 15 }).turnOf(0);
    t.s.rng = rngRolling(['nugget', 'nugget']);
    t.act(0, { type: 'prospect' });
    expect(t.p(0).nuggets).toBe(1);
    const u = scenario(3).at(0, 'sunny-hills-mine').items(0, []).set(1, { nuggets: 20 }).set(2, { nuggets: 16 }).turnOf(0);
    u.s.rng = rngRolling(['nugget', 'nugget']);
    u.act(0, { type: 'prospect' });
    expect(u.p(0).nuggets).toBe(0);
    expect(u.ofType('prospected')[0].data).toMatchObject({ nuggets: 0 });
  });

  it('R2.6 wounds beyond 3 are ignored (Whiskey on a player with 3 wounds)', () => {
    const t = scenario(3).at(0, 'darkrock-center').items(0, ['whiskey']).at(1, 'darkrock-bank').set(1, { wounds: 3 }).turnOf(0);
    t.act(0, { type: 'move', to: 'darkrock-bank' });
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'whiskey', rule: 'R16.2' });
    t.act(0, { type: 'target', seat: 1 });
    expect(t.p(1).wounds).toBe(3);
    expect(t.ofType('woundTaken').map((e) => [e.seat, e.data?.amount, e.data?.ignored])).toEqual([[1, 0, 1]]);
  });

  it('R2.6 a fight card giving 2 wounds to a player with 2 gives only 1', () => {
    const t = scenario(3).at(0, 'mesitos-point-4').bandits(['mesitos-point-hideout']).set(0, { wounds: 2 }).hand(0, ['2H'])
      .fightTop(['F3', 'FK']).turnOf(0);
    t.act(0, { type: 'move', to: 'mesitos-point-hideout' });
    expect(t.s.prompt).toEqual({ seat: 2, kind: 'chooseNpcCard', rule: 'R10.1' });
    t.act(2, { type: 'chooseFightCard', card: 'F3' });
    t.act(0, { type: 'playCard', card: '2H' });
    expect(t.p(0).wounds).toBe(3);
    // F3's 2 wounds: 1 taken, 1 ignored; the loser's wound: ignored.
    expect(t.ofType('woundTaken').map((e) => [e.data?.amount, e.data?.ignored])).toEqual([[1, 1], [0, 1]]);
  });

  it('R2.9 LP never go below 0 during play (F2 at 0 LP)', () => {
    const t = scenario(3).at(0, 'mesitos-point-4').bandits(['mesitos-point-hideout']).set(0, { lp: 0 }).hand(0, ['2H'])
      .fightTop(['F2', 'FK']).turnOf(0);
    t.act(0, { type: 'move', to: 'mesitos-point-hideout' });
    t.act(2, { type: 'chooseFightCard', card: 'F2' });
    t.act(0, { type: 'playCard', card: '2H' }); // a tie: the bandit wins (R10.5)
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ winner: null, loser: 0 });
    expect(t.p(0).lp).toBe(0);
    expect(t.ofType('lpLost')).toEqual([]);
    // With LP to lose, the same card costs 1 LP.
    const u = scenario(3).at(0, 'mesitos-point-4').bandits(['mesitos-point-hideout']).set(0, { lp: 3 }).hand(0, ['2H'])
      .fightTop(['F2', 'FK']).turnOf(0);
    u.act(0, { type: 'move', to: 'mesitos-point-hideout' });
    u.act(2, { type: 'chooseFightCard', card: 'F2' });
    u.act(0, { type: 'playCard', card: '2H' });
    expect(u.p(0).lp).toBe(2);
  });
});

describe('R18.2 the Legendary ability', () => {
  it('R18.2 unlocks the first time LP reach 5, not before', () => {
    const t = scenario(3).at(0, 'red-falls-cabaret').set(0, { lp: 3, money: 120 }).turnOf(0);
    t.act(0, { type: 'revel', lp: 1 });
    expect(t.p(0).lp).toBe(4);
    expect(t.p(0).legendary).toBe(false);
    t.act(0, { type: 'revel', lp: 1 });
    expect(t.p(0).lp).toBe(5);
    expect(t.p(0).legendary).toBe(true);
    expect(viewFor(t.s, 1).players[0].legendary).toBe(true);
    t.act(0, { type: 'revel', lp: 1 });
    expect(t.ofType('legendaryUnlocked').map((e) => e.seat)).toEqual([0]);
    expect(t.p(1).legendary).toBe(false);
  });

  it('R18.2 jumping past 5 LP unlocks it too', () => {
    const t = scenario(3).at(0, 'red-falls-cabaret').set(0, { lp: 4, money: 120 }).turnOf(0);
    t.act(0, { type: 'revel', lp: 3 });
    expect(t.p(0).lp).toBe(7);
    expect(t.p(0).legendary).toBe(true);
  });

  it('R18.2 stays unlocked when LP fall below 5 again', () => {
    // The Wanted LP at the end of the turn bring the player to 5.
    const t = scenario(3).at(0, 'mesitos-point-4').set(0, { lp: 4, wanted: 1 }).turnOf(0, 1);
    t.act(0, WORK);
    expect(t.p(0).lp).toBe(5);
    expect(t.p(0).legendary).toBe(true);
    // Then F2 costs 1 LP in a lost bandit fight.
    t.bandits(['mesitos-point-hideout']).hand(0, ['2H']).fightTop(['F2', 'FK']).turnOf(0);
    t.act(0, { type: 'move', to: 'mesitos-point-hideout' });
    t.act(2, { type: 'chooseFightCard', card: 'F2' });
    t.act(0, { type: 'playCard', card: '2H' });
    expect(t.p(0).lp).toBe(4);
    expect(t.p(0).legendary).toBe(true);
    expect(t.ofType('legendaryUnlocked')).toHaveLength(1);
  });
});
