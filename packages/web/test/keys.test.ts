// The prompt's number keys (keys.ts): the digit typed in any of our scripts, or the key's place
// on the keyboard when the layout types something else there.
import { describe, expect, it } from 'vitest';
import { choiceKey } from '../src/keys';

describe('choiceKey', () => {
  it('reads Latin, Persian and Arabic-Indic digits 1–9', () => {
    expect(['1', '5', '9'].map((key) => choiceKey({ key, code: '' }))).toEqual([1, 5, 9]);
    expect(['۱', '۵', '۹'].map((key) => choiceKey({ key, code: '' }))).toEqual([1, 5, 9]);
    expect(['١', '٥', '٩'].map((key) => choiceKey({ key, code: '' }))).toEqual([1, 5, 9]);
  });

  it('reads the digit row and the number pad by place when the layout types another character (AZERTY "&")', () => {
    expect(choiceKey({ key: '&', code: 'Digit1' })).toBe(1);
    expect(choiceKey({ key: 'ç', code: 'Digit9' })).toBe(9);
    expect(choiceKey({ key: 'End', code: 'Numpad1' })).toBe(1);
  });

  it('names no choice for 0, letters, other keys or their places', () => {
    for (const [key, code] of [['0', 'Digit0'], ['۰', 'Digit0'], ['a', 'KeyA'], ['Enter', 'Enter'], [' ', 'Space'], ['F1', 'F1'], ['²', 'Backquote']]) {
      expect(choiceKey({ key, code }), `${key} ${code}`).toBeNull();
    }
  });
});
