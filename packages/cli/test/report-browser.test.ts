// The balance report as a browser draws it (issue #6, `wl simulate --report`): every label of
// every chart lies inside its chart, on a laptop's screen and on a phone's (the narrow drawings).
// Launches Debian's Chromium as the web tests do (packages/web/test/chromium.ts): the test
// fails, not skips, without it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { simulate } from '../src/simulate.js';
import { launch } from '../../web/test/chromium.js';

interface Chart { cls: string; width: number; shown: number; texts: { text: string; left: number; right: number }[] }

/** The charts a page of this width shows: their class, width (user units), width on screen and texts' extents; and the page's width. */
async function charts(browser: Browser, url: string, width: number): Promise<{ page: number; table: number; charts: Chart[] }> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(url);
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    table: document.querySelector('table')!.parentElement!.getBoundingClientRect().right,
    charts: [...document.querySelectorAll('svg')].filter((svg) => svg.getBoundingClientRect().width > 0).map((svg) => ({
      cls: svg.getAttribute('class') ?? '',
      width: svg.width.baseVal.value,
      shown: svg.getBoundingClientRect().width,
      texts: [...svg.querySelectorAll('text')].map((t) => { const b = t.getBBox(); return { text: t.textContent ?? '', left: b.x, right: b.x + b.width }; }),
    })),
  }));
}

function labelsInside(cs: Chart[]): void {
  for (const c of cs) {
    for (const t of c.texts) {
      expect(t.left, t.text).toBeGreaterThanOrEqual(0);
      expect(t.right, `${t.text} ends at ${t.right} px in a chart ${c.width} px wide`).toBeLessThanOrEqual(c.width);
    }
  }
}

describe('wl simulate --report in Chromium', () => {
  it('draws every chart label inside its chart (the interval notes were cut off at 180 px), wide on a laptop and narrow on a phone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wl-report-browser-'));
    const report = join(dir, 'report.html');
    // 200 games of 2 bots: notes such as "50.0% (200/400, CI 45.1%–54.9%)", the length of a real balance run's.
    simulate({ games: 200, players: 4, bots: ['heuristic', 'random'], seed: 1, length: 20, maxRounds: 100, json: true, report });
    const browser = await launch(); // the web tests' launcher: fails without Chromium
    try {
      const url = pathToFileURL(report).href;
      const laptop = await charts(browser, url, 1280);
      expect(laptop.charts.length).toBeGreaterThanOrEqual(5);
      expect(laptop.charts.every((c) => c.cls === 'wide')).toBe(true);
      const notes = laptop.charts.flatMap((c) => c.texts).filter((t) => /CI \d/.test(t.text));
      expect(notes.length).toBeGreaterThan(10); // the win-rate notes are there to measure
      labelsInside(laptop.charts);
      for (const c of laptop.charts) expect(c.width).toBeLessThanOrEqual(980); // the page's column
      // A phone: the narrow drawings, as many, drawn at nine tenths of their size or more (12 px text stays readable); nothing wider than the screen.
      const phone = await charts(browser, url, 390);
      expect(phone.charts.length).toBe(laptop.charts.length);
      expect(phone.charts.every((c) => c.cls === 'narrow')).toBe(true);
      expect(phone.charts.flatMap((c) => c.texts).filter((t) => /CI \d/.test(t.text)).length).toBe(notes.length);
      labelsInside(phone.charts);
      for (const c of phone.charts) expect(c.shown / c.width, `a chart ${c.width} wide drawn ${c.shown} px wide`).toBeGreaterThanOrEqual(0.9);
      expect(phone.page).toBeLessThanOrEqual(390);
      expect(phone.table).toBeLessThanOrEqual(390); // the results table scrolls inside its own box
    } finally {
      await browser.close();
    }
  }, 120_000);
});
