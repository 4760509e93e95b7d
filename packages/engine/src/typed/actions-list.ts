// The action phase's list after the Move actions (actions.ts `mainActions`, R4.2) for the typed
// engine: fights (R9.1), the space's location actions (R6), the ACTION cards with what each names
// (R17.2), Work and Provisions, as action codes in mainActions' order.
import { REVEL_PRICE } from '../actions.js';
import { FEATURE_BIT } from '../content/map.js';
import { ANTE } from '../poker.js';
import { A, code } from './action-codes.js';
import { ITEM, MIB_SEAT } from './codes.js';
import { allHoldT, mibHereT, SPACE_FEATURES, storyCyclableT } from './conds.js';
import { NO_SRC } from './frames.js';
import * as L from './layout.js';
import {
  ACTION, CARD_INFO, CARD_STRIDE, CI_PARAM, CI_TYPE, CI_WHEN, CI_WHEN_N, firstCopyT, PARAM_HIDEOUT, PARAM_STORY, PARAM_TARGET,
} from './list-cards.js';
import { shopActionsT } from './list-store.js';
import { ownsT } from './ops.js';

const DUEL = 0, ROB = 1, ARREST = 2; // action-codes.ts FIGHT_KINDS
const fightCode = (target: number, kind: number): number => code(A.fight, target | (kind << 8));
const PROSPECT = code(A.prospect), HEIST = code(A.heist), TAKE_CATTLE = code(A.takeCattle), HEAL = code(A.heal), POKER = code(A.poker);
const WORK = code(A.work), PROVISIONS_ITEM = ITEM.code('provisions'), PROVISIONS = code(A.useItem, PROVISIONS_ITEM);
const STORE = FEATURE_BIT['general-store'], MINE = FEATURE_BIT.mine, BANK = FEATURE_BIT.bank, GREEN = FEATURE_BIT['ranch-green'];
const BLUE = FEATURE_BIT['ranch-blue'], CABARET = FEATURE_BIT.cabaret, DOCTOR = FEATURE_BIT.doctor, SALOON = FEATURE_BIT.saloon;

/** True when the competitor (code) was fought this turn (R9.1). */
function fought(m: Int32Array, who: number): boolean {
  return L.listIndexOf(m, L.T_FOUGHT, who) >= 0;
}

/** Appends the fights the seat may declare here (actions.ts `fightActions`, R9.1); returns the new length. */
function fightActionsT(m: Int32Array, seat: number, out: Int32Array, n: number): number {
  const p = L.playerAt(seat);
  if (m[p + L.P_HAND] === 0) return n;
  const pos = m[p + L.P_POS], marshal = m[p + L.P_MARSHAL] > 0;
  for (let t = 0; t < m[L.N_SEATS]; t++) {
    if (t === seat || m[L.playerAt(t) + L.P_POS] !== pos || fought(m, t)) continue;
    out[n++] = fightCode(t, DUEL);
    out[n++] = fightCode(t, ROB);
    if (marshal && m[L.playerAt(t) + L.P_WANTED] > 0) out[n++] = fightCode(t, ARREST);
  }
  // The Man in Black: Duels and Robs only, at most once per turn (CONTENT.md §10).
  if (mibHereT(m, seat) && !fought(m, MIB_SEAT)) { out[n++] = fightCode(MIB_SEAT, DUEL); out[n++] = fightCode(MIB_SEAT, ROB); }
  return n;
}

/** Appends the location actions of the seat's space (actions.ts `locationActions`, R6); returns the new length. */
function locationActionsT(m: Int32Array, seat: number, out: Int32Array, n: number): number {
  const p = L.playerAt(seat);
  const f = SPACE_FEATURES[m[p + L.P_POS]];
  if (f === 0) return n;
  const money = m[p + L.P_MONEY];
  if (f & STORE) n = shopActionsT(m, seat, out, n);
  if (f & MINE) out[n++] = PROSPECT;
  if (f & BANK) {
    for (let nuggets = 1; nuggets <= m[p + L.P_NUGGETS]; nuggets++) out[n++] = code(A.deposit, nuggets);
    if (m[L.T_HEISTED] === 0 && m[p + L.P_HAND] > 0) out[n++] = HEIST;
  }
  const ranch = f & GREEN ? L.RANCH_GREEN : f & BLUE ? L.RANCH_BLUE : -1;
  if (ranch !== -1 && m[p + L.P_CATTLE] === -1 && m[ranch] > 0) out[n++] = TAKE_CATTLE;
  if (f & CABARET) {
    for (let lp = 1; lp <= 4 && lp * REVEL_PRICE <= money; lp++) out[n++] = code(A.revel, lp);
  }
  if (f & DOCTOR && m[p + L.P_WOUNDS] > 0 && money >= 10) out[n++] = HEAL;
  if (f & SALOON && money >= ANTE) out[n++] = POKER;
  return n;
}

/** The code of playing an ACTION card naming a target (competitor code), as action-codes.ts packs it. */
const playAt = (card: number, target: number): number => code(A.playAction, card | ((target + 1) << 6));

/** Appends the ACTION cards the seat may play now, with what each must name (actions.ts `cardActions`, R17.2); returns the new length. */
function cardActionsT(m: Int32Array, seat: number, out: Int32Array, n: number): number {
  const hand = L.playerAt(seat) + L.P_HAND;
  for (let i = 0; i < m[hand]; i++) {
    const card = m[hand + 1 + i];
    const at = card * CARD_STRIDE;
    if (CARD_INFO[at + CI_TYPE] !== ACTION || !firstCopyT(m, hand, i)) continue; // each card id once
    if (!allHoldT(m, seat, CARD_INFO, at + CI_WHEN, CARD_INFO[at + CI_WHEN_N], NO_SRC)) continue;
    const param = CARD_INFO[at + CI_PARAM];
    if (param === PARAM_TARGET) {
      const pos = m[L.playerAt(seat) + L.P_POS];
      for (let t = 0; t < m[L.N_SEATS]; t++) if (t !== seat && m[L.playerAt(t) + L.P_POS] === pos) out[n++] = playAt(card, t);
      if (mibHereT(m, seat)) out[n++] = playAt(card, MIB_SEAT);
    } else if (param === PARAM_HIDEOUT) {
      for (let b = 0; b < m[L.BANDITS]; b++) out[n++] = code(A.playAction, card | ((m[L.BANDITS + 1 + b] + 1) << 9));
    } else if (param === PARAM_STORY) {
      for (let story = 0; story < 2; story++) if (storyCyclableT(m, story)) out[n++] = code(A.playAction, card | ((128 + story) << 9));
    } else out[n++] = code(A.playAction, card);
  }
  return n;
}

/** Appends to `out` from index `n` the codes of the fights, location actions, ACTION cards, Work and Provisions, in mainActions' order; returns the new length. */
export function otherMainActionsT(m: Int32Array, seat: number, out: Int32Array, n: number): number {
  n = fightActionsT(m, seat, out, n);
  n = locationActionsT(m, seat, out, n);
  n = cardActionsT(m, seat, out, n);
  out[n++] = WORK;
  if (ownsT(m, seat, PROVISIONS_ITEM)) out[n++] = PROVISIONS;
  return n;
}
