// The heuristic's answers to setup and ability prompts (heuristic.ts): the character kept of the
// two dealt (R3.2), the start space (R3.4), Y. B. Rowdy's discard (R4.1), Billy the Kid's victim
// (R5.8), Wild Bill's kept card (R8.9) and Whiskey's target (R16.2). Each reads the view only.
import { spacesWith, type Action, type CharacterId, type PlayerView } from '@wl/engine';
import { DIST, INDEX, N_SPACES } from './board.js';
import { cardKeepValue } from './cards.js';
import { ofType } from './choices.js';
import { heading } from './action-phase.js';
import type { Me } from './plans.js';

/**
 * How well the heuristic plays each character: its win rate in 400 all-heuristic 4-player games
 * (default seeds, before this table was used), so the better of the two dealt is kept.
 */
export const CHARACTER_STRENGTH: Readonly<Record<CharacterId, number>> = {
  'kit-carson': 0.49, 'bloody-knife': 0.46, 'jesse-james': 0.44, 'yb-rowdy': 0.32, 'billy-the-kid': 0.31, 'bass-reeves': 0.23,
  'annie-oakley': 0.17, 'wyatt-earp': 0.14, 'calamity-jane': 0.14, 'doc-holliday': 0.13, 'mary-fields': 0.13, 'wild-bill-hickok': 0.12,
};

/** The character to keep of the two dealt (R3.2): the one the heuristic plays best. */
export function keepCharacter(legal: readonly Action[]): Action | null {
  const ks = ofType(legal, 'keepCharacter');
  let b: Action | null = null;
  let bs = -Infinity;
  for (const a of ks) {
    const s = CHARACTER_STRENGTH[a.character] ?? 0;
    if (s > bs) { bs = s; b = a; }
  }
  return b;
}

/** Space indices of the mines and the General Stores, made once (the plans start at a mine). */
const MINES = spacesWith('mine').map((id) => INDEX.get(id)!);
const STORES = spacesWith('general-store').map((id) => INDEX.get(id)!);
const nearestDist = (i: number, targets: readonly number[]): number => {
  let d = 999;
  for (const t of targets) d = Math.min(d, DIST[i * N_SPACES + t]);
  return d;
};

/** The start space (R3.4): the one nearest a mine (the plans' first aim), then nearest a General Store. */
export function startSpace(legal: readonly Action[]): Action | null {
  let b: Action | null = null;
  let bs = Infinity;
  for (const a of ofType(legal, 'chooseStartSpace')) {
    const i = INDEX.get(a.space);
    if (i === undefined) continue;
    const s = nearestDist(i, MINES) * 10 + nearestDist(i, STORES);
    if (s < bs) { bs = s; b = a; }
  }
  return b;
}

/**
 * Y. B. Rowdy (R4.1): discard the card worth least for a free move of up to 3 spaces when the plan
 * has somewhere to go and that card is not one of the hand's best (a high card wins fights).
 */
export function rowdyDiscard(me: Me, legal: readonly Action[]): Action | null {
  const pass = legal.find((a) => a.type === 'pass') ?? null;
  const discards = ofType(legal, 'discard');
  if (!me.p.pos || discards.length === 0) return pass;
  const h = heading(me);
  if (h.first === h.pos || h.idx.length === 0) return pass;
  let low = discards[0];
  for (const d of discards) if (cardKeepValue(d.card) < cardKeepValue(low.card)) low = d;
  return cardKeepValue(low.card) <= 10 || me.hand.length >= 4 ? low : pass;
}

/** Billy the Kid's victim (R5.8): the one with most to give ($10 or a card), the LP leader on a tie; the Man in Black pays $10 from the supply. */
export function billyVictim(view: PlayerView, legal: readonly Action[]): Action | null {
  let b: Action | null = null;
  let bs = -Infinity;
  for (const a of ofType(legal, 'target')) {
    const q = a.seat === 'mib' ? null : view.players[a.seat];
    const s = q ? (q.money >= 10 ? 1 : 0) + (q.handSize > 0 ? 1.2 : 0) + q.lp * 0.01 : 1;
    if (s > bs) { bs = s; b = a; }
  }
  return b;
}

/** Whiskey (R16.2): the wound goes to the player with most LP (a wound is −1 LP at the end, R19.2, and a smaller hand), never one at 3 wounds. */
export function whiskeyTarget(view: PlayerView, legal: readonly Action[]): Action | null {
  let b: Action | null = null;
  let bs = -Infinity;
  for (const a of ofType(legal, 'target')) {
    const q = a.seat === 'mib' ? null : view.players[a.seat];
    const s = !q ? 0 : q.wounds >= 3 ? -99 : q.lp; // a 4th wound is ignored (R2.6)
    if (s > bs) { bs = s; b = a; }
  }
  return b ?? legal.find((a) => a.type === 'pass') ?? null;
}

/** Wild Bill after a lost poker game (R8.9): always keep the card (one more card, never worse). */
export function wildBillKeep(legal: readonly Action[]): Action | null {
  return legal.find((a) => a.type === 'choose' && a.option === 'keep') ?? null;
}
