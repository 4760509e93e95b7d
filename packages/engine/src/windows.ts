// Reaction windows (R17.4, R17.5, CONTENT.md §0): the concerned seats, active player first then
// seat order, each asked in turn while holding a card, until all pass in succession. Every such
// seat is asked whether or not it holds a playable reaction, so a prompt never reveals a hand.
import { emit, type Ctx } from './ctx.js';
import { effectOfCard, type WindowId } from './content/card-effects.js';
import { ACT } from './listed.js';
import type { CardId } from './content/poker-cards.js';
import { condHolds, runEffect } from './effects.js';
import type { FrameHandler } from './frame.js';
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

/** The reactions a seat may play in a window now: REACTION cards of that window whose conditions hold. */
export function playableReactions(s: GameState, seat: Seat, f: WindowFrame): CardId[] {
  const hand = player(s, seat).hand;
  const out: CardId[] = [];
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i];
    const e = effectOfCard(card);
    if (e.type !== 'REACTION' || e.window !== f.w || hand.indexOf(card) !== i) continue;
    if (e.when.every((c) => condHolds(s, seat, c, f.src))) out.push(card);
  }
  return out;
}

/** The index (in `seats`) of the seat asked now, or -1 when the window closes. */
function asked(s: GameState, f: WindowFrame): number {
  const seats = f.seats;
  let eligible = 0;
  for (let i = 0; i < seats.length; i++) if (player(s, seats[i]).hand.length > 0) eligible++;
  if (f.passes >= eligible) return -1;
  for (let i = 0; i < seats.length; i++) {
    const idx = (f.next + i) % seats.length;
    if (player(s, seats[idx]).hand.length > 0) return idx;
  }
  return -1;
}

const PASS_ONLY: readonly Action[] = [ACT.pass];

/** The window frame. */
export const windowHandler: FrameHandler<WindowFrame> = {
  prompt(s, f) {
    const idx = asked(s, f);
    return idx < 0 ? null : { seat: f.seats[idx], kind: 'reaction', rule: 'R17.5' };
  },
  legal(s, f) {
    const seat = f.seats[asked(s, f)];
    const out: Action[] = [ACT.pass];
    for (const card of playableReactions(s, seat, f)) out.push({ type: 'playReaction', card });
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
    ctx.s.pokerDiscard.push(a.card);
    emit(ctx, { type: 'reactionPlayed', seat, kind: f.w, data: { card: a.card } });
    runEffect(ctx, seat, effectOfCard(a.card).id, { ...f.src, card: a.card });
  },
  run(ctx) {
    pop(ctx.s);
  },
};
