// Bloody Knife's crossing Moves in the typed engine (typed/move-crossings.ts): the listing found a
// layer at a time on bit sets gives the very codes, in the very order, of crossings.ts's search,
// on positions that random games seldom reach (R5.2, R5.3, R5.4, R5.7, CONTENT.md §6).
import { describe, expect, it } from 'vitest';
import { cloneState, startGame } from '../src/api.js';
import { SPACE_IDS } from '../src/content/map.js';
import { crossingMoves, crossingRoute } from '../src/crossings.js';
import { randInt, seedRng } from '../src/rng.js';
import type { Action, GameState, SpaceId } from '../src/types.js';
import { codeOfAction } from '../src/typed/action-codes.js';
import { SPACE } from '../src/typed/codes.js';
import { toTyped } from '../src/typed/convert.js';
import { crossingMovesT, crossingRouteT } from '../src/typed/move-crossings.js';

/** A 4-player game where seat 0 is a Legendary Bloody Knife at `pos`, with the bandits given, Wanted with the Sheriff at `sheriff` when given. */
function position(base: GameState, pos: SpaceId, bandits: SpaceId[], sheriff: SpaceId | null): GameState {
  const s = cloneState(base);
  const p = s.players[0];
  Object.assign(p, { character: 'bloody-knife', legendary: true, pos, wanted: sheriff ? 2 : 0, marshal: 0 });
  s.bandits = bandits;
  if (sheriff) s.sheriff = sheriff;
  return s;
}

describe('typed crossings (engine v2)', () => {
  const base = startGame({ players: [{}, {}, {}, {}], characters: 'deal', seed: 'typed-crossings' }).state;
  const r = seedRng('typed-crossings');
  const pick = (): SpaceId => SPACE_IDS[randInt(r, SPACE_IDS.length)];

  it('R5.7: lists the crossing Moves of crossings.ts, in its order, for every reach, bandit and Sheriff', () => {
    const out = new Int32Array(4096);
    let listed = 0, blocked = 0, cornered = 0;
    for (let t = 0; t < 3000; t++) {
      const bandits = Array.from({ length: randInt(r, 5) }, pick).filter((b, i, xs) => xs.indexOf(b) === i);
      const sheriff = randInt(r, 3) === 0 ? pick() : null;
      const s = position(base, pick(), bandits, sheriff);
      const max = 1 + randInt(r, 9);
      const v1: Action[] = [];
      crossingMoves(s, 0, max, v1);
      const n = crossingMovesT(toTyped(s).m, 0, max, out, 0);
      expect([...out.subarray(0, n)], `t ${t} max ${max}`).toEqual(v1.map(codeOfAction));
      listed += n;
      if (sheriff) blocked++;
      if (bandits.length > 0) cornered++;
    }
    expect(listed).toBeGreaterThan(10_000);
    expect(blocked).toBeGreaterThan(500);
    expect(cornered).toBeGreaterThan(2000);
  });

  it('R5.7: each listed crossing Move has the route crossings.ts gives it', () => {
    const out = new Int32Array(4096), path = new Int32Array(2 * SPACE_IDS.length + 2);
    let routes = 0;
    for (let t = 0; t < 300; t++) {
      const s = position(base, pick(), [pick()], randInt(r, 3) === 0 ? pick() : null);
      const max = 2 + randInt(r, 5);
      const m = toTyped(s).m;
      const n = crossingMovesT(m, 0, max, out, 0);
      const v1: Action[] = [];
      crossingMoves(s, 0, max, v1);
      for (let i = 0; i < n; i++) {
        const a = v1[i] as Extract<Action, { type: 'move' }>;
        const len = crossingRouteT(m, 0, max, SPACE.code(a.to), a.crossings ?? 0, path);
        expect([...path.subarray(0, len)].map((x) => SPACE_IDS[x])).toEqual(crossingRoute(s, 0, max, a.to, a.crossings ?? 0));
        routes++;
      }
    }
    expect(routes).toBeGreaterThan(1000);
  });
});
