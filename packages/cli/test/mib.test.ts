// `wl simulate --players 2`: games with the Man in Black (R20), his wins counted in the summary.
import { describe, expect, it } from 'vitest';
import { MIB_CARD_IDS } from '@wl/engine';
import { simulate } from '../src/simulate.js';
import { summarize } from '../src/summary.js';

describe('wl simulate --players 2', () => {
  it('R20.1 plays with the Man in Black, shows all his cards, and counts his wins under "mib"', () => {
    // Two random bots: the Man in Black wins most of these games (the heuristic wins nearly all of its own).
    const r = simulate({ games: 30, players: 2, bots: ['random', 'random'], seed: 9, length: 20, maxRounds: 100, json: true });
    expect(r.summary.finished).toBeGreaterThanOrEqual(0.95 * 30);
    for (const id of MIB_CARD_IDS) expect(r.summary.events[`manInBlackActed:${id}`], id).toBeGreaterThan(0);
    for (const g of r.games) {
      expect(g.players).toHaveLength(2);
      expect(g.manInBlack).toBeDefined();
      if (g.finished) expect(g.players.some((p) => p.winner) || g.manInBlack!.winner).toBe(true);
    }
    const his = r.games.filter((g) => g.finished && g.manInBlack!.winner).length;
    expect(his).toBeGreaterThan(0);
    expect(r.summary.winsBySeat.mib).toBe(his);
    expect(r.summary.winsByCharacter['man-in-black']).toBe(his);
  });

  it('R20.1 a standard game record has no Man in Black', () => {
    const r = simulate({ games: 2, players: 3, bots: ['random'], seed: 1, length: 20, maxRounds: 100, json: true });
    expect(r.games.every((g) => g.manInBlack === undefined)).toBe(true);
    expect(summarize(r.games, 1).winsBySeat.mib).toBeUndefined();
  });
});
