// The game's RNG (rng.ts, sfc32) on the typed state: its four words live at RNG in the state's
// Int32Array, and every draw here is the draw rng.ts makes on GameState.rng, in the same order.
import { RNG } from './layout.js';

/** Advances the state's RNG and returns a 32-bit unsigned integer (rng.ts `nextU32`). */
export function nextU32T(m: Int32Array): number {
  const a = m[RNG], b = m[RNG + 1], c = m[RNG + 2], d = m[RNG + 3];
  const t = (((a + b) | 0) + d) | 0;
  m[RNG + 3] = (d + 1) | 0;
  m[RNG] = b ^ (b >>> 9);
  m[RNG + 1] = (c + (c << 3)) | 0;
  m[RNG + 2] = (((c << 21) | (c >>> 11)) + t) | 0;
  return t >>> 0;
}

/** A uniform integer in [0, n) (rng.ts `randInt`). */
export function randIntT(m: Int32Array, n: number): number {
  return Math.floor((nextU32T(m) / 4294967296) * n);
}

/** Shuffles `n` ints of `xs` from `from` in place (rng.ts `shuffle`: the same swaps for the same draws). */
export function shuffleT(m: Int32Array, xs: Int32Array | number[], from = 0, n = xs.length - from): void {
  for (let i = n - 1; i > 0; i--) {
    const j = randIntT(m, i + 1);
    const t = xs[from + i]; xs[from + i] = xs[from + j]; xs[from + j] = t;
  }
}

/** Shuffles the list at `at` of the state (its length, then its values) in place. */
export function shuffleListT(m: Int32Array, at: number): void {
  shuffleT(m, m, at + 1, m[at]);
}
