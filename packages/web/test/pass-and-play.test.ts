// Pass and play in real headless Chromium: two people named on the home page share the device
// with a bot. Before each person's decision the page shows the hand-over screen naming them, with
// nobody's cards anywhere in the page; "I'm Ann: show my cards" opens Ann's view; after a reload
// the game is kept beside a solo game started meanwhile, and resumes behind the hand-over screen;
// the final scoring names the people. Screenshots
// (1440x900, and 390x844 in Persian) go to test/artifacts/. Fails (never skips) when Chromium is missing.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, expectStatsAddUp, finishThroughStore, lcg } from './play';
import { useTestSite } from './serve';

const ARTIFACTS = fileURLToPath(new URL('./artifacts/', import.meta.url));
const web = useTestSite(ARTIFACTS, { ignoreAll: true });

const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${ARTIFACTS}pass-and-play-${name}.png` });
};

type Ui = { handOver: { seat: number; name: string } | null; view: { you: { seat: number; hand: string[] } | null; finished: boolean; prompt: { seat: number } | null } };
const ui = (page: Page) => page.evaluate(() => (window as unknown as { wl: { store: { getState(): unknown } } }).wl.store.getState() as Ui);

/** Opens home, asks for 3 players of whom 2 people (Ann, Bea) through the form, and starts. */
async function start(page: Page, lang = 'en'): Promise<void> {
  await page.goto(`${web.site.url}?speed=fast&length=15&seed=17&lang=${lang}`);
  await page.locator('select[name="offline-players"]').selectOption('3');
  await page.locator('select[name="offline-people"]').selectOption('2');
  await page.locator('input[name="person-0"]').fill('Ann');
  await page.locator('input[name="person-1"]').fill('Bea');
  await page.locator('.offline button.primary').click();
}

/** The hand-over screen is up: nobody's view behind it (no hand in the store, no card in the page). */
async function expectCurtain(page: Page): Promise<string> {
  await page.waitForSelector('.hand-over');
  const s = await ui(page);
  expect(s.view.you).toBeNull();
  expect(await page.locator('.hand-wrap [data-card]').count()).toBe(0);
  expect(await page.locator('.you').count()).toBe(0);
  return s.handOver!.name;
}

describe('pass and play in headless Chromium', () => {
  it('hands the device from person to person, never showing a hand to the wrong one, and resumes behind the screen (1440x900)', async () => {
    const page = await web.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await start(page);
    const first = await expectCurtain(page);
    expect(['Ann', 'Bea']).toContain(first);
    expect(await page.locator('.hand-over h2').textContent()).toBe(`Pass the device to \u2068${first}\u2069`);
    await shot(page, 'curtain');
    await page.getByRole('button', { name: `I'm \u2068${first}\u2069: show my cards` }).click();
    await page.waitForSelector('.prompt.mine');
    expect(await page.locator('.you h2').textContent()).toContain(first);
    // Play through the page until the other person is called: their name on the screen, and again nothing behind it.
    const pick = lcg(5);
    let other = '';
    for (let i = 0; i < 200 && !other; i++) {
      await page.waitForSelector('.prompt.mine, .hand-over');
      if (await page.locator('.hand-over').count()) {
        const name = await expectCurtain(page);
        if (name !== first) other = name;
        else await page.locator('.hand-over button.primary').click();
        continue;
      }
      await choose(page, pick, { timeout: 20_000, what: 'the person has a choice' });
    }
    expect(other).toBe(first === 'Ann' ? 'Bea' : 'Ann');
    await page.locator('.hand-over button.primary').click();
    await page.waitForSelector('.prompt.mine');
    await shot(page, 'second-person');
    expect(await page.locator('.you h2').textContent()).toContain(other);
    const v = (await ui(page)).view as unknown as { turnSeat: number; you: { seat: number } };
    const turn = await page.locator('.turn-line').textContent();
    if (v.turnSeat === v.you.seat) expect(turn).toContain(`\u2068${other}\u2069, your turn`); // on a shared device the bar names the person
    else expect(turn).toMatch(/’s turn|'s turn/);
    // A reaction window with a card to play: no "pass by itself" switch on a shared device (the table passes the empty windows).
    const react = async (shared: boolean) => page.evaluate((sh) => {
      type Store = { getState(): { view: Record<string, unknown> & { you: { seat: number } } }; dispatch(m: unknown): void };
      const store = (window as unknown as { wl: { store: Store } }).wl.store;
      const view = store.getState().view;
      store.dispatch({ type: 'configure', autoPass: false }); // the page must not answer this made-up window for real
      store.dispatch({ type: 'snapshot', events: [], view: { ...view, seq: Number(view.seq) + 1, prompt: { seat: view.you.seat, kind: 'reaction', rule: 'R17.5' } }, legal: [{ type: 'pass' }], ...(sh ? { handOver: null } : {}) });
    }, shared);
    await react(true);
    await page.locator('.prompt.mine').waitFor();
    expect(await page.locator('.prompt.mine .autopass').count()).toBe(0);
    await react(false); // the same prompt for one person against bots: the switch is there
    await expect.poll(() => page.locator('.prompt.mine .autopass').count()).toBe(1);
    expect(await page.locator('.refusal').count()).toBe(0); // nothing was sent to the table
    await page.evaluate(() => (window as unknown as { wl: { store: { dispatch(m: unknown): void } } }).wl.store.dispatch({ type: 'configure', autoPass: true }));
    // After a reload the home page keeps it; a solo game started meanwhile is saved beside it, not over it.
    await page.reload();
    await expect.poll(() => page.locator('.resume-card').textContent()).toContain('\u2068Ann\u2069 and \u2068Bea\u2069 at this device'); // the names isolated in the sentence
    await page.locator('select[name="offline-people"]').selectOption('1');
    await page.getByRole('button', { name: 'Play against bots now' }).click();
    await page.waitForSelector('.prompt.mine');
    await choose(page, pick, { timeout: 20_000, what: 'a choice' });
    await page.getByRole('button', { name: 'Leave' }).click();
    const games = page.locator('.resume-card .saved-game');
    await expect.poll(() => games.count()).toBe(2);
    expect(await page.locator('.resume-card h2').textContent()).toBe('Your games in progress');
    await shot(page, 'two-saved-games');
    // Resumed behind the hand-over screen, for the person it waited for.
    await games.filter({ hasText: '\u2068Ann\u2069 and \u2068Bea\u2069 at this device' }).getByRole('button', { name: 'Resume' }).click();
    expect(await expectCurtain(page)).toBe(other);
    // To the end (the store's table, for speed): the scores name the people after their characters, and add up.
    await finishThroughStore(page);
    await page.waitForSelector('.scores');
    expect(await page.locator('.scores th .who').allTextContents()).toEqual(expect.arrayContaining(['Ann', 'Bea']));
    await expectStatsAddUp(page);
    await shot(page, 'final');
    // Play again deals the same table, the people included (this game was resumed after a reload: the form says one person).
    await page.getByRole('button', { name: 'Play again' }).click();
    await expectCurtain(page);
    expect((await ui(page) as unknown as { view: { players: { name: string }[] } }).view.players.map((p) => p.name)).toEqual(['Ann', 'Bea', 'Bot 1']);
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);

  it('keeps the names inside the card in Chinese, and shows the hand-over screen in Persian on a phone (390x844)', async () => {
    const page = await web.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    // The names' fields stay inside the card, whatever the length of their labels (Chinese's are long).
    await page.goto(`${web.site.url}?lang=zh&players=3&people=3`);
    const card = (await page.locator('.lobby-card.offline').boundingBox())!;
    for (const box of await page.locator('.people-names input').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.left).toBeGreaterThanOrEqual(card.x);
      expect(box.right).toBeLessThanOrEqual(card.x + card.width);
    }
    await start(page, 'fa');
    const name = await expectCurtain(page);
    expect(await page.locator('.hand-over h2').textContent()).toBe(`دستگاه را به \u2068${name}\u2069 بدهید`);
    const box = await page.locator('.hand-over button.primary').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await shot(page, 'curtain-phone-fa');
    await page.locator('.hand-over button.primary').click();
    await page.waitForSelector('.prompt.mine');
    expect((await ui(page)).view.you).not.toBeNull();
    await page.close();
  }, 120_000);
});
