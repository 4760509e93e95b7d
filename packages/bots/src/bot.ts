import type { Action, GameState, PlayerView, RngState } from '@wl/engine';

/**
 * What a search bot may ask of the table besides its view: samples of the full game state that
 * agree with everything its seat may know (everything hidden redrawn at random, R23). The CLI
 * and the server build it with `worldSampler(state, seat)` (world.ts), which hands the true
 * state only to a canonical resampler; the bot never reads the true state, only samples.
 */
export interface BotContext {
  /** A full state consistent with the seat's view; a fresh, private copy on every call. */
  sample(rng: RngState): GameState;
}

/**
 * A bot: picks one of the legal actions from what its seat may see (DESIGN.md). Never sees the
 * full state. `ctx` is optional: bots that search (ismcts) use it when given and fall back to
 * the heuristic without it.
 */
export type Bot = (view: PlayerView, legal: readonly Action[], rng: RngState, ctx?: BotContext) => Action;
