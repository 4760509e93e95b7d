// R17.3–R17.5 and CONTENT.md §0, §3: the BONUS effects of fights and the REACTION effects of the
// poker deck (cheat and lady-luck are poker effects, tested with poker).
import { describe, expect, it } from 'vitest';
import { DISTANCES, PLACES, applyActionInPlace, cloneState, moveSheriff, newCtx, redactEvent, viewFor, type Action, type CardId, type FightCardId, type GameEvent, type PlayerFightKind, type SpaceId } from '../src/index.js';
import { rngForRolls, scenario, type Scenario } from './builder.js';

const HERE = 'darkrock-center';
const OFFICE = 'darkrock-sheriff-office';
const HIDEOUT = 'dixon-creek-hideout';
const NEXT_TO_HIDEOUT = 'darkrock-east';

const play = (card: CardId): Action => ({ type: 'playCard', card });
const react = (card: CardId): Action => ({ type: 'playReaction', card });
const pass: Action = { type: 'pass' };
const choose = (option: Extract<Action, { type: 'choose' }>['option']): Action => ({ type: 'choose', option });
const used = (t: Scenario, kind: string): GameEvent[] => t.ofType('cardEffectUsed').filter((e) => e.kind === kind);
const windowOf = (t: Scenario): string | undefined => viewFor(t.s, 0).window?.w;
const resolved = (t: Scenario) => t.ofType('fightResolved').map((e) => e.data);
const movesOf = (t: Scenario) => t.legal().flatMap((a) => (a.type === 'move' ? [a.to] : []));
const within = (from: SpaceId, n: number) => [...DISTANCES.get(from)!.entries()].filter(([, d]) => d <= n).map(([x]) => x).sort();

/** Seats 0 and 1 in the same Darkrock space, no items, no bandits; seats 2 and 3 elsewhere. */
function table(): Scenario {
  return scenario().bandits([]).at(0, HERE).at(1, HERE).at(2, 'cliff-junction-mine').at(3, 'spikes-view-mine')
    .items(0, []).items(1, []).items(2, []).items(3, []);
}

/** Seat 0 declares against seat 1, places `a`; seat 1 places `b` (or flees). */
function fightOut(t: Scenario, kind: PlayerFightKind, a: CardId, b: CardId | 'flee'): void {
  t.act(0, { type: 'fight', target: 1, kind });
  t.act(0, play(a));
  t.act(1, b === 'flee' ? { type: 'flee' } : play(b));
}

/** Seat 0 walks into the bandit of HIDEOUT; the chooser (seat 3) picks `npc`; seat 0 plays `card`. */
function banditFight(hand: CardId[], npc: FightCardId, card: CardId, setup: (t: Scenario) => Scenario = (t) => t): Scenario {
  const other: FightCardId = npc === 'F8' ? 'F3' : 'F8';
  const t = setup(table().at(0, NEXT_TO_HIDEOUT).bandits([HIDEOUT]).hand(0, hand).fightTop([npc, other])).turnOf(0);
  t.act(0, { type: 'move', to: HIDEOUT });
  t.act(3, { type: 'chooseFightCard', card: npc });
  t.act(0, play(card));
  return t;
}

describe('R17.5 reaction windows', () => {
  it('R17.5 every concerned seat holding a card is asked, active player first, and pass is always legal', () => {
    const t = table().hand(0, ['9H', '4C']).hand(1, ['5D', 'KC']).turnOf(0);
    t.autoPass = false;
    t.act(0, { type: 'fight', target: 1, kind: 'duel' });
    // W.declared concerns the target only.
    expect(viewFor(t.s, 0).window).toEqual({ w: 'W.declared', seats: [1] });
    expect(t.s.prompt).toEqual({ seat: 1, kind: 'reaction', rule: 'R17.5' });
    expect(t.legal(1)).toEqual([pass]);
    t.act(1, pass);
    t.act(0, play('9H'));
    expect(viewFor(t.s, 0).window).toEqual({ w: 'W.placed', seats: [1] });
    t.act(1, pass);
    t.act(1, play('5D'));
    // W.react concerns both fighters, the active player first.
    expect(viewFor(t.s, 0).window).toEqual({ w: 'W.react', seats: [0, 1] });
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'reaction' });
    t.act(0, pass);
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'reaction' });
    t.act(1, pass);
    expect(resolved(t)).toMatchObject([{ winner: 0 }]);
  });
});

describe('shootout (2H 2D, BONUS)', () => {
  it('shootout (W.reveal) makes an Ace played against you worth 2, and you win the tie', () => {
    const t = table().hand(0, ['AH']).hand(1, ['2H']).turnOf(0);
    fightOut(t, 'duel', 'AH', '2H');
    expect(used(t, 'shootout').map((e) => e.seat)).toEqual([1]);
    // 2 against 2: the target holds the only "win ties" effect (CONTENT.md §0 tie precedence).
    expect(resolved(t)).toMatchObject([{ winner: 1, loser: 0, attackerValue: 2, targetValue: 2 }]);
    expect(t.p(0)).toMatchObject({ lp: 0, wounds: 1 });
    expect(t.p(1)).toMatchObject({ lp: 0, wounds: 0 });
  });

  it('shootout against a bandit\'s Ace (FA): the fighter wins the 2–2 tie', () => {
    const t = banditFight(['2D'], 'FA', '2D');
    expect(used(t, 'shootout')).toHaveLength(1);
    // FA's own effect first (R10.3), then the bandit reward of a win.
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'pointReward' });
    t.act(0, choose('lp'));
    expect(resolved(t)).toMatchObject([{ winner: 0, attackerValue: 2, targetValue: 2 }]);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'banditReward' });
  });

  it('shootout does nothing if the opposing card is not an Ace', () => {
    const t = table().hand(0, ['KD']).hand(1, ['2H']).turnOf(0);
    fightOut(t, 'duel', 'KD', '2H');
    expect(t.ofType('cardEffectUsed')).toEqual([]);
    expect(resolved(t)).toMatchObject([{ winner: 0, attackerValue: 13, targetValue: 2 }]);
    // Nor does it win a plain tie: 2 against 2 goes to the active player.
    const u = table().hand(0, ['2C']).hand(1, ['2D']).turnOf(0);
    fightOut(u, 'duel', '2C', '2D');
    expect(u.ofType('cardEffectUsed')).toEqual([]);
    expect(resolved(u)).toMatchObject([{ winner: 0, attackerValue: 2, targetValue: 2 }]);
  });
});

describe("stick-em-up (2C 2S, REACTION)", () => {
  it('stick-em-up (W.react) makes the Ace played against you worth 2, and costs no action', () => {
    const t = table().hand(0, ['AD', '3H']).hand(1, ['5C', '2C']).turnOf(0);
    fightOut(t, 'duel', 'AD', '5C');
    expect(windowOf(t)).toBe('W.react');
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'reaction' });
    expect(t.legal(1)).toEqual([pass, react('2C')]);
    t.act(1, react('2C'));
    expect(used(t, 'stick-em-up').map((e) => e.seat)).toEqual([1]);
    expect(t.ofType('reactionPlayed').map((e) => [e.seat, e.kind, e.data!.card])).toEqual([[1, 'W.react', '2C']]);
    expect(t.s.pokerDiscard).toContain('2C');
    expect(resolved(t)).toMatchObject([{ winner: 1, attackerValue: 2, targetValue: 5 }]);
    expect(t.s.turn.actionsLeft).toBe(2);
  });

  it('stick-em-up against a bandit\'s Ace (FA)', () => {
    const t = banditFight(['5C', '2S'], 'FA', '5C');
    expect(t.legal(0)).toEqual([pass, react('2S')]);
    t.act(0, react('2S'));
    t.act(0, choose('lp'));
    expect(resolved(t)).toMatchObject([{ winner: 0, attackerValue: 5, targetValue: 2 }]);
  });

  it('stick-em-up only when the card against you has printed rank A', () => {
    const t = table().hand(0, ['KD', '3H']).hand(1, ['5C', '2C']).turnOf(0);
    t.autoPass = false;
    t.act(0, { type: 'fight', target: 1, kind: 'duel' });
    t.act(1, pass);
    t.act(0, play('KD'));
    t.act(1, pass);
    t.act(1, play('5C'));
    expect(windowOf(t)).toBe('W.react');
    t.act(0, pass);
    expect(t.legal(1)).toEqual([pass]);
    t.refuse(1, react('2C'), 'ERR_ILLEGAL_ACTION', 'R17.4');
    // Its own Ace does not count: the card must be the one played against you.
    const u = banditFight(['AS', '2S'], 'FK', 'AS');
    expect(u.ofType('reactionPlayed')).toEqual([]);
    expect(u.p(0).hand).toContain('2S');
  });
});

describe('sprint (3H 3D, REACTION)', () => {
  it('sprint (W.moveEnd) continues the Move action up to 2 more spaces, at no action', () => {
    const t = table().hand(0, ['3H']).turnOf(0);
    t.act(0, { type: 'move', to: 'darkrock-bank' });
    expect(windowOf(t)).toBe('W.moveEnd');
    expect(t.legal(0)).toEqual([pass, react('3H')]);
    t.act(0, react('3H'));
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'extendMove', rule: 'R5.8' });
    expect(movesOf(t)).toEqual(within('darkrock-bank', 2));
    t.act(0, { type: 'move', to: 'spikes-view-8' });
    expect(t.p(0).pos).toBe('spikes-view-8');
    expect(t.ofType('moved').map((e) => e.kind)).toEqual(['action', 'extension']);
    expect(used(t, 'sprint')).toHaveLength(1);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(t.s.turn.actionsLeft).toBe(2);
  });

  it('R5.8 sprint on the fast path replaces the Move\'s route: the walk\'s moved event keeps the path it reported', () => {
    const t = table().hand(0, ['3H']).turnOf(0);
    const s = cloneState(t.s);
    const walked = applyActionInPlace(s, 0, { type: 'move', to: 'darkrock-bank' }).find((e) => e.type === 'moved')!;
    const reported = [...(walked.data!.path as string[])];
    applyActionInPlace(s, 0, react('3H'));
    const extended = applyActionInPlace(s, 0, { type: 'move', to: 'spikes-view-8' }).find((e) => e.type === 'moved')!;
    expect(walked.data!.path).toEqual(reported);
    expect((extended.data!.path as string[])[0]).toBe('darkrock-bank');
    expect(s.players[0].pos).toBe('spikes-view-8');
  });

  it('sprint is part of the Move action: its end triggers fire at the new final space (R5.8)', () => {
    const t = table().hand(0, ['3D']).turnOf(0);
    const [token, ...rest] = t.s.ranches.blue; // the ranch list is replaced, never changed (clone.ts)
    t.s.ranches.blue = rest;
    t.set(0, { cattle: token });
    t.act(0, { type: 'move', to: 'darkrock-bank' });
    t.act(0, react('3D'));
    t.act(0, { type: 'move', to: PLACES.railStation });
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'deliver', rule: 'R7.2' });
  });

  it('sprint at most once per move', () => {
    const t = table().hand(0, ['3H', '3D']).turnOf(0);
    t.autoPass = false;
    t.act(0, { type: 'move', to: 'darkrock-bank' });
    t.act(0, react('3H'));
    t.act(0, { type: 'move', to: 'spikes-view-7' });
    // The window resumes after the play, but a second Sprint is not offered.
    expect(windowOf(t)).toBe('W.moveEnd');
    expect(t.legal(0)).toEqual([pass]);
    t.refuse(0, react('3D'), 'ERR_ILLEGAL_ACTION', 'R17.4');
    t.act(0, pass);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    // The next Move action may be sprinted again.
    t.act(0, { type: 'move', to: 'spikes-view-8' });
    expect(t.legal(0)).toEqual([pass, react('3D')]);
  });

  it('sprint is not offered after a card move (R5.9) nor after a bandit stop (R5.8)', () => {
    const t = table().at(0, PLACES.greenRanch).hand(0, ['5C', '3H']).turnOf(0);
    t.autoPass = false;
    t.act(0, { type: 'playAction', card: '5C' });
    t.act(0, { type: 'move', to: 'mesitos-point-woods' });
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(t.ofType('reactionPlayed')).toEqual([]);

    const u = banditFight(['AH', '3H'], 'F8', 'AH');
    u.act(0, choose('lp'));
    expect(u.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(u.p(0).hand).toEqual(['3H']);
  });
});

describe('dodge (6H 6D, REACTION)', () => {
  it('dodge (R17.4, W.wound) prevents 1 wound', () => {
    const t = banditFight(['KC', '6H'], 'F8', 'KC');
    expect(windowOf(t)).toBe('W.wound');
    expect(t.legal(0)).toEqual([pass, react('6H')]);
    t.act(0, react('6H'));
    expect(used(t, 'dodge').map((e) => e.seat)).toEqual([0]);
    t.act(0, choose('lp'));
    expect(t.p(0)).toMatchObject({ wounds: 0, lp: 1 });
  });

  it('dodge prevents 1 of F3\'s 2 wounds; a second Dodge prevents the other', () => {
    const t = banditFight(['KC', '6H', '6D'], 'F3', 'KC');
    t.act(0, react('6H'));
    expect(t.legal(0)).toEqual([pass, react('6D')]);
    t.act(0, pass);
    t.act(0, choose('lp'));
    expect(t.p(0).wounds).toBe(1);

    const u = banditFight(['KC', '6H', '6D'], 'F3', 'KC');
    u.act(0, react('6H'));
    u.act(0, react('6D'));
    u.act(0, choose('lp'));
    expect(u.p(0).wounds).toBe(0);
    expect(used(u, 'dodge')).toHaveLength(2);
  });

  it('dodge cannot stop F6\'s uncancellable wound', () => {
    const t = banditFight(['KC', '6H'], 'F6', 'KC', (x) => { x.autoPass = false; return x; });
    expect(windowOf(t)).toBe('W.react');
    t.act(0, pass);
    expect(windowOf(t)).toBe('W.wound');
    expect(t.legal(0)).toEqual([pass]);
    t.refuse(0, react('6H'), 'ERR_ILLEGAL_ACTION', 'R17.4');
    t.act(0, pass);
    t.act(0, choose('lp'));
    expect(t.p(0)).toMatchObject({ wounds: 1, hand: ['6H'] });
  });
});

describe('lucky-strike (6C 6S, REACTION)', () => {
  it('lucky-strike (W.mineDone) gains 1 nugget after your Mine action', () => {
    const t = table().at(0, 'sunny-hills-mine').hand(0, ['6C']).turnOf(0);
    t.s.rng = rngForRolls([[0, 'gravel'], [1, 'gravel']]);
    t.act(0, { type: 'prospect' });
    expect(t.ofType('prospected').map((e) => e.data)).toMatchObject([{ nuggets: 0, money: 0 }]);
    expect(windowOf(t)).toBe('W.mineDone');
    expect(t.legal(0)).toEqual([pass, react('6C')]);
    t.act(0, react('6C'));
    expect(used(t, 'lucky-strike')).toHaveLength(1);
    expect(t.p(0).nuggets).toBe(1);
    expect(t.s.turn.actionsLeft).toBe(2);
  });

  it('lucky-strike is only offered after a Mine action, and gains nothing at the nugget limit (R2.2)', () => {
    const t = table().hand(0, ['6S']).turnOf(0);
    t.autoPass = false;
    t.act(0, { type: 'move', to: 'darkrock-bank' });
    expect(windowOf(t)).toBe('W.moveEnd');
    expect(t.legal(0)).toEqual([pass]);

    const u = table().at(0, 'sunny-hills-mine').set(0, { nuggets: 4 }).hand(0, ['6S']).turnOf(0);
    u.act(0, { type: 'prospect' });
    u.act(0, react('6S'));
    expect(u.p(0).nuggets).toBe(4);
  });
});

describe('bulletproof (7H 7D, BONUS)', () => {
  it('bulletproof removes 1 of your wounds at the end of the fight, win or lose', () => {
    // Lost: the loser's wound is taken, then removed at the end of the fight.
    const t = table().set(0, { wounds: 1 }).hand(0, ['7H']).hand(1, ['KD']).turnOf(0);
    fightOut(t, 'duel', '7H', 'KD');
    expect(used(t, 'bulletproof').map((e) => e.seat)).toEqual([0]);
    expect(t.ofType('woundTaken').map((e) => [e.seat, e.data!.amount])).toEqual([[0, 1]]);
    expect(t.ofType('woundsRemoved').map((e) => [e.seat, e.data])).toEqual([[0, { amount: 1, why: 'bulletproof' }]]);
    expect(t.p(0).wounds).toBe(1);
    // Won: one old wound goes.
    const u = table().set(1, { wounds: 2 }).hand(0, ['3C']).hand(1, ['7D']).turnOf(0);
    fightOut(u, 'duel', '3C', '7D');
    expect(resolved(u)).toMatchObject([{ winner: 1 }]);
    expect(u.p(1).wounds).toBe(1);
  });

  it('bulletproof does nothing when the target flees: nothing is revealed (R9.4)', () => {
    const t = table().set(0, { wounds: 1 }).hand(0, ['7H']).hand(1, ['KD']).turnOf(0);
    fightOut(t, 'duel', '7H', 'flee');
    expect(t.ofType('cardEffectUsed')).toEqual([]);
    expect(t.p(0).wounds).toBe(1);
  });
});

describe('dynamite (8H 8D, BONUS)', () => {
  it('dynamite makes a fight card played against you −3', () => {
    const t = banditFight(['8H'], 'F9', '8H');
    expect(used(t, 'dynamite')).toHaveLength(1);
    expect(resolved(t)).toMatchObject([{ winner: 0, attackerValue: 8, targetValue: 6 }]);
    // F9 forbids the Marshal point: the LP comes without a question.
    expect(t.p(0).lp).toBe(1);
  });

  it('dynamite against the Sheriff\'s fight card', () => {
    const t = table().at(1, 'mesitos-point-3').set(1, { wanted: 1 }).hand(1, ['8D', '2C']).fightTop(['FJ', 'F3', 'F4', 'FK']).turnOf(0);
    moveSheriff(newCtx(t.s), 0, 1);
    t.settle();
    t.act(0, { type: 'moveSheriff', to: 'mesitos-point-3' });
    t.act(1, { type: 'discard', card: '2C' });
    t.act(0, { type: 'chooseFightCard', card: 'FJ' });
    t.act(1, play('8D'));
    expect(used(t, 'dynamite').map((e) => e.seat)).toEqual([1]);
    // 8 against J−3 = 8: the Sheriff wins the tie (R10.5).
    expect(resolved(t)).toMatchObject([{ winner: null, loser: 1, attackerValue: 8, targetValue: 8 }]);
  });

  it('dynamite only against fight cards: a player\'s card keeps its value', () => {
    const t = table().hand(0, ['8H']).hand(1, ['9C']).turnOf(0);
    fightOut(t, 'duel', '8H', '9C');
    expect(t.ofType('cardEffectUsed')).toEqual([]);
    expect(resolved(t)).toMatchObject([{ winner: 1, attackerValue: 8, targetValue: 9 }]);
  });
});

describe('wallop (8C 8S, BONUS)', () => {
  it('wallop: a player you beat takes 1 extra wound, attacker or target', () => {
    const t = table().hand(0, ['8C']).hand(1, ['5D']).deckTop(['4D']).turnOf(0);
    fightOut(t, 'duel', '8C', '5D');
    expect(used(t, 'wallop').map((e) => e.seat)).toEqual([0]);
    expect(t.ofType('woundTaken').map((e) => [e.seat, e.data!.why])).toEqual([[1, 'lostFight'], [1, 'wallop']]);
    expect(t.p(1).wounds).toBe(2);

    const u = table().hand(0, ['5D']).hand(1, ['8S']).deckTop(['4D']).turnOf(0);
    fightOut(u, 'duel', '5D', '8S');
    expect(u.p(0).wounds).toBe(2);
    expect(u.p(1).wounds).toBe(0);
  });

  it('wallop does nothing when you lose', () => {
    const t = table().hand(0, ['8C']).hand(1, ['KD']).turnOf(0);
    fightOut(t, 'duel', '8C', 'KD');
    expect(t.ofType('cardEffectUsed')).toEqual([]);
    expect(t.p(0).wounds).toBe(1);
    expect(t.p(1).wounds).toBe(0);
  });

  it('wallop only against a player: beating a bandit gives no extra wound', () => {
    const t = banditFight(['8S'], 'F3', '8S');
    t.act(0, choose('lp'));
    expect(resolved(t)).toMatchObject([{ winner: 0 }]);
    expect(t.ofType('woundTaken').map((e) => [e.seat, e.data!.why])).toEqual([[0, 'fightCard:F3']]);
    expect(t.ofType('cardEffectUsed')).toEqual([]);
  });
});

describe('instinct (9H 9D, REACTION)', () => {
  it('instinct (W.placed) lets the target look at the face-down card before fleeing or placing', () => {
    const t = table().hand(0, ['KH']).hand(1, ['9H', '5C']).turnOf(0);
    t.act(0, { type: 'fight', target: 1, kind: 'duel' });
    t.act(0, play('KH'));
    expect(windowOf(t)).toBe('W.placed');
    expect(t.legal(1)).toEqual([pass, react('9H')]);
    expect(viewFor(t.s, 1).fight!.attackerCard).toBeNull();
    t.act(1, react('9H'));
    expect(used(t, 'instinct').map((e) => e.seat)).toEqual([1]);
    expect(viewFor(t.s, 1).fight!.attackerCard).toBe('KH');
    for (const viewer of [2, 3, 'spectator'] as const) expect(viewFor(t.s, viewer).fight!.attackerCard).toBeNull();
    const peek = t.ofType('faceDownPeeked')[0];
    expect(redactEvent(peek, 1).data).toEqual({ card: 'KH' });
    expect(redactEvent(peek, 2).data).toBeUndefined();
    expect(t.s.prompt).toEqual({ seat: 1, kind: 'fleeOrFight', rule: 'R9.4' });
    t.act(1, { type: 'flee' });
    expect(t.p(0).lp).toBe(2);
  });

  it('instinct only for the target: the attacker is never asked before the reveal, nor can play it later', () => {
    const t = table().hand(0, ['KH', '9D']).hand(1, ['5C', '3D']).turnOf(0);
    t.autoPass = false;
    t.act(0, { type: 'fight', target: 1, kind: 'duel' });
    expect(viewFor(t.s, 0).window).toEqual({ w: 'W.declared', seats: [1] });
    t.act(1, pass);
    t.act(0, play('KH'));
    expect(viewFor(t.s, 0).window).toEqual({ w: 'W.placed', seats: [1] });
    t.act(1, pass);
    t.act(1, play('5C'));
    expect(windowOf(t)).toBe('W.react');
    expect(t.legal(0)).toEqual([pass]);
    // No W.placed in an NPC fight.
    const u = banditFight(['KH', '9D'], 'F8', 'KH');
    expect(u.ofType('reactionPlayed')).toEqual([]);
    expect(u.p(0).hand).toEqual(['9D']);
  });
});

describe('tin-star (9C 9S, BONUS)', () => {
  it('tin-star: defeating a bandit gives the bandit reward twice in all (CONTENT.md §3 card text, R1.3)', () => {
    // The card text "take the bandit reward twice" wins over the ops column's two extra rewards:
    // R13.3's reward plus one more from Tin Star.
    const t = banditFight(['9C'], 'F8', '9C');
    expect(used(t, 'tin-star')).toHaveLength(1);
    for (const option of ['lp', 'marshal'] as const) {
      expect(t.s.prompt).toEqual({ seat: 0, kind: 'banditReward', rule: 'R13.3' });
      t.act(0, choose(option));
    }
    expect(t.p(0)).toMatchObject({ lp: 1, marshal: 1 });
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
  });

  it('tin-star rewards a Wanted player with LP only (R13.3)', () => {
    const t = banditFight(['9S'], 'F8', '9S', (x) => x.set(0, { wanted: 1 }));
    expect(used(t, 'tin-star')).toHaveLength(1);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(t.p(0)).toMatchObject({ lp: 2, marshal: 0 });
  });

  it('tin-star only against a bandit, and only on a win', () => {
    const t = table().hand(0, ['9S']).hand(1, ['5D']).turnOf(0);
    fightOut(t, 'duel', '9S', '5D');
    expect(t.ofType('cardEffectUsed')).toEqual([]);
    expect(t.p(0)).toMatchObject({ lp: 2, marshal: 0 });

    const u = banditFight(['9C'], 'FK', '9C');
    expect(u.ofType('cardEffectUsed')).toEqual([]);
    expect(u.p(0)).toMatchObject({ lp: 1, marshal: 0, wounds: 1 });
    expect(u.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
  });
});

describe('getaway (TH TD, REACTION)', () => {
  it('getaway (W.fightEnd): a fighter moves up to 2 spaces after the fight, at no action', () => {
    const t = table().hand(0, ['KH', '2S']).hand(1, ['5C', 'TH']).turnOf(0);
    fightOut(t, 'duel', 'KH', '5C');
    expect(windowOf(t)).toBe('W.fightEnd');
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'reaction' });
    expect(t.legal(1)).toEqual([pass, react('TH')]);
    t.act(1, react('TH'));
    expect(used(t, 'getaway').map((e) => e.seat)).toEqual([1]);
    expect(t.s.prompt).toEqual({ seat: 1, kind: 'cardMove', rule: 'R5.9' });
    // R17.4: while its effect runs, the card is out of the hand and not yet discarded.
    expect(t.p(1).hand).not.toContain('TH');
    expect(t.s.pokerDiscard).not.toContain('TH');
    expect(movesOf(t)).toEqual(within(HERE, 2));
    t.act(1, { type: 'move', to: 'darkrock-bank' });
    expect(t.s.pokerDiscard.at(-1)).toBe('TH');
    expect(t.p(1).pos).toBe('darkrock-bank');
    expect(t.ofType('moved').map((e) => [e.seat, e.kind])).toEqual([[1, 'card']]);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(t.s.turn.actionsLeft).toBe(2);
  });

  it('getaway is a card move: cattle are delivered at its end (R5.9), no W.moveEnd opens', () => {
    const t = table().at(0, 'spikes-view-7').at(1, 'spikes-view-7').hand(0, ['KH']).hand(1, ['5C', 'TD', '3H']).turnOf(0);
    const [token, ...rest] = t.s.ranches.green; // the ranch list is replaced, never changed (clone.ts)
    t.s.ranches.green = rest;
    t.set(1, { cattle: token });
    fightOut(t, 'duel', 'KH', '5C');
    t.act(1, react('TD'));
    t.act(1, { type: 'move', to: PLACES.railStation });
    expect(t.s.prompt).toEqual({ seat: 1, kind: 'deliver', rule: 'R7.2' });
    t.act(1, choose('deliver'));
    expect(t.p(1)).toMatchObject({ cattle: null, marshal: 1 });
    expect(t.p(1).hand).toContain('3H');
  });

  it('getaway after a bandit stop: the interrupted move\'s end triggers do not fire (R5.8)', () => {
    // Seat 0 owns Whiskey and walks into a bandit where seat 2 stands: after the fight, the end of
    // that Move action would offer Whiskey against seat 2...
    const setup = (x: Scenario) => x.at(2, HIDEOUT).items(0, ['whiskey']);
    const stay = banditFight(['KC', 'TH'], 'F8', 'KC', setup);
    stay.act(0, choose('lp'));
    expect(windowOf(stay)).toBe('W.fightEnd');
    stay.act(0, pass);
    expect(stay.s.prompt).toEqual({ seat: 0, kind: 'whiskey', rule: 'R16.2' });
    // ...unless a Getaway took the mini elsewhere first.
    const t = banditFight(['KC', 'TH'], 'F8', 'KC', setup);
    t.act(0, choose('lp'));
    t.act(0, react('TH'));
    t.act(0, { type: 'move', to: 'cliff-junction-1' });
    expect(t.p(0).pos).toBe('cliff-junction-1');
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(t.p(0).items.map((i) => i.id)).toEqual(['whiskey']);
  });

  it('getaway only for the fighters, and only at the end of the fight', () => {
    const t = table().at(2, HERE).hand(0, ['KH', 'TD']).hand(1, ['5C']).hand(2, ['TH']).deckTop(['4D']).turnOf(0);
    t.autoPass = false;
    t.act(0, { type: 'fight', target: 1, kind: 'duel' });
    t.act(1, pass);
    t.act(0, play('KH'));
    t.act(1, pass);
    t.act(1, play('5C'));
    expect(windowOf(t)).toBe('W.react');
    expect(t.legal(0)).toEqual([pass]);
    // Seat 1 has no card left: only seat 0 is asked.
    t.act(0, pass);
    expect(viewFor(t.s, 0).window).toEqual({ w: 'W.fightEnd', seats: [0, 1] });
    t.act(0, pass);
    t.act(1, pass);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(t.p(2).hand).toEqual(['TH']);
  });
});

describe("fools-gold (TC TS, REACTION)", () => {
  it('fools-gold (W.loseGoods) cancels the loss of money to a Rob; the other results still happen', () => {
    const t = table().set(1, { money: 40, nuggets: 2 }).hand(0, ['KH']).hand(1, ['5C', 'TC']).turnOf(0);
    fightOut(t, 'rob', 'KH', '5C');
    t.act(0, choose('money'));
    expect(windowOf(t)).toBe('W.loseGoods');
    expect(t.legal(1)).toEqual([pass, react('TC')]);
    t.act(1, react('TC'));
    expect(used(t, 'fools-gold').map((e) => e.seat)).toEqual([1]);
    expect(t.ofType('goodsProtected').map((e) => e.data)).toEqual([{ money: 20, nuggets: 0, why: 'rob' }]);
    expect(t.p(1)).toMatchObject({ money: 40, nuggets: 2, wounds: 1 });
    expect(t.p(0)).toMatchObject({ money: 0, wanted: 1 });
  });

  it('fools-gold against Pickpocket: the money stays, the pickpocket still becomes Wanted', () => {
    const t = table().set(1, { money: 30 }).hand(0, ['4C']).hand(1, ['TS']).turnOf(0);
    t.act(0, { type: 'playAction', card: '4C', target: 1 });
    t.act(1, react('TS'));
    expect(t.p(1).money).toBe(30);
    expect(t.p(0)).toMatchObject({ money: 0, wanted: 1 });
  });

  it('fools-gold against an Arrest keeps half the money and nuggets; the arrest still happens (R11.7)', () => {
    const t = table().set(0, { marshal: 1 }).set(1, { wanted: 2, money: 50, nuggets: 3 }).hand(0, ['KH']).hand(1, ['5C', 'TC']).turnOf(0);
    fightOut(t, 'arrest', 'KH', '5C');
    t.act(1, react('TC'));
    expect(t.p(1)).toMatchObject({ pos: OFFICE, wanted: 0, money: 50, nuggets: 3 });
  });

  it('fools-gold only when money or nuggets are about to be lost', () => {
    // Losing the Rob: W.wound comes first, where Fool's Gold is not playable.
    const t = table().set(1, { money: 40 }).hand(0, ['KH']).hand(1, ['5C', 'TC']).turnOf(0);
    t.autoPass = false;
    t.act(0, { type: 'fight', target: 1, kind: 'rob' });
    t.act(1, pass);
    t.act(0, play('KH'));
    t.act(1, pass);
    t.act(1, play('5C'));
    t.act(1, pass);
    expect(windowOf(t)).toBe('W.wound');
    expect(t.legal(1)).toEqual([pass]);
    // A victim with nothing: no W.loseGoods window at all.
    const u = table().hand(0, ['4S']).hand(1, ['TS']).turnOf(0);
    u.autoPass = false;
    u.act(0, { type: 'playAction', card: '4S', target: 1 });
    expect(u.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(u.p(0).wanted).toBe(1);
    expect(u.p(1).hand).toEqual(['TS']);
  });
});

describe('vamoose (JH JD, REACTION)', () => {
  it('vamoose (W.declared) cancels the fight; the action is spent and the attempt counts (R9.1)', () => {
    const t = table().hand(0, ['KH', '2S']).hand(1, ['JH', '5C']).turnOf(0);
    t.act(0, { type: 'fight', target: 1, kind: 'duel' });
    expect(windowOf(t)).toBe('W.declared');
    expect(t.legal(1)).toEqual([pass, react('JH')]);
    t.act(1, react('JH'));
    expect(used(t, 'vamoose').map((e) => e.seat)).toEqual([1]);
    expect(t.ofType('fightCancelled')).toHaveLength(1);
    expect(t.ofType('fightResolved')).toEqual([]);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(t.s.turn.actionsLeft).toBe(2);
    expect(t.p(0).hand).toEqual(['KH', '2S']);
    expect(t.p(0)).toMatchObject({ lp: 0, wounds: 0 });
    expect(t.p(1)).toMatchObject({ wounds: 0, hand: ['5C'] });
    expect(t.legal(0).some((a) => a.type === 'fight')).toBe(false);
  });

  it('vamoose does not give back a Marshal\'s points lost by declaring a Rob (R9.2)', () => {
    const t = table().set(0, { marshal: 3 }).hand(0, ['KH']).hand(1, ['JD']).turnOf(0);
    t.act(0, { type: 'fight', target: 1, kind: 'rob' });
    t.act(1, react('JD'));
    expect(t.p(0)).toMatchObject({ marshal: 0, wanted: 0 });
  });

  it('vamoose only for the target', () => {
    const t = table().hand(0, ['KH', 'JD']).hand(1, ['5C', '3D']).turnOf(0);
    t.autoPass = false;
    t.act(0, { type: 'fight', target: 1, kind: 'duel' });
    expect(viewFor(t.s, 0).window).toEqual({ w: 'W.declared', seats: [1] });
    t.act(1, pass);
    t.act(0, play('KH'));
    t.act(1, pass);
    t.act(1, play('5C'));
    expect(windowOf(t)).toBe('W.react');
    expect(t.legal(0)).toEqual([pass]);
    t.refuse(0, react('JD'), 'ERR_ILLEGAL_ACTION', 'R17.4');
    // A bandit fight has no declared window.
    const u = banditFight(['KH', 'JH'], 'F8', 'KH');
    expect(u.ofType('fightCancelled')).toEqual([]);
    expect(u.p(0).hand).toEqual(['JH']);
  });
});

describe('alibi (KH KD, REACTION)', () => {
  /** Seat 1, Wanted next to the Sheriff's Office, is reached by a 1-space Sheriff move of seat 0. */
  function sheriffArrives(hand: CardId[]): Scenario {
    const t = table().at(1, 'mesitos-point-3').set(1, { wanted: 2, money: 40 }).hand(1, hand).fightTop(['F8', 'F3', 'F4', 'FK']).turnOf(0);
    moveSheriff(newCtx(t.s), 0, 1);
    t.settle();
    t.act(0, { type: 'moveSheriff', to: 'mesitos-point-3' });
    return t;
  }

  it('alibi (W.sheriff): no discard, no fight, and the Sheriff goes back to his office', () => {
    const t = sheriffArrives(['KH', '5C']);
    expect(windowOf(t)).toBe('W.sheriff');
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'reaction' });
    expect(t.legal(1)).toEqual([pass, react('KH')]);
    t.act(1, react('KH'));
    expect(used(t, 'alibi').map((e) => e.seat)).toEqual([1]);
    expect(t.s.sheriff).toBe(OFFICE);
    expect(t.ofType('sheriffReturned')).toHaveLength(1);
    expect(t.ofType('fightCancelled')).toHaveLength(1);
    expect(t.ofType('fightCardsDrawn')).toEqual([]);
    expect(t.p(1)).toMatchObject({ hand: ['5C'], wanted: 2, money: 40, wounds: 0, pos: 'mesitos-point-3' });
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
  });

  it('alibi only against the Sheriff: declined, the discard and the fight follow; no use in a bandit fight', () => {
    const t = sheriffArrives(['KH', '5C']);
    t.act(1, pass);
    expect(t.s.prompt).toEqual({ seat: 1, kind: 'discard', rule: 'R12.2' });

    // In a bandit fight there is no W.sheriff, and Alibi is no W.react reaction: the windows pass by themselves.
    const u = banditFight(['5C', 'KD'], 'F8', '5C');
    expect(u.ofType('reactionPlayed')).toEqual([]);
    expect(u.p(0).hand).toContain('KD');
    expect(u.s.bandits).toEqual([]);
  });
});

describe('turn-the-tables (KC KS, BONUS)', () => {
  it('turn-the-tables: the target of a player\'s fight who wins it gains 1 LP', () => {
    const t = table().hand(0, ['9H']).hand(1, ['KC']).turnOf(0);
    fightOut(t, 'duel', '9H', 'KC');
    expect(resolved(t)).toMatchObject([{ winner: 1 }]);
    expect(used(t, 'turn-the-tables').map((e) => e.seat)).toEqual([1]);
    expect(t.p(1).lp).toBe(1);
  });

  it('turn-the-tables only as the target, and only on a win', () => {
    const t = table().hand(0, ['KS']).hand(1, ['5D']).turnOf(0);
    fightOut(t, 'duel', 'KS', '5D');
    expect(t.ofType('cardEffectUsed')).toEqual([]);
    expect(t.p(0).lp).toBe(2);

    const u = table().hand(0, ['AH']).hand(1, ['KC']).turnOf(0);
    fightOut(u, 'duel', 'AH', 'KC');
    expect(u.ofType('cardEffectUsed')).toEqual([]);
    expect(u.p(1).lp).toBe(0);

    const v = banditFight(['KS'], 'F8', 'KS');
    v.act(0, choose('lp'));
    expect(v.ofType('cardEffectUsed')).toEqual([]);
    expect(v.p(0).lp).toBe(1);
  });
});
