// The heuristic's answers to setup and ability prompts (heuristic.ts): the character kept of the
// two dealt (R3.2), the start space (R3.4), Y. B. Rowdy's discard (R4.1), Billy the Kid's victim
// (R5.8), Annie Oakley's victim (R9.3), Wild Bill's kept card (R8.9) and Whiskey's target (R16.2). Each reads the view only.
import { spacesWith, type Action, type CharacterId, type PlayerView } from '@wl/engine';
import { distanceField, INDEX } from './board.js';
import { cardKeepValue } from './cards.js';
import { best, ofType } from './choices.js';
import { wantsToMove } from './action-phase.js';
import type { Me } from './plans.js';

/**
 * How well the heuristic plays each character: its win rate with a random keep in 10,000
 * all-heuristic 4-player 20-LP games (characters drawn at random, seeds 1–10,000, 5 Dec 2026,
 * after the heist plan: characters.ts HEIST_CARD), so the better of the two dealt is kept.
 * Reproduced by `npx wl simulate --games 10000 --players 4 --bots heuristic --seed 1 --characters
 * random --json` (summary.characters, 5 Dec 2026, fourth session): the same order but Jesse James and
 * Mary Fields (28.5% and 28.3%), every rate within 2 points of this table (Wild Bill 46.2%).
 */
export const CHARACTER_STRENGTH: Readonly<Record<CharacterId, number>> = {
  'wild-bill-hickok': 0.48, 'calamity-jane': 0.39, 'bloody-knife': 0.29, 'mary-fields': 0.28, 'jesse-james': 0.28, 'billy-the-kid': 0.24,
  'bass-reeves': 0.22, 'annie-oakley': 0.22, 'kit-carson': 0.20, 'yb-rowdy': 0.19, 'wyatt-earp': 0.13, 'doc-holliday': 0.08,
};

/** The character to keep of the two dealt (R3.2): the one the heuristic plays best. */
export function keepCharacter(legal: readonly Action[]): Action | null {
  const ks = ofType(legal, 'keepCharacter');
  return ks.length ? best(ks, (a) => CHARACTER_STRENGTH[a.character]) : null;
}

/** Each space's distance to the nearest mine and to the nearest General Store, made once (the plans start at a mine). */
const MINE_D = distanceField(spacesWith('mine'));
const STORE_D = distanceField(spacesWith('general-store'));

/** The start space (R3.4): the one nearest a mine (the plans' first aim), then nearest a General Store. */
export function startSpace(legal: readonly Action[]): Action | null {
  const starts = ofType(legal, 'chooseStartSpace');
  return starts.length ? best(starts, (a) => { const i = INDEX.get(a.space)!; return -(MINE_D[i] * 10 + STORE_D[i]); }) : null;
}

/**
 * Y. B. Rowdy (R4.1): discard the card worth least for a free move of up to 3 spaces when the plan
 * has somewhere to go and that card is not one of the hand's best (a high card wins fights).
 */
export function rowdyDiscard(me: Me, legal: readonly Action[]): Action | null {
  const pass = legal.find((a) => a.type === 'pass') ?? null;
  const discards = ofType(legal, 'discard');
  if (discards.length === 0 || !wantsToMove(me)) return pass;
  const low = best(discards, (d) => -cardKeepValue(d.card));
  return cardKeepValue(low.card) <= 10 || me.hand.length >= 4 ? low : pass;
}

/** Billy the Kid's victim (R5.8): the one with most to give ($10 or a card), the LP leader on a tie; the Man in Black pays $10 from the supply. */
export function billyVictim(view: PlayerView, legal: readonly Action[]): Action | null {
  const targets = ofType(legal, 'target');
  if (!targets.length) return null;
  return best(targets, (a) => {
    const q = a.seat === 'mib' ? null : view.players[a.seat];
    return q ? (q.money >= 10 ? 1 : 0) + (q.handSize > 0 ? 1.2 : 0) + q.lp * 0.01 : 1;
  });
}

/** Whiskey (R16.2): the wound goes to the player with most LP (a wound is −1 LP at the end, R19.2, and a smaller hand), never one at 3 wounds. */
export function whiskeyTarget(view: PlayerView, legal: readonly Action[]): Action | null {
  const targets = ofType(legal, 'target');
  if (!targets.length) return legal.find((a) => a.type === 'pass') ?? null;
  return best(targets, (a) => {
    const q = a.seat === 'mib' ? null : view.players[a.seat];
    return !q ? 0 : q.wounds >= 3 ? -99 : q.lp; // a 4th wound is ignored (R2.6)
  });
}

/** Annie Oakley's victim (R9.3, F7 alike): the wound when it is free (at 3 wounds, R2.6) or no card can go, else the card worth least. */
export function annieAnswer(me: Me, legal: readonly Action[]): Action | null {
  const wound = legal.find((a) => a.type === 'choose' && a.option === 'wound') ?? null;
  const discards = ofType(legal, 'discard');
  if (wound && (me.p.wounds >= 3 || discards.length === 0)) return wound;
  return discards.length ? best(discards, (a) => -cardKeepValue(a.card)) : wound;
}

/** Wild Bill after a lost poker game (R8.9): always keep the card (one more card, never worse). */
export function wildBillKeep(legal: readonly Action[]): Action | null {
  return legal.find((a) => a.type === 'choose' && a.option === 'keep') ?? null;
}
