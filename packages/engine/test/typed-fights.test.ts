// The typed engine's fights (src/typed/fight*.ts; docs/engine-v2.md stage 3) against fight.ts,
// fight-results.ts and the fight operations of effects.ts: from states of random games whose top
// frame is a fight, and from built fights (bandits, the Bank Guard, the Sheriff, duels, robs and
// arrests at every step, with ties, Legendary Jesse James / Kit Carson, modifiers, cancelled and
// fled fights, onWin and atEnd entries, restarting fight cards), the prompt, the legal codes and
// each decision (or the automatic step) give the same ints and the same events (type/seat), the
// fights with the Man in Black of random games too (typed-mib.test.ts builds them). The starts (the
// fight and heist actions, a bandit stop, the Sheriff) are covered by typed-engine.test.ts.
import { describe, expect, it } from 'vitest';
import {
  cloneState, newCtx, randInt, seedRng, type CardId, type Ctx, type FightFrame, type Frame, type GameEvent, type GameState, type RngState,
} from '../src/index.js';
import { FIGHT_CARD_IDS } from '../src/content/fight-cards.js';
import { handlerOf } from '../src/handlers.js';
import { top } from '../src/stack.js';
import { codeOfAction } from '../src/typed/action-codes.js';
import { PROMPT_KIND, RULE } from '../src/typed/codes.js';
import { toTyped } from '../src/typed/convert.js';
import { EVENT, EVENT_SIZE, typedCtx, type TypedCtx } from '../src/typed/ctx.js';
import { fightHandlerT } from '../src/typed/fight.js';
import { NotPorted, packPrompt } from '../src/typed/handler.js';
import { topFrameT } from '../src/typed/stack.js';
import { randomGame, randomSetup } from './random-games.js';
import { differences, settleVisiting } from './typed-helpers.js';

/** Coverage: cases compared and those declined with NotPorted, by path. */
const tally = new Map<string, { cases: number; notPorted: number }>();
const count = (label: string, declined: boolean): void => {
  const x = tally.get(label) ?? { cases: 0, notPorted: 0 };
  tally.set(label, { cases: x.cases + 1, notPorted: x.notPorted + (declined ? 1 : 0) });
};
const records = (c: TypedCtx): string[] => {
  const out: string[] = [];
  for (let i = 0; i < c.evLen; i += EVENT_SIZE) out.push(`${EVENT.at(c.ev[i])}/${c.ev[i + 1]}`);
  return out;
};
const v1Records = (events: GameEvent[]): string[] => events.map((e) => `${e.type}/${e.seat ?? -1}`);

/** Runs a step both ways from `s`; returns v1's state after, or null when the typed side declined (having changed nothing). */
function sideBySide(label: string, s: GameState, v1: (ctx: Ctx) => void, v2: (c: TypedCtx) => void): GameState | null {
  const before = toTyped(s);
  const t = { m: before.m.slice(), setup: before.setup };
  const c2 = typedCtx(t);
  let declined = false;
  try { v2(c2); } catch (e) { if (!(e instanceof NotPorted)) throw e; declined = true; }
  count(label, declined);
  if (declined) {
    expect(differences(t.m, before.m), `${label}: NotPorted after a change`).toEqual([]);
    expect(c2.evLen, `${label}: NotPorted after an event`).toBe(0);
    return null;
  }
  const a = cloneState(s), c1 = newCtx(a);
  v1(c1);
  expect(differences(t.m, toTyped(a).m), `${label} at seq ${s.seq}`).toEqual([]);
  expect(records(c2), `${label} events at seq ${s.seq}`).toEqual(v1Records(c1.events));
  return a;
}

const out = new Int32Array(128);
const pathOf = (f: FightFrame, what: string): string => `${f.mib ? 'mib ' : ''}${f.target === null ? 'npc' : 'player'} ${f.step}: ${what}`;

/** The top fight's prompt and list both ways, then each decision or the automatic step side by side, following the fight for a few steps. */
function checkTop(s: GameState, depth = 0): void {
  const f = top(s);
  if (!f || f.k !== 'fight' || depth > 6) return;
  const h = handlerOf(f), t = toTyped(s).m, at = topFrameT(t);
  let pt: number;
  try { pt = fightHandlerT.prompt(t, at); } catch (e) {
    if (!(e instanceof NotPorted)) throw e;
    count(pathOf(f, 'prompt'), true);
    return;
  }
  const p = h.prompt(s, f);
  expect(pt, `${f.step} prompt at seq ${s.seq}`).toBe(p ? packPrompt(p.seat, PROMPT_KIND.code(p.kind), RULE.code(p.rule)) : -1);
  if (!p) {
    const after = sideBySide(pathOf(f, 'run'), s, (ctx) => h.run(ctx, top(ctx.s)!), (c) => fightHandlerT.run(c, topFrameT(c.m)));
    if (after) checkTop(after, depth + 1);
    return;
  }
  const legal = h.legal(s, f);
  expect(Array.from(out.subarray(0, fightHandlerT.legal(t, at, out))), `${f.step} list at seq ${s.seq}`).toEqual(legal.map(codeOfAction));
  for (const a of legal) {
    const after = sideBySide(pathOf(f, a.type), s, (ctx) => h.apply(ctx, top(ctx.s)!, a), (c) => fightHandlerT.apply(c, topFrameT(c.m), codeOfAction(a)));
    if (after && a === legal[0]) checkTop(after, depth + 1);
  }
}

const pick = <T>(r: RngState, xs: readonly T[]): T => xs[randInt(r, xs.length)];
const STEPS = ['declared', 'startFight', 'sheriffWindow', 'sheriffDiscard', 'draw', 'npcChoose', 'attackerPlace', 'placed', 'targetRespond', 'reveal',
  'react', 'restart', 'cardEffect', 'result', 'end', 'fightEnd', 'closed'] as const;

/** A fight built on a state of a random game: any kind, any step, random cards, modifiers, ties, Legendary fighters, entries. */
function builtFight(base: GameState, r: RngState): GameState {
  const s = cloneState(base), n = s.players.length, a = randInt(r, n), o = (a + 1 + randInt(r, n - 1)) % n;
  const kind = pick(r, ['duel', 'rob', 'arrest', 'bandit', 'guard', 'sheriff'] as const), npc = kind === 'bandit' || kind === 'guard' || kind === 'sheriff';
  const card = (): CardId | null => (randInt(r, 4) === 0 ? null : s.pokerDeck.pop() ?? null);
  const drawn = npc ? s.fightDeck.splice(0, 1 + randInt(r, 3)) : [];
  // The steps a fight of its kind reaches (an NPC fight never declares, starts or responds; a player fight never draws).
  const step = pick(r, STEPS.filter((x) => (npc
    ? !['declared', 'startFight', 'targetRespond'].includes(x) && (kind === 'sheriff' || !x.startsWith('sheriff'))
    : !['sheriffWindow', 'sheriffDiscard', 'draw', 'npcChoose', 'restart', 'cardEffect'].includes(x))));
  const late = STEPS.indexOf(step) >= STEPS.indexOf('reveal');
  for (const x of [a, o]) if (randInt(r, 3) === 0) Object.assign(s.players[x], { character: pick(r, ['jesse-james', 'kit-carson', 'wyatt-earp', 'annie-oakley'] as const), legendary: true });
  const entry = (seat: number): FightFrame['onWin'][number] => ({ seat, effect: pick(r, ['wallop', 'tin-star', 'turn-the-tables'] as const), card: null, ops: [{ op: 'lp', n: 1 }] });
  const f: FightFrame = {
    k: 'fight', kind, attacker: a, target: npc ? null : o, step, hideout: kind === 'bandit' ? s.bandits[0] ?? null : null, chooser: npc ? (a - 1 + n) % n : null,
    drawn, npcCard: npc && late ? drawn[0] ?? pick(r, FIGHT_CARD_IDS) : null, attackerCard: late || randInt(r, 2) === 0 ? card() : null, blind: randInt(r, 3) === 0,
    targetCard: !npc && late ? card() : null, revealed: late, fled: !npc && randInt(r, 6) === 0, attackerValue: 0, targetValue: 0,
    winner: STEPS.indexOf(step) > STEPS.indexOf('result') || randInt(r, 8) === 0 ? pick(r, ['attacker', 'target'] as const) : null,
    peeks: [], noMarshal: randInt(r, 4) === 0, modOnAttacker: randInt(r, 3), modOnTarget: randInt(r, 3),
    winTies: randInt(r, 3) === 0 ? [pick(r, [a, o])] : [], legends: late ? [a, o].filter((x) => s.players[x].legendary && (!npc || x === a)) : [],
    onWin: randInt(r, 2) === 0 ? [entry(a), entry(o)] : [], atEnd: randInt(r, 3) === 0 ? [entry(pick(r, [a, o]))] : [], cancelled: randInt(r, 10) === 0,
  };
  s.stack = [...s.stack, f];
  return s;
}

const SETUPS = [7100, 7200, 7300].flatMap((seed) => [
  randomSetup(seed + 1, 2), randomSetup(seed + 2, 3), randomSetup(seed + 3, 4), randomSetup(seed + 4, 5), randomSetup(seed + 5, 6),
  randomSetup(seed + 6, 2, { manInBlack: true }), randomSetup(seed + 7, 4, { beginner: true }), randomSetup(seed + 8, 2, { manInBlack: true }),
]);

describe('typed fights (engine v2, stage 3)', () => {
  it('prompts, lists, decides and runs every fight step exactly as fight.ts and fight-results.ts do', () => {
    const r = seedRng('typed-fights');
    const frames: GameState[] = [], bases: GameState[] = [];
    const isFight = (f: Frame | undefined): boolean => f?.k === 'fight';
    for (const setup of SETUPS) {
      randomGame(setup, 25, ({ state, action, index }) => {
        if (isFight(top(state))) frames.push(state);
        if (state.prompt?.kind === 'action' && index % 7 === 0) bases.push(state);
        const s = cloneState(state), ctx = newCtx(s), g = top(s)!;
        handlerOf(g).apply(ctx, g, action);
        s.seq++;
        settleVisiting(ctx, (x) => frames.push(x), isFight);
      });
    }
    for (const s of frames) checkTop(s);
    const fromRandom = new Map([...tally].map(([k, t]) => [k, t.cases]));
    for (const s of bases) for (let i = 0; i < 3; i++) checkTop(builtFight(s, r));

    const rows = [...tally].sort(([x], [y]) => x.localeCompare(y));
    console.log(rows.map(([k, t]) => `${k.padEnd(40)} ${String(t.cases).padStart(5)} cases (${String(fromRandom.get(k) ?? 0).padStart(4)} from random games), ${t.notPorted} NotPorted`).join('\n'));
    const all = rows.reduce((acc, [, t]) => ({ cases: acc.cases + t.cases, notPorted: acc.notPorted + t.notPorted }), { cases: 0, notPorted: 0 });
    console.log(`all: ${all.cases} cases, ${all.notPorted} NotPorted (${(100 * (1 - all.notPorted / all.cases)).toFixed(1)}% taken by the typed side)`);
    // Nothing declines: the Man in Black's fights are ported too (typed/mib-fight.ts; typed-mib.test.ts builds them at every step).
    for (const [k, t] of rows) expect(t.notPorted, k).toBe(0);
    for (const k of ['npc draw: run', 'npc npcChoose: chooseFightCard', 'npc attackerPlace: playCard', 'npc attackerPlace: run', 'npc placed: run',
      'npc reveal: run', 'npc react: run', 'npc restart: run', 'npc cardEffect: run', 'npc result: run', 'npc end: run', 'npc fightEnd: run',
      'npc closed: run', 'npc sheriffWindow: run', 'npc sheriffDiscard: run', 'player declared: run', 'player startFight: run',
      'player attackerPlace: playCard', 'player placed: run', 'player targetRespond: flee', 'player targetRespond: playCard', 'player reveal: run',
      'player react: run', 'player result: run', 'player end: run', 'player fightEnd: run', 'player closed: run']) {
      expect(tally.get(k)?.cases ?? 0, k).toBeGreaterThanOrEqual(3);
    }
    expect(all.cases).toBeGreaterThan(2000);
  });
});
