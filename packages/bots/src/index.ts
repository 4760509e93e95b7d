// @wl/bots: players for empty seats and simulations.
import type { Bot } from './bot.js';
import { randomBot } from './random.js';

export type { Bot } from './bot.js';
export { randomBot } from './random.js';

/** The bot levels available by name. Heuristic and ISMCTS come with issue #6. */
export const BOTS: Readonly<Record<string, Bot>> = { random: randomBot };

/** The bot of a level, or an error naming the known levels. */
export function botByName(name: string): Bot {
  const bot = BOTS[name];
  if (!bot) throw new Error(`unknown bot "${name}" (known: ${Object.keys(BOTS).join(', ')})`);
  return bot;
}
