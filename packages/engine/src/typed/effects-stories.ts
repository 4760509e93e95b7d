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

const discsOf = (slot: number): number => (slot === 0 ? L.STORY_DISCS_0 : L.STORY_DISCS_1);

/** Resolves the stories completed this turn (at least one): their operations in one ops frame of the active seat, the list emptied. */
export function resolveCompletedT(c: TypedCtx): void {
  const m = c.m, n = m[L.N_SEATS], turn = m[L.T_SEAT], done = L.STORY_COMPLETED;
  const ops: (Op | EngineOp)[] = [];
  for (let i = 1; i <= m[done]; i++) {
    const slot = (m[done + i] >> 3) as 0 | 1, by = m[done + i] & 7, card = STORY_CARDS[STORY.at(m[L.STORIES + slot])];
    ops.push({ op: 'storyStart', slot });
    // Each seat with a disc on the card, once, in turn order from the active player.
    for (let k = 0; k < n; k++) {
      const seat = (turn + k) % n;
      if (L.listIndexOf(m, discsOf(slot), seat) >= 0) rewardOps(card.reward, seat, ops);
    }
    ops.push({ op: 'storyBandits', slot });
    // The Man in Black's reward comes at storyStart (mib.ts mibStoryRewardT); a Sheriff move he completes is his own (MIB-00).
    if (card.sheriff > 0) ops.push(by === MIB_SEAT ? { op: 'mib', act: 'sheriff', n: card.sheriff } : { op: 'moveSheriff', n: card.sheriff, to: by });
    ops.push({ op: 'storyEnd', slot });
  }
  L.zero(m, done, m[done] + 1);
  const recs: number[] = [];
  encodeOps(ops, recs);
  runOpsT(c, turn, recs);
}
