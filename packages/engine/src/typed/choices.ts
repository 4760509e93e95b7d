// Small decisions (choices.ts) for the typed engine: the named choices (their rules are in
// choice-kinds.ts) and picking another seat (Whiskey's target, R16.2; the Wanted player the
// Sheriff fights, R12.2), with the same prompts, lists, changes and events as choices.ts. The
// discards are in small-frames.ts. Frame layouts (frames.ts `encode`): choice = seat, CHOICE_KIND,
// about (-1: none), has source, the SRC_SIZE ints of its source, number of options, the options;
// pickSeat = seat, WHY, canPass, at (space), number of options, the options (seats). Not ported
// (NotPorted, thrown before anything changes): the options choice-kinds.ts `declines`.
import { A, argsOf, code, kindOf } from './action-codes.js';
import { ITEM, MIB_SEAT, PROMPT_KIND, RULE, WHY } from './codes.js';
import { emitT, type TypedCtx } from './ctx.js';
import { E } from './events.js';
import { CHOICE_KIND, SRC_SIZE } from './frames.js';
import { CHOICES_T } from './choice-kinds.js';
import { NotPorted, packPrompt, promptsT, type TypedHandler } from './handler.js';
import { pushWoundT } from './interrupts.js';
import * as L from './layout.js';
import { FIGHT_KIND } from './fight-layout.js';
import { startNpcFightT } from './fight-begin.js';
import { discardItemT } from './ops.js';
import { PS_N, PS_OPTS, PS_PASS, PS_SEAT, PS_WHY } from './sheriff.js';
import { popFrameT } from './stack.js';

const SHERIFF_FIGHT = FIGHT_KIND.code('sheriff');

/** A choice frame's fields (body offsets). */
export const CH_SEAT = 0, CH_KIND = 1, CH_ABOUT = 2, CH_HAS_SRC = 3, CH_SRC = 4, CH_N = 4 + SRC_SIZE, CH_OPTS = 5 + SRC_SIZE;

const PASS = code(A.pass), CHOOSE = A.choose, TARGET = A.target;
const WHISKEY = ITEM.code('whiskey'), WHY_WHISKEY = WHY.code('whiskey');
/** The choices' packed prompts by CHOICE_KIND code, then seat. */
const CHOICE_PROMPTS: readonly (readonly number[])[] = CHOICE_KIND.values.map((k, i) => promptsT(k, CHOICES_T[i].rule));
const WHISKEY_PROMPTS = promptsT('whiskey', 'R16.2');
const TARGET_PROMPTS = Array.from({ length: L.MAX_SEATS }, (_, seat) => packPrompt(seat, PROMPT_KIND.code('sheriffTarget'), RULE.code('R12.2')));

/** Runs option `option` (a CHOICE_OPTION code) of the choice at `f`, or nothing when `option` is -1: pops it first (choices.ts). */
function choose(c: TypedCtx, f: number, option: number): void {
  const m = c.m, kind = m[f + CH_KIND], rule = CHOICES_T[kind];
  if (option >= 0 && rule.declines) {
    const why = rule.declines(option);
    if (why !== null) throw new NotPorted(why); // before anything changes
  }
  const seat = m[f + CH_SEAT], about = m[f + CH_ABOUT];
  popFrameT(m);
  if (option >= 0) rule.apply(c, seat, about, option);
}

/** A named choice; a choice with a single option applies it without asking (none: it is only popped). */
export const choiceHandlerT: TypedHandler = {
  prompt: (m, f) => (m[f + CH_N] > 1 ? CHOICE_PROMPTS[m[f + CH_KIND]][m[f + CH_SEAT]] : -1),
  legal(m, f, out) {
    const n = m[f + CH_N];
    for (let i = 0; i < n; i++) out[i] = code(CHOOSE, m[f + CH_OPTS + i]);
    return n;
  },
  apply(c, f, action) {
    choose(c, f, kindOf(action) === CHOOSE ? argsOf(action) : -1);
  },
  run(c, f) {
    choose(c, f, c.m[f + CH_N] === 1 ? c.m[f + CH_OPTS] : -1);
  },
};

/** The seat picked at the pickSeat frame at `f` (choices.ts `picked`): pops it first; Whiskey wounds the target, the Sheriff fights his (typed/fight.ts). */
function pick(c: TypedCtx, f: number, target: number): void {
  const m = c.m, seat = m[f + PS_SEAT];
  const whiskey = m[f + PS_WHY] === WHY_WHISKEY;
  popFrameT(m);
  if (!whiskey) { startNpcFightT(c, target, SHERIFF_FIGHT); return; } // the Sheriff's target (R12.2)
  discardItemT(c, seat, WHISKEY);
  emitT(c, E.whiskeyUsed, seat, -1, target);
  pushWoundT(c, target, 1, WHY_WHISKEY);
}

/** Picking another seat: Whiskey's target (CONTENT.md §2) or the Wanted player the Sheriff fights (R12.2); Pass when allowed, listed first. */
export const pickSeatHandlerT: TypedHandler = {
  prompt(m, f) {
    if (m[f + PS_PASS] === 0 && m[f + PS_N] <= 1) return -1;
    return (m[f + PS_WHY] === WHY_WHISKEY ? WHISKEY_PROMPTS : TARGET_PROMPTS)[m[f + PS_SEAT]];
  },
  legal(m, f, out) {
    let k = 0;
    if (m[f + PS_PASS] === 1) out[k++] = PASS;
    for (let i = 0, n = m[f + PS_N]; i < n; i++) out[k++] = code(TARGET, m[f + PS_OPTS + i]);
    return k;
  },
  apply(c, f, action) {
    const target = kindOf(action) === TARGET ? argsOf(action) : -1;
    if (target === -1 || target === MIB_SEAT) { popFrameT(c.m); return; }
    pick(c, f, target);
  },
  run(c, f) {
    pick(c, f, c.m[f + PS_OPTS]);
  },
};
