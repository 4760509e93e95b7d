// The heuristic's action-phase pick (action-phase.ts bestAction) scores the actions other than
// Moves first, the Moves only when one could beat them (moveBound), and a Move's story bonus only
// when the most the stories could give it (storyCap) would lift it to the best so far, reading a listed Move's space
// index from the action (the engine's moveIndex, tested in packages/engine/test/move-index.test.ts);
// the bandits' indices are shared while they stay put. None of it may change a pick: each is
// checked here against the plain computation on the action-phase decisions of heuristic games of 2
// to 6 players, Bloody Knife's crossing Moves included.
import { describe, expect, it } from 'vitest';
import {
  applyActionInPlace, cloneState, legalActions, nextU32, seedRng, spaceIndexOf, startGame, viewFor,
  type Action, type PlayerView,
} from '@wl/engine';
import { bestAction, heading, mainActionScore, moveBound, type Heading } from '../src/action-phase.js';
import { meOf } from '../src/plans.js';
import { banditSpaces } from '../src/story-targets.js';
import { heuristicBot } from '../src/index.js';
import { setup } from './helpers.js';

interface Decision { view: PlayerView; legal: Action[]; seat: number }

/** The action-phase decisions (player on the board) of heuristic games with 2 to 6 players. */
function decisions(games: number): Decision[] {
  const out: Decision[] = [];
  for (let g = 0; g < games; g++) {
    const s = cloneState(startGame(setup(4100 + g, 2 + (g % 5))).state);
    const rng = seedRng(`pick:${g}`);
    while (!s.finished && s.turn.round <= 40) {
      const seat = s.prompt!.seat;
      const view = viewFor(s, seat);
      const legal = legalActions(s, seat);
      if (s.prompt!.kind === 'action' && view.players[seat].pos) out.push({ view, legal, seat });
      applyActionInPlace(s, seat, heuristicBot(view, legal, rng));
    }
  }
  return out;
}

/** The pick of one pass over the list in order: the highest score plus bestAction's tie-break, the earliest on equal totals. */
function onePass(h: Heading, legal: readonly Action[], draw: number): Action {
  let b = legal[0];
  let bs = -Infinity;
  legal.forEach((a, k) => {
    const s = mainActionScore(h, a) + (Math.imul(k + 1, 0x9e3779b1) ^ draw) * (1e-3 / 2 ** 32);
    if (s > bs) { bs = s; b = a; }
  });
  return b;
}

const DECISIONS = decisions(30);

describe('the action-phase pick', () => {
  it('has decisions to check, with Bloody Knife\'s crossing Moves among them', () => {
    expect(DECISIONS.length).toBeGreaterThan(2000);
    expect(DECISIONS.some((d) => d.legal.some((a) => a.type === 'move' && a.crossings))).toBe(true);
  });

  it('R5.7 picks what one pass over every listed action picks, and draws the same number', () => {
    let skipped = 0;
    for (const d of DECISIONS) {
      const h = heading(meOf(d.view, d.seat));
      const a = seedRng('same'), b = seedRng('same');
      const pick = bestAction(h, d.legal, a);
      expect(pick).toBe(onePass(h, d.legal, nextU32(b)));
      expect(a).toEqual(b); // the same state of the random numbers after
      let best = -Infinity;
      for (const x of d.legal) if (x.type !== 'move') best = Math.max(best, mainActionScore(h, x));
      if (best > moveBound(h) + 1e-3) skipped++;
    }
    expect(skipped).toBeGreaterThan(DECISIONS.length / 10); // the Moves are spared in a share of the decisions
  });

  it('no Move scores above moveBound', () => {
    for (const d of DECISIONS) {
      const h = heading(meOf(d.view, d.seat));
      const bound = moveBound(h);
      for (const a of d.legal) if (a.type === 'move') expect(mainActionScore(h, a)).toBeLessThanOrEqual(bound + 1e-9);
    }
  });
});

describe('banditSpaces', () => {
  it('R13 follows the bandits from one view to the next, and to a view whose bandits moved', () => {
    const views = DECISIONS.filter((_, i) => i % 7 === 0).map((d) => d.view);
    const places = new Set(views.map((v) => v.bandits.join()));
    expect(places.size).toBeGreaterThan(3); // the bandits moved during these games
    for (const v of views) {
      const seat = v.you!.seat;
      expect(banditSpaces(meOf(v, seat))).toEqual(v.bandits.map(spaceIndexOf));
    }
  });
});
