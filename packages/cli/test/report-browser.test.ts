// The balance report as a browser draws it (issue #6, `wl simulate --report`): every label of
// every chart lies inside its chart. Launches Debian's Chromium as the web tests do
// (packages/web/test/chromium.ts): the test fails, not skips, without it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { simulate } from '../src/simulate.js';
import { launch } from '../../web/test/chromium.js';

describe('wl simulate --report in Chromium', () => {
  it('draws every chart label inside its chart (the interval notes were cut off at 180 px), and fits a phone\'s screen', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wl-report-browser-'));
    const report = join(dir, 'report.html');
    // 200 games of 2 bots: notes such as "50.0% (200/400, CI 45.1%–54.9%)", the length of a real balance run's.
    simulate({ games: 200, players: 4, bots: ['heuristic', 'random'], seed: 1, length: 20, maxRounds: 100, json: true, report });
    const browser = await launch(); // the web tests' launcher: fails without Chromium
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(pathToFileURL(report).href);
      const charts = await page.$$eval('svg', (svgs) => svgs.map((svg) => {
        const width = svg.width.baseVal.value;
        const texts = [...svg.querySelectorAll('text')].map((t) => { const b = t.getBBox(); return { text: t.textContent ?? '', left: b.x, right: b.x + b.width }; });
        return { width, texts };
      }));
      expect(charts.length).toBeGreaterThanOrEqual(5);
      const notes = charts.flatMap((c) => c.texts).filter((t) => /CI \d/.test(t.text));
      expect(notes.length).toBeGreaterThan(10); // the win-rate notes are there to measure
      for (const c of charts) {
        for (const t of c.texts) {
          expect(t.left, t.text).toBeGreaterThanOrEqual(0);
          expect(t.right, `${t.text} ends at ${t.right} px in a chart ${c.width} px wide`).toBeLessThanOrEqual(c.width);
        }
      }
      // The charts fit the page's column (980 px).
      for (const c of charts) expect(c.width).toBeLessThanOrEqual(980);
      // On a phone the charts shrink to the screen and only the results table may scroll, inside its own box.
      const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await phone.goto(pathToFileURL(report).href);
      const fit = await phone.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        svgs: [...document.querySelectorAll('svg')].map((svg) => svg.getBoundingClientRect().right),
        table: document.querySelector('table')!.parentElement!.getBoundingClientRect().right,
      }));
      expect(fit.page).toBeLessThanOrEqual(390);
      for (const right of fit.svgs) expect(right).toBeLessThanOrEqual(390);
      expect(fit.table).toBeLessThanOrEqual(390);
    } finally {
      await browser.close();
    }
  }, 120_000);
});
