// Parsers of the `wl` options: each refuses a bad value with commander's one-line error.
import { InvalidArgumentError } from 'commander';
import { parseBudget, parseHorizon } from '@wl/bots';

/** The largest `--games`. */
export const MAX_GAMES = 1_000_000;

/** A parser of a whole number (decimal digits only) from `min` to `max`. */
export const int = (name: string, min: number, max = Number.MAX_SAFE_INTEGER) => (v: string): number => {
  const n = /^\d+$/.test(v) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new InvalidArgumentError(`${name} must be a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}.`);
  }
  return n;
};

/** A parser of a decimal number in (0, `max`]. */
export const positive = (name: string, max: number) => (v: string): number => {
  const f = /^(\d+\.?\d*|\.\d+)$/.test(v) ? Number(v) : NaN;
  if (!(Number.isFinite(f) && f > 0 && f <= max)) throw new InvalidArgumentError(`${name} must be a number above 0 and at most ${max}.`);
  return f;
};

/** Checks an ISMCTS budget with the bots' own parser and keeps its text. */
export function budget(v: string): string {
  try {
    parseBudget(v);
  } catch (e) {
    throw new InvalidArgumentError(`--budget: ${(e as Error).message}.`);
  }
  return v;
}

/** Checks an ISMCTS playout length with the bots' own parser and keeps its text. */
export function horizon(v: string): string {
  try {
    parseHorizon(v);
  } catch (e) {
    throw new InvalidArgumentError(`--horizon: ${(e as Error).message}.`);
  }
  return v;
}

/** Checks a state hash: 16 hexadecimal digits, as `wl replay` prints them. */
export function stateHashArg(v: string): string {
  if (!/^[0-9a-f]{16}$/i.test(v)) throw new InvalidArgumentError('--expect must be a state hash of 16 hexadecimal digits.');
  return v.toLowerCase();
}

