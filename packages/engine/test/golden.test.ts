// Golden games (STYLE.md, layer 4): recorded games whose final state hash must not change unless
// the rules change on purpose (regenerate with packages/cli/scripts/gen-golden.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay, stateHash, type LoggedAction, type Setup } from '../src/index.js';

const dir = new URL('./golden/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

describe('golden games', () => {
  it('there are at least 5 golden games', () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
  });
  for (const f of files) {
    it(`${f} replays to its recorded state hash`, () => {
      const g = JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { setup: Setup; actions: LoggedAction[]; stateHash: string; finished: boolean };
      const s = replay(g.setup, g.actions);
      expect(s.finished).toBe(g.finished);
      expect(stateHash(s)).toBe(g.stateHash);
    });
  }
});
