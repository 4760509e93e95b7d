// The typed engine's event records (ctx.ts `emitT`): each is type, seat, kind and three values
// a, b, c. This table says what each type's kind and values hold, for the emitters, the readers
// (stories, goals) and the converter to GameEvent to come (docs/engine-v2.md stage 4). Codes are
// those of codes.ts (spaces, cards, items, WHY reasons...), -1 for null.
import { EVENT } from './ctx.js';

/** Event type codes. */
export const E = {
  /** a amount gained, b WHY. */ moneyGained: EVENT.code('moneyGained'),
  /** a amount lost, b WHY. */ moneyLost: EVENT.code('moneyLost'),
  /** a amount, b WHY. */ nuggetsGained: EVENT.code('nuggetsGained'),
  /** a amount, b WHY. */ nuggetsLost: EVENT.code('nuggetsLost'),
  /** a amount, b WHY, c total. */ lpGained: EVENT.code('lpGained'),
  /** a amount, b WHY. */ lpLost: EVENT.code('lpLost'),
  /** a WHY or 0. */ legendaryUnlocked: EVENT.code('legendaryUnlocked'),
  /** a round, b LP. */ gameEndTriggered: EVENT.code('gameEndTriggered'),
  /** a cards. */ deckReshuffled: EVENT.code('deckReshuffled'),
  /** a count drawn, b WHY. */ cardsDrawn: EVENT.code('cardsDrawn'),
  /** a card, b WHY. */ cardDiscarded: EVENT.code('cardDiscarded'),
  /** a wounds taken, b ignored, c WHY. */ woundTaken: EVENT.code('woundTaken'),
  /** a wounds removed, b WHY. */ woundsRemoved: EVENT.code('woundsRemoved'),
  /** a total, b WHY. */ marshalPointGained: EVENT.code('marshalPointGained'),
  /** a points lost, b WHY. */ marshalPointsLost: EVENT.code('marshalPointsLost'),
  /** a total, b WHY. */ wantedPointGained: EVENT.code('wantedPointGained'),
  /** kind ranch (0 green, 1 blue), a space, b token. */ cattleTaken: EVENT.code('cattleTaken'),
  /** kind item. */ itemDiscarded: EVENT.code('itemDiscarded'),
  /** a hideout. */ banditPlaced: EVENT.code('banditPlaced'),
  /** kind character. */ characterDealt: EVENT.code('characterDealt'),
  /** kind character. */ characterKept: EVENT.code('characterKept'),
  /** a space. */ startSpaceChosen: EVENT.code('startSpaceChosen'),
  /** (seat only). */ firstPlayerChosen: EVENT.code('firstPlayerChosen'),
  /** a goals kept. */ goalsDealt: EVENT.code('goalsDealt'),
  /** a space. */ manInBlackJoined: EVENT.code('manInBlackJoined'),
  // The Man in Black (mib.ts, mib-fight.ts): his events have seat -1 but manInBlackCardPlaced's (the player's).
  /** a round. */ manInBlackTurnStarted: EVENT.code('manInBlackTurnStarted'),
  /** (nothing). */ manInBlackReshuffled: EVENT.code('manInBlackReshuffled'),
  /** kind MIB_CARD, a his space. */ manInBlackActed: EVENT.code('manInBlackActed'),
  /** kind MIB_CARD, a from, b to, c steps. */ manInBlackMoved: EVENT.code('manInBlackMoved'),
  /** kind MIB_CARD (-1), a amount, b WHY (-1 for a card), c total. */ manInBlackLp: EVENT.code('manInBlackLp'),
  /** kind MIB_CARD (-1). */ manInBlackTurnEnded: EVENT.code('manInBlackTurnEnded'),
  /** a fight cards he drew. */ manInBlackCardPlaced: EVENT.code('manInBlackCardPlaced'),
  /** a round, b space. */ turnStarted: EVENT.code('turnStarted'),
  /** kind benefit (0 money, 1 cards, 2 mixed). */ benefitTaken: EVENT.code('benefitTaken'),
  /** a weapon, b mount (item codes or -1). */ activeItemsChosen: EVENT.code('activeItemsChosen'),
  /** a space. */ actionsEnded: EVENT.code('actionsEnded'),
  /** (seat only). */ turnEnded: EVENT.code('turnEnded'),
  /** a round. */ roundEnded: EVENT.code('roundEnded'),
  /** kind 0 action / 1 card move, a from, b to, c crossings. */ moved: EVENT.code('moved'),
  /** kind 0 action / 1 card move, a space. */ moveEnded: EVENT.code('moveEnded'),
  /** a space. */ worked: EVENT.code('worked'),
  /** a nuggets. */ nuggetsDeposited: EVENT.code('nuggetsDeposited'),
  /** a LP. */ revelled: EVENT.code('revelled'),
  /** a wounds. */ healed: EVENT.code('healed'),
  /** kind story, a slot, b 1 when moved. */ storyContributed: EVENT.code('storyContributed'),
  /** kind WINDOW, a card. */ reactionPlayed: EVENT.code('reactionPlayed'),
  /** kind character, a first value of its data or 0. */ abilityUsed: EVENT.code('abilityUsed'),
  /** a card. */ actionCardPlayed: EVENT.code('actionCardPlayed'),
  /** (seat only). */ heistAttempted: EVENT.code('heistAttempted'),
  /** a target seat. */ whiskeyUsed: EVENT.code('whiskeyUsed'),
  /** kind EFFECT, a card. */ cardEffectUsed: EVENT.code('cardEffectUsed'),
  /** kind 0 wrangle / 1 rustle (-1: neither), a token, b space. */ cattleDelivered: EVENT.code('cattleDelivered'),
  /** a the seat robbed of its token. */ cattleStolen: EVENT.code('cattleStolen'),
  /** kind from (competitor code: a seat, 6 the Man in Black), a money, b nuggets, c WHY. */ goodsTaken: EVENT.code('goodsTaken'),
  /** a money, b nuggets, c WHY. */ goodsProtected: EVENT.code('goodsProtected'),
  /** a from, b to, c spaces walked (the route's length less 1). */ sheriffMoved: EVENT.code('sheriffMoved'),
  /** kind item, a space, b cost, c 1 when made active at once. */ itemBought: EVENT.code('itemBought'),
  /** kind item, a space, b cost. */ itemUpgraded: EVENT.code('itemUpgraded'),
  /** a face of die 1, b face of die 2 (frames.ts DIE_FACE codes). */ diceRolled: EVENT.code('diceRolled'),
  /** a die (1 or 2), b its new face (DIE_FACE code). */ dieRerolled: EVENT.code('dieRerolled'),
  /** kind the final faces (DIE_FACE codes: die 1 × 4 + die 2), a space, b nuggets gained, c money gained in the action. */ prospected: EVENT.code('prospected'),
  /** a space, b the invited seats as a bit mask (asked in seat order from the active player). */ pokerStarted: EVENT.code('pokerStarted'),
  /** kind CHOICE_OPTION code ('join' or 'decline'). */ pokerAnswered: EVENT.code('pokerAnswered'),
  /** kind the dealer's seat or -1, a the flop (card code + 1 in 6 bits each, first lowest), b the dealer's cards, c the participants as a bit mask. */
  pokerDealt: EVENT.code('pokerDealt'),
  /** a card (secret to the seat). */ pokerCardChosen: EVENT.code('pokerCardChosen'),
  /**
   * kind 0 won (by the active player), 1 lost, 2 dealerWon; a space; b the winners as a bit mask
   * + 256 × each winner's share; c each participant's hand category strength (poker-hand.ts
   * `categoryStrength`, 1..11; 0: not a participant) in 4 bits at 4 × seat, + 2^24 × the dealer's
   * (0: no dealer). The pot is 50 + 10 × the participants.
   */
  pokerPlayed: EVENT.code('pokerPlayed'),
  /** a the seat the card is taken from, b card (secret to both seats), c WHY (Billy the Kid's loot: ability-frame.ts). */ cardTaken: EVENT.code('cardTaken'),
  // Card operations (effects.ts, effects-ops.ts) and story resolution:
  /** (seat only). */ sheriffReturned: EVENT.code('sheriffReturned'),
  /** a hideout, b EFFECT (-1: none). */ banditRemoved: EVENT.code('banditRemoved'),
  /** a hideout, b EFFECT. */ banditDefeated: EVENT.code('banditDefeated'),
  /** a slot, b the story left (-1), c the story turned up (-1). */ storyCycled: EVENT.code('storyCycled'),
  /** kind story, a slot, b the contributors as a bit mask of competitor codes. */ storyCompleted: EVENT.code('storyCompleted'),
  /** a slot, b the story discarded, c the story turned up (-1: none). */ storyTurnedUp: EVENT.code('storyTurnedUp'),
  /** a by (a seat, -1 the Sheriff), b Wanted points lost, c 1 when a cattle token went back. */ arrested: EVENT.code('arrested'),
  // The Goal variant (goals.ts, tokens.ts); fightResolved's c also holds the target + 1 and its card + 1 (typed/fight.ts) for goals:
  /** kind GOAL, a nth completed. */ goalCompleted: EVENT.code('goalCompleted'),
  /** a the drawn tokens (2 bits each, the first lowest), b nth (tokens to keep). */ tokensDrawn: EVENT.code('tokensDrawn'),
  /** a the kept tokens, b the returned ones (2 bits each, the first lowest). */ tokensKept: EVENT.code('tokensKept'),
} as const;
