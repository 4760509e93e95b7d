// The typed engine's movement (src/typed/movement.ts and move-*.ts, docs/engine-v2.md) against
// movement.ts, card-moves.ts and actions.ts: from states of random games (and the same states
// with a Legendary Bloody Knife, Kit Carson or Billy the Kid), the Move lists, each Move started,
// each step of a move frame and each decision of a step frame give the same ints and the same
// events; where the typed side throws NotPorted, it has changed nothing.
import { describe, expect, it } from 'vitest';
import {
  cloneState, newCtx, randInt, seedRng, space, type Action, type CharacterId, type Ctx, type GameEvent, type GameState, type RngState,
  type Setup, type SpaceId, type StepFrame,
} from '../src/index.js';
import { applyMainAction } from '../src/actions.js';
import { stepHandler } from '../src/card-moves.js';
import { handlerOf } from '../src/handlers.js';
import { moveActions, moveHandler, movementOf } from '../src/movement.js';
import { top } from '../src/stack.js';
import { codeOfAction } from '../src/typed/action-codes.js';
import { CHARACTER, PROMPT_KIND, RULE, SPACE } from '../src/typed/codes.js';
import { toTyped } from '../src/typed/convert.js';
import { EVENT, EVENT_SIZE, type TypedCtx } from '../src/typed/ctx.js';
import { packPrompt, type TypedHandler } from '../src/typed/handler.js';
import * as L from '../src/typed/layout.js';
import { moveActionsT, moveHandlerT, movementOfT, startMoveActionT, stepHandlerT } from '../src/typed/movement.js';
import { topFrameT } from '../src/typed/stack.js';
import { randomGame } from './random-games.js';
import { everyTable, settleVisiting, sideBySideRunner } from './typed-helpers.js';

const MOVED_KIND: Record<string, number> = { action: 0, card: 1, extension: 2 };
/** An event as the typed record movement writes: type/seat, and kind/a/b/c for the movement events. */
function v1Record(e: GameEvent): string {
  const head = `${e.type}/${e.seat ?? -1}`;
  const d = (e.data ?? {}) as Record<string, unknown>;
  const sp = (x: unknown): number => SPACE.code((x ?? null) as SpaceId | null);
  switch (e.type) {
    case 'moved': return `${head} ${MOVED_KIND[e.kind!]} ${sp(d.from)} ${sp(d.to)} ${(d.crossings as number | undefined) ?? 0}`;
    case 'moveEnded': return `${head} ${MOVED_KIND[e.kind!]} ${sp(d.at)}`;
    case 'abilityUsed': return `${head} ${CHARACTER.code(e.kind as CharacterId)} ${(Object.values(d)[0] as number | undefined) ?? 0}`;
    default: return head;
  }
}
/** A typed event record the same way. */
function typedRecord(c: TypedCtx, i: number): string {
  const [type, seat, kind, a, b, d] = c.ev.subarray(i, i + EVENT_SIZE);
  const t = EVENT.at(type), head = `${t}/${seat}`;
  return t === 'moved' ? `${head} ${kind} ${a} ${b} ${d}` : t === 'moveEnded' ? `${head} ${kind} ${a}` : t === 'abilityUsed' ? `${head} ${kind} ${a}` : head;
}

/** One step both ways (typed-helpers.ts): the same ints and events, or NotPorted with nothing changed; coverage counted by label in `tally`. */
const { tally, sideBySide } = sideBySideRunner(v1Record, typedRecord);
/** Counts a case compared outside `sideBySide`. */
const count = (label: string): void => {
  const t = tally.get(label) ?? { cases: 0, notPorted: 0 };
  t.cases++;
  tally.set(label, t);
};
/** How often a case of interest came up among those compared (a route over a mesa, a frame pushed...). */
const notes = new Map<string, number>();
const note = (label: string): void => { notes.set(label, (notes.get(label) ?? 0) + 1); };

/** The action phase: Move lists, movement values, and each listed Move started both ways. */
function checkActionPhase(s: GameState, label: string): void {
  const seat = s.prompt!.seat;
  const t = toTyped(s).m;
  expect(movementOfT(t, seat), `${label} movement`).toBe(movementOf(s.players[seat]));
  const v1 = moveActions(s, seat);
  const out = new Int32Array(256);
  const n = moveActionsT(t, seat, out, 0);
  expect(Array.from(out.subarray(0, n)), `${label} moves at seq ${s.seq}`).toEqual(v1.map(codeOfAction));
  count(`${label}: Move list`);
  for (const a of v1) {
    sideBySide(`${label}: Move started`, s, (ctx) => applyMainAction(ctx, seat, a), (c) => { c.m[L.T_ACTIONS_LEFT]--; startMoveActionT(c, seat, codeOfAction(a)); });
    if (a.type === 'move' && a.crossings) note(`${label}: Move over a mesa`);
  }
}

/** A move frame's step both ways. */
function checkMoveStep(s: GameState, label: string): void {
  const f = top(s)!;
  if (f.k !== 'move') throw new Error('not a move frame');
  const after = sideBySide(`${label}: move ${f.step}`, s, (ctx) => moveHandler.run(ctx, top(ctx.s) as typeof f), (c) => moveHandlerT.run(c, topFrameT(c.m)));
  const pushed = after && after.s.stack.length > s.stack.length ? top(after.s)!.k : null;
  if (pushed) note(`${label}: move step pushing a ${pushed}`);
}

/** A step frame's prompt, list and every listed decision both ways. */
function checkStepFrame(s: GameState, label: string): void {
  const f = top(s) as StepFrame;
  const t = toTyped(s).m, h: TypedHandler = stepHandlerT, at = topFrameT(t);
  const p = stepHandler.prompt(s, f)!;
  expect(h.prompt(t, at), `${label} prompt`).toBe(packPrompt(p.seat, PROMPT_KIND.code(p.kind), RULE.code(p.rule)));
  const legal = stepHandler.legal(s, f);
  const out = new Int32Array(256);
  expect(Array.from(out.subarray(0, h.legal(t, at, out))), `${label} step list`).toEqual(legal.map(codeOfAction));
  const above = s.stack.length - 1 - s.stack.findLastIndex((x) => x.k === 'move');
  if (f.mode === 'extend' && above > 1 && legal.length > 1) note(`${label}: extension under ${above - 1} frames`);
  for (const a of legal) {
    sideBySide(`${label}: step ${f.mode}`, s, (ctx) => stepHandler.apply(ctx, top(ctx.s) as StepFrame, a), (c) => h.apply(c, topFrameT(c.m), codeOfAction(a)));
  }
}

/** Plays `first` then random decisions while a move or step frame is pending, visiting each move step and step decision. */
function drive(s: GameState, first: (ctx: Ctx) => void, r: RngState, onMove: (s: GameState) => void, onStep: (s: GameState) => void): void {
  let ctx = newCtx(s);
  first(ctx);
  for (let n = 0; n < 60; n++) {
    settleVisiting(ctx, onMove, (f) => f.k === 'move');
    const f = top(s);
    if (!f || !s.prompt || !s.stack.some((x) => x.k === 'move' || x.k === 'step')) return;
    if (f.k === 'step') onStep(cloneState(s));
    const legal = handlerOf(f).legal(s, f);
    ctx = newCtx(s);
    handlerOf(f).apply(ctx, f, legal[randInt(r, legal.length)]);
    s.seq++;
  }
}

/** Variants of an action phase that reach what random play seldom does: a Legendary mover, a carrier of cattle with a Whiskey, a mover next to a bandit (and the Sheriff). */
type Variant = 'bloody-knife' | 'kit-carson' | 'billy-the-kid' | 'carrier' | 'cornered';
const VARIANTS: readonly Variant[] = ['bloody-knife', 'kit-carson', 'billy-the-kid', 'carrier', 'cornered'];
const DELIVERY: readonly string[] = ['spikes-view-rail-station', 'mesitos-point-ranch', 'sunny-hills-ranch'];

/** The state with the variant made (another player put where the mover may go); each change keeps the game's counts. */
function variantOf(s: GameState, v: Variant, r: RngState): GameState {
  const x = cloneState(s);
  const seat = x.prompt!.seat, p = x.players[seat];
  if (v === 'carrier') {
    if (!p.cattle && x.ranches.green.length > 0) { p.cattle = x.ranches.green[0]; x.ranches = { ...x.ranches, green: x.ranches.green.slice(1) }; }
    if (x.store.whiskey > 0 && !p.items.some((i) => i.id === 'whiskey')) { x.store.whiskey--; p.items.push({ id: 'whiskey', upgraded: false }); }
  } else if (v === 'cornered') {
    // Next to a bandit (R5.3), and half the time Wanted with the Sheriff next door (R5.4).
    const pick = <T>(xs: readonly T[]): T => xs[randInt(r, xs.length)];
    if (x.bandits.length > 0) p.pos = pick(space(pick(x.bandits)).neighbors);
    if (randInt(r, 2) === 0) {
      Object.assign(p, { wanted: Math.max(1, p.wanted), marshal: 0 });
      x.sheriff = pick(space(p.pos!).neighbors);
    }
  } else Object.assign(p, { character: v, legendary: true });
  if (v === 'bloody-knife') p.wounds = randInt(r, 4);
  const moves = moveActions(x, seat) as Extract<Action, { type: 'move' }>[];
  const other = (seat + 1 + randInt(r, x.players.length - 1)) % x.players.length;
  if (moves.length > 0 && v !== 'bloody-knife') x.players[other].pos = moves[randInt(r, moves.length)].to;
  return x;
}

/** A Move of the list to drive: a delivery space when there is one (half the time), else any. */
function pickMove(moves: readonly Action[], r: RngState): Action {
  const delivering = moves.filter((a) => a.type === 'move' && DELIVERY.includes(a.to));
  return delivering.length > 0 && randInt(r, 2) === 0 ? delivering[randInt(r, delivering.length)] : moves[randInt(r, moves.length)];
}

const SETUPS: Setup[] = everyTable(4100);

describe('typed movement (engine v2)', () => {
  it('lists, starts and walks Moves, and decides card moves, exactly as movement.ts and card-moves.ts do', () => {
    const r = seedRng('typed-movement');
    const actionStates: GameState[] = [], moveStates: GameState[] = [], stepStates: GameState[] = [];
    for (const setup of SETUPS) {
      randomGame(setup, 12, ({ state, action, index }) => {
        const f = top(state);
        if (state.prompt?.kind === 'action' && index % 3 === 0) actionStates.push(state);
        if (f?.k === 'step') stepStates.push(state);
        // Replays the step on a copy to see the move frames settle runs through.
        const s = cloneState(state);
        const ctx = newCtx(s);
        const g = top(s)!;
        handlerOf(g).apply(ctx, g, action);
        s.seq++;
        settleVisiting(ctx, (x) => { if (randInt(r, 2) === 0) moveStates.push(x); }, (f) => f.k === 'move');
      });
    }
    for (const s of actionStates) checkActionPhase(s, 'random');
    for (const s of moveStates) checkMoveStep(s, 'random');
    for (const s of stepStates) checkStepFrame(s, 'random');
    // The variants of the same action phases (a Legendary mover, a carrier, a mover next to a bandit), each driven through two Moves.
    for (const s of actionStates.filter((_, i) => i % 2 === 0)) {
      for (const id of VARIANTS) {
        const x = variantOf(s, id, r);
        checkActionPhase(x, id);
        const moves = moveActions(x, x.prompt!.seat);
        for (let k = 0; k < 2 && moves.length > 0; k++) {
          const a = pickMove(moves, r);
          drive(cloneState(x), (ctx) => applyMainAction(ctx, x.prompt!.seat, a), r, (y) => checkMoveStep(y, id), (y) => checkStepFrame(y, id));
        }
      }
    }
    const rows = [...tally].sort(([x], [y]) => x.localeCompare(y));
    const all = rows.reduce((acc, [, t]) => ({ cases: acc.cases + t.cases, notPorted: acc.notPorted + t.notPorted }), { cases: 0, notPorted: 0 });
    console.log(rows.map(([k, t]) => `${k.padEnd(30)} ${String(t.cases).padStart(6)} cases, ${String(t.notPorted).padStart(4)} NotPorted`).join('\n'));
    console.log([...notes].sort(([x], [y]) => x.localeCompare(y)).map(([k, n]) => `${k.padEnd(44)} ${String(n).padStart(6)}`).join('\n'));
    const frames = rows.filter(([k]) => / (move|step) /.test(k))
      .reduce((acc, [, t]) => ({ cases: acc.cases + t.cases, notPorted: acc.notPorted + t.notPorted }), { cases: 0, notPorted: 0 });
    const covered = (x: { cases: number; notPorted: number }): string => `${x.cases} cases, ${x.notPorted} NotPorted: ${(100 * (1 - x.notPorted / x.cases)).toFixed(1)}% fully covered`;
    console.log(`all: ${covered(all)}\nmove and step frame handlers alone: ${covered(frames)}`);
    expect(all.notPorted / all.cases).toBeLessThan(0.05);
    expect(frames.notPorted / frames.cases).toBeLessThan(0.1);
    for (const label of ['random: Move started', 'random: move walk', 'random: move moveEnd', 'random: move moveWindow', 'random: move deliver',
      'random: move whiskey', 'random: move done', 'random: step card', 'random: step extend', 'random: step free', 'kit-carson: step extend',
      'bloody-knife: Move started', 'billy-the-kid: move whiskey', 'carrier: move deliver', 'carrier: move whiskey', 'cornered: Move started', 'cornered: move walk']) {
      const t = tally.get(label);
      expect(t?.cases ?? 0, label).toBeGreaterThan(10);
      expect(t!.notPorted / t!.cases, label).toBeLessThan(0.2);
    }
    for (const label of ['bloody-knife: Move over a mesa', 'random: extension under 2 frames', 'kit-carson: move step pushing a step',
      'carrier: move step pushing a choice', 'carrier: move step pushing a pickSeat', 'random: move step pushing a window']) {
      expect(notes.get(label) ?? 0, label).toBeGreaterThan(3);
    }
  });
});
