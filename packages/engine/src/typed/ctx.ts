// What a typed rules step works on (ctx.ts for the typed engine): the game's ints and the events
// it emits, as fixed records of EVENT_SIZE ints (type, seat, kind, three values) in one buffer.
// Turning them into GameEvent objects is the public API's job (docs/engine-v2.md, stage 4).
import { codes } from './codes.js';
import type { TypedGame } from './convert.js';

/** Ints of one event record: type code, seat (-1), kind code (-1), then three values. */
export const EVENT_SIZE = 6;

/** A typed rules step's context. */
export interface TypedCtx {
  g: TypedGame;
  m: Int32Array;
  /** The events, EVENT_SIZE ints each. */
  ev: Int32Array;
  /** Ints of `ev` written. */
  evLen: number;
  /** Ints of `ev` the story objectives have already seen (stories.ts). */
  checked: number;
  /** Ints of `ev` the goals have already seen (goals.ts). */
  goalsChecked: number;
}

/** A fresh context on a typed game: the game's own, emptied (a step's events are read before the next step). */
export function typedCtx(g: TypedGame): TypedCtx {
  let c = g.ctx;
  if (c === undefined || c.m !== g.m) g.ctx = c = { g, m: g.m, ev: g.ev ?? new Int32Array(EVENT_SIZE * 64), evLen: 0, checked: 0, goalsChecked: 0 };
  c.evLen = 0;
  c.checked = 0;
  c.goalsChecked = 0;
  return c;
}

/** Event types (the `type` of GameEvent). */
export const EVENT = codes<string>('event', [
  'abilityUsed', 'actionCardPlayed', 'actionsEnded', 'activeItemsChosen', 'arrested', 'banditDefeated', 'banditPlaced', 'banditRemoved',
  'benefitTaken', 'cardDiscarded', 'cardEffectUsed', 'cardPlaced', 'cardTaken', 'cardsDrawn', 'cattleDelivered', 'cattleStolen',
  'cattleTaken', 'characterDealt', 'characterKept', 'deckReshuffled', 'diceRolled', 'dieRerolled', 'faceDownPeeked', 'fightCancelled',
  'fightCardsDrawn', 'fightDeclared', 'fightEnded', 'fightResolved', 'fightRestarted', 'fightRevealed', 'firstPlayerChosen', 'fled',
  'gameEndTriggered', 'gameEnded', 'goalCompleted', 'goalsDealt', 'goodsProtected', 'goodsTaken', 'handPeeked', 'healed',
  'heistAttempted', 'itemBought', 'itemDiscarded', 'itemUpgraded', 'legendaryUnlocked', 'lpGained', 'lpLost', 'manInBlackActed',
  'manInBlackCardPlaced', 'manInBlackJoined', 'manInBlackLp', 'manInBlackMoved', 'manInBlackReshuffled', 'manInBlackTurnEnded',
  'manInBlackTurnStarted', 'marshalPointGained', 'marshalPointsLost', 'moneyGained', 'moneyLost', 'moveEnded', 'moved',
  'npcCardChosen', 'nuggetsDeposited', 'nuggetsGained', 'nuggetsLost', 'pokerAnswered', 'pokerCardChosen', 'pokerDealt',
  'pokerPlayed', 'pokerStarted', 'prospected', 'reactionPlayed', 'revelled', 'roundEnded', 'sheriffMoved', 'sheriffReturned',
  'startSpaceChosen', 'storyCompleted', 'storyContributed', 'storyCycled', 'storyTurnedUp', 'tokensDrawn', 'tokensKept',
  'turnEnded', 'turnStarted', 'wantedPointGained', 'whiskeyUsed', 'worked', 'woundTaken', 'woundsRemoved',
]);

/** Appends an event record. */
export function emitT(c: TypedCtx, type: number, seat: number, kind = -1, a = 0, b = 0, d = 0): void {
  if (c.evLen + EVENT_SIZE > c.ev.length) {
    const bigger = new Int32Array(c.ev.length * 2);
    bigger.set(c.ev);
    c.ev = bigger;
  }
  const ev = c.ev, i = c.evLen;
  ev[i] = type; ev[i + 1] = seat; ev[i + 2] = kind; ev[i + 3] = a; ev[i + 4] = b; ev[i + 5] = d;
  c.evLen = i + EVENT_SIZE;
}

/** The event types of the records, in order (for tests and the event converter to come). */
export function eventTypes(c: TypedCtx): string[] {
  const out: string[] = [];
  for (let i = 0; i < c.evLen; i += EVENT_SIZE) out.push(EVENT.at(c.ev[i]));
  return out;
}
