// The installable app (src/pwa): the page links its manifest, whose icons exist at the sizes it
// says, offers the browser's install with its own button, and registers its service worker; once that worker runs, the page opens and plays a game
// against bots with the network gone (the bots' worker and chunks included), and an invite page
// opened offline shows the app, saying the device is offline, not the browser's error page. Screenshots in test-results/.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { choose, lcg } from './play';
import { useTestSite } from './serve';

const ARTIFACTS = fileURLToPath(new URL('../test-results/', import.meta.url));
const web = useTestSite(ARTIFACTS);

interface Manifest { name: string; start_url: string; scope: string; display: string; icons: { src: string; sizes: string; type: string; purpose: string }[] }

/** A context that lets the page's service worker run, on the home page once the worker controls it. */
async function installed(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await web.browser.newContext({ serviceWorkers: 'allow', viewport: { width: 412, height: 860 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${web.site.url}?lang=en`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 }); // installed, its files kept, in control
  return { context, page };
}

describe('the installable app', () => {
  it('links a manifest whose icons exist at their sizes, and starts and shows itself as an app', async () => {
    const { context, page } = await installed();
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await page.evaluate(async (u) => (await fetch(u)).json(), href!) as Manifest;
    expect(manifest).toMatchObject({ name: 'Western Legends', start_url: '/', scope: '/', display: 'standalone' });
    const sizes = await page.evaluate(async (icons) => Promise.all(icons.map(async (i) => {
      const img = new Image();
      img.src = i.src;
      await img.decode();
      return `${i.purpose} ${i.type} ${i.sizes === 'any' ? 'any' : `${img.naturalWidth}x${img.naturalHeight}`}`;
    })), manifest.icons);
    expect(sizes).toEqual(manifest.icons.map((i) => `${i.purpose} ${i.type} ${i.sizes}`)); // each PNG is the size it claims
    expect(sizes).toEqual(expect.arrayContaining(['any image/png 192x192', 'any image/png 512x512', 'maskable image/png 512x512'])); // what browsers ask to install
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/apple-touch-icon.png');
    // The browser's offer to install (Chromium's beforeinstallprompt, here a stand-in): our button, which asks the browser once.
    const install = page.getByRole('button', { name: 'Install the app' });
    expect(await install.count()).toBe(0); // no offer, no button
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => { (window as unknown as { asked: number }).asked = ((window as unknown as { asked?: number }).asked ?? 0) + 1; },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      dispatchEvent(offer);
    });
    await install.click();
    expect(await page.evaluate(() => (window as unknown as { asked?: number }).asked)).toBe(1);
    await expect.poll(() => install.count()).toBe(0); // used up
    await context.close();
  });

  it('tells an iPhone or iPad, whose Safari makes no install offer, how to add the game to the home screen', async () => {
    const ua = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    const iphone = await web.browser.newContext({ userAgent: ua, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await iphone.newPage();
    await page.goto(`${web.site.url}?lang=en`);
    const install = page.getByRole('button', { name: 'Install the app' });
    await install.click();
    expect(await install.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('.install-how').textContent()).toBe('On iPhone or iPad: tap Share, then “Add to Home Screen”.');
    await page.screenshot({ path: `${ARTIFACTS}install-iphone.png` });
    // Opened from the home screen (standalone), it is installed already: no button.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true }));
    await page.reload();
    await page.getByRole('button', { name: 'Play against bots now' }).waitFor();
    expect(await install.count()).toBe(0);
    await iphone.close();
  });

  it('asks the network for the page while online (a new build shows at once), the kept page only offline', async () => {
    const { context, page } = await installed();
    const file = join(web.site.dir, 'index.html');
    const built = readFileSync(file, 'utf8');
    try {
      writeFileSync(file, built.replace('<title>', '<meta name="wl-build" content="newer" /><title>')); // the server's page changes
      await page.goto(web.site.url); // `/` itself, no query
      expect(await page.locator('meta[name="wl-build"]').count()).toBe(1); // the server's page, not the kept one
      await context.setOffline(true);
      await page.goto(web.site.url);
      expect(await page.locator('meta[name="wl-build"]').count()).toBe(0); // the kept page, of the build the worker installed
      expect(await page.getByRole('button', { name: 'Play against bots now' }).count()).toBe(1);
    } finally {
      writeFileSync(file, built);
    }
    await context.close();
  });

  it('opens and plays against bots with the network gone', async () => {
    const { context, page } = await installed();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await context.setOffline(true);
    await page.goto(`${web.site.url}?lang=en&speed=fast&seed=5&length=15`); // a fresh load: no file comes from the network
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    // The "Play online" card says why it cannot create a table now.
    await expect.poll(() => page.locator('.lobby-create .net-note').textContent()).toMatch(/^You are offline: online tables need a connection/);
    expect(await page.getByRole('button', { name: 'Create table' }).isDisabled()).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS}offline-home.png`, fullPage: true });
    await page.getByRole('button', { name: 'Play against bots now' }).click();
    await page.waitForSelector('svg.board');
    const pick = lcg(3);
    for (let i = 0; i < 12; i++) { // the bots (their worker and its chunks, kept too) answer between the decisions
      await page.waitForSelector('.prompt.mine', { timeout: 30_000 });
      await choose(page, pick, { timeout: 30_000, what: 'an offline game offers a choice' });
    }
    await page.waitForSelector('.prompt.mine', { timeout: 30_000 });
    expect(await page.locator('.game').getAttribute('data-seq')).not.toBe('0');
    await page.screenshot({ path: `${ARTIFACTS}offline-game.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens an invite page offline as the app, which says the device is offline until it is back', async () => {
    const { context, page } = await installed();
    await context.setOffline(true);
    await page.goto(`${web.site.url}t/abcd1234?lang=en`);
    await expect.poll(() => page.locator('.lobby-table .conn').textContent()).toBe('You are offline. The table comes back when your device is online again.');
    await page.screenshot({ path: `${ARTIFACTS}offline-invite.png` });
    // Back online, the note is the connection's again (this test's site has no game server to reach).
    await context.setOffline(false);
    await expect.poll(() => page.locator('.lobby-table .conn').textContent()).toMatch(/^(Connecting to the server|Connection lost\. Reconnecting)…$/);
    await context.close();
  });
});
