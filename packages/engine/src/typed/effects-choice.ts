// The effect choice with branches (choices.ts `effectChoice` with `branches`: Reputation, the story
// rewards' "1 LP or 1 Marshal/Wanted point") for the typed engine. Its frame stays in the generic
// encoding (frames.ts), so this handler decodes it; choosing pops it and runs the chosen branch as
// an ops frame (effects.ts). engine.ts hands it every frame of the 'generic' kind (fights have
// their own layout and handler since stage 3: typed/fight.ts); any other throws NotPorted.
import type { ChoiceFrame, EffectSource, Frame } from '../types.js';
import { A, argsOf, code, kindOf } from './action-codes.js';
import { CARD, competitorCode, EFFECT, SPACE } from './codes.js';
import type { TypedCtx } from './ctx.js';
import { encodeOps } from './effects-codec.js';
import { runOpsT } from './effects.js';
import { CHOICE_OPTION, NO_SRC } from './frames.js';
import { decodeValue } from './generic.js';
import { NotPorted, promptsT, type TypedHandler } from './handler.js';
import { popFrameT } from './stack.js';

const PROMPTS = promptsT('effectChoice', 'R17.2');

/** The choice with branches whose generic body is at `f`, or NotPorted for any other generic frame. */
function frameAt(m: Int32Array, f: number): ChoiceFrame {
  const x = decodeValue(m, f)[0] as Frame;
  if (x.k !== 'choice' || x.branches === undefined) throw new NotPorted(`${x.k} frames`);
  return x;
}

/** The encoded source (frames.ts `writeSrc`). */
function srcInts(src: EffectSource | undefined): readonly number[] {
  if (src === undefined) return NO_SRC;
  return [EFFECT.code(src.effect), CARD.code(src.card), src.target === null ? -1 : competitorCode(src.target), SPACE.code(src.hideout), src.story ?? -1, src.fightAt ?? -1];
}

/** Pops the choice and runs the branch of `option` (choices.ts CHOICES.effectChoice), with the frame's source. */
function choose(c: TypedCtx, f: number, option: string | null): void {
  const x = frameAt(c.m, f);
  popFrameT(c.m);
  const ops = option === null ? undefined : x.branches![option as keyof typeof x.branches];
  if (!ops) return;
  const recs: number[] = [];
  encodeOps(ops, recs);
  runOpsT(c, x.seat, recs, srcInts(x.src));
}

/** The generic frames' handler: a choice with branches as choices.ts `choiceHandler`; any other generic frame throws NotPorted before any change. */
export const genericChoiceHandlerT: TypedHandler = {
  prompt(m, f) {
    const x = frameAt(m, f);
    return x.options.length > 1 ? PROMPTS[x.seat] : -1;
  },
  legal(m, f, out) {
    const x = frameAt(m, f);
    x.options.forEach((o, i) => { out[i] = code(A.choose, CHOICE_OPTION.code(o)); });
    return x.options.length;
  },
  apply(c, f, action) {
    choose(c, f, kindOf(action) === A.choose ? CHOICE_OPTION.at(argsOf(action)) : null);
  },
  run(c, f) {
    const x = frameAt(c.m, f);
    choose(c, f, x.options.length === 1 ? x.options[0] : null);
  },
};
