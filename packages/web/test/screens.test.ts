// Screenshots of the game screen at a phone (390x844) and a wide screen (1440x900): the board, a
// fight, poker and the final scoring, saved under test/artifacts/ (gitignored) for a person to
// look at; every screen's HTML text is checked for 4.5:1 contrast. The offline game is driven to a
// fight and a poker prompt by preferring those choices. Also: keyboard play and focus order,
// board pan and zoom, and the strong bot level searching in its Web Worker.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { lowContrast, type LowContrast } from './contrast';
import { confirmIfAsked, lcg, type Pick } from './play';
import { useTestSite } from './serve';

const ARTIFACTS = fileURLToPath(new URL('./artifacts/', import.meta.url));
const web = useTestSite(ARTIFACTS, { ignoreAll: true });

const FIGHT = ['placeFightCard', 'fleeOrFight', 'chooseNpcCard'];
const POKER = ['pokerChoose', 'pokerInvite'];

/** Picks a choice: poker and fights first until each was seen, else a seeded random one. */
async function choose(page: Page, pick: Pick, want: { fight: boolean; poker: boolean }): Promise<void> {
  await page.evaluate(([k, fight, poker]) => {
    const all = [...document.querySelectorAll<HTMLButtonElement>('.prompt.mine .choices button.act')];
    const of = (type: string) => all.filter((b) => (JSON.parse(b.dataset.action ?? '{}') as { type?: string }).type === type);
    const preferred = (poker ? of('poker') : []).concat(fight ? of('fight') : []);
    const list = preferred.length ? preferred : all;
    list[Number(k) % list.length]?.click();
  }, [pick(1000), want.fight, want.poker] as const);
}

/** Takes a choice (`choose`, confirmed when asked) and waits until the engine took it or the game ended. */
async function step(page: Page, pick: Pick, want: { fight: boolean; poker: boolean }): Promise<void> {
  const before = await page.locator('.game').getAttribute('data-seq');
  await choose(page, pick, want);
  await confirmIfAsked(page, before, { timeout: 30_000 });
  await page.waitForFunction((s) => document.querySelector('.game')?.getAttribute('data-seq') !== s || !!document.querySelector('.scores'), before, { timeout: 30_000 });
}

/** Plays to the end, taking the screenshots on the way; returns the shots taken. */
async function playAndShoot(page: Page, tag: string, seed: number): Promise<string[]> {
  const pick = lcg(seed);
  const shots: string[] = [];
  // The board and the final screen from the top of the page; a fight and poker where the player
  // looks at them (the table panel in view).
  const shoot = async (name: string, at?: string) => {
    if (at) await page.locator(at).first().scrollIntoViewIfNeeded();
    else await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(450);
    const p = `${ARTIFACTS}${tag}-${name}.png`;
    await page.screenshot({ path: p });
    shots.push(p);
    for (const c of await lowContrast(page)) low.push({ ...c, text: `${name}: ${c.text}` });
  };
  const low: LowContrast[] = [];
  const seen = { fight: false, poker: false };
  await shoot('board');
  for (let i = 0; i < 5000; i++) {
    await page.waitForSelector('.prompt.mine, .scores', { timeout: 30_000 });
    if (await page.locator('.scores').count()) break;
    const kind = (await page.locator('.prompt.mine').getAttribute('data-kind')) ?? '';
    if (!seen.fight && FIGHT.includes(kind)) { seen.fight = true; await shoot('fight', '.table-panel'); }
    if (!seen.poker && POKER.includes(kind) && (await page.locator('.poker-view').count())) { seen.poker = true; await shoot('poker', '.table-panel'); }
    await step(page, pick, { fight: !seen.fight, poker: !seen.poker });
  }
  await shoot('final');
  expect(seen).toEqual({ fight: true, poker: true });
  expect(low, 'text under 4.5:1 contrast').toEqual([]);
  return shots;
}

describe('screenshots of the game screen', () => {
  for (const [tag, vp, mobile] of [['phone-390x844', { width: 390, height: 844 }, true], ['wide-1440x900', { width: 1440, height: 900 }, false]] as const) {
    it(`board, fight, poker and final screen at ${tag}`, async () => {
      const page = await web.browser.newPage({ viewport: vp, isMobile: mobile, hasTouch: mobile });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(`${web.site.url}?speed=fast&length=15&seed=7&lang=en`);
      await page.getByRole('button', { name: 'Play against bots now' }).click();
      await page.waitForSelector('.prompt.mine');
      if (mobile) {
        // Touch targets: the bar's controls, the Animations label, the panel tabs, the sheet's
        // handle, the zoom buttons and the rule toggle are 44px high.
        const small = await page.evaluate(() => [...document.querySelectorAll('.bar button, .bar select, .motion-toggle, .tabs button, .sheet-handle, .zoom button, .rules-panel summary')]
          .map((e) => [e.className || e.tagName, Math.round(e.getBoundingClientRect().height)] as const).filter(([, h]) => h > 0 && h < 44));
        expect(small, 'touch targets under 44px').toEqual([]);
        // The board fills the screen's width (less its 4px margins).
        expect((await page.locator('.board-frame').boundingBox())!.width).toBeGreaterThanOrEqual(vp.width - 10);
      }
      const shots = await playAndShoot(page, tag, 3);
      console.log(`screenshots: ${shots.join(', ')}`);
      expect(await page.locator('.scores tbody tr').count()).toBe(4);
      expect(errors).toEqual([]);
      await page.close();
    }, 300_000);
  }

  it('lays a fight out without overlap where the word between the sides is long (Persian, Italian) on a laptop', async () => {
    for (const lang of ['fa', 'it']) {
      const page = await web.browser.newPage({ viewport: { width: 1366, height: 800 } });
      await page.goto(`${web.site.url}?speed=fast&length=15&seed=7&lang=${lang}`);
      await page.locator('.lobby-card.offline button.primary').click();
      const pick = lcg(7);
      let fights = 0;
      for (let i = 0; i < 2000 && fights < 3; i++) {
        await page.waitForSelector('.prompt.mine, .scores', { timeout: 30_000 });
        if (await page.locator('.scores').count()) break;
        if (FIGHT.includes((await page.locator('.prompt.mine').getAttribute('data-kind')) ?? '')) {
          fights++;
          // The word between the sides, and each side's card: no two of them share a pixel.
          const boxes = await page.evaluate(() => [...document.querySelectorAll('.fight-row .vs, .fight-row .fight-side .card')].map((e) => {
            const r = e.getBoundingClientRect();
            return { what: e.className, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
          }));
          expect(boxes.length, lang).toBe(3);
          for (let a = 0; a < boxes.length; a++) {
            for (let b = a + 1; b < boxes.length; b++) {
              const [p, q] = [boxes[a], boxes[b]];
              const overlap = Math.min(p.right, q.right) - Math.max(p.left, q.left) > 0.5 && Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > 0.5;
              expect(overlap, `${lang}: ${p.what} over ${q.what}`).toBe(false);
            }
          }
        }
        await step(page, pick, { fight: true, poker: false });
      }
      expect(fights, lang).toBeGreaterThan(0);
      await page.close();
    }
  }, 300_000);

  it('shows the board and the prompt together without scrolling on a laptop (1366x657, 1280x650) and a tablet (1024x700), fights included', async () => {
    for (const [w, h, lang] of [[1366, 657, 'en'], [1280, 650, 'fa'], [1024, 700, 'it']] as const) {
      const page = await web.browser.newPage({ viewport: { width: w, height: h } });
      await page.goto(`${web.site.url}?speed=fast&length=15&seed=7&lang=${lang}`);
      await page.locator('.lobby-card.offline button.primary').click();
      const pick = lcg(5);
      let seen = 0, fights = 0;
      for (let i = 0; i < 200 && (seen < 12 || fights < 2); i++) {
        await page.waitForSelector('.prompt.mine, .scores', { timeout: 30_000 });
        if (await page.locator('.scores').count()) break;
        seen++;
        // From the top of the page: the whole board, the prompt's question and its first choice are on the screen.
        const at = await page.evaluate(() => {
          window.scrollTo(0, 0);
          const r = (sel: string) => document.querySelector(sel)!.getBoundingClientRect();
          const first = [...document.querySelectorAll('.prompt.mine button.act')].map((b) => b.getBoundingClientRect()).find((b) => b.height > 0);
          // The map is drawn whole in its frame, not cropped around the mini as on a phone.
          const map = r('svg.board .map-edge'), svg = r('svg.board');
          const whole = map.left >= svg.left - 1 && map.right <= svg.right + 1 && map.top >= svg.top - 1 && map.bottom <= svg.bottom + 1;
          return { kind: document.querySelector('.prompt.mine')!.getAttribute('data-kind'), board: r('.board-frame').bottom, question: r('.prompt.mine h2').top, choice: first?.bottom ?? Infinity, screen: window.innerHeight, whole };
        });
        const where = `${lang} ${w}x${h} ${at.kind}`;
        expect(at.whole, `${where}: the whole map`).toBe(true);
        expect(at.board, where).toBeLessThanOrEqual(at.screen);
        expect(at.question, where).toBeGreaterThanOrEqual(at.board);
        expect(at.choice, where).toBeLessThanOrEqual(at.screen);
        if (FIGHT.includes(at.kind ?? '')) fights++;
        await step(page, pick, { fight: true, poker: false });
      }
      expect(seen, `${lang} ${w}x${h}`).toBeGreaterThanOrEqual(12);
      expect(fights, `${lang} ${w}x${h}: fights`).toBeGreaterThan(0);
      await page.close();
    }
  }, 300_000);

  it('keeps the board beside the prompt on a phone held sideways (844x390, 667x375 in Persian), the tabs in the side column', async () => {
    for (const [w, h, lang] of [[844, 390, 'en'], [667, 375, 'fa']] as const) {
      const page = await web.browser.newPage({ viewport: { width: w, height: h }, isMobile: true, hasTouch: true });
      await page.goto(`${web.site.url}?speed=fast&length=15&seed=7&lang=${lang}`);
      await page.locator('.lobby-card.offline button.primary').click();
      const pick = lcg(9);
      const where = `${lang} ${w}x${h}`;
      for (let i = 0; i < 8; i++) {
        await page.waitForSelector('.prompt.mine, .scores', { timeout: 30_000 });
        if (await page.locator('.scores').count()) break;
        const at = await page.evaluate(() => {
          window.scrollTo(0, 0);
          const r = (sel: string) => document.querySelector(sel)!.getBoundingClientRect();
          return { board: r('.board-frame').toJSON() as DOMRect, prompt: r('.prompt.mine').toJSON() as DOMRect, question: r('.prompt.mine h2').toJSON() as DOMRect,
            screen: { w: innerWidth, h: innerHeight }, scrollW: document.documentElement.scrollWidth };
        });
        expect(at.scrollW, `${where}: no sideways scrolling`).toBeLessThanOrEqual(at.screen.w);
        expect(at.board.height, `${where}: the board takes the window's height`).toBeGreaterThan(at.screen.h * 0.9);
        // Side by side, the board first in the reading direction (on the right in Persian).
        if (lang === 'fa') expect(at.board.left, where).toBeGreaterThanOrEqual(at.prompt.right);
        else expect(at.board.right, where).toBeLessThanOrEqual(at.prompt.left);
        expect(at.question.bottom, `${where}: the question on the screen`).toBeLessThanOrEqual(at.screen.h);
        await step(page, pick, { fight: true, poker: false });
      }
      // The first tab is the prompt's ("Play"; upright it is "Board", which it shows with the prompt).
      expect(await page.locator('nav.tabs button').first().innerText(), where).toBe(lang === 'en' ? 'Play' : 'بازی');
      // Another tab's panel takes the prompt's place beside the board.
      await page.locator('nav.tabs button').nth(3).click();
      const log = await page.evaluate(() => [document.querySelector('.log-wrap')!.getBoundingClientRect().width, document.querySelector('.sheet')!.getBoundingClientRect().width]);
      expect(log[0], `${where}: the log shown`).toBeGreaterThan(200);
      expect(log[1], `${where}: the prompt hidden`).toBe(0);
      await page.screenshot({ path: `${ARTIFACTS}sideways-${lang}-${w}x${h}-log.png` });
      await page.close();
    }
  }, 300_000);

  it('opens the rules at a glance from the home page and the bar, and at the prompt\'s own section from its rule; Esc closes it', async () => {
    const page = await web.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(`${web.site.url}?speed=fast&length=15&seed=7&lang=en`);
    const dialog = page.locator('dialog.rules-guide');
    await page.locator('.home-head .rules-open').click();
    expect(await dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    expect(await dialog.locator('h2').textContent()).toBe('The rules at a glance');
    expect(await dialog.locator('details').count()).toBeGreaterThanOrEqual(20);
    await page.keyboard.press('Escape');
    expect(await dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    await page.locator('.lobby-card.offline button.primary').click();
    await page.waitForSelector('.prompt.mine');
    const rule = (await page.locator('.prompt.mine .rules-panel').getAttribute('data-rule'))!;
    await page.locator('.prompt.mine .rules-all').click();
    const at = await dialog.evaluate((d: HTMLDialogElement, section: string) => {
      const open = [...d.querySelectorAll('details')].filter((x) => x.open).map((x) => x.getAttribute('data-section'));
      const el = d.querySelector(`[data-section="${section}"]`)!.getBoundingClientRect(), body = d.querySelector('.guide-body')!.getBoundingClientRect();
      return { open, shown: el.top >= body.top - 1 && el.top < body.bottom };
    }, rule.split('.')[0]);
    expect(at).toEqual({ open: [rule.split('.')[0]], shown: true });
    // Keys 1–9 choose nothing behind the open dialog.
    const seq = await page.locator('.game').getAttribute('data-seq');
    await page.keyboard.press('1');
    await page.waitForTimeout(300);
    expect(await page.locator('.game').getAttribute('data-seq')).toBe(seq);
    await page.locator('.guide-close').click();
    await page.keyboard.press('Shift+Slash'); // "?"
    expect(await dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    await page.keyboard.press('Escape');
    await page.locator('.bar .lang select').selectOption('fa');
    await page.locator('.bar .rules-open').click();
    expect(await dialog.locator('h2').textContent()).toBe('قوانین در یک نگاه');
    await page.close();
  }, 60_000);

  it('takes back a Work with the Undo button and with Ctrl+Z, and says so in the log', async () => {
    const page = await web.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(`${web.site.url}?speed=fast&length=15&seed=11&lang=en`);
    await page.locator('.lobby-card.offline button.primary').click();
    const seqChange = async (go: () => Promise<void>) => {
      const before = await page.locator('.game').getAttribute('data-seq');
      await go();
      await page.waitForFunction((s) => document.querySelector('.game')?.getAttribute('data-seq') !== s, before, { timeout: 30_000 });
    };
    for (let i = 0; i < 40 && (await page.waitForSelector('.prompt.mine'), await page.locator('.prompt.mine').getAttribute('data-kind')) !== 'action'; i++) {
      await seqChange(() => page.locator('.prompt.mine .choices button.act').first().click());
    }
    const money = () => page.locator('.you-stats').first().textContent();
    const start = await money();
    for (const how of ['button', 'keys'] as const) {
      await seqChange(() => page.getByRole('button', { name: 'Work', exact: true }).click());
      expect(await money()).not.toBe(start);
      await seqChange(() => (how === 'button' ? page.locator('.prompt .undo').click() : page.keyboard.press('Control+z')));
      expect(await money(), how).toBe(start);
      expect(await page.locator('.log li:not(.turn)').first().textContent()).toMatch(/takes back their last action\.$/);
    }
    await page.close();
  }, 120_000);

  it('plays by keyboard (skip link first, keys 1–9), pans and zooms the board, labels cells and cards', async () => {
    const page = await web.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${web.site.url}?speed=fast&length=15&seed=9&lang=en`);
    await page.getByRole('button', { name: 'Play against bots now' }).click();
    await page.waitForSelector('.prompt.mine');
    // Focus order is document order: the skip link, the bar, the prompt's choices, then the board.
    const order = await page.evaluate(() => [...document.querySelectorAll('a[href], button, select, input, [tabindex="0"]')].map((e) => e.getAttribute('class') ?? e.tagName));
    expect(order[0]).toBe('skip');
    const firstChoice = order.findIndex((c) => c.startsWith('act '));
    const firstCell = order.findIndex((c) => c.includes('target'));
    expect(firstChoice).toBeGreaterThan(0);
    if (firstCell >= 0) expect(firstChoice).toBeLessThan(firstCell);
    // The second press is a Persian keyboard's "۱" (its key, on the Digit1 place), which Playwright cannot type.
    const persianOne = () => page.evaluate(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: '\u06f1', code: 'Digit1' })));
    for (let i = 0; i < 3; i++) {
      const before = await page.locator('.game').getAttribute('data-seq');
      if (i === 1) await persianOne(); else await page.keyboard.press('1');
      if (await page.locator('.confirm-yes').count()) await page.keyboard.press('1');
      await page.waitForFunction((s) => document.querySelector('.game')?.getAttribute('data-seq') !== s, before, { timeout: 30_000 });
      await page.waitForSelector('.prompt.mine');
    }
    // A folded list of destinations has no keys: its first key does nothing until the list is opened.
    await page.waitForSelector('.prompt.mine .board-choices');
    const firstDest = await page.evaluate(() => {
      const d = document.querySelector<HTMLDetailsElement>('.prompt.mine .board-choices')!;
      d.open = false;
      return document.querySelectorAll('.prompt.mine > .choices button.act').length + 1;
    });
    expect(firstDest).toBeLessThanOrEqual(9);
    const folded = await page.locator('.game').getAttribute('data-seq');
    await page.keyboard.press(String(firstDest));
    await page.waitForTimeout(500);
    expect(await page.locator('.game').getAttribute('data-seq')).toBe(folded);
    await page.locator('.prompt.mine .board-choices summary').click();
    await page.keyboard.press(String(firstDest));
    await page.waitForFunction((s) => document.querySelector('.game')?.getAttribute('data-seq') !== s, folded, { timeout: 30_000 });
    // The board pans by dragging and zooms with its buttons; a drag is not a click on a space.
    const vb = () => page.locator('svg.board').getAttribute('viewBox').then((v) => (v ?? '').split(' ').map(Number));
    const [, , w0] = await vb();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    const [x1, , w1] = await vb();
    expect(w1).toBeLessThan(w0);
    const seq = await page.locator('.game').getAttribute('data-seq');
    const box = (await page.locator('svg.board').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2, { steps: 6 });
    await page.mouse.up();
    const [x2] = await vb();
    expect(x2).not.toBe(x1);
    expect(await page.locator('.game').getAttribute('data-seq')).toBe(seq);
    const cells = await page.locator('svg.board .cell').count();
    const labelled = await page.locator('svg.board .cell[aria-label]').count();
    expect(cells).toBeGreaterThan(50);
    expect(labelled).toBe(cells);
    expect(await page.locator('.hand .card[aria-label]').count()).toBe(await page.locator('.hand .card').count());
    await page.close();
  }, 120_000);

  it('plays against the strong level, whose search runs in a Web Worker', async () => {
    const page = await web.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors: string[] = [];
    const workers: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('worker', (w) => workers.push(w.url()));
    await page.goto(`${web.site.url}?speed=fast&length=15&seed=4&lang=en`);
    await page.getByLabel('Bot level').selectOption('ismcts');
    await page.getByRole('button', { name: 'Play against bots now' }).click();
    let x = 17;
    for (let i = 0; i < 12; i++) {
      await page.waitForSelector('.prompt.mine', { timeout: 60_000 });
      const before = await page.locator('.game').getAttribute('data-seq');
      x = (x * 7 + 3) % 101;
      await page.evaluate((k) => { const b = [...document.querySelectorAll<HTMLButtonElement>('.prompt.mine .choices button.act')]; b[k % b.length]?.click(); }, x);
      if (await page.locator('.confirm-yes').count()) await page.locator('.confirm-yes').click();
      await page.waitForFunction((s) => document.querySelector('.game')?.getAttribute('data-seq') !== s || !!document.querySelector('.scores'), before, { timeout: 60_000 });
    }
    expect(workers.some((u) => u.includes('bot-worker'))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);
});
