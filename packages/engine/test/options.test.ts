// Table options (setup.options): defaults, validation and invalid combinations (R3.1, R3.2, R20–R22).
import { describe, expect, it } from 'vitest';
import { createGame, defaultOptions, RuleError, validateOptions, viewFor } from '../src/index.js';

const players = (n: number) => Array.from({ length: n }, () => ({}));
function refused(f: () => unknown, rule: string): RuleError {
  let caught: unknown;
  try { f(); } catch (e) { caught = e; }
  expect(caught).toBeInstanceOf(RuleError);
  const err = caught as RuleError;
  expect(err.code).toBe('ERR_BAD_SETUP');
  expect(err.rule).toBe(rule);
  return err;
}

describe('table options', () => {
  it('R3.1 missing options take their defaults, kept in the state and shown in views', () => {
    const s = createGame({ players: players(4), seed: 1 });
    expect(s.setup.options).toEqual({ length: 20, characters: 'deal', manInBlack: false, goals: false, beginner: false });
    expect(viewFor(s, 0).options).toEqual(s.setup.options);
    expect(defaultOptions(4)).toEqual(s.setup.options);
    expect(defaultOptions(2).manInBlack).toBe(true);
  });

  it('R3.1 the shorthand `length` and `options.length` are the same option; two different values are refused', () => {
    expect(createGame({ players: players(3), seed: 1, length: 15 }).setup.options.length).toBe(15);
    expect(createGame({ players: players(3), seed: 1, options: { length: 25 } }).setup.options.length).toBe(25);
    refused(() => createGame({ players: players(3), seed: 1, length: 15, options: { length: 25 } }), 'R3');
  });

  it('R3.1 R3.2 bad values are refused with the rule they break', () => {
    refused(() => validateOptions({ length: 18 }, 4), 'R3.1');
    refused(() => validateOptions({ characters: 'draft' }, 4), 'R3.2');
    refused(() => validateOptions({ goals: 'yes' }, 4), 'R21.1');
    refused(() => validateOptions({ colour: 'red' }, 4), 'R3');
    refused(() => validateOptions([], 4), 'R3');
  });

  it('R20.1 the Man in Black comes with 2 players and only with 2', () => {
    expect(validateOptions({}, 2).manInBlack).toBe(true);
    refused(() => validateOptions({ manInBlack: false }, 2), 'R20.1');
    refused(() => validateOptions({ manInBlack: true }, 4), 'R20.1');
  });

  it('R22.1 the Beginner variant plays to 15 LP and without goals', () => {
    expect(validateOptions({ beginner: true }, 4).length).toBe(15);
    refused(() => validateOptions({ beginner: true, length: 20 }, 4), 'R22.1');
    refused(() => validateOptions({ beginner: true, goals: true }, 4), 'R22.1');
  });
});
