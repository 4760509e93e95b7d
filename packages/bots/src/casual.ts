// The casual bot: a beginner-friendly opponent between the random bot and the heuristic. It plays
// the heuristic's plans, but not always its best one: about one main action in three is the
// heuristic's second or third choice (a plan a person would also consider), and about one decision
// in eight, of any kind, is a slip (the random bot's pick). So it mines, deposits, duels and shops
// like a player, and leaves chances a good player takes.
import { randInt } from '@wl/engine';
import type { Bot } from './bot.js';
import { heuristicBot, rankActions } from './heuristic.js';
import { randomBot } from './random.js';

/** Out of 100 decisions of any kind, how many are the random bot's (a slip). */
export const CASUAL_SLIPS = 12;
/** Out of 100 main actions that are not slips, how many are the heuristic's second or third choice. */
export const CASUAL_SECOND_BEST = 35;

/** The casual bot: the heuristic with slips and second-best plans (three draws from `rng` a decision at most, then the bot's). */
export const casualBot: Bot = (view, legal, rng, ctx) => {
  if (legal.length <= 1) return legal[0] ?? heuristicBot(view, legal, rng, ctx);
  if (randInt(rng, 100) < CASUAL_SLIPS) return randomBot(view, legal, rng, ctx);
  if (view.prompt?.kind === 'action' && randInt(rng, 100) < CASUAL_SECOND_BEST) {
    const ranked = rankActions(view, legal, rng);
    return ranked[Math.min(ranked.length - 1, 1 + randInt(rng, 2))];
  }
  return heuristicBot(view, legal, rng, ctx);
};
