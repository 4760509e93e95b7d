import { randInt, type Action } from '@wl/engine';
import type { Bot } from './bot.js';

/**
 * The random bot: uniform among the kinds (types) of legal action, then uniform within the kind,
 * so that long lists such as 20 move destinations do not drown out the rest.
 */
export const randomBot: Bot = (_view, legal, rng) => {
  if (legal.length === 0) throw new Error('randomBot: no legal action');
  const kinds = [...new Set(legal.map((a) => a.type))];
  const kind = kinds[randInt(rng, kinds.length)];
  const within: Action[] = legal.filter((a) => a.type === kind);
  return within[randInt(rng, within.length)];
};
