// Makes the page an installable web app that opens offline: the manifest and the icons' links,
// and the service worker (sw.ts) registered in production builds. The app lives at the site's
// root (its paths `/t/<id>`, `/r/<match>` and `/api` are absolute), so these are too.
import { watchInstallOffer } from './install';

/** Adds the manifest and iOS icon links, listens for the browser's install offer, and registers the service worker (production builds, where the browser has them). */
export function installApp(): void {
  watchInstallOffer();
  link(document, 'manifest', '/manifest.webmanifest');
  link(document, 'apple-touch-icon', '/apple-touch-icon.png');
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // A refusal (a private window, storage off) only means no offline start: the page plays on.
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
}

function link(doc: Document, rel: string, href: string): void {
  if (doc.head.querySelector(`link[rel="${rel}"]`)) return;
  const el = doc.createElement('link');
  el.rel = rel;
  el.href = href;
  doc.head.append(el);
}
