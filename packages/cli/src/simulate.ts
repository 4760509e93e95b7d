// `wl simulate`: many seeded bot games, a summary, optional JSON and game files.
import { accessSync, constants, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import cliProgress from 'cli-progress';
import { botByName, parseBudget, parseHorizon, type IsmctsTree } from '@wl/bots';
import type { GameLength } from '@wl/engine';
import { tuneV8ForEngine } from '@wl/server/v8-tuning';
import { playGame, type CharacterKeep, type GameRecord, type Variant } from './play.js';
import { htmlReport } from './report.js';
import { formatSummary, summarize, type Summary } from './summary.js';

/** The widest ISMCTS root `--root` accepts (actions searched at the root). */
export const MAX_ROOT_WIDTH = 64;

/** Options of `wl simulate`. */
export interface SimulateOptions {
  games: number;
  players: number;
  bots: string[];
  seed: number;
  length: GameLength;
  maxRounds: number;
  json: boolean;
  out?: string;
  /** ISMCTS budget per decision: `50ms`, `1s` or an iteration count. */
  budget?: string;
  /** ISMCTS playout length: `next-turn` (the default), `70` (actions) or `17.5/seat`. */
  horizon?: string;
  /** ISMCTS root width: how many of the heuristic's best actions are searched (default 4). */
  root?: number;
  /** How far the ISMCTS tree grows: `root` (the default) or `full`. */
  tree?: IsmctsTree;
  /** The variant of every game (`standard` when absent). */
  variant?: Variant;
  /** Who keeps each seat's character of the two dealt: its bot (`bots`, when absent) or a fair coin (`random`). */
  characters?: CharacterKeep;
  /** Write a self-contained HTML balance report here. */
  report?: string;
}

/** The bots of game `i`: the list filled to the seats, then rotated by i so seat order is fair. */
export function seatBots(list: readonly string[], players: number, i: number): string[] {
  const full = Array.from({ length: players }, (_, k) => list[k % list.length]);
  return full.map((_, seat) => full[(seat + i) % players]);
}

/** Throws a one-line error on options that cannot play or write, before anything is written. */
export function checkSimulate(o: SimulateOptions): void {
  if (o.bots.length === 0) throw new Error('--bots: name at least one bot');
  if (o.bots.length > o.players) throw new Error(`--bots names ${o.bots.length} bots for ${o.players} players`);
  for (const name of o.bots) botByName(name);
  if (o.budget !== undefined) parseBudget(o.budget);
  if (o.horizon !== undefined) parseHorizon(o.horizon);
  if (o.characters === 'random' && o.variant === 'beginner') throw new Error('--characters random: the beginner variant deals one character to each seat (R22), so there is none to keep');
  if (o.root !== undefined && !(Number.isInteger(o.root) && o.root >= 1 && o.root <= MAX_ROOT_WIDTH)) throw new Error(`--root ${o.root}: a root width is a whole number from 1 to ${MAX_ROOT_WIDTH}`);
  if (!Number.isSafeInteger(o.seed) || o.seed < 0 || o.seed > Number.MAX_SAFE_INTEGER - (o.games - 1)) {
    throw new Error(`--seed ${o.seed} with --games ${o.games}: the last seed would pass ${Number.MAX_SAFE_INTEGER}`);
  }
  if (o.out !== undefined && kind(o.out) !== 'none') writableDir(o.out, '--out');
  if (o.report !== undefined) {
    if (kind(o.report) === 'dir') throw new Error(`--report ${o.report}: is a directory`);
    writableDir(dirname(resolve(o.report)), `--report ${o.report}: the folder`);
  }
}

/** What is at `path`: a directory, another file, or nothing. */
function kind(path: string): 'dir' | 'file' | 'none' {
  const s = statSync(path, { throwIfNoEntry: false });
  return s ? (s.isDirectory() ? 'dir' : 'file') : 'none';
}

/** Throws `<what> <dir> ...` unless `dir` is a directory this process can write in. */
function writableDir(dir: string, what: string): void {
  const k = kind(dir);
  if (k !== 'dir') throw new Error(`${what} ${dir} ${k === 'none' ? 'does not exist' : 'is not a directory'}`);
  try {
    accessSync(dir, constants.W_OK);
  } catch {
    throw new Error(`${what} ${dir} is not writable`);
  }
}

/** Plays the games; writes `<out>/<seed>.json` files and the HTML report when asked. */
export function simulate(o: SimulateOptions, onGame?: (i: number) => void): { games: GameRecord[]; summary: Summary } {
  checkSimulate(o);
  return playAll(o, onGame);
}

/** `simulate` on options already checked. */
function playAll(o: SimulateOptions, onGame?: (i: number) => void): { games: GameRecord[]; summary: Summary } {
  if (o.out) mkdirSync(o.out, { recursive: true });
  const games: GameRecord[] = [];
  const t0 = performance.now();
  for (let i = 0; i < o.games; i++) {
    const seed = o.seed + i;
    const bots = seatBots(o.bots, o.players, i);
    const { record, setup, log } = playGame({ seed, players: o.players, bots, length: o.length, maxRounds: o.maxRounds, budget: o.budget, horizon: o.horizon, root: o.root, tree: o.tree, variant: o.variant, characters: o.characters });
    games.push(record);
    if (o.out) writeFileSync(join(o.out, `${seed}.json`), JSON.stringify({ setup, actions: log }));
    onGame?.(i + 1);
  }
  const summary = summarize(games, (performance.now() - t0) / 1000);
  if (o.report) writeFileSync(o.report, htmlReport(games, summary, o));
  return { games, summary };
}

/** Runs `wl simulate` and prints its report. */
export function runSimulate(o: SimulateOptions): void {
  checkSimulate(o);
  tuneV8ForEngine(); // the games run on this thread (the server's v8-tuning.ts)
  const bar = process.stderr.isTTY ? new cliProgress.SingleBar({ stream: process.stderr, format: 'simulating [{bar}] {value}/{total} games' }, cliProgress.Presets.shades_classic) : null;
  bar?.start(o.games, 0);
  const result = playAll(o, (n) => bar?.update(n)); // checked above, before the bar is drawn
  bar?.stop();
  if (o.json) process.stdout.write(`${JSON.stringify(result)}\n`);
  else process.stdout.write(`${formatSummary(result.summary)}\n${o.report ? `\nreport written to ${o.report}\n` : ''}`);
}
