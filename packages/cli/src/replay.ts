// `wl replay FILE`: replays a recorded game through the public API and prints its final hash;
// with `--stats`, each seat's LP by source and what it did over the game (the engine's statsOfGame).
import { readFileSync } from 'node:fs';
import { LP_SOURCES, replay, STAT_COUNTS, stateHash, statsOfGame, trackLpOf, type GameState, type LoggedAction, type GameStats, type SeatStats, type Setup } from '@wl/engine';

/** A recorded game: its setup and every action with the seat that took it. */
export interface GameFile { setup: Setup; actions: LoggedAction[] }

/** Reads and checks the outline of a game file. */
export function readGameFile(path: string): GameFile {
  const text = readFileSync(path, 'utf8');
  let data: Partial<GameFile>;
  try {
    data = JSON.parse(text) as Partial<GameFile>;
  } catch (e) {
    throw new Error(`${path}: not valid JSON (${(e as Error).message})`);
  }
  if (!data || typeof data !== 'object' || !data.setup || !Array.isArray(data.actions)) {
    throw new Error(`${path}: not a game file ({ setup, actions })`);
  }
  return data as GameFile;
}

/** A plain-text table of a game's statistics: a column per seat (its character), the LP by source (those any seat has), LP lost, the LP track, then the counts; the Man in Black's LP on a line after it. */
export function statsTable(s: GameState, g: GameStats): string {
  const stats = g.seats;
  const head = ['', ...s.players.map((p, seat) => `${seat}:${p.character}`)];
  const rows: string[][] = [head];
  const row = (label: string, f: (x: SeatStats) => number) => rows.push([label, ...stats.map((x) => String(f(x)))]);
  for (const k of LP_SOURCES) if (stats.some((x) => x.lp[k] !== 0)) row(`LP ${k}`, (x) => x.lp[k]);
  row('LP lost', (x) => -x.lpLost);
  row('LP track', trackLpOf);
  for (const k of STAT_COUNTS) row(k, (x) => x[k]);
  const widths = head.map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  const table = rows.map((r) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ')).join('\n') + '\n';
  return g.mib ? `${table}mib LP track ${g.mib.lp} (${Object.entries(g.mib.lpBy).map(([k, n]) => `${k} ${n}`).join(', ') || 'none'})\n` : table;
}

/** Replays a file; returns the process exit code (0 when it replays and matches `expect`, whenever given). With `stats`, the statistics table follows the hash. */
export function runReplay(path: string, expect?: string, stats = false): number {
  let file: GameFile;
  try {
    file = readGameFile(path);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return 2;
  }
  try {
    const s = replay(file.setup, file.actions);
    const hash = stateHash(s);
    process.stdout.write(`${hash}\n`);
    if (stats) process.stdout.write(statsTable(s, statsOfGame(file.setup, file.actions)));
    if (expect !== undefined && expect !== hash) {
      process.stderr.write(`hash mismatch: expected ${expect}, got ${hash}\n`);
      return 1;
    }
    return 0;
  } catch (e) {
    const err = e as Error & { code?: string; rule?: string };
    process.stderr.write(`illegal replay: ${err.code ?? 'ERROR'} ${err.rule ?? ''} ${err.message}\n`);
    return 1;
  }
}
