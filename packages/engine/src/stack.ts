import type { Frame, GameState } from './types.js';

/** The frame on top of the decision stack. */
export function top(s: GameState): Frame | undefined {
  const n = s.stack.length;
  return n > 0 ? s.stack[n - 1] : undefined; // never index -1: that makes the lookup generic (slow) everywhere
}

/** Pushes a frame: it resolves before the frames below it. */
export function push(s: GameState, f: Frame): void {
  s.stack.push(f);
}

/** Removes the top frame. */
export function pop(s: GameState): void {
  s.stack.pop();
}

/** The nearest frame of a kind, from the top down. */
export function nearest<K extends Frame['k']>(s: GameState, k: K): Extract<Frame, { k: K }> | undefined {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const f = s.stack[i];
    if (f.k === k) return f as Extract<Frame, { k: K }>;
  }
  return undefined;
}
