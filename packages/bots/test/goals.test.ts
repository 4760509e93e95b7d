// The Goal variant's decision (R21.1, CONTENT.md §9): keeping Legendary tokens. The heuristic keeps
// the highest; every bot returns a listed action, also in whole Goal-variant games.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, seedRng, settle, viewFor, type Action, type GameEvent } from '@wl/engine';
import { heuristicBot, makeIsmcts, randomBot, worldSampler } from '../src/index.js';

describe('Legendary tokens', () => {
  it('R21.1 the heuristic keeps the highest tokens', () => {
    const s = createGame({ players: [{ character: 'billy-the-kid' }, { character: 'annie-oakley' }, { character: 'mary-fields' }], seed: 'bot-tokens', options: { goals: true } });
    s.stack.push({ k: 'tokens', seat: 1, keep: 2, held: [1, 3, 2] });
    settle({ s, events: [] as GameEvent[] });
    expect(s.prompt).toMatchObject({ seat: 1, kind: 'keepTokens' });
    const legal = legalActions(s, 1);
    expect(heuristicBot(viewFor(s, 1), legal, seedRng(1))).toEqual({ type: 'keepTokens', ones: 0, twos: 1, threes: 1 });
  });

  it('R21.1 random, heuristic and ismcts bots play whole Goal-variant games with listed actions only', () => {
    const bots = [randomBot, heuristicBot, makeIsmcts({ iterations: 4 })];
    for (let g = 0; g < 2; g++) {
      let s = createGame({ players: [{}, {}, {}], seed: 300 + g, options: { goals: true } });
      const rng = seedRng(g);
      for (let n = 0; n < 4000 && !s.finished; n++) {
        const seat = s.prompt!.seat;
        const legal = legalActions(s, seat);
        const a: Action = bots[seat](viewFor(s, seat), legal, rng, worldSampler(s, seat)); // ismcts samples goal games (determinize)
        expect(legal).toContain(a);
        const r = applyAction(s, seat, a);
        if (!r.ok) throw r.error;
        s = r.state;
      }
      expect(s.finished).toBe(true);
    }
  });
});
