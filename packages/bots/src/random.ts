import { fastKind, randInt, type Action, type FastGame, type RngState } from '@wl/engine';
import type { Bot } from './bot.js';

/**
 * The random bot's pick, as an index into `legal`: uniform among the kinds (types) of legal
 * action, in the order they first appear, then uniform within the kind, so that long lists such
 * as 20 move destinations do not drown out the rest. Always two draws from `rng`.
 */
export function randomIndex(legal: readonly Action[], rng: RngState): number {
  if (legal.length === 0) throw new Error('randomBot: no legal action');
  const kinds = kindsOf(legal.length);
  for (let i = 0; i < legal.length; i++) {
    const t = legal[i].type;
    let id = TYPE_IDS.get(t);
    if (id === undefined) TYPE_IDS.set(t, (id = TYPE_IDS.size));
    kinds[i] = id;
  }
  return pickByKind(kinds, legal.length, rng);
}

/** The random bot: `randomIndex`'s pick (the view is not needed). */
export const randomBot: Bot = (_view, legal, rng) => legal[randomIndex(legal, rng)];

/** `randomIndex`'s pick among the `count` actions a fast game lists (fast.ts `fastLegal`): the same draws, the same index. */
export function randomFastIndex(g: FastGame, count: number, rng: RngState): number {
  if (count === 0) throw new Error('randomBot: no legal action');
  const kinds = kindsOf(count);
  for (let i = 0; i < count; i++) kinds[i] = fastKind(g, i);
  return pickByKind(kinds, count, rng);
}

/** A number for each action type met by `randomIndex` (kinds compared as ints, as a fast game's are). */
const TYPE_IDS = new Map<string, number>();
// Scratch arrays reused by every pick (a pick is synchronous), so that picking allocates nothing:
// each listed action's kind, then the kinds met so far and how many of each.
let LISTED_KINDS = new Int32Array(256);
const KINDS = new Int32Array(256), COUNTS = new Int32Array(256);

/** LISTED_KINDS, with room for `count` kinds. */
function kindsOf(count: number): Int32Array {
  if (LISTED_KINDS.length < count) LISTED_KINDS = new Int32Array(count);
  return LISTED_KINDS;
}

/** The pick of `randomIndex` among `count` actions whose kinds are `kindOf[0..count)`: a kind, then an action of it. */
function pickByKind(kindOf: Int32Array, count: number, rng: RngState): number {
  // One pass counts each kind (lists mostly hold each kind in one run, so the search is rare).
  let n = 0;
  let last = -1;
  let at = -1;
  for (let i = 0; i < count; i++) {
    const t = kindOf[i];
    if (t !== last) {
      at = 0;
      while (at < n && KINDS[at] !== t) at++;
      if (at === n) { KINDS[n] = t; COUNTS[n++] = 0; }
      last = t;
    }
    COUNTS[at]++;
  }
  const which = randInt(rng, n);
  let k = randInt(rng, COUNTS[which]);
  if (n === 1) return k; // one kind: the k-th action is the k-th of its kind
  const kind = KINDS[which];
  for (let i = 0; i < count; i++) if (kindOf[i] === kind && k-- === 0) return i;
  throw new Error('randomBot: unreachable');
}
