// The box's components and limits (R2) hold at every step of seeded random games of every kind:
// no money, nugget, wound or track point beyond its limit, no item or token made or lost,
// the end triggered once a target is reached (R19.1), the Legendary ability from 5 LP (R18.2),
// and, between actions (the bare `action` prompt, nothing being fought or played), every poker card
// and fight card in exactly one place.
import { describe, expect, it } from 'vitest';
import type { Setup } from '../src/index.js';
import { betweenActions, brokenLimits } from './limits.js';
import { randomGame, randomSetup } from './random-games.js';

const GAMES = Math.max(8, Math.round(Number(process.env.WL_HARNESS_GAMES ?? 200) / 5));

/** Plays `games` random games of a setup kind and returns the first broken limits found. */
function check(games: number, setupOf: (g: number) => Setup): { failures: string[]; quiet: number; steps: number } {
  const failures: string[] = [];
  let quiet = 0;
  let steps = 0;
  for (let g = 0; g < games && failures.length < 10; g++) {
    const setup = setupOf(g);
    randomGame(setup, 100, ({ state, index }) => {
      steps++;
      if (betweenActions(state)) quiet++;
      for (const b of brokenLimits(state)) if (failures.length < 10) failures.push(`seed ${String(setup.seed)} step ${index}: ${b}`);
    });
  }
  return { failures, quiet, steps };
}

describe('R2 components and limits at every step of random games', () => {
  it(`R2 ${GAMES} 4-player games`, () => {
    const r = check(GAMES, (g) => randomSetup(7100 + g));
    expect(r.failures).toEqual([]);
    expect(r.quiet, 'the card counts were checked between actions').toBeGreaterThan(GAMES * 20);
  });

  it(`R2 ${GAMES} games of 2 (Man in Black), 3, 5 and 6 players, Goal and Beginner variants`, () => {
    const kinds = [
      (g: number) => randomSetup(7200 + g, 2),
      (g: number) => randomSetup(7300 + g, 3, { goals: true }),
      (g: number) => randomSetup(7400 + g, 5, { beginner: true }),
      (g: number) => randomSetup(7500 + g, 6),
    ];
    const r = check(GAMES, (g) => kinds[g % kinds.length](g));
    expect(r.failures).toEqual([]);
    expect(r.quiet).toBeGreaterThan(GAMES * 20);
  });

  it('finds a broken limit when there is one', () => {
    const { state } = randomGame(randomSetup(7000), 3);
    expect(brokenLimits(state)).toEqual([]);
    const s = structuredClone(state);
    s.players[0].money = 130;
    s.players[1].wanted = 2;
    s.players[1].marshal = 1;
    s.store.rifle += 1;
    s.ranches = { green: s.ranches.green.slice(1), blue: s.ranches.blue };
    expect(brokenLimits(s).map((b) => b.match(/\(R[\d.]+\)$/)?.[0])).toEqual(['(R2.1)', '(R2.8)', '(R2.7)', '(R2.3)']);
    const late = structuredClone(state);
    Object.assign(late.players[2], { lp: late.setup.options.length, legendary: false });
    expect(brokenLimits(late).map((b) => b.match(/\(R[\d.]+\)$/)?.[0])).toEqual(['(R19.1)', '(R18.2)']);
  });
});
