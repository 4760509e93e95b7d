// Worlds for search bots: full game states consistent with one seat's view (R23).
//
// A Bot only receives its view; a PlayerView cannot be turned back into a GameState because the
// decision stack (the turn, move, fight, window and ops frames in progress) is not part of it.
// So the table (CLI, server) hands a search bot a `BotContext` built here: it keeps the true
// state private and gives out only the engine's `determinize` of it, which sorts every hidden
// pool before shuffling: a sample is a function of what the seat may see and of the bot's RNG
// alone, so two true states that differ only in hidden information give identical samples
// (tested in packages/bots/test/world.test.ts).
import { determinize, type GameState, type RngState, type Seat } from '@wl/engine';
import type { BotContext } from './bot.js';

/**
 * The BotContext of `seat` at `state`: samples are the engine's `determinize`, so they agree
 * with the seat's view and never depend on the true hidden information.
 */
export function worldSampler(state: GameState, seat: Seat): BotContext {
  return { sample: (rng: RngState): GameState => determinize(state, seat, rng) };
}
