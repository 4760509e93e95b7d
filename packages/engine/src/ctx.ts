import type { GameEvent, GameState } from './types.js';

/** What a rules step works on: a private copy of the state and the events it emits. */
export interface Ctx {
  s: GameState;
  events: GameEvent[];
  /** How many of `events` the story objectives have already seen. */
  checked: number;
  /** How many of `events` the goals (Goal variant) have already seen. */
  goalsChecked: number;
}

/** A fresh context for one rules step on `s` (every field set, so all contexts share one shape). */
export function newCtx(s: GameState): Ctx {
  return { s, events: [], checked: 0, goalsChecked: 0 };
}

/** Emits an event. */
export function emit(ctx: Ctx, e: GameEvent): void {
  ctx.events.push(e);
}
