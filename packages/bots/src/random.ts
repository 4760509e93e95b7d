import { randInt, type Action, type RngState } from '@wl/engine';
import type { Bot } from './bot.js';

/**
 * The random bot's pick, as an index into `legal`: uniform among the kinds (types) of legal
 * action, in the order they first appear, then uniform within the kind, so that long lists such
 * as 20 move destinations do not drown out the rest. Always two draws from `rng`.
 */
export function randomIndex(legal: readonly Action[], rng: RngState): number {
  if (legal.length === 0) throw new Error('randomBot: no legal action');
  const kinds: string[] = [];
  let last = '';
  for (let i = 0; i < legal.length; i++) {
    const t = legal[i].type;
    if (t !== last && !kinds.includes(t)) kinds.push(t); // lists mostly hold each kind in one run
    last = t;
  }
  const kind = kinds[randInt(rng, kinds.length)];
  let n = 0;
  for (let i = 0; i < legal.length; i++) if (legal[i].type === kind) n++;
  let k = randInt(rng, n);
  for (let i = 0; i < legal.length; i++) if (legal[i].type === kind && k-- === 0) return i;
  throw new Error('randomBot: unreachable');
}

/** The random bot: `randomIndex`'s pick (the view is not needed). */
export const randomBot: Bot = (_view, legal, rng) => legal[randomIndex(legal, rng)];
