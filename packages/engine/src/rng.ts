/** The seeded RNG's state: four 32-bit words of sfc32, kept inside the game state. */
export type RngState = [number, number, number, number];

/** A fresh RNG state from a numeric or string seed. */
export function seedRng(seed: number | string): RngState {
  // splitmix32 over the seed's characters gives four well-mixed words.
  let h = 0x9e3779b9 ^ 0;
  const text = String(seed);
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x85ebca6b);
  const next = (): number => {
    h = (h + 0x9e3779b9) | 0;
    let z = h;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  const rng: RngState = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) nextU32(rng);
  return rng;
}

/** Advances the RNG in place and returns a 32-bit unsigned integer (sfc32). */
export function nextU32(r: RngState): number {
  const a = r[0] | 0, b = r[1] | 0, c = r[2] | 0, d = r[3] | 0;
  const t = (((a + b) | 0) + d) | 0;
  r[3] = (d + 1) | 0;
  r[0] = b ^ (b >>> 9);
  r[1] = (c + (c << 3)) | 0;
  r[2] = (((c << 21) | (c >>> 11)) + t) | 0;
  return t >>> 0;
}

/** A uniform integer in [0, n). */
export function randInt(r: RngState, n: number): number {
  return Math.floor((nextU32(r) / 4294967296) * n);
}

/** Shuffles an array in place (Fisher–Yates) and returns it. */
export function shuffle<T>(r: RngState, xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = randInt(r, i + 1);
    const t = xs[i]; xs[i] = xs[j]; xs[j] = t;
  }
  return xs;
}
