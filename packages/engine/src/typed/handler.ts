// How one kind of typed frame behaves (frame.ts's FrameHandler for the typed engine). A frame is
// the offset of its body in the state's heap (stack.ts); it either waits for a decision (`prompt`
// is not -1: `legal` writes the choices' codes, `apply` performs one) or runs by itself (`run`
// must make progress: change its step, push a frame or pop itself).
import { PROMPT_KIND, RULE } from './codes.js';
import type { TypedCtx } from './ctx.js';

/** A typed frame's behaviour. */
export interface TypedHandler {
  /** The decision owed (`packPrompt`), or -1 when the frame runs by itself. */
  prompt(m: Int32Array, f: number): number;
  /** Writes the legal actions' codes (action-codes.ts) into `out` from index 0; returns how many, in the order of the frame.ts handler's list. */
  legal(m: Int32Array, f: number, out: Int32Array): number;
  /** Performs a listed action. */
  apply(c: TypedCtx, f: number, code: number): void;
  /** One automatic step. */
  run(c: TypedCtx, f: number): void;
}

/** Thrown where the typed engine reaches a rule not ported yet (docs/engine-v2.md): the step must be taken by the other engine. */
export class NotPorted extends Error {
  /** A stable code for callers that test for it. */
  readonly code = 'ERR_NOT_PORTED';
}

/** A prompt as one int: seat, kind (PROMPT_KIND code) and rule (RULE code). */
export function packPrompt(seat: number, kind: number, rule: number): number {
  return seat | (kind << 3) | (rule << 10);
}
/** The seat of a packed prompt. */
export const promptSeat = (p: number): number => p & 7;
/** The PROMPT_KIND code of a packed prompt. */
export const promptKind = (p: number): number => (p >> 3) & 127;
/** The RULE code of a packed prompt. */
export const promptRule = (p: number): number => p >> 10;

/** The packed prompts of one kind and rule by seat (frame.ts `promptsOf`). */
export function promptsT(kind: string, rule: string): readonly number[] {
  return Array.from({ length: 6 }, (_, seat) => packPrompt(seat, PROMPT_KIND.code(kind), RULE.code(rule)));
}

/** A handler for a frame that never waits for a decision. */
export function automaticT(run: (c: TypedCtx, f: number) => void): TypedHandler {
  return { prompt: () => -1, legal: () => 0, apply: () => undefined, run };
}
