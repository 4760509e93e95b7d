// Reaction windows and card conditions on the typed state (src/typed/windows.ts, conds.ts,
// docs/engine-v2.md) against windows.ts and effects.ts, side by side from the states of random
// games (2 to 6 players and every variant): every condition for every seat and source; windows
// opened with random seats and sources; at every window prompt, the prompt, the legal codes, each
// listed action applied (the same ints and events, or NotPorted with nothing changed), the close.
import { describe, expect, it } from 'vitest';
import { cloneState, legalActions, newCtx, randInt, seedRng, type EffectSource, type GameState, type Setup, type WindowFrame } from '../src/index.js';
import { EFFECT_IDS, WINDOWS, type Cond } from '../src/content/card-effects.js';
import { HIDEOUTS } from '../src/content/map.js';
import { CARD_IDS } from '../src/content/poker-cards.js';
import { condHolds, source } from '../src/effects.js';
import { top } from '../src/stack.js';
import { openWindow, skipIdleWindow, windowHandler } from '../src/windows.js';
import { A, codeOfAction, kindOf } from '../src/typed/action-codes.js';
import { CARD, competitorCode, EFFECT, PROMPT_KIND, RULE, SPACE, WINDOW } from '../src/typed/codes.js';
import { C, COND, condHoldsT } from '../src/typed/conds.js';
import { toTyped } from '../src/typed/convert.js';
import { EVENT, EVENT_SIZE, typedCtx, type TypedCtx } from '../src/typed/ctx.js';
import { NO_SRC } from '../src/typed/frames.js';
import { NotPorted, packPrompt } from '../src/typed/handler.js';
import * as L from '../src/typed/layout.js';
import { topFrameT } from '../src/typed/stack.js';
import { openWindowT, skipIdleWindowT, windowHandlerT } from '../src/typed/windows.js';
import type { Ctx } from '../src/ctx.js';
import { randomGame, randomSetup } from './random-games.js';
import { differences } from './typed-helpers.js';

const SETUPS: Setup[] = [];
for (let i = 0; i < 5; i++) {
  for (let n = 2; n <= 6; n++) SETUPS.push(randomSetup(5100 + i * 10 + n, n));
  SETUPS.push(randomSetup(5200 + i, 3 + (i % 4), { goals: true }));
  SETUPS.push(randomSetup(5300 + i, 2, { manInBlack: true }));
  SETUPS.push(randomSetup(5400 + i, 2 + (i % 5), { beginner: true }));
}
/** Every state of the games (each state is a fresh object: games never change a state in place). */
const STATES: GameState[] = [];
for (const setup of SETUPS) randomGame(setup, 40, ({ state }) => STATES.push(state));

/** An EffectSource as frames.ts encodes it. */
const srcInts = (src: EffectSource): number[] => [
  EFFECT.code(src.effect), CARD.code(src.card), src.target === null ? -1 : competitorCode(src.target), SPACE.code(src.hideout), src.story ?? -1, src.fightAt ?? -1,
];
/** The typed events as "type/seat" (with kind and first value for reactionPlayed). */
function typedEvents(c: TypedCtx): string[] {
  const out: string[] = [];
  for (let i = 0; i < c.evLen; i += EVENT_SIZE) {
    const type = EVENT.at(c.ev[i]);
    out.push(type === 'reactionPlayed' ? `${type}/${c.ev[i + 1]}/${WINDOW.at(c.ev[i + 2])}/${CARD.at(c.ev[i + 3])}` : `${type}/${c.ev[i + 1]}`);
  }
  return out;
}
const v1Events = (c: Ctx): string[] => c.events.map((e) => (e.type === 'reactionPlayed' ? `${e.type}/${e.seat}/${e.kind}/${String((e.data as { card: string }).card)}` : `${e.type}/${e.seat ?? -1}`));
const bump = (m: Map<string, number>, k: string): void => { m.set(k, (m.get(k) ?? 0) + 1); };
const show = (m: Map<string, number>): string => [...m].sort().map(([k, v]) => `${k} ${v}`).join(', ');

/** The sources a state's frames carry, and one naming each stack index as a fight's. */
function sourcesOf(s: GameState): EffectSource[] {
  const out: EffectSource[] = [source()];
  s.stack.forEach((f, i) => {
    if ('src' in f && f.src) out.push(f.src);
    out.push(source({ fightAt: i }));
  });
  return out;
}

describe('typed card conditions (engine v2): condHoldsT', () => {
  it('agree with condHolds for every condition, seat and source', () => {
    const results = new Map<string, number>();
    const wrong: string[] = []; // checked once at the end: an expect per comparison would take most of the time
    let compared = 0, inState = 0, v1Threw = 0;
    for (let k = 0; k < STATES.length; k += 2) {
      const s = STATES[k];
      const m = toTyped(s).m;
      const srcs = sourcesOf(s).map((src) => [src, srcInts(src)] as const);
      const windows = s.stack.flatMap((f, i) => (f.k === 'window' ? [[f.src, m[L.STACK + 1 + i] + 2 + 3] as const] : []));
      for (let seat = 0; seat < s.players.length; seat++) {
        for (const cond of COND.values) {
          const c = COND.code(cond);
          for (const [src, ints] of srcs) {
            let want: boolean;
            try { want = condHolds(s, seat, cond, src); } catch { v1Threw++; continue; } // canTakeCattle with no position yet
            if (condHoldsT(m, seat, c, ints) !== want) wrong.push(`${cond} seat ${seat} seq ${s.seq} ${JSON.stringify(src)}: not ${want}`);
            bump(results, `${cond}:${want}`);
            compared++;
          }
          for (const [src, at] of windows) { // a window's own source, read in the state's ints (as the window reads it)
            if (condHoldsT(m, seat, c, m, at) !== condHolds(s, seat, cond, src)) wrong.push(`${cond} seat ${seat} seq ${s.seq} in a window`);
            inState++;
          }
        }
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    console.log(`condHoldsT: ${compared} compared (+${inState} from window frames' ints; v1 threw ${v1Threw}); results: ${show(results)}`);
    for (const cond of Object.keys(C) as Cond[]) {
      expect(results.get(`${cond}:true`) ?? 0, `${cond} true`).toBeGreaterThan(0);
      expect(results.get(`${cond}:false`) ?? 0, `${cond} false`).toBeGreaterThan(0);
    }
    expect(inState).toBeGreaterThan(1000);
  });
});

describe('typed reaction windows (engine v2)', () => {
  it('openWindowT pushes the frame openWindow pushes, for random windows, seats and sources', () => {
    const r = seedRng('typed-windows-open');
    let opened = 0, none = 0;
    for (let k = 0; k < STATES.length; k += 3) {
      const s = STATES[k];
      const n = s.players.length;
      const seats = Array.from({ length: 1 + randInt(r, 3) }, () => randInt(r, n)); // duplicates too
      const w = WINDOWS[randInt(r, WINDOWS.length)];
      const srcs = sourcesOf(s);
      const pick = randInt(r, 3);
      const src = pick === 0 ? srcs[randInt(r, srcs.length)] : pick === 1 ? source() : source({
        effect: EFFECT_IDS[randInt(r, EFFECT_IDS.length)], card: CARD_IDS[randInt(r, CARD_IDS.length)], target: randInt(r, 4) === 0 ? 'mib' : randInt(r, n),
        hideout: HIDEOUTS[randInt(r, HIDEOUTS.length)], story: randInt(r, 2) as 0 | 1, fightAt: randInt(r, s.stack.length + 1),
      });
      const a = cloneState(s);
      const c1 = newCtx(a);
      openWindow(c1, w, [...seats], src);
      const t = toTyped(s);
      const c2 = typedCtx(t);
      openWindowT(c2, WINDOW.code(w), seats, srcInts(src));
      expect(differences(t.m, toTyped(a).m), `${w} ${JSON.stringify(seats)} seq ${s.seq}`).toEqual([]);
      expect(typedEvents(c2)).toEqual(v1Events(c1));
      if (a.stack.length > s.stack.length) opened++; else none++;
    }
    console.log(`openWindowT: ${opened} windows opened, ${none} not (nobody concerned holds a card)`);
    expect(opened).toBeGreaterThan(1000);
    expect(none).toBeGreaterThan(10);
  });

  it('at every window prompt: the same prompt, legal codes, applied actions, skip and close', () => {
    const coverage = new Map<string, number>();
    const out = new Int32Array(64);
    for (const s of STATES) {
      if (s.prompt?.kind !== 'reaction') continue;
      const f1 = top(s) as WindowFrame;
      const seat = s.prompt.seat;
      bump(coverage, `prompt:${f1.w}`);
      const t = toTyped(s);
      const f = topFrameT(t.m);
      const before = t.m.slice();
      const p1 = windowHandler.prompt(s, f1)!;
      expect(windowHandlerT.prompt(t.m, f)).toBe(packPrompt(p1.seat, PROMPT_KIND.code(p1.kind), RULE.code(p1.rule)));
      const legal = legalActions(s, seat);
      const n = windowHandlerT.legal(t.m, f, out);
      expect([...out.subarray(0, n)], `seq ${s.seq}`).toEqual(legal.map(codeOfAction));
      expect(t.m.every((x, i) => x === before[i]), 'prompt and legal change nothing').toBe(true);
      for (let i = 0; i < n; i++) {
        const a = cloneState(s);
        const c1 = newCtx(a);
        windowHandler.apply(c1, top(a) as WindowFrame, legal[i]);
        const t2 = toTyped(s);
        const c2 = typedCtx(t2);
        if (kindOf(out[i]) === A.playReaction) {
          // The card's effect (typed effects.ts playCardT): the ops frame as v1's, or NotPorted (a fight's effect) before any change.
          try {
            windowHandlerT.apply(c2, topFrameT(t2.m), out[i]);
          } catch (e) {
            if (!(e instanceof NotPorted)) throw e;
            expect(differences(t2.m, before), 'a NotPorted changes nothing').toEqual([]);
            expect(c2.evLen).toBe(0);
            bump(coverage, `notPorted:${f1.w}`);
            continue;
          }
          bump(coverage, `playReaction:${f1.w}`);
        } else {
          windowHandlerT.apply(c2, topFrameT(t2.m), out[i]);
          bump(coverage, 'pass');
        }
        expect(differences(t2.m, toTyped(a).m), `${legal[i].type} seq ${s.seq}`).toEqual([]);
        expect(typedEvents(c2)).toEqual(v1Events(c1));
        if (top(a)?.k !== 'window') continue; // a card played: its ops frame is on top (typed-effects.test.ts runs it)
        const closed = windowHandler.prompt(a, top(a) as WindowFrame) === null;
        expect(windowHandlerT.prompt(t2.m, topFrameT(t2.m)) === -1).toBe(closed);
        if (closed && top(a)?.k === 'window') { // the window closes: run pops it
          windowHandler.run(c1, top(a) as WindowFrame);
          windowHandlerT.run(c2, topFrameT(t2.m));
          expect(differences(t2.m, toTyped(a).m), 'closed').toEqual([]);
          bump(coverage, 'closed');
        }
      }
      // The simulations' shortcut: all the Passes at once when nobody can play.
      const a = cloneState(s);
      const t3 = toTyped(s);
      expect(skipIdleWindowT(t3.m, topFrameT(t3.m))).toBe(skipIdleWindow(a, top(a) as WindowFrame));
      expect(differences(t3.m, toTyped(a).m), 'skipIdleWindow').toEqual([]);
      bump(coverage, skipIdleWindow(cloneState(s), top(s) as WindowFrame) ? 'skipped' : 'not skipped');
    }
    console.log(`window handler: ${show(coverage)}`);
    for (const k of ['pass', 'closed', 'skipped', 'not skipped']) expect(coverage.get(k) ?? 0, k).toBeGreaterThan(100);
    const reactions = [...coverage.keys()].filter((k) => k.startsWith('playReaction:'));
    expect(reactions.length, 'reactions played in several windows').toBeGreaterThanOrEqual(5);
    expect([...coverage.keys()].filter((k) => k.startsWith('prompt:')).length, 'windows prompted').toBeGreaterThanOrEqual(8);
  });

  it('a window without a card in hand is not opened; NO_SRC is the empty source', () => {
    const s = STATES.find((x) => x.players.some((p) => p.hand.length === 0) && x.players.some((p) => p.hand.length > 0))!;
    const empty = s.players.findIndex((p) => p.hand.length === 0);
    const t = toTyped(s);
    const before = t.m.slice();
    openWindowT(typedCtx(t), WINDOW.code('W.wound'), [empty], NO_SRC);
    expect(differences(t.m, before)).toEqual([]);
    expect(srcInts(source())).toEqual([...NO_SRC]);
  });
});

