// Reaction windows (R17.4, R17.5, CONTENT.md §0): the concerned seats, active player first then
// seat order, each asked in turn while holding a card, until all pass in succession. Every such
// seat is asked whether or not it holds a playable reaction, so a prompt never reveals a hand.
import { emit, type Ctx } from './ctx.js';
import { effectOfCard, type WindowId } from './content/card-effects.js';
import { ACT, SHARED } from './listed.js';
import type { CardId } from './content/poker-cards.js';
import { allHold, playCard } from './effects.js';
import { promptsOf, type FrameHandler } from './frame.js';
import { player } from './ops.js';
import { pop, push } from './stack.js';
import type { Action, EffectSource, GameState, Seat, WindowFrame } from './types.js';

/** Opens a window for the seats it concerns; nobody with a card in hand means no window. */
export function openWindow(ctx: Ctx, w: WindowId, seats: Seat[], src: EffectSource): void {
  const { s } = ctx;
  const n = s.players.length;
  let any = false;
  for (const seat of seats) if (player(s, seat).hand.length > 0) any = true;
  if (!any) return;
  const ordered = seats.length === 1 ? [seats[0]] : [...new Set(seats)].sort((a, b) => ((a - s.turn.seat + n) % n) - ((b - s.turn.seat + n) % n));
  push(s, { k: 'window', w, seats: ordered, next: 0, passes: 0, src });
}

/** True when `hand[i]` is the first copy of a REACTION card of this window whose conditions hold: one the seat may play now. */
function playable(s: GameState, seat: Seat, f: WindowFrame, hand: readonly CardId[], i: number): boolean {
  const card = hand[i];
  const e = effectOfCard(card);
  return e.type === 'REACTION' && e.window === f.w && hand.indexOf(card) === i && allHold(s, seat, e.when, f.src);
}

/** How many of the window's seats hold a card: each is asked until that many Pass in succession. */
function eligibleSeats(s: GameState, f: WindowFrame): number {
  let eligible = 0;
  for (let i = 0; i < f.seats.length; i++) if (player(s, f.seats[i]).hand.length > 0) eligible++;
  return eligible;
}

/** The index (in `seats`) of the seat asked now, or -1 when the window closes. */
function asked(s: GameState, f: WindowFrame): number {
  const seats = f.seats;
  if (f.passes >= eligibleSeats(s, f)) return -1;
  for (let i = 0; i < seats.length; i++) {
    const idx = (f.next + i) % seats.length;
    if (player(s, seats[idx]).hand.length > 0) return idx;
  }
  return -1;
}

const PASS_ONLY: readonly Action[] = [ACT.pass];
const REACTION_PROMPTS = promptsOf('reaction', 'R17.5');

/**
 * For simulations on a private copy (api.ts `applySimulated`): when no seat window `f` (on top of
 * the stack, asking) would still ask can play a card, answers its remaining Passes at once
 * (counted in `seq`, as the Pass actions would be) and returns true; the window then closes by
 * itself. Passes change nothing else, so the state reached is the one those Passes reach.
 */
export function skipIdleWindow(s: GameState, f: WindowFrame): boolean {
  for (const seat of f.seats) {
    const hand = player(s, seat).hand;
    for (let i = 0; i < hand.length; i++) if (playable(s, seat, f, hand, i)) return false;
  }
  const eligible = eligibleSeats(s, f);
  s.seq += eligible - f.passes;
  f.passes = eligible;
  return true;
}

/** The window frame. */
export const windowHandler: FrameHandler<WindowFrame> = {
  prompt(s, f) {
    const idx = asked(s, f);
    return idx < 0 ? null : REACTION_PROMPTS[f.seats[idx]];
  },
  legal(s, f) {
    const seat = f.seats[asked(s, f)];
    const out: Action[] = [ACT.pass];
    const hand = player(s, seat).hand;
    for (let i = 0; i < hand.length; i++) if (playable(s, seat, f, hand, i)) out.push(SHARED.playReaction(hand[i]));
    return out;
  },
  listedOfType(_s, _f, type) {
    return type === 'pass' ? PASS_ONLY : null; // Pass is always listed, first
  },
  apply(ctx, f, a) {
    const idx = asked(ctx.s, f);
    const seat = f.seats[idx];
    f.next = (idx + 1) % f.seats.length;
    if (a.type === 'pass') { f.passes++; return; }
    if (a.type !== 'playReaction') return;
    f.passes = 0;
    const p = player(ctx.s, seat);
    p.hand.splice(p.hand.indexOf(a.card), 1);
    emit(ctx, { type: 'reactionPlayed', seat, kind: f.w, data: { card: a.card } });
    playCard(ctx, seat, a.card, f.src);
  },
  run(ctx) {
    pop(ctx.s);
  },
};
