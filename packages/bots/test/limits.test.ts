// The box's components and limits (R2, the engine's limits.ts) at every step of heuristic games,
// which carry cattle, heist and play poker far more often than random ones.
import { describe, expect, it } from 'vitest';
import { heuristicBot } from '../src/index.js';
import { betweenActions, brokenLimits } from '../../engine/test/limits.js';
import { playWith } from './helpers.js';

describe('R2 components and limits in heuristic games', () => {
  it('R2 hold at every step of 12 heuristic games of 2 to 6 players', () => {
    const failures: string[] = [];
    let quiet = 0;
    for (let g = 0; g < 12; g++) {
      const players = 2 + (g % 5);
      playWith(8800 + g, () => heuristicBot, ({ state, seat }) => {
        if (betweenActions(state)) quiet++;
        for (const b of brokenLimits(state)) if (failures.length < 10) failures.push(`game ${g} seat ${seat} seq ${state.seq}: ${b}`);
      }, players);
    }
    expect(failures).toEqual([]);
    expect(quiet, 'the card counts were checked between actions').toBeGreaterThan(12 * 20);
  });
});
