// The poker plan of Wild Bill Hickok and Calamity Jane (CONTENT.md §6). A poker win is +1 LP and
// the $60 pot (R8.9), $20 more with Wild Bill's ability, one more LP with a Ten-Gallon ($20, which
// also refunds the ante of a loss); his lost game keeps a card. Cards win poker against the
// dealer, and Calamity holds 6 (her story draws feed them). Both start beside the Red Falls
// Cabaret, which is a Saloon too (R6) and next to a General Store: they buy the Ten-Gallon, then
// play poker and revel there, which beats mining for them. Read from the view only.
import { ITEMS, MAX_MONEY, type PublicPlayer } from '@wl/engine';
import type { Me } from './plans.js';

/**
 * The active player's chance to win poker against the dealer (his best 2 of 4, ties to the
 * active player, R8.3–R8.8) by hand size before the ante card, the bot picking its 2 cards
 * greedily (pokerStrength): 20,000 deals each (/tmp/wb/pokersim.mjs, 3 Dec 2026).
 */
const POKER_WIN = [0.14, 0.29, 0.42, 0.5, 0.58, 0.63, 0.68, 0.72];

/** LP per dollar (a Revel's $30 per LP, R6.9) and per poker card in hand (evaluate.ts). */
const LP_PER_DOLLAR = 1 / 30;
const CARD_LP = 0.35;

/** True for the characters whose plan is the poker table: Wild Bill Hickok and Calamity Jane. */
export function playsPoker(p: Pick<PublicPlayer, 'character'>): boolean {
  return p.character === 'wild-bill-hickok' || p.character === 'calamity-jane';
}

/** True when the player owns a Ten-Gallon (CONTENT.md §2: +1 LP on a poker win, +$10 on a loss). */
export function hasTenGallon(p: PublicPlayer): boolean {
  const items = p.items;
  for (let i = 0; i < items.length; i++) if (items[i].id === 'ten-gallon') return true;
  return false;
}

/**
 * The expected LP of one poker game for the active player against the dealer: the win's LP and
 * pot (what fits under $120 after the ante, R2.1), Wild Bill's $20 once Legendary, the
 * Ten-Gallon's LP or $10, the ante, and the cards (a win spends 1 net card, his loss gains 1).
 */
export function pokerWorth(me: Me): number {
  const { p, hand } = me;
  if (p.money < 10) return -1;
  const pWin = POKER_WIN[Math.min(hand.length, POKER_WIN.length - 1)];
  const bill = p.character === 'wild-bill-hickok' && p.legendary;
  const hat = hasTenGallon(p);
  const room = MAX_MONEY - (p.money - 10);
  const win = 1 + (hat ? 1 : 0) + Math.min(60 + (bill ? 20 : 0), room) * LP_PER_DOLLAR - CARD_LP;
  const loss = (hat ? Math.min(10, room) : 0) * LP_PER_DOLLAR + (bill ? CARD_LP : 0);
  return pWin * win + (1 - pWin) * loss - 10 * LP_PER_DOLLAR;
}

/** The poker worth (LP) at which the poker plan heads for the Cabaret's table (about a prospect's). */
export const POKER_GOAL = 1;

/** True when a poker player should go to the table now: a hand and the money to make it pay. */
export function wantsPoker(me: Me): boolean {
  return playsPoker(me.p) && pokerWorth(me) >= POKER_GOAL;
}

/** True when a poker player should buy a Ten-Gallon: none owned, a misc slot free, and money for it and an ante. */
export function wantsTenGallon(p: PublicPlayer, store?: Readonly<Record<string, number>>): boolean {
  return playsPoker(p) && !hasTenGallon(p) && p.money >= 30 && (!store || (store['ten-gallon'] ?? 0) > 0)
    && p.items.filter((i) => ITEMS[i.id].kind === 'misc').length < 3; // at most 3 misc items (R2.7)
}

/**
 * A poker player's start benefit (R4.1b): cards win poker (a 7-card hand wins 72% against the
 * dealer, a 3-card one 50%), so 2 cards unless the hand is full; $20 without the ante.
 */
export function pokerBenefit(me: Me): 'cards' | 'money' | 'mixed' {
  const n = me.hand.length;
  if (me.p.money < 10) return n >= 3 ? 'money' : 'mixed';
  return n < 6 ? 'cards' : 'mixed';
}

/** What reaching a General Store is worth to a poker player wanting a Ten-Gallon (each later win is 1 LP more); 0 once the end is triggered, or for others. */
export function tenGallonTrip(me: Me): number {
  return me.view.endTriggeredRound === null && wantsTenGallon(me.p, me.view.store) ? 3 : 0;
}
