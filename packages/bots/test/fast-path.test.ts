// The fast path (applyActionInPlace on a private copy) produces exactly the states of the public
// API: the state hash is compared after every action of many seeded games.
import { describe, expect, it } from 'vitest';
import {
  applyAction, applyActionInPlace, cloneState, legalActions, randInt, seedRng, startGame, stateHash, viewFor,
} from '@wl/engine';
import { heuristicBot } from '../src/index.js';
import { setup } from './helpers.js';

const GAMES = Number(process.env.WL_FAST_PATH_GAMES ?? 16);

describe('fast path', () => {
  it(`equals the public API, hash at every step (${GAMES} seeded games, random and heuristic play)`, () => {
    let steps = 0;
    for (let g = 0; g < GAMES; g++) {
      const players = 3 + (g % 4);
      let pub = startGame(setup(9000 + g, players)).state;
      const fast = cloneState(pub);
      const rng = seedRng(`fast:${g}`);
      const useHeuristic = g % 2 === 1;
      while (!pub.finished && pub.turn.round <= 30) {
        const seat = pub.prompt!.seat;
        const legal = legalActions(pub, seat);
        const a = useHeuristic ? heuristicBot(viewFor(pub, seat), legal, rng) : legal[randInt(rng, legal.length)];
        const r = applyAction(pub, seat, a);
        if (!r.ok) throw new Error(r.error.message);
        const events = applyActionInPlace(fast, seat, a);
        pub = r.state;
        steps++;
        expect(stateHash(fast)).toBe(stateHash(pub));
        expect(events).toEqual(r.events);
      }
    }
    expect(steps).toBeGreaterThan(GAMES * 100);
  });

  it('throws on an action that is not listed, and leaves the public state untouched', () => {
    const s = startGame(setup(3)).state;
    const copy = cloneState(s);
    expect(() => applyActionInPlace(copy, s.prompt!.seat, { type: 'heist' })).toThrow();
    expect(() => applyActionInPlace(copy, (s.prompt!.seat + 1) % 4, legalActions(s, s.prompt!.seat)[0])).toThrow();
  });
});
