// moveIndex (walks.ts): the space index a listed Move action carries for the bots, which score
// dozens of Moves a decision. It must equal the looked-up index, stay out of everything that reads
// an action (keys, JSON, hashes, equality), and be looked up for a Move that does not carry it.
import { describe, expect, it } from 'vitest';
import { canonicalJson, moveIndex, spaceIndexOf, type Action } from '../src/index.js';
import { randomGame, randomSetup } from './random-games.js';

describe('moveIndex (R5.7 Move lists)', () => {
  it('equals the destination\'s space index for every listed Move of random games of 2-6 players, Bloody Knife\'s crossing Moves included, and for their copies', () => {
    let moves = 0, crossings = 0;
    for (let g = 0; g < 10; g++) {
      randomGame(randomSetup(1300 + g, 2 + (g % 5)), 15, ({ legal }) => {
        for (const a of legal) {
          if (a.type !== 'move') continue;
          moves++;
          if (a.crossings) crossings++;
          const i = moveIndex(a);
          expect(i).toBe(spaceIndexOf(a.to));
          const copy = JSON.parse(JSON.stringify(a)) as Extract<Action, { type: 'move' }>;
          expect(moveIndex(copy)).toBe(i);
          expect(copy).toStrictEqual({ ...a });
          expect(Object.keys(a)).toEqual(Object.keys(copy));
          expect(canonicalJson(a)).toBe(canonicalJson(copy));
        }
      });
    }
    expect(moves).toBeGreaterThan(500);
    expect(crossings).toBeGreaterThan(0);
  });

  it('looks up a Move built elsewhere, and gives -1 for an id that is not a space', () => {
    expect(spaceIndexOf('darkrock-bank')).toBeGreaterThanOrEqual(0);
    expect(moveIndex({ type: 'move', to: 'darkrock-bank' })).toBe(spaceIndexOf('darkrock-bank'));
    expect(moveIndex({ type: 'move', to: 'nowhere' as never })).toBe(-1);
  });
});
