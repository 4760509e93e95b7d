// Characters chosen instead of dealt (R3.2): castCharacters gives every seat of a setup its
// character, the players' picks kept and the seats left to chance drawn from the seed among the
// characters no one picked (the Beginner variant's 6, R22.1); the setup then starts with them.
import { describe, expect, it } from 'vitest';
import { BEGINNER_POOL, castCharacters, CHARACTER_IDS, startGame, type CharacterId } from '../src/index.js';

describe('castCharacters (R3.2)', () => {
  it('R3.2 casts the seats left to chance from the seed: the picks kept, no character twice, the same cast again for the same seed; R22.1 the Beginner pool only', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const picks: (CharacterId | null)[] = ['jesse-james', null];
      const cast = castCharacters(picks, 6, false, seed);
      expect(cast[0]).toBe('jesse-james');
      expect(new Set(cast).size).toBe(6);
      expect(cast.every((c) => (CHARACTER_IDS as readonly string[]).includes(c))).toBe(true);
      expect(castCharacters(picks, 6, false, seed)).toEqual(cast);
      const beginner = castCharacters([null, 'kit-carson', null], 5, true, seed);
      expect(beginner[1]).toBe('kit-carson');
      expect(beginner.every((c) => BEGINNER_POOL.includes(c))).toBe(true);
      expect(new Set(beginner).size).toBe(5);
    }
    const many = new Set(Array.from({ length: 40 }, (_, s) => castCharacters([null], 2, false, s)[0]));
    expect(many.size).toBeGreaterThan(6); // "at random" does vary with the seed
  });

  it('R3.2 starts a game with the cast: every seat its character, no one dealt two to keep one', () => {
    const cast = castCharacters(['annie-oakley', null, null], 3, false, 'm1');
    const { state } = startGame({ players: cast.map((character, i) => ({ name: `P${i}`, character })), characters: 'choose', seed: 5 });
    expect(state.players.map((p) => p.character)).toEqual(cast);
    expect(state.prompt?.kind).not.toBe('keepCharacter');
  });
});
