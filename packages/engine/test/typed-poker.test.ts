// The typed engine's poker (src/typed/poker.ts, poker-hand.ts, docs/engine-v2.md) against poker.ts
// and poker-hand.ts: hands of random cards give the same keys as the scores of `bestPokerHand` and
// `bestDealerHand`; from states of random games, and from the same states made to reach what random
// play seldom does (several players in town, Lady Luck and Cheats in hand, the Ten-Gallon, Wild
// Bill Hickok, short decks; showdowns built with ties, a dealer, split pots), each Poker started,
// each prompt, list, decision and automatic step of a poker frame gives the same ints and events.
import { describe, expect, it } from 'vitest';
import {
  CARD_IDS, cloneState, legalActions, newCtx, randInt, seedRng, SPACE_IDS, space, type Action, type CardId, type Ctx, type GameEvent,
  type GameState, type PokerFrame, type RngState, type Setup, type SpaceId, stateHash,
} from '../src/index.js';
import { applyMainAction } from '../src/actions.js';
import { handlerOf } from '../src/handlers.js';
import { bestDealerHand, bestPokerHand, categoryStrength, type HandCategory } from '../src/poker-hand.js';
import { top } from '../src/stack.js';
import { codeOfAction } from '../src/typed/action-codes.js';
import { CARD, CHARACTER, EFFECT, PROMPT_KIND, RULE, SPACE, WHY } from '../src/typed/codes.js';
import { fromTyped, toTyped } from '../src/typed/convert.js';
import type { TypedCtx } from '../src/typed/ctx.js';
import { CHOICE_OPTION, FRAME_KIND } from '../src/typed/frames.js';
import { packPrompt } from '../src/typed/handler.js';
import * as L from '../src/typed/layout.js';
import { bestKeyT, dealerHandKeyT } from '../src/typed/poker-hand.js';
import { pokerHandlerT, startPokerT } from '../src/typed/poker.js';
import { frameKindT, topFrameT } from '../src/typed/stack.js';
import { randomGame } from './random-games.js';
import { everyTable, settleVisiting, sideBySideRunner, typedRecordOf } from './typed-helpers.js';

const mask = (seats: unknown): number => (seats as number[]).reduce((x, s) => x | (1 << s), 0);
const strength = (c: unknown): number => (c === null || c === undefined ? 0 : categoryStrength(c as HandCategory));
/** The event types whose values are compared (the others by type and seat). */
const DETAILED = new Set(['moneyGained', 'moneyLost', 'lpGained', 'cardsDrawn', 'deckReshuffled', 'pokerStarted', 'pokerAnswered', 'pokerDealt',
  'pokerCardChosen', 'pokerPlayed', 'cardEffectUsed', 'abilityUsed']);
/** A v1 event as the typed record (events.ts): type/seat, then kind a b c for the DETAILED types. */
function v1Record(e: GameEvent): string {
  const head = `${e.type}/${e.seat ?? -1}`;
  const d = (e.data ?? {}) as Record<string, unknown>;
  const why = (): number => WHY.code(d.why as string);
  switch (e.type) {
    case 'moneyGained': case 'moneyLost': return `${head} -1 ${d.amount} ${why()} 0`;
    case 'lpGained': return `${head} -1 ${d.amount} ${why()} ${d.total}`;
    case 'cardsDrawn': return `${head} -1 ${d.count} ${why()} 0`;
    case 'deckReshuffled': return `${head} -1 ${d.cards} 0 0`;
    case 'pokerStarted': return `${head} -1 ${SPACE.code(d.at as SpaceId)} ${mask(d.invited)} 0`;
    case 'pokerAnswered': return `${head} ${CHOICE_OPTION.code(e.kind as 'join')} 0 0 0`;
    case 'pokerDealt': {
      const flop = (d.flop as CardId[]).reduce((x, c, i) => x | ((CARD.code(c) + 1) << (6 * i)), 0);
      return `${head} ${(d.dealer as number | null) ?? -1} ${flop} ${d.dealerCards} ${mask(d.participants)}`;
    }
    case 'pokerCardChosen': return `${head} -1 ${CARD.code(e.secret!.data.card as CardId)} 0 0`;
    case 'pokerPlayed': {
      const kind = ['won', 'lost', 'dealerWon'].indexOf(e.kind!);
      const cats = (d.hands as { seat: number; category: HandCategory }[]).reduce((x, h) => x | (strength(h.category) << (4 * h.seat)), strength(d.dealerCategory) << 24);
      return `${head} ${kind} ${SPACE.code(d.at as SpaceId)} ${mask(d.winners) | ((d.share as number) << 8)} ${cats}`;
    }
    case 'cardEffectUsed': return `${head} ${EFFECT.code(e.kind as 'cheat')} ${CARD.code(d.card as CardId)} 0 0`;
    case 'abilityUsed': { const v = Object.values(d)[0]; return `${head} ${CHARACTER.code(e.kind as 'wild-bill-hickok')} ${v === true ? 1 : Number(v ?? 0)} 0 0`; }
    default: return head;
  }
}
/** One step both ways (typed-helpers.ts), the typed records compared the same way. */
const runner = sideBySideRunner(v1Record, typedRecordOf(DETAILED));

/** Cases compared by label, and how often a path of interest came up. */
const tally = new Map<string, number>();
const notes = new Map<string, number>();
const count = (label: string): void => { tally.set(label, (tally.get(label) ?? 0) + 1); };
const note = (label: string): void => { notes.set(label, (notes.get(label) ?? 0) + 1); };

/** Runs a step both ways from `s` and expects the same ints and events (or NotPorted with nothing changed, counted apart); returns v1's events. */
function sideBySide(label: string, s: GameState, v1: (ctx: Ctx) => void, v2: (c: TypedCtx) => void): GameEvent[] | null {
  const r = runner.sideBySide(label, s, v1, v2);
  count(r === null ? `${label} (NotPorted)` : label);
  return r === null ? null : r.events;
}

/** Notes the paths a showdown took, from v1's events and frame. */
function noteShowdown(label: string, f: PokerFrame, events: GameEvent[]): void {
  const played = events.find((e) => e.type === 'pokerPlayed');
  if (!played) return;
  const d = played.data as { winners: number[]; share: number };
  note(`${label}: ${played.kind}`);
  if (f.dealer !== null) note(`${label}: with a dealer (${f.dealerHand.length} cards)`);
  if (d.winners.length > 1) note(`${label}: split pot`);
  const keys = f.participants.map((p) => bestPokerHand({ chosen: f.chosen[p], flop: f.flop }).score.join());
  const mine = keys[0], dealer = f.dealer === null ? null : bestDealerHand(f.dealerHand, f.flop).score.join();
  if (played.kind === 'won' && keys.slice(1).includes(mine)) note(`${label}: a tie won by the active player`);
  if (played.kind === 'won' && dealer === mine) note(`${label}: a tie with the dealer won by the active player`);
  if (f.participants.length > 1) note(`${label}: ${f.participants.length} participants`);
  const why = (w: string): boolean => events.some((e) => (e.data as { why?: string } | undefined)?.why === w);
  if (why('ten-gallon')) note(`${label}: Ten-Gallon ${events.some((e) => e.type === 'lpGained' && (e.data as { why: string }).why === 'ten-gallon') ? 'LP' : 'money'}`);
  if (why('wild-bill-hickok')) note(`${label}: Wild Bill's $20`);
  for (const e of events) if (e.type === 'cardEffectUsed') note(`${label}: ${e.kind} used`);
  if (events.some((e) => e.type === 'legendaryUnlocked' || e.type === 'gameEndTriggered')) note(`${label}: unlock or end triggered`);
}

/** A poker frame's prompt and list both ways, then each listed decision or its automatic step. */
function checkPokerFrame(s: GameState, label: string): void {
  const f = top(s) as PokerFrame;
  if (f.k !== 'poker') throw new Error('not a poker frame');
  const typed = toTyped(s), t = typed.m, at = topFrameT(t), h = handlerOf(f);
  expect(FRAME_KIND.at(frameKindT(t, at)), `${label}: the poker frame's layout`).toBe('poker');
  expect(stateHash(fromTyped(typed)), `${label}: the round trip`).toBe(stateHash(s));
  count(`${label}: round trip`);
  const p = h.prompt(s, f);
  expect(pokerHandlerT.prompt(t, at), `${label} poker prompt`).toBe(p ? packPrompt(p.seat, PROMPT_KIND.code(p.kind), RULE.code(p.rule)) : -1);
  if (!p) {
    const events = sideBySide(`${label}: run ${f.step}`, s, (ctx) => h.run(ctx, top(ctx.s) as PokerFrame), (c) => pokerHandlerT.run(c, topFrameT(c.m)));
    if (f.step === 'deal' && events?.some((e) => e.type === 'deckReshuffled')) note(`${label}: deal with a reshuffle`);
    if (f.step === 'showdown' && events) noteShowdown(label, f, events);
    return;
  }
  const legal = h.legal(s, f);
  const out = new Int32Array(64);
  expect(Array.from(out.subarray(0, pokerHandlerT.legal(t, at, out))), `${label} poker list at seq ${s.seq}`).toEqual(legal.map(codeOfAction));
  count(`${label}: ${p.kind} list`);
  for (const a of legal) {
    const what = a.type === 'choose' ? a.option : a.type;
    const events = sideBySide(`${label}: ${what}`, s, (ctx) => h.apply(ctx, top(ctx.s) as PokerFrame, a), (c) => pokerHandlerT.apply(c, topFrameT(c.m), codeOfAction(a)));
    if (a.type === 'playCard' && f.chosen[p.seat].length === 2) note(`${label}: a third card (Lady Luck)`);
    if (a.type === 'playCard' && events && events.length > 0 && legal.every((x) => x.type === 'playCard')) note(`${label}: a card chosen that must be`);
  }
}

/** Plays `first`, then random decisions while a poker frame is on the stack, checking each step of it. */
function drive(s: GameState, first: (ctx: Ctx) => void, r: RngState, label: string): void {
  let ctx = newCtx(s);
  first(ctx);
  for (let n = 0; n < 60; n++) {
    settleVisiting(ctx, (x) => checkPokerFrame(x, label), (f) => f.k === 'poker');
    const f = top(s);
    if (!f || !s.prompt || f.k !== 'poker') return;
    checkPokerFrame(cloneState(s), label);
    const legal = handlerOf(f).legal(s, f);
    // Join two times in three; pick a card three times in four.
    const a = f.step === 'invite' ? legal[randInt(r, 3) === 0 ? 1 : 0]
      : legal.length > 1 && randInt(r, 4) > 0 ? legal[1 + randInt(r, legal.length - 1)] : legal[0];
    ctx = newCtx(s);
    handlerOf(f).apply(ctx, f, a);
    s.seq++;
  }
}

const pick = <T>(r: RngState, xs: readonly T[]): T => xs[randInt(r, xs.length)];
const SALOONS = SPACE_IDS.filter((id) => space(id).features.includes('saloon'));
const inRegion = (region: string): SpaceId[] => SPACE_IDS.filter((id) => String(space(id).region) === region);

/** Takes a card from wherever it is (deck, discard, hands) and gives it to the seat's hand (sorted). */
function giveCard(x: GameState, seat: number, card: CardId): void {
  const del = (xs: CardId[]): void => { const i = xs.indexOf(card); if (i >= 0) xs.splice(i, 1); };
  del(x.pokerDeck); del(x.pokerDiscard);
  for (const p of x.players) del(p.hand);
  x.players[seat].hand.push(card);
  x.players[seat].hand.sort((a, b) => CARD.code(a) - CARD.code(b));
}

/** The action phase moved to a saloon: others in town with money, Lady Luck and Cheats in hand, the Ten-Gallon, Wild Bill, short decks. */
function pokerVariant(s: GameState, r: RngState): GameState {
  const x = cloneState(s);
  const seat = x.prompt!.seat, n = x.players.length;
  const at = pick(r, SALOONS), town = inRegion(String(space(at).region));
  x.players[seat].pos = at;
  x.players[seat].money = randInt(r, 3) === 0 ? 10 : 10 + randInt(r, 111);
  for (let i = 0; i < n; i++) {
    const p = x.players[i];
    if (i !== seat && randInt(r, 4) > 0) { p.pos = pick(r, town); p.money = randInt(r, 6) === 0 ? randInt(r, 10) : 10 + randInt(r, 60); }
    for (let k = randInt(r, 3); k > 0; k--) giveCard(x, i, pick(r, ['QH', 'QD', 'JC', 'JS'] as CardId[]));
    if (randInt(r, 4) === 0 && x.store['ten-gallon'] > 0 && !p.items.some((it) => it.id === 'ten-gallon')) {
      x.store['ten-gallon']--;
      p.items.push({ id: 'ten-gallon', upgraded: false });
    }
    if (randInt(r, 5) === 0) p.hand = [];
  }
  if (randInt(r, 3) === 0) {
    const bill = randInt(r, n), had = x.players.findIndex((p) => p.character === 'wild-bill-hickok');
    if (had >= 0) x.players[had].character = x.players[bill].character;
    x.players[bill].character = 'wild-bill-hickok';
    x.players[bill].legendary = true;
  }
  const deck = randInt(r, 4);
  if (deck === 0) { x.pokerDiscard.push(...x.pokerDeck); x.pokerDeck = []; }
  if (deck === 1) { x.pokerDeck = x.pokerDeck.slice(-randInt(r, 6)); x.pokerDiscard = []; }
  return x;
}

/** A showdown built on an action phase: participants, chosen cards from few ranks (ties), a flop, sometimes a dealer with 0–4 cards. */
function showdownVariant(s: GameState, r: RngState): GameState {
  const x = pokerVariant(s, r);
  const seat = x.prompt!.seat, n = x.players.length;
  const cards = CARD_IDS.filter((c) => randInt(r, 3) === 0 || c[0] === 'A' || c[0] === 'K' || c[0] === 'Q' || c[0] === 'J');
  const take = (): CardId => { const c = cards.splice(randInt(r, cards.length), 1)[0]; giveCard(x, 0, c); x.players[0].hand.splice(x.players[0].hand.indexOf(c), 1); return c; };
  const participants = [seat, ...Array.from({ length: n }, (_, i) => (seat + i) % n).filter((i) => i !== seat && randInt(r, 2) === 0)];
  const dealer = participants.length === 1 && randInt(r, 4) > 0 ? (seat - 1 + n) % n : null;
  const chosen: CardId[][] = x.players.map(() => []);
  // Half the time every participant holds cards of the same two ranks (ties and split pots), the active player sometimes none.
  const ranks = randInt(r, 2) === 0 ? [pick(r, [...'23456789TKA']), pick(r, [...'23456789TKA'])] : [];
  const ofRank = (rank: string): CardId => { const c = cards.find((x) => x[0] === rank); return c ? (cards.splice(cards.indexOf(c), 1), giveAway(c)) : take(); };
  const giveAway = (c: CardId): CardId => { giveCard(x, 0, c); x.players[0].hand.splice(x.players[0].hand.indexOf(c), 1); return c; };
  for (const p of participants) {
    if (ranks.length > 0 && !(p === seat && randInt(r, 3) === 0)) chosen[p].push(...ranks.map(ofRank));
    else for (let k = randInt(r, 4); k > 0; k--) chosen[p].push(take());
  }
  const flop = Array.from({ length: randInt(r, 5) === 0 ? randInt(r, 3) : 3 }, take);
  const dealerHand = dealer === null ? [] : ranks.length > 0 && randInt(r, 2) === 0 ? ranks.map(ofRank) : Array.from({ length: randInt(r, 5) }, take);
  const at = x.players[seat].pos!;
  x.stack.push({
    k: 'poker', seat, at, town: space(at).region as 'darkrock', step: 'showdown', invited: [], answered: 0, participants, dealer, dealerHand, flop, chosen,
    done: participants.slice(),
  });
  x.prompt = null;
  return x;
}

const SETUPS: Setup[] = everyTable(6100);

describe('typed poker (engine v2)', () => {
  it('evaluates hands of card codes as poker-hand.ts scores them', () => {
    const r = seedRng('typed-poker-hands');
    const m = new Int32Array(16), codes = new Int32Array(8);
    const keyOf = (score: readonly number[]): number => { let k = score[0]; for (let i = 1; i <= 5; i++) k = k * 16 + (score[i] ?? 0); return k; };
    for (let i = 0; i < 20_000; i++) {
      const deck = CARD_IDS.slice(), draw = (): CardId => deck.splice(randInt(r, deck.length), 1)[0];
      const chosen = Array.from({ length: randInt(r, 4) }, draw), flop = Array.from({ length: randInt(r, 8) === 0 ? randInt(r, 3) : 3 }, draw);
      const wild = chosen.filter((c) => c[0] === 'J' && (c[1] === 'C' || c[1] === 'S'));
      const plain = [...chosen.filter((c) => !wild.includes(c)), ...flop];
      plain.forEach((c, j) => { codes[j] = CARD.code(c); });
      expect(bestKeyT(codes, plain.length, wild.length), `${chosen} + ${flop}`).toBe(keyOf(bestPokerHand({ chosen, flop }).score));
      const dealer = Array.from({ length: randInt(r, 5) }, draw);
      L.writeList(m, 0, 4, dealer.map((c) => CARD.code(c)));
      L.writeList(m, 5, 3, flop.map((c) => CARD.code(c)));
      expect(dealerHandKeyT(m, 0, 5), `dealer ${dealer} + ${flop}`).toBe(keyOf(bestDealerHand(dealer, flop).score));
    }
  });

  it('starts poker and plays its frames exactly as poker.ts does', () => {
    const r = seedRng('typed-poker');
    const actionStates: GameState[] = [], phases: GameState[] = [], pokerStates: GameState[] = [];
    for (const setup of SETUPS) {
      randomGame(setup, 14, ({ state, legal, action, index }) => {
        const f = top(state);
        if (state.prompt?.kind === 'action') {
          if (legal.some((a) => a.type === 'poker')) actionStates.push(state);
          if (index % 5 === 0) phases.push(state);
        }
        if (f?.k === 'poker') pokerStates.push(state);
        if (action.type !== 'poker' && f?.k !== 'poker') return;
        // Replays the step on a copy to see the poker frames settle runs through.
        const s = cloneState(state);
        const ctx = newCtx(s), g = top(s)!;
        handlerOf(g).apply(ctx, g, action);
        s.seq++;
        settleVisiting(ctx, (x) => pokerStates.push(x), (f) => f.k === 'poker');
      });
    }
    const poker: Action = { type: 'poker' };
    const start = (s: GameState, label: string): void => {
      const seat = s.prompt!.seat;
      sideBySide(`${label}: poker started`, s, (ctx) => applyMainAction(ctx, seat, poker), (c) => { c.m[L.T_ACTIONS_LEFT]--; startPokerT(c, seat); });
    };
    for (const s of actionStates) start(s, 'random');
    for (const s of pokerStates) checkPokerFrame(s, 'random');
    for (const s of phases) {
      const x = pokerVariant(s, r);
      if (!legalActions(x, x.prompt!.seat).some((a) => a.type === 'poker')) continue;
      start(x, 'built');
      for (let k = 0; k < 2; k++) drive(cloneState(x), (ctx) => applyMainAction(ctx, x.prompt!.seat, poker), r, 'built');
      for (let k = 0; k < 3; k++) checkPokerFrame(showdownVariant(s, r), 'showdown');
    }
    const rows = [...tally].sort(([a], [b]) => a.localeCompare(b));
    console.log(rows.map(([k, n]) => `${k.padEnd(40)} ${String(n).padStart(6)} cases`).join('\n'));
    console.log([...notes].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k.padEnd(48)} ${String(n).padStart(6)}`).join('\n'));
    console.log(`all: ${rows.reduce((n, [, c]) => n + c, 0)} cases compared`);
    for (const label of ['random: poker started', 'random: pokerInvite list', 'random: pokerChoose list', 'random: join', 'random: decline',
      'random: playCard', 'random: finishChoosing', 'random: run invite', 'random: run deal', 'random: run choose', 'random: run showdown',
      'built: poker started', 'built: join', 'built: decline', 'built: playCard', 'built: finishChoosing', 'built: run deal', 'built: run showdown',
      'showdown: run showdown']) { // Wild Bill's kept card is pushed since the ability frame's port (typed-abilities.test.ts): no NotPorted left
      expect(tally.get(label) ?? 0, label).toBeGreaterThan(5);
    }
    for (const label of ['built: won', 'built: lost', 'built: dealerWon', 'built: 3 participants', 'built: with a dealer (4 cards)',
      'built: Ten-Gallon LP', 'built: Ten-Gallon money', "built: Wild Bill's $20", 'built: cheat used', 'built: lady-luck used',
      'built: a third card (Lady Luck)', 'built: deal with a reshuffle', 'showdown: won', 'showdown: lost', 'showdown: dealerWon', 'showdown: split pot',
      'showdown: with a dealer (0 cards)', 'showdown: with a dealer (2 cards)', 'showdown: a tie won by the active player', 'showdown: a tie with the dealer won by the active player', 'showdown: 5 participants', 'random: won', 'random: lost']) {
      expect(notes.get(label) ?? 0, label).toBeGreaterThan(2);
    }
  });
});
