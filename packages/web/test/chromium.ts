// Debian's Chromium through playwright-core, for the browser tests of every package (the web
// client's, and the balance report's in packages/cli): a missing browser fails a test, never skips it.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

/** Debian's Chromium (apt-get install chromium). */
export const CHROMIUM = process.env.WL_CHROMIUM ?? '/usr/bin/chromium';

/** Each browser's own `newContext`, before launch() made its contexts skip the tour. */
const plainContext = new WeakMap<Browser, Browser['newContext']>();

/**
 * Launches headless Chromium; throws (the test fails) when it is not installed. Its contexts (and
 * so its pages) start as on a device that has taken the game screen's tour (the client's
 * "wl.tour"), which else opens over a first game; `withTour` gives a context where it opens.
 * They block the page's service worker unless their options allow it.
 */
export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get update && apt-get install -y chromium`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const own = browser.newContext.bind(browser);
  // The page's service worker (src/pwa) would fetch the whole build again in every new context:
  // off unless a test asks for it (`serviceWorkers: 'allow'`, test/offline-app.test.ts).
  const plain: Browser['newContext'] = (options) => own({ serviceWorkers: 'block', ...options });
  plainContext.set(browser, plain);
  browser.newContext = async (options) => {
    const ctx = await plain(options);
    await ctx.addInitScript(() => { try { if (localStorage.getItem('wl.tour') === null) localStorage.setItem('wl.tour', 'off'); } catch { /* no storage here (about:blank) */ } });
    return ctx;
  };
  return browser;
}

/** A context of `browser` (from launch()) as on a device that has not taken the tour yet. */
export function withTour(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  return (plainContext.get(browser) ?? browser.newContext.bind(browser))(options);
}
