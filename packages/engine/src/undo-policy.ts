// Undo inside one's own turn (BGA policy): never back across another player's decision, a
// revealed card or a random result. The engine is deterministic from its seed, so any action
// that drew, rolled, shuffled or showed something is a barrier that undo cannot cross. The
// server's tables and the browser's offline games both follow it.
import type { GameEvent, GameState, Seat } from './types.js';
import { viewFor } from './view.js';

/** Event types that show a card, a die or a token, or otherwise reveal what was hidden. */
export const REVEAL_EVENTS: ReadonlySet<string> = new Set([
  'cardsDrawn', 'diceRolled', 'dieRerolled', 'deckReshuffled', 'fightCardsDrawn', 'npcCardChosen', 'cardPlaced',
  'fightRevealed', 'fightResolved', 'handPeeked', 'cardDiscarded', 'cattleTaken', 'cattleDelivered', 'cattleStolen',
  'characterKept', 'prospected', 'gameEnded',
]);

/** What the server remembers about each counted action, for the undo policy. */
export interface ActionMeta {
  seat: Seat;
  /** The action drew, rolled, revealed or hid something: it cannot be taken back. */
  barrier: boolean;
  /** The turn it was taken in. */
  turnSeat: Seat;
  round: number;
}

function hiddenSizes(s: GameState): string {
  const v = viewFor(s, 'spectator');
  return JSON.stringify([v.pokerDeckSize, v.pokerDiscard.length, v.fightDeckSize, v.storyDeckSizes, v.ranchSizes,
    v.players.map((p) => [p.handSize, p.cattle])]);
}

/** True when the step from `before` to `after` used randomness or revealed something. */
export function isBarrier(before: GameState, after: GameState, events: readonly GameEvent[]): boolean {
  if (after.finished) return true;
  if (before.rng.some((w, i) => w !== after.rng[i])) return true;
  if (events.some((e) => e.secret !== undefined || REVEAL_EVENTS.has(e.type))) return true;
  return hiddenSizes(before) !== hiddenSizes(after);
}

/** The meta of an action about to be counted. */
export function actionMeta(before: GameState, after: GameState, events: readonly GameEvent[], seat: Seat): ActionMeta {
  return { seat, barrier: isBarrier(before, after, events), turnSeat: before.turn.seat, round: before.turn.round };
}

/** Whether `seat` may take back its last action now; the reason when it may not. */
export function undoCheck(state: GameState, actions: readonly ActionMeta[], seat: Seat): { ok: true; to: number } | { ok: false; reason: string } {
  if (state.finished) return { ok: false, reason: 'The game is over.' };
  if (!state.prompt || state.prompt.seat !== seat) return { ok: false, reason: 'Undo is only possible while the decision is yours.' };
  const last = actions[actions.length - 1];
  if (!last) return { ok: false, reason: 'There is nothing to undo.' };
  if (last.seat !== seat) return { ok: false, reason: 'The last decision was another player\'s.' };
  if (state.turn.seat !== seat || last.turnSeat !== seat || last.round !== state.turn.round) {
    return { ok: false, reason: 'Only actions of your own current turn can be undone.' };
  }
  if (last.barrier) return { ok: false, reason: 'That action drew, rolled or revealed something and cannot be undone.' };
  return { ok: true, to: actions.length - 1 };
}

/** The event an accepted undo reports: `seat` took back its actions from the `to`-th on. */
export function undoneEvent(seat: Seat, to: number): GameEvent {
  return { type: 'undone', seat, data: { to } };
}
