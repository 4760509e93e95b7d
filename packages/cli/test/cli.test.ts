import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyAction, startGame, stateHash, type GameEvent } from '@wl/engine';
import { playGame } from '../src/play.js';
import { simulate } from '../src/simulate.js';

const BIN = new URL('../dist/main.js', import.meta.url).pathname;
const REQUIRED = ['turnStarted', 'moved', 'prospected', 'nuggetsDeposited', 'heistAttempted', 'itemBought', 'itemUpgraded',
  'cattleTaken', 'cattleDelivered:wrangle', 'cattleDelivered:rustle', 'revelled', 'healed', 'worked', 'fightResolved:duel',
  'fightResolved:arrest', 'fightResolved:rob', 'fightResolved:bandit', 'fightResolved:guard', 'arrested', 'woundTaken',
  'marshalPointGained', 'wantedPointGained', 'banditPlaced', 'gameEndTriggered', 'gameEnded', 'sheriffMoved',
  'fightResolved:sheriff', 'pokerPlayed:won', 'pokerPlayed:lost', 'pokerPlayed:dealerWon', 'cardEffectUsed:payday'];

const opts = { games: 40, players: 4, bots: ['random'], seed: 1, length: 20 as const, maxRounds: 100, json: true };

describe('wl simulate', () => {
  it('plays seeded games: same seeds, same state hashes', () => {
    const a = simulate({ ...opts, games: 20 });
    const b = simulate({ ...opts, games: 20 });
    expect(a.games.map((g) => g.stateHash)).toEqual(b.games.map((g) => g.stateHash));
    expect(new Set(a.games.map((g) => g.stateHash)).size).toBe(20);
  });

  it('plays on the fast path what the public API plays: the same final hash and event counts, for every bot level', () => {
    const specs = [
      { seed: 3, players: 4, bots: ['random', 'random', 'random', 'random'] },
      { seed: 4, players: 5, bots: ['heuristic', 'random', 'heuristic', 'random', 'heuristic'] },
      { seed: 5, players: 2, bots: ['ismcts', 'heuristic'], budget: '20' },
    ];
    for (const spec of specs) {
      const { record, setup, log } = playGame({ ...spec, length: 20, maxRounds: 100 });
      // The game again, action by action through applyAction (each step a new state).
      const started = startGame(setup);
      const counts: Record<string, number> = {};
      const count = (events: readonly GameEvent[]) => { for (const e of events) counts[e.type] = (counts[e.type] ?? 0) + 1; };
      count(started.events);
      let s = started.state;
      for (const { seat, action } of log) {
        const r = applyAction(s, seat, action);
        if (!r.ok) throw r.error;
        count(r.events);
        s = r.state;
      }
      expect(stateHash(s)).toBe(record.stateHash);
      expect(Object.fromEntries(Object.entries(record.events).filter(([k]) => !k.includes(':')))).toEqual(counts);
    }
  });

  it('finishes nearly every game, and counts every listed event type by type and kind', () => {
    const a = simulate({ ...opts, games: 150 });
    expect(a.summary.finished).toBeGreaterThanOrEqual(0.95 * 150);
    for (const e of REQUIRED) expect(a.summary.events[e], e).toBeGreaterThan(0);
    for (const g of a.games) {
      expect(g.players).toHaveLength(4);
      expect(g.players.filter((p) => p.winner).length > 0).toBe(g.finished);
    }
  });

  it('reports games stopped by --max-rounds as unfinished, never as wins', () => {
    const r = simulate({ ...opts, games: 3, maxRounds: 2 });
    expect(r.summary.unfinished).toBe(3);
    expect(r.games.every((g) => !g.finished && g.rounds <= 2 && g.players.every((p) => !p.winner))).toBe(true);
    expect(r.summary.winsBySeat).toEqual({});
  });

  it('prints one JSON document with --json (the built binary)', () => {
    const out = execFileSync('node', [BIN, 'simulate', '--games', '2', '--players', '3', '--seed', '7', '--json'], { encoding: 'utf8' });
    const doc = JSON.parse(out) as { games: { seed: number; stateHash: string }[]; summary: { games: number } };
    expect(doc.games.map((g) => g.seed)).toEqual([7, 8]);
    expect(doc.summary.games).toBe(2);
  });

  it('R21 --variant goals plays Goal-variant games: goals complete and tokens are drawn and kept', () => {
    const r = simulate({ ...opts, games: 20, variant: 'goals' });
    expect(r.summary.finished).toBeGreaterThanOrEqual(19);
    const ids = Object.keys(r.summary.events).filter((k) => k.startsWith('goalCompleted:'));
    expect(ids.length).toBeGreaterThan(10);
    expect(r.summary.events.tokensDrawn).toBe(r.summary.events.goalCompleted);
    expect(r.summary.events.tokensKept).toBe(r.summary.events.goalCompleted);
  });

  it('R22 --variant beginner (the built binary) plays Beginner games to 15 LP with the pool of 6', () => {
    const out = execFileSync('node', [BIN, 'simulate', '--games', '3', '--players', '4', '--seed', '5', '--variant', 'beginner', '--json'], { encoding: 'utf8' });
    const doc = JSON.parse(out) as { games: { finished: boolean; players: { character: string }[] }[] };
    const pool = ['bass-reeves', 'calamity-jane', 'kit-carson', 'mary-fields', 'wild-bill-hickok', 'wyatt-earp'];
    expect(doc.games.every((g) => g.finished && g.players.every((p) => pool.includes(p.character)))).toBe(true);
  });
});

describe('wl replay', () => {
  it('reproduces every game written with --out, and fails on a wrong hash or an illegal action', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wl-'));
    const r = simulate({ ...opts, games: 3, seed: 20, out: dir });
    expect(readdirSync(dir).sort()).toEqual(['20.json', '21.json', '22.json']);
    for (const g of r.games) {
      const file = join(dir, `${g.seed}.json`);
      const ok = spawnSync('node', [BIN, 'replay', file, '--expect', g.stateHash], { encoding: 'utf8' });
      expect(ok.status).toBe(0);
      expect(ok.stdout.trim()).toBe(g.stateHash);
    }
    const file = join(dir, '20.json');
    // --stats: after the hash, each seat's LP by source adding up to its LP track (the game's record), then its counts.
    const st = spawnSync('node', [BIN, 'replay', file, '--stats'], { encoding: 'utf8' });
    expect(st.status).toBe(0);
    const [hash, head, ...rows] = st.stdout.trim().split('\n');
    expect(hash).toBe(r.games[0].stateHash);
    expect(head.trim().split(/\s+/)).toEqual(r.games[0].players.map((p) => `${p.seat}:${p.character}`));
    const cells = new Map(rows.map((line) => { const [label, ...v] = line.split(/\s{2,}/); return [label.trim(), v.map(Number)]; }));
    expect(cells.get('LP track')).toEqual(r.games[0].players.map((p) => p.trackLp));
    const sources = [...cells].filter(([k]) => k.startsWith('LP ') && k !== 'LP track');
    r.games[0].players.forEach((p, i) => expect(sources.reduce((a, [, v]) => a + v[i], 0)).toBe(p.trackLp));
    expect(cells.get('nuggetsMined')?.length).toBe(r.games[0].players.length);
    expect(spawnSync('node', [BIN, 'replay', file, '--expect', '0000000000000000']).status).toBe(1);
    const game = JSON.parse(readFileSync(file, 'utf8')) as { actions: { seat: number; action: unknown }[] };
    game.actions[5] = { seat: game.actions[5].seat, action: { type: 'work' } };
    game.actions.splice(6, 0, { seat: 0, action: { type: 'fly' } });
    writeFileSync(file, JSON.stringify(game));
    const bad = spawnSync('node', [BIN, 'replay', file], { encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/illegal replay: ERR_/);
  });
});
