// `wl bench --by-kind`: where the fast path's time goes, by kind of decision. Random fast-path
// play (as `wl bench` times it) with each step's listing (`legalActions`) and applying
// (`applyListed`, with every automatic step it sets off) timed apart, grouped by the frame and
// prompt kind owing the decision (and, in the action phase, the type of action taken).
import { performance } from 'node:perf_hooks';
import { applyListed, cloneState, legalActions, randInt, seedRng } from '@wl/engine';
import { BENCH_WARM_MS, fastActions, MAX_ROUNDS, newGame, type BenchOptions } from './bench-loops.js';

/** One kind of decision: its share of the steps, the mean cost of listing and of applying one, and its share of the time. */
export interface KindCost { kind: string; steps: number; stepShare: number; listNs: number; applyNs: number; timeShare: number }

/** What `wl bench --by-kind --json` prints: the kinds, costliest first, and the timer's own cost taken off each figure. */
export interface KindCosts { steps: number; timerNs: number; kinds: KindCost[] }

/** The mean cost of one `performance.now()` pair, in ns (taken off each timed call). */
function timerCost(): number {
  let sum = 0;
  const n = 200_000;
  for (let i = 0; i < n; i++) { const t = performance.now(); sum += performance.now() - t; }
  return (sum / n) * 1e6;
}

/** Plays `steps` random fast-path steps after a warm-up and groups their costs by kind. */
export function costsByKind(o: BenchOptions, onStep?: (name: string) => void): KindCosts {
  const steps = Math.max(1, Math.round(200_000 * o.scale));
  onStep?.('warm-up');
  const w0 = performance.now();
  do fastActions(Math.max(1, Math.round(20_000 * o.scale)), -1); while (performance.now() - w0 < BENCH_WARM_MS * o.scale);
  onStep?.('timed steps by kind');
  const timer = timerCost();
  const acc = new Map<string, { n: number; list: number; apply: number }>();
  const rng = seedRng('by-kind');
  let s = cloneState(newGame(1));
  let g = 0;
  for (let i = 0; i < steps; i++) {
    if (s.finished || s.turn.round > MAX_ROUNDS) s = cloneState(newGame(1000 + ++g));
    const seat = s.prompt!.seat;
    const frame = s.stack[s.stack.length - 1].k;
    const t0 = performance.now();
    const legal = legalActions(s, seat);
    const t1 = performance.now();
    const index = randInt(rng, legal.length);
    const kind = `${frame}:${s.prompt!.kind}${s.prompt!.kind === 'action' ? `:${legal[index].type}` : ''}`;
    const t2 = performance.now();
    applyListed(s, seat, legal, index);
    const t3 = performance.now();
    let e = acc.get(kind);
    if (!e) acc.set(kind, (e = { n: 0, list: 0, apply: 0 }));
    e.n++;
    e.list += Math.max(0, (t1 - t0) * 1e6 - timer);
    e.apply += Math.max(0, (t3 - t2) * 1e6 - timer);
  }
  let total = 0;
  for (const e of acc.values()) total += e.list + e.apply;
  const kinds = [...acc].map(([kind, e]): KindCost => ({
    kind, steps: e.n, stepShare: e.n / steps, listNs: Math.round(e.list / e.n), applyNs: Math.round(e.apply / e.n), timeShare: total > 0 ? (e.list + e.apply) / total : 0,
  })).sort((a, b) => b.timeShare - a.timeShare || a.kind.localeCompare(b.kind));
  return { steps, timerNs: Math.round(timer), kinds };
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
  return `${head}\n${lines.join('\n')}\n(${r.steps.toLocaleString('en-US')} random fast-path steps after a warm-up; each call timed alone, ${r.timerNs} ns of timer taken off each)\n`;
}
