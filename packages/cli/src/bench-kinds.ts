// `wl bench --by-kind`: where the fast path's time goes, by kind of decision. Random fast-path
// play (as `wl bench` times it) with each step's listing (`legalActions`) and applying
// (`applyListed`, with every automatic step it sets off) timed apart, grouped by the frame and
// prompt kind owing the decision (and, in the action phase, the type of action taken).
import { performance } from 'node:perf_hooks';
import { fastAction, fastApply, fastDecision, fastFinished, fastLegal, fastRound, fastStart, randInt, seedRng } from '@wl/engine';
import { BENCH_WARM_MS, fastActions, benchSetup, MAX_ROUNDS, median, warmUp, type BenchOptions } from './bench-loops.js';

/** One kind of decision: its share of the steps, the mean cost of listing and of applying one, and its share of the time. */
export interface KindCost { kind: string; steps: number; stepShare: number; listNs: number; applyNs: number; timeShare: number }

/** What `wl bench --by-kind --json` prints: the steps of all passes, the kinds, costliest first, and the timer's own cost taken off each figure. */
export interface KindCosts { steps: number; passes: number; timerNs: number; kinds: KindCost[] }

/** The mean cost of one `performance.now()` pair, in ns (taken off each timed call). */
function timerCost(): number {
  let sum = 0;
  const n = 200_000;
  for (let i = 0; i < n; i++) { const t = performance.now(); sum += performance.now() - t; }
  return (sum / n) * 1e6;
}

/** One pass's sums for one kind: steps, and ns spent listing and applying. */
export interface Sums { n: number; list: number; apply: number }

/** One pass of `steps` random fast-path steps on pass `rep`'s own games and draws, with each step's costs (less `timer` ns per call) added up by kind. */
export function pass(steps: number, rep: number, timer: number): Map<string, Sums> {
  const acc = new Map<string, Sums>();
  const rng = seedRng(`by-kind:${rep}`);
  const f = fastStart(benchSetup(1 + 100_000 * rep));
  let g = 0;
  for (let i = 0; i < steps; i++) {
    if (fastFinished(f) || fastRound(f) > MAX_ROUNDS) fastStart(benchSetup(1000 + 100_000 * rep + ++g), f);
    const d = fastDecision(f)!;
    const t0 = performance.now();
    const count = fastLegal(f);
    const t1 = performance.now();
    const index = randInt(rng, count);
    const kind = `${d.frame}:${d.prompt}${d.prompt === 'action' ? `:${fastAction(f, index).type}` : ''}`;
    const t2 = performance.now();
    fastApply(f, index);
    const t3 = performance.now();
    let e = acc.get(kind);
    if (!e) acc.set(kind, (e = { n: 0, list: 0, apply: 0 }));
    e.n++;
    e.list += Math.max(0, (t1 - t0) * 1e6 - timer);
    e.apply += Math.max(0, (t3 - t2) * 1e6 - timer);
  }
  return acc;
}

/**
 * The kinds of several passes (`pass`), costliest first: each kind's steps over all passes, its ns
 * to list and to apply the median over the passes that met it of their means, and its share of
 * the time from those medians.
 */
export function combinePasses(passes: readonly Map<string, Sums>[]): KindCost[] {
  const all = new Map<string, { n: number; list: number[]; apply: number[] }>();
  let steps = 0;
  for (const p of passes) {
    for (const [kind, e] of p) {
      let a = all.get(kind);
      if (!a) all.set(kind, (a = { n: 0, list: [], apply: [] }));
      a.n += e.n;
      a.list.push(e.list / e.n);
      a.apply.push(e.apply / e.n);
      steps += e.n;
    }
  }
  const rows = [...all].map(([kind, a]) => ({ kind, n: a.n, list: median(a.list), apply: median(a.apply) }));
  let total = 0;
  for (const k of rows) total += k.n * (k.list + k.apply);
  return rows.map((k): KindCost => ({
    kind: k.kind, steps: k.n, stepShare: k.n / steps, listNs: Math.round(k.list), applyNs: Math.round(k.apply), timeShare: total > 0 ? (k.n * (k.list + k.apply)) / total : 0,
  })).sort((a, b) => b.timeShare - a.timeShare || a.kind.localeCompare(b.kind));
}

/** Plays `o.reps` passes of 200,000 random fast-path steps (`o.scale` as many) after a warm-up and groups their costs by kind (`combinePasses`). */
export function costsByKind(o: BenchOptions, onStep?: (name: string) => void): KindCosts {
  const per = Math.max(1, Math.round(200_000 * o.scale));
  onStep?.('warm-up');
  warmUp(BENCH_WARM_MS * o.scale, (w) => fastActions(Math.max(1, Math.round(20_000 * o.scale)), w));
  onStep?.('timed steps by kind');
  const timer = timerCost();
  const passes = Array.from({ length: o.reps }, (_, r) => pass(per, r, timer));
  return { steps: per * o.reps, passes: o.reps, timerNs: Math.round(timer), kinds: combinePasses(passes) };
}

/** Prints the costs as a table (the `rows` costliest kinds, then the rest summed). */
export function formatKinds(r: KindCosts, rows = 15): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const shown = r.kinds.slice(0, rows);
  const rest = r.kinds.slice(rows);
  const w = Math.max(10, ...shown.map((k) => k.kind.length));
  const head = `${'frame:prompt[:action]'.padEnd(w)}  ${'steps'.padStart(6)}  ${'list ns'.padStart(8)}  ${'apply ns'.padStart(8)}  ${'time'.padStart(6)}`;
  const lines = shown.map((k) => `${k.kind.padEnd(w)}  ${pct(k.stepShare).padStart(6)}  ${String(k.listNs).padStart(8)}  ${String(k.applyNs).padStart(8)}  ${pct(k.timeShare).padStart(6)}`);
  if (rest.length > 0) {
    const share = rest.reduce((a, k) => a + k.stepShare, 0), time = rest.reduce((a, k) => a + k.timeShare, 0);
    lines.push(`${`(${rest.length} other kinds)`.padEnd(w)}  ${pct(share).padStart(6)}  ${''.padStart(8)}  ${''.padStart(8)}  ${pct(time).padStart(6)}`);
  }
  const passes = r.passes > 1 ? ` in ${r.passes} passes after a warm-up; ns: the median of the passes' means` : ' after a warm-up';
  return `${head}\n${lines.join('\n')}\n(${r.steps.toLocaleString('en-US')} random fast-path steps${passes}; each call timed alone, ${r.timerNs} ns of timer taken off each)\n`;
}
