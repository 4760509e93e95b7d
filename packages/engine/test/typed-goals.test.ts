// The typed engine's Goal variant (src/typed/goals*.ts, tokens.ts; docs/engine-v2.md stage 3)
// against goals.ts and tokens.ts: every step of random goal games (3–6 players) taken both ways
// (the goal check runs at every settle iteration), the 'tokens' frames' steps met in them, and
// built tables (state goals, a discarded goal missed, simultaneous goals, a short supply, every
// keep choice, tokenScore) give the same ints and the same events, goal and token payloads
// included. The coverage by goal kind is printed.
import { describe, expect, it } from 'vitest';
import {
  applyActionInPlace, cloneState, createGame, newCtx, type Action, type GameEvent, type GameState, type GoalId, type TokenValue,
} from '../src/index.js';
import { GOAL_CARDS } from '../src/content/goals.js';
import { checkGoals } from '../src/goals.js';
import { handlerOf } from '../src/handlers.js';
import { top } from '../src/stack.js';
import { tokenScore, tokensHandler } from '../src/tokens.js';
import { codeOfAction } from '../src/typed/action-codes.js';
import { GOAL } from '../src/typed/codes.js';
import { toTyped } from '../src/typed/convert.js';
import { EVENT, type TypedCtx } from '../src/typed/ctx.js';
import { applyCodeT, legalCodesT, settleT } from '../src/typed/engine.js';
import { setupTyped } from '../src/typed/setup.js';
import { checkGoalsT } from '../src/typed/goals.js';
import { topFrameT } from '../src/typed/stack.js';
import { tokensHandlerT, tokenScoreT } from '../src/typed/tokens.js';
import { goalTable, moveInto } from './goals-helpers.js';
import { randomGame, randomSetup } from './random-games.js';
import { settleVisiting, sideBySideRunner } from './typed-helpers.js';

const pack = (xs: readonly number[]): number => xs.reduceRight((x, v) => (x << 2) | v, 0);
/** v1's event as compared: type/seat, with the goal and token payloads. */
function v1Event(e: GameEvent): string {
  const d = (e.data ?? {}) as Record<string, unknown>;
  switch (e.type) {
    case 'goalCompleted': return `goalCompleted/${e.seat} ${GOAL.code(e.kind as GoalId)} ${d.nth as number}`;
    case 'tokensDrawn': return `tokensDrawn/${e.seat} ${pack(d.tokens as number[])} ${d.nth as number}`;
    case 'tokensKept': return `tokensKept/${e.seat} ${pack(d.kept as number[])} ${pack(d.returned as number[])}`;
    default: return `${e.type}/${e.seat ?? -1}`;
  }
}
/** The typed record at `i` as compared. */
function typedEvent(c: TypedCtx, i: number): string {
  const ev = c.ev, type = EVENT.at(ev[i]);
  switch (type) {
    case 'goalCompleted': return `goalCompleted/${ev[i + 1]} ${ev[i + 2]} ${ev[i + 3]}`;
    case 'tokensDrawn': case 'tokensKept': return `${type}/${ev[i + 1]} ${ev[i + 3]} ${ev[i + 4]}`;
    default: return `${type}/${ev[i + 1]}`;
  }
}

const { tally, sideBySide } = sideBySideRunner(v1Event, typedEvent);
/** Goals completed in the compared steps, by condition kind, and missed ones. */
const done = new Map<string, number>();
const note = (events: readonly GameEvent[], s: GameState): void => {
  for (const e of events) {
    if (e.type === 'goalCompleted') {
      const k = GOAL_CARDS[e.kind as GoalId].condition.kind;
      done.set(k, (done.get(k) ?? 0) + 1);
    }
  }
  const missed = s.goals?.missed.reduce((n, x) => n + x.length, 0) ?? 0;
  done.set('missed (max in a game)', Math.max(done.get('missed (max in a game)') ?? 0, missed));
};
const out = new Int32Array(512);

/** The top tokens frame's automatic steps and decisions from `s`, both ways, until it is gone. */
function tokensSteps(s: GameState, label: string): void {
  let cur: GameState | null = s;
  for (let guard = 0; cur && top(cur)?.k === 'tokens' && guard < 6; guard++) {
    const f = top(cur)!;
    const h = handlerOf(f);
    const p = h.prompt(cur, f);
    if (!p) {
      cur = sideBySide(`${label} run`, cur, (ctx) => tokensHandler.run(ctx, top(ctx.s) as never), (c) => tokensHandlerT.run(c, topFrameT(c.m)))?.s ?? null;
      continue;
    }
    const legal = h.legal(cur, f);
    const t = toTyped(cur);
    const n = tokensHandlerT.legal(t.m, topFrameT(t.m), out);
    expect(Array.from(out.subarray(0, n)), `${label}: keep options`).toEqual(legal.map(codeOfAction));
    expect(tokensHandlerT.prompt(t.m, topFrameT(t.m))).not.toBe(-1);
    let next: GameState | null = null;
    for (const a of legal) {
      const r = sideBySide(`${label} keep`, cur, (ctx) => tokensHandler.apply(ctx, top(ctx.s) as never, a),
        (c) => tokensHandlerT.apply(c, topFrameT(c.m), codeOfAction(a)));
      next ??= r?.s ?? null;
    }
    cur = next;
  }
}

describe('typed engine: the Goal variant (R21)', () => {
  it('takes every step of random goal games as goals.ts and tokens.ts do (3–6 players)', () => {
    let ended = 0, withTokens = 0;
    for (let i = 0; i < 16; i++) {
      const n = 3 + (i % 4);
      const { state } = randomGame(randomSetup(2300 + i, n, { goals: true }), 80, ({ state: s, seat, action }) => {
        const r = sideBySide('step', s, (ctx) => { ctx.events.push(...applyActionInPlace(ctx.s, seat, action)); },
          (c) => { const t = { m: c.m, setup: toTyped(s).setup, ctx: c }; applyCodeT(t as never, codeOfAction(action)); });
        if (r) note(r.events, r.s);
        if (top(s)?.k === 'tokens') tokensSteps(s, 'tokens (random)');
      });
      if (state.finished) ended++;
      if (state.finished && state.scores?.some((x) => (x.tokens ?? 0) > 0)) withTokens++;
      for (let seat = 0; seat < n; seat++) expect(tokenScoreT(toTyped(state).m, seat)).toBe(tokenScore(state, seat));
    }
    console.log('typed goals: steps', tally.get('step'), 'tokens frames', tally.get('tokens (random) run'), tally.get('tokens (random) keep'), 'goals completed by kind', Object.fromEntries(done), `ended ${ended}, with tokens ${withTokens}`);
    expect(tally.get('step')!.notPorted).toBe(0);
    expect(done.get('S') ?? 0).toBeGreaterThan(0);
    expect((done.get('E') ?? 0) + (done.get('C') ?? 0)).toBeGreaterThan(0);
    expect(ended).toBeGreaterThan(0);
  });

  it('runs the check at every settle iteration and the tokens frames as v1 does', () => {
    let frames = 0;
    for (let i = 0; i < 6; i++) {
      randomGame(randomSetup(2400 + i, 3 + (i % 4), { goals: true }), 40, ({ state: s, action }) => {
        const a = cloneState(s), ctx = newCtx(a);
        handlerOf(top(a)!).apply(ctx, top(a)!, action);
        settleVisiting(ctx, (x) => { frames++; tokensSteps(x, 'tokens (settle)'); }, (f) => f.k === 'tokens');
      });
    }
    console.log('typed goals: tokens frames met', frames, tally.get('tokens (settle) run'), tally.get('tokens (settle) keep'));
    expect(frames).toBeGreaterThan(0);
  });

  it('checks built tables: state goals, a discarded goal missed, simultaneous goals in turn order, short supplies, every keep', () => {
    const cases: { secret: GoalId[][]; set: (t: ReturnType<typeof goalTable>) => void; supply?: TokenValue[] }[] = [
      { secret: [['BK1', 'BK2', 'BK4'], ['AO1', 'AO3', 'AO4'], ['MF1', 'MF2', 'MF3'], ['BL1', 'BL2', 'BL3']], set: (t) => t.set(0, { money: 130 }).set(2, { money: 125 }), supply: [1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3] },
      { secret: [['BK1', 'BK2', 'BK3'], ['AO1', 'AO3', 'AO4'], ['MF1', 'MF2', 'MF4'], ['BL1', 'BL2', 'BL3']], set: (t) => t.set(0, { money: 130 }).set(2, { money: 125 }) }, // both discarded: missed
      { secret: [['BK1', 'BK2', 'BK4'], ['AO1', 'AO2', 'AO4'], ['MF1', 'MF2', 'MF3'], ['BL1', 'BL2', 'BL3']], set: (t) => t.set(0, { money: 200, wanted: 7 }).set(2, { money: 125 }).items(1, [['rifle', 'upgraded']]).items(2, ['mustang', 'mule']).items(3, ['whiskey', 'ten-gallon', 'provisions']), supply: [3, 1, 2] },
      { secret: [['BK1', 'BK2', 'BK4'], ['AO1', 'AO3', 'AO4'], ['MF1', 'MF2', 'MF3'], ['BL1', 'BL2', 'BL3']], set: (t) => t.set(3, { money: 130 }).set(0, { wanted: 6 }).set(2, { money: 150 }), supply: [] },
    ];
    cases.forEach(({ secret, set, supply }, k) => {
      for (const turn of [0, 2, 3]) {
        const t = goalTable(secret, undefined, supply).turnOf(turn);
        set(t);
        if (k === 0 && turn === 0) t.s.goals!.tokens[0] = [2, 3]; // held tokens join the draw
        const r = sideBySide('built check', t.s, (ctx) => checkGoals(ctx), (c) => checkGoalsT(c));
        expect(r).not.toBeNull();
        if (r) tokensSteps(r.s, 'tokens (built)');
        for (let seat = 0; seat < 4; seat++) expect(tokenScoreT(toTyped(t.s).m, seat)).toBe(tokenScore(t.s, seat));
      }
    });
    expect(tally.get('tokens (built) keep')!.cases).toBeGreaterThan(3);
  });

  it('settles a new goal game as createGame does (the first check reads the state)', () => {
    for (let seed = 0; seed < 12; seed++) {
      const setup = randomSetup(2500 + seed, 3 + (seed % 4), { goals: true });
      const c = setupTyped(setup);
      settleT(c);
      expect(Array.from(c.m)).toEqual(Array.from(toTyped(createGame(setup)).m));
    }
  });

  it('takes scripted goal steps both ways: E (Revel, Rob), T (MF1 in one turn, not across two)', () => {
    const both = (t: ReturnType<typeof goalTable>, a: Action): void => {
      const seat = t.s.prompt!.seat;
      const r = sideBySide('scripted', t.s, (ctx) => { ctx.events.push(...applyActionInPlace(ctx.s, seat, a)); },
        (c) => { applyCodeT({ m: c.m, setup: toTyped(t.s).setup, ctx: c } as never, codeOfAction(a)); });
      expect(r).not.toBeNull();
      t.act(seat, a);
    };
    const t1 = goalTable([[], ['AO1', 'AO2', 'AO3'], [], []]).at(1, 'red-falls-cabaret').set(1, { money: 120 }).turnOf(1);
    both(t1, { type: 'revel', lp: 1 });
    both(t1, { type: 'revel', lp: 2 });
    const t2 = goalTable([['BK2', 'BK3', 'BK4'], [], [], []]).at(0, 'cliff-junction-7').at(1, 'cliff-junction-7').hand(0, ['9H']).hand(1, ['2C']).set(1, { money: 60 }).turnOf(0);
    both(t2, { type: 'fight', target: 1, kind: 'rob' });
    for (let i = 0; i < 20 && t2.s.prompt && t2.s.prompt.kind !== 'action'; i++) {
      const legal = t2.legal();
      both(t2, legal.find((a) => a.type === 'flee' || (a.type === 'choose' && a.option === 'money') || a.type === 'pass') ?? legal[0]);
    }
    const t3 = goalTable([[], [], ['MF1', 'MF2', 'MF3'], []]).at(2, 'darkrock-east').turnOf(2);
    both(t3, moveInto(t3, 'darkrock')!);
    t3.at(2, 'red-falls-southwest');
    both(t3, moveInto(t3, 'red-falls')!);
    const t4 = goalTable([[], [], ['MF1', 'MF2', 'MF3'], []]).at(2, 'darkrock-east').turnOf(2, 2);
    both(t4, moveInto(t4, 'darkrock')!);
    both(t4, { type: 'work' });
    for (let i = 0; i < 40 && (t4.s.prompt?.kind !== 'startBenefit' || t4.s.turn.seat !== 3); i++) both(t4, t4.legal()[0]);
    const v1Done = [t1, t2, t3].map((t) => t.s.goals!.done.flat());
    expect(v1Done).toEqual([['AO3'], ['BK2'], ['MF1']]);
    expect(tally.get('scripted')!.notPorted).toBe(0);
  });

  it('lists the same legal codes at a keepTokens prompt', () => {
    const t = goalTable([['BK1', 'BK2', 'BK4'], ['AO1', 'AO3', 'AO4'], ['MF1', 'MF2', 'MF3'], ['BL1', 'BL2', 'BL3']], undefined, [1, 2, 3, 2]).turnOf(0);
    t.set(0, { money: 130 });
    t.s.goals!.tokens[0] = [3];
    t.settle();
    expect(t.s.prompt?.kind).toBe('keepTokens');
    const m = toTyped(t.s).m;
    const n = legalCodesT(m, out);
    expect(Array.from(out.subarray(0, n))).toEqual(t.legal().map(codeOfAction));
  });
});
