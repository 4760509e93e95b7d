// The typed state of docs/engine-v2.md (stage 1): every state random games reach survives the
// trip to the typed representation and back with its stateHash; what it cannot hold is refused
// with a CodeError, never silently changed.
import { describe, expect, it } from 'vitest';
import { stateHash, type GameState } from '../src/index.js';
import { CodeError } from '../src/typed/codes.js';
import { fromTyped, toTyped } from '../src/typed/convert.js';
import { STATE_SIZE } from '../src/typed/layout.js';
import { randomGame, randomSetup } from './random-games.js';

/** Round-trips every state of a game; returns how many were converted and how many refused. */
function roundTrips(states: GameState[]): { converted: number; refused: Set<string> } {
  let converted = 0;
  const refused = new Set<string>();
  for (const s of states) {
    let t;
    try {
      t = toTyped(s);
    } catch (e) {
      if (!(e instanceof CodeError)) throw e;
      refused.add(e.message);
      continue;
    }
    expect(stateHash(fromTyped(t))).toBe(stateHash(s));
    converted++;
  }
  return { converted, refused };
}

/** Every state of a random game, the final one included. */
function statesOf(setup: Parameters<typeof randomGame>[0], rounds: number): GameState[] {
  const out: GameState[] = [];
  const { state } = randomGame(setup, rounds, ({ state: s }) => out.push(s));
  out.push(state);
  return out;
}

describe('typed state (engine v2, stage 1)', () => {
  it('keeps the stateHash of every state it converts, in games of 2 to 6 players and every variant', () => {
    const setups = [
      randomSetup(901, 2), randomSetup(902, 3), randomSetup(903, 4), randomSetup(904, 5), randomSetup(905, 6),
      randomSetup(906, 4, { goals: true }), randomSetup(907, 2, { manInBlack: true }), randomSetup(908, 4, { beginner: true }),
      randomSetup(909, 3, { goals: true, manInBlack: false }),
    ];
    let converted = 0, total = 0;
    const refused = new Set<string>();
    for (const setup of setups) {
      const states = statesOf(setup, 40);
      total += states.length;
      const r = roundTrips(states);
      converted += r.converted;
      for (const m of r.refused) refused.add(m);
    }
    expect([...refused]).toEqual([]);
    expect(converted).toBe(total);
  });

  it('holds a finished game: scores, winners and an empty stack', () => {
    const { state } = randomGame(randomSetup(911, 4), 200);
    expect(state.finished).toBe(true);
    const back = fromTyped(toTyped(state));
    expect(back.scores).toEqual(state.scores);
    expect(stateHash(back)).toBe(stateHash(state));
  });

  it('is one Int32Array of a fixed size, so that a copy is one slice', () => {
    const t = toTyped(statesOf(randomSetup(912, 6), 1)[0]);
    expect(t.m).toBeInstanceOf(Int32Array);
    expect(t.m.length).toBe(STATE_SIZE);
    const copy = { ...t, m: t.m.slice() };
    expect(stateHash(fromTyped(copy))).toBe(stateHash(fromTyped(t)));
  });

  it('refuses a value it has no code for instead of losing it', () => {
    const s = statesOf(randomSetup(913, 3), 1)[0];
    const bad = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, hand: ['ZZ' as never] } : p)) };
    expect(() => toTyped(bad)).toThrow(CodeError);
  });
});
