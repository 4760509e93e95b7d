// The end of a fight (fight.ts `here`, `discardFightCards`, the 'end' step) for the typed engine,
// shared by the fights of fight.ts and the Man in Black's of mib-fight.ts: the source the fight's
// effects run with, its cards discarded and returned, and its atFightEnd effects run.
import { emitT, EVENT, type TypedCtx } from './ctx.js';
import { runOpsT } from './effects.js';
import { returnFightCardsT } from './fight-begin.js';
import { ENTRY_HEAD, FIGHT_STEP, FT } from './fight-layout.js';
import { atEndAtT } from './fight-ops.js';
import * as L from './layout.js';
import { FRAME_HEADER } from './stack.js';

const CARD_DISCARDED = EVENT.code('cardDiscarded');
const WHY_FIGHT = 0; // events' values are not compared yet (docs/engine-v2.md stage 4): the WHY of a fight discard
const FIGHT_END = FIGHT_STEP.code('fightEnd');
/** Scratch buffers: a source, fight cards being returned. */
const SRC = Int32Array.of(-1, -1, -1, -1, -1, -1);
const CARDS = new Int32Array(FT.CAP_DRAWN);

/** The source of the effects of the fight at `f` (fight.ts `here`; a scratch array). */
export function hereT(m: Int32Array, f: number): Int32Array {
  SRC[0] = -1; SRC[1] = -1;
  SRC[3] = m[f + FT.HIDEOUT];
  let i = m[L.STACK] - 1; // the fight's stack index (v1 `lastIndexOf`): frames pushed by this step may sit above it
  while (i > 0 && m[L.STACK + 1 + i] !== f - FRAME_HEADER) i--;
  SRC[5] = i;
  return SRC;
}

/** Ends the fight: the played cards to the discard, the drawn fight cards back (fight.ts `discardFightCards`). */
export function discardFightCardsT(c: TypedCtx, f: number): void {
  const m = c.m;
  for (let side = 0; side < 2; side++) {
    const at = f + (side === 0 ? FT.ATTACKER_CARD : FT.TARGET_CARD);
    if (m[at] === -1) continue;
    L.listPush(m, L.POKER_DISCARD, m[at]);
    emitT(c, CARD_DISCARDED, side === 0 ? m[f + FT.ATTACKER] : m[f + FT.TARGET], -1, m[at], WHY_FIGHT);
  }
  m[f + FT.ATTACKER_CARD] = -1;
  m[f + FT.TARGET_CARD] = -1;
  const n = m[f + FT.DRAWN];
  if (n > 0) {
    for (let i = 0; i < n; i++) CARDS[i] = m[f + FT.DRAWN + 1 + i];
    L.zero(m, f + FT.DRAWN, n + 1);
    returnFightCardsT(m, CARDS, n);
  }
}

/** Scratch: where each pending entry of a fight starts (a fight holds a few). */
const STARTS: number[] = [];

/**
 * Runs the pending entries (onWin or atEnd: seat, effect, card, size, then their records) listed
 * at `at`, the last added first, each for its seat with `src` (its effect and card written in),
 * only those of seat `only` unless it is -2 (fight-results.ts `winEffects`, fight.ts 'end').
 */
export function runEntriesT(c: TypedCtx, at: number, src: Int32Array, only: number): void {
  const m = c.m, n = m[at];
  for (let i = 0, p = at + 1; i < n; i++) { STARTS[i] = p; p += ENTRY_HEAD + m[p + 3]; }
  for (let i = n - 1; i >= 0; i--) {
    const p = STARTS[i];
    if (only !== -2 && m[p] !== only) continue;
    src[0] = m[p + 1]; src[1] = m[p + 2];
    runOpsT(c, m[p], m.subarray(p + ENTRY_HEAD, p + ENTRY_HEAD + m[p + 3]), src, 0, true);
  }
}

/** The fight's end step (fight.ts 'end'): its cards discarded, then its atFightEnd effects, the last added first, each with its source. */
export function endFightT(c: TypedCtx, f: number): void {
  discardFightCardsT(c, f);
  c.m[f + FT.STEP] = FIGHT_END;
  runEntriesT(c, atEndAtT(c.m, f), hereT(c.m, f), -2);
}
