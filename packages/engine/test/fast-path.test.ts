// The fast path of simulations (fast.ts, issue #6): the typed engine behind index-based steps on a
// private copy. It must reach the public API's states (stateHash) and list the public API's actions
// at every step of many random games, of every table and variant.
import { describe, expect, it } from 'vitest';
import {
  actionKey, fastAction, fastApply, fastCopy, fastFinished, fastGame, fastKeys, fastKind, fastLegal, fastRound, fastSeat, fastStart, fastState,
  legalActions, RuleError, startGame, stateHash, type Setup,
} from '../src/index.js';
import { A } from '../src/typed/action-codes.js';
import { randomGame, randomSetup } from './random-games.js';

/** The tables the equality runs on: every player count (2 players: the Man in Black), the variants. */
const SETUPS: Setup[] = [
  ...Array.from({ length: 12 }, (_, i) => randomSetup(9100 + i, 2 + (i % 5))),
  ...[0, 1].map((i) => randomSetup(9200 + i, 4, { goals: true })),
  randomSetup(9300, 3, { beginner: true }),
  randomSetup(9400, 2, { manInBlack: true }),
];

/** Expects a thrown RuleError with `code`. */
function expectRuleError(f: () => unknown, code: string): void {
  let caught: unknown;
  try { f(); } catch (e) { caught = e; }
  expect(caught).toBeInstanceOf(RuleError);
  expect((caught as RuleError).code).toBe(code);
}

describe('the fast path (fast.ts)', () => {
  it('starts every table at startGame\'s state', () => {
    for (const setup of SETUPS) expect(stateHash(fastState(fastStart(setup)))).toBe(stateHash(startGame(setup).state));
  });

  it('lists the public actions and has the public API\'s state (stateHash) at every step of random games of every table', () => {
    let steps = 0;
    for (const setup of SETUPS) {
      const g = fastStart(setup);
      const { state } = randomGame(setup, 60, ({ state: s, seat, legal, action }) => {
        expect(stateHash(fastState(g))).toBe(stateHash(s));
        expect(fastSeat(g)).toBe(seat);
        expect(fastRound(g)).toBe(s.turn.round);
        const n = fastLegal(g);
        expect(n).toBe(legal.length);
        expect(fastKeys(g)).toEqual(legal.map(actionKey));
        const index = legal.findIndex((a) => actionKey(a) === actionKey(action));
        expect(actionKey(fastAction(g, index))).toBe(actionKey(action));
        expect(fastKind(g, index)).toBe(A[action.type]);
        fastApply(g, index);
        steps++;
      });
      expect(stateHash(fastState(g))).toBe(stateHash(state));
      expect(fastFinished(g)).toBe(state.finished);
    }
    expect(steps).toBeGreaterThan(5000);
  });

  it('copies a game into kept buffers: the copy steps on alone, the original is unchanged', () => {
    for (const setup of [randomSetup(9600, 4), randomSetup(9601, 2, { manInBlack: true })]) {
      const s = startGame(setup).state;
      const a = fastGame(s);
      const b = fastCopy(a);
      const before = stateHash(fastState(a));
      for (let i = 0; i < 30 && !fastFinished(b); i++) { fastLegal(b); fastApply(b, 0); }
      expect(stateHash(fastState(a))).toBe(before);
      expect(stateHash(fastState(b))).not.toBe(before);
      const kept = b.t.m;
      fastCopy(a, b);
      expect(b.t.m).toBe(kept); // the same buffer, rewritten
      expect(stateHash(fastState(b))).toBe(before);
    }
  });

  it('R4 refuses an index outside the list and a step before the list, with ERR_ILLEGAL_ACTION, and changes nothing', () => {
    for (const setup of [randomSetup(9700, 4), randomSetup(9701, 2, { manInBlack: true })]) {
      const g = fastStart(setup);
      const before = stateHash(fastState(g));
      expectRuleError(() => fastApply(g, 0), 'ERR_ILLEGAL_ACTION');
      const n = fastLegal(g);
      expect(n).toBe(legalActions(startGame(setup).state, fastSeat(g)).length);
      for (const bad of [-1, n, 0.5, Number.NaN]) expectRuleError(() => fastApply(g, bad), 'ERR_ILLEGAL_ACTION');
      expect(stateHash(fastState(g))).toBe(before);
      fastApply(g, 0);
      expectRuleError(() => fastApply(g, 0), 'ERR_ILLEGAL_ACTION'); // the list went stale with the step
    }
  });

  it('R19.1 refuses any step once the game is over, with ERR_GAME_OVER as the public API', () => {
    const setup = randomSetup(9800, 3);
    const { state } = randomGame(setup, 200);
    expect(state.finished).toBe(true);
    const g = fastGame(state);
    expect(fastFinished(g)).toBe(true);
    expect(fastSeat(g)).toBe(-1);
    expect(fastLegal(g)).toBe(0);
    expectRuleError(() => fastApply(g, 0), 'ERR_GAME_OVER');
    expect(stateHash(fastState(g))).toBe(stateHash(state));
  });
});
