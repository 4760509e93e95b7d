// The bots' board tables: `spaceIndex` gives the index map's index of every space and -1 for anything else (story-targets.ts relies on -1).
import { describe, expect, it } from 'vitest';
import { SPACE_IDS } from '@wl/engine';
import { INDEX, spaceIndex } from '../src/board.js';

describe('board tables', () => {
  it('spaceIndex gives INDEX\'s index of every space and -1 for anything else', () => {
    for (const id of SPACE_IDS) {
      expect(spaceIndex(id), id).toBe(INDEX.get(id));
      expect(spaceIndex(`${id}x`), id).toBe(-1);
    }
    for (const x of ['', 'a', 'ab', 'bank', 'darkrock-bank-2']) expect(spaceIndex(x), x).toBe(-1);
  });
});
