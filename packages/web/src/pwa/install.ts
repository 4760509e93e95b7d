// The browser's offer to install the app (Chromium's `beforeinstallprompt`, on Android and desktop),
// kept from the moment the page loads so that the home page can show its own "Install" button; gone
// once used or once the app is installed. Browsers without it (Safari, Firefox) show no button.
import { useSyncExternalStore } from 'react';
import { createStore } from '../state/store';

/** The part of Chromium's BeforeInstallPromptEvent used here. */
interface InstallOffer extends Event { prompt(): Promise<unknown>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> }

/** The offer the browser made and no one used yet (a store whose every message is the new offer, or null). */
const offer = createStore((_: InstallOffer | null, next: InstallOffer | null) => next, null);

/** Starts listening for the browser's offer (called once, before the page renders). */
export function watchInstallOffer(target: EventTarget = window): void {
  target.addEventListener('beforeinstallprompt', (e) => { e.preventDefault(); offer.dispatch(e as InstallOffer); }); // our button instead of the browser's bar
  target.addEventListener('appinstalled', () => offer.dispatch(null));
}

/** Whether the browser offers to install the app now. */
export function useInstallOffer(): boolean {
  return useSyncExternalStore(offer.subscribe, () => offer.getState() !== null, () => false);
}

/** Asks the browser to install the app (its own dialog); the offer is used up whatever the answer. */
export async function installNow(): Promise<void> {
  const o = offer.getState();
  if (!o) return;
  offer.dispatch(null);
  await o.prompt();
  await o.userChoice;
}
