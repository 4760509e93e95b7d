// The typed engine's Man in Black (src/typed/mib.ts, mib-fight.ts, scoring.ts; docs/engine-v2.md)
// against mib.ts, mib-fight.ts and scoring.ts, side by side on states of random 2-player Man in
// Black games and on states built from them: (1) the end of the game with his score line and his
// win of ties; (2) his turn: the turn's 'next' step when his turn is due and every step of the
// mibTurn frame, with each of his 10 cards from built positions (walks, bandits, Tall Tales with
// his discs short, a reshuffle); (3) the `mib` operation (his LP, his Sheriff moves, a player he
// robbed) and story resolution with his discs (his reward, his Sheriff move); (4) his fights at
// every step, built and from random games, and the fight action against him. Each case gives the
// same ints (toTyped of v1's state after the step) and the same events (type/seat, and the values
// of his own events).
import { describe, expect, it } from 'vitest';
import {
  cloneState, newCtx, randInt, seedRng, settle, SPACE_IDS, MIB_CARD_IDS, type Action, type CardId, type FightFrame, type Frame, type GameEvent,
  type GameState, type RngState,
} from '../src/index.js';
import { FIGHT_CARD_IDS, FIGHT_CARDS } from '../src/content/fight-cards.js';
import { cardValue } from '../src/content/poker-cards.js';
import { handlerOf } from '../src/handlers.js';
import { mibOp } from '../src/mib.js';
import { mibCardOf } from '../src/mib-fight.js';
import { finishGame } from '../src/scoring.js';
import { resolveStories } from '../src/stories.js';
import { top } from '../src/stack.js';
import { codeOfAction } from '../src/typed/action-codes.js';
import { competitorCode, MIB_CARD, PROMPT_KIND, RULE, SPACE, WHY } from '../src/typed/codes.js';
import { toTyped } from '../src/typed/convert.js';
import { EVENT, EVENT_SIZE } from '../src/typed/ctx.js';
import { settleT } from '../src/typed/engine.js';
import { fightHandlerT } from '../src/typed/fight.js';
import { packPrompt, type TypedHandler } from '../src/typed/handler.js';
import { mibOpT, mibTurnHandlerT } from '../src/typed/mib.js';
import { finishGameT } from '../src/typed/scoring.js';
import { resolveStoriesT } from '../src/typed/stories.js';
import { topFrameT } from '../src/typed/stack.js';
import { turnHandlerT } from '../src/typed/turn.js';
import { randomGame, randomSetup } from './random-games.js';
import { settleVisiting, sideBySideRunner } from './typed-helpers.js';

/** A v1 event as the typed record: type/seat, then the values of his own events (typed/mib.ts, events.ts). */
function v1Record(e: GameEvent): string {
  const head = `${e.type}/${e.seat ?? -1}`;
  const d = (e.data ?? {}) as Record<string, unknown>;
  const card = (): number => (e.kind === undefined ? -1 : MIB_CARD.code(e.kind as never));
  switch (e.type) {
    case 'manInBlackLp': return `${head} ${String(d.why).startsWith('MIB-') ? MIB_CARD.code(d.why as never) : -1} ${Number(d.amount)} ${Number(d.total)}`;
    case 'manInBlackMoved': return `${head} ${card()} ${SPACE.code(d.from as never)} ${SPACE.code(d.to as never)} ${Number(d.steps)}`;
    case 'manInBlackActed': return `${head} ${card()} ${SPACE.code(d.at as never)}`;
    case 'manInBlackTurnEnded': return `${head} ${card()}`;
    case 'gameEndTriggered': return `${head} ${Number(d.round)} ${Number(d.lp)}`;
    case 'fightResolved': return `${head} ${competitorCode(d.winner as never)}`;
    case 'manInBlackCardPlaced': return `${head} ${Number(d.drawn)}`;
    default: return head;
  }
}
/** The typed record the same way. */
const { tally, sideBySide } = sideBySideRunner(v1Record, (c, i) => {
  const [type, seat, kind, a, b, x] = c.ev.subarray(i, i + EVENT_SIZE);
  const t = EVENT.at(type), head = `${t}/${seat}`;
  switch (t) {
    case 'manInBlackLp': return `${head} ${kind} ${a} ${x}`;
    case 'manInBlackMoved': return `${head} ${kind} ${a} ${b} ${x}`;
    case 'manInBlackActed': return `${head} ${kind} ${a}`;
    case 'manInBlackTurnEnded': return `${head} ${kind}`;
    case 'gameEndTriggered': return `${head} ${a} ${b}`;
    case 'fightResolved': return `${head} ${a}`;
    case 'manInBlackCardPlaced': return `${head} ${a}`;
    default: return head;
  }
});

const pick = <T>(r: RngState, xs: readonly T[]): T => xs[randInt(r, xs.length)];
const out = new Int32Array(128);

/** States of random 2-player Man in Black games: before each automatic step of the frames `wanted` picks, and every `every`-th action prompt. */
function collect(seeds: number[], wanted: (f: Frame) => boolean, every = 9): { frames: GameState[]; bases: GameState[] } {
  const frames: GameState[] = [], bases: GameState[] = [];
  for (const seed of seeds) {
    randomGame(randomSetup(seed, 2, { manInBlack: true, ...(seed % 3 === 0 ? { goals: true } : {}) }), 200, ({ state, action, index }) => {
      const f = top(state);
      if (f && wanted(f)) frames.push(state);
      if (state.prompt?.kind === 'action' && index % every === 0) bases.push(state);
      const s = cloneState(state), ctx = newCtx(s), g = top(s)!;
      handlerOf(g).apply(ctx, g, action);
      s.seq++;
      settleVisiting(ctx, (x) => frames.push(x), wanted);
    });
  }
  return { frames, bases };
}

/** The top frame's step both ways: its prompt and list, then each decision, or the automatic step; following the frame for up to `depth` steps. */
function checkTop(label: string, s: GameState, h2: TypedHandler, isOurs: (f: Frame) => boolean, depth = 8): void {
  const f = top(s);
  if (!f || !isOurs(f) || depth === 0) return;
  const h = handlerOf(f), t = toTyped(s).m, at = topFrameT(t);
  const p = h.prompt(s, f), step = 'step' in f ? String(f.step) : '';
  expect(h2.prompt(t, at), `${label} ${step} prompt at seq ${s.seq}`).toBe(p ? packPrompt(p.seat, PROMPT_KIND.code(p.kind), RULE.code(p.rule)) : -1);
  if (!p) {
    const after = sideBySide(`${label} ${step}: run`, s, (ctx) => h.run(ctx, top(ctx.s)!), (c) => h2.run(c, topFrameT(c.m)));
    if (after) checkTop(label, after.s, h2, isOurs, depth - 1);
    return;
  }
  const legal = h.legal(s, f);
  expect(Array.from(out.subarray(0, h2.legal(t, at, out))), `${label} ${step} list at seq ${s.seq}`).toEqual(legal.map(codeOfAction));
  for (const a of legal) {
    const after = sideBySide(`${label} ${step}: ${a.type}`, s, (ctx) => h.apply(ctx, top(ctx.s)!, a), (c) => h2.apply(c, topFrameT(c.m), codeOfAction(a)));
    if (after && a === legal[0]) checkTop(label, after.s, h2, isOurs, depth - 1);
  }
}

/** From `s`, v1's settle against settleT (to the next decision). */
const settleBoth = (label: string, s: GameState): void => { sideBySide(label, s, (ctx) => settle(ctx), (c) => settleT(c)); };

const SEEDS = Array.from({ length: 14 }, (_, i) => 8300 + i);
const isMibTurn = (f: Frame): boolean => f.k === 'mibTurn';
const isMibFight = (f: Frame): boolean => f.k === 'fight' && f.mib !== undefined;
const isNext = (f: Frame): boolean => f.k === 'turn' && (f.step === 'next' || f.step === 'mib');
const { frames, bases } = collect(SEEDS, (f) => isMibTurn(f) || isMibFight(f) || isNext(f));

/** Asserts every case of the labels matching `prefix` was taken by the typed side, and that there were at least `min`. */
function expectTaken(prefix: string, min: number): void {
  const rows = [...tally].filter(([k]) => k.startsWith(prefix));
  const cases = rows.reduce((n, [, t]) => n + t.cases, 0);
  console.log(rows.sort(([x], [y]) => x.localeCompare(y)).map(([k, t]) => `${k.padEnd(44)} ${String(t.cases).padStart(5)} cases, ${t.notPorted} NotPorted`).join('\n'));
  for (const [k, t] of rows) expect(t.notPorted, k).toBe(0);
  expect(cases, prefix).toBeGreaterThanOrEqual(min);
}

describe('typed Man in Black (R20, engine v2)', () => {
  it('(1) R19.3 R20.1 ends a game with his score line and his win of ties exactly as scoring.ts does', () => {
    const r = seedRng('typed-mib-end');
    for (const base of bases) {
      for (const d of [-1, 0, 1, randInt(r, 9) - 4]) {
        const s = cloneState(base);
        // His total (LP + 2) against the best player's total, below, equal (he wins the tie) or above.
        const best = Math.max(...s.players.map((p) => p.lp + Math.min(2, Math.floor(p.money / 60)) - p.wounds));
        s.mib!.lp = Math.max(0, best - 2 + d);
        sideBySide('end', s, (ctx) => finishGame(ctx), (c) => finishGameT(c));
      }
    }
    expectTaken('end', 200);
  });

  it("(2) R20.1 runs his turn (the turn's 'next' step, the mibTurn frame) exactly as mib.ts does", () => {
    for (const s of frames) if (isNext(top(s)!) || isMibTurn(top(s)!)) checkTop(top(s)!.k, s, top(s)!.k === 'turn' ? turnHandlerT : mibTurnHandlerT, (f) => f.k === top(s)!.k, 1);
    // Built: each of his cards from a random space, with bandits or none, his discs short or not, an empty deck (a reshuffle).
    const r = seedRng('typed-mib-turn');
    for (const base of bases.slice(0, 60)) {
      for (const card of MIB_CARD_IDS) {
        const s = cloneState(base), m = s.mib!;
        m.pos = pick(r, SPACE_IDS);
        m.deck = randInt(r, 8) === 0 ? [] : [card, ...m.deck.filter((x) => x !== card)];
        m.revealed = m.revealed.filter((x) => x !== card);
        if (randInt(r, 3) === 0) s.bandits = [];
        if (randInt(r, 3) === 0) s.players[randInt(r, 2)].lp = pick(r, [0, 5, 12]);
        if (card === 'MIB-10' && randInt(r, 2) === 0) {
          s.storyDiscs = [['mib', 'mib'], [0]];
          if (randInt(r, 2) === 0) s.storyDiscs.reverse();
        }
        if (randInt(r, 4) === 0) s.storyContributed = [randInt(r, 2) === 0, randInt(r, 2) === 0];
        s.stack = [...s.stack, { k: 'mibTurn', step: 'reveal', card: null }];
        checkTop('mibTurn', s, mibTurnHandlerT, isMibTurn, 5);
        settleBoth('mibTurn settle', s);
      }
    }
    expectTaken('turn', 40);
    expectTaken('mibTurn', 2500);
    for (const k of ['mibTurn reveal: run', 'mibTurn resolve: run', 'mibTurn stories: run', 'mibTurn end: run']) expect(tally.get(k)?.cases ?? 0, k).toBeGreaterThan(100);
  });

  it('(3) R20.1 applies the mib operation and resolves stories with his discs exactly as mib.ts and stories.ts do', () => {
    const r = seedRng('typed-mib-op');
    const ACT = { lp: 0, sheriff: 1, robbed: 2 } as const;
    for (const base of bases) {
      for (const act of ['lp', 'sheriff', 'robbed'] as const) {
        const s = cloneState(base), n = 1 + randInt(r, 4), to = randInt(r, 2), why = pick(r, [undefined, 'duel', 'rob', 'story'] as const);
        // Wanted players for his Sheriff moves, on random spaces; money or none for a robbery.
        for (const p of s.players) {
          if (randInt(r, 2) === 0) p.wanted = randInt(r, 4);
          if (randInt(r, 3) === 0) p.pos = pick(r, SPACE_IDS);
          if (randInt(r, 3) === 0) { p.money = pick(r, [0, 10, 30, 70]); p.nuggets = randInt(r, 4); }
        }
        if (randInt(r, 3) === 0) s.sheriff = pick(r, SPACE_IDS);
        sideBySide(`op ${act}`, s, (ctx) => { mibOp(ctx, act, n, act === 'robbed' ? to : undefined, why ?? 'manInBlack'); settle(ctx); },
          (c) => { mibOpT(c, ACT[act], n, act === 'robbed' ? to : -1, why === undefined ? -1 : WHY.code(why)); settleT(c); });
      }
      // Stories completed with his discs on them, by him or by a player: his reward, his Sheriff move.
      for (let k = 0; k < 2; k++) {
        const s = cloneState(base);
        if (s.stories[0] === null || s.stories[1] === null) continue;
        const slot = randInt(r, 2) as 0 | 1;
        s.storyDiscs[slot] = pick(r, [['mib'], ['mib', 0], [1, 'mib', 0], [0, 1]]);
        if (randInt(r, 2) === 0) s.storyDiscs[1 - slot] = ['mib'];
        s.storyCompleted = [{ slot, by: pick(r, ['mib', 0, 1] as const) }];
        for (const p of s.players) if (randInt(r, 2) === 0) p.wanted = randInt(r, 3);
        sideBySide('story', s, (ctx) => { resolveStories(ctx); settle(ctx); }, (c) => { resolveStoriesT(c); settleT(c); });
      }
    }
    expectTaken('op ', 300);
    expectTaken('story', 100);
  });

  it('(4) R20.1 plays his fights at every step, and the fight action against him, exactly as mib-fight.ts does', () => {
    for (const s of frames) if (isMibFight(top(s)!)) checkTop('fight', s, fightHandlerT, isMibFight, 3);
    const fromRandom = [...tally].filter(([k]) => k.startsWith('fight')).reduce((n, [, t]) => n + t.cases, 0);
    const r = seedRng('typed-mib-fight');
    const STEPS = ['declared', 'startFight', 'draw', 'attackerPlace', 'placed', 'targetRespond', 'reveal', 'react', 'cardEffect', 'result', 'end', 'fightEnd', 'closed'] as const;
    for (const base of bases) {
      // The fight action against him (both kinds) where he stands on the player's space.
      const s0 = cloneState(base), seat = s0.turn.seat;
      s0.mib!.pos = s0.players[seat].pos!;
      s0.turn.fought = [];
      for (const kind of ['duel', 'rob'] as const) {
        const a: Action = { type: 'fight', target: 'mib', kind };
        const f = top(s0)!;
        if (f.k === 'turn' && f.step === 'actions' && s0.turn.actionsLeft > 0) {
          sideBySide('fight action', s0, (ctx) => { handlerOf(f).apply(ctx, top(ctx.s)!, a); settle(ctx); }, (c) => { turnHandlerT.apply(c, topFrameT(c.m), codeOfAction(a)); settleT(c); });
        }
      }
      // Built fights: either side, either kind, any step, cards or none, modifiers, Legendary abilities, entries, cancelled or fled.
      for (let i = 0; i < 4; i++) {
        const s = cloneState(base), mib = pick(r, ['attacker', 'target'] as const), step = pick(r, STEPS);
        const late = STEPS.indexOf(step) >= STEPS.indexOf('reveal');
        if (randInt(r, 3) === 0) Object.assign(s.players[seat], { character: pick(r, ['jesse-james', 'kit-carson', 'doc-holliday'] as const), legendary: true });
        if (randInt(r, 4) === 0) s.players[seat].pos = pick(r, SPACE_IDS);
        if (randInt(r, 6) === 0) s.players[seat].hand = [];
        const drawn = late || step === 'placed' || step === 'targetRespond' || randInt(r, 4) === 0 ? s.fightDeck.splice(0, 1 + randInt(r, 3)) : [];
        const entry = (): FightFrame['onWin'][number] => ({ seat, effect: pick(r, ['wallop', 'tin-star', 'turn-the-tables'] as const), card: null, ops: [{ op: 'lp', n: 1 }] });
        const f: FightFrame = {
          k: 'fight', kind: pick(r, ['duel', 'rob'] as const), attacker: seat, target: null, step, hideout: null, chooser: null, drawn,
          npcCard: drawn.length > 0 ? mibCardOf(drawn) : late ? pick(r, FIGHT_CARD_IDS) : null,
          attackerCard: late || randInt(r, 3) === 0 ? (s.pokerDeck.pop() ?? null) as CardId | null : null, blind: false, targetCard: null,
          revealed: late, fled: randInt(r, 8) === 0, attackerValue: 0, targetValue: 0,
          winner: STEPS.indexOf(step) > STEPS.indexOf('result') || randInt(r, 8) === 0 ? pick(r, ['attacker', 'target'] as const) : null,
          peeks: [], noMarshal: false, modOnAttacker: randInt(r, 3), modOnTarget: randInt(r, 3), winTies: randInt(r, 4) === 0 ? [seat] : [],
          legends: late && s.players[seat].legendary ? [seat] : [], onWin: randInt(r, 2) === 0 ? [entry()] : [], atEnd: randInt(r, 3) === 0 ? [entry()] : [],
          cancelled: randInt(r, 10) === 0, mib,
        };
        if (randInt(r, 5) === 0) f.mibPeeked = true;
        s.stack = [...s.stack, f];
        checkTop('fight', s, fightHandlerT, isMibFight, 8);
      }
      // A tie at the result (the player's card −1 equal to his): he wins it (MIB-00 step 6).
      const s = cloneState(base), card = s.pokerDeck.find((x) => cardValue(x) >= 3);
      if (card === undefined) continue;
      const npcCard = FIGHT_CARD_IDS.find((x) => FIGHT_CARDS[x].value === cardValue(card) - 1)!;
      s.stack = [...s.stack, {
        k: 'fight', kind: pick(r, ['duel', 'rob'] as const), attacker: seat, target: null, step: 'result', hideout: null, chooser: null, drawn: [npcCard], npcCard,
        attackerCard: card, blind: false, targetCard: null, revealed: true, fled: false, attackerValue: 0, targetValue: 0, winner: null, peeks: [], noMarshal: false,
        modOnAttacker: 0, modOnTarget: 0, winTies: [], legends: [], onWin: [], atEnd: [], cancelled: false, mib: pick(r, ['attacker', 'target'] as const),
      }];
      checkTop('fight tie', s, fightHandlerT, isMibFight, 2);
    }
    console.log(`fights from random games: ${fromRandom} cases`);
    expect(fromRandom).toBeGreaterThan(200);
    expectTaken('fight', 2000);
    for (const k of ['fight declared: run', 'fight startFight: run', 'fight draw: run', 'fight attackerPlace: playCard', 'fight attackerPlace: run',
      'fight placed: run', 'fight targetRespond: flee', 'fight targetRespond: playCard', 'fight targetRespond: run', 'fight reveal: run',
      'fight react: run', 'fight cardEffect: run', 'fight result: run', 'fight end: run', 'fight fightEnd: run', 'fight closed: run', 'fight action',
      'fight tie result: run']) {
      expect(tally.get(k)?.cases ?? 0, k).toBeGreaterThanOrEqual(5);
    }
  });
});
