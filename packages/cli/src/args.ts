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

/** A parser that checks a value with one of the bots' own parsers and keeps its text. */
const checkedBy = (name: string, parse: (v: string) => unknown) => (v: string): string => {
  try {
    parse(v);
  } catch (e) {
    throw new InvalidArgumentError(`${name}: ${(e as Error).message}.`);
  }
  return v;
};

/** Checks an ISMCTS budget (`50ms`, `1s`, `300`). */
export const budget = checkedBy('--budget', parseBudget);

/** Checks an ISMCTS playout length (`70`, `17.5/seat`). */
export const horizon = checkedBy('--horizon', parseHorizon);

/** Checks a state hash: 16 hexadecimal digits, as `wl replay` prints them. */
export function stateHashArg(v: string): string {
  if (!/^[0-9a-f]{16}$/i.test(v)) throw new InvalidArgumentError('--expect must be a state hash of 16 hexadecimal digits.');
  return v.toLowerCase();
}

