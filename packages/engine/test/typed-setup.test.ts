// Setting up straight into the typed state (src/typed/setup.ts, docs/engine-v2.md) gives, for every
// kind of table, the very ints the converter makes of setup.ts's state, and the same events.
import { describe, expect, it } from 'vitest';
import { newCtx, stateHash, type GameState, type Setup } from '../src/index.js';
import { setupGame } from '../src/setup.js';
import { fromTyped, toTyped } from '../src/typed/convert.js';
import { EVENT, EVENT_SIZE } from '../src/typed/ctx.js';
import { setupTyped } from '../src/typed/setup.js';
import { differences } from './typed-helpers.js';

/** setup.ts's state before `settle`, and its events as "type/seat". */
function v1Setup(setup: Setup): { state: GameState; events: string[] } {
  const ctx = newCtx(undefined as unknown as GameState);
  setupGame(ctx, setup);
  return { state: ctx.s, events: ctx.events.map((e) => `${e.type}/${e.seat ?? -1}`) };
}

const players = (n: number, chars?: string[]): Setup['players'] => Array.from({ length: n }, (_, i) => (chars ? { character: chars[i] as never, name: `P${i}` } : {}));
const TABLES: [string, Setup][] = [];
for (let n = 2; n <= 6; n++) {
  for (const seed of [1, 'abc', 977 + n]) {
    TABLES.push([`${n} players, dealt, seed ${seed}`, { players: players(n), characters: 'deal', seed }]);
    TABLES.push([`${n} players, goals, seed ${seed}`, { players: players(n), characters: 'deal', seed, options: { goals: true } }]);
    TABLES.push([`${n} players, beginner, seed ${seed}`, { players: players(n), characters: 'deal', seed, options: { beginner: true } }]);
  }
}
TABLES.push(['2 players with the Man in Black', { players: players(2), characters: 'deal', seed: 5, options: { manInBlack: true } }]);
TABLES.push(['3 chosen characters', { players: players(3, ['wyatt-earp', 'jesse-james', 'annie-oakley']), seed: 6 }]);
TABLES.push(['4 chosen, goals', { players: players(4, ['wyatt-earp', 'jesse-james', 'bass-reeves', 'kit-carson']), seed: 7, options: { goals: true } }]);
TABLES.push(['2 chosen, Man in Black, beginner', { players: players(2, ['wyatt-earp', 'mary-fields']), seed: 8, options: { manInBlack: true, beginner: true } }]);

describe('typed setup (engine v2)', () => {
  it.each(TABLES)('equals setup.ts: %s', (_name, setup) => {
    const v1 = v1Setup(setup);
    const c = setupTyped(setup);
    const want = toTyped(v1.state).m;
    expect(differences(c.m, want)).toEqual([]);
    expect(stateHash(fromTyped(c.g))).toBe(stateHash(v1.state));
    const events: string[] = [];
    for (let i = 0; i < c.evLen; i += EVENT_SIZE) events.push(`${EVENT.at(c.ev[i])}/${c.ev[i + 1]}`);
    expect(events).toEqual(v1.events);
  });

  it('refuses a bad setup with the same error as setup.ts', () => {
    expect(() => setupTyped({ players: players(7), seed: 1 })).toThrow(/2 to 6 players/);
  });
});
