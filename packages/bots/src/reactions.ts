// The heuristic's movement and insight reactions (choices.ts `reaction`): Sprint and Getaway when
// the plan has somewhere to go, Instinct before a player fight it may flee, and the card to play
// once the attacker's face-down card is known (CONTENT.md §3).
import { cardValue, ownModOpp, weaponModOpp, type Action, type CardId, type PublicPlayer } from '@wl/engine';
import { wantsToMove } from './action-phase.js';
import { bestCard, cardKeepValue, effectOf } from './cards.js';
import type { Me } from './plans.js';

/**
 * Whether to play a movement or insight reaction now: Sprint (a 3) continues a Move by 2 spaces
 * toward the plan; Getaway (a 10) moves 2 after a fight unless it is one of the hand's best fight
 * cards; Instinct (a 9) shows the attacker's card when the rest of the hand can still fight.
 */
export function playsMoveReaction(me: Me, card: CardId): boolean {
  const others = me.hand.filter((c) => c !== card);
  switch (effectOf(card)) {
    case 'sprint': return wantsToMove(me);
    case 'getaway': return (bestCard(others) >= 10 || others.length >= 3) && wantsToMove(me);
    case 'instinct': {
      const f = me.view.fight;
      return !!f && f.target === me.seat && f.attackerCard === null && bestCard(others) >= 8;
    }
    default: return false;
  }
}

/** What is taken off the card played against `p` (R9.5): their upgraded weapon and Jesse James's or Kit Carson's ability outside a town, as the engine reckons them. */
const modAgainst = (p: PublicPlayer): number => weaponModOpp(p) + ownModOpp(p);

/**
 * With the attacker's card known (Instinct): the cheapest card that beats it (ties go to the
 * attacker, R9.7, unless the target wins ties), else flee when allowed, else the cheapest card.
 */
export function answerKnownCard(me: Me, legal: readonly Action[]): Action | null {
  const f = me.view.fight;
  if (!f || f.target !== me.seat || f.attackerCard === null || f.manInBlack) return null;
  const attacker = me.view.players[f.attacker];
  const theirs = Math.max(2, cardValue(f.attackerCard) - modAgainst(me.p));
  const ties = (q: PublicPlayer) => f.winTies.includes(q.seat) || (q.character === 'jesse-james' && q.legendary); // Jesse wins ties against players (R18)
  const winsTies = ties(me.p) && !ties(attacker);
  let win: (Action & { type: 'playCard' }) | null = null;
  let cheap: (Action & { type: 'playCard' }) | null = null;
  for (const a of legal) {
    if (a.type !== 'playCard') continue;
    const mine = Math.max(2, cardValue(a.card) - modAgainst(attacker));
    const k = cardKeepValue(a.card);
    if ((mine > theirs || (mine === theirs && winsTies)) && (!win || k < cardKeepValue(win.card))) win = a;
    if (!cheap || k < cardKeepValue(cheap.card)) cheap = a;
  }
  return win ?? legal.find((a) => a.type === 'flee') ?? cheap;
}
