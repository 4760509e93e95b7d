// @wl/bots: players for empty seats and simulations.
import type { Bot } from './bot.js';
import { heuristicBot } from './heuristic.js';
import { makeIsmcts } from './ismcts.js';
import type { IsmctsOptions } from './ismcts-options.js';
import { randomBot } from './random.js';
import { casualBot } from './casual.js';

export type { Bot, BotContext } from './bot.js';
export { randomBot, randomFastIndex, randomIndex } from './random.js';
export { heuristicBot, rankActions } from './heuristic.js';
export { casualBot, CASUAL_SECOND_BEST, CASUAL_SLIPS } from './casual.js';
export { makeIsmcts, NEXT_TURN_MAX, playToNextTurn, type IsmctsBot, type SearchStats } from './ismcts.js';
export { ISMCTS_TREES, MAX_HORIZON, parseBudget, parseHorizon, STRONG_HORIZON_PER_SEAT, webStrongSearch, type IsmctsOptions, type IsmctsTree } from './ismcts-options.js';
export { evaluateSeat, rewards } from './evaluate.js';
export { worldSampler } from './world.js';

/**
 * The budget of the `ismcts` level by name: 30 iterations a decision (`makeIsmcts` makes others).
 */
export const ISMCTS_LEVEL_BUDGET: Readonly<IsmctsOptions> = { iterations: 30 };

/**
 * The bot levels available by name: `random`, `casual` (the heuristic with slips), `heuristic` and `ismcts` (ISMCTS_LEVEL_BUDGET).
 * `ismcts` needs the BotContext (worldSampler) that the CLI passes; called without it, it plays
 * as the heuristic.
 */
export const BOTS: Readonly<Record<string, Bot>> = { random: randomBot, casual: casualBot, heuristic: heuristicBot, ismcts: makeIsmcts(ISMCTS_LEVEL_BUDGET) };

/** The bot of a level, or an error naming the known levels. */
export function botByName(name: string): Bot {
  if (!Object.hasOwn(BOTS, name)) throw new Error(`unknown bot "${name}" (known: ${Object.keys(BOTS).join(', ')})`);
  return BOTS[name];
}
