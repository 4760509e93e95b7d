import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { heuristicBot } from '@wl/bots';
import { applyAction, CHARACTER_IDS, legalActions, sameAction, seedRng, startGame, viewFor, type Action, type GameState } from '@wl/engine';
import { playGame, type CharacterKeep } from '../src/play.js';
import { simulate } from '../src/simulate.js';

const BIN = new URL('../dist/main.js', import.meta.url).pathname;
const base = { games: 60, players: 4, bots: ['heuristic'], seed: 300, length: 20 as const, maxRounds: 100, json: true };

/** For each seat's keep decision (R3.2) of a game: the two dealt characters offered, the one the heuristic keeps, and the one kept. */
function keeps(seed: number, characters?: CharacterKeep): { offered: Action[]; preferred: Action; kept: Action }[] {
  const { setup, log } = playGame({ seed, players: 4, bots: ['heuristic', 'heuristic', 'heuristic', 'heuristic'], length: 20, maxRounds: 100, characters });
  let s: GameState = startGame(setup).state;
  const out: { offered: Action[]; preferred: Action; kept: Action }[] = [];
  for (const { seat, action } of log) {
    if (s.prompt?.kind === 'keepCharacter') {
      const offered = legalActions(s, seat);
      out.push({ offered, preferred: heuristicBot(viewFor(s, seat), offered, seedRng('keep')), kept: action });
    }
    const r = applyAction(s, seat, action);
    if (!r.ok) throw r.error;
    s = r.state;
  }
  return out;
}

describe('wl simulate --characters (R3.2: keep 1 of 2 dealt characters)', () => {
  it('by default each bot keeps the character it prefers of the two dealt', () => {
    for (const seed of [300, 301, 302]) {
      const ks = keeps(seed);
      expect(ks).toHaveLength(4);
      for (const k of ks) expect(k.kept).toEqual(k.preferred);
    }
  });

  it('random: a fair coin keeps one of the two dealt, so every character is played and the bots\' pick only about half the time', () => {
    let same = 0, n = 0;
    for (let seed = 400; seed < 440; seed++) {
      for (const k of keeps(seed, 'random')) {
        expect(k.offered).toHaveLength(2);
        expect(k.offered).toContainEqual(k.kept);
        if (sameAction(k.kept, k.preferred)) same++;
        n++;
      }
    }
    expect(n).toBe(160);
    expect(same / n).toBeGreaterThan(0.35); // a fair coin: 50% ± 4% (one standard deviation)
    expect(same / n).toBeLessThan(0.65);
    const report = join(mkdtempSync(join(tmpdir(), 'wl-keep-')), 'r.html');
    const r = simulate({ ...base, characters: 'random', report });
    expect(readFileSync(report, 'utf8')).toContain('each seat kept one of its two dealt characters at random');
    const seats = r.summary.characters;
    for (const id of CHARACTER_IDS) expect(seats[id]?.seats ?? 0, id).toBeGreaterThan(0); // Doc Holliday too, whom the heuristic never keeps
    const again = simulate({ ...base, games: 10, characters: 'random' });
    expect(again.games.map((g) => g.stateHash)).toEqual(r.games.slice(0, 10).map((g) => g.stateHash));
  });

  it('the command line takes bots or random, and refuses anything else and random with the beginner variant (R22: one character dealt, none kept)', () => {
    const ok = spawnSync('node', [BIN, 'simulate', '--games', '2', '--players', '3', '--bots', 'heuristic', '--characters', 'random', '--json'], { encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout).games).toHaveLength(2);
    const bad = spawnSync('node', [BIN, 'simulate', '--characters', 'best'], { encoding: 'utf8' });
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toMatch(/--characters.*best.*bots, random/s);
    // The beginner variant deals one character a seat (R22): nothing to keep, so the option is refused.
    const beginner = spawnSync('node', [BIN, 'simulate', '--variant', 'beginner', '--characters', 'random'], { encoding: 'utf8' });
    expect(beginner.status).toBe(1);
    expect(beginner.stderr).toMatch(/--characters random: the beginner variant deals one character/);
    expect(() => simulate({ ...base, games: 1, variant: 'beginner', characters: 'random' })).toThrow(/none to keep/);
  });
});
