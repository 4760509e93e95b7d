// Bots in 2-player games with the Man in Black (R20): legal choices, and the heuristic's fights with him.
import { describe, expect, it } from 'vitest';
import { sameAction } from '@wl/engine';
import { heuristicBot, makeIsmcts, randomBot } from '../src/index.js';
import { mibWinChance } from '../src/heuristic.js';
import { playWith } from './helpers.js';

describe('R20.1 bots with the Man in Black', () => {
  it('R20.1 random, heuristic and ismcts return listed actions and finish 2-player games', () => {
    const ismcts = makeIsmcts({ iterations: 3, horizon: 4 });
    for (const [i, bots] of [[randomBot, randomBot], [heuristicBot, heuristicBot], [ismcts, heuristicBot]].entries()) {
      const s = playWith(40 + i, (seat) => bots[seat], ({ legal, action }) => {
        expect(legal.some((a) => sameAction(a, action))).toBe(true);
      }, 2, i === 2 ? 4 : 60);
      if (i < 2) expect(s.finished).toBe(true);
    }
  });

  it('MIB-00 the heuristic\'s chance against him: his best of 3 fight cards, the player\'s card −1, he wins ties', () => {
    expect(mibWinChance(['AH'])).toBeCloseTo(165 / 286); // 13 must beat his best of 3: all three ≤ Q
    expect(mibWinChance(['2C', '5H'])).toBe(0);
    expect(mibWinChance(['8H'])).toBeGreaterThan(mibWinChance(['8C'])); // Dynamite: his card −3
  });

  it('MIB-00 the heuristic duels or robs him when it pays (a good card in hand), not otherwise', () => {
    const chances: number[] = [];
    for (let g = 0; g < 12; g++) {
      playWith(700 + g, () => heuristicBot, ({ state, seat, action }) => {
        if (action.type === 'fight' && action.target === 'mib') chances.push(mibWinChance(state.players[seat].hand));
      }, 2);
    }
    expect(chances.length).toBeGreaterThan(0);
    for (const c of chances) expect(c).toBeGreaterThan(0.2);
  });
});
