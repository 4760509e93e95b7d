// The machine probe of `wl bench` (bench.ts): a loop of dependent loads over 32 KB, timed between
// the repetitions of every measurement. It runs no engine code, so its rate moves only with the
// machine. On this project's 2-core cloud machines the fast path's rate followed it (r = 0.74 over
// 194 one-second samples, against 0.41 for a multiply chain): in the machines' slow spells both
// lost a quarter to a half together while arithmetic held (docs/performance-history.md, "What the
// slow spells are"). Its median beside each figure tells a slow machine from a slow engine.
import { performance } from 'node:perf_hooks';

/** The probe's table: 8,192 ints (32 KB, the size of a level-1 data cache), one cycle through all. */
export const PROBE_SLOTS = 8192;

/** A single cycle through `n` slots (Sattolo's shuffle, seeded): following `next[i]` from 0 visits every slot once before coming back. */
export function probeCycle(n: number, seed = 12345): Int32Array {
  const next = new Int32Array(n);
  for (let i = 0; i < n; i++) next[i] = i;
  let x = seed | 0;
  for (let i = n - 1; i > 0; i--) {
    x = (Math.imul(x, 1103515245) + 12345) & 0x7fffffff;
    const j = x % i; // j < i: a single cycle
    const t = next[i]; next[i] = next[j]; next[j] = t;
  }
  return next;
}

const CYCLE = probeCycle(PROBE_SLOTS);
/** Loads per timed chunk (the clock is read between chunks). */
const CHUNK = 20_000;

/** Follows the probe's cycle for at least `ms` milliseconds; returns the dependent loads per second, in millions. */
export function probeRate(ms: number): number {
  let p = 0, loads = 0;
  const t0 = performance.now();
  let t = t0;
  do {
    for (let k = 0; k < CHUNK; k++) p = CYCLE[p];
    loads += CHUNK;
    t = performance.now();
  } while (t - t0 < ms);
  if (p < 0) throw new Error('unreachable: the cycle holds slot numbers'); // keeps `p` live
  return loads / ((t - t0) * 1000);
}
