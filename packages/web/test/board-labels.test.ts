// The board's region names (UI.md: regions tinted and named) in every language, as Chromium draws
// them at the start of a game: no name or town plaque covers a location's icon, a hideout's disc
// or a token (the bandits on their hideouts, the Sheriff), and every name stays inside the map.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useTestSite } from './serve';

const ARTIFACTS = fileURLToPath(new URL('./artifacts/', import.meta.url));
const web = useTestSite(ARTIFACTS, { ignoreAll: true });

describe('region names on the board', () => {
  it('cover no icon, hideout or token, in English, Persian, Italian and Chinese', async () => {
    const page = await web.browser.newPage({ viewport: { width: 2200, height: 1500 } });
    for (const lang of ['en', 'fa', 'it', 'zh']) {
      await page.goto(`${web.site.url}?speed=fast&length=15&seed=7&lang=${lang}`);
      await page.locator('.lobby-card.offline button.primary').click();
      await page.waitForSelector('svg.board .region-label');
      const found = await page.evaluate(() => {
        const box = (e: Element) => { const r = e.getBoundingClientRect(); return { l: r.left, t: r.top, r: r.right, b: r.bottom }; };
        const names = [...document.querySelectorAll('svg.board .region-label:not(.town), svg.board .plaque')].map((e) => ({ what: e.textContent || e.nextElementSibling?.textContent || '', ...box(e) }));
        const marks = [...document.querySelectorAll('svg.board .feature-icon, svg.board .hideout-mark, svg.board .token')].map((e) => ({ what: e.getAttribute('class') ?? '', ...box(e) }));
        const map = box(document.querySelector('svg.board .map-edge')!);
        const hits: string[] = [];
        for (const n of names) {
          if (n.l < map.l || n.r > map.r || n.t < map.t || n.b > map.b) hits.push(`${n.what} outside the map`);
          for (const m of marks) {
            if (Math.min(n.r, m.r) - Math.max(n.l, m.l) > 0.5 && Math.min(n.b, m.b) - Math.max(n.t, m.t) > 0.5) hits.push(`${n.what} over ${m.what}`);
          }
        }
        return { names: names.length, marks: marks.length, hits };
      });
      expect(found.names, lang).toBe(7); // five countryside regions and two towns
      expect(found.marks, lang).toBeGreaterThan(20);
      expect(found.hits, lang).toEqual([]);
    }
    await page.close();
  }, 120_000);
});
