// The new game modes in real headless Chromium: an offline 2-player game with the Man in Black
// played to the final scoring (he is listed there with his breakdown), and an offline goal game
// whose Goals panel shows the player's 3 secret goals. Screenshots (390x844 and 1440x900) go to
// test/artifacts/ for a person to look at. Fails (never skips) when Chromium is missing.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, expectStatsAddUp, lcg, type Pick } from './play';
import { useTestSite } from './serve';
import { en } from '../src/i18n/en';

const ARTIFACTS = fileURLToPath(new URL('./artifacts/', import.meta.url));
const web = useTestSite(ARTIFACTS, { ignoreAll: true });

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const shot = async (page: Page, name: string, fullPage = false) => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${ARTIFACTS}modes-${name}.png`, fullPage });
};

/** Opens home, sets the offline modes through the form, and starts the game. */
async function start(page: Page, seed: number, players: number, variant?: 'goals' | 'beginner', lang = 'en'): Promise<void> {
  await page.goto(`${web.site.url}?speed=fast&length=15&seed=${seed}&lang=${lang}`);
  await page.locator('select[name="offline-players"]').selectOption(String(players));
  if (variant) await page.locator(`input[name="offline-${variant}"]`).check();
  await page.locator('.offline button.primary').click();
  await page.waitForSelector('svg.board');
}

/** Selectors of the choices to prefer now, in order (else any choice). */
type Prefer = () => Promise<string[]>;

/** Prefers fighting the Man in Black, then walking to his space, then poker and fights. */
const seekMib = (page: Page): Prefer => async () => {
  const pos = await page.evaluate(() => (window as unknown as { wl: { store: { getState(): { view: { manInBlack?: { pos: string } } } } } }).wl.store.getState().view.manInBlack?.pos);
  return [`button.act[data-action*='"target":"mib"']`, `button.act[data-action*='"to":"${pos}"']`];
};

/**
 * Makes one legal choice (a prompt button or a highlighted board space) and waits until the
 * engine took it; false once the scoring screen is up.
 */
async function step(page: Page, pick: Pick, prefer?: Prefer): Promise<boolean> {
  await page.waitForSelector('.prompt.mine, .scores', { timeout: 30_000 });
  if (await page.locator('.scores').count()) return false;
  // On a phone the board's targets may lie under the bottom sheet: use the prompt's list of them.
  const phone = (page.viewportSize()?.width ?? 1000) < 700;
  if (phone && await page.locator('.prompt.mine details.board-choices:not([open])').count()) await page.locator('.prompt.mine details.board-choices summary').click();
  let buttons = page.locator('.prompt.mine .choices button.act:visible');
  for (const sel of prefer ? await prefer() : []) {
    const preferred = page.locator(`.prompt.mine .choices ${sel}:visible`);
    if (await preferred.count()) { buttons = preferred; break; }
  }
  const targets = page.locator(phone ? 'svg.board .no-such-target' : 'svg.board .target');
  await choose(page, pick, { buttons, targets, timeout: 30_000, what: 'the prompt offers a choice' });
  return true;
}

/** Plays until `done` holds or the game ends; true when `done` held. */
async function playUntil(page: Page, pick: Pick, done: () => Promise<boolean>, max = 4000, prefer?: Prefer): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    if (await done()) return true;
    if (!(await step(page, pick, prefer))) return done();
  }
  return done();
}

/**
 * Shows the keepTokens prompt as the client would get it (held 3, 2 and 1 LP, keep 2): a
 * snapshot handed to the page's store, the engine's state untouched (random play rarely gets
 * a second goal completed). Waits for the bots first so that no real snapshot replaces it.
 */
async function showKeepTokens(page: Page): Promise<void> {
  await page.waitForSelector('.prompt.mine, .scores');
  await page.evaluate(() => {
    type Store = { getState(): { view: Record<string, unknown> & { goals: Record<string, unknown>; you: { seat: number } } }; dispatch(m: unknown): void };
    const store = (window as unknown as { wl: { store: Store } }).wl.store;
    const view = store.getState().view;
    const seat = view.you.seat;
    const keep = (threes: number, twos: number, ones: number) => ({ type: 'keepTokens', ones, twos, threes });
    store.dispatch({
      type: 'snapshot', events: [],
      view: { ...view, seq: Number(view.seq) + 1, prompt: { seat, kind: 'keepTokens', rule: 'R21.1' }, goals: { ...view.goals, choice: { seat, keep: 2, held: [1, 3, 2] } } },
      legal: [keep(1, 1, 0), keep(1, 0, 1), keep(0, 1, 1)],
    });
  });
  await page.waitForSelector('.keep-tokens');
}

describe('game modes in headless Chromium', () => {
  it('plays a 2-player game with the Man in Black to the final scoring (1440x900)', async () => {
    const page = await web.browser.newPage({ viewport: WIDE });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await start(page, 21, 2);
    await expect.poll(() => page.locator('.mib-panel').count()).toBe(1);
    const pick = lcg(7);
    // After his first turn: his revealed card, with its title and effect in words.
    expect(await playUntil(page, pick, async () => (await page.locator('.mib-panel .mib-card-text').count()) > 0)).toBe(true);
    expect(await page.locator('.mib-panel .mib-card-text').first().textContent()).toMatch(/He (walks|stays)/);
    expect(await page.locator('.log li', { hasText: 'The Man in Black reveals' }).count()).toBeGreaterThan(0);
    await shot(page, 'mib-wide-board');
    await page.locator('.log').scrollIntoViewIfNeeded();
    await shot(page, 'mib-wide-log');
    await playUntil(page, pick, async () => (await page.locator('.scores').count()) > 0);
    const rows = page.locator('.scores tbody tr');
    expect(await rows.count()).toBe(3);
    const mib = rows.filter({ hasText: 'Man in Black' });
    expect(await mib.count()).toBe(1);
    expect((await mib.locator('td').allTextContents()).length).toBeGreaterThanOrEqual(7);
    expect(await page.locator('.scores .mib-note').count()).toBe(1);
    await shot(page, 'mib-wide-final');
    // R20: his line in the race, ending at his LP track; the statistics' table has the two players only.
    await expectStatsAddUp(page);
    expect(await page.locator('.lp-race g[data-seat="mib"]').count()).toBe(1);
    expect(await page.locator('.game-stats thead th').count()).toBe(2);
    await page.locator('.game-stats').scrollIntoViewIfNeeded();
    await shot(page, 'mib-wide-stats');
    expect(errors).toEqual([]);
    await page.close();
  }, 400_000);

  it('shows the Man in Black on a phone (390x844)', async () => {
    const page = await web.browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await start(page, 22, 2);
    const pick = lcg(3);
    expect(await playUntil(page, pick, async () => (await page.locator('.mib-panel .mib-card').count()) > 0, 400)).toBe(true);
    await shot(page, 'mib-phone-board');
    await page.getByRole('button', { name: 'Players' }).click();
    await page.locator('.mib-panel').scrollIntoViewIfNeeded();
    await shot(page, 'mib-phone-players', true);
    await page.getByRole('button', { name: 'Log' }).click();
    await shot(page, 'mib-phone-log');
    // A fight with him, when random play gets there: his side of the table panel.
    await page.getByRole('button', { name: 'Board' }).click();
    const fight = page.locator('.fight-view', { hasText: 'Man in Black' });
    expect(await playUntil(page, pick, async () => (await fight.count()) > 0, 300, seekMib(page))).toBe(true);
    await shot(page, 'mib-phone-fight');
    await page.close();
  }, 200_000);

  it('shows the 3 secret goals of a goal game, wide and on a phone, and plays on', async () => {
    const wide = await web.browser.newPage({ viewport: WIDE });
    await start(wide, 31, 3, 'goals');
    const pick = lcg(11);
    // Goals are dealt once the characters are kept (R21.1).
    expect(await playUntil(wide, pick, async () => (await wide.locator('.goals-panel').count()) > 0, 20)).toBe(true);
    expect(await wide.locator('.goals-panel .goal.secret').count()).toBe(3);
    expect(await wide.locator('.goals-panel .goal.secret .goal-cond').first().textContent()).toMatch(/\w{3}/);
    await wide.locator('.goals-panel').scrollIntoViewIfNeeded();
    await shot(wide, 'goals-wide-panel');
    // Play on until a goal is completed (revealed) or the Legendary tokens are to be kept.
    const seen = async () => (await wide.locator('.goal.done, .keep-tokens').count()) > 0;
    if (await playUntil(wide, pick, seen, 700)) {
      if (await wide.locator('.keep-tokens').count()) await wide.locator('.keep-tokens').scrollIntoViewIfNeeded();
      else await wide.locator('.goal.done').first().scrollIntoViewIfNeeded();
      await shot(wide, 'goals-wide-completed');
    }
    await showKeepTokens(wide);
    expect(await wide.locator('.keep-tokens button.act').count()).toBe(3);
    await wide.locator('.keep-tokens').scrollIntoViewIfNeeded();
    await shot(wide, 'goals-wide-keep-tokens');
    await wide.close();

    const phone = await web.browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await start(phone, 31, 3, 'goals');
    expect(await playUntil(phone, lcg(11), async () => (await phone.locator('.goals-panel').count()) > 0, 20)).toBe(true);
    await phone.getByRole('button', { name: 'Goals' }).click();
    expect(await phone.locator('.goals-panel .goal.secret:visible').count()).toBe(3);
    await shot(phone, 'goals-phone-tab', true);
    await showKeepTokens(phone);
    await phone.getByRole('button', { name: 'Board' }).click();
    await shot(phone, 'goals-phone-keep-tokens');
    await phone.close();
  }, 400_000);

  it('mirrors the Goals tab and the Man in Black in Persian (390x844)', async () => {
    const page = await web.browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await start(page, 31, 3, 'goals', 'fa');
    expect(await playUntil(page, lcg(11), async () => (await page.locator('.goals-panel').count()) > 0, 20)).toBe(true);
    await page.locator('.tabs button').nth(2).click();
    expect(await page.locator('.goals-panel .goal.secret:visible').count()).toBe(3);
    await shot(page, 'goals-phone-fa');
    await start(page, 22, 2, undefined, 'fa');
    expect(await playUntil(page, lcg(3), async () => (await page.locator('.mib-panel .mib-card').count()) > 0, 400)).toBe(true);
    await page.locator('.tabs button').nth(2).click();
    await page.locator('.mib-panel').scrollIntoViewIfNeeded();
    await shot(page, 'mib-phone-fa');
    await page.close();
  }, 200_000);

  it('starts a Beginner game offline (15 LP)', async () => {
    const page = await web.browser.newPage({ viewport: WIDE });
    await start(page, 41, 3, 'beginner');
    await page.waitForSelector('.prompt.mine');
    expect(await page.evaluate(() => (window as unknown as { wl: { store: { getState(): { view: { options: { beginner: boolean; length: number } } } } } })
      .wl.store.getState().view.options)).toMatchObject({ beginner: true, length: 15 });
    await page.close();
  }, 60_000);

  it('plays against the casual bots chosen on the home page (their first round)', async () => {
    const page = await web.browser.newPage({ viewport: WIDE });
    await page.goto(`${web.site.url}?speed=fast&length=15&seed=45&lang=en`);
    await page.locator('.offline select').first().selectOption('casual');
    expect(await page.locator('.offline select').first().locator('option:checked').textContent()).toBe('Casual (slips up)');
    await page.locator('.offline button.primary').click();
    await page.waitForSelector('.prompt.mine');
    // Through the page's table, the first listed action each time, until the casual bots have played a round.
    const round = await page.evaluate(async () => {
      type Wl = { store: { getState(): { legal: unknown[]; view: { round: number; you: { seat: number } | null; prompt: { seat: number } | null } } }; table: { act(a: unknown): void } };
      const wl = (window as unknown as { wl: Wl }).wl;
      for (let i = 0; i < 5000 && wl.store.getState().view.round < 2; i++) {
        await new Promise((r) => setTimeout(r, 0));
        const s = wl.store.getState();
        if (s.view.you && s.view.prompt?.seat === s.view.you.seat && s.legal.length) wl.table.act(s.legal[0]);
      }
      return wl.store.getState().view.round;
    });
    expect(round).toBe(2);
    const s = await page.evaluate(() => (window as unknown as { wl: { store: { getState(): { botLevel: string; log: unknown[] } } } }).wl.store.getState());
    expect(s.botLevel).toBe('casual');
    expect(s.log.length).toBeGreaterThan(20); // the bots' turns, told in the log
    await page.close();
  }, 120_000);

  it('R3.2 starts a game with the characters chosen on the home page: yours, and each pass-and-play person\'s, the bots\' at random (1440x900; Persian on a phone)', async () => {
    const page = await web.browser.newPage({ viewport: WIDE });
    await page.goto(`${web.site.url}?speed=fast&length=15&seed=43&lang=en`);
    await page.locator('select[name="offline-players"]').selectOption('3');
    await page.locator('select[name="offline-characters"]').selectOption('choose');
    await page.locator('select[name="character-0"]').selectOption('doc-holliday');
    expect(await page.locator('.character-pick .ability-text').textContent()).toBe(en.ability['doc-holliday']); // the pick's ability, below it
    await shot(page, 'characters-form-wide', true);
    await page.locator('.offline button.primary').click();
    await page.waitForSelector('.prompt.mine');
    const view = () => page.evaluate(() => (window as unknown as { wl: { store: { getState(): { view: { players: { character: string | null }[]; prompt: { kind: string } | null } } } } }).wl.store.getState().view);
    const v = await view();
    expect(v.players[0].character).toBe('doc-holliday');
    expect(new Set(v.players.map((p) => p.character)).size).toBe(3);
    expect(v.prompt?.kind).not.toBe('keepCharacter'); // no character to keep of two (R3.2 chosen)
    expect(await page.locator('.you h2').textContent()).toContain('Doc');
    await page.close();
    // Pass and play on a phone in Persian: two people, each a pick; the second cannot take the first's.
    const phone = await web.browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await phone.goto(`${web.site.url}?speed=fast&length=15&seed=44&lang=fa&players=4&people=2&characters=choose`);
    await phone.locator('input[name="person-0"]').fill('Ann');
    await phone.locator('select[name="character-0"]').selectOption('annie-oakley');
    expect(await phone.locator('select[name="character-1"] option[value="annie-oakley"]').isDisabled()).toBe(true);
    await phone.locator('select[name="character-1"]').selectOption('calamity-jane');
    await shot(phone, 'characters-form-fa', true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.locator('.offline button.primary').click();
    await phone.locator('.hand-over').waitFor();
    const chars = await phone.evaluate(() => (window as unknown as { wl: { store: { getState(): { view: { players: { character: string | null }[] } } } } }).wl.store.getState().view.players.map((p) => p.character));
    expect(chars.slice(0, 2)).toEqual(['annie-oakley', 'calamity-jane']);
    expect(new Set(chars).size).toBe(4);
    await phone.close();
  }, 120_000);
});
