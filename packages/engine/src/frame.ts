import type { Ctx } from './ctx.js';
import type { Action, Frame, GameState, Prompt, Seat } from './types.js';

/**
 * How one kind of stack frame behaves. A frame either waits for a decision (`prompt` is not
 * null: `legal` lists the choices, `apply` performs one) or runs by itself (`run` must make
 * progress: change its step, push a frame or pop itself).
 */
export interface FrameHandler<F extends Frame> {
  prompt(s: GameState, f: F): Prompt | null;
  legal(s: GameState, f: F): Action[];
  /**
   * Optional: the part of `legal(s, f)` where an action of type `type` can be listed (a list
   * holding every listed action of that type, nothing unlisted), or null for the whole list.
   * It lets `applyAction` check the commonest actions without listing every other one.
   */
  listedOfType?(s: GameState, f: F, type: Action['type']): readonly Action[] | null;
  apply(ctx: Ctx, f: F, action: Action): void;
  run(ctx: Ctx, f: F): void;
}

/** A frame that never waits for a decision: only its `run` step. */
export function automatic<F extends Frame>(run: (ctx: Ctx, f: F) => void): FrameHandler<F> {
  return { prompt: () => null, legal: () => [], apply: () => undefined, run };
}

/** Seats a game can have (R1.1: 2 to 6 players). */
const SEATS = 6;

/**
 * The prompts of one kind and rule, indexed by seat, each made once and frozen: handlers answer
 * `prompt` at every step, and a prompt is never changed once made (clone.ts copies it).
 */
export function promptsOf(kind: string, rule: string): readonly Prompt[] {
  return Array.from({ length: SEATS }, (_, seat: Seat) => Object.freeze({ seat, kind, rule }));
}
