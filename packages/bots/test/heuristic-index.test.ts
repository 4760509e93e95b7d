// The heuristic's pick as a place in the list (heuristic.ts heuristicIndex), which the search's
// playouts use, must be heuristicBot's pick with the same random draws, in every kind of decision.
import { describe, expect, it } from 'vitest';
import { applyActionInPlace, cloneState, legalActions, seedRng, startGame, viewFor } from '@wl/engine';
import { heuristicBot } from '../src/index.js';
import { heuristicIndex } from '../src/heuristic.js';
import { setup } from './helpers.js';

describe('heuristicIndex', () => {
  it('picks the place of heuristicBot\'s action and draws as it does, in heuristic games of 2 to 6 players', () => {
    const kinds = new Set<string>();
    let decisions = 0;
    for (let g = 0; g < 10; g++) {
      const s = cloneState(startGame(setup(7300 + g, 2 + (g % 5))).state);
      const rng = seedRng(`index:${g}`);
      while (!s.finished && s.turn.round <= 40) {
        const seat = s.prompt!.seat;
        const view = viewFor(s, seat);
        const legal = legalActions(s, seat);
        const a = [...rng] as typeof rng, b = [...rng] as typeof rng;
        const i = heuristicIndex(view, legal, a);
        const action = heuristicBot(view, legal, b);
        expect(legal[i]).toBe(action);
        expect(a).toEqual(b);
        rng.splice(0, 4, ...b); // the game goes on from the draws made
        kinds.add(s.prompt!.kind);
        decisions++;
        applyActionInPlace(s, seat, action);
      }
    }
    expect(decisions).toBeGreaterThan(3000);
    for (const k of ['action', 'discard', 'reaction', 'startBenefit', 'fleeOrFight', 'placeFightCard']) expect(kinds).toContain(k);
  });
});
