// Makes the page an installable web app that opens offline: the manifest and the icons' links,
// and the service worker (sw.ts) registered in production builds. The app lives at the site's
// root (its paths `/t/<id>`, `/r/<match>` and `/api` are absolute), so these are too.
import { watchInstallOffer } from './install';

/** Adds the manifest and iOS icon links and registers the service worker; false where the browser has none or in development. */
export function installApp(doc: Document = document, nav: Navigator = navigator, prod = import.meta.env.PROD): boolean {
  watchInstallOffer();
  link(doc, 'manifest', '/manifest.webmanifest');
  link(doc, 'apple-touch-icon', '/apple-touch-icon.png');
  if (!prod || !('serviceWorker' in nav)) return false;
  // A refusal (a private window, storage off) only means no offline start: the page plays on.
  nav.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  return true;
}

function link(doc: Document, rel: string, href: string): void {
  if (doc.head.querySelector(`link[rel="${rel}"]`)) return;
  const el = doc.createElement('link');
  el.rel = rel;
  el.href = href;
  doc.head.append(el);
}
