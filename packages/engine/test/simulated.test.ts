// applySimulated (api.ts), the search bots' path: applyListed, then every reaction window in which
// nobody asked can play a card is answered with its Passes at once. It must reach exactly the
// states applyListed reaches once those Passes are played (issue #6: the fast paths change no result).
import { describe, expect, it } from 'vitest';
import { applyListed, applySimulated, cloneState, legalActions, randInt, seedRng, startGame, stateHash, type GameEvent } from '../src/index.js';
import { randomSetup } from './random-games.js';

describe('applySimulated (R17.5 windows skipped when only Pass can be answered)', () => {
  it('reaches the states and events of applyListed plus the skipped Passes, in random games of 2-6 players', () => {
    let skipped = 0, asked = 0;
    for (let g = 0; g < 10; g++) {
      const start = startGame(randomSetup(900 + g, 2 + (g % 5))).state;
      const sim = cloneState(start);
      const full = cloneState(start);
      const rng = seedRng(`simulated:${g}`);
      while (!sim.finished && sim.turn.round <= 25) {
        expect(stateHash(full)).toBe(stateHash(sim));
        const seat = sim.prompt!.seat;
        const legal = legalActions(sim, seat);
        if (sim.prompt!.kind === 'reaction') asked++;
        const i = randInt(rng, legal.length);
        const events = applySimulated(sim, seat, legal, i);
        const fullEvents: GameEvent[] = [...applyListed(full, seat, legalActions(full, seat), i)];
        // Each skipped prompt is a reaction window whose only listed answer is Pass.
        while (full.seq < sim.seq) {
          expect(full.prompt!.kind).toBe('reaction');
          const passOnly = legalActions(full, full.prompt!.seat);
          expect(passOnly).toEqual([{ type: 'pass' }]);
          fullEvents.push(...applyListed(full, full.prompt!.seat, passOnly, 0));
          skipped++;
        }
        expect(events).toEqual(fullEvents);
      }
      expect(stateHash(full)).toBe(stateHash(sim));
    }
    expect(skipped).toBeGreaterThan(100); // windows were skipped...
    expect(asked).toBeGreaterThan(0); // ...and the ones where a card could be played were still asked
  });

  it('still asks a window in which a seat can play a reaction card (R17.5)', () => {
    // Play random games until a reaction prompt with a playable card is met: applySimulated keeps it.
    const rng = seedRng('simulated:kept');
    let kept = 0;
    for (let g = 0; g < 6 && kept === 0; g++) {
      const s = cloneState(startGame(randomSetup(950 + g, 4)).state);
      while (!s.finished && s.turn.round <= 25) {
        const seat = s.prompt!.seat;
        const legal = legalActions(s, seat);
        if (s.prompt!.kind === 'reaction' && legal.some((a) => a.type === 'playReaction')) kept++;
        applySimulated(s, seat, legal, randInt(rng, legal.length));
      }
    }
    expect(kept).toBeGreaterThan(0);
  });

  it('refuses the wrong seat and an index past the list, changing nothing', () => {
    const s = cloneState(startGame(randomSetup(990, 4)).state);
    const seat = s.prompt!.seat;
    const legal = legalActions(s, seat);
    const before = stateHash(s);
    expect(() => applySimulated(s, (seat + 1) % 4, legal, 0)).toThrow(/decision/);
    expect(() => applySimulated(s, seat, legal, legal.length)).toThrow(/index/);
    expect(stateHash(s)).toBe(before);
  });
});
