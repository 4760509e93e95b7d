// The heuristic's heist plan (characters.ts HEIST_CARD, plans.ts): with a good card it heads for
// a Bank within reach and robs it (R6.7), unless a Marshal career of 3+ points (R11.3) or its
// wounds stand in the way; and the outlaw's other fights of 5 Dec: Robs from an 11 (R9.8), no
// detour for a bandit (R5.3); in built positions (position.ts).
import { describe, expect, it } from 'vitest';
import { distance, PLACES, viewFor, type Action, type CardId, type SpaceId } from '@wl/engine';
import { heading, mainActionScore, scoreMove } from '../src/action-phase.js';
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

  it('R6.7 at the Bank with a 10 it heists, after depositing the nuggets it carries', () => {
    expect(pick(at(BANK, ['TS', '4C']))).toEqual({ type: 'heist' });
    expect(pick(at(BANK, ['TS', '4C'], { nuggets: 1 }))).toEqual({ type: 'deposit', nuggets: 1 });
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

describe("the outlaw's other fights", () => {
  /** Seat 0's Heading (action-phase.ts) in a position. */
  const headingAt = (shape: Shape) => heading(meOf(viewFor(position(shape), 0), 0));

  it('R9.8 robs a rich target ($100: half is $50) with an 11, not with a 10', () => {
    const rob: Action = { type: 'fight', target: 1, kind: 'rob' };
    const shape = (hand: CardId[]): Shape => ({ me: { pos: NEAR }, hand, others: { 1: { pos: NEAR, money: 100 } }, stories: [null, null] });
    expect(mainActionScore(headingAt(shape(['JS', '4C'])), rob)).toBeGreaterThan(0);
    expect(mainActionScore(headingAt(shape(['TS', '4C'])), rob)).toBeLessThan(0);
  });

  it('R5.3 a bandit on the way adds nothing to a Move with an 11 (no detour), and keeps a weak hand away', () => {
    const hideout: SpaceId = 'mesitos-point-hideout';
    const at = INDEX.get(hideout)!;
    const shape = (hand: CardId[], bandits: Shape['bandits']): Shape => ({ me: { pos: 'mesitos-point-3', marshal: 3 }, hand, bandits, stories: [null, null] });
    const strong = ['KS', '4C'] as CardId[], weak = ['6S', '4C'] as CardId[];
    expect(scoreMove(headingAt(shape(strong, [hideout])), at)).toBe(scoreMove(headingAt(shape(strong, [])), at));
    expect(scoreMove(headingAt(shape(weak, [hideout])), at)).toBe(scoreMove(headingAt(shape(weak, [])), at) - 2);
  });
});
