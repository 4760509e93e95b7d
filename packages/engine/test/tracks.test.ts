// R11: the Marshal and Wanted tracks (CONTENT.md §7), arrest, and the end-of-turn Wanted LP.
import { describe, expect, it } from 'vitest';
import type { Action, CattleId, FightCardId, PlayerState } from '../src/index.js';
import { scenario, type Scenario } from './builder.js';

const HIDEOUT = 'dixon-creek-hideout';
const HERE = 'darkrock-center';

const choose = (option: Extract<Action, { type: 'choose' }>['option']): Action => ({ type: 'choose', option });

/** Seat 0 (with `fields`) beats a bandit with an Ace against F8 and is offered the bandit reward. */
function beatBandit(fields: Partial<PlayerState>, card: FightCardId = 'F8'): Scenario {
  const t = scenario().bandits([HIDEOUT]).at(0, 'darkrock-east').items(0, []).set(0, fields).hand(0, ['AH'])
    .fightTop([card, card === 'F3' ? 'F8' : 'F3']).turnOf(0);
  t.act(0, { type: 'move', to: HIDEOUT });
  t.act(3, { type: 'chooseFightCard', card });
  t.act(0, { type: 'playCard', card: 'AH' });
  return t;
}

/** Seat 0 (with `fields`) robs seat 1, who holds nothing and must flee: +1 Wanted point. */
function robNobody(fields: Partial<PlayerState>): Scenario {
  const t = scenario().bandits([]).at(0, HERE).at(1, HERE).items(0, []).items(1, []).set(0, fields).hand(0, ['AH']).hand(1, []).turnOf(0);
  t.act(0, { type: 'fight', target: 1, kind: 'rob' });
  t.act(0, { type: 'playCard', card: 'AH' });
  return t;
}

/** Takes a cattle token out of its ranch stack, as if carried. */
function carried(t: Scenario, token: CattleId): void {
  const colour = token.startsWith('green') ? 'green' : 'blue';
  t.s.ranches[colour] = t.s.ranches[colour].filter((c) => c !== token);
}

describe('R11.2 track rewards (CONTENT.md §7)', () => {
  const marshal: [number, { money?: number; lp?: number }][] = [
    [1, { money: 20 }], [2, { money: 20 }], [3, { lp: 2 }],
    [4, { money: 30 }], [5, { money: 30 }], [6, { lp: 4 }],
    [7, { money: 40 }], [8, { money: 40 }], [9, { lp: 6 }],
  ];
  it.each(marshal)('R11.2 entering Marshal space %i gives %o', (space, reward) => {
    const t = beatBandit({ marshal: space - 1 });
    t.act(0, choose('marshal'));
    expect(t.p(0)).toMatchObject({ marshal: space, money: reward.money ?? 0, lp: reward.lp ?? 0, hand: [] });
  });

  const wanted: [number, number][] = [[1, 0], [2, 1], [3, 0], [4, 1], [5, 0], [6, 1], [7, 0], [8, 1], [9, 0]];
  it.each(wanted)('R11.2 entering Wanted space %i draws %i card(s)', (space, cards) => {
    const t = robNobody({ wanted: space - 1 });
    expect(t.p(0)).toMatchObject({ wanted: space, money: 0, lp: 0 });
    expect(t.p(0).hand).toHaveLength(cards);
  });

  it('R11.2 beyond Marshal space 9 each point gives 1 LP and the cube stays on 9', () => {
    const t = beatBandit({ marshal: 9 });
    t.act(0, choose('marshal'));
    expect(t.p(0)).toMatchObject({ marshal: 9, lp: 1, money: 0 });
  });

  it('R11.2 beyond Wanted space 9 each point gives 1 LP and the cube stays on 9', () => {
    const t = robNobody({ wanted: 9 });
    expect(t.p(0)).toMatchObject({ wanted: 9, lp: 1, hand: [] });

    // A won Heist from space 8: space 9 (nothing), then 2 points beyond it.
    const u = scenario().bandits([]).at(0, 'darkrock-bank').items(0, []).set(0, { wanted: 8 }).hand(0, ['AH']).fightTop(['F8', 'F3', 'F4']).turnOf(0);
    u.act(0, { type: 'heist' });
    u.act(3, { type: 'chooseFightCard', card: 'F8' });
    u.act(0, { type: 'playCard', card: 'AH' });
    expect(u.p(0)).toMatchObject({ wanted: 9, lp: 2, money: 80, hand: [] });
  });
});

describe('R11.3 and R11.4 never on both tracks', () => {
  it('R11.3 a Marshal who gains a Wanted point first loses all Marshal points, without compensation', () => {
    const t = scenario().bandits([]).at(0, 'mesitos-point-2').items(0, []).set(0, { marshal: 5, cattle: 'blue-1' }).turnOf(0);
    carried(t, 'blue-1');
    t.act(0, { type: 'move', to: 'mesitos-point-ranch' });
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'deliver', rule: 'R7.2' });
    t.act(0, choose('deliver'));
    // Rustled: the token's $20, 1 Wanted point, and no Marshal point left.
    expect(t.p(0)).toMatchObject({ marshal: 0, wanted: 1, money: 20, lp: 0, cattle: null });
    expect(t.ofType('marshalPointsLost').map((e) => e.data)).toEqual([{ amount: 5, why: 'becameWanted' }]);
  });

  it('R11.3 a Marshal choosing the Wanted point of FA loses all Marshal points', () => {
    const t = beatBandit({ marshal: 2 }, 'FA');
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'pointReward' });
    t.act(0, choose('wanted'));
    expect(t.p(0)).toMatchObject({ marshal: 0, wanted: 1 });
  });

  it('R11.4 a Wanted player who wrangles gains the token\'s reward but no Marshal point (R7.3)', () => {
    const t = scenario().bandits([]).at(0, 'spikes-view-7').items(0, []).set(0, { wanted: 2, cattle: 'green-1' }).turnOf(0);
    carried(t, 'green-1');
    t.act(0, { type: 'move', to: 'spikes-view-rail-station' });
    t.act(0, choose('deliver'));
    expect(t.p(0)).toMatchObject({ marshal: 0, wanted: 2, money: 20, cattle: null });
    expect(t.ofType('marshalPointGained')).toEqual([]);
  });

  it('R11.4 a Wanted player beating a bandit takes the LP: no Marshal point is offered', () => {
    const t = beatBandit({ wanted: 1 });
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(t.p(0)).toMatchObject({ lp: 1, marshal: 0, wanted: 1 });
  });
});

describe('R11.7 arrest', () => {
  const cases: [number, number, number, number][] = [[30, 3, 10, 1], [50, 4, 20, 2], [10, 1, 0, 0], [0, 0, 0, 0]];
  it.each(cases)('R11.7 an arrested player with $%i and %i nuggets keeps $%i and %i nuggets', (money, nuggets, moneyLeft, nuggetsLeft) => {
    const t = scenario().bandits([]).at(0, HERE).at(1, HERE).items(0, []).items(1, []).set(0, { marshal: 1 })
      .set(1, { wanted: 5, money, nuggets }).hand(0, ['KH']).hand(1, ['3C']).turnOf(0);
    t.act(0, { type: 'fight', target: 1, kind: 'arrest' });
    t.act(0, { type: 'playCard', card: 'KH' });
    t.act(1, { type: 'playCard', card: '3C' });
    expect(t.p(1)).toMatchObject({ money: moneyLeft, nuggets: nuggetsLeft });
    // The lost half goes to the supply, not to the Marshal (who gets only space 2's $20).
    expect(t.p(0)).toMatchObject({ money: 20, nuggets: 0, marshal: 2 });
  });

  it('R11.7 an arrested player goes to the Sheriff\'s Office, loses all Wanted points and the cattle token, with one penalty', () => {
    const t = scenario().bandits([]).at(0, HERE).at(1, HERE).items(0, []).items(1, []).set(0, { marshal: 1 })
      .set(1, { wanted: 5, cattle: 'blue-2', lp: 3 }).hand(0, ['KH']).hand(1, ['3C']).turnOf(0);
    carried(t, 'blue-2');
    expect(t.s.ranches.blue).toHaveLength(5);
    t.act(0, { type: 'fight', target: 1, kind: 'arrest' });
    t.act(0, { type: 'playCard', card: 'KH' });
    t.act(1, { type: 'playCard', card: '3C' });
    expect(t.p(1)).toMatchObject({ pos: 'darkrock-sheriff-office', wanted: 0, cattle: null, wounds: 1, lp: 3 });
    expect(t.p(1).hand).toHaveLength(1);
    expect(t.s.ranches.blue).toHaveLength(6);
    expect(t.s.ranches.blue).toContain('blue-2');
    expect(t.ofType('arrested')).toHaveLength(1);
  });

  it('R11.5 after an arrest the player may become a Marshal again', () => {
    const t = scenario().bandits([HIDEOUT]).at(0, HERE).at(1, HERE).items(0, []).items(1, []).set(0, { marshal: 1 })
      .set(1, { wanted: 5 }).hand(0, ['KH']).hand(1, ['3C']).fightTop(['F8', 'F3']).turnOf(0);
    t.act(0, { type: 'fight', target: 1, kind: 'arrest' });
    t.act(0, { type: 'playCard', card: 'KH' });
    t.act(1, { type: 'playCard', card: '3C' });
    expect(t.p(1).wanted).toBe(0);
    t.at(1, 'darkrock-east').hand(1, ['AH']).turnOf(1);
    t.act(1, { type: 'move', to: HIDEOUT });
    t.act(0, { type: 'chooseFightCard', card: 'F8' });
    t.act(1, { type: 'playCard', card: 'AH' });
    expect(t.legal(1)).toContainEqual(choose('marshal'));
    t.act(1, choose('marshal'));
    expect(t.p(1)).toMatchObject({ marshal: 1, wanted: 0 });
  });
});

describe('R11.6 end-of-turn Wanted LP', () => {
  const rows: [number, number][] = [[0, 0], [1, 1], [3, 1], [4, 2], [6, 2], [7, 3], [9, 3]];
  it.each(rows)('R11.6 with %i Wanted points the player gains %i LP at the end of the turn', (wanted, lp) => {
    const t = scenario().bandits([]).items(0, []).set(0, { wanted }).set(1, { wanted: 4 }).turnOf(0, 1);
    expect(t.p(0).lp).toBe(0);
    t.act(0, { type: 'work' });
    expect(t.p(0)).toMatchObject({ lp, money: 10, wanted });
    // Only the player whose turn ended gains.
    expect(t.p(1).lp).toBe(0);
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'startBenefit' });
  });

  it('R11.6 the Wanted LP come only at the end of the turn, not after each action', () => {
    const t = scenario().bandits([]).items(0, []).set(0, { wanted: 4 }).turnOf(0, 2);
    t.act(0, { type: 'work' });
    expect(t.p(0).lp).toBe(0);
    t.act(0, { type: 'work' });
    expect(t.p(0).lp).toBe(2);
  });
});
