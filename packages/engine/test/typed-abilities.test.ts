// The typed engine's ability frame (src/typed/ability-frame.ts, ability-push.ts; docs/engine-v2.md)
// against ability-frame.ts and abilities.ts: from states of random games whose top frame is an
// ability frame, and from built states (a Legendary Y. B. Rowdy outside a town with cards, Billy
// the Kid ending a Move beside players and the Man in Black, Wild Bill Hickok losing a showdown,
// Annie Oakley's victim, the start-of-fight steps), the prompt, the legal codes and each listed
// decision (or the automatic step) give the same ints and events; and so do the hooks that push
// the frames (the start of turn, the move frame's 'whiskey' step, the showdown). The start-of-fight
// stages read the fight frame below them (typed/fight-start.ts).
import { describe, expect, it } from 'vitest';
import {
  cloneState, newCtx, randInt, seedRng, space, SPACE_IDS, sortCards, type Action, type CardId, type CharacterId, type Frame, type GameEvent,
  type GameState, type RngState, type Seat,
} from '../src/index.js';
import { startOfTurnAbilities } from '../src/abilities.js';
import { handlerOf } from '../src/handlers.js';
import { top } from '../src/stack.js';
import { abilityHandlerT } from '../src/typed/ability-frame.js';
import { startOfTurnAbilitiesT } from '../src/typed/abilities.js';
import { codeOfAction } from '../src/typed/action-codes.js';
import { CARD, CHARACTER, competitorCode, PROMPT_KIND, RULE, WHY } from '../src/typed/codes.js';
import { toTyped } from '../src/typed/convert.js';
import { EVENT, EVENT_SIZE } from '../src/typed/ctx.js';
import { NotPorted, packPrompt } from '../src/typed/handler.js';
import { moveHandlerT } from '../src/typed/movement.js';
import { pokerHandlerT } from '../src/typed/poker.js';
import { topFrameT } from '../src/typed/stack.js';
import { randomGame, randomSetup } from './random-games.js';
import { settleVisiting, sideBySideRunner } from './typed-helpers.js';

/** An event as the typed record (events.ts, ability-frame.ts): type/seat, then kind, a, b, c for the detailed types. */
function v1Record(e: GameEvent): string {
  const head = `${e.type}/${e.seat ?? -1}`;
  const d = (e.data ?? {}) as Record<string, unknown>;
  const w = (x: unknown): number => WHY.code(x as string);
  const r = (kind: number, a: unknown = 0, b: unknown = 0, c: unknown = 0): string => `${head} ${kind} ${Number(a)} ${Number(b)} ${Number(c)}`;
  switch (e.type) {
    case 'moneyGained': case 'moneyLost': return r(-1, d.amount, w(d.why));
    case 'cardDiscarded': return r(-1, CARD.code(d.card as CardId), w(d.why));
    case 'cardTaken': return r(-1, d.from, CARD.code(e.secret!.data.card as CardId), w(d.why));
    case 'abilityUsed': {
      const kind = CHARACTER.code(e.kind as CharacterId);
      if (e.kind === 'billy-the-kid') return r(kind, competitorCode(d.victim as Seat | 'mib'), d.take === 'money' ? 0 : 1);
      if (e.kind === 'wild-bill-hickok' && d.kept !== undefined) return r(kind, CARD.code(d.kept as CardId));
      const v = Object.values(d)[0];
      return r(kind, v === true ? 1 : (v ?? 0));
    }
    default: return head;
  }
}
const DETAILED = new Set(['moneyGained', 'moneyLost', 'cardDiscarded', 'cardTaken', 'abilityUsed']);

/** Coverage: cases compared and those the typed side declined with NotPorted, by path; and outcomes seen. */
const notes = new Map<string, number>();
const note = (label: string): void => { notes.set(label, (notes.get(label) ?? 0) + 1); };

/** One step both ways (typed-helpers.ts): the same ints and events, or NotPorted with nothing changed. */
const { tally, sideBySide } = sideBySideRunner(v1Record, (c, i) => {
  const [type, seat, kind, a, b, d] = c.ev.subarray(i, i + EVENT_SIZE);
  const t = EVENT.at(type);
  return DETAILED.has(t) ? `${t}/${seat} ${kind} ${a} ${b} ${d}` : `${t}/${seat}`;
});

/** What a step did, seen on v1's side, for the notes. */
function outcome(path: string, before: GameState, after: { s: GameState; events: GameEvent[] }): void {
  const desc = (f: Frame | undefined): string => (f === undefined ? 'nothing' : f.k === 'ability' ? `ability ${f.stage}` : f.k);
  const grew = after.s.stack.length - before.stack.length, f = top(after.s);
  if (f && (grew > 0 || (grew === 0 && desc(f) !== desc(top(before))))) note(`${path} → pushes ${desc(f)}`);
  for (const t of new Set(after.events.map((e) => e.type))) note(`${path} → ${t}`);
}

const out = new Int32Array(64);
/** The top ability frame's prompt and list both ways, then each listed decision (or the automatic step) side by side, following the ability frames they push. */
function checkTop(s: GameState, depth = 0): void {
  const f = top(s);
  if (!f || f.k !== 'ability' || depth > 3) return;
  const h = handlerOf(f), t = toTyped(s).m, at = topFrameT(t);
  let pt: number;
  try {
    pt = abilityHandlerT.prompt(t, at);
  } catch (e) {
    if (!(e instanceof NotPorted)) throw e;
    const x = tally.get(`${f.stage}: prompt`) ?? { cases: 0, notPorted: 0 };
    tally.set(`${f.stage}: prompt`, { cases: x.cases + 1, notPorted: x.notPorted + 1 });
    return;
  }
  const p = h.prompt(s, f);
  expect(pt, `${f.stage} prompt at seq ${s.seq}`).toBe(p ? packPrompt(p.seat, PROMPT_KIND.code(p.kind), RULE.code(p.rule)) : -1);
  const follow = (path: string, after: { s: GameState; events: GameEvent[] } | null): void => {
    if (!after) return;
    outcome(path, s, after);
    checkTop(after.s, depth + 1);
  };
  if (!p) {
    const path = `${f.stage}: run${f.stage === 'billyPick' ? ` (${f.options.length + (f.mib ? 1 : 0)} target)` : ''}`;
    follow(path, sideBySide(path, s, (ctx) => h.run(ctx, top(ctx.s)!), (c) => abilityHandlerT.run(c, topFrameT(c.m))));
    return;
  }
  const legal = h.legal(s, f);
  expect(Array.from(out.subarray(0, abilityHandlerT.legal(t, at, out))), `${f.stage} list at seq ${s.seq}`).toEqual(legal.map(codeOfAction));
  tally.set(`${f.stage}: list`, { cases: (tally.get(`${f.stage}: list`)?.cases ?? 0) + 1, notPorted: 0 });
  for (const a of legal) {
    const path = `${f.stage}: ${pathOf(a)}`;
    follow(path, sideBySide(path, s, (ctx) => h.apply(ctx, top(ctx.s)!, a), (c) => abilityHandlerT.apply(c, topFrameT(c.m), codeOfAction(a))));
  }
}

/** A decision's path, for the coverage. */
function pathOf(a: Action): string {
  switch (a.type) {
    case 'choose': return a.option;
    case 'target': return a.seat === 'mib' ? 'target mib' : 'target a player';
    default: return a.type;
  }
}

// ---- Built states ----

const pick = <T>(r: RngState, xs: readonly T[]): T => xs[randInt(r, xs.length)];
const OUTSIDE = SPACE_IDS.filter((id) => !space(id).inTown), TOWN = SPACE_IDS.filter((id) => space(id).inTown);
const push = (s: GameState, f: Frame): GameState => { s.stack = [...s.stack, f]; return s; };

/** Makes `seat` play `id`, Legendary (the character's former holder takes the seat's). */
function become(s: GameState, seat: number, id: CharacterId): void {
  const had = s.players.findIndex((p) => p.character === id);
  if (had >= 0 && had !== seat) s.players[had].character = s.players[seat].character;
  s.players[seat].character = id;
  s.players[seat].legendary = true;
}
/** Moves up to `n` cards from the deck (then the discard pile) to the seat's hand, sometimes a pair of one card. */
function deal(s: GameState, seat: number, n: number): void {
  const p = s.players[seat];
  for (let i = 0; i < n; i++) {
    const from = s.pokerDeck.length > 0 ? s.pokerDeck : s.pokerDiscard;
    const card = from.pop();
    if (card) p.hand.push(card);
  }
  p.hand = sortCards(p.hand);
}
/** Empties the seat's hand to the discard pile. */
function emptyHand(s: GameState, seat: number): void {
  s.pokerDiscard.push(...s.players[seat].hand);
  s.players[seat].hand = [];
}

/** Y. B. Rowdy at the start of his turn: outside a town or in one, with 0 to 4 cards; the hook both ways, then his frame. */
function rowdyStart(base: GameState, r: RngState): void {
  const x = cloneState(base), seat = x.turn.seat;
  become(x, seat, randInt(r, 6) === 0 ? 'bass-reeves' : randInt(r, 6) === 0 ? 'mary-fields' : 'yb-rowdy');
  if (randInt(r, 8) === 0) x.players[seat].legendary = false;
  x.players[seat].pos = randInt(r, 5) === 0 ? pick(r, TOWN) : pick(r, OUTSIDE);
  if (randInt(r, 5) === 0) emptyHand(x, seat);
  else deal(x, seat, randInt(r, 3));
  const after = sideBySide('hook: start of turn', x, (ctx) => startOfTurnAbilities(ctx, seat), (c) => startOfTurnAbilitiesT(c, seat));
  if (after && top(after.s)?.k === 'ability') { note('hook: start of turn → pushes ability rowdy'); checkTop(after.s); }
  // Also a frame pushed on a state where the hand is empty (run: nothing).
  const y = cloneState(x);
  emptyHand(y, seat);
  checkTop(push(y, { k: 'ability', seat, stage: 'rowdy', owner: seat, about: null, options: [], cards: [] }));
}

/** Billy the Kid at his move frame's 'whiskey' step, beside players with or without $10 and cards, the Man in Black, Whiskey. */
function billyEnd(base: GameState, r: RngState): void {
  const x = cloneState(base), seat = x.turn.seat, at = x.players[seat].pos!;
  become(x, seat, 'billy-the-kid');
  if (randInt(r, 8) === 0) x.players[seat].legendary = false;
  for (let i = 0; i < x.players.length; i++) {
    if (i === seat || randInt(r, 3) === 0) continue;
    const p = x.players[i];
    p.pos = at;
    p.money = pick(r, [0, 5, 9, 10, 30]);
    if (randInt(r, 3) === 0) emptyHand(x, i); else deal(x, i, randInt(r, 3));
  }
  if (x.mib && randInt(r, 2) === 0) x.mib.pos = at;
  if (randInt(r, 3) === 0 && x.store.whiskey > 0 && !x.players[seat].items.some((it) => it.id === 'whiskey')) {
    x.store.whiskey--;
    x.players[seat].items.push({ id: 'whiskey', upgraded: false });
  }
  const kind = randInt(r, 6) === 0 ? 'card' as const : 'action' as const;
  push(x, { k: 'move', seat, path: [at], step: 'whiskey', banditStop: false, kind, sprinted: false });
  const after = sideBySide(`hook: move end (${kind})`, x, (ctx) => handlerOf(top(ctx.s)!).run(ctx, top(ctx.s)!), (c) => moveHandlerT.run(c, topFrameT(c.m)));
  if (after) { outcome(`hook: move end (${kind})`, x, after); checkTop(after.s); }
}

/** A showdown where Wild Bill Hickok (Legendary, sometimes not) plays with 1 to 3 chosen cards and often loses; then his frame. */
function wildBillShowdown(base: GameState, r: RngState): void {
  const x = cloneState(base), seat = x.turn.seat, n = x.players.length;
  const take = (): CardId => (x.pokerDeck.length > 0 ? x.pokerDeck : x.pokerDiscard).pop()!;
  const participants = [seat, ...Array.from({ length: n }, (_, i) => (seat + i) % n).filter((i) => i !== seat && randInt(r, 2) === 0)];
  if (participants.length === 1) participants.push((seat + 1) % n);
  const bill = pick(r, randInt(r, 4) === 0 ? participants : participants.slice(1));
  become(x, bill, 'wild-bill-hickok');
  if (randInt(r, 8) === 0) x.players[bill].legendary = false;
  const chosen: CardId[][] = Array.from({ length: n }, (_, i) => (participants.includes(i) ? Array.from({ length: i === bill ? randInt(r, 4) : 1 + randInt(r, 3) }, take) : []));
  const flop = [take(), take(), take()];
  push(x, {
    k: 'poker', seat, at: x.players[seat].pos!, town: 'darkrock', step: 'showdown', invited: [], answered: participants.length - 1, participants,
    dealer: null, dealerHand: [], flop, chosen, done: [...participants],
  });
  const after = sideBySide('hook: showdown', x, (ctx) => handlerOf(top(ctx.s)!).run(ctx, top(ctx.s)!), (c) => pokerHandlerT.run(c, topFrameT(c.m)));
  if (after) { outcome('hook: showdown', x, after); checkTop(after.s); }
  // Wild Bill's frame whose cards left the discard pile (a reshuffle): keep finds nothing.
  if (after && top(after.s)?.k === 'ability') {
    const y = cloneState(after.s);
    y.pokerDeck.push(...y.pokerDiscard);
    y.pokerDiscard = [];
    note('wildBill: cards no longer in the discard pile');
    checkTop(y);
  }
}

/** Frames of the fight stages pushed on a state: Annie's victim with or without cards; startOfFight and rifle, without and over a player fight. */
function fightStages(base: GameState, r: RngState): void {
  const x = cloneState(base), n = x.players.length, owner = randInt(r, n), victim = (owner + 1 + randInt(r, n - 1)) % n;
  if (randInt(r, 3) === 0) emptyHand(x, victim); else deal(x, victim, randInt(r, 2));
  checkTop(push(cloneState(x), { k: 'ability', seat: victim, stage: 'annie', owner, about: owner, options: [], cards: [] }));
  checkTop(push(cloneState(x), { k: 'ability', seat: owner, stage: pick(r, ['startOfFight', 'rifle'] as const), owner, about: null, options: [], cards: [] }));
  // The same stages over the player fight they belong to: a Rifle (base or upgraded) and Annie Oakley, or not.
  const y = cloneState(x), p = y.players[owner];
  if (randInt(r, 3) > 0) { p.items = [...p.items.filter((i) => i.id !== 'rifle'), { id: 'rifle', upgraded: randInt(r, 2) === 0 }]; p.activeWeapon = 'rifle'; }
  if (randInt(r, 3) > 0) Object.assign(p, { character: 'annie-oakley', legendary: true });
  const attacker = randInt(r, 2) === 0 ? owner : victim;
  push(y, {
    k: 'fight', kind: pick(r, ['duel', 'rob', 'arrest'] as const), attacker, target: attacker === owner ? victim : owner, step: 'attackerPlace', hideout: null,
    chooser: null, drawn: [], npcCard: null, attackerCard: null, blind: false, targetCard: null, revealed: false, fled: false, attackerValue: 0,
    targetValue: 0, winner: null, peeks: [], noMarshal: false, modOnAttacker: 0, modOnTarget: 0, winTies: [], legends: [], onWin: [], atEnd: [], cancelled: false,
  });
  checkTop(push(y, { k: 'ability', seat: owner, stage: pick(r, ['startOfFight', 'startOfFight', 'rifle'] as const), owner, about: null, options: [], cards: [] }));
}

/** Random games: every player count, the Man in Black, Goal and beginner tables. */
const SETUPS = [6100, 6200].flatMap((seed) => [
  randomSetup(seed + 1, 2), randomSetup(seed + 2, 3), randomSetup(seed + 3, 4), randomSetup(seed + 4, 5), randomSetup(seed + 5, 6),
  randomSetup(seed + 6, 2, { manInBlack: true }), randomSetup(seed + 7, 3, { goals: true }), randomSetup(seed + 8, 4, { beginner: true }),
  randomSetup(seed + 9, 2, { manInBlack: true, goals: true }),
]);

describe('typed ability frame (engine v2)', () => {
  it('prompts, lists and decides ability frames, and pushes them, exactly as ability-frame.ts and abilities.ts do', () => {
    const r = seedRng('typed-abilities');
    const frames: GameState[] = [], bases: GameState[] = [];
    const isAbility = (f: Frame | undefined): boolean => f?.k === 'ability';
    for (const setup of SETUPS) {
      randomGame(setup, 20, ({ state, action, index }) => {
        if (isAbility(top(state))) frames.push(state);
        if (state.prompt?.kind === 'action' && state.players[state.turn.seat].pos !== null && index % 10 === 0) bases.push(state);
        const s = cloneState(state), ctx = newCtx(s), g = top(s)!;
        handlerOf(g).apply(ctx, g, action);
        s.seq++;
        settleVisiting(ctx, (x) => frames.push(x), isAbility);
      });
    }
    for (const s of frames) checkTop(s);
    const fromRandom = new Map([...tally].map(([k, t]) => [k, { ...t }]));
    for (const s of bases) {
      rowdyStart(s, r);
      billyEnd(s, r);
      wildBillShowdown(s, r);
      fightStages(s, r);
    }

    const rows = [...tally].sort(([x], [y]) => x.localeCompare(y));
    console.log(rows.map(([k, t]) => `${k.padEnd(44)} ${String(t.cases).padStart(5)} cases (${String(fromRandom.get(k)?.cases ?? 0).padStart(4)} from random games), ${t.notPorted} NotPorted`).join('\n'));
    console.log([...notes].sort(([x], [y]) => x.localeCompare(y)).map(([k, v]) => `${k.padEnd(64)} ${String(v).padStart(5)}`).join('\n'));
    const all = rows.reduce((acc, [, t]) => ({ cases: acc.cases + t.cases, notPorted: acc.notPorted + t.notPorted }), { cases: 0, notPorted: 0 });
    console.log(`all: ${all.cases} cases, ${all.notPorted} NotPorted (${(100 * (1 - all.notPorted / all.cases)).toFixed(1)}% taken by the typed side)`);

    // Nothing declines.
    const declining = new Set<string>(); // the start-of-fight stages are ported (typed/fight-start.ts)
    for (const [k, t] of rows) expect(t.notPorted, k).toBe(declining.has(k) ? t.cases : 0);
    for (const k of ['hook: start of turn', 'hook: move end (action)', 'hook: move end (card)', 'hook: showdown',
      'rowdy: list', 'rowdy: pass', 'rowdy: discard', 'rowdy: run', 'billyPick: list', 'billyPick: target a player', 'billyPick: target mib',
      'billyPick: run (1 target)', 'billyTake: list', 'billyTake: money', 'billyTake: card', 'wildBill: list', 'wildBill: pass', 'wildBill: keep',
      'annie: list', 'annie: wound', 'annie: discard', 'annie: run', 'startOfFight: run', 'startOfFight: list', 'startOfFight: rifle',
      'startOfFight: annie', 'rifle: run']) {
      expect(tally.get(k)?.cases ?? 0, k).toBeGreaterThanOrEqual(3);
    }
    for (const k of ['hook: start of turn → pushes ability rowdy', 'rowdy: discard → pushes step', 'rowdy: discard → abilityUsed',
      'hook: move end (action) → pushes ability billyPick', 'hook: move end (action) → pushes pickSeat', 'billyPick: run (1 target) → pushes ability billyTake',
      'billyPick: run (1 target) → pushes loseGoods', 'billyPick: run (1 target) → cardTaken', 'billyPick: target mib → moneyGained',
      'billyTake: money → pushes loseGoods', 'billyTake: card → cardTaken', 'hook: showdown → pushes ability wildBill', 'wildBill: keep → abilityUsed',
      'annie: wound → pushes wound', 'annie: discard → cardDiscarded', 'wildBill: cards no longer in the discard pile']) {
      expect(notes.get(k) ?? 0, k).toBeGreaterThanOrEqual(2);
    }
  });
});
