// Table options (R3.1, R3.2, R20–R22): one typed, validated object with defaults, which the
// server and the web client show and send unchanged (`Setup.options`, kept in `state.setup.options`).
import { RuleError } from './errors.js';
import type { GameLength } from './types.js';

/** Every table option of a game, all filled in. */
export interface GameOptions {
  /** LP that trigger the end of the game (R3.1): 15, 20 or 25; 15 in the Beginner variant. */
  length: GameLength;
  /** 'deal': each player is dealt 2 characters and keeps 1; 'choose': each names one (R3.2). */
  characters: 'deal' | 'choose';
  /** The Man in Black plays as a third competitor (R20); required with 2 players, only with 2. */
  manInBlack: boolean;
  /** The Goal variant (R21): 3 secret goals per player and Legendary tokens. */
  goals: boolean;
  /** The Beginner variant (R22, CONTENT.md §11). */
  beginner: boolean;
}

/** The options of a standard game with `players` players (the Man in Black only with 2). */
export function defaultOptions(players: number): GameOptions {
  return validateOptions({}, players);
}

/** The option names, in display order. */
export const OPTION_KEYS = ['length', 'characters', 'manInBlack', 'goals', 'beginner'] as const satisfies readonly (keyof GameOptions)[];

const bad = (msg: string, rule: string): RuleError => new RuleError('ERR_BAD_SETUP', rule, msg);

/** Throws `ERR_BAD_SETUP` unless `raw` is undefined or a plain (non-array) object of options. */
export function checkOptionsObject(raw: unknown): void {
  if (raw !== undefined && (raw === null || typeof raw !== 'object' || Array.isArray(raw))) throw bad('The table options must be an object.', 'R3');
}

/**
 * Fills in the defaults of partial options for a game of `players` players and checks every
 * value and every combination; throws a RuleError `ERR_BAD_SETUP` naming the rule otherwise.
 */
export function validateOptions(raw: unknown, players: number): GameOptions {
  checkOptionsObject(raw);
  const o = (raw ?? {}) as Record<string, unknown>;
  for (const k of Object.keys(o)) {
    if (!(OPTION_KEYS as readonly string[]).includes(k)) throw bad(`Unknown table option ${k}.`, 'R3');
  }
  const flag = (k: 'manInBlack' | 'goals' | 'beginner', dflt: boolean, rule: string): boolean => {
    const v = o[k] ?? dflt;
    if (typeof v !== 'boolean') throw bad(`The option ${k} is true or false, not ${String(v)}.`, rule);
    return v;
  };
  const beginner = flag('beginner', false, 'R22.1');
  const goals = flag('goals', false, 'R21.1');
  const manInBlack = flag('manInBlack', players === 2, 'R20.1');
  const length = o.length ?? (beginner ? 15 : 20);
  if (length !== 15 && length !== 20 && length !== 25) throw bad(`The game length must be 15, 20 or 25 LP, not ${String(length)}.`, 'R3.1');
  const characters = o.characters ?? 'deal';
  if (characters !== 'deal' && characters !== 'choose') throw bad(`Characters are chosen or dealt, not ${String(characters)}.`, 'R3.2');
  if (players === 2 && !manInBlack) throw bad('A 2-player game needs the Man in Black.', 'R20.1');
  if (players !== 2 && manInBlack) throw bad(`The Man in Black plays only in 2-player games, not with ${players} players.`, 'R20.1');
  if (beginner && goals) throw bad('The Beginner variant is played without the Goal variant.', 'R22.1');
  if (beginner && length !== 15) throw bad(`The Beginner variant is played to 15 LP, not ${length}.`, 'R22.1');
  return { length, characters, manInBlack, goals, beginner };
}
