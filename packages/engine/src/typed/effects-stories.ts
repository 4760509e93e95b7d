// The story resolution (stories.ts `resolveStories`, R14.5) for the typed engine: the stories
// completed this turn become one ops frame (effects.ts) of storyStart, each contributor's reward
// in turn order from the active player, storyBandits, the Sheriff's move and storyEnd, as in
// stories.ts; the Man in Black's reward at storyStart, his Sheriff move as his own `mib` operation.
import type { Op } from '../content/card-effects.js';
import { STORY_CARDS } from '../content/stories.js';
import { rewardOps } from '../stories.js';
import type { EngineOp } from '../types.js';
import { MIB_SEAT, STORY } from './codes.js';
import type { TypedCtx } from './ctx.js';
import { encodeOps } from './effects-codec.js';
import { runOpsT } from './effects.js';
import * as L from './layout.js';

/**
 * The encoded operations of one completed story (storyStart, the rewards, storyBandits, the
 * Sheriff's move, storyEnd), by a key of what they depend on: the story, its slot, who completed
 * it, the active seat, the number of seats and which seats have a disc on it. Made at the first
 * completion of that key, then reused.
 */
const SEGMENTS = new Map<number, Int32Array>();
/** Scratch: the records of one resolution. */
let RECS = new Int32Array(256);

/** The records of the completed story `slot` completed by `by` (see SEGMENTS). */
function segmentT(m: Int32Array, slot: 0 | 1, by: number, turn: number, n: number): Int32Array {
  let discs = 0;
  for (let seat = 0; seat < n; seat++) if (L.listIndexOf(m, L.storyDiscsAt(slot), seat) >= 0) discs |= 1 << seat;
  const story = m[L.STORIES + slot];
  const key = (((((story * 2 + slot) * 8 + by) * 8 + turn) * 8 + n) * 64) + discs;
  let recs = SEGMENTS.get(key);
  if (recs === undefined) {
    const card = STORY_CARDS[STORY.at(story)];
    const ops: (Op | EngineOp)[] = [{ op: 'storyStart', slot }];
    // Each seat with a disc on the card, once, in turn order from the active player.
    for (let k = 0; k < n; k++) {
      const seat = (turn + k) % n;
      if ((discs >> seat) & 1) rewardOps(card.reward, seat, ops);
    }
    ops.push({ op: 'storyBandits', slot });
    // The Man in Black's reward comes at storyStart (mib.ts mibStoryRewardT); a Sheriff move he completes is his own (MIB-00).
    if (card.sheriff > 0) ops.push(by === MIB_SEAT ? { op: 'mib', act: 'sheriff', n: card.sheriff } : { op: 'moveSheriff', n: card.sheriff, to: by });
    ops.push({ op: 'storyEnd', slot });
    const out: number[] = [];
    encodeOps(ops, out);
    SEGMENTS.set(key, (recs = Int32Array.from(out)));
  }
  return recs;
}

/** Resolves the stories completed this turn (at least one): their operations in one ops frame of the active seat, the list emptied. */
export function resolveCompletedT(c: TypedCtx): void {
  const m = c.m, n = m[L.N_SEATS], turn = m[L.T_SEAT], done = L.STORY_COMPLETED;
  // Records run last first: the last completion's segment first (effects-codec.ts `encodeOps`).
  let len = 0;
  for (let i = m[done]; i >= 1; i--) {
    const seg = segmentT(m, (m[done + i] >> 3) as 0 | 1, m[done + i] & 7, turn, n);
    if (len + seg.length > RECS.length) { const bigger = new Int32Array(2 * (len + seg.length)); bigger.set(RECS); RECS = bigger; }
    RECS.set(seg, len);
    len += seg.length;
  }
  L.zero(m, done, m[done] + 1);
  runOpsT(c, turn, RECS.subarray(0, len));
}
