// The effect choice with branches (choices.ts `effectChoice` with `branches`: Reputation, the story
// rewards' "1 LP or 1 Marshal/Wanted point") for the typed engine: a 'branches' frame (frames.ts
// BR: its options, then each branch's operation records). Choosing pops it and runs the chosen
// branch as an ops frame (effects.ts) with the frame's source; a single option runs without asking.
import { A, argsOf, code, kindOf } from './action-codes.js';
import type { TypedCtx } from './ctx.js';
import { runOpsT } from './effects.js';
import { BR, SRC_SIZE } from './frames.js';
import { promptsT, type TypedHandler } from './handler.js';
import { popFrameT } from './stack.js';

const PROMPTS = promptsT('effectChoice', 'R17.2');
/** Scratch: the chosen branch's records and the source, read before the frame is popped. */
const RECS = new Int32Array(512), SRC = new Int32Array(SRC_SIZE);

/** Pops the choice at `f` and runs the branch of `option` (a CHOICE_OPTION code; -1: none) with the frame's source (choices.ts CHOICES.effectChoice). */
function choose(c: TypedCtx, f: number, option: number): void {
  const m = c.m, seat = m[f + BR.SEAT], n = m[f + BR.N];
  const a = f + BR.OPTS + n, sizeA = m[f + BR.SIZE_A];
  const from = option === m[f + BR.LA] ? a : option === m[f + BR.LB] ? a + sizeA : -1;
  const size = from === a ? sizeA : m[f + BR.SIZE_B];
  if (from >= 0) for (let i = 0; i < size; i++) RECS[i] = m[from + i];
  const hasSrc = m[f + BR.HAS_SRC] === 1;
  for (let i = 0; i < SRC_SIZE; i++) SRC[i] = hasSrc ? m[f + BR.SRC + i] : -1;
  popFrameT(m);
  if (from >= 0 && size > 0) runOpsT(c, seat, RECS.subarray(0, size), SRC);
}

/** The 'branches' frames' handler (choices.ts `choiceHandler` for a choice with branches). */
export const branchesHandlerT: TypedHandler = {
  prompt(m, f) {
    return m[f + BR.N] > 1 ? PROMPTS[m[f + BR.SEAT]] : -1;
  },
  legal(m, f, out) {
    const n = m[f + BR.N];
    for (let i = 0; i < n; i++) out[i] = code(A.choose, m[f + BR.OPTS + i]);
    return n;
  },
  apply(c, f, action) {
    choose(c, f, kindOf(action) === A.choose ? argsOf(action) : -1);
  },
  run(c, f) {
    choose(c, f, c.m[f + BR.N] === 1 ? c.m[f + BR.OPTS] : -1);
  },
};
