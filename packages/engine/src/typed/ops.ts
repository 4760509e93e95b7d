// The primitive operations on players (ops.ts) for the typed engine: money, nuggets, cards, LP,
// wounds, track points, items and cattle, with their limits (R2) and triggers (R18.2, R19.1), the
// same changes, random draws and events in the same order as ops.ts (tested side by side).
import { ITEMS } from '../content/items.js';
import { FEATURE_BIT, featureMask } from '../content/map.js';
import { MARSHAL_REWARDS, TRACK_MAX, WANTED_REWARDS, type TrackReward } from '../content/tracks.js';
import { LEGENDARY_LP, MAX_MONEY, MAX_WOUNDS, NUGGET_SUPPLY } from '../ops.js';
import { CATTLE, ITEM, SPACE, WHY } from './codes.js';
import { emitT, type TypedCtx } from './ctx.js';
import { E } from './events.js';
import * as L from './layout.js';
import { randIntT, shuffleListT } from './rng.js';

const WHY_WHISKEY = WHY.code('whiskey'), WHY_PROVISIONS = WHY.code('provisions'), WHY_MARSHAL_TRACK = WHY.code('marshalTrack');
const WHY_WANTED_TRACK = WHY.code('wantedTrack'), WHY_MARSHAL_BEYOND = WHY.code('marshalBeyond9'), WHY_WANTED_BEYOND = WHY.code('wantedBeyond9');
const WHY_BECAME_WANTED = WHY.code('becameWanted');
const MULE = ITEM.code('mule'), WHISKEY = ITEM.code('whiskey'), PROVISIONS = ITEM.code('provisions');
/** Each space's feature mask by space code. */
const FEATURES = Int32Array.from(SPACE.values, (id) => featureMask(id));
/** A cattle code's ranch: 0 green (codes 0–5), 1 blue. */
const ranchOf = (cattle: number): number => (cattle < 6 ? 0 : 1);

/** The offset of a seat's player block. */
export const P = L.playerAt;

/** True when the seat owns the item (by code). */
export function ownsT(m: Int32Array, seat: number, item: number): boolean {
  const at = P(seat) + L.P_ITEMS, n = m[at];
  for (let i = 1; i <= n; i++) if (m[at + i] >> 1 === item) return true;
  return false;
}

/** Nugget capacity: 4, or 6 with a Mule (R2.2, R16.5). */
export function nuggetCapT(m: Int32Array, seat: number): number {
  return ownsT(m, seat, MULE) ? 6 : 4;
}

/** Nuggets left in the supply (R2.2). */
export function nuggetSupplyT(m: Int32Array): number {
  let held = 0;
  for (let seat = 0; seat < m[L.N_SEATS]; seat++) held += m[P(seat) + L.P_NUGGETS];
  return NUGGET_SUPPLY - held;
}

/** Gains money up to the cap; returns what was gained (R2.1). */
export function gainMoneyT(c: TypedCtx, seat: number, amount: number, why: number): number {
  const at = P(seat) + L.P_MONEY, m = c.m;
  const got = Math.max(0, Math.min(amount, MAX_MONEY - m[at]));
  m[at] += got;
  if (amount > 0) emitT(c, E.moneyGained, seat, -1, got, why);
  return got;
}

/** Pays or loses money, never below 0; returns what was lost. */
export function loseMoneyT(c: TypedCtx, seat: number, amount: number, why: number): number {
  const at = P(seat) + L.P_MONEY, m = c.m;
  const lost = Math.min(amount, m[at]);
  m[at] -= lost;
  if (lost > 0) emitT(c, E.moneyLost, seat, -1, lost, why);
  return lost;
}

/** Gains nuggets within the carrying limit and the supply (R2.2); returns the number gained. */
export function gainNuggetsT(c: TypedCtx, seat: number, n: number, why: number): number {
  const at = P(seat) + L.P_NUGGETS, m = c.m;
  const got = Math.max(0, Math.min(n, nuggetCapT(m, seat) - m[at], nuggetSupplyT(m)));
  m[at] += got;
  if (n > 0) emitT(c, E.nuggetsGained, seat, -1, got, why);
  return got;
}

/** Loses nuggets to the supply; returns the number lost. */
export function loseNuggetsT(c: TypedCtx, seat: number, n: number, why: number): number {
  const at = P(seat) + L.P_NUGGETS, m = c.m;
  const lost = Math.min(n, m[at]);
  m[at] -= lost;
  if (lost > 0) emitT(c, E.nuggetsLost, seat, -1, lost, why);
  return lost;
}

/** Gains LP, then checks the Legendary unlock (R18.2) and the end trigger (R19.1). */
export function gainLpT(c: TypedCtx, seat: number, n: number, why: number): void {
  if (n <= 0) return;
  const m = c.m, o = P(seat);
  const lp = (m[o + L.P_LP] += n);
  emitT(c, E.lpGained, seat, -1, n, why, lp);
  if (m[o + L.P_LEGENDARY] === 0 && lp >= LEGENDARY_LP) {
    m[o + L.P_LEGENDARY] = 1;
    emitT(c, E.legendaryUnlocked, seat);
  }
  if (m[L.END_ROUND] === -1 && lp >= c.g.setup.options.length) {
    m[L.END_ROUND] = m[L.T_ROUND];
    emitT(c, E.gameEndTriggered, seat, -1, m[L.T_ROUND], lp);
  }
}

/** Loses LP, never below 0 (R2.9). */
export function loseLpT(c: TypedCtx, seat: number, n: number, why: number): void {
  const at = P(seat) + L.P_LP, m = c.m;
  const lost = Math.min(n, m[at]);
  m[at] -= lost;
  if (lost > 0) emitT(c, E.lpLost, seat, -1, lost, why);
}

/** Draws one card code, or -1; an empty deck first takes the shuffled discard pile (R2.4). */
function drawOneT(c: TypedCtx): number {
  const m = c.m;
  if (m[L.POKER_DECK] === 0 && m[L.POKER_DISCARD] > 0) {
    const n = m[L.POKER_DISCARD];
    m.copyWithin(L.POKER_DECK, L.POKER_DISCARD, L.POKER_DISCARD + 1 + n);
    m.fill(0, L.POKER_DISCARD, L.POKER_DISCARD + 1 + n);
    shuffleListT(m, L.POKER_DECK);
    emitT(c, E.deckReshuffled, -1, -1, n);
  }
  const n = m[L.POKER_DECK];
  if (n === 0) return -1;
  m[L.POKER_DECK] = n - 1;
  const card = m[L.POKER_DECK + n];
  m[L.POKER_DECK + n] = 0;
  return card;
}

/** Takes the top card of the poker deck without giving it to anyone (R10.2's blind card); -1 when none. */
export const takeTopCardT = drawOneT;

/** Sorts the hand at `hand` by card code (ops.ts `sortCards`: insertion sort by card index). */
function sortHand(m: Int32Array, hand: number): void {
  const n = m[hand];
  for (let i = 2; i <= n; i++) {
    const card = m[hand + i];
    let j = i - 1;
    while (j >= 1 && m[hand + j] > card) { m[hand + j + 1] = m[hand + j]; j--; }
    m[hand + j + 1] = card;
  }
}

/** Draws n poker cards into a hand (R2.4); returns how many were drawn. */
export function drawCardsT(c: TypedCtx, seat: number, n: number, why: number): number {
  const hand = P(seat) + L.P_HAND;
  let got = 0;
  for (; got < n; got++) {
    const card = drawOneT(c);
    if (card < 0) break;
    L.listPush(c.m, hand, card);
  }
  if (got > 0) sortHand(c.m, hand);
  if (n > 0) emitT(c, E.cardsDrawn, seat, -1, got, why);
  return got;
}

/** Moves a card from a hand to the discard pile, face up. */
export function discardCardT(c: TypedCtx, seat: number, card: number, why: number): void {
  const m = c.m, hand = P(seat) + L.P_HAND;
  const i = L.listIndexOf(m, hand, card);
  if (i < 0) throw new Error(`seat ${seat} has no card ${card}`);
  L.listRemoveAt(m, hand, i);
  L.listPush(m, L.POKER_DISCARD, card);
  emitT(c, E.cardDiscarded, seat, -1, card, why);
}

/** Discards a random card of a hand (F7); returns it, or -1 with an empty hand. */
export function discardRandomCardT(c: TypedCtx, seat: number, why: number): number {
  const m = c.m, hand = P(seat) + L.P_HAND;
  if (m[hand] === 0) return -1;
  const card = m[hand + 1 + randIntT(m, m[hand])];
  discardCardT(c, seat, card, why);
  return card;
}

/** Takes wounds up to the cap of 3; extra wounds are ignored (R2.6). Returns the wounds taken. */
export function takeWoundsT(c: TypedCtx, seat: number, n: number, why: number): number {
  const at = P(seat) + L.P_WOUNDS, m = c.m;
  const got = Math.max(0, Math.min(n, MAX_WOUNDS - m[at]));
  m[at] += got;
  emitT(c, E.woundTaken, seat, -1, got, n - got, why);
  return got;
}

/** Removes up to n wounds; returns the number removed. */
export function healT(c: TypedCtx, seat: number, n: number, why: number): number {
  const at = P(seat) + L.P_WOUNDS, m = c.m;
  const removed = Math.min(n, m[at]);
  m[at] -= removed;
  if (removed > 0) emitT(c, E.woundsRemoved, seat, -1, removed, why);
  return removed;
}

function trackRewardT(c: TypedCtx, seat: number, r: TrackReward, why: number): void {
  if (r.money) gainMoneyT(c, seat, r.money, why);
  if (r.lp) gainLpT(c, seat, r.lp, why);
  if (r.cards) drawCardsT(c, seat, r.cards, why);
}

/** Gains Marshal points with their rewards (R11.2); a Wanted player gains nothing (R11.4). */
export function gainMarshalT(c: TypedCtx, seat: number, n: number, why: number): void {
  const m = c.m, o = P(seat);
  if (m[o + L.P_WANTED] > 0) return;
  for (let i = 0; i < n; i++) {
    if (m[o + L.P_MARSHAL] >= TRACK_MAX) { gainLpT(c, seat, 1, WHY_MARSHAL_BEYOND); continue; }
    const total = ++m[o + L.P_MARSHAL];
    emitT(c, E.marshalPointGained, seat, -1, total, why);
    trackRewardT(c, seat, MARSHAL_REWARDS[total - 1], WHY_MARSHAL_TRACK);
  }
}

/** Loses all Marshal points without compensation (R11.3). */
export function loseMarshalT(c: TypedCtx, seat: number, why: number): void {
  const at = P(seat) + L.P_MARSHAL, m = c.m;
  if (m[at] === 0) return;
  emitT(c, E.marshalPointsLost, seat, -1, m[at], why);
  m[at] = 0;
}

/** Gains Wanted points with their rewards (R11.2); a Marshal first loses all Marshal points (R11.3). */
export function gainWantedT(c: TypedCtx, seat: number, n: number, why: number): void {
  const m = c.m, o = P(seat);
  if (n > 0) loseMarshalT(c, seat, WHY_BECAME_WANTED);
  for (let i = 0; i < n; i++) {
    if (m[o + L.P_WANTED] >= TRACK_MAX) { gainLpT(c, seat, 1, WHY_WANTED_BEYOND); continue; }
    const total = ++m[o + L.P_WANTED];
    emitT(c, E.wantedPointGained, seat, -1, total, why);
    trackRewardT(c, seat, WANTED_REWARDS[total - 1], WHY_WANTED_TRACK);
  }
}

/** Takes the top token of the ranch where the player stands (R7.1); one already carried stays. */
export function takeCattleT(c: TypedCtx, seat: number): void {
  const m = c.m, o = P(seat);
  if (m[o + L.P_CATTLE] !== -1) return;
  const green = (FEATURES[m[o + L.P_POS]] & FEATURE_BIT['ranch-green']) !== 0;
  const ranch = green ? L.RANCH_GREEN : L.RANCH_BLUE;
  if (m[ranch] === 0) return;
  const token = m[ranch + 1];
  L.listRemoveAt(m, ranch, 0);
  m[o + L.P_CATTLE] = token;
  emitT(c, E.cattleTaken, seat, green ? 0 : 1, m[o + L.P_POS], token);
}

/** Returns a cattle token to the bottom of its ranch stack, which is then shuffled (R2.3, R7.4). */
export function returnCattleT(c: TypedCtx, token: number): void {
  const ranch = ranchOf(token) === 0 ? L.RANCH_GREEN : L.RANCH_BLUE;
  L.listPush(c.m, ranch, token);
  shuffleListT(c.m, ranch);
}

/** Gives an item from the store, applying its "when gained" effect (R6.3, R16). */
export function gainItemT(c: TypedCtx, seat: number, item: number, upgraded: boolean): void {
  c.m[L.STORE + item]--;
  L.listPush(c.m, P(seat) + L.P_ITEMS, item * 2 + (upgraded ? 1 : 0));
  if (item === WHISKEY) healT(c, seat, 1, WHY_WHISKEY);
  if (item === PROVISIONS) drawCardsT(c, seat, 1, WHY_PROVISIONS);
}

/** Returns a used Whiskey or Provisions to the store (R16.2): every copy the seat holds leaves its items. */
export function discardItemT(c: TypedCtx, seat: number, item: number): void {
  const m = c.m, at = P(seat) + L.P_ITEMS;
  for (let i = m[at] - 1; i >= 0; i--) if (m[at + 1 + i] >> 1 === item) L.listRemoveAt(m, at, i);
  m[L.STORE + item]++;
  emitT(c, E.itemDiscarded, seat, item);
}

/** The item's definition by code. */
export const itemOf = (item: number): (typeof ITEMS)[keyof typeof ITEMS] => ITEMS[ITEM.at(item)];
/** The cattle code's id, for tests and messages. */
export const cattleId = (code: number): string => CATTLE.at(code);
