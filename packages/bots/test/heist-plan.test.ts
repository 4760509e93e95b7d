// The heuristic's heist plan (characters.ts HEIST_CARD, plans.ts): with a good card it heads for
// a Bank within reach and robs it (R6.7), unless a Marshal career of 3+ points (R11.3) or its
// wounds stand in the way; in built positions (position.ts).
import { describe, expect, it } from 'vitest';
import { distance, PLACES, viewFor, type CardId, type SpaceId } from '@wl/engine';
import { INDEX } from '../src/board.js';
import { goals, meOf } from '../src/plans.js';
import { pick, position, type Shape } from './position.js';

const BANK = PLACES.bank;
const NEAR: SpaceId = 'cliff-junction-5'; // 4 steps from the Bank
const EDGE: SpaceId = 'sunny-hills-2'; // 6 steps from it: the longest trip for a heist
const FAR: SpaceId = 'sunny-hills-4'; // 7 steps from it

/** Seat 0 at `pos` holding `hand`, nothing else to do (no money, nuggets or stories). */
const at = (pos: SpaceId, hand: CardId[], me: Shape['me'] = {}) => position({ me: { pos, ...me }, hand, stories: [null, null] });

/** The first place seat 0's plan heads for (plans.ts goals), as a space index. */
function firstGoal(pos: SpaceId, hand: CardId[], me: Shape['me'] = {}): number {
  const s = at(pos, hand, me);
  return goals(meOf(viewFor(s, 0), 0))[0];
}

describe('the heist plan', () => {
  it('R6.7 with a 10 and another card the plan heads for a Bank within 6 steps first; with a 9, or farther, it does not', () => {
    expect(firstGoal(NEAR, ['TS', '4C'])).toBe(INDEX.get(BANK));
    expect(firstGoal(EDGE, ['KD', '4C'])).toBe(INDEX.get(BANK));
    expect(firstGoal(FAR, ['KD', '4C'])).not.toBe(INDEX.get(BANK));
    expect(firstGoal(NEAR, ['9S', '4C'])).not.toBe(INDEX.get(BANK));
    expect(firstGoal(NEAR, ['TS'])).not.toBe(INDEX.get(BANK)); // nothing left for a second card
  });

  it('Wild Bill keeps to his plan at the Cabaret\'s table (no trip to the Bank for a heist); Calamity Jane makes the trip', () => {
    expect(firstGoal(NEAR, ['TS', '4C'], { character: 'wild-bill-hickok' })).not.toBe(INDEX.get(BANK));
    expect(firstGoal(NEAR, ['TS', '4C'], { character: 'calamity-jane' })).toBe(INDEX.get(BANK));
  });

  it('R6.7 the Move it picks with a 10 gets closer to the Bank', () => {
    const a = pick(at(NEAR, ['TS', '4C']));
    expect(a.type).toBe('move');
    if (a.type === 'move') expect(distance(a.to, BANK)).toBeLessThan(distance(NEAR, BANK));
  });

  it('R6.7 at the Bank with a 10 it heists', () => {
    expect(pick(at(BANK, ['TS', '4C']))).toEqual({ type: 'heist' });
  });

  it('R11.3 a Marshal of 3 points neither heists nor heads for the Bank to do it', () => {
    expect(pick(at(BANK, ['AS', '4C'], { marshal: 3 })).type).not.toBe('heist');
    expect(firstGoal(NEAR, ['AS', '4C'], { marshal: 3 })).not.toBe(INDEX.get(BANK));
  });

  it('R6.7 two wounds stop heists (a loss is one more), but not Doc Holliday\'s, whose wounds cost no hand size', () => {
    expect(pick(at(BANK, ['AS', '4C'], { wounds: 2 })).type).not.toBe('heist');
    expect(firstGoal(NEAR, ['AS', '4C'], { wounds: 2 })).not.toBe(INDEX.get(BANK));
    expect(pick(at(BANK, ['AS', '4C'], { wounds: 2, character: 'doc-holliday', legendary: true }))).toEqual({ type: 'heist' });
  });
});
