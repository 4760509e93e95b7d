// Poker hands in words (R8.6–R8.7): the hand a participant's chosen cards make with the flop, by
// the engine's own evaluation (bestPokerHand), for the poker panel, the cards a poker prompt
// offers, and each participant's hand in the showdown's log line.
import { bestPokerHand, type CardId, type PlayerView, type Seat } from '@wl/engine';
import { actorName, cardShort, isolate, type T } from './labels';

/** The name of the hand the chosen cards make with the flop ("pair", "flush"). */
export function handWith(chosen: readonly CardId[], flop: readonly CardId[], t: T): string {
  return t(`pokerHand.${bestPokerHand({ chosen, flop }).category}`);
}

/** One participant's showdown hand as the `pokerPlayed` event gives it: seat, chosen cards, category. */
interface ShownHand { seat: Seat; chosen: CardId[]; category: string }

const isShownHand = (x: unknown): x is ShownHand => {
  const h = x as ShownHand | null;
  return !!h && typeof h.seat === 'number' && Array.isArray(h.chosen) && typeof h.category === 'string';
};

/**
 * The showdown's hands in one phrase (the `pokerPlayed` event's data): each participant's hand by
 * name with the cards they chose, then the dealer's hand when one was dealt (R8.3).
 */
export function showdownHands(view: PlayerView, d: Record<string, unknown>, t: T): string {
  const hands = Array.isArray(d.hands) ? d.hands.filter(isShownHand) : [];
  const parts = hands.map((h) => t('event.pokerHandOf', {
    who: isolate(actorName(view, h.seat, t)), hand: t(`pokerHand.${h.category}`), cards: isolate(h.chosen.map(cardShort).join(' ')),
  }));
  if (typeof d.dealerCategory === 'string') parts.push(t('event.pokerDealerHand', { hand: t(`pokerHand.${d.dealerCategory}`) }));
  return parts.join(t('event.pokerHandsSep'));
}
