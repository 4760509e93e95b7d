// R17.4, R17.5, R9.6: reaction windows. Who is asked and in what order, passing, alternation,
// repetition, nesting, a reaction that changes a fight, and windows that never leak a hand.
import { describe, expect, it } from 'vitest';
import {
  legalActions, newCtx, redactEvent, viewFor, type Action, type CardId, type CharacterId, type FightCardId, type GameEvent,
  type Seat, type SpaceId,
} from '../src/index.js';
import { source } from '../src/effects.js';
import { openWindow } from '../src/windows.js';
import { scenario, type Scenario } from './builder.js';

/** Characters whose abilities do not touch fights, wounds or windows. */
const CHARACTERS: CharacterId[] = ['bloody-knife', 'yb-rowdy', 'bass-reeves', 'mary-fields'];
const HERE: SpaceId = 'darkrock-center';
const PASS: Action = { type: 'pass' };

const duel = (target: Seat): Action => ({ type: 'fight', target, kind: 'duel' });
const play = (card: CardId): Action => ({ type: 'playCard', card });
const react = (card: CardId): Action => ({ type: 'playReaction', card });
const pickFightCard = (card: FightCardId): Action => ({ type: 'chooseFightCard', card });

/** Four seats with no items and no bandits; `fighters` stand on `at`, the others elsewhere; reactions stepped by hand. */
function table(fighters: Seat[] = [0, 1], at: SpaceId = HERE): Scenario {
  const t = scenario(4, CHARACTERS).bandits([]);
  const elsewhere: SpaceId[] = ['spikes-view-mine', 'sunny-hills-mine', 'cliff-junction-mine', 'red-falls-doctor'];
  for (let seat = 0; seat < 4; seat++) t.items(seat, []).at(seat, fighters.includes(seat) ? at : elsewhere[seat]);
  t.autoPass = false;
  return t;
}

/** The window open now and the seat asked in it, as `W.x:seat`. */
function asked(t: Scenario): string {
  expect(t.s.prompt?.kind).toBe('reaction');
  const seat = t.s.prompt!.seat;
  return `${viewFor(t.s, seat).window!.w}:${seat}`;
}

/** Passes every reaction prompt until another decision is owed, recording each `W.x:seat` asked. */
function passAll(t: Scenario): string[] {
  const seen: string[] = [];
  while (t.s.prompt?.kind === 'reaction') {
    seen.push(asked(t));
    const seat = t.s.prompt.seat;
    expect(t.legal(seat)[0]).toEqual(PASS);
    t.act(seat, PASS);
  }
  return seen;
}

/** Passes exactly `n` reaction prompts, recording each `W.x:seat` asked. */
function passN(t: Scenario, n: number): string[] {
  const seen: string[] = [];
  for (let i = 0; i < n; i++) {
    seen.push(asked(t));
    t.act(t.s.prompt!.seat, PASS);
  }
  return seen;
}

/** Seat `a` (active) duels seat `b`; both place their cards; every window on the way is passed. */
function placeBoth(t: Scenario, a: Seat, b: Seat, aCard: CardId, bCard: CardId): string[] {
  t.act(a, duel(b));
  const seen = passAll(t);
  t.act(a, play(aCard));
  seen.push(...passAll(t));
  t.act(b, play(bCard));
  return seen;
}

const reactions = (t: Scenario) => t.ofType('reactionPlayed').map((e) => ({ seat: e.seat, w: e.kind, card: e.data!.card }));

describe('R17.5 who is asked, and in what order', () => {
  it('R17.5 W.react and W.fightEnd concern both fighters: the active player first, then the target, even from a lower seat', () => {
    const t = table([2, 0]).hand(2, ['9H', '5D']).hand(0, ['5C', '4D']).deckTop(['3S']).turnOf(2);
    expect(placeBoth(t, 2, 0, '9H', '5C')).toEqual(['W.declared:0', 'W.placed:0']);
    // The reaction round: seat 2 (active) before seat 0.
    expect(t.s.prompt).toEqual({ seat: 2, kind: 'reaction', rule: 'R17.5' });
    for (const viewer of [0, 1, 2, 3, 'spectator'] as const) expect(viewFor(t.s, viewer).window).toEqual({ w: 'W.react', seats: [2, 0] });
    // The loser's W.wound concerns only the wounded seat; W.fightEnd again starts with the active player.
    expect(passAll(t)).toEqual(['W.react:2', 'W.react:0', 'W.wound:0', 'W.fightEnd:2', 'W.fightEnd:0']);
    expect(t.s.prompt).toMatchObject({ seat: 2, kind: 'action' });
    expect(t.p(0).wounds).toBe(1);
  });

  it('R17.5 a window orders the seats it names from the active player in seat order; a play gives everyone concerned a new chance', () => {
    // A window frame opened directly, naming 4 seats in a scrambled order on seat 2's turn.
    const t = table([]).hand(0, []).hand(1, ['5C']).hand(2, ['5D']).hand(3, ['6C']).turnOf(2);
    openWindow({ ...newCtx(t.s), events: t.events }, 'W.mineDone', [1, 3, 0, 2], source());
    t.settle();
    expect(viewFor(t.s, 0).window).toEqual({ w: 'W.mineDone', seats: [2, 3, 0, 1] });
    const order: Seat[] = [];
    const step = (action: Action) => { order.push(t.s.prompt!.seat); t.act(t.s.prompt!.seat, action); };
    expect(t.s.prompt).toEqual({ seat: 2, kind: 'reaction', rule: 'R17.5' });
    expect(t.legal(2)).toEqual([PASS]);
    step(PASS);
    // Seat 3 holds Lucky Strike, the only playable reaction here.
    expect(t.legal(3)).toEqual([PASS, react('6C')]);
    step(react('6C'));
    expect(t.p(3).nuggets).toBe(1);
    // Seat 0 holds no card and is skipped; seat 2, which passed before the play, is asked again.
    step(PASS);
    step(PASS);
    expect(order).toEqual([2, 3, 1, 2]);
    // Seat 3's hand is now empty: the window has closed after seats 1 and 2 passed in succession.
    expect(t.s.prompt).toMatchObject({ seat: 2, kind: 'action' });
    expect(viewFor(t.s, 2).window).toBeNull();
    expect(t.s.stack.some((f) => f.k === 'window')).toBe(false);
  });

  it('R17.5 a seat with cards but no playable reaction is still asked, and "pass" is its only legal action', () => {
    const t = table().hand(0, ['9H', '5D']).hand(1, ['5C', '3C']).turnOf(0);
    t.act(0, duel(1));
    // W.declared: the target holds no Vamoose, yet is asked.
    expect(t.s.prompt).toEqual({ seat: 1, kind: 'reaction', rule: 'R17.5' });
    expect(viewFor(t.s, 1).window).toEqual({ w: 'W.declared', seats: [1] });
    expect(t.legal(1)).toEqual([PASS]);
    t.act(1, PASS);
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'placeFightCard', rule: 'R9.4' });
  });

  it('R17.5 "pass" is legal beside a playable reaction, and listed first', () => {
    const t = table().hand(0, ['9H', '5D']).hand(1, ['JH', '5C']).turnOf(0);
    t.act(0, duel(1));
    expect(t.legal(1)).toEqual([PASS, react('JH')]);
    t.act(1, PASS);
    expect(t.ofType('fightCancelled')).toEqual([]);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'placeFightCard' });
  });

  it('R17.5 a concerned seat with no card in hand is never asked; with no card anywhere no window opens', () => {
    // The target holds nothing at the declaration: no W.declared prompt.
    const t = table().hand(0, ['9H', '5D']).hand(1, []).turnOf(0);
    t.act(0, duel(1));
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'placeFightCard', rule: 'R9.4' });

    // Both fighters place their last card: no reaction round, no W.wound for the empty-handed loser;
    // the loser's penalty card makes it the only seat asked at W.fightEnd.
    const u = table().hand(0, ['9H']).hand(1, ['5C']).deckTop(['3S']).turnOf(0);
    expect(placeBoth(u, 0, 1, '9H', '5C')).toEqual(['W.declared:1', 'W.placed:1']);
    expect(passAll(u)).toEqual(['W.fightEnd:1']);
    expect(u.p(1)).toMatchObject({ wounds: 1, hand: ['3S'] });
    expect(u.ofType('fightResolved')[0].data).toMatchObject({ winner: 0 });
  });

  it('R17.5 a window concerns only the seats its trigger names: the winner\'s Dodge is not asked at the loser\'s W.wound', () => {
    const t = table().hand(0, ['KH', '6H']).hand(1, ['3C', '5C']).turnOf(0);
    placeBoth(t, 0, 1, 'KH', '3C');
    // Dodge is no W.react reaction: the winner may only pass there.
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'reaction' });
    expect(t.legal(0)).toEqual([PASS]);
    expect(passAll(t)).toEqual(['W.react:0', 'W.react:1', 'W.wound:1', 'W.fightEnd:0', 'W.fightEnd:1']);
    expect(t.p(0).hand).toEqual(['6H']);
  });

  it('R17.4 a reaction not playable in this window, or by a seat not asked, is refused', () => {
    const t = table().hand(0, ['KH', '6H']).hand(1, ['AS', '2S', '6D']).turnOf(0);
    placeBoth(t, 0, 1, 'KH', 'AS');
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'reaction' });
    t.refuse(0, react('6H'), 'ERR_ILLEGAL_ACTION', 'R17.4');
    t.refuse(0, react('2S'), 'ERR_NO_CARD', 'R17.4');
    t.refuse(1, react('2S'), 'ERR_NOT_YOUR_DECISION');
  });
});

describe('R9.6 the reaction round of a player fight', () => {
  it('R9.6 after one side plays the other is asked; a pass followed by the other\'s play does not close the round', () => {
    const t = table().hand(0, ['AH', '2C', '5D']).hand(1, ['AS', '2S', '5C']).turnOf(0);
    placeBoth(t, 0, 1, 'AH', 'AS');
    expect(asked(t)).toBe('W.react:0');
    expect(t.legal(0)).toEqual([PASS, react('2C')]);
    t.act(0, PASS);
    expect(asked(t)).toBe('W.react:1');
    expect(t.legal(1)).toEqual([PASS, react('2S')]);
    t.act(1, react('2S'));
    // Seat 0 passed once already, but the play gives it a new chance.
    expect(asked(t)).toBe('W.react:0');
    t.act(0, react('2C'));
    expect(asked(t)).toBe('W.react:1');
    expect(t.legal(1)).toEqual([PASS]);
    t.act(1, PASS);
    // One pass is not enough: the round closes only when both pass in succession.
    expect(asked(t)).toBe('W.react:0');
    t.act(0, PASS);
    expect(reactions(t)).toEqual([{ seat: 1, w: 'W.react', card: '2S' }, { seat: 0, w: 'W.react', card: '2C' }]);
    // Both Aces are worth 2: a tie, which goes to the active player (R9.7).
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ attackerValue: 2, targetValue: 2, winner: 0 });
    expect(passAll(t)).toEqual(['W.wound:1', 'W.fightEnd:0', 'W.fightEnd:1']);
  });

  it('R9.6 a side may play a second reaction after the other passes', () => {
    const t = table().hand(0, ['KH', '2C', '2S']).hand(1, ['AS', '5C']).turnOf(0);
    placeBoth(t, 0, 1, 'KH', 'AS');
    t.act(0, react('2C'));
    expect(asked(t)).toBe('W.react:1');
    t.act(1, PASS);
    expect(asked(t)).toBe('W.react:0');
    expect(t.legal(0)).toEqual([PASS, react('2S')]);
    t.act(0, react('2S'));
    // Seat 0 has no card left, so seat 1's pass closes the round.
    expect(asked(t)).toBe('W.react:1');
    t.act(1, PASS);
    expect(reactions(t).map((r) => r.card)).toEqual(['2C', '2S']);
    expect(t.s.pokerDiscard).toEqual(expect.arrayContaining(['2C', '2S']));
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ attackerValue: 13, targetValue: 2, winner: 0 });
  });

  it('R17.5 a lone concerned seat is asked again after each play: two Dodges against 2 wounds', () => {
    const t = scenario(4, CHARACTERS).bandits(['dixon-creek-hideout']).items(0, []).at(0, 'darkrock-east')
      .hand(0, ['KH', '6H', '6D', '5C']).fightTop(['F3', 'F8']).turnOf(0);
    t.autoPass = false;
    t.act(0, { type: 'move', to: 'dixon-creek-hideout' });
    t.act(3, pickFightCard('F3'));
    t.act(0, play('KH'));
    expect(passN(t, 1)).toEqual(['W.react:0']);
    // F3: 2 wounds, even for a winner (R10.3).
    expect(asked(t)).toBe('W.wound:0');
    expect(t.legal(0)).toEqual([PASS, react('6H'), react('6D')]);
    t.act(0, react('6H'));
    expect(asked(t)).toBe('W.wound:0');
    t.act(0, react('6D'));
    // No wound left to cancel: Dodge is gone anyway, and only "pass" remains.
    expect(asked(t)).toBe('W.wound:0');
    expect(t.legal(0)).toEqual([PASS]);
    t.act(0, PASS);
    expect(t.p(0).wounds).toBe(0);
    expect(reactions(t)).toEqual([{ seat: 0, w: 'W.wound', card: '6H' }, { seat: 0, w: 'W.wound', card: '6D' }]);
  });
});

describe('R17.5 nesting: a window opened inside another resolves completely first', () => {
  it('R17.5 Getaway at W.fightEnd moves onto a bandit: the bandit fight and its windows finish before the outer window resumes', () => {
    const t = table([0, 1], 'darkrock-east').bandits(['dixon-creek-hideout'])
      .hand(0, ['KH', 'TH', 'QD', '4D']).hand(1, ['3C', '5C']).deckTop(['3S']).fightTop(['F8', 'F3']).turnOf(0);
    expect(placeBoth(t, 0, 1, 'KH', '3C')).toEqual(['W.declared:1', 'W.placed:1']);
    expect(passN(t, 3)).toEqual(['W.react:0', 'W.react:1', 'W.wound:1']);
    // The outer W.fightEnd: the active player is asked first and plays Getaway.
    expect(asked(t)).toBe('W.fightEnd:0');
    expect(t.legal(0)).toContainEqual(react('TH'));
    t.act(0, react('TH'));
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'cardMove', rule: 'R5.9' });
    t.act(0, { type: 'move', to: 'dixon-creek-hideout' });
    // The bandit fight runs on top of the open outer window.
    expect(t.p(0).pos).toBe('dixon-creek-hideout');
    expect(t.s.prompt).toMatchObject({ seat: 3, kind: 'chooseNpcCard' });
    t.act(3, pickFightCard('F8'));
    t.act(0, play('QD'));
    expect(asked(t)).toBe('W.react:0');
    expect(viewFor(t.s, 1).window).toEqual({ w: 'W.react', seats: [0] });
    expect(viewFor(t.s, 1).fight).toMatchObject({ kind: 'bandit', attacker: 0 });
    expect(t.s.stack.filter((f) => f.k === 'window').map((f) => (f.k === 'window' ? f.w : ''))).toEqual(['W.fightEnd', 'W.react']);
    const inner: string[] = passAll(t);
    // F8 wounds the winner once (its W.wound), then the reward, then the bandit fight's own W.fightEnd.
    expect(inner).toEqual(['W.react:0', 'W.wound:0']);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'banditReward' });
    t.act(0, { type: 'choose', option: 'lp' });
    expect(passAll(t)).toEqual([
      'W.fightEnd:0', // the bandit fight's window
      'W.fightEnd:1', 'W.fightEnd:0', // the outer window resumes after the play: the other seat first
    ]);
    expect(t.ofType('fightEnded').map((e) => e.kind)).toEqual(['bandit', 'duel']);
    expect(t.s.bandits).toEqual([]);
    expect(t.p(0)).toMatchObject({ lp: 3, wounds: 1, pos: 'dixon-creek-hideout' });
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(t.s.turn.actionsLeft).toBe(2);
  });

  it('R17.5 a wound inside a fight opens W.wound for the wounded; Dodge cancels the wound, the penalty card is still drawn', () => {
    const t = table().hand(0, ['KH', '5D']).hand(1, ['3C', '6H', '5C']).deckTop(['3S']).turnOf(0);
    placeBoth(t, 0, 1, 'KH', '3C');
    expect(passN(t, 2)).toEqual(['W.react:0', 'W.react:1']);
    expect(asked(t)).toBe('W.wound:1');
    expect(viewFor(t.s, 0).fight).toMatchObject({ kind: 'duel', winner: 'attacker' });
    expect(t.legal(1)).toEqual([PASS, react('6H')]);
    t.act(1, react('6H'));
    // The lone concerned seat is asked again; nothing left to cancel.
    expect(t.legal(1)).toEqual([PASS]);
    expect(passAll(t)).toEqual(['W.wound:1', 'W.fightEnd:0', 'W.fightEnd:1']);
    expect(t.p(1).wounds).toBe(0);
    expect([...t.p(1).hand].sort()).toEqual(['3S', '5C']);
    expect(t.p(0).lp).toBe(2);
    const types = t.events.map((e) => e.type);
    expect(types.indexOf('reactionPlayed')).toBeLessThan(types.indexOf('fightEnded'));
  });
});

describe('R17.4 reactions change fights, on anyone\'s turn, at no action cost', () => {
  it('R17.4 Stick \'Em Up (2C) turns the opposing Ace into a 2 and wins the fight', () => {
    // Without it: the target's Ace beats the King.
    const control = table().hand(0, ['KH', '5D']).hand(1, ['AS', '5C']).turnOf(0);
    control.autoPass = true;
    placeBoth(control, 0, 1, 'KH', 'AS');
    expect(control.ofType('fightResolved')[0].data).toMatchObject({ attackerValue: 13, targetValue: 14, winner: 1 });

    const t = table().hand(0, ['KH', '2C']).hand(1, ['AS', '5C']).turnOf(0);
    placeBoth(t, 0, 1, 'KH', 'AS');
    expect(t.legal(0)).toEqual([PASS, react('2C')]);
    t.act(0, react('2C'));
    passAll(t);
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ attackerValue: 13, targetValue: 2, winner: 0 });
    expect(t.p(0).lp).toBe(2);
    expect(t.p(1).wounds).toBe(1);
    expect(t.ofType('cardEffectUsed').map((e) => e.kind)).toEqual(['stick-em-up']);
  });

  it('R17.4 Stick \'Em Up is not playable against a card that is not an Ace', () => {
    const t = table().hand(0, ['5D', '2C']).hand(1, ['KS', '5C']).turnOf(0);
    placeBoth(t, 0, 1, '5D', 'KS');
    expect(asked(t)).toBe('W.react:0');
    expect(t.legal(0)).toEqual([PASS]);
  });

  it('R17.4 the target\'s Vamoose on the attacker\'s turn cancels the fight: discarded, no action for the target, the attempt still counts', () => {
    const t = table().hand(0, ['9H', '5D']).hand(1, ['JH', '5C']).turnOf(0);
    t.act(0, duel(1));
    t.act(1, react('JH'));
    // The play gives the lone concerned seat a new chance; its pass closes the window.
    expect(passAll(t)).toEqual(['W.declared:1']);
    expect(t.ofType('fightCancelled')).toHaveLength(1);
    expect(t.ofType('fightResolved')).toEqual([]);
    expect(t.p(1).hand).toEqual(['5C']);
    expect(t.s.pokerDiscard).toContain('JH');
    expect(t.s.turn.actionsLeft).toBe(2);
    expect([...t.p(0).hand].sort()).toEqual(['5D', '9H']);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(t.legal(0).some((a) => a.type === 'fight' && a.target === 1)).toBe(false);
  });
});

/** Plays a fixed script, passing every reaction prompt, and records what `viewer` sees at each step. */
function observe(t: Scenario, viewer: Seat | 'spectator', script: Action[]): string[] {
  const log: string[] = [];
  const snap = (events: GameEvent[]) => log.push(JSON.stringify({
    prompt: t.s.prompt,
    view: viewFor(t.s, viewer),
    legal: viewer === 'spectator' ? [] : legalActions(t.s, viewer),
    events: events.map((e) => redactEvent(e, viewer)),
  }));
  snap([]);
  let i = 0;
  while (t.s.prompt && !(t.s.prompt.kind === 'action' && i >= script.length)) {
    const seat = t.s.prompt.seat;
    snap(t.act(seat, t.s.prompt.kind === 'reaction' ? PASS : script[i++]));
  }
  return log;
}

/** The prompts of a run, as `seat:kind`. */
const promptsOf = (log: string[]) => log.map((x) => JSON.parse(x).prompt).map((p: { seat: Seat; kind: string } | null) => (p ? `${p.seat}:${p.kind}` : 'none'));

describe('R17.5 windows never leak a hand', () => {
  /** Seat 0 duels seat 1, whose hand is `hand1`; seat 1 plays 5C and loses. */
  const run = (hand1: CardId[], viewer: Seat | 'spectator') => {
    const t = table().hand(0, ['9H', '4D']).hand(1, hand1).deckTop(['3S']).turnOf(0);
    return observe(t, viewer, [duel(1), play('9H'), play('5C')]);
  };

  for (const [name, playable, other] of [
    ['Vamoose (JH) or Cheat (JC)', 'JH', 'JC'],
    ['Dodge (6H) or Lucky Strike (6C)', '6H', '6C'],
  ] as const) {
    it(`R17.5 another seat holding ${name}: the same views, legal actions and prompts for everyone else`, () => {
      // The two hands really differ: with one of them the holder is offered a play somewhere.
      const probe = table().hand(0, ['9H', '4D']).hand(1, ['5C', playable]).deckTop(['3S']).turnOf(0);
      const script = [duel(1), play('9H'), play('5C')];
      let offered = false;
      let i = 0;
      while (probe.s.prompt && !(probe.s.prompt.kind === 'action' && i >= script.length)) {
        const seat = probe.s.prompt.seat;
        if (probe.s.prompt.kind !== 'reaction') probe.act(seat, script[i++]);
        else {
          if (seat === 1 && probe.legal(1).some((a) => a.type === 'playReaction')) offered = true;
          probe.act(seat, PASS);
        }
      }
      expect(offered).toBe(true);

      for (const viewer of [0, 2, 3, 'spectator'] as const) {
        const a = run(['5C', playable], viewer);
        const b = run(['5C', other], viewer);
        expect(b).toEqual(a);
        // The holder is prompted in both cases, at every window that concerns it.
        expect(promptsOf(a).filter((p) => p === '1:reaction').length).toBeGreaterThanOrEqual(4);
      }
      expect(promptsOf(run(['5C', playable], 0))).toEqual([
        '0:action', '1:reaction', '0:placeFightCard', '1:reaction', '1:fleeOrFight', '0:reaction', '1:reaction',
        '1:reaction', '0:reaction', '1:reaction', '0:action',
      ]);
    });
  }
});
