// Wild Bill's and Calamity Jane's poker plan (poker-plan.ts), found by counting what they did in
// 4,000 heuristic games (3 Dec 2026): they mined like everyone else, played poker 0.4 and 0.06
// times a game, never bought a Ten-Gallon, and Wild Bill revelled down to $0 (no ante left).
import { ITEMS, PLACES, seedRng, type Action, type CardId, type GameState } from '@wl/engine';
import { describe, expect, it } from 'vitest';
import { heuristicBot } from '../src/index.js';
import { heading, mainActionScore, scoreMove } from '../src/action-phase.js';
import { meOf, shopValue } from '../src/plans.js';
import { spaceIndex } from '../src/board.js';
import { shapedGame, viewWith } from './position.js';

/** A 4-player game with seat 0 shaped by `fields` and holding `hand`. */
const game = (fields: Record<string, unknown> = {}, hand: CardId[] = []): GameState => shapedGame('poker-plan', fields, hand);
const me = (fields: Record<string, unknown>, hand: CardId[]) => meOf(viewWith(game(fields, hand), 'action'), 0);
const score = (fields: Record<string, unknown>, hand: CardId[], a: Action) => { const m = me(fields, hand); return mainActionScore(heading(m), a); };

const HAND: CardId[] = ['4C', '7D', '9H', 'QS'];
const hat = [{ id: 'revolver', upgraded: false }, { id: 'ten-gallon', upgraded: false }];
const bill = { character: 'wild-bill-hickok', legendary: true, lp: 6 };
const cabaret = { pos: 'red-falls-cabaret', money: 60 };
const poker: Action = { type: 'poker' };

describe('poker plan (Wild Bill Hickok, Calamity Jane)', () => {
  it('Wild Bill heads for the Red Falls Cabaret table when he has cards and an ante, not for a mine', () => {
    const h = heading(me({ ...bill, pos: 'red-falls-doctor', money: 30, nuggets: 0, items: hat }, HAND));
    expect(h.first).toBe(spaceIndex(PLACES.cabaret));
    const kit = heading(me({ character: 'kit-carson', legendary: true, lp: 6, pos: 'red-falls-doctor', money: 30, nuggets: 0, items: hat }, HAND));
    expect(kit.first).not.toBe(spaceIndex(PLACES.cabaret));
  });

  it('Wild Bill plays poker before revelling, and never revels away his last $10 ante', () => {
    const at = { ...bill, ...cabaret };
    const revelAll: Action = { type: 'revel', lp: 2 };
    expect(score(at, HAND, poker)).toBeGreaterThan(score(at, HAND, revelAll));
    expect(score(at, HAND, poker)).toBeGreaterThan(score(at, HAND, { type: 'revel', lp: 1 }));
    expect(score(at, HAND, revelAll)).toBeLessThan(1);
    expect(score({ ...at, character: 'kit-carson' }, HAND, revelAll)).toBeGreaterThan(2); // others may still spend it all
  });

  it('at $120 Wild Bill revels first: a poker pot above $120 would be lost', () => {
    const at = { ...bill, ...cabaret, money: 120, items: hat };
    expect(score(at, HAND, { type: 'revel', lp: 3 })).toBeGreaterThan(score(at, HAND, poker));
  });

  it('Calamity Jane (6-card hand) plays poker at a Saloon with 5 cards; Kit Carson with the same hand does not', () => {
    const five: CardId[] = ['4C', '7D', '9H', 'JS', 'QS'];
    const jane = { character: 'calamity-jane', legendary: true, lp: 6, ...cabaret, money: 30 };
    expect(score(jane, five, poker)).toBeGreaterThan(score(jane, five, { type: 'prospect' }));
    expect(score(jane, five, poker)).toBeGreaterThan(2.1); // a prospect's score
    expect(score({ ...jane, character: 'kit-carson' }, five, poker)).toBeLessThan(1.5);
  });

  it('the poker players buy a Ten-Gallon (+1 LP a win, +$10 a loss) and step to the store for it; others do not', () => {
    const buy: Action = { type: 'buy', item: 'ten-gallon', activate: false };
    for (const character of ['wild-bill-hickok', 'calamity-jane']) {
      const m = me({ character, legendary: true, lp: 6, ...cabaret }, HAND);
      expect(shopValue(m.p, buy, m.p.money)).toBeGreaterThan(0);
      const h = heading(m);
      expect(scoreMove(h, spaceIndex('red-falls-general-store-north'))).toBeGreaterThan(mainActionScore(h, poker));
    }
    const kit = me({ character: 'kit-carson', legendary: true, lp: 6, ...cabaret }, HAND);
    expect(shopValue(kit.p, buy, kit.p.money)).toBeLessThan(0);
    expect(ITEMS['ten-gallon'].cost).toBe(20);
  });

  it('R4.1b Wild Bill takes 2 cards with 4 in hand (cards win poker), and $20 when he cannot pay the ante', () => {
    const legal: Action[] = ['money', 'cards', 'mixed'].map((benefit) => ({ type: 'takeBenefit', benefit } as Action));
    const pickFor = (money: number) => heuristicBot(viewWith(game({ ...bill, money }, HAND), 'startBenefit'), legal, seedRng('b'));
    expect(pickFor(40)).toEqual(legal[1]);
    expect(pickFor(0)).toEqual(legal[0]);
    expect(heuristicBot(viewWith(game({ character: 'kit-carson', money: 40 }, HAND), 'startBenefit'), legal, seedRng('b'))).toEqual(legal[0]);
  });
});
