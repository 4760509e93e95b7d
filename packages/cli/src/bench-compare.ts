// `wl bench --against <build>`: this engine build against another one (an older checkout, say),
// both loaded side by side in one process and timed in alternation on the same work, so the
// machine's changing speed touches both alike. What it reports is the median of the paired
// ratios: on a shared machine whose speed moves through the day, that ratio is steady where
// the absolute figures are not.
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import * as engine from '@wl/engine';
import { BENCH_WARM_MS, fastActions, median, randomGames, warmUp, type BenchOptions, type SimEngine } from './bench-loops.js';

/** One measurement of the comparison: each build's median rate and the median of the paired ratios (this build / other). */
export interface ComparedRate { thisPerSec: number; otherPerSec: number; ratio: number }

/** What `wl bench --against` prints (`--json`). */
export interface CompareResult {
  /** The other build, as given. */
  against: string;
  /** Timed pairs per measurement. */
  pairs: number;
  fastActions: ComparedRate;
  randomGames: ComparedRate;
}

const NEEDED = ['startGame', 'cloneState', 'legalActions', 'applyListed', 'seedRng', 'randInt'] as const;

/**
 * Where the engine module of a build is: a checkout, its packages/engine, or the file itself. A
 * build's bundle (dist/engine.js, the package's entry since 6 Dec 2026's thirteenth session) comes first; older builds
 * have only tsc's dist/index.js.
 */
export function enginePath(where: string): string {
  const p = resolve(where);
  if (existsSync(p) && statSync(p).isFile()) return p;
  for (const dist of [join(p, 'packages', 'engine', 'dist'), join(p, 'dist')]) {
    for (const file of ['engine.js', 'index.js']) if (existsSync(join(dist, file))) return join(dist, file);
  }
  throw new Error(`no built engine at ${where}: expected a checkout with packages/engine/dist/engine.js or dist/index.js (run npm run build there), a packages/engine folder, or the file`);
}

/** Loads another build's engine and checks that it has what the fast-path measurements call. */
export async function loadEngine(where: string): Promise<SimEngine> {
  const file = enginePath(where);
  const m = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const missing = NEEDED.filter((k) => typeof m[k] !== 'function');
  if (missing.length > 0) throw new Error(`${file} is not an engine build with a fast path: it lacks ${missing.join(', ')}`);
  return m as unknown as SimEngine;
}

/** Times `run` on both builds `pairs` times, alternating which goes first; rates in units/s. */
function paired(pairs: number, run: (e: SimEngine, rep: number) => number, other: SimEngine): ComparedRate {
  const mine: number[] = [], theirs: number[] = [], ratios: number[] = [];
  const time = (e: SimEngine, rep: number): number => {
    const t0 = performance.now();
    const n = run(e, rep);
    return n / ((performance.now() - t0) / 1000);
  };
  for (let r = 0; r < pairs; r++) {
    let a: number, b: number;
    if (r % 2 === 0) { a = time(engine, r + 2); b = time(other, r + 2); } else { b = time(other, r + 2); a = time(engine, r + 2); }
    mine.push(a);
    theirs.push(b);
    ratios.push(a / b);
  }
  return { thisPerSec: Math.round(median(mine)), otherPerSec: Math.round(median(theirs)), ratio: Math.round(median(ratios) * 1000) / 1000 };
}

/** Compares this build's fast path and random games with `other`'s, after warming both up (`o.reps` pairs each). */
export function compare(other: SimEngine, against: string, o: BenchOptions, onStep?: (name: string) => void): CompareResult {
  const n = (x: number) => Math.max(1, Math.round(x * o.scale));
  const fast = (e: SimEngine, rep: number) => fastActions(n(40_000), rep, e);
  const games = (e: SimEngine, rep: number) => randomGames(n(30), rep, e);
  onStep?.('warm-up of both builds');
  warmUp(2 * BENCH_WARM_MS * o.scale, (w) => { fast(engine, w); fast(other, w); games(engine, w); games(other, w); });
  onStep?.('fast path, both builds');
  const fastActionsRate = paired(o.reps, fast, other);
  onStep?.('random games, both builds');
  const randomGamesRate = paired(o.reps, games, other);
  return { against, pairs: o.reps, fastActions: fastActionsRate, randomGames: randomGamesRate };
}

/** Prints a comparison as a table. */
export function formatCompare(r: CompareResult): string {
  const rows: [string, ComparedRate][] = [['fast path actions/s', r.fastActions], ['random 4-player games/s', r.randomGames]];
  const w = Math.max(...rows.map(([k]) => k.length));
  const num = (x: number) => x.toLocaleString('en-US');
  const lines = rows.map(([k, v]) => `${k.padEnd(w)}  ${num(v.thisPerSec).padStart(11)}  ${num(v.otherPerSec).padStart(11)}  x${v.ratio.toFixed(3)}`);
  return `${''.padEnd(w)}  ${'this build'.padStart(11)}  ${'other'.padStart(11)}  this/other\n${lines.join('\n')}\n`
    + `(other: ${r.against}; medians of ${r.pairs} alternating pairs in one process after a warm-up of both; two copies of one build differ by a few percent)\n`;
}
