// The primitive operations on players: every rule that changes money, cards, LP, wounds or
// track points goes through these, so limits (R2) and triggers (R18.2, R19.1) live in one place.
import { emit, type Ctx } from './ctx.js';
import { cattleColour, type CattleId } from './content/cattle.js';
import { ITEMS, type ItemId } from './content/items.js';
import { hasFeature } from './content/map.js';
import { sortCards, type CardId } from './content/poker-cards.js';
import { MARSHAL_REWARDS, TRACK_MAX, WANTED_REWARDS, type TrackReward } from './content/tracks.js';
import { randInt, shuffle } from './rng.js';
import type { GameState, PlayerState, Seat } from './types.js';

/** Money cap (R2.1). */
export const MAX_MONEY = 120;
/** Nuggets in the supply at the start (R2.2). */
export const NUGGET_SUPPLY = 36;
/** LP at which the Legendary ability unlocks (R18.2). */
export const LEGENDARY_LP = 5;
/** Wound cap (R2.6). */
export const MAX_WOUNDS = 3;

/** The player at a seat. */
export function player(s: GameState, seat: Seat): PlayerState {
  return s.players[seat];
}

/** True when the player owns an item (a loop: asked at most steps, where a callback would be made each time). */
export function owns(p: Pick<PlayerState, 'items'>, item: ItemId): boolean {
  const items = p.items;
  for (let i = 0; i < items.length; i++) if (items[i].id === item) return true;
  return false;
}

/** Nugget capacity: 4, or 6 while owning a Mule (R2.2, R16.5). */
export function nuggetCap(p: Pick<PlayerState, 'items'>): number {
  return owns(p, 'mule') ? 6 : 4;
}

/** Nuggets left in the supply (R2.2). */
export function nuggetSupply(s: GameState): number {
  return NUGGET_SUPPLY - s.players.reduce((n, p) => n + p.nuggets, 0);
}

/** Gains money up to the cap; returns what was actually gained (R2.1). */
export function gainMoney(ctx: Ctx, seat: Seat, amount: number, why: string): number {
  const p = player(ctx.s, seat);
  const got = Math.max(0, Math.min(amount, MAX_MONEY - p.money));
  p.money += got;
  if (amount > 0) emit(ctx, { type: 'moneyGained', seat, data: { amount: got, why } });
  return got;
}

/** Pays or loses money (never below 0); returns what was lost. */
export function loseMoney(ctx: Ctx, seat: Seat, amount: number, why: string): number {
  const p = player(ctx.s, seat);
  const lost = Math.min(amount, p.money);
  p.money -= lost;
  if (lost > 0) emit(ctx, { type: 'moneyLost', seat, data: { amount: lost, why } });
  return lost;
}

/** Gains nuggets within the carrying limit and the supply (R2.2); returns the number gained. */
export function gainNuggets(ctx: Ctx, seat: Seat, n: number, why: string): number {
  const p = player(ctx.s, seat);
  const got = Math.max(0, Math.min(n, nuggetCap(p) - p.nuggets, nuggetSupply(ctx.s)));
  p.nuggets += got;
  if (n > 0) emit(ctx, { type: 'nuggetsGained', seat, data: { amount: got, why } });
  return got;
}

/** Loses nuggets to the supply; returns the number lost. */
export function loseNuggets(ctx: Ctx, seat: Seat, n: number, why: string): number {
  const p = player(ctx.s, seat);
  const lost = Math.min(n, p.nuggets);
  p.nuggets -= lost;
  if (lost > 0) emit(ctx, { type: 'nuggetsLost', seat, data: { amount: lost, why } });
  return lost;
}

/** Gains LP, then checks the Legendary unlock (R18.2) and the end trigger (R19.1). */
export function gainLp(ctx: Ctx, seat: Seat, n: number, why: string): void {
  if (n <= 0) return;
  const { s } = ctx;
  const p = player(s, seat);
  p.lp += n;
  emit(ctx, { type: 'lpGained', seat, data: { amount: n, why, total: p.lp } });
  if (!p.legendary && p.lp >= LEGENDARY_LP) {
    p.legendary = true;
    emit(ctx, { type: 'legendaryUnlocked', seat });
  }
  if (s.endTriggeredRound === null && p.lp >= s.setup.options.length) {
    s.endTriggeredRound = s.turn.round;
    emit(ctx, { type: 'gameEndTriggered', seat, data: { round: s.turn.round, lp: p.lp } });
  }
}

/** Loses LP, never below 0 (R2.9). */
export function loseLp(ctx: Ctx, seat: Seat, n: number, why: string): void {
  const p = player(ctx.s, seat);
  const lost = Math.min(n, p.lp);
  p.lp -= lost;
  if (lost > 0) emit(ctx, { type: 'lpLost', seat, data: { amount: lost, why } });
}

/** Draws one card; an empty deck first reshuffles the discard pile (R2.4). */
function drawOne(ctx: Ctx): CardId | null {
  const { s } = ctx;
  if (s.pokerDeck.length === 0 && s.pokerDiscard.length > 0) {
    s.pokerDeck = shuffle(s.rng, s.pokerDiscard);
    s.pokerDiscard = [];
    emit(ctx, { type: 'deckReshuffled', data: { cards: s.pokerDeck.length } });
  }
  return s.pokerDeck.pop() ?? null;
}

/** Takes the top card of the poker deck without giving it to anyone (R10.2's blind card). */
export function takeTopCard(ctx: Ctx): CardId | null {
  return drawOne(ctx);
}

/** Draws n poker cards into a hand (R2.4); the cards are secret to the drawer. */
export function drawCards(ctx: Ctx, seat: Seat, n: number, why: string): CardId[] {
  const got: CardId[] = [];
  for (let i = 0; i < n; i++) {
    const c = drawOne(ctx);
    if (c === null) break;
    got.push(c);
  }
  const p = player(ctx.s, seat);
  if (got.length > 0) {
    for (let i = 0; i < got.length; i++) p.hand.push(got[i]);
    sortCards(p.hand);
  }
  if (n > 0) emit(ctx, { type: 'cardsDrawn', seat, data: { count: got.length, why }, secret: { to: [seat], data: { cards: got } } });
  return got;
}

/** Moves a card from a hand to the discard pile, face up. */
export function discardCard(ctx: Ctx, seat: Seat, card: CardId, why: string): void {
  const p = player(ctx.s, seat);
  const i = p.hand.indexOf(card);
  if (i < 0) throw new Error(`seat ${seat} has no ${card}`);
  p.hand.splice(i, 1);
  ctx.s.pokerDiscard.push(card);
  emit(ctx, { type: 'cardDiscarded', seat, data: { card, why } });
}

/** Discards a random card of a hand (F7); returns it or null with an empty hand. */
export function discardRandomCard(ctx: Ctx, seat: Seat, why: string): CardId | null {
  const p = player(ctx.s, seat);
  if (p.hand.length === 0) return null;
  const card = p.hand[randInt(ctx.s.rng, p.hand.length)];
  discardCard(ctx, seat, card, why);
  return card;
}

/** Takes wounds up to the cap of 3; extra wounds are ignored (R2.6). Returns the wounds taken. */
export function takeWounds(ctx: Ctx, seat: Seat, n: number, why: string): number {
  const p = player(ctx.s, seat);
  const got = Math.max(0, Math.min(n, MAX_WOUNDS - p.wounds));
  p.wounds += got;
  emit(ctx, { type: 'woundTaken', seat, data: { amount: got, ignored: n - got, why } });
  return got;
}

/** Removes up to n wounds; returns the number removed. */
export function heal(ctx: Ctx, seat: Seat, n: number, why: string): number {
  const p = player(ctx.s, seat);
  const removed = Math.min(n, p.wounds);
  p.wounds -= removed;
  if (removed > 0) emit(ctx, { type: 'woundsRemoved', seat, data: { amount: removed, why } });
  return removed;
}

function trackReward(ctx: Ctx, seat: Seat, r: TrackReward, why: string): void {
  if (r.money) gainMoney(ctx, seat, r.money, why);
  if (r.lp) gainLp(ctx, seat, r.lp, why);
  if (r.cards) drawCards(ctx, seat, r.cards, why);
}

/** Gains Marshal points with their rewards (R11.2); a Wanted player gains nothing (R11.4). */
export function gainMarshal(ctx: Ctx, seat: Seat, n: number, why: string): void {
  const p = player(ctx.s, seat);
  if (p.wanted > 0) return;
  for (let i = 0; i < n; i++) {
    if (p.marshal >= TRACK_MAX) { gainLp(ctx, seat, 1, 'marshalBeyond9'); continue; }
    p.marshal++;
    emit(ctx, { type: 'marshalPointGained', seat, data: { total: p.marshal, why } });
    trackReward(ctx, seat, MARSHAL_REWARDS[p.marshal - 1], 'marshalTrack');
  }
}

/** Loses all Marshal points without compensation (R11.3). */
export function loseMarshal(ctx: Ctx, seat: Seat, why: string): void {
  const p = player(ctx.s, seat);
  if (p.marshal === 0) return;
  emit(ctx, { type: 'marshalPointsLost', seat, data: { amount: p.marshal, why } });
  p.marshal = 0;
}

/** Gains Wanted points with their rewards (R11.2); a Marshal first loses all Marshal points (R11.3). */
export function gainWanted(ctx: Ctx, seat: Seat, n: number, why: string): void {
  const p = player(ctx.s, seat);
  if (n > 0) loseMarshal(ctx, seat, 'becameWanted');
  for (let i = 0; i < n; i++) {
    if (p.wanted >= TRACK_MAX) { gainLp(ctx, seat, 1, 'wantedBeyond9'); continue; }
    p.wanted++;
    emit(ctx, { type: 'wantedPointGained', seat, data: { total: p.wanted, why } });
    trackReward(ctx, seat, WANTED_REWARDS[p.wanted - 1], 'wantedTrack');
  }
}

/**
 * Takes the top token of the ranch where the player stands (R7.1), secret to them. The stack is
 * replaced, not changed (copies share it, clone.ts); a player who already carries one keeps it.
 */
export function takeCattle(ctx: Ctx, seat: Seat): void {
  const p = player(ctx.s, seat);
  if (p.cattle) return; // the token stays in the ranch (R2.3: at most 1 carried)
  const colour = hasFeature(p.pos!, 'ranch-green') ? 'green' : 'blue';
  const [token, ...rest] = ctx.s.ranches[colour];
  if (!token) return;
  ctx.s.ranches[colour] = rest;
  p.cattle = token;
  emit(ctx, { type: 'cattleTaken', seat, kind: colour, data: { at: p.pos }, secret: { to: [seat], data: { token } } });
}

/** Returns a cattle token face down to its own ranch stack, which is shuffled (R2.3, R7.4). */
export function returnCattle(ctx: Ctx, token: CattleId): void {
  const colour = cattleColour(token);
  const stack = [...ctx.s.ranches[colour], token]; // replaced, not changed: copies share it (clone.ts)
  shuffle(ctx.s.rng, stack);
  ctx.s.ranches[colour] = stack;
}

/** Gives an item from the store, applying its "when gained" effect (R6.3, R16). */
export function gainItem(ctx: Ctx, seat: Seat, item: keyof typeof ITEMS, upgraded: boolean): void {
  const p = player(ctx.s, seat);
  ctx.s.store[item]--;
  p.items.push({ id: item, upgraded });
  if (item === 'whiskey') heal(ctx, seat, 1, 'whiskey');
  if (item === 'provisions') drawCards(ctx, seat, 1, 'provisions');
}

/** Returns a used Whiskey or Provisions to the store (R16.2). */
export function discardItem(ctx: Ctx, seat: Seat, item: keyof typeof ITEMS): void {
  const p = player(ctx.s, seat);
  p.items = p.items.filter((i) => i.id !== item);
  ctx.s.store[item]++;
  emit(ctx, { type: 'itemDiscarded', seat, kind: item });
}

/** Half of an amount, rounded up, in whole steps of `step` (R2.10). */
export function halfUp(amount: number, step: number): number {
  return Math.ceil(amount / step / 2) * step;
}
