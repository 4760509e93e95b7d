// The typed engine's small decision frames (src/typed/choices.ts, choice-kinds.ts, interrupts.ts,
// sheriff.ts; docs/engine-v2.md) against choices.ts, interrupts.ts, sheriff.ts and effects.ts
// `pushWound`: from states of random games whose top frame is a choice (without branches), a
// pickSeat, a wound, a loseGoods or a sheriffMove, and from states built to reach every choice
// kind and option, the prompt, the legal codes and each listed decision (or the automatic step)
// give the same ints and the same events; where the typed side throws NotPorted, it has changed
// nothing. Also `pushWoundT`, `moveSheriffT` and the Sheriff's routes against v1.
import { describe, expect, it } from 'vitest';
import {
  cloneState, MAX_MONEY, newCtx, randInt, seedRng, type Action, type CardId, type CattleId, type ChoiceKind,
  type ChoiceOption, type Frame, type GameEvent, type GameState, type ItemId, type RngState, type Seat, type SpaceId,
} from '../src/index.js';
import { pushWound } from '../src/effects.js';
import { handlerOf } from '../src/handlers.js';
import { moveSheriff, sheriffRoutes, wantedAt } from '../src/sheriff.js';
import { top } from '../src/stack.js';
import { codeOfAction } from '../src/typed/action-codes.js';
import { CARD, CATTLE, CHARACTER, competitorCode, ITEM, PROMPT_KIND, RULE, SPACE, STORY, WHY } from '../src/typed/codes.js';
import { choiceHandlerT, pickSeatHandlerT } from '../src/typed/choices.js';
import { toTyped } from '../src/typed/convert.js';
import { EVENT, EVENT_SIZE } from '../src/typed/ctx.js';
import { packPrompt, type TypedHandler } from '../src/typed/handler.js';
import { loseGoodsHandlerT, pushWoundT, woundHandlerT } from '../src/typed/interrupts.js';
import { moveSheriffT, sheriffMoveHandlerT, sheriffRouteT } from '../src/typed/sheriff.js';
import { topFrameT } from '../src/typed/stack.js';
import { randomGame, randomSetup } from './random-games.js';
import { everyTable, settleVisiting, sideBySideRunner } from './typed-helpers.js';
import { CHOICE_KINDS, CHOICES, emptyHand, giveItem, makeWanted, othersOf, pick, push, walk } from './typed-choice-states.js';

/** An event as the typed record (events.ts): type/seat, then kind, a, b, c for the types these frames emit or cause. */
function v1Record(e: GameEvent): string {
  const head = `${e.type}/${e.seat ?? -1}`;
  const d = (e.data ?? {}) as Record<string, unknown>;
  const w = (x: unknown): number => WHY.code(x as string);
  const r = (kind: number, a: unknown = 0, b: unknown = 0, c: unknown = 0): string => `${head} ${kind} ${Number(a)} ${Number(b)} ${Number(c)}`;
  switch (e.type) {
    case 'moneyGained': case 'moneyLost': case 'nuggetsGained': case 'nuggetsLost': case 'lpLost': case 'woundsRemoved': case 'marshalPointsLost':
      return r(-1, d.amount, w(d.why));
    case 'lpGained': return r(-1, d.amount, w(d.why), d.total);
    case 'woundTaken': return r(-1, d.amount, d.ignored, w(d.why));
    case 'cardsDrawn': return r(-1, d.count, w(d.why));
    case 'cardDiscarded': return r(-1, CARD.code(d.card as CardId), w(d.why));
    case 'marshalPointGained': case 'wantedPointGained': return r(-1, d.total, w(d.why));
    case 'gameEndTriggered': return r(-1, d.round, d.lp);
    case 'deckReshuffled': return r(-1, d.cards);
    case 'itemDiscarded': return r(ITEM.code(e.kind as ItemId));
    case 'whiskeyUsed': return r(-1, d.target);
    case 'abilityUsed': return r(CHARACTER.code(e.kind as never), Object.values(d)[0] ?? 0);
    case 'storyContributed': return r(STORY.code(e.kind as never), d.slot, d.moved ? 1 : 0);
    case 'cattleDelivered': return r(e.kind === 'wrangle' ? 0 : e.kind === 'rustle' ? 1 : -1, CATTLE.code(d.token as CattleId), SPACE.code(d.at as SpaceId));
    case 'cattleStolen': return r(-1, d.from);
    case 'goodsTaken': return r(competitorCode(d.from as Seat | 'mib'), d.money, d.nuggets, w(d.why));
    case 'goodsProtected': return r(-1, d.money, d.nuggets, w(d.why));
    case 'sheriffMoved': { const path = d.path as SpaceId[]; return r(-1, SPACE.code(path[0]), SPACE.code(d.to as SpaceId), path.length - 1); }
    default: return head;
  }
}
const DETAILED = new Set(['moneyGained', 'moneyLost', 'nuggetsGained', 'nuggetsLost', 'lpLost', 'woundsRemoved', 'marshalPointsLost', 'lpGained',
  'woundTaken', 'cardsDrawn', 'cardDiscarded', 'marshalPointGained', 'wantedPointGained', 'gameEndTriggered', 'deckReshuffled', 'itemDiscarded',
  'whiskeyUsed', 'abilityUsed', 'storyContributed', 'cattleDelivered', 'cattleStolen', 'goodsTaken', 'goodsProtected', 'sheriffMoved']);

/** Coverage: cases compared and those the typed side declined with NotPorted, by path; and outcomes seen. */
const notes = new Map<string, number>();
const note = (label: string): void => { notes.set(label, (notes.get(label) ?? 0) + 1); };

/** One step both ways (typed-helpers.ts): the same ints and events, or NotPorted with nothing changed. */
const { tally, sideBySide } = sideBySideRunner(v1Record, (c, i) => {
  const [type, seat, kind, a, b, d] = c.ev.subarray(i, i + EVENT_SIZE);
  const t = EVENT.at(type);
  return DETAILED.has(t) ? `${t}/${seat} ${kind} ${a} ${b} ${d}` : `${t}/${seat}`;
});

const TYPED: Partial<Record<Frame['k'], TypedHandler>> = {
  choice: choiceHandlerT, pickSeat: pickSeatHandlerT, wound: woundHandlerT, loseGoods: loseGoodsHandlerT, sheriffMove: sheriffMoveHandlerT,
};
/** True for the frames of fixed layout ported here (a choice with branches is generic: not ours). */
const ours = (f: Frame | undefined): boolean => f !== undefined && TYPED[f.k] !== undefined && !(f.k === 'choice' && f.branches !== undefined);

/** The path a decision (or the automatic step, `a` null) takes, for the coverage. */
function pathOf(s: GameState, f: Frame, a: Action | null): string {
  switch (f.k) {
    case 'choice': return `choice ${f.kind}: ${a ? (a.type === 'choose' ? a.option : a.type) : `run ${f.options.length === 1 ? f.options[0] : 'none'}`}`;
    case 'pickSeat': return `pickSeat ${f.why}: ${a ? a.type : 'run'}`;
    case 'wound': return `wound ${f.stage}`;
    case 'loseGoods': return `loseGoods ${f.stage}${f.stage === 'apply' && f.protected ? ' protected' : ''}`;
    case 'sheriffMove': {
      if (!a) return 'sheriffMove: run';
      if (a.type !== 'moveSheriff' || a.to === s.sheriff) return 'sheriffMove: stay';
      const n = wantedAt(s, a.to).length;
      return `sheriffMove: move onto ${n === 0 ? 'nobody' : n === 1 ? '1 Wanted' : 'several Wanted'}`;
    }
    default: throw new Error(`not ours: ${f.k}`);
  }
}

/** What a step did, seen on v1's side, for the notes. */
function outcome(path: string, before: GameState, after: { s: GameState; events: GameEvent[] }): void {
  const types = new Set(after.events.map((e) => e.type));
  const grew = after.s.stack.length - before.stack.length;
  if (grew >= 0 && after.s.stack.length > 0 && top(after.s)!.k !== top(before)!.k) note(`${path} → pushes a ${top(after.s)!.k}`);
  for (const t of ['abilityUsed', 'goodsTaken', 'goodsProtected', 'storyContributed', 'cattleDelivered', 'lpGained', 'legendaryUnlocked',
    'deckReshuffled', 'cardsDrawn', 'cardDiscarded', 'gameEndTriggered']) if (types.has(t)) note(`${path} → ${t}`);
  if (after.events.some((e) => e.type === 'woundTaken' && (e.data as { ignored: number }).ignored > 0)) note(`${path} → wounds capped`);
  if (path.startsWith('choice moveDisc: moveDisc')) {
    if (!types.has('storyContributed')) note(`${path} → locked`);
    if (grew < -1) note(`${path} → the other offer popped`);
    if (after.s.storyCompleted.length > before.storyCompleted.length) note(`${path} → story completed`);
  }
  const d = after.events.find((e) => e.type === 'cattleDelivered');
  if (d) note(`${path} → ${d.kind}`);
}

const out = new Int32Array(256);
/** The top frame's prompt and list both ways, then each listed decision (or the automatic step) side by side. */
function checkTop(s: GameState): void {
  const f = top(s)!;
  const h = handlerOf(f), th = TYPED[f.k]!;
  const t = toTyped(s).m, at = topFrameT(t);
  const p = h.prompt(s, f);
  expect(th.prompt(t, at), `${f.k} prompt at seq ${s.seq}`).toBe(p ? packPrompt(p.seat, PROMPT_KIND.code(p.kind), RULE.code(p.rule)) : -1);
  if (!p) {
    const path = pathOf(s, f, null);
    const after = sideBySide(path, s, (ctx) => h.run(ctx, top(ctx.s)!), (c) => th.run(c, topFrameT(c.m)));
    if (after) outcome(path, s, after);
    return;
  }
  const legal = h.legal(s, f);
  expect(Array.from(out.subarray(0, th.legal(t, at, out))), `${f.k} list at seq ${s.seq}`).toEqual(legal.map(codeOfAction));
  for (const a of legal) {
    const path = pathOf(s, f, a);
    const after = sideBySide(path, s, (ctx) => h.apply(ctx, top(ctx.s)!, a), (c) => th.apply(c, topFrameT(c.m), codeOfAction(a)));
    if (after) outcome(path, s, after);
  }
}

/** The Sheriff's routes of up to `steps` both ways: every destination's route, and staying put. */
function checkRoutes(s: GameState, steps: number): void {
  const v1 = sheriffRoutes(s, steps);
  const t = toTyped(s).m, path = new Int32Array(80);
  for (const to of [...v1.destinations, ...(v1.destinations.includes(s.sheriff) ? [] : [s.sheriff])]) {
    const want = v1.route(to);
    const n = sheriffRouteT(t, steps, SPACE.code(to), path);
    expect(n < 0 ? undefined : Array.from(path.subarray(0, n)).map((c) => SPACE.at(c)), `route to ${to} in ${steps}`).toEqual(want);
    note(to === s.sheriff ? (want ? 'route: there and back' : 'route: no way back') : 'route: to a destination');
  }
}

// ---- Built states (typed-choice-states.ts): a frame pushed on a state of a random game, with what it needs ----

/** States built from `base` with each of our frames on top (every choice kind, picks, wounds, losses, Sheriff moves). */
function built(base: GameState, r: RngState): GameState[] {
  const outStates: GameState[] = [];
  const seat = base.prompt!.seat;
  for (const kind of CHOICE_KINDS) {
    const x = cloneState(base);
    const f = CHOICES[kind](x, seat, r);
    if (!f) continue;
    outStates.push(push(cloneState(x), f));
    // A single option applies without asking; none only pops.
    const one: ChoiceOption[] = randInt(r, 6) === 0 ? [] : [pick(r, f.options)];
    outStates.push(push(x, { ...f, options: one }));
  }
  // Whiskey's target (R16.2) among the others here, and the Sheriff's target among Wanted players (R12.2).
  {
    const x = cloneState(base);
    giveItem(x, seat, 'whiskey');
    const here = othersOf(x, seat).filter(() => randInt(r, 2) === 0);
    if (here.length === 0) here.push(othersOf(x, seat)[0]);
    for (const o of here) x.players[o].pos = x.players[seat].pos;
    if (randInt(r, 3) === 0) x.players[here[0]].wounds = 3;
    outStates.push(push(x, { k: 'pickSeat', seat, why: 'whiskey', options: here, canPass: true, at: x.players[seat].pos! }));
    const y = cloneState(base);
    const wanted = othersOf(y, seat).slice(0, 1 + randInt(r, 2));
    for (const o of wanted) { makeWanted(y, o, 1); y.players[o].pos = y.sheriff; }
    outStates.push(push(y, { k: 'pickSeat', seat, why: 'sheriffTarget', options: wanted, canPass: false, at: y.sheriff }));
  }
  // Wounds at both stages: with or without cards (the window), near the cap, Doc Holliday.
  for (const stage of ['window', 'apply'] as const) {
    const x = cloneState(base);
    const v = randInt(r, x.players.length);
    x.players[v].wounds = randInt(r, 4);
    if (randInt(r, 3) === 0) emptyHand(x, v);
    if (randInt(r, 3) === 0) Object.assign(x.players[v], { character: 'doc-holliday', legendary: true });
    const why = pick(r, ['lostFight', 'whiskey', 'fightCard:F7', 'annie-oakley', 'bandit']);
    outStates.push(push(x, { k: 'wound', seat: v, n: randInt(r, 4), uncancellable: randInt(r, 2) === 0, why, stage }));
  }
  // Goods about to be lost: to another seat or the supply, protected or not, the taker near its limits.
  for (const stage of ['window', 'apply'] as const) {
    const x = cloneState(base);
    const v = randInt(r, x.players.length);
    const to = randInt(r, 4) === 0 ? null : pick(r, othersOf(x, v));
    Object.assign(x.players[v], { money: pick(r, [0, 10, 30, 70]), nuggets: randInt(r, 4) });
    if (to !== null) {
      Object.assign(x.players[to], { money: pick(r, [0, 100, MAX_MONEY]), nuggets: pick(r, [0, 3, 4]) });
      if (randInt(r, 3) === 0) giveItem(x, to, 'mule');
    }
    const why = pick(r, ['rob', 'pickpocket', 'billy-the-kid', 'arrest']);
    outStates.push(push(x, {
      k: 'loseGoods', seat: v, money: pick(r, [0, 10, 20, 40]), nuggets: randInt(r, 3), to, why, stage, protected: randInt(r, 3) === 0,
    }));
  }
  // The Sheriff's move: nobody Wanted (he stays), or Wanted players near him, sometimes two on one space.
  {
    const x = cloneState(base);
    for (const p of x.players) p.wanted = 0;
    const steps = 1 + randInt(r, 6);
    if (randInt(r, 6) !== 0) {
      const wanted = othersOf(x, -1).filter(() => randInt(r, 2) === 0).slice(0, 3);
      let last: SpaceId | null = null;
      for (const o of wanted) {
        makeWanted(x, o, 1);
        x.players[o].pos = last !== null && randInt(r, 2) === 0 ? last : walk(x.sheriff, 1 + randInt(r, steps), r);
        last = x.players[o].pos;
      }
    }
    const mover = randInt(r, x.players.length);
    checkRoutes(x, steps);
    sideBySide('moveSheriff op', x, (ctx) => moveSheriff(ctx, mover, steps), (c) => moveSheriffT(c, mover, steps));
    outStates.push(push(x, { k: 'sheriffMove', seat: mover, steps }));
  }
  return outStates;
}

/** Random games: every player count, the Goal variant, the Man in Black with 2 players, beginner tables; two seeds each. */
const SETUPS = [5100, 5200].flatMap((seed) => [...everyTable(seed), randomSetup(seed + 12, 4)]);

describe('typed small decision frames (engine v2)', () => {
  it('prompt, list and decide choices, picks, wounds, losses and Sheriff moves exactly as v1', () => {
    const r = seedRng('typed-choices');
    const decisions: GameState[] = [], autos: GameState[] = [], bases: GameState[] = [];
    for (const setup of SETUPS) {
      randomGame(setup, 20, ({ state, action, index }) => {
        const f = top(state);
        if (ours(f)) decisions.push(state);
        if (state.prompt?.kind === 'action' && index % 12 === 0) bases.push(state);
        const s = cloneState(state);
        const ctx = newCtx(s);
        const g = top(s)!;
        handlerOf(g).apply(ctx, g, action);
        s.seq++;
        settleVisiting(ctx, (x) => autos.push(x), (f) => ours(f));
      });
    }
    for (const s of decisions) checkTop(s);
    for (const s of autos) checkTop(s);
    const fromRandom = new Map([...tally].map(([k, t]) => [k, { ...t }]));
    for (const s of bases) {
      const seat = randInt(r, s.players.length), n = randInt(r, 4), unc = randInt(r, 2) === 0, why = pick(r, ['lostFight', 'whiskey', 'doc-holliday']);
      sideBySide('pushWound', s, (ctx) => pushWound(ctx, seat, n, why, unc), (c) => pushWoundT(c, seat, n, WHY.code(why), unc));
      const steps = 1 + randInt(r, 5);
      sideBySide('moveSheriff op', s, (ctx) => moveSheriff(ctx, seat, steps), (c) => moveSheriffT(c, seat, steps));
      checkRoutes(s, steps);
      for (const x of built(s, r)) checkTop(x);
    }

    const rows = [...tally].sort(([x], [y]) => x.localeCompare(y));
    console.log(rows.map(([k, t]) => `${k.padEnd(40)} ${String(t.cases).padStart(5)} cases (${String(fromRandom.get(k)?.cases ?? 0).padStart(4)} from random games), ${t.notPorted} NotPorted`).join('\n'));
    console.log([...notes].sort(([x], [y]) => x.localeCompare(y)).map(([k, n]) => `${k.padEnd(60)} ${String(n).padStart(5)}`).join('\n'));
    const all = rows.reduce((acc, [, t]) => ({ cases: acc.cases + t.cases, notPorted: acc.notPorted + t.notPorted }), { cases: 0, notPorted: 0 });
    console.log(`all: ${all.cases} cases, ${all.notPorted} NotPorted (${(100 * (1 - all.notPorted / all.cases)).toFixed(1)}% taken by the typed side)`);

    // Only the paths into modules not ported decline, and they always do.
    const declining = new Set<string>(); // fights are ported (typed/fight.ts): the restart and the Sheriff's fight too
    for (const [k, t] of rows) expect(t.notPorted, k).toBe(declining.has(k) ? t.cases : 0);
    // Every choice kind and option, each frame's paths, came up often enough.
    const options: Record<ChoiceKind, string[]> = {
      banditReward: ['lp', 'marshal'], pointReward: ['lp', 'marshal', 'wanted'], woundOrDiscard: ['wound', 'discardRandom'],
      discardOrPay: ['discardCard', 'pay'], robLoot: ['money', 'nuggets'], robCattle: ['take', 'leave'], deliver: ['deliver', 'keep'],
      restartFight: ['restart', 'keep'], moveDisc: ['moveDisc', 'keep'], effectChoice: ['lp', 'marshal'], mibLoot: ['money', 'nuggets'],
      prospectorsMap: ['keep', 'reroll1', 'reroll2'],
    };
    const required = [
      ...CHOICE_KINDS.flatMap((k) => [...options[k].flatMap((o) => [`choice ${k}: ${o}`, `choice ${k}: run ${o}`]), `choice ${k}: run none`]),
      'pickSeat whiskey: pass', 'pickSeat whiskey: target', 'pickSeat sheriffTarget: target', 'pickSeat sheriffTarget: run',
      'wound window', 'wound apply', 'loseGoods window', 'loseGoods apply', 'loseGoods apply protected',
      'sheriffMove: run', 'sheriffMove: stay', 'sheriffMove: move onto nobody', 'sheriffMove: move onto 1 Wanted', 'sheriffMove: move onto several Wanted',
      'pushWound', 'moveSheriff op',
    ];
    for (const k of required) expect(tally.get(k)?.cases ?? 0, k).toBeGreaterThanOrEqual(3);
    for (const k of ['choice deliver: deliver', 'choice banditReward: lp', 'choice robLoot: money', 'wound window', 'wound apply', 'loseGoods window',
      'loseGoods apply', 'pickSeat whiskey: target', 'sheriffMove: stay', 'choice robCattle: take', 'choice prospectorsMap: keep']) {
      expect(fromRandom.get(k)?.cases ?? 0, `${k} from random games`).toBeGreaterThan(0);
    }
    for (const k of ['choice deliver: deliver → wrangle', 'choice deliver: deliver → rustle', 'wound apply → abilityUsed', 'wound apply → wounds capped',
      'wound window → pushes a window', 'loseGoods window → pushes a window', 'loseGoods apply → goodsTaken', 'loseGoods apply protected → goodsProtected',
      'choice moveDisc: moveDisc → locked', 'choice moveDisc: moveDisc → the other offer popped', 'choice moveDisc: moveDisc → story completed',
      'choice moveDisc: moveDisc → abilityUsed', 'choice mibLoot: money → goodsTaken', 'choice robLoot: money → pushes a loseGoods',
      'choice discardOrPay: discardCard → pushes a discard', 'choice woundOrDiscard: wound → pushes a wound', 'pickSeat whiskey: target → pushes a wound',
      'sheriffMove: move onto several Wanted → pushes a pickSeat', 'route: there and back', 'route: to a destination']) {
      expect(notes.get(k) ?? 0, k).toBeGreaterThanOrEqual(2);
    }
  });
});
