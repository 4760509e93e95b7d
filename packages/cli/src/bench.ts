// `wl bench`: the engine's and the bots' speed, each measured on one core (one thread) in one
// run: a warm-up, then several timed repetitions; the median is reported. `runBench` measures in
// a worker thread whose young generation is larger than Node's default (the engine makes many
// short-lived objects: events, frames, legal lists), as a simulation server would be configured.
import { relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { heuristicBot, makeIsmcts } from '@wl/bots';
import { INLINE_BUDGET, POLYMORPHIC_SHAPES, tuneV8ForEngine } from '@wl/server/v8-tuning';
import { enginePath, formatCompare, type CompareResult } from './bench-compare.js';
import { formatKinds, type KindCosts } from './bench-kinds.js';
import { probeRate } from './bench-probe.js';
import { BENCH_WARM_MS, fastActions, MAX_ROUNDS, median, newGame, randomGames, warmUp, type BenchOptions } from './bench-loops.js';
import {
  applyAction, applyActionInPlace, cloneState, legalActions, randInt, seedRng, viewFor,
  type Action, type GameState, type PlayerView, type RngState,
} from '@wl/engine';

export type { BenchOptions } from './bench-loops.js';

/** The file `@wl/engine` resolves to (its bundle, dist/engine.js, after `npm run build`), relative to the working folder. */
export function engineModule(): string {
  try {
    return relative(process.cwd(), fileURLToPath(import.meta.resolve('@wl/engine')));
  } catch {
    return '@wl/engine';
  }
}

/** What `wl bench --json` prints. */
export interface BenchResult {
  publicActionsPerSec: number;
  fastActionsPerSec: number;
  gamesPerSec: number;
  ismctsIterationsPerSec: number;
  heuristicDecisionsPerSec: number;
}

/** The most the measuring worker's young generation may grow to, in MB (it starts at BENCH_YOUNG_START_MB). */
export const BENCH_YOUNG_MB = 64;

/**
 * The size the worker's young generation starts at, in MB (V8's `--min-semi-space-size`). V8
 * starts a young generation small and grows it only when enough of it survives a scavenge: the
 * search's and the random games' garbage dies young, so without this theirs stayed at 16 MB of
 * the 64 allowed, with a scavenge every 8 ms or so (the fast path's grew to 32 MB). Half the limit
 * is the most V8 starts with; it grows to the limit.
 */
export const BENCH_YOUNG_START_MB = BENCH_YOUNG_MB / 2;

/**
 * Times `run` (which returns how many units it did) `reps` times after a warm-up on other games
 * (reps −1, −2, …); each repetition's units/s. `between`, when given, runs before each timed
 * repetition and after the last, untimed (the machine probe).
 */
export function measureRates(reps: number, run: (rep: number) => number, warmMs: number, between?: () => void): number[] {
  warmUp(warmMs, run); // until the code is optimised
  const rates: number[] = [];
  for (let r = 0; r < reps; r++) {
    between?.();
    const t0 = performance.now();
    const n = run(r);
    rates.push(n / ((performance.now() - t0) / 1000));
  }
  between?.();
  return rates;
}

/** Each figure's slowest and fastest repetition (units/s, rounded): a machine's slow spell shows as a wide range. */
export type BenchSpread = Record<keyof BenchResult, [number, number]>;

/** Random actions through the public API: legalActions then applyAction (a new state each step). */
function publicActions(n: number, seed: number): number {
  const rng = seedRng(`pub:${seed}`);
  let s = newGame(seed);
  let g = 0;
  for (let i = 0; i < n; i++) {
    if (s.finished || s.turn.round > MAX_ROUNDS) s = newGame(seed * 1000 + ++g);
    const seat = s.prompt!.seat;
    const legal = legalActions(s, seat);
    const r = applyAction(s, seat, legal[randInt(rng, legal.length)]);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return n;
}

/** A mid-game position (round 6, an action-phase decision) reached by heuristic play. */
export function midGame(seed = 7): GameState {
  const s = cloneState(newGame(seed));
  const rng = seedRng(`mid:${seed}`);
  while (!s.finished && !(s.turn.round >= 6 && s.prompt!.kind === 'action')) {
    const seat = s.prompt!.seat;
    applyActionInPlace(s, seat, heuristicBot(viewFor(s, seat), legalActions(s, seat), rng));
  }
  return s;
}

/** Decisions (view, legal actions) met in heuristic games, for timing the heuristic alone. */
function decisions(count: number): { view: PlayerView; legal: Action[] }[] {
  const out: { view: PlayerView; legal: Action[] }[] = [];
  const rng = seedRng('decisions');
  for (let g = 0; out.length < count; g++) {
    const s = cloneState(newGame(500 + g));
    while (!s.finished && s.turn.round <= MAX_ROUNDS && out.length < count) {
      const seat = s.prompt!.seat;
      const view = viewFor(s, seat);
      const legal = legalActions(s, seat);
      out.push({ view, legal });
      applyActionInPlace(s, seat, heuristicBot(view, legal, rng));
    }
  }
  return out;
}

/**
 * A run of every measurement: the five medians, each one's range over its repetitions, and the
 * median of the machine probes around its repetitions (M loads/s, bench-probe.ts).
 */
export interface BenchRun { result: BenchResult; spread: BenchSpread; probe: Record<keyof BenchResult, number> }

/** How long each probe of the machine runs (bench-probe.ts), in ms at full scale. */
const PROBE_MS = 30;

/** Runs every measurement; the five medians (@wl/cli's library entry: `wl bench --json`'s figures). */
export function bench(o: BenchOptions = { reps: 5, scale: 1 }, onStep?: (name: string) => void): BenchResult {
  return benchRun(o, onStep).result;
}

/** Runs every measurement, with the machine probe (bench-probe.ts) between their repetitions. */
export function benchRun(o: BenchOptions = { reps: 5, scale: 1 }, onStep?: (name: string) => void): BenchRun {
  const n = (x: number) => Math.max(1, Math.round(x * o.scale));
  const warm = BENCH_WARM_MS * o.scale;
  const all = {} as Record<keyof BenchResult, number[]>;
  const probe = {} as Record<keyof BenchResult, number>;
  const timed = (key: keyof BenchResult, step: string, run: (rep: number) => number): void => {
    onStep?.(step);
    const probes: number[] = [];
    all[key] = measureRates(o.reps, run, warm, () => { probes.push(probeRate(Math.max(1, PROBE_MS * o.scale))); });
    probe[key] = Math.round(median(probes));
  };
  timed('publicActionsPerSec', 'public API', (r) => publicActions(n(40_000), r + 2));
  timed('fastActionsPerSec', 'fast path', (r) => fastActions(n(100_000), r + 2));
  timed('gamesPerSec', 'random games', (r) => randomGames(n(60), r + 2));
  const mid = midGame();
  const seat = mid.prompt!.seat;
  const iters = n(200);
  timed('ismctsIterationsPerSec', 'ismcts', (r) => {
    let done = 0;
    for (let k = 0; k < 5; k++) { // five searches per repetition, each of `iters` iterations
      const bot = makeIsmcts({ iterations: iters });
      bot.search(mid, seat, seedRng(`ismcts:${r}:${k}`) as RngState);
      done += bot.lastStats!.iterations;
    }
    return done;
  });
  const ds = decisions(n(5000));
  const hrng = seedRng('heuristic');
  timed('heuristicDecisionsPerSec', 'heuristic', () => {
    let done = 0;
    for (let k = 0; k < 10; k++) for (const d of ds) { heuristicBot(d.view, d.legal, hrng); done++; }
    return done;
  });
  const result = {} as BenchResult, spread = {} as BenchSpread;
  for (const key of BENCH_KEYS) {
    result[key] = Math.round(median(all[key]));
    spread[key] = [Math.round(Math.min(...all[key])), Math.round(Math.max(...all[key]))];
  }
  return { result, spread, probe };
}

/** The machine probe's column (bench-probe.ts): millions of dependent loads a second in a 32 KB table. */
export const PROBE_LABEL = 'probe';

/** Each figure's row label in the human output. */
const BENCH_LABELS: Record<keyof BenchResult, string> = {
  publicActionsPerSec: 'public API actions/s (legalActions + applyAction)',
  fastActionsPerSec: 'fast path actions/s (fastLegal + fastApply)',
  gamesPerSec: 'random 4-player games/s (fast path)',
  ismctsIterationsPerSec: 'ismcts iterations/s (mid-game position)',
  heuristicDecisionsPerSec: 'heuristic decisions/s',
};

/** The five figures, in the order `wl bench` measures and prints them. */
export const BENCH_KEYS: readonly (keyof BenchResult)[] = ['publicActionsPerSec', 'fastActionsPerSec', 'gamesPerSec', 'ismctsIterationsPerSec', 'heuristicDecisionsPerSec'];

/** What the bench worker is asked to do: the benchmark, a comparison with another engine build (`against`), or the costs by kind (`byKind`). */
export interface WorkerJob extends BenchOptions { against?: string; byKind?: boolean }

/**
 * Runs a job in a worker thread whose young generation starts at `BENCH_YOUNG_START_MB` and may
 * grow to `BENCH_YOUNG_MB` (bench-worker.ts); resolves with its result. `onYoung` gets the young
 * generation's size in MB as the worker found it before measuring.
 */
export function inBenchWorker<T>(job: WorkerJob, onStep?: (name: string) => void, onYoung?: (mb: number) => void): Promise<T> {
  // A V8 flag is process-wide, read when an isolate sets up its heap: the worker's, made below.
  setFlagsFromString(`--min-semi-space-size=${BENCH_YOUNG_START_MB}`);
  tuneV8ForEngine(); // as `wl simulate` and the server's bot workers run (the server's v8-tuning.ts)
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL('./bench-worker.js', import.meta.url), { workerData: job, resourceLimits: { maxYoungGenerationSizeMb: BENCH_YOUNG_MB } });
    w.on('message', (m: { step?: string; youngMb?: number; result?: T; error?: string }) => {
      if (m.youngMb !== undefined) onYoung?.(m.youngMb);
      if (m.step) onStep?.(m.step);
      if (m.error !== undefined) reject(new Error(m.error));
      if (m.result) resolve(m.result);
    });
    w.on('error', reject);
    w.on('exit', (code) => { if (code !== 0) reject(new Error(`bench worker exited with code ${code}`)); });
  });
}

/** Runs `wl bench` and prints its report. */
export async function runBench(o: BenchOptions & { json: boolean; against?: string; byKind?: boolean }): Promise<void> {
  const onStep = o.json ? undefined : (name: string) => process.stderr.write(`measuring ${name}...\n`);
  if (o.byKind) {
    const k = await inBenchWorker<KindCosts>({ reps: o.reps, scale: o.scale, byKind: true }, onStep);
    process.stdout.write(o.json ? `${JSON.stringify(k)}\n` : formatKinds(k));
    return;
  }
  if (o.against !== undefined) {
    enginePath(o.against); // a wrong path fails here, before any measuring
    const c = await inBenchWorker<CompareResult>({ reps: o.reps, scale: o.scale, against: o.against }, onStep);
    process.stdout.write(o.json ? `${JSON.stringify(c)}\n` : formatCompare(c));
    return;
  }
  let young = 0;
  const { result, spread, probe } = await inBenchWorker<BenchRun>({ reps: o.reps, scale: o.scale }, onStep, (mb) => { young = mb; });
  if (o.json) {
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return;
  }
  process.stdout.write(formatBench(result, spread, probe));
  process.stdout.write(`(median of ${o.reps} repetitions after a ${BENCH_WARM_MS / 1000} s warm-up each, their range in brackets; probe: the machine probe around them, in M dependent loads/s through 32 KB, no engine code, so a low probe means a slow machine; one core, young generation ${young} MB at the start, up to ${BENCH_YOUNG_MB} MB, inline caches of up to ${POLYMORPHIC_SHAPES} shapes, up to ${INLINE_BUDGET} bytes of bytecode inlined a function; engine module ${engineModule()})\n`);
}

/** The figures as `wl bench` prints them: a header, then one row each: its median, its slowest and fastest repetition, the machine probe around them. */
export function formatBench(result: BenchResult, spread: BenchSpread, probe: Record<keyof BenchResult, number>): string {
  const label = BENCH_LABELS;
  const num = (x: number) => x.toLocaleString('en-US');
  const cells = BENCH_KEYS.map((k) => [label[k], num(result[k]), `[${num(spread[k][0])}–${num(spread[k][1])}]`, num(probe[k])]);
  const head = ['', 'median', '[slowest–fastest]', PROBE_LABEL];
  const width = head.map((h, c) => Math.max(h.length, ...cells.map((r) => r[c].length)));
  const line = (r: string[]) => `${r.map((x, c) => (c === 0 ? x.padEnd(width[c]) : x.padStart(width[c]))).join('  ')}\n`;
  return line(head) + cells.map(line).join('');
}
