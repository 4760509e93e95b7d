import { fastKind, randInt, type Action, type FastGame, type RngState } from '@wl/engine';
import type { Bot } from './bot.js';

/**
 * The random bot's pick, as an index into `legal`: uniform among the kinds (types) of legal
 * action, in the order they first appear, then uniform within the kind, so that long lists such
 * as 20 move destinations do not drown out the rest. Always two draws from `rng`.
 */
export function randomIndex(legal: readonly Action[], rng: RngState): number {
  if (legal.length === 0) throw new Error('randomBot: no legal action');
  // One pass counts each kind (lists mostly hold each kind in one run, so the search is rare),
  // into scratch arrays reused by every call (a pick is synchronous): it allocates nothing.
  const kinds = KINDS;
  const counts = COUNTS;
  let n = 0;
  let last = '';
  let at = -1;
  for (let i = 0; i < legal.length; i++) {
    const t = legal[i].type;
    if (t !== last) {
      at = 0;
      while (at < n && kinds[at] !== t) at++;
      if (at === n) { kinds[n] = t; counts[n++] = 0; }
      last = t;
    }
    counts[at]++;
  }
  const which = randInt(rng, n);
  let k = randInt(rng, counts[which]);
  if (n === 1) return k; // one kind: the k-th action is the k-th of its kind
  const kind = kinds[which];
  for (let i = 0; i < legal.length; i++) if (legal[i].type === kind && k-- === 0) return i;
  throw new Error('randomBot: unreachable');
}

/** Scratch space of `randomIndex`: the kinds met so far and how many of each (they grow to the most kinds seen, then stay). */
const KINDS: string[] = [];
const COUNTS: number[] = [];

/** The random bot: `randomIndex`'s pick (the view is not needed). */
export const randomBot: Bot = (_view, legal, rng) => legal[randomIndex(legal, rng)];

/** Scratch space of `randomFastIndex`: the kinds met so far (action kind numbers) and how many of each. */
const FAST_KINDS = new Int32Array(64);
const FAST_COUNTS = new Int32Array(64);

/** `randomIndex`'s pick among the `count` actions a fast game lists (fast.ts `fastLegal`): the same draws, the same index. */
export function randomFastIndex(g: FastGame, count: number, rng: RngState): number {
  if (count === 0) throw new Error('randomBot: no legal action');
  let n = 0, last = -1, at = -1;
  for (let i = 0; i < count; i++) {
    const t = fastKind(g, i);
    if (t !== last) {
      at = 0;
      while (at < n && FAST_KINDS[at] !== t) at++;
      if (at === n) { FAST_KINDS[n] = t; FAST_COUNTS[n++] = 0; }
      last = t;
    }
    FAST_COUNTS[at]++;
  }
  const which = randInt(rng, n);
  let k = randInt(rng, FAST_COUNTS[which]);
  if (n === 1) return k;
  const kind = FAST_KINDS[which];
  for (let i = 0; i < count; i++) if (fastKind(g, i) === kind && k-- === 0) return i;
  throw new Error('randomBot: unreachable');
}
