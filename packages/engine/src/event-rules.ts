// The rule behind each event (UI.md: the log shows each line's rule id): the reason an event
// carries (`data.why`: a Work, a deposit, the hand limit, a card's or an item's effect, a
// character's ability) where it names one, else the event's kind (a Move by card, a bandit
// fight, the effect a card used), else its type. Every event the engine emits has one (event-rules.test.ts).
import { CARD_EFFECTS } from './content/card-effects.js';
import { isCharacterId } from './content/characters.js';
import { isItemId } from './content/items.js';
import type { GameEvent } from './types.js';

/** The rule of an event's reason (`data.why`). */
const WHY: Readonly<Record<string, string>> = {
  work: 'R6.10', deposit: 'R6.6', mine: 'R6.5', heist: 'R6.7', buy: 'R6.1', upgrade: 'R6.1', revel: 'R6.9', doctor: 'R6.11',
  ante: 'R8.1', poker: 'R8.9', pokerLost: 'R8.9', startOfTurn: 'R4.1', startBonus: 'R3.3', handLimit: 'R15.3',
  lostFight: 'R9.8', duel: 'R9.8', rob: 'R9.8', arrest: 'R9.8', fight: 'R9.9', fightRestart: 'R10.4', fightCard: 'R10.5',
  arrested: 'R11.7', bandit: 'R13.3', sheriff: 'R12.3', wantedRow: 'R11.6', wantedTrack: 'R11.2', marshalTrack: 'R11.2',
  becameWanted: 'R11.3', rustle: 'R7.3', wrangle: 'R7.2', cattle: 'R7.2', story: 'R14.5', manInBlack: 'R20.1',
  robManInBlack: 'R20.1', beginner: 'R22.1',
};

/** The rule of an event's kind, where the kind tells more than the type. */
const KIND: Readonly<Record<string, string>> = {
  'moved:card': 'R5.9', 'moved:extension': 'R5.8', 'moveEnded:card': 'R5.9',
  'fightDeclared:bandit': 'R13.2', 'fightDeclared:guard': 'R6.7', 'fightDeclared:sheriff': 'R12.2',
  'fightRevealed:bandit': 'R10.3', 'fightRevealed:guard': 'R10.3', 'fightRevealed:sheriff': 'R10.3',
  'fightEnded:bandit': 'R10.5', 'fightEnded:guard': 'R10.5', 'fightEnded:sheriff': 'R10.5',
  'fightResolved:bandit': 'R13.3', 'fightResolved:guard': 'R6.7', 'fightResolved:sheriff': 'R12.3', 'fightResolved:arrest': 'R11.7',
};

/** The rule of an event's type. */
const TYPE: Readonly<Record<string, string>> = {
  characterDealt: 'R3.2', characterKept: 'R3.2', startSpaceChosen: 'R3.4', firstPlayerChosen: 'R3.7', banditPlaced: 'R13.1',
  turnStarted: 'R4.1', benefitTaken: 'R4.1', activeItemsChosen: 'R4.1', actionsEnded: 'R4.2', turnEnded: 'R4.4', roundEnded: 'R4.4',
  moved: 'R5.1', moveEnded: 'R5.8', worked: 'R6.10', prospected: 'R6.5', diceRolled: 'R6.5', dieRerolled: 'R16.3',
  nuggetsDeposited: 'R6.6', heistAttempted: 'R6.7', revelled: 'R6.9', healed: 'R6.11', cattleTaken: 'R6.8',
  itemBought: 'R6.1', itemUpgraded: 'R6.1', itemDiscarded: 'R16.2', whiskeyUsed: 'R16.2',
  cattleDelivered: 'R7.2', cattleStolen: 'R7.3',
  pokerStarted: 'R8.1', pokerAnswered: 'R8.2', pokerDealt: 'R8.5', pokerCardChosen: 'R8.6', pokerPlayed: 'R8.9',
  fightDeclared: 'R9.1', fightCancelled: 'R9.3', fled: 'R9.4', cardPlaced: 'R9.4', fightRevealed: 'R9.5', fightEnded: 'R9.7',
  fightResolved: 'R9.8', fightCardsDrawn: 'R10.1', npcCardChosen: 'R10.1', fightRestarted: 'R10.4',
  wantedPointGained: 'R11.2', marshalPointGained: 'R11.2', marshalPointsLost: 'R11.3', arrested: 'R11.7',
  sheriffMoved: 'R12.1', sheriffReturned: 'R12.3', banditDefeated: 'R13.3', banditRemoved: 'R13.4',
  storyContributed: 'R14.2', storyCompleted: 'R14.5', storyTurnedUp: 'R14.5', storyCycled: 'R14.4',
  woundTaken: 'R2.6', woundsRemoved: 'R15.2', moneyGained: 'R2.1', moneyLost: 'R2.1', nuggetsGained: 'R2.2', nuggetsLost: 'R2.2',
  lpGained: 'R2.9', lpLost: 'R2.9', cardsDrawn: 'R2.4', cardDiscarded: 'R2.4', deckReshuffled: 'R2.4',
  cardTaken: 'R2.10', goodsTaken: 'R2.10', goodsProtected: 'R2.10',
  actionCardPlayed: 'R17.2', reactionPlayed: 'R17.4', cardEffectUsed: 'R17.1', legendaryUnlocked: 'R18.2', abilityUsed: 'R18.1',
  gameEndTriggered: 'R19.1', gameEnded: 'R19.2', handPeeked: 'R23.4', faceDownPeeked: 'R23.4',
  manInBlackJoined: 'R20.1', manInBlackTurnStarted: 'R20.1', manInBlackMoved: 'R20.1', manInBlackActed: 'R20.1',
  manInBlackTurnEnded: 'R20.1', manInBlackLp: 'R20.1', manInBlackCardPlaced: 'R20.1', manInBlackReshuffled: 'R20.1',
  goalsDealt: 'R21.1', goalCompleted: 'R21.1', tokensDrawn: 'R21.1', tokensKept: 'R21.1',
};

/** The rule of a reason that names a poker card's effect (its type's rule), an item (R16.3) or a character (R18.1). */
function namedRule(why: string): string | null {
  const effect = (CARD_EFFECTS as Readonly<Record<string, { type: string } | undefined>>)[why];
  if (effect) return effect.type === 'ACTION' ? 'R17.2' : effect.type === 'BONUS' ? 'R17.3' : 'R17.4';
  if (isItemId(why)) return 'R16.3';
  if (isCharacterId(why)) return 'R18.1';
  return null;
}

/** The rule id behind an event (for the log's lines), or null for an event type the engine does not emit. */
export function eventRule(e: GameEvent): string | null {
  const why = typeof e.data?.why === 'string' ? e.data.why.split(':')[0] : null; // 'fightCard:F7': a fight card's effect
  if (why !== null) {
    const r = WHY[why] ?? namedRule(why);
    if (r) return r;
  }
  if (e.type === 'cardEffectUsed' && e.kind !== undefined) return namedRule(e.kind) ?? TYPE[e.type]; // the kind names the card's effect
  return (e.kind !== undefined ? KIND[`${e.type}:${e.kind}`] : undefined) ?? TYPE[e.type] ?? null;
}
