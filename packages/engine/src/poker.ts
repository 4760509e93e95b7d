// Poker at the Saloon (R8): ante, invitations, the dealer, the flop, secret choices, the
// showdown with ties to the active player, split pots and the Ten-Gallon (CONTENT.md §2).
import { pokerResultAbilities } from './abilities.js';
import { emit, type Ctx } from './ctx.js';
import { effectOfCard } from './content/card-effects.js';
import { ACT, eachDistinct, SHARED } from './listed.js';
import { space } from './content/map.js';
import { cardEffect, type CardId } from './content/poker-cards.js';
import { promptsOf, type FrameHandler } from './frame.js';
import { drawCards, gainLp, gainMoney, loseMoney, owns, player, takeTopCard } from './ops.js';
import { bestDealerHand, bestPokerHand, compareHands, pokerChoiceLimit, type PokerHand } from './poker-hand.js';
import { pop, push } from './stack.js';
import type { Action, GameState, PokerFrame, Seat } from './types.js';

/** The ante, and what a joiner pays (R8.1, R8.2). */
export const ANTE = 10;
/** What the house adds to the pot (R8.4). */
export const HOUSE_POT = 50;
/** The pot of a poker game of `participants` players: the house's $50 plus their antes (R8.4). */
export const pokerPot = (participants: number): number => HOUSE_POT + ANTE * participants;

const effectOps = (card: CardId) => effectOfCard(card).ops;

/** Starts poker for the active player: ante, 1 card, then invitations in seat order (R8.1, R8.2). */
export function startPoker(ctx: Ctx, seat: Seat): void {
  const { s } = ctx;
  const at = player(s, seat).pos!;
  const town = space(at).region as PokerFrame['town'];
  loseMoney(ctx, seat, ANTE, 'ante');
  drawCards(ctx, seat, 1, 'ante');
  const n = s.players.length;
  const invited = s.players.map((_, i) => (seat + i) % n).filter((i) => i !== seat && space(player(s, i).pos!).region === town && player(s, i).money >= ANTE);
  emit(ctx, { type: 'pokerStarted', seat, data: { at, invited } });
  push(s, { k: 'poker', seat, at, town, step: 'invite', invited, answered: 0, participants: [seat], dealer: null, dealerHand: [], flop: [], chosen: s.players.map(() => []), done: [] });
}

/** The participant choosing now, or null when all are done. */
function chooser(s: GameState, f: PokerFrame): Seat | null {
  return f.participants.find((p) => !f.done.includes(p)) ?? null;
}

/** Whether a participant may (or must) pick another card, and whether they may stop (R8.6). */
function pickState(s: GameState, f: PokerFrame, seat: Seat): { canPick: boolean; canStop: boolean } {
  const chosen = f.chosen[seat];
  const hand = player(s, seat).hand.length;
  const limit = pokerChoiceLimit(chosen); // 3 once a Lady Luck is among the chosen cards
  const required = Math.min(2, chosen.length + hand);
  return { canPick: chosen.length < limit && hand > 0, canStop: chosen.length >= required };
}

const INVITE_PROMPTS = promptsOf('pokerInvite', 'R8.2');
const CHOOSE_PROMPTS = promptsOf('pokerChoose', 'R8.6');
const INVITE_ANSWERS: readonly Action[] = [SHARED.choose('join'), SHARED.choose('decline')];

/** The poker frame (R8). */
export const pokerHandler: FrameHandler<PokerFrame> = {
  prompt(s, f) {
    if (f.step === 'invite' && f.answered < f.invited.length) return INVITE_PROMPTS[f.invited[f.answered]];
    if (f.step === 'choose') {
      const seat = chooser(s, f);
      if (seat !== null) return CHOOSE_PROMPTS[seat];
    }
    return null;
  },
  legal(s, f) {
    if (f.step === 'invite') return INVITE_ANSWERS.slice();
    const seat = chooser(s, f)!;
    const { canPick, canStop } = pickState(s, f, seat);
    const out: Action[] = canStop ? [ACT.finishChoosing] : [];
    return canPick ? eachDistinct(player(s, seat).hand, SHARED.playCard, out) : out;
  },
  apply(ctx, f, a) {
    const { s } = ctx;
    if (f.step === 'invite' && a.type === 'choose') {
      const seat = f.invited[f.answered++];
      emit(ctx, { type: 'pokerAnswered', seat, kind: a.option });
      if (a.option === 'join') {
        loseMoney(ctx, seat, ANTE, 'ante');
        drawCards(ctx, seat, 1, 'ante');
        f.participants.push(seat);
      }
      return;
    }
    const seat = chooser(s, f)!;
    if (a.type === 'finishChoosing') { f.done.push(seat); return; }
    if (a.type !== 'playCard') return;
    const p = player(s, seat);
    p.hand.splice(p.hand.indexOf(a.card), 1);
    f.chosen[seat].push(a.card);
    emit(ctx, { type: 'pokerCardChosen', seat, secret: { to: [seat], data: { card: a.card } } });
    const { canPick, canStop } = pickState(s, f, seat);
    if (!canPick && canStop) f.done.push(seat);
  },
  run(ctx, f) {
    if (f.step === 'invite') { f.step = 'deal'; return; }
    if (f.step === 'deal') { deal(ctx, f); return; }
    if (f.step === 'choose') { f.step = 'showdown'; return; }
    pop(ctx.s);
    showdown(ctx, f);
  },
};

/** Deals the dealer hand if nobody joined, then the flop (R8.3, R8.5). */
function deal(ctx: Ctx, f: PokerFrame): void {
  const { s } = ctx;
  if (f.participants.length === 1) {
    const n = s.players.length;
    f.dealer = (f.seat - 1 + n) % n;
    for (let i = 0; i < 4; i++) { const c = takeTopCard(ctx); if (c) f.dealerHand.push(c); }
  }
  for (let i = 0; i < 3; i++) { const c = takeTopCard(ctx); if (c) f.flop.push(c); }
  emit(ctx, { type: 'pokerDealt', seat: f.seat, data: { flop: [...f.flop], dealer: f.dealer, dealerCards: f.dealerHand.length, participants: [...f.participants] } });
  f.step = 'choose';
}

/** The showdown: best hands, ties to the active player, the pot, LP and cards (R8.7–R8.9). */
function showdown(ctx: Ctx, f: PokerFrame): void {
  const { s } = ctx;
  const legendary = f.participants.filter((p) => player(s, p).legendary); // R18.2: an unlock by this result applies after it
  const hands = new Map<Seat, PokerHand>(f.participants.map((p) => [p, bestPokerHand({ chosen: f.chosen[p], flop: f.flop })]));
  for (const p of f.participants) {
    for (const c of f.chosen[p]) {
      const e = cardEffect(c);
      if (effectOps(c).some((o) => o.op === 'pokerWild' || o.op === 'pokerChoose')) emit(ctx, { type: 'cardEffectUsed', seat: p, kind: e.id, data: { card: c } });
    }
  }
  const dealerHand = f.dealer !== null ? bestDealerHand(f.dealerHand, f.flop) : null;
  let best: PokerHand | null = null;
  for (const h of [...hands.values(), ...(dealerHand ? [dealerHand] : [])]) if (!best || compareHands(h, best) > 0) best = h;
  const top = f.participants.filter((p) => compareHands(hands.get(p)!, best!) === 0);
  let winners: Seat[];
  if (top.includes(f.seat)) winners = [f.seat]; // ties go to the active player, also against the dealer (R8.8)
  else if (dealerHand && compareHands(dealerHand, best!) === 0) winners = [];
  else winners = top;
  const pot = pokerPot(f.participants.length);
  const share = winners.length ? Math.floor(pot / winners.length / 10) * 10 : 0;
  const kind = winners.includes(f.seat) ? 'won' : winners.length === 0 ? 'dealerWon' : 'lost';
  emit(ctx, {
    type: 'pokerPlayed', seat: f.seat, kind,
    data: {
      at: f.at, pot, share, winners, flop: f.flop, dealer: f.dealer, dealerHand: f.dealerHand,
      hands: f.participants.map((p) => ({ seat: p, chosen: f.chosen[p], category: hands.get(p)!.category })),
      dealerCategory: dealerHand?.category ?? null,
    },
  });
  for (const w of winners) gainMoney(ctx, w, share, 'poker');
  if (winners.includes(f.seat)) gainLp(ctx, f.seat, 1, 'poker');
  for (const p of f.participants) {
    const won = winners.includes(p);
    if (!won) drawCards(ctx, p, 1, 'pokerLost');
    if (owns(player(s, p), 'ten-gallon')) {
      if (won) gainLp(ctx, p, 1, 'ten-gallon'); else gainMoney(ctx, p, 10, 'ten-gallon');
    }
  }
  pokerResultAbilities(ctx, f, winners, legendary); // Wild Bill Hickok (R18): his kept card leaves the discard pile after this
  s.pokerDiscard.push(...f.participants.flatMap((p) => f.chosen[p]), ...f.dealerHand, ...f.flop);
}
