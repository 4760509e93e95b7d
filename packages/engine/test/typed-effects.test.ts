// The typed engine's card operations (src/typed/effects*.ts; docs/engine-v2.md stage 3) against
// effects.ts and stories.ts: every ops frame step of random games (opsHandler.run), every card
// played for its ACTION or REACTION (playCard), every effect run (runEffect), story resolutions
// (resolveStories) and random lists of every operation kind, each run to the end of its ops frame
// step by step: the same ints (toTyped of v1's state) and the same events (type and seat), or
// NotPorted with nothing changed. Also the records' codec (effects-codec.ts).
import { describe, expect, it } from 'vitest';
import {
  CARD_EFFECTS, cloneState, EFFECT_IDS, HIDEOUTS, newCtx, randInt, seedRng, STORY_CARDS, type Ctx, type EngineOp,
  type ChoiceFrame, type GameState, type Op, type OpsFrame, type RngState,
} from '../src/index.js';
import { choiceHandler } from '../src/choices.js';
import { opsHandler, playCard, runEffect, runOps, source } from '../src/effects.js';
import { codeOfAction } from '../src/typed/action-codes.js';
import { branchesHandlerT } from '../src/typed/effects-choice.js';
import { packPrompt } from '../src/typed/handler.js';
import { handlerOf } from '../src/handlers.js';
import { top } from '../src/stack.js';
import { resolveStories } from '../src/stories.js';
import { effectOfCard } from '../src/content/card-effects.js';
import { CARD_IDS } from '../src/content/poker-cards.js';
import { CARD, competitorCode, EFFECT, PROMPT_KIND, RULE, SPACE } from '../src/typed/codes.js';
import { COND } from '../src/typed/conds.js';
import { toTyped } from '../src/typed/convert.js';
import type { TypedCtx } from '../src/typed/ctx.js';
import { COND_CODES, decodeOps, encodeOps, OP } from '../src/typed/effects-codec.js';
import { opsHandlerT, playActionCardT, runEffectT, runOpsT } from '../src/typed/effects.js';
import { NO_SRC } from '../src/typed/frames.js';
import { topFrameT } from '../src/typed/stack.js';
import { resolveStoriesT } from '../src/typed/stories.js';
import { randomGame, randomSetup } from './random-games.js';
import { settleVisiting, sideBySideRunner, typedRecordOf } from './typed-helpers.js';


/** The states whose top frame is a choice with branches, met on the way. */
const branched: GameState[] = [];
/** One step both ways (typed-helpers.ts), events compared by type and seat; cases and NotPorted by label in `tally`. */
const runner = sideBySideRunner((e) => `${e.type}/${e.seat ?? -1}`, typedRecordOf(new Set()));
const tally = runner.tally;
/** Operations run by kind. */
const opsRun = new Map<string, number>();
const bump = (m: Map<string, number>, k: string): void => { m.set(k, (m.get(k) ?? 0) + 1); };

/** Runs a step both ways from `s`: the same ints and events, or NotPorted with nothing changed; returns v1's state after, or null. */
function sideBySide(label: string, s: GameState, v1: (ctx: Ctx) => void, v2: (c: TypedCtx) => void): GameState | null {
  return runner.sideBySide(label, s, v1, v2)?.s ?? null;
}

/** One ops frame step on top of `s`, both ways; returns v1's state after, or null. */
function opsStep(s: GameState): GameState | null {
  const f = top(s) as OpsFrame;
  const kind = f.ops[0]?.op ?? 'pop';
  const out = sideBySide(`step ${kind}`, s, (ctx) => opsHandler.run(ctx, top(ctx.s) as OpsFrame), (c) => opsHandlerT.run(c, topFrameT(c.m)));
  if (out) bump(opsRun, kind);
  const t = out && top(out);
  if (t?.k === 'choice' && t.branches !== undefined) branched.push(out!);
  return out;
}

/** Runs the ops frame on top of `s` step by step while it stays on top (a pushed frame or NotPorted ends it). */
function runChain(s: GameState | null): void {
  for (let i = 0; i < 60 && s !== null && top(s)?.k === 'ops'; i++) s = opsStep(s);
}

/** The encoded source of a v1 source (frames.ts `writeSrc`). */
function srcInts(src: ReturnType<typeof source>): number[] {
  return [EFFECT.code(src.effect), CARD.code(src.card), src.target === null ? -1 : competitorCode(src.target), SPACE.code(src.hideout), src.story ?? -1, src.fightAt ?? -1];
}

const pick = <T>(r: RngState, xs: readonly T[]): T => xs[randInt(r, xs.length)];

/** A random operation of every kind the engine has, with fields that fit `s`. */
function randomOps(s: GameState, r: RngState, seat: number): (Op | EngineOp)[] {
  const n = s.players.length, any = (): number => randInt(r, n), k = (): number => 1 + randInt(r, 3);
  const to = (): number | undefined => (randInt(r, 2) === 0 ? undefined : any());
  const why = (): string | undefined => pick(r, [undefined, 'story', 'duel', 'lostFight']);
  const simple: Op[] = [
    { op: 'money', n: 10 * k(), to: to(), why: why() }, { op: 'draw', n: k(), to: to(), why: why() }, { op: 'lp', n: k(), to: to() },
    { op: 'marshal', n: k(), to: to(), why: why() }, { op: 'wanted', n: k(), to: to() }, { op: 'nugget', n: k(), to: to() },
  ];
  const all: (Op | EngineOp)[] = [
    ...simple, { op: 'takeMoney', n: 20 }, { op: 'loseLp', n: k(), to: to() }, { op: 'heal', n: k(), to: to() },
    { op: 'choice', a: [{ op: 'lp', n: 1, to: seat, why: 'story' }], b: [{ op: pick(r, ['marshal', 'wanted'] as const), n: 1 }], labels: ['lp', pick(r, ['marshal', 'wanted'] as const)] },
    { op: 'choice', a: [{ op: 'lp', n: 1, to: seat, why: 'story' }], b: [{ op: 'wanted', n: 1, to: seat, why: 'story' }], labels: ['lp', 'wanted'], to: seat },
    { op: 'banditReward', to: to() }, { op: 'wound', n: k(), to: to(), why: why(), ...(randInt(r, 2) ? { uncancellable: true as const } : {}) },
    { op: 'wound', n: 1, opp: true }, { op: 'preventWound', n: k() }, { op: 'takeCattle' }, { op: 'move', n: k() }, { op: 'extendMove', n: 2 },
    { op: 'moveAction', k: k() }, { op: 'moveSheriff', n: k(), to: to() }, { op: 'sheriffHome' }, { op: 'modOpp', n: 3 }, { op: 'winTies' },
    { op: 'cancelFight' }, { op: 'peekFaceDown' }, { op: 'protectGoods' }, { op: 'removeBandit' }, { op: 'cycleStory' }, { op: 'pokerWild' },
    { op: 'pokerChoose', n: 3 }, { op: 'if', cond: pick(r, COND.values), then: [pick(r, simple), pick(r, simple)] },
    { op: 'onWin', then: [pick(r, simple)] }, { op: 'atFightEnd', then: [pick(r, simple)] },
    { op: 'discard', n: k(), to: to(), why: pick(r, ['fightCard', 'sheriff', 'handLimit'] as const) }, { op: 'discardRandom', n: k(), to: to() },
    { op: 'pay', n: 10 * k(), to: to() }, { op: 'arrest', to: any(), by: randInt(r, 2) ? 'sheriff' : any() },
    { op: 'ask', kind: pick(r, ['woundOrDiscard', 'discardOrPay', 'pointReward'] as const), options: [], to: any(), about: null },
    { op: 'ask', kind: 'mibLoot', options: ['money', 'nuggets'], to: any(), about: null },
    { op: 'robLoot', to: any(), victim: any() }, { op: 'robCattle', to: any(), victim: any() }, { op: 'fightCardEffect', to: any() },
    { op: 'storyStart', slot: 0 }, { op: 'storyBandits', slot: 1 }, { op: 'winEffects' }, { op: 'discardPlayed', card: pick(r, CARD_IDS) },
    { op: 'mib', act: 'lp', n: 1 },
  ];
  const out: (Op | EngineOp)[] = [];
  for (let i = 1 + randInt(r, 4); i > 0; i--) out.push(pick(r, all));
  return out.map((o) => JSON.parse(JSON.stringify(o)) as Op); // no undefined fields: as the content and the engine write them
}

const SETUPS = Array.from({ length: 8 }, (_, i) => randomSetup(4100 + i, 2 + (i % 5)));

describe('typed card operations (engine v2)', () => {
  it('encodes every effect and operation as records and back; its conditions are conds.ts COND', () => {
    expect(COND_CODES.values).toEqual(COND.values);
    for (const id of EFFECT_IDS) {
      const out: number[] = [];
      encodeOps(CARD_EFFECTS[id].ops, out);
      expect(decodeOps(Int32Array.from(out), 0, out.length)).toEqual(CARD_EFFECTS[id].ops);
    }
  });

  it('runs ops frames, cards, effects, story resolutions and every operation as effects.ts and stories.ts do', () => {
    const r = seedRng('typed-effects');
    const autos: GameState[] = [], bases: GameState[] = [];
    for (const setup of SETUPS) {
      randomGame(setup, 24, ({ state, action, index }) => {
        if (state.prompt?.kind === 'action' && index % 9 === 0) bases.push(state);
        const s = cloneState(state);
        const ctx = newCtx(s);
        const g = top(s)!;
        handlerOf(g).apply(ctx, g, action);
        s.seq++;
        settleVisiting(ctx, (x) => autos.push(x), (f) => f.k === 'ops');
      });
    }
    // Every ops frame step of the random games.
    for (const s of autos) opsStep(s);
    const fromGames = new Map(opsRun);
    for (const s of bases) {
      const seat = s.turn.seat, n = s.players.length;
      // Each card for its ACTION or REACTION, played from the hand with what it names (actions.ts playAction).
      for (const card of CARD_IDS) {
        const e = effectOfCard(card);
        if (e.type === 'BONUS' || randInt(r, 4) !== 0) continue;
        const target = e.param === 'target' ? pick(r, [...Array.from({ length: n }, (_, i) => i).filter((i) => i !== seat), ...(s.mib ? ['mib' as const] : [])]) : null;
        const hideout = e.param === 'hideout' && s.bandits.length > 0 ? pick(r, s.bandits) : null;
        const story = e.param === 'story' ? pick(r, [0, 1] as const) : null;
        if (target === undefined) continue;
        const src = source({ card, target, hideout, story });
        const x = srcInts(src);
        runChain(sideBySide(`playCard ${e.id}`, s, (ctx) => playCard(ctx, seat, card, src), (c) => playActionCardT(c, seat, CARD.code(card), x[2], x[3], x[4])));
      }
      // Random operations, over a wound, a loss of goods or a move now and then, with a source naming a target, a hideout and a story.
      const s2 = cloneState(s);
      const under = randInt(r, 4);
      if (under === 0) s2.stack.push({ k: 'wound', seat, n: 1 + randInt(r, 2), uncancellable: false, why: 'lostFight', stage: 'apply' });
      if (under === 1) s2.stack.push({ k: 'loseGoods', seat, money: 10, nuggets: 1, to: null, why: 'rob', stage: 'apply', protected: false });
      const ops = randomOps(s2, r, seat);
      const src = source({
        effect: randInt(r, 2) ? pick(r, EFFECT_IDS) : null, target: (seat + 1) % n, hideout: s.bandits.length > 0 ? pick(r, s.bandits) : pick(r, HIDEOUTS),
        story: pick(r, [0, 1] as const),
      });
      // An effect (BONUS too: no fight, so their fight operations do nothing), its source naming what it needs.
      const id = pick(r, EFFECT_IDS);
      const bare = randInt(r, 2) === 0 && CARD_EFFECTS[id].param === undefined;
      runChain(sideBySide(`runEffect ${id}`, s, (ctx) => runEffect(ctx, seat, id, bare ? source() : src), (c) => runEffectT(c, seat, EFFECT.code(id), bare ? NO_SRC : srcInts(src))));
      const recs: number[] = [];
      encodeOps(ops, recs);
      const announce = randInt(r, 2) === 0;
      runChain(sideBySide('runOps', s2, (ctx) => runOps(ctx, seat, ops, src, announce), (c) => runOpsT(c, seat, recs, srcInts(src), 0, announce)));
      // Story resolutions: one or both face-up stories completed with random discs.
      const s3 = cloneState(s);
      for (const slot of [0, 1] as const) {
        if (s3.stories[slot] === null || randInt(r, 2) === 0) continue;
        s3.storyDiscs[slot] = Array.from({ length: 1 + randInt(r, 3) }, () => randInt(r, n));
        s3.storyCompleted.push({ slot, by: pick(r, s3.storyDiscs[slot]) as number });
      }
      if (s3.storyCompleted.length === 0) continue;
      const label = `resolveStories ${s3.storyCompleted.map(({ slot }) => STORY_CARDS[s3.stories[slot]!].reward.choice ? 'choice' : 'plain').join('+')}`;
      runChain(sideBySide(label, s3, (ctx) => resolveStories(ctx), (c) => resolveStoriesT(c)));
    }
    // The effect choices with branches (effects-choice.ts): prompt, legal codes, each option, the lone option.
    const out = new Int32Array(8);
    for (const s of branched) {
      const f1 = top(s) as ChoiceFrame, f = topFrameT(toTyped(s).m), t = toTyped(s);
      const p1 = choiceHandler.prompt(s, f1);
      expect(branchesHandlerT.prompt(t.m, f)).toBe(p1 ? packPrompt(p1.seat, PROMPT_KIND.code(p1.kind), RULE.code(p1.rule)) : -1);
      if (!p1) {
        runChain(sideBySide('effectChoice run', s, (ctx) => choiceHandler.run(ctx, top(ctx.s) as ChoiceFrame), (c) => branchesHandlerT.run(c, topFrameT(c.m))));
        continue;
      }
      const legal = choiceHandler.legal(s, f1); // the frame's own list: some of these states are caught before settle names the prompt
      const n = branchesHandlerT.legal(t.m, f, out);
      expect([...out.subarray(0, n)]).toEqual(legal.map(codeOfAction));
      for (let i = 0; i < n; i++) {
        runChain(sideBySide(`effectChoice ${legal[i].type === 'choose' ? legal[i].option : '?'}`, s,
          (ctx) => choiceHandler.apply(ctx, top(ctx.s) as ChoiceFrame, legal[i]), (c) => branchesHandlerT.apply(c, topFrameT(c.m), out[i])));
      }
    }
    const rows = [...tally].sort((a, b) => a[0].localeCompare(b[0])).map(([k, t]) => `${k.padEnd(40)} ${String(t.cases).padStart(6)} ${String(t.notPorted).padStart(6)}`);
    const cover = OP.values.map((k) => `${k} ${fromGames.get(k) ?? 0}/${opsRun.get(k) ?? 0}`);
    console.log(`typed effects: label, cases, NotPorted\n${rows.join('\n')}\noperations run (from random games' ops frames / all): ${cover.join(', ')}, pop ${opsRun.get('pop') ?? 0}`);
    for (const k of OP.values) expect(opsRun.get(k) ?? 0, `operation ${k} run`).toBeGreaterThan(0);
    for (const id of EFFECT_IDS) if (CARD_EFFECTS[id].type !== 'BONUS') expect(tally.get(`playCard ${id}`)?.cases ?? 0, id).toBeGreaterThan(0);
    for (const [k, t] of tally) expect(t.notPorted, k).toBe(0); // the Man in Black's operation too (typed/mib.ts)
  });
});
