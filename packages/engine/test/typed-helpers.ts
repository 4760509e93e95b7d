// Helpers of the typed engine's side-by-side tests (docs/engine-v2.md): where two typed states
// differ, named after the layout, this engine's `settle` stopping at chosen frames, and the
// runner that takes one step both ways.
import { expect } from 'vitest';
import { cloneState, newCtx, type Ctx, type Frame, type GameEvent, type GameState, type Setup } from '../src/index.js';
import { checkGoals } from '../src/goals.js';
import { handlerOf } from '../src/handlers.js';
import { top } from '../src/stack.js';
import { checkStories } from '../src/stories.js';
import * as L from '../src/typed/layout.js';
import { toTyped } from '../src/typed/convert.js';
import { EVENT, EVENT_SIZE, typedCtx, type TypedCtx } from '../src/typed/ctx.js';
import { NotPorted } from '../src/typed/handler.js';
import { randomSetup } from './random-games.js';

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

/** Cases compared and cases the typed side declined (NotPorted), for one label. */
export interface Tally { cases: number; notPorted: number }

/**
 * A side-by-side runner: `sideBySide(label, s, v1, v2)` runs a step both ways from `s` and checks
 * the same ints and events (v1's events through `v1Event`, the typed ones through `typedEvent`),
 * or a NotPorted that changed nothing; it counts cases by label in `tally` and returns v1's state
 * and events after, or null when the typed side declined.
 */
export function sideBySideRunner(v1Event: (e: GameEvent) => string, typedEvent: (c: TypedCtx, i: number) => string) {
  const tally = new Map<string, Tally>();
  const typedEvents = (c: TypedCtx): string[] => {
    const out: string[] = [];
    for (let i = 0; i < c.evLen; i += EVENT_SIZE) out.push(typedEvent(c, i));
    return out;
  };
  const sideBySide = (label: string, s: GameState, v1: (ctx: Ctx) => void, v2: (c: TypedCtx) => void): { s: GameState; events: GameEvent[] } | null => {
    const before = toTyped(s);
    const t = { m: before.m.slice(), setup: before.setup };
    const c2 = typedCtx(t);
    let declined = false;
    try {
      v2(c2);
    } catch (e) {
      if (!(e instanceof NotPorted)) throw e;
      declined = true;
    }
    const x = tally.get(label) ?? { cases: 0, notPorted: 0 };
    x.cases++;
    if (declined) x.notPorted++;
    tally.set(label, x);
    if (declined) {
      expect(differences(t.m, before.m), `${label}: NotPorted after a change, seq ${s.seq}`).toEqual([]);
      expect(c2.evLen, `${label}: NotPorted after an event`).toBe(0);
      return null;
    }
    const a = cloneState(s);
    const c1 = newCtx(a);
    v1(c1);
    expect(differences(t.m, toTyped(a).m), `${label} at seq ${s.seq}`).toEqual([]);
    expect(typedEvents(c2), `${label} at seq ${s.seq}`).toEqual(c1.events.map(v1Event));
    return { s: a, events: c1.events };
  };
  return { tally, sideBySide };
}

/** A typed event record as text: type/seat, then kind a b c for the types in `detailed` (their values compared), for `sideBySideRunner`. */
export function typedRecordOf(detailed: ReadonlySet<string>): (c: TypedCtx, i: number) => string {
  return (c, i) => {
    const ev = c.ev, t = EVENT.at(ev[i]);
    return detailed.has(t) ? `${t}/${ev[i + 1]} ${ev[i + 2]} ${ev[i + 3]} ${ev[i + 4]} ${ev[i + 5]}` : `${t}/${ev[i + 1]}`;
  };
}

/** Eleven random tables from seed `base` + 1: 2 to 6 players, the Man in Black, goals, beginner, and the Man in Black with goals. */
export function everyTable(base: number): Setup[] {
  return [
    randomSetup(base + 1, 2), randomSetup(base + 2, 3), randomSetup(base + 3, 4), randomSetup(base + 4, 5), randomSetup(base + 5, 6),
    randomSetup(base + 6, 2, { manInBlack: true }), randomSetup(base + 7, 3, { goals: true }), randomSetup(base + 8, 5, { goals: true }),
    randomSetup(base + 9, 4, { beginner: true }), randomSetup(base + 10, 2, { manInBlack: true, goals: true }), randomSetup(base + 11, 6, { beginner: true }),
  ];
}
