// R22.1 / CONTENT.md §11: the Beginner variant: 15 LP, 1 character dealt from a pool of 6,
// Legendary abilities from the start, one story deck of 20 with a single face-up card.
import { describe, expect, it } from 'vitest';
import { BEGINNER_POOL, CHARACTER_IDS, createGame, RuleError, STORY_IDS, viewFor, type Setup } from '../src/index.js';
import { handLimit } from '../src/turn.js';

const beginner = (seed: number | string, players = 4, extra: Partial<Setup> = {}): Setup =>
  ({ players: Array.from({ length: players }, () => ({})), seed, options: { beginner: true }, ...extra });

describe('R22.1 the Beginner variant', () => {
  it('R22.1 the game is played to 15 LP', () => {
    expect(createGame(beginner(1)).setup.options.length).toBe(15);
    expect(() => createGame(beginner(1, 4, { length: 20 }))).toThrow(RuleError);
  });

  it('R22.1 each player is dealt 1 character at random from the pool of 6, with no keep-1-of-2 decision', () => {
    const deals = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const s = createGame(beginner(seed, 5));
      const chars = s.players.map((p) => p.character!);
      expect(chars.every((c) => BEGINNER_POOL.includes(c))).toBe(true);
      expect(new Set(chars).size).toBe(5);
      expect(s.players.every((p) => p.dealt.length === 0)).toBe(true);
      expect(s.prompt?.kind).not.toBe('keepCharacter');
      expect([...s.box, ...chars].sort()).toEqual([...CHARACTER_IDS].sort());
      deals.add(chars.join());
    }
    expect(deals.size).toBeGreaterThan(10);
  });

  it('[decision] R22.1 with characters "choose", each player names one of the 6 pool characters', () => {
    const s = createGame({ players: [{ character: 'kit-carson' }, { character: 'wyatt-earp' }, { character: 'mary-fields' }], seed: 3, options: { beginner: true } });
    expect(s.players.map((p) => p.character)).toEqual(['kit-carson', 'wyatt-earp', 'mary-fields']);
    let err: unknown;
    try { createGame({ players: [{ character: 'kit-carson' }, { character: 'jesse-james' }, { character: 'mary-fields' }], seed: 3, options: { beginner: true } }); } catch (e) { err = e; }
    expect(err).toBeInstanceOf(RuleError);
    expect(err).toMatchObject({ code: 'ERR_BAD_SETUP', rule: 'R22.1' });
  });

  it('R22.1 Legendary abilities work from the start, at 0 LP (no 5-LP gate, R18.2)', () => {
    const s = createGame({ players: [{ character: 'calamity-jane' }, { character: 'wyatt-earp' }, { character: 'mary-fields' }], seed: 4, options: { beginner: true } });
    expect(s.players.every((p) => p.legendary && p.lp === 0)).toBe(true);
    expect(handLimit(s.players[0])).toBe(6); // Calamity Jane: 5 − wounds + 1
    const standard = createGame({ players: [{ character: 'calamity-jane' }, { character: 'wyatt-earp' }, { character: 'mary-fields' }], seed: 4 });
    expect(standard.players.some((p) => p.legendary)).toBe(false);
    expect(handLimit(standard.players[0])).toBe(5);
  });

  it('R22.1 one story deck of 20: 1 face-up card, 19 below it, the other slot empty and the other 20 cards out of the game', () => {
    const s = createGame(beginner(9));
    expect(s.stories[0]).not.toBeNull();
    expect(s.stories[1]).toBeNull();
    expect(s.storyDecks[0]).toHaveLength(19);
    expect(s.storyDecks[1]).toHaveLength(0);
    const inGame = [s.stories[0]!, ...s.storyDecks[0]];
    expect(new Set(inGame).size).toBe(20);
    expect(inGame.every((id) => STORY_IDS.includes(id))).toBe(true);
    expect(viewFor(s, 0).storyDeckSizes).toEqual([19, 0]);
  });

  it('R22.1 a Beginner game has no goals', () => {
    expect('goals' in createGame(beginner(2))).toBe(false);
    expect(() => createGame(beginner(2, 4, { options: { beginner: true, goals: true } }))).toThrow(RuleError);
  });
});
