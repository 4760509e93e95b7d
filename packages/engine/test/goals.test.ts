// R21 / CONTENT.md §9: the Goal variant's setup and its condition kinds (S state, E event,
// C counter, T two events in one own turn), checked on any player's turn.
import { describe, expect, it } from 'vitest';
import {
  createGame, GOAL_CARDS, GOAL_IDS, GOALS_OF, LEGENDARY_TOKENS, CARD_IDS, newCtx, viewFor,
  type Action, type CardId, type GameEvent, type GoalId, type GoalStat, type Seat, type SpaceId,
} from '../src/index.js';
import { checkGoals, creditOf, stateHolds } from '../src/goals.js';
import type { Scenario } from './builder.js';
import { completed, goalTable, moveInto } from './goals-helpers.js';

const play = (card: CardId): Action => ({ type: 'playCard', card });

/** Runs the goal check over these events (as if the engine had just emitted them). */
function feed(t: Scenario, events: GameEvent[]): GameEvent[] {
  const ctx = { ...newCtx(t.s), events: [...events] };
  checkGoals(ctx);
  return ctx.events.slice(events.length);
}

const won = (kind: string, attacker: Seat, winner: Seat, target: Seat | null, extra: Record<string, unknown> = {}): GameEvent =>
  ({ type: 'fightResolved', kind, seat: attacker, data: { winner, loser: winner === attacker ? target : attacker, fled: false, target, at: 'cliff-junction-7', card: '9H', targetCard: target === null ? null : '8H', hideout: null, ...extra } });

describe('R21.1 setup of the Goal variant', () => {
  it('R21.1 each player keeps 3 of their character\'s 4 goals, 1 is discarded, and the supply holds the 18 tokens', () => {
    const chars = ['billy-the-kid', 'annie-oakley', 'mary-fields', 'wyatt-earp'] as const;
    const s = createGame({ players: chars.map((character) => ({ character })), seed: 'goals-setup', options: { goals: true } });
    const g = s.goals!;
    chars.forEach((c, seat) => {
      expect(g.secret[seat]).toHaveLength(3);
      expect([...g.secret[seat], g.discarded[seat]].sort()).toEqual([...GOALS_OF[c]].sort());
      expect(g.done[seat]).toEqual([]);
      expect(g.tokens[seat]).toEqual([]);
    });
    expect([...g.supply].sort()).toEqual([...LEGENDARY_TOKENS].sort());
    expect(GOAL_IDS).toHaveLength(48);
  });

  it('R21.1 a standard game has no goal state at all and no token line in its scores', () => {
    const s = createGame({ players: [{ character: 'billy-the-kid' }, { character: 'annie-oakley' }, { character: 'mary-fields' }], seed: 1 });
    expect('goals' in s).toBe(false);
  });
});

/** Sets one S-goal stat of a seat to exactly `n`. */
function give(t: Scenario, seat: Seat, stat: GoalStat, n: number): void {
  const p = t.p(seat);
  const items = (id: 'whiskey' | 'mule' | 'revolver' | 'ten-gallon' | 'rifle', upgraded = false) => ({ id, upgraded });
  switch (stat) {
    case 'marshal': case 'wanted': case 'money': case 'nuggets': p[stat] = n; return;
    case 'hand': t.hand(seat, CARD_IDS.slice(0, n) as CardId[]); return;
    case 'miscItems': p.items = [...p.items, ...(['whiskey', 'provisions', 'prospectors-map'] as const).slice(0, n).map((id) => ({ id, upgraded: false }))]; return;
    case 'mounts': p.items = [...p.items, ...(['mule', 'mustang'] as const).slice(0, n).map((id) => ({ id, upgraded: false }))]; return;
    case 'upgradedWeapons': p.items = [...p.items, ...(n > 0 ? [items('revolver', true)] : [items('revolver')])]; return;
    case 'tenGallon': if (n > 0) p.items = [...p.items, items('ten-gallon')]; return;
    case 'upgradedRifle': p.items = [...p.items, items('rifle', n > 0)]; return;
    case 'storiesWithDisc': t.s.storyDiscs = [n >= 1 ? [seat] : [], n >= 2 ? [seat] : []]; return;
  }
}

describe('S goals: a state, true at any moment', () => {
  const sGoals = GOAL_IDS.filter((id) => GOAL_CARDS[id].condition.kind === 'S');

  it('S every S goal holds exactly when each of its stats reaches its minimum (and YB2 only outside a town)', () => {
    expect(sGoals).toHaveLength(13);
    for (const id of sGoals) {
      const c = GOAL_CARDS[id].condition;
      if (c.kind !== 'S') continue;
      c.all.forEach((_, miss) => {
        const t = goalTable([[], [], [], []]);
        c.all.forEach((r, i) => give(t, 0, r.stat, i === miss ? r.min - 1 : r.min));
        expect(stateHolds(t.s, 0, id), `${id} short of ${c.all[miss].stat}`).toBe(false);
      });
      const t = goalTable([[], [], [], []]);
      for (const r of c.all) give(t, 0, r.stat, r.min);
      expect(stateHolds(t.s, 0, id), id).toBe(true);
      if (c.outside) {
        t.at(0, 'darkrock-bank');
        expect(stateHolds(t.s, 0, id)).toBe(false);
      }
    }
  });

  it('BK4 completes the moment Billy reaches $120, in the middle of his action phase, and is revealed', () => {
    const t = goalTable([['BK1', 'BK2', 'BK4'], [], [], []]).set(0, { money: 110 }).turnOf(0);
    const ev = t.act(0, { type: 'work' });
    expect(completed(ev)).toEqual([[0, 'BK4']]);
    expect(t.s.goals!.done[0]).toEqual(['BK4']);
    expect(t.s.goals!.secret[0]).toEqual(['BK1', 'BK2']);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
  });

  it('CJ2 holds with a disc on both face-up stories, not with one', () => {
    const t = goalTable([[], ['AO1'], [], []], ['billy-the-kid', 'calamity-jane', 'mary-fields', 'bloody-knife']);
    t.s.stories = ['ST01', 'ST02'];
    t.s.storyDiscs = [[1], []];
    expect(stateHolds(t.s, 1, 'CJ2')).toBe(false);
    t.s.storyDiscs = [[1], [0, 1]];
    expect(stateHolds(t.s, 1, 'CJ2')).toBe(true);
  });
});

describe('E goals: an event, on any player\'s turn', () => {
  it('AO1 completes on another player\'s turn: Annie, the target, wins with a 5', () => {
    const t = goalTable([[], ['AO1', 'AO2', 'AO3'], [], []]).at(0, 'darkrock-center').at(1, 'darkrock-center').hand(0, ['3H']).hand(1, ['5C']).turnOf(0);
    t.act(0, { type: 'fight', target: 1, kind: 'duel' });
    t.act(0, play('3H'));
    const ev = t.act(1, play('5C'));
    expect(ev.find((e) => e.type === 'fightResolved')?.data).toMatchObject({ winner: 1 });
    expect(t.s.turn.seat).toBe(0);
    expect(completed(t.events)).toEqual([[1, 'AO1']]);
  });

  it('AO3 needs 2+ LP in one Revel', () => {
    const t = goalTable([[], ['AO1', 'AO2', 'AO3'], [], []]).at(1, 'red-falls-cabaret').set(1, { money: 120 }).turnOf(1);
    t.act(1, { type: 'revel', lp: 1 });
    expect(completed(t.events)).toEqual([]);
    t.act(1, { type: 'revel', lp: 2 });
    expect(completed(t.events)).toEqual([[1, 'AO3']]);
  });

  it('BK2 completes when a Rob takes $30 (half of the victim\'s $60), through W.loseGoods', () => {
    const t = goalTable([['BK2', 'BK3', 'BK4'], [], [], []]).at(0, 'cliff-junction-7').at(1, 'cliff-junction-7').hand(0, ['9H']).hand(1, ['2C']).set(1, { money: 60 }).turnOf(0);
    t.act(0, { type: 'fight', target: 1, kind: 'rob' });
    t.act(0, play('9H'));
    t.act(1, { type: 'flee' });
    while (t.s.prompt && t.s.prompt.kind !== 'action') { // the robber takes money; the victim plays no reaction
      const legal = t.legal();
      t.next(legal.find((a) => (a.type === 'choose' && a.option === 'money') || a.type === 'pass') ?? legal[0]);
    }
    expect(t.ofType('goodsTaken').map((e) => e.data)).toEqual([{ from: 1, money: 30, nuggets: 0, why: 'rob' }]);
    expect(completed(t.events)).toEqual([[0, 'BK2']]);
  });

  it('BK2 completes when a Rob of the Man in Black takes $60 from the supply (he counts as a player, CONTENT.md §10)', () => {
    const t = goalTable([['BK2', 'BK3', 'BK4'], [], [], []]).turnOf(0);
    expect(completed(feed(t, [{ type: 'goodsTaken', seat: 0, data: { from: 'mib', money: 60, nuggets: 0, why: 'rob' } }]))).toEqual([[0, 'BK2']]);
  });

  it('KC3 and YB3: depositing 3 nuggets in one Bank action completes Assay, not Cash Out', () => {
    const t = goalTable([[], [], ['KC3', 'KC1', 'KC2'], ['YB3', 'YB1', 'YB2']], ['billy-the-kid', 'annie-oakley', 'kit-carson', 'yb-rowdy'])
      .at(2, 'darkrock-bank').set(2, { nuggets: 3 }).turnOf(2);
    t.act(2, { type: 'deposit', nuggets: 3 });
    expect(completed(t.events)).toEqual([[2, 'KC3']]);
  });

  it('[decision] a named fight (Duel, Rob, Arrest) is won only by the player who declared it; "a fight against a player" on either side', () => {
    const t = goalTable([[], [], [], []]);
    const targetWins = won('duel', 0, 1, 1);
    expect(creditOf(t.s, { ev: 'winFight', vs: 'player', fight: 'duel' }, targetWins)).toBeNull();
    expect(creditOf(t.s, { ev: 'winFight', vs: 'player' }, targetWins)).toBe(1);
    expect(creditOf(t.s, { ev: 'winFight', vs: 'player', fight: 'duel' }, won('duel', 0, 0, 1))).toBe(0);
    expect(creditOf(t.s, { ev: 'winFight', vs: 'player', fight: 'rob' }, won('duel', 0, 0, 1))).toBeNull();
  });

  it('R20 the Man in Black counts as a player: fights against him, as he attacks or is attacked', () => {
    const t = goalTable([[], [], [], []]);
    const mib = (mibSide: 'attacker' | 'target', playerWins: boolean): GameEvent => ({
      type: 'fightResolved', kind: 'rob', seat: 0,
      data: { winner: playerWins ? 0 : 'mib', loser: playerWins ? 'mib' : 0, fled: false, target: mibSide === 'target' ? 'mib' : 0, attacker: mibSide === 'attacker' ? 'mib' : 0, at: 'cliff-junction-7', card: '4H', mib: mibSide },
    });
    expect(creditOf(t.s, { ev: 'winFight', vs: 'player' }, mib('attacker', true))).toBe(0);
    expect(creditOf(t.s, { ev: 'winFight', vs: 'player', cardMax: 6 }, mib('attacker', true))).toBe(0);
    expect(creditOf(t.s, { ev: 'winFight', vs: 'player', fight: 'rob' }, mib('attacker', true))).toBeNull();
    expect(creditOf(t.s, { ev: 'winFight', vs: 'player', fight: 'rob' }, mib('target', true))).toBe(0);
    expect(creditOf(t.s, { ev: 'winFight', vs: 'player', asActive: true }, mib('target', false))).toBeNull();
  });

  it('E each event evaluator credits the right seat and checks its parameters', () => {
    const t = goalTable([[], [], [], []]);
    const s = t.s;
    const e = (type: string, seat: Seat, data: Record<string, unknown>, kind?: string): GameEvent => ({ type, seat, data, ...(kind ? { kind } : {}) });
    // winFight: where, printed card of the winner, wounds, NPC kinds, fled
    expect(creditOf(s, { ev: 'winFight', vs: 'player', where: 'outside' }, won('rob', 0, 0, 1))).toBe(0);
    expect(creditOf(s, { ev: 'winFight', vs: 'player', where: 'town' }, won('rob', 0, 0, 1))).toBeNull();
    expect(creditOf(s, { ev: 'winFight', vs: 'player', where: 'red-falls' }, won('duel', 0, 0, 1, { at: 'red-falls-doctor' }))).toBe(0);
    expect(creditOf(s, { ev: 'winFight', vs: 'player', cardMax: 6 }, won('duel', 0, 1, 1, { targetCard: '6C' }))).toBe(1);
    expect(creditOf(s, { ev: 'winFight', vs: 'player', cardMax: 6 }, won('duel', 0, 1, 1, { targetCard: '7C' }))).toBeNull();
    expect(creditOf(s, { ev: 'winFight', vs: 'player', cardMax: 6 }, won('duel', 0, 0, 1, { card: '2C', fled: true }))).toBeNull();
    expect(creditOf(s, { ev: 'winFight', vs: 'bandit', minWounds: 1 }, won('bandit', 2, 2, null))).toBeNull();
    t.set(2, { wounds: 1 });
    expect(creditOf(s, { ev: 'winFight', vs: 'bandit', minWounds: 1 }, won('bandit', 2, 2, null))).toBe(2);
    expect(creditOf(s, { ev: 'winFight', vs: 'sheriff' }, won('sheriff', 2, 2, null))).toBe(2);
    expect(creditOf(s, { ev: 'winFight', vs: 'guard' }, won('sheriff', 2, 2, null))).toBeNull();
    expect(creditOf(s, { ev: 'winFight', vs: 'guard' }, won('guard', 2, 2, null))).toBe(2);
    // the other event kinds
    expect(creditOf(s, { ev: 'defeatBandit', letter: 'A' }, e('banditDefeated', 3, { hideout: 'mesitos-point-hideout' }))).toBe(3);
    expect(creditOf(s, { ev: 'defeatBandit', letter: 'A' }, e('banditDefeated', 3, { hideout: 'dixon-creek-hideout' }))).toBeNull();
    expect(creditOf(s, { ev: 'robTake', money: 30, nuggets: 2 }, e('goodsTaken', 0, { from: 1, money: 30, nuggets: 0, why: 'rob' }))).toBe(0);
    expect(creditOf(s, { ev: 'robTake', money: 30, nuggets: 2 }, e('goodsTaken', 0, { from: 1, money: 0, nuggets: 2, why: 'rob' }))).toBe(0);
    expect(creditOf(s, { ev: 'robTake', money: 30, nuggets: 2 }, e('goodsTaken', 0, { from: 1, money: 20, nuggets: 1, why: 'rob' }))).toBeNull();
    expect(creditOf(s, { ev: 'robTake', money: 30, nuggets: 2 }, e('goodsTaken', 0, { from: 1, money: 40, nuggets: 0, why: 'pickpocket' }))).toBeNull();
    expect(creditOf(s, { ev: 'crossMesa' }, e('moved', 3, { to: 'x', crossings: 1 }))).toBe(3);
    expect(creditOf(s, { ev: 'crossMesa' }, e('moved', 3, { to: 'x' }))).toBeNull();
    const poker = (winners: Seat[], at: SpaceId, category: string) =>
      e('pokerPlayed', 0, { at, winners, hands: [0, 1, 2].map((seat) => ({ seat, chosen: [], category })) }, 'won');
    expect(creditOf(s, { ev: 'winPoker', minCategory: 'three-of-a-kind' }, poker([1], 'darkrock-saloon-east', 'three-of-a-kind'))).toBe(1);
    expect(creditOf(s, { ev: 'winPoker', minCategory: 'three-of-a-kind' }, poker([1], 'darkrock-saloon-east', 'two-pair'))).toBeNull();
    expect(creditOf(s, { ev: 'winPoker', town: 'darkrock' }, poker([2], 'red-falls-cabaret', 'pair'))).toBeNull();
    expect(creditOf(s, { ev: 'winPoker', town: 'darkrock' }, poker([2], 'darkrock-saloon-east', 'pair'))).toBe(2);
    expect(creditOf(s, { ev: 'deliver', mode: 'rustle' }, e('cattleDelivered', 1, {}, 'rustle'))).toBe(1);
    expect(creditOf(s, { ev: 'deliver', mode: 'rustle' }, e('cattleDelivered', 1, {}, 'wrangle'))).toBeNull();
    expect(creditOf(s, { ev: 'deliver' }, e('cattleDelivered', 1, {}, 'wrangle'))).toBe(1);
    expect(creditOf(s, { ev: 'deposit', min: 3 }, e('nuggetsDeposited', 1, { nuggets: 3 }))).toBe(1);
    expect(creditOf(s, { ev: 'deposit', min: 4 }, e('nuggetsDeposited', 1, { nuggets: 3 }))).toBeNull();
    expect(creditOf(s, { ev: 'mine', minNuggets: 2 }, e('prospected', 1, { at: 'sunny-hills-mine', nuggets: 2 }))).toBe(1);
    expect(creditOf(s, { ev: 'mine', minNuggets: 2 }, e('prospected', 1, { at: 'sunny-hills-mine', nuggets: 1 }))).toBeNull();
    expect(creditOf(s, { ev: 'endMove', town: 'darkrock' }, e('moveEnded', 2, { at: 'darkrock-bank' }))).toBe(2);
    expect(creditOf(s, { ev: 'endMove', countryside: true }, e('moveEnded', 2, { at: 'darkrock-bank' }))).toBeNull();
    expect(creditOf(s, { ev: 'contribute' }, e('storyContributed', 2, { slot: 0 }))).toBe(2);
  });

  it('WB1 and DH1 count a share of a split pot as winning poker (Q24), for every winner', () => {
    const t = goalTable([[], [], [], []], ['doc-holliday', 'wild-bill-hickok', 'mary-fields', 'bloody-knife']);
    t.s.goals!.secret = [['DH1', 'DH2', 'DH3'], ['WB1', 'WB2', 'WB3'], [], []];
    t.s.turn.seat = 0;
    const pot = { type: 'pokerPlayed', kind: 'lost', seat: 2, data: { at: 'red-falls-saloon-east', winners: [0, 1], hands: [{ seat: 0, category: 'full-house' }, { seat: 1, category: 'two-pair' }] } };
    const ev = feed(t, [pot]);
    expect(completed(ev)).toEqual([[0, 'DH1'], [1, 'WB2']]);
    expect(t.s.goals!.progress[1].WB1).toBe(1);
  });
});

describe('C goals: counters kept from the start of the game, on any turn', () => {
  it('BL1 counts moves ended in the 5 countryside regions, each once, over several turns', () => {
    const t = goalTable([[], [], [], ['BL1', 'BL2', 'BL3']]);
    const route: [SpaceId, string][] = [
      ['cliff-junction-7', 'cliff-junction'], ['cliff-junction-7', 'cliff-junction'], ['darkrock-center', 'darkrock'],
      ['mesitos-point-woods', 'mesitos-point'], ['sunny-hills-1', 'sunny-hills'], ['spikes-view-1', 'spikes-view'], ['darkrock-east', 'dixon-creek'],
    ];
    route.forEach(([from, region], i) => {
      t.at(3, from).turnOf(3, 1);
      const m = moveInto(t, region);
      expect(m, `a move into ${region}`).toBeDefined();
      t.act(3, m!);
      if (i < route.length - 1) expect(completed(t.events)).toEqual([]);
    });
    expect(completed(t.events)).toEqual([[3, 'BL1']]);
  });

  it('BR3, BL2, KC2, AO4 and CJ1: counts, distinct keys, and counting on either side', () => {
    const t = goalTable([[], [], [], []], ['bass-reeves', 'bloody-knife', 'kit-carson', 'annie-oakley']);
    t.s.goals!.secret = [['BR3', 'BR1', 'BR2'], ['BL2', 'BL1', 'BL3'], ['KC2', 'KC1', 'KC3'], ['AO4', 'AO1', 'AO2']];
    const bandit = (seat: Seat, hideout: SpaceId): GameEvent => ({ type: 'banditDefeated', seat, data: { hideout } });
    expect(completed(feed(t, [bandit(0, 'mesitos-point-hideout')]))).toEqual([]);
    expect(completed(feed(t, [bandit(0, 'dixon-creek-hideout')]))).toEqual([[0, 'BR3']]);
    expect(completed(feed(t, [bandit(1, 'mesitos-point-hideout'), bandit(1, 'sunny-hills-hideout-east'), bandit(1, 'dixon-creek-hideout')]))).toEqual([]);
    expect(t.s.goals!.progress[1].BL2).toEqual(['A', 'B']);
    // R23.3 the progress is public, as counts, for all 4 goals of the character (so it names none of the secret ones).
    expect(viewFor(t.s, 2).goals!.players[1].progress).toEqual({ BL2: 2 });
    expect(viewFor(t.s, 'spectator').goals!.players[0].progress).toEqual({ BR3: 2 });
    expect(completed(feed(t, [bandit(1, 'spikes-view-hideout')]))).toEqual([[1, 'BL2']]);
    const mine = (at: SpaceId): GameEvent => ({ type: 'prospected', seat: 2, data: { at, nuggets: 0 } });
    expect(completed(feed(t, [mine('sunny-hills-mine'), mine('sunny-hills-mine'), mine('spikes-view-mine')]))).toEqual([]);
    expect(completed(feed(t, [mine('cliff-junction-mine')]))).toEqual([[2, 'KC2']]);
    t.s.turn.seat = 0; // Annie wins once as the target, twice as the attacker, on any turn
    expect(completed(feed(t, [won('duel', 0, 3, 3), won('rob', 3, 3, 1)]))).toEqual([]);
    expect(completed(feed(t, [won('bandit', 3, 3, null)]))).toEqual([]);
    expect(completed(feed(t, [won('duel', 3, 3, 2)]))).toEqual([[3, 'AO4']]);
  });

  it('C counters run for the discarded goal too (from the start), so they reveal nothing about the kept ones', () => {
    const t = goalTable([['BR1', 'BR2', 'BR4'], [], [], []], ['bass-reeves', 'annie-oakley', 'mary-fields', 'bloody-knife']);
    feed(t, [{ type: 'banditDefeated', seat: 0, data: { hideout: 'mesitos-point-hideout' } }]);
    expect(t.s.goals!.progress[0].BR3).toBe(1);
  });
});

describe('T goals: two events within one of your own turns', () => {
  it('MF1 completes with a move ended in Darkrock and one in Red Falls in the same turn', () => {
    const t = goalTable([[], [], ['MF1', 'MF2', 'MF3'], []]).at(2, 'darkrock-east').turnOf(2);
    t.act(2, moveInto(t, 'darkrock')!);
    expect(completed(t.events)).toEqual([]);
    t.at(2, 'red-falls-southwest');
    t.act(2, moveInto(t, 'red-falls')!);
    expect(completed(t.events)).toEqual([[2, 'MF1']]);
  });

  it('MF1 does not complete across two turns: progress restarts with each turn', () => {
    const t = goalTable([[], [], ['MF1', 'MF2', 'MF3'], []]).at(2, 'darkrock-east').turnOf(2, 2);
    t.act(2, moveInto(t, 'darkrock')!);
    expect(t.s.goals!.progress[2].MF1).toEqual(['0']);
    t.act(2, { type: 'work' });
    while (t.s.prompt?.kind !== 'startBenefit' || t.s.turn.seat !== 3) t.next(t.legal()[0]);
    expect(t.s.goals!.progress[2].MF1).toBeUndefined();
    t.at(2, 'red-falls-southwest').turnOf(2, 1);
    t.act(2, moveInto(t, 'red-falls')!);
    expect(completed(t.events)).toEqual([]);
  });

  it('DH3 needs wins as the active player against 2 different players; WE4 a bandit and a player', () => {
    const t = goalTable([[], [], [], []], ['doc-holliday', 'wyatt-earp', 'mary-fields', 'bloody-knife']);
    t.s.goals!.secret = [['DH3', 'DH1', 'DH2'], ['WE4', 'WE1', 'WE2'], [], []];
    t.s.turn.seat = 0;
    expect(completed(feed(t, [won('duel', 0, 0, 2), won('rob', 0, 0, 2)]))).toEqual([]);
    expect(completed(feed(t, [won('duel', 1, 0, 0)]))).toEqual([]); // a win as the target does not count
    expect(completed(feed(t, [{ type: 'banditDefeated', seat: 1, data: { hideout: 'mesitos-point-hideout' } }]))).toEqual([]); // not Wyatt's turn
    expect(completed(feed(t, [won('duel', 0, 0, 3)]))).toEqual([[0, 'DH3']]);
    t.s.turn.seat = 1;
    feed(t, [{ type: 'turnStarted', seat: 1, data: {} }]);
    expect(completed(feed(t, [{ type: 'banditDefeated', seat: 1, data: { hideout: 'mesitos-point-hideout' } }, won('duel', 1, 1, 2)]))).toEqual([[1, 'WE4']]);
  });

  it('MIB-00 a T goal does not count during the Man in Black\'s turn, though it follows the last seat\'s own turn', () => {
    const t = goalTable([[], ['WE4', 'WE1', 'WE2']], ['doc-holliday', 'wyatt-earp']);
    t.s.turn.seat = 1;
    feed(t, [{ type: 'turnStarted', seat: 1, data: {} }, { type: 'banditDefeated', seat: 1, data: { hideout: 'mesitos-point-hideout' } }]);
    expect(t.s.goals!.progress[1].WE4).toEqual(['0']);
    // His turn comes after seat 1's: the turn frame waits at its 'mib' step, s.turn still names seat 1.
    const turn = t.s.stack[0];
    if (turn.k === 'turn') turn.step = 'mib';
    expect(completed(feed(t, [{ type: 'manInBlackTurnStarted', data: { round: 1 } }, won('rob', 1, 1, null, { target: 'mib' })]))).toEqual([]);
    expect(t.s.goals!.progress[1].WE4).toBeUndefined();
  });
});

describe('goal data', () => {
  it('every character has 4 goals and every goal one of the 4 kinds with a known parameter set', () => {
    for (const [c, ids] of Object.entries(GOALS_OF)) expect(ids, c).toHaveLength(4);
    const kinds = GOAL_IDS.map((id) => GOAL_CARDS[id].condition.kind);
    expect(new Set(kinds)).toEqual(new Set(['S', 'E', 'C', 'T']));
    expect(GOAL_IDS.every((id: GoalId) => GOAL_CARDS[id].id === id)).toBe(true);
  });
});
