// The casual bot (casual.ts): only listed actions, in every kind of decision; the heuristic's pick
// most of the time, a second or third plan in some main actions, a slip now and then; and a level
// between the random bot and the heuristic (no timing asserts: win counts over seeded games).
import { describe, expect, it } from 'vitest';
import { sameAction, seedRng, viewFor } from '@wl/engine';
import { casualBot, heuristicBot, randomBot, rankActions } from '../src/index.js';
import { playWith } from './helpers.js';

describe('the casual bot', () => {
  it('returns a listed action in every decision of whole games, and is the heuristic\'s pick or a near one most of the time', () => {
    let decisions = 0, same = 0, actions = 0, nearPlans = 0;
    for (let g = 0; g < 12; g++) {
      playWith(5100 + g, () => casualBot, ({ state, legal, action }) => {
        expect(legal.some((a) => sameAction(a, action))).toBe(true);
        expect(legal).toContain(action);
        if (legal.length < 2) return;
        decisions++;
        const seat = state.prompt!.seat;
        const view = viewFor(state, seat);
        if (sameAction(heuristicBot(view, legal, seedRng(g)), action)) same++;
        if (state.prompt!.kind === 'action') {
          actions++;
          const ranked = rankActions(view, legal, seedRng(g)).slice(0, 3);
          if (ranked.some((a) => sameAction(a, action))) nearPlans++;
        }
      }, 3 + (g % 3), 40);
    }
    expect(decisions).toBeGreaterThan(500);
    // The heuristic's own pick in most decisions, not in all (its own randomness aside, the slips and second plans).
    expect(same / decisions).toBeGreaterThan(0.5);
    expect(same / decisions).toBeLessThan(0.97);
    // A main action is one of the heuristic's three best plans unless it slipped.
    expect(nearPlans / actions).toBeGreaterThan(0.75);
  });

  it('sits between the random bot and the heuristic: it beats three random bots, and wins less than its share against three heuristics', () => {
    let vsRandom = 0, vsHeuristic = 0;
    const G = 40;
    for (let g = 0; g < G; g++) {
      const seat = g % 4;
      const a = playWith(5200 + g, (s) => (s === seat ? casualBot : randomBot), undefined, 4, 100);
      if (a.finished && a.winners.includes(seat)) vsRandom++;
      const b = playWith(5300 + g, (s) => (s === seat ? casualBot : heuristicBot), undefined, 4, 100);
      if (b.finished && b.winners.includes(seat)) vsHeuristic++;
    }
    expect(vsRandom / G).toBeGreaterThanOrEqual(0.6);
    expect(vsHeuristic / G).toBeLessThan(0.25); // a fair share would be 25%
  });
});
