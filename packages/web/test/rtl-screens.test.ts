// The game screen in Persian (right-to-left) at a phone (390x844) and a wide screen (1440x900):
// a few decisions are made, then the board and the log are photographed under test/artifacts/
// (gitignored) for a person to look at. The log draws names as <bdi>, the panels show numbers in
// Persian digits only, track rewards read right to left, and every control of the phone screen
// is a 44px touch target.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fa } from '../src/i18n/fa';
import { confirmIfAsked, lcg } from './play';
import { useTestSite } from './serve';

const ARTIFACTS = fileURLToPath(new URL('./artifacts/', import.meta.url));
const web = useTestSite(ARTIFACTS, { ignoreAll: true });

/** Makes `n` seeded choices among the prompt's buttons, each waiting for the game to move on. */
async function play(page: Page, n: number, seed: number): Promise<void> {
  const pick = lcg(seed);
  for (let i = 0; i < n; i++) {
    await page.waitForSelector('.prompt.mine', { timeout: 30_000 });
    const before = await page.locator('.game').getAttribute('data-seq');
    await page.evaluate((k) => { const b = [...document.querySelectorAll<HTMLButtonElement>('.prompt.mine .choices button.act')]; b[k % b.length]?.click(); }, pick(1000));
    await confirmIfAsked(page, before, { timeout: 30_000 });
    await page.waitForFunction((s) => document.querySelector('.game')?.getAttribute('data-seq') !== s || !!document.querySelector('.scores'), before, { timeout: 30_000 });
  }
  await page.waitForSelector('.prompt.mine', { timeout: 30_000 });
}

describe('the game screen in Persian', () => {
  for (const [tag, vp, mobile] of [['phone-390x844', { width: 390, height: 844 }, true], ['wide-1440x900', { width: 1440, height: 900 }, false]] as const) {
    it(`isolates names in the log and writes Persian digits at ${tag}`, async () => {
      const page = await web.browser.newPage({ viewport: vp, isMobile: mobile, hasTouch: mobile });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(`${web.site.url}?speed=fast&length=15&seed=5&lang=fa`);
      await page.getByRole('button', { name: fa.home!.playNow! }).click();
      await play(page, 14, 11);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await page.waitForTimeout(450);
      await page.screenshot({ path: `${ARTIFACTS}fa-${tag}-board.png` });
      if (mobile) {
        const small = await page.evaluate(() => [...document.querySelectorAll('.game button, .game select, .motion-toggle, .rules-panel summary')]
          .map((e) => [e.className || e.tagName, Math.round(e.getBoundingClientRect().height)] as const)
          .filter(([c, h]) => h > 0 && h < 44 && !String(c).includes('card')));
        expect(small, 'touch targets under 44px').toEqual([]);
        await page.getByRole('button', { name: fa.game!.log! }).click();
      } else {
        await page.locator('.tracks-wrap').screenshot({ path: `${ARTIFACTS}fa-${tag}-tracks.png` });
        await page.locator('.log').scrollIntoViewIfNeeded();
      }
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${ARTIFACTS}fa-${tag}-log.png` });
      const log = await page.evaluate(() => ({
        lines: document.querySelectorAll('.log li').length,
        bdi: document.querySelectorAll('.log li bdi').length,
        marks: [...document.querySelectorAll('.log li')].filter((li) => /[\u2066-\u2069]/.test(li.textContent ?? '')).length,
        ltr: document.querySelectorAll('.log li:dir(ltr)').length,
      }));
      expect(log.lines).toBeGreaterThan(10);
      expect(log.bdi).toBeGreaterThanOrEqual(log.lines);
      expect(log.marks).toBe(0);
      expect(log.ltr).toBe(0);
      // The player panels' numbers (money, gold, LP, wounds, hand size) and the prompt's key hints are all in Persian digits.
      const latin = await page.evaluate(() => [...document.querySelectorAll('.you-stats dd, .players li, .tabs button, .hand h2, .prompt kbd')].map((e) => e.textContent ?? '').filter((s) => /[0-9]/.test(s)));
      expect(latin).toEqual([]);
      // A track reward ("۲۰ دلار") in the left-to-right track drawing still reads right to left:
      // its number is drawn right of its word (wide screen: the tracks are on view).
      if (!mobile) {
        const order = await page.evaluate(() => {
          const el = document.querySelector<SVGTextElement>('.point-track text.sq-r')!;
          const s = el.textContent ?? '';
          const at = (re: RegExp) => el.getStartPositionOfChar([...s].findIndex((c) => re.test(c))).x;
          return { digit: at(/[۰-۹]/), word: at(/[\u0600-\u06ef]/) };
        });
        expect(order.digit, 'the number right of its word').toBeGreaterThan(order.word);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(1);
      expect(errors).toEqual([]);
      await page.close();
    }, 180_000);
  }
});
