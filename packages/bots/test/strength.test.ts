// The heuristic clearly beats random play (seats rotated; no timing asserts).
import { describe, expect, it } from 'vitest';
import { heuristicBot, randomBot } from '../src/index.js';
import { playWith } from './helpers.js';

describe('heuristic strength', () => {
  it('wins at least 60% of 40 four-player games against three random bots', () => {
    let wins = 0;
    for (let g = 0; g < 40; g++) {
      const heuristicSeat = g % 4;
      const s = playWith(2000 + g, (seat) => (seat === heuristicSeat ? heuristicBot : randomBot), undefined, 4, 100);
      if (s.finished && s.winners.includes(heuristicSeat)) wins++;
    }
    expect(wins / 40).toBeGreaterThanOrEqual(0.6);
  });
});
