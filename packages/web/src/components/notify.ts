// The system notification of online games: when the game comes to this player while the page is
// not in view (another tab, the browser minimised), the operating system shows "Your turn" with
// what is asked, so a slow game's player need not keep watching the tab. Off by default: turning
// it on in the game's bar asks the browser's permission, and a refusal turns it off again. On a
// phone only where the page's service worker runs (src/pwa), which shows them there.
import { useSyncExternalStore } from 'react';
import { storedSwitch } from './stored-switch';

const wanted = storedSwitch('wl.notify', false);

/** Whether this browser can show system notifications at all. */
export function canNotify(): boolean {
  return typeof Notification === 'function';
}

/** Turns the notifications on (after the browser's permission; a refusal leaves them off) or off, remembered on this device. */
export async function setNotify(on: boolean): Promise<void> {
  if (!on || !canNotify()) { wanted.set(false); return; }
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission().catch(() => 'denied' as const);
  wanted.set(permission === 'granted');
}

/** Whether the browser refuses this site's notifications (the player said no once; only its site settings can change that). */
export function notifyBlocked(): boolean {
  return canNotify() && Notification.permission === 'denied';
}

/** The toggle's state, for React: on only while the permission still holds. */
export function useNotify(): boolean {
  const on = useSyncExternalStore(wanted.subscribe, wanted.on);
  return on && canNotify() && Notification.permission === 'granted';
}

/** Shows "your turn" (`title`, with `body`: what is asked) if it is on and the page is not in view; a click brings the page back. Through the page's service worker where it has one (phones show a page's notifications only that way). */
export function notifyTurn(title: string, body: string, tag: string): void {
  if (!wanted.on() || !canNotify() || Notification.permission !== 'granted' || document.visibilityState === 'visible') return;
  const worker = navigator.serviceWorker;
  if (worker?.controller) {
    void worker.ready.then((r) => r.showNotification(title, { body, tag, data: { url: location.href } })).catch(() => undefined); // its click: sw.ts
    return;
  }
  try {
    const n = new Notification(title, { body, tag });
    n.onclick = () => { window.focus(); n.close(); };
  } catch {
    // Some browsers allow notifications only from a service worker: the tab's title and the chime still say it.
  }
}

function onController(changed: () => void): () => void {
  const worker = navigator.serviceWorker;
  worker?.addEventListener('controllerchange', changed);
  return () => worker?.removeEventListener('controllerchange', changed);
}

/** Whether the page's service worker controls it, so that notifications reach a phone too (notifyTurn). */
export function useWorkerNotify(): boolean {
  return useSyncExternalStore(onController, () => !!navigator.serviceWorker?.controller, () => false);
}
