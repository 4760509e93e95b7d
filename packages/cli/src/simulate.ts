// `wl simulate`: many seeded bot games, a summary, optional JSON and game files.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import cliProgress from 'cli-progress';
import type { GameLength } from '@wl/engine';
import { playGame, type GameRecord, type Variant } from './play.js';
import { htmlReport } from './report.js';
import { formatSummary, summarize, type Summary } from './summary.js';

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
  /** The variant of every game (`standard` when absent). */
  variant?: Variant;
  /** Write a self-contained HTML balance report here. */
  report?: string;
}

/** The bots of game `i`: the list filled to the seats, then rotated by i so seat order is fair. */
export function seatBots(list: readonly string[], players: number, i: number): string[] {
  const full = Array.from({ length: players }, (_, k) => list[k % list.length]);
  return full.map((_, seat) => full[(seat + i) % players]);
}

/** Plays the games; writes `<out>/<seed>.json` files and the HTML report when asked. */
export function simulate(o: SimulateOptions, onGame?: (i: number) => void): { games: GameRecord[]; summary: Summary } {
  if (o.out) mkdirSync(o.out, { recursive: true });
  const games: GameRecord[] = [];
  const t0 = performance.now();
  for (let i = 0; i < o.games; i++) {
    const seed = o.seed + i;
    const bots = seatBots(o.bots, o.players, i);
    const { record, setup, log } = playGame({ seed, players: o.players, bots, length: o.length, maxRounds: o.maxRounds, budget: o.budget, variant: o.variant });
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
  const bar = process.stderr.isTTY ? new cliProgress.SingleBar({ stream: process.stderr, format: 'simulating [{bar}] {value}/{total} games' }, cliProgress.Presets.shades_classic) : null;
  bar?.start(o.games, 0);
  const result = simulate(o, (n) => bar?.update(n));
  bar?.stop();
  if (o.json) process.stdout.write(`${JSON.stringify(result)}\n`);
  else process.stdout.write(`${formatSummary(result.summary)}\n${o.report ? `\nreport written to ${o.report}\n` : ''}`);
}
