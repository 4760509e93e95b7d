// Performance budget of the client (UI.md, issue #8): the JavaScript loaded before the first
// screen is at most 300 KB gzipped (asserted, from the build output), and the time from "Play"
// to the first drawing of the board in headless Chromium is measured and printed. Speed is
// logged, not asserted beyond a generous bound: no test depends on the machine's speed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildClient, launch, serve } from './serve';

const BUDGET = 300 * 1024;
let dir: string;
let browser: Browser;
let site: { url: string; close(): Promise<void> };

beforeAll(async () => {
  dir = await buildClient();
  site = await serve(dir);
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** The scripts index.html loads at once: its module entry and its modulepreloads. */
function initialScripts(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) out.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) out.add(m[1]);
  return [...out];
}

describe('client performance', () => {
  it('loads at most 300 KB of gzipped JavaScript before the first screen', () => {
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    const files = initialScripts(html);
    expect(files.length).toBeGreaterThan(0);
    expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/); // the tab's icon is inline: no request for /favicon.ico
    const sizes = files.map((f) => ({ f, gz: gzipSync(readFileSync(join(dir, f.replace(/^\.?\//, '')))).length }));
    const total = sizes.reduce((n, s) => n + s.gz, 0);
    console.log(`initial JS: ${(total / 1024).toFixed(1)} KB gzipped (${sizes.map((s) => `${s.f} ${(s.gz / 1024).toFixed(1)} KB`).join(', ')})`);
    expect(total).toBeLessThanOrEqual(BUDGET);
  });

  it('measures the first board render after "Play" in headless Chromium', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const failed: string[] = []; // every request the page makes is answered
    page.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`); });
    await page.goto(`${site.url}?speed=fast&length=15&seed=5&lang=en`);
    const play = page.getByRole('button', { name: 'Play against bots now' });
    await play.waitFor();
    await page.waitForLoadState('networkidle');
    // The clock starts when the page receives the click (not when the test asks for it).
    await page.evaluate(() => document.addEventListener('click', () => performance.mark('wl-play'), { capture: true, once: true }));
    await play.click();
    await page.waitForFunction(() => performance.getEntriesByName('wl-board').length > 0, undefined, { timeout: 30_000 });
    const { t0, mark, nav } = await page.evaluate(() => ({
      t0: performance.getEntriesByName('wl-play')[0].startTime,
      mark: performance.getEntriesByName('wl-board')[0].startTime,
      nav: performance.getEntriesByType('navigation')[0]?.duration ?? 0,
    }));
    console.log(`first board render: ${(mark - t0).toFixed(0)} ms after the click on "Play" (page load ${nav.toFixed(0)} ms)`);
    expect(mark - t0).toBeLessThan(20_000);
    expect(failed).toEqual([]);
    await page.close();
  }, 60_000);
});
