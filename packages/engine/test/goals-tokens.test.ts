// R21.1 / CONTENT.md §9: Legendary tokens (the k-th goal draws k and keeps k), the 3-goal limit,
// several goals at once, scoring (R19.2), and secrecy of goals and tokens (R23).
import { describe, expect, it } from 'vitest';
import {
  determinize, finalScores, GOALS_OF, keepOptions, newCtx, redactEvent, seedRng, settle, startGame, viewFor, type Action, type GameEvent, type TokenValue,
} from '../src/index.js';
import { completed, goalTable } from './goals-helpers.js';

const keep = (ones: number, twos: number, threes: number): Action => ({ type: 'keepTokens', ones, twos, threes });

describe('R21.1 Legendary tokens', () => {
  it('R21.1 the k-th goal draws k tokens, and the player keeps k of all they hold, returning the rest to a shuffled supply', () => {
    const supply: TokenValue[] = [1, 3, 2, 2, 1, 3, 1, 1, 2];
    const t = goalTable([['BK1', 'BK2', 'BK4'], [], [], []], undefined, supply).turnOf(0);
    // 1st goal: 1 token drawn, kept without a choice.
    t.set(0, { money: 120 }).settle();
    expect(completed(t.events)).toEqual([[0, 'BK4']]);
    expect(t.ofType('tokensDrawn').map((e) => e.data?.tokens)).toEqual([[1]]);
    expect(t.s.goals!.tokens[0]).toEqual([1]);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    // 2nd goal: 2 drawn (3 and 2), 3 held, keep 2: a real choice.
    t.set(0, { wanted: 6 }).settle();
    expect(t.ofType('tokensDrawn').map((e) => e.data?.tokens)).toEqual([[1], [3, 2]]);
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'keepTokens', rule: 'R21.1' });
    expect(t.legal(0)).toEqual([keep(0, 1, 1), keep(1, 0, 1), keep(1, 1, 0)]);
    expect(t.s.goals!.supply).toHaveLength(6);
    t.act(0, keep(1, 0, 1));
    expect(t.s.goals!.tokens[0].sort()).toEqual([1, 3]);
    expect(t.s.goals!.supply).toHaveLength(7);
    expect([...t.s.goals!.supply].sort()).toEqual([1, 1, 1, 2, 2, 2, 3]);
    expect(t.ofType('tokensKept').at(-1)?.data).toEqual({ kept: [3, 1], returned: [2] });
    // 3rd goal: 3 drawn, 5 held, keep 3.
    t.s.goals!.supply = [3, 2, 2, 1, 1, 1, 1];
    t.s.bandits = [];
    t.set(0, { money: 0 });
    t.s.stack.push({ k: 'tokens', seat: 0, keep: 3, held: null }); // as goalCompleted would for a 3rd goal
    t.settle();
    expect(t.s.goals!.supply).toHaveLength(4);
    expect(t.legal(0)).toContainEqual(keep(0, 2, 1));
    t.act(0, keep(0, 2, 1));
    expect(t.s.goals!.tokens[0].reduce((a, b) => a + b, 0)).toBe(7);
    expect(t.s.goals!.supply).toHaveLength(6);
  });

  it('R21.1 a short supply gives what is left; with nothing to choose, all held tokens are kept', () => {
    const t = goalTable([['BK1', 'BK2', 'BK4'], [], [], []], undefined, [2]).turnOf(0);
    t.s.goals!.tokens[0] = [3];
    t.s.goals!.done[0] = ['BK3'];
    t.s.goals!.secret[0] = ['BK1', 'BK4'];
    t.set(0, { money: 120 }).settle();
    expect(t.ofType('tokensDrawn').map((e) => e.data?.tokens)).toEqual([[2]]);
    expect(t.s.goals!.tokens[0]).toEqual([3, 2]);
    expect(t.s.goals!.supply).toEqual([]);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(keepOptions([2, 2, 2], 2)).toEqual([keep(0, 2, 0)]);
  });

  it('R21.1 only the 3 kept goals complete: the discarded goal\'s condition does nothing (it becomes known)', () => {
    const t = goalTable([['BK1', 'BK2', 'BK3'], [], [], []]).turnOf(0);
    t.set(0, { money: 120 }).settle();
    expect(completed(t.events)).toEqual([]);
    expect(t.s.goals!.missed[0]).toEqual(['BK4']);
    expect(t.s.goals!.done[0]).toEqual([]);
    expect(t.ofType('tokensDrawn')).toEqual([]);
  });

  it('R21.1 a player completes at most 3 goals: after the 3rd, the 4th goal\'s condition completes nothing', () => {
    const t = goalTable([['BK1', 'BK2', 'BK3'], [], [], []], undefined, [1, 1, 1, 1, 1, 1, 1]).turnOf(0); // all alike: no choice to make
    const step = (events: GameEvent[]) => {
      const ctx = { ...newCtx(t.s), events };
      settle(ctx);
      t.events.push(...ctx.events);
    };
    t.set(0, { wanted: 6 });
    step([]);
    step([{ type: 'fightResolved', kind: 'sheriff', seat: 0, data: { winner: 0, loser: 0, fled: false, target: null, at: 'cliff-junction-7', card: '9H', hideout: null } }]);
    step([{ type: 'goodsTaken', seat: 0, data: { from: 1, money: 40, nuggets: 0, why: 'rob' } }]);
    expect(completed(t.events)).toEqual([[0, 'BK1'], [0, 'BK3'], [0, 'BK2']]);
    expect(t.ofType('tokensDrawn').map((e) => (e.data?.tokens as number[]).length)).toEqual([1, 2, 3]);
    expect(t.s.stack.at(-1), JSON.stringify(t.s.prompt)).toMatchObject({ k: 'turn' });
    expect(t.s.goals!.tokens[0]).toEqual([1, 1, 1]);
    t.set(0, { money: 120 });
    step([]);
    expect(completed(t.events)).toHaveLength(3);
    expect(t.s.goals!.done[0]).toEqual(['BK1', 'BK3', 'BK2']);
    expect(t.s.goals!.missed[0]).toEqual(['BK4']);
    expect(t.ofType('tokensDrawn')).toHaveLength(3);
  });

  it('CONTENT §9 several goals complete at once: each is revealed and draws in order (1 then 2 tokens)', () => {
    const t = goalTable([['BK1', 'BK4', 'BK2'], ['AO2', 'AO1', 'AO3'], [], []], undefined, [2, 2, 1, 3, 1]).turnOf(0);
    t.set(0, { money: 120, wanted: 6 });
    t.p(1).items = [{ id: 'rifle', upgraded: true }];
    t.settle();
    expect(completed(t.events)).toEqual([[0, 'BK1'], [0, 'BK4'], [1, 'AO2']]);
    expect(t.ofType('tokensDrawn').map((e) => [e.seat, e.data?.tokens])).toEqual([[0, [2]], [0, [2, 1]]]);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'keepTokens' });
    t.act(0, keep(0, 2, 0));
    expect(t.ofType('tokensDrawn').at(-1)).toMatchObject({ seat: 1 });
    expect(t.s.goals!.tokens).toEqual([[2, 2], [expect.any(Number)], [], []]);
  });

  it('R19.2 kept Legendary tokens are a line of the final scoring', () => {
    const t = goalTable([[], [], [], []]);
    t.s.goals!.tokens = [[3, 2], [1], [], [2, 2, 3]];
    const scores = finalScores(t.s);
    expect(scores.map((x) => x.tokens)).toEqual([5, 1, 0, 7]);
    expect(scores[3].total - scores[3].trackLp).toBe(7 + scores[3].items + scores[3].money + scores[3].wounds + scores[3].marshal + scores[3].wanted);
  });
});

describe('R23 secrecy of goals and tokens', () => {
  const game = () => startGame({
    players: [{ character: 'billy-the-kid' }, { character: 'annie-oakley' }, { character: 'mary-fields' }, { character: 'kit-carson' }],
    seed: 'goal-secrets', options: { goals: true },
  });

  it('R23.1 unrevealed goals are seen only by their owner, the discarded goals by nobody, the supply order by nobody', () => {
    const { state: s, events } = game();
    const g = s.goals!;
    for (let seat = 0; seat < 4; seat++) {
      const v = viewFor(s, seat);
      expect(v.goals!.yours).toEqual(g.secret[seat]);
      const text = JSON.stringify(v);
      for (let other = 0; other < 4; other++) {
        if (other !== seat) for (const id of g.secret[other]) expect(text).not.toContain(`"${id}"`);
        expect(text).not.toContain(`"${g.discarded[other]}"`);
      }
      expect(v.goals!.players.map((p) => p.secretCount)).toEqual([3, 3, 3, 3]);
      expect(v.goals!.supplySize).toBe(18);
      expect(text).not.toContain('"supply"');
      const dealt = events.filter((e) => e.type === 'goalsDealt').map((e) => redactEvent(e, seat));
      expect(dealt.map((e) => e.data?.goals ?? null)).toEqual(g.secret.map((x, i) => (i === seat ? x : null)));
    }
    expect(viewFor(s, 'spectator').goals!.yours).toEqual([]);
  });

  it('R23 a determinization redraws other players\' unrevealed goals from their character\'s goals, keeping revealed and known ones', () => {
    const { state: s } = game();
    const g = s.goals!;
    g.done[2] = [g.secret[2][0]];
    g.secret[2] = g.secret[2].slice(1);
    g.missed[3] = [g.discarded[3]!];
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const d = determinize(s, 0, seedRng(`goals-${i}`)).goals!;
      expect(d.secret[0]).toEqual(g.secret[0]);
      expect(d.done).toEqual(g.done);
      expect([...d.secret[1], d.discarded[1]].sort()).toEqual([...GOALS_OF['annie-oakley']].sort());
      expect(d.secret[2]).toHaveLength(2);
      expect(d.secret[2]).not.toContain(g.done[2][0]);
      expect(d.discarded[3]).toBe(g.discarded[3]);
      expect([...d.secret[3]].sort()).toEqual([...g.secret[3]].sort());
      expect([...d.supply].sort()).toEqual([...g.supply].sort());
      seen.add(d.discarded[1]!);
      expect(JSON.stringify(viewFor({ ...s, goals: d }, 0))).toBe(JSON.stringify(viewFor(s, 0)));
    }
    expect(seen.size).toBe(4);
  });
});
