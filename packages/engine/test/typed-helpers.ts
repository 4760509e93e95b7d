// Helpers of the typed engine's side-by-side tests (docs/engine-v2.md): where two typed states
// differ, named after the layout, and this engine's `settle` stopping at chosen frames.
import { cloneState, type Ctx, type Frame, type GameState } from '../src/index.js';
import { checkGoals } from '../src/goals.js';
import { handlerOf } from '../src/handlers.js';
import { top } from '../src/stack.js';
import { checkStories } from '../src/stories.js';
import * as L from '../src/typed/layout.js';

/** The layout's fields by offset, for naming a place in the ints. */
const FIELDS = (Object.entries(L).filter(([, v]) => typeof v === 'number') as [string, number][]).sort((x, y) => x[1] - y[1]);

/** The first few offsets where two typed states differ, each named after the layout field it falls in. */
export function differences(a: Int32Array, b: Int32Array): string[] {
  const out: string[] = [];
  for (let i = 0; i < a.length && out.length < 5; i++) {
    if (a[i] === b[i]) continue;
    const field = FIELDS.filter(([, at]) => at <= i && at > 20).pop() ?? FIELDS.filter(([, at]) => at <= i).pop();
    out.push(`${i} (${field?.[0]} + ${i - (field?.[1] ?? 0)}): ${a[i]} vs ${b[i]}`);
  }
  return out;
}

/** `settle` (api.ts) step by step, calling `visit` with a copy of the state before each automatic step of a frame `wanted` picks. */
export function settleVisiting(ctx: Ctx, visit: (s: GameState) => void, wanted: (f: Frame) => boolean): void {
  for (let i = 0; i < 10_000; i++) {
    if (ctx.events.length !== ctx.checked) checkStories(ctx);
    if (ctx.s.goals) checkGoals(ctx);
    const f = top(ctx.s);
    if (!f) { ctx.s.prompt = null; return; }
    const h = handlerOf(f);
    const p = h.prompt(ctx.s, f);
    if (p) { ctx.s.prompt = p; return; }
    if (wanted(f)) visit(cloneState(ctx.s));
    h.run(ctx, f);
  }
}
