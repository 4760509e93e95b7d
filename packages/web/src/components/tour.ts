// The tour of the game screen: a few cards, each pointing at one part of the screen (the board,
// the question, your things, your hand, the other players, the tracks, the tabs of a phone, the
// log, the rules), shown once on this device at its first game, and again from the rules dialog.
import { storedSwitch, type StoredSwitch } from './stored-switch';

/** One card of the tour: its words (i18n `tour.<id>`) and the part of the screen it points at (none: the game as a whole). */
export interface TourStep { id: string; target: string | null }

/** Every card, in order; the ones whose part is not on screen (a phone's hidden panels, a wide screen's tabs) are left out. */
export const TOUR_STEPS: readonly TourStep[] = [
  { id: 'welcome', target: null },
  { id: 'board', target: '.board-wrap' },
  { id: 'prompt', target: '#prompt' },
  { id: 'you', target: '.side-right .you' },
  { id: 'hand', target: '.hand-wrap' },
  { id: 'players', target: '.side-left' },
  { id: 'tracks', target: '.tracks-wrap' },
  { id: 'tabs', target: '.tabs' },
  { id: 'log', target: '.log-wrap' },
  { id: 'rules', target: '.bar .rules-open' },
];

let pending: StoredSwitch | null = null;

/** Whether the tour is still to be shown by itself at this device's next game ("wl.tour": off once taken or skipped); read at first use, not at import (the rules' tests import it without a storage). */
export function tourPending(): StoredSwitch {
  pending ??= storedSwitch('wl.tour', true);
  return pending;
}

const OPEN = 'wl-open-tour';

/** Opens the tour at its first card (the rules dialog's "Show me around"; a first game by itself). */
export function startTour(): void {
  window.dispatchEvent(new CustomEvent(OPEN));
}

/** Calls `open` whenever the tour is asked for; returns the unsubscription. */
export function onTourStart(open: () => void): () => void {
  window.addEventListener(OPEN, open);
  return () => window.removeEventListener(OPEN, open);
}

/** True when `el` is drawn (not in a hidden panel or a closed tab). */
function shown(el: Element | null): el is HTMLElement {
  if (!el || el.getClientRects().length === 0) return false;
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
}

/** The cards of the tour for the screen as it is now: those whose part is drawn. */
export function stepsOnScreen(doc: Document): TourStep[] {
  return TOUR_STEPS.filter((s) => s.target === null || shown(doc.querySelector(s.target)));
}
