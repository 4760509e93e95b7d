// The typed engine step by step against this engine (docs/engine-v2.md, stage 2): from every
// state of random games, the typed engine lists the same actions (as codes) and, for the action
// taken, reaches the very same ints. A step it declines (NotPorted, the guard left for what no
// listed action reaches) is counted and printed; every step must be taken, 2-player Man in
// Black games (typed/mib.ts, mib-fight.ts) included.
import { describe, expect, it } from 'vitest';
import { createGame, legalActions, type Setup } from '../src/index.js';
import { codeOfAction } from '../src/typed/action-codes.js';
import { toTyped } from '../src/typed/convert.js';
import { applyCodeT, legalCodesT, settleT } from '../src/typed/engine.js';
import { NotPorted } from '../src/typed/handler.js';
import { setupTyped } from '../src/typed/setup.js';
import { randomGame, randomSetup } from './random-games.js';

/** Steps of random games: how many the typed engine listed and applied alone, and where it stopped. */
function stepThrough(setups: Setup[], rounds: number): { steps: number; listed: number; applied: number; ended: number; stops: Map<string, number> } {
  const out = new Int32Array(512);
  let steps = 0, listed = 0, applied = 0, ended = 0;
  const stops = new Map<string, number>();
  const stop = (e: unknown): void => {
    if (!(e instanceof NotPorted)) throw e;
    stops.set(e.message, (stops.get(e.message) ?? 0) + 1);
  };
  for (const setup of setups) {
    let pending: { t: ReturnType<typeof toTyped>; code: number } | null = null;
    const check = (next: Parameters<typeof toTyped>[0]): void => {
      if (!pending) return;
      const want = toTyped(next).m;
      const got = pending.t.m;
      const diff = got.findIndex((x, i) => x !== want[i]);
      expect(diff, `seq ${next.seq}: the typed step differs at int ${diff}`).toBe(-1);
      applied++;
      if (next.finished) ended++;
      pending = null;
    };
    const { state } = randomGame(setup, rounds, ({ state: s, seat, action }) => {
      check(s);
      steps++;
      const t = toTyped(s);
      try {
        const n = legalCodesT(t.m, out);
        expect(Array.from(out.subarray(0, n)), `seq ${s.seq}: the legal codes`).toEqual(legalActions(s, seat).map(codeOfAction));
        listed++;
        applyCodeT(t, codeOfAction(action));
        pending = { t, code: codeOfAction(action) };
      } catch (e) {
        stop(e);
      }
    });
    check(state);
  }
  return { steps, listed, applied, ended, stops };
}

describe('typed engine (engine v2, stage 2)', () => {
  it('ends games as scoring.ts does (R19.1–R19.3): the last step, scores and winners, int for int', () => {
    const setups = [...Array.from({ length: 12 }, (_, i) => randomSetup(970 + i, 3 + (i % 4))), randomSetup(982, 2, { manInBlack: true }), randomSetup(983, 2, { manInBlack: true })];
    const r = stepThrough(setups, 200);
    expect(r.ended).toBeGreaterThan(3); // games whose final step the typed engine took alone
  });

  it('settles a new game as createGame does, when its first steps are ported', () => {
    let settled = 0;
    for (let seed = 0; seed < 40; seed++) {
      const setup = randomSetup(960 + seed, 2 + (seed % 5));
      const c = setupTyped(setup);
      try { settleT(c); } catch (e) { if (e instanceof NotPorted) continue; throw e; }
      expect(Array.from(c.m)).toEqual(Array.from(toTyped(createGame(setup)).m));
      settled++;
    }
    expect(settled).toBeGreaterThan(20);
  });

  it('takes every step of random games exactly as this engine does', () => {
    const setups = [randomSetup(941, 4), randomSetup(942, 3), randomSetup(943, 5), randomSetup(944, 6), randomSetup(945, 4, { beginner: true }), randomSetup(946, 2, { manInBlack: true })];
    const r = stepThrough(setups, 25);
    console.log(`typed engine: ${r.listed}/${r.steps} steps listed, ${r.applied} applied alone (${(100 * r.applied / r.steps).toFixed(1)}%)`, [...r.stops].sort((a, b) => b[1] - a[1]).slice(0, 12));
    expect(r.applied).toBe(r.steps); // every step (91% on 6 Dec before fights, 100% since)
  });

  it('takes the steps of 2-player Man in Black games (R20) exactly as this engine does: every step, to the end', () => {
    const setups = Array.from({ length: 10 }, (_, i) => randomSetup(2040 + i, 2, { manInBlack: true, ...(i % 3 === 2 ? { goals: true } : {}), ...(i % 4 === 3 ? { beginner: true } : {}) }));
    const r = stepThrough(setups, 200);
    console.log(`typed engine, Man in Black games: ${r.listed}/${r.steps} steps listed, ${r.applied} applied alone (${(100 * r.applied / r.steps).toFixed(1)}%), ${r.ended} ended`, [...r.stops].sort((a, b) => b[1] - a[1]).slice(0, 12));
    expect(r.applied).toBe(r.steps); // every step: nothing of the Man in Black declines any more
    expect(r.ended).toBeGreaterThan(5);
  });

  it('takes every step of goal games (R21) exactly as this engine does', () => {
    const setups = [3, 4, 5, 6, 4, 5, 2].map((n, i) => randomSetup(1810 + i, n, { goals: true, ...(n === 2 ? { manInBlack: true } : {}) }));
    const r = stepThrough(setups, 60);
    console.log(`typed engine, goal games: ${r.listed}/${r.steps} steps listed, ${r.applied} applied alone (${(100 * r.applied / r.steps).toFixed(1)}%), ${r.ended} ended`, [...r.stops].sort((a, b) => b[1] - a[1]).slice(0, 12));
    expect(r.applied).toBe(r.steps);
  });
});
