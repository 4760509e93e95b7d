// The service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js): it keeps this
// build's files (the page, its scripts, styles and icons) so that the page opens and plays
// against bots, or pass and play, without a network. Pages are asked of the network first, so an
// online player always gets the server's current build; only when that fails does the kept page
// answer. Nothing of the server's API or socket passes through it. It also shows the page's "your
// turn" notifications on phones, and a click on one brings the game back.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** A window of the app, as the worker sees it. */
interface WindowClient { url: string; focus(): Promise<unknown> }
/** The notification click (the page's "your turn", notify.ts). */
interface NotificationClick { notification: { data?: { url?: string }; close(): void }; waitUntil(p: Promise<unknown>): void }
/** The part of ServiceWorkerGlobalScope used here (the page's lib is DOM, not WebWorker). */
interface Worker {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  skipWaiting(): Promise<void>;
  clients: { matchAll(o: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>; openWindow(url: string): Promise<unknown> };
  addEventListener(type: 'notificationclick', f: (e: NotificationClick) => void): void;
}
declare const self: Worker;

void self.skipWaiting(); // a new build's worker takes over at once: the page asks the network first anyway
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' }); // not `/` → index.html: pages come from the route below

const KEPT_PAGE = 'index.html';

// Any page of the app (home, `/t/<table>`, `/r/<match>`): the network's, else the kept one.
registerRoute(new NavigationRoute(async ({ request }) => {
  try {
    return await fetch(request);
  } catch {
    return (await matchPrecache(KEPT_PAGE)) ?? Response.error();
  }
}));

// The page is built with relative asset paths, so at `/t/<id>` it asks for `/t/assets/…`:
// the same files as `/assets/…`, answered from the kept ones when there.
registerRoute(({ url }) => /^\/[tr]\/assets\/[^/]+$/.test(url.pathname), async ({ request, url }) => {
  const kept = await matchPrecache(url.pathname.replace(/^\/[tr]\//, '/'));
  return kept ?? fetch(request);
});

// A click on "your turn" (notify.ts) brings back the game's window, or opens the table again.
self.addEventListener('notificationclick', (e) => {
  e.notification.close();
  const url = e.notification.data?.url ?? '/';
  e.waitUntil(self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((open) => {
    const page = open.find((c) => c.url === url) ?? open[0];
    return page ? page.focus() : self.clients.openWindow(url);
  }));
});
