// Languages in real headless Chromium: an offline game is started in English, a few decisions
// are made, then the language is switched en → fa → it → zh. Persian renders right-to-left
// (dir=rtl on the root, panels mirrored, the board as drawn); switching language changes every
// visible string: no visible text node stays as in English, except numbers, symbols, card and
// rule codes, and an allow-list of proper names and loan words. Fails if Chromium is missing.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { en } from '../src/i18n/en';
import { choose, lcg } from './play';
import { useTestSite } from './serve';

const ARTIFACTS = fileURLToPath(new URL('../test-results/', import.meta.url));
const web = useTestSite(ARTIFACTS);

/** Proper names, the same in every language written in Latin script. */
const PROPER = new Set<string>([...Object.values(en.character), ...Object.values(en.region), 'Western Legends', 'English', 'Italiano', 'فارسی', '中文']);
/** What Italian players know by its English name (the Italian rules use these words). */
const IT_SAME = new Set(['Marshal', 'Saloon', 'Cabaret', 'Ranch', 'Whiskey', 'Bonus', 'Poker']);
/** True when a string may look the same in every language: fewer than 3 letters (numbers, "K♠", "R4.1", "$20"). */
const codeLike = (s: string) => s.replace(/[^\p{L}]/gu, '').length < 3;

/** Allowed to equal the English text in `lang`; player names ("Bot 1") are data, not words. */
function allowed(s: string, lang: string): boolean {
  if (codeLike(s) || /^Bot \d+$/.test(s)) return true;
  if (lang === 'it') {
    // The name or loan word alone, or with numbers and punctuation around it ("· Jesse James", "Marshal: 1").
    const core = s.replace(/^[\s\d·:,.()#+\-–]+|[\s\d·:,.()#+\-–]+$/g, '');
    if ([s, core].some((x) => IT_SAME.has(x) || PROPER.has(x)) || /^Round \d+$/.test(s)) return true;
  }
  return ['English', 'Italiano', 'فارسی', '中文'].includes(s);
}

/** The trimmed text of every text node that is rendered on screen. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const s = n.textContent?.trim();
      const el = n.parentElement;
      if (!s || !el || el.closest('script, style, title')) continue;
      const cs = getComputedStyle(el);
      if (cs.visibility === 'hidden' || cs.display === 'none' || cs.opacity === '0') continue;
      const r = document.createRange();
      r.selectNodeContents(n);
      if ([...r.getClientRects()].some((b) => b.width > 0 && b.height > 0)) out.push(s);
    }
    return out;
  });
}

/** Makes `n` legal decisions (buttons or highlighted spaces), then waits for the next own prompt. */
async function play(page: Page, n: number, seed: number): Promise<void> {
  const pick = lcg(seed);
  for (let i = 0; i < n; i++) {
    await page.waitForSelector('.prompt.mine', { timeout: 20_000 });
    await choose(page, pick, { timeout: 20_000, what: 'the prompt offers a choice' });
  }
  await page.waitForSelector('.prompt.mine', { timeout: 20_000 });
}

/** Switches the language with the page's own menu. */
async function switchTo(page: Page, lang: string): Promise<void> {
  await page.locator('.lang select').first().selectOption(lang);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

/** Left edges of the left panel, the board and a board label relative to the board (mirroring checks). */
function layout(page: Page) {
  return page.evaluate(() => {
    const box = (sel: string) => document.querySelector(sel)?.getBoundingClientRect();
    const board = box('svg.board')!;
    const label = document.querySelector('svg.board text')?.getBoundingClientRect();
    return { left: box('.side-left')?.left ?? 0, board: board.left, label: label ? (label.left - board.left) / board.width : 0 };
  });
}

/** Switches en → fa → it → zh → en on the current screen: every visible English string changes. */
async function expectTranslated(page: Page, screen: string): Promise<void> {
  const english = new Set(await visibleTexts(page));
  for (const lang of ['fa', 'it', 'zh']) {
    await switchTo(page, lang);
    const stayed = [...new Set((await visibleTexts(page)).filter((s) => english.has(s) && !allowed(s, lang)))];
    expect(stayed, `${screen} in ${lang}: strings still in English`).toEqual([]);
  }
  await switchTo(page, 'en');
}

describe('languages in headless Chromium', () => {
  it('Persian renders right-to-left (dir=rtl on the root, panels mirrored); switching language changes every visible string', async () => {
    const page = await web.browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${web.site.url}?speed=fast&length=15&seed=21&lang=en`);
    await expectTranslated(page, 'home');
    await page.getByRole('button', { name: en.home.playNow }).click();
    await page.waitForSelector('svg.board');
    await play(page, 8, 3);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    const english = new Set(await visibleTexts(page));
    const enLayout = await layout(page);
    expect(english.size).toBeGreaterThan(20);

    for (const lang of ['fa', 'it', 'zh']) {
      await switchTo(page, lang);
      await page.screenshot({ path: `${ARTIFACTS}i18n-${lang}.png` });
      const texts = await visibleTexts(page);
      expect(texts.length, `${lang}: visible texts`).toBeGreaterThan(20);
      const stayed = [...new Set(texts.filter((s) => english.has(s) && !allowed(s, lang)))];
      expect(stayed, `${lang}: strings still in English`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'fa' ? 'rtl' : 'ltr');
      // Nothing hidden off-screen spills sideways (in right-to-left, content left of 0 would scroll).
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${lang}: overflow`).toBeLessThanOrEqual(1);
      const l = await layout(page);
      if (lang === 'fa') {
        // The panels swap sides around the board; the board itself is not mirrored.
        expect(Math.sign(l.left - l.board)).toBe(-Math.sign(enLayout.left - enLayout.board));
        expect(l.label).toBeCloseTo(enLayout.label, 2);
      } else {
        expect(Math.sign(l.left - l.board)).toBe(Math.sign(enLayout.left - enLayout.board));
      }
    }
    await switchTo(page, 'en');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect(errors).toEqual([]);
    await page.close();
  }, 150_000);
});
