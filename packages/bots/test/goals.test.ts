// The Goal variant (R21.1, CONTENT.md §9): keeping Legendary tokens (the heuristic keeps the
// highest; every bot returns a listed action, also in whole Goal-variant games), and in built
// positions the heuristic takes the action its own secret goal asks for, where it would not without it.
import { describe, expect, it } from 'vitest';
import {
  applyAction, createGame, legalActions, LEGENDARY_TOKENS, newCtx, seedRng, settle, viewFor,
  type Action, type GameState, type GoalId, type SpaceId,
} from '@wl/engine';
import { tokenWorth } from '../src/goal-targets.js';
import { heuristicBot, makeIsmcts, randomBot, worldSampler } from '../src/index.js';
import { pick, position, type Shape } from './position.js';

describe('Legendary tokens', () => {
  it('R21.1 the heuristic keeps the highest tokens', () => {
    const s = createGame({ players: [{ character: 'billy-the-kid' }, { character: 'annie-oakley' }, { character: 'mary-fields' }], seed: 'bot-tokens', options: { goals: true } });
    s.stack.push({ k: 'tokens', seat: 1, keep: 2, held: [1, 3, 2] });
    settle(newCtx(s));
    expect(s.prompt).toMatchObject({ seat: 1, kind: 'keepTokens' });
    const legal = legalActions(s, 1);
    expect(heuristicBot(viewFor(s, 1), legal, seedRng(1))).toEqual({ type: 'keepTokens', ones: 0, twos: 1, threes: 1 });
  });

  it('R21.1 random, heuristic and ismcts bots play whole Goal-variant games with listed actions only', () => {
    const bots = [randomBot, heuristicBot, makeIsmcts({ iterations: 4 })];
    for (let g = 0; g < 2; g++) {
      let s = createGame({ players: [{}, {}, {}], seed: 300 + g, options: { goals: true } });
      const rng = seedRng(g);
      for (let n = 0; n < 4000 && !s.finished; n++) {
        const seat = s.prompt!.seat;
        const legal = legalActions(s, seat);
        const a: Action = bots[seat](viewFor(s, seat), legal, rng, worldSampler(s, seat)); // ismcts samples goal games (determinize)
        expect(legal).toContain(a);
        const r = applyAction(s, seat, a);
        if (!r.ok) throw r.error;
        s = r.state;
      }
      expect(s.finished).toBe(true);
    }
  });
});

/** A built position (position.ts) in the Goal variant: seat 0 holds these secret goals, nothing else is secret or done. */
function goalPosition(shape: Omit<Shape, 'stories'>, yours: GoalId[]): GameState {
  const s = position({ ...shape, stories: [null, null] });
  const each = <T>(f: (seat: number) => T): T[] => s.players.map((_, seat) => f(seat));
  s.goals = {
    secret: each((seat) => (seat === 0 ? [...yours] : [])), discarded: each(() => null), done: each(() => []), missed: each(() => []),
    progress: each(() => ({})), supply: [...LEGENDARY_TOKENS], tokens: each(() => []),
  };
  return s;
}

/** The heuristic's pick holding the secret goal, and in the same position with no goal left. */
function withAndWithout(goal: GoalId, shape: Omit<Shape, 'stories'>): { yes: Action; no: Action } {
  return { yes: pick(goalPosition(shape, [goal])), no: pick(goalPosition(shape, [])) };
}

describe('the heuristic pursues its secret goals (R21, CONTENT.md §9)', () => {
  it('R21.1 a goal is worth the Legendary tokens its completion brings: draw k, keep the best k', () => {
    const worth = (tokens: (1 | 2 | 3)[], done: number, others: (1 | 2 | 3)[] = []) => {
      const s = goalPosition({}, ['AO3']);
      s.goals!.tokens = [tokens, others, [], []];
      s.goals!.done = [['AO1', 'AO2', 'AO4'].slice(0, done) as GoalId[], [], [], []];
      return tokenWorth(viewFor(s, 0), 0);
    };
    expect(worth([], 0)).toBeCloseTo(33 / 18); // the mean token: 6 × 1, 9 × 2, 3 × 3
    expect(worth([2], 1)).toBeGreaterThan(worth([], 0)); // the 2nd draws 2 and keeps 2 of 3
    expect(worth([1], 1)).toBeGreaterThan(worth([2], 1)); // a low held token is likelier to be bettered
    expect(worth([], 0, [3, 3])).toBeLessThan(worth([], 0)); // the 3s others keep are gone from the supply
  });

  it('R21 E goal AO3 (2+ LP in one Revel): revels 2 LP where it would keep $30 and revel 1', () => {
    const { yes, no } = withAndWithout('AO3', { me: { pos: 'red-falls-cabaret', money: 70 } });
    expect(yes).toEqual({ type: 'revel', lp: 2 });
    expect(no).toEqual({ type: 'revel', lp: 1 });
  });

  it('R21 E goal BR2 (win an Arrest): a Marshal arrests a Wanted player with a 10, a card it would not fight with otherwise', () => {
    const shape = { me: { pos: 'darkrock-center' as const, marshal: 1 }, hand: ['TC', '4D'] as Shape['hand'], others: { 1: { pos: 'darkrock-center' as const, wanted: 1 } } };
    const { yes, no } = withAndWithout('BR2', shape);
    expect(yes).toEqual({ type: 'fight', kind: 'arrest', target: 1 });
    expect(no.type).not.toBe('fight');
  });

  it('R21 E goal YB4 (win a Duel outside a town): duels there, not in town, and not without the goal', () => {
    const at = (pos: SpaceId) => ({ me: { pos }, hand: ['TC', '4D'] as Shape['hand'], others: { 1: { pos } } });
    const outside = withAndWithout('YB4', at('mesitos-point-3'));
    expect(outside.yes).toEqual({ type: 'fight', kind: 'duel', target: 1 });
    expect(outside.no.type).not.toBe('fight');
    expect(withAndWithout('YB4', at('darkrock-center')).yes.type).not.toBe('fight');
  });

  it('R21 E goal DH4 (win poker at the Darkrock Saloon): plays poker there with a hand it would not play', () => {
    const at = (pos: SpaceId) => ({ me: { pos, money: 30, items: [], activeWeapon: null, activeMount: null }, hand: ['KC', '9D'] as Shape['hand'] });
    const darkrock = withAndWithout('DH4', at('darkrock-saloon-north'));
    expect(darkrock.yes).toEqual({ type: 'poker' });
    expect(darkrock.no.type).not.toBe('poker');
    expect(pick(goalPosition(at('red-falls-saloon-north'), ['DH4'])).type).not.toBe('poker'); // the Red Falls Saloon does not count
  });

  it('R21 E goal MF4 (deliver cattle): delivers at the other ranch where a Marshal would keep the token', () => {
    const answer = (goal: GoalId | null) => {
      let s = goalPosition({ me: { pos: 'sunny-hills-3', marshal: 3, cattle: 'green-1' } }, goal ? [goal] : []);
      const r = applyAction(s, 0, { type: 'move', to: 'sunny-hills-ranch' });
      if (!r.ok) throw r.error;
      s = r.state;
      expect(s.prompt).toMatchObject({ seat: 0 });
      return heuristicBot(viewFor(s, 0), legalActions(s, 0), seedRng('pick'));
    };
    expect(answer('MF4')).toEqual({ type: 'choose', option: 'deliver' });
    expect(answer(null)).toEqual({ type: 'choose', option: 'keep' });
  });

  it('R21 S goal MF2 (own 2 mounts): buys a second mount, which it never does otherwise', () => {
    const shape = { me: { pos: 'darkrock-general-store-north' as const, money: 40, items: [{ id: 'mustang' as const, upgraded: false }], activeMount: 'mustang' as const } };
    const buysMule = (a: Action) => a.type === 'buy' && a.item === 'mule';
    const { yes, no } = withAndWithout('MF2', shape);
    expect(buysMule(yes)).toBe(true);
    expect(no.type).not.toBe('buy');
  });

  it('R21 S goal BK4 (have $120): works for the last $10 instead of spending it at the Cabaret', () => {
    const { yes, no } = withAndWithout('BK4', { me: { pos: 'red-falls-cabaret', money: 110 } });
    expect(yes).toEqual({ type: 'work' });
    expect(no.type).toBe('revel');
  });
});
