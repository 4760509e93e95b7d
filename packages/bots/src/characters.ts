// What a character's Legendary ability (CONTENT.md §6) changes in the heuristic's judgement, read
// from the view: Wild Bill and Calamity Jane play poker (poker-plan.ts), Mary Fields's $10 a
// turn needs no reserve, Doc Holliday's wounds cost him no hand size and draw a card, Calamity Jane
// holds 6 cards. Abilities unlock at 5 LP (R18.2): `legendary` in the view.
import type { CharacterId, PublicPlayer } from '@wl/engine';
import type { Me } from './plans.js';
import { playsPoker, pokerWorth } from './poker-plan.js';

/** True when the player is this character with the ability unlocked, or about to unlock it (4+ LP). */
export function hasAbility(p: PublicPlayer, id: CharacterId): boolean {
  return p.character === id && (p.legendary || p.lp >= 4);
}

/**
 * The poker action's score. A win is +1 LP and the pot ($50 + antes, R8.9), about 2.7 LP; a loss
 * costs the $10 ante and draws a card; the active player wins about half of the games the bot
 * starts (39 of 71 in 400 heuristic games). Wild Bill and Calamity Jane score it by its expected LP (poker-plan.ts).
 */
export function pokerScore(me: Me, strength: number): number {
  const { p } = me;
  if (p.money < 10) return -1;
  if (playsPoker(p)) return 2 * pokerWorth(me); // Wild Bill's and Calamity's plan (poker-plan.ts), in the action scores' units (about 2 per LP)
  if (p.money < 20) return -1;
  return strength >= 30 ? 1.3 : 0.3; // below Work unless a story wants a win
}

/** Joins another player's poker game (R8.2): a good hand, or any hand for Wild Bill (his $20 and kept card). */
export function joinsPoker(me: Me, strength: number): boolean {
  if (me.p.money < 10) return false;
  if (hasAbility(me.p, 'wild-bill-hickok')) return strength >= 15;
  return strength >= 30 && me.p.money >= 30;
}

/** The money kept back after a Revel (R6.9): none for Mary Fields, who gains $10 every turn; the poker players' next ante. */
export function revelReserve(me: Me): number {
  return hasAbility(me.p, 'mary-fields') ? 0 : playsPoker(me.p) ? 10 : 30;
}

/** The money at which the plans head for the Cabaret: earlier for Mary Fields. */
export function cabaretMoney(p: PublicPlayer): number {
  return hasAbility(p, 'mary-fields') ? 60 : 90;
}

/** The lowest best card that starts a Duel or an Arrest: one lower for Doc Holliday, whose loss costs him no hand size and draws a card. */
export function fightBar(p: PublicPlayer): number {
  return hasAbility(p, 'doc-holliday') ? 10 : 11;
}

/** The best card below which the bot flees a fight against another player (R9.5). */
export function fleeBar(p: PublicPlayer): number {
  return hasAbility(p, 'doc-holliday') ? 7 : 9;
}

/** The wounds at which heists stop (a loss is a wound): Doc Holliday's wounds cost him no hand size. */
function heistWoundBar(p: PublicPlayer): number {
  return hasAbility(p, 'doc-holliday') ? 3 : 2;
}

/** True when the bot never heists: a Marshal career of 3+ points to lose (R11.3), or wounds enough that a loss (one more) costs too much. */
export function heistRuledOut(p: PublicPlayer): boolean {
  return p.marshal >= 3 || p.wounds >= heistWoundBar(p);
}

/**
 * The lowest best card that heists, or heads for the Bank to heist (R6.7: a win is $80 and 3
 * Wanted points, a loss 1 Wanted point and a wound, and a Wanted player gains 1–3 LP at the end
 * of each turn, R11.6). Chosen in paired games against the heuristic of 4 Dec 2026, which heisted
 * from an 11 and never headed for the Bank to do it (README, "Targets and figures").
 */
export const HEIST_CARD = 10;

/**
 * True when the plan goes to the Bank for a heist: not ruled out (heistRuledOut), a card of
 * HEIST_CARD or better and another besides; never for Wild Bill, whose
 * poker plan (poker-plan.ts) wins more without the trip (49% of all-heuristic games against 42%
 * with it), while Calamity Jane wins more with it (40% against 34%).
 */
export function plansHeist(me: Me): boolean {
  const { p } = me;
  return p.character !== 'wild-bill-hickok' && !heistRuledOut(p) && me.best >= HEIST_CARD && me.hand.length >= 2;
}

/** The hand size below which the start benefit takes 2 cards (R4.1b): one more for Calamity Jane's bigger hand. */
export function cardsBenefitBelow(p: PublicPlayer): number {
  return p.character === 'calamity-jane' ? 3 : 2;
}
