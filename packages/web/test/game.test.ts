// A complete game in real headless Chromium: "Play against bots now", then a legal choice at
// every prompt (a button of the prompt panel or a highlighted board space) until the final
// scoring screen. Screenshots go to packages/web/test-results/.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { replay, type LoggedAction, type Setup } from '@wl/engine';
import { choose, expectStatsAddUp, lcg } from './play';
import { useTestSite } from './serve';

const ARTIFACTS = fileURLToPath(new URL('../test-results/', import.meta.url));
const web = useTestSite(ARTIFACTS);

/** Clicks legal choices until the scoring screen; returns the prompt kinds seen. */
async function playToEnd(page: Page, seed: number, shots: (kind: string) => Promise<void>): Promise<Set<string>> {
  const pick = lcg(seed);
  const kinds = new Set<string>();
  for (let i = 0; i < 4000; i++) {
    if (await page.locator('.scores').count()) return kinds;
    await page.waitForSelector('.prompt.mine, .scores', { timeout: 20_000 });
    if (await page.locator('.scores').count()) return kinds;
    const kind = (await page.locator('.prompt.mine h2').textContent()) ?? '';
    if (!kinds.has(kind)) { kinds.add(kind); await shots(kind); }
    await choose(page, pick, { timeout: 20_000, what: `prompt "${kind}" offers a choice` });
  }
  throw new Error('the game did not end in 4000 decisions');
}

describe('web client in headless Chromium', () => {
  it('plays a complete game against 3 bots to the final scoring screen (laptop 1366x768)', async () => {
    const page = await web.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${web.site.url}?speed=fast&length=15&seed=11&lang=en`);
    await page.screenshot({ path: `${ARTIFACTS}laptop-home.png` });
    await page.getByRole('button', { name: 'Play against bots now' }).click();
    await page.waitForSelector('svg.board');
    await page.waitForSelector('.prompt.mine');
    expect(await page.title()).toBe('▶ Your decision · Western Legends'); // the tab says so, seen from another tab
    // Hint: the normal bot's choice for this decision, said and marked among the choices.
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    const hint = page.locator('.hint-line');
    await hint.waitFor();
    const choice = (await hint.textContent())!.replace(/^The normal bot would choose: /, '');
    expect(choice).toMatch(/^Keep /); // R3.2: the first decision keeps a character
    expect(await page.locator('.act.hinted').count()).toBe(1);
    expect(await page.locator('.act.hinted').textContent()).toContain(choice);
    expect(await page.getByRole('button', { name: 'Hint', exact: true }).count()).toBe(0); // asked once per decision
    let n = 0;
    const kinds = await playToEnd(page, 5, async (kind) => {
      if (n++ < 12) await page.screenshot({ path: `${ARTIFACTS}laptop-${String(n).padStart(2, '0')}-${kind.replace(/[^A-Za-z]+/g, '_').slice(0, 30)}.png` });
    });
    await page.screenshot({ path: `${ARTIFACTS}laptop-final.png`, fullPage: true });
    const rows = await page.locator('.scores tbody tr').count();
    expect(rows).toBe(4);
    expect(await page.locator('.scores .winner').textContent()).toMatch(/Winner/);
    expect(await page.title()).toBe('Western Legends');
    // R19.2 in LP, said once: the total is the track plus what scoring adds, the additions signed (+2, −1, 0).
    expect(await page.locator('.scores .score-unit').textContent()).toMatch(/in LP/);
    const table = await page.locator('.scores tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    const num = (x: string) => Number(x.replace('\u2212', '-'));
    for (const [total, track, ...added] of table) {
      for (const a of added) expect(a).toMatch(/^([+\u2212][1-9]\d*|0)$/);
      expect(num(total)).toBe(num(track) + added.reduce((sum, a) => sum + num(a), 0));
    }
    expect(kinds.size).toBeGreaterThan(3);
    await expectStatsAddUp(page);
    await page.screenshot({ path: `${ARTIFACTS}laptop-final-stats.png`, fullPage: true });
    // The scoring can be put aside to look at the table (a button, or Esc) and brought back from the bar.
    await page.getByRole('button', { name: 'Look at the table' }).click();
    expect(await page.locator('.scores').count()).toBe(0);
    expect(await page.locator('.turn-line').textContent()).toMatch(/^Game over · Winner: /);
    await page.screenshot({ path: `${ARTIFACTS}laptop-final-table.png` });
    await page.locator('.bar').getByRole('button', { name: 'Final scoring' }).click();
    await page.locator('.scores').waitFor();
    // Esc in the rules dialog opened over the scoring ("?") closes only the dialog.
    await page.keyboard.press('?');
    await page.locator('dialog[open]').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    expect(await page.locator('.scores').count()).toBe(1);
    await page.keyboard.press('Escape');
    expect(await page.locator('.scores').count()).toBe(0);
    // The player's own card shows their character and no second name ("You" is how a game against bots stores their seat).
    expect(await page.locator('.player[data-seat="0"] .char').count()).toBe(0);
    expect(await page.locator('.player[data-seat="1"] .char').textContent()).toBe('Bot 1');
    // The game's file, as `wl replay` reads it: the engine replays it to the same end.
    await page.locator('.bar').getByRole('button', { name: 'Final scoring' }).click();
    const winner = await page.locator('.scores .winner').textContent();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the game file' }).click()]);
    expect(download.suggestedFilename()).toBe('western-legends-offline-11.json');
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { setup: Setup; actions: LoggedAction[] };
    const end = replay(file.setup, file.actions);
    expect(end.finished).toBe(true);
    // Its replay in the page: every action a step, from the deal to the same final scores, seen through any seat's eyes.
    await page.getByRole('button', { name: 'Watch the replay' }).click();
    await page.locator('.replay-bar[data-step="0"]').waitFor();
    expect(Number(await page.locator('.replay-bar').getAttribute('data-total'))).toBe(file.actions.length);
    expect(await page.locator('.player[data-seat="0"] strong').first().textContent()).toBe('The player'); // not "You" to a spectator
    await page.getByRole('button', { name: 'Last step' }).click();
    await page.locator('.scores.inline').waitFor();
    expect(await page.locator('.scores .winner').textContent()).toBe(winner);
    await page.getByRole('button', { name: 'Leave' }).click();
    await page.locator('.lobby-card.offline').waitFor();
    // Home keeps the finished game: its result, the tallies, and its replay again from there.
    const played = page.locator('.played-games .played-game');
    expect(await played.count()).toBe(1);
    const won = /^Winner: \u2068?You\u2069?$/.test(winner ?? '');
    expect(await played.locator('strong').textContent()).toMatch(won ? /^You won with \d+ LP$/ : /^.+ won with \d+ LP; you had \d+ LP$/);
    expect(await page.locator('.played-games .tally').textContent()).toMatch(/^Against bots: 1 played, [01] won · best score \d+ LP$/);
    await page.screenshot({ path: `${ARTIFACTS}home-finished-games.png` });
    const [again] = await Promise.all([page.waitForEvent('download'), played.getByRole('button', { name: 'Download the game file' }).click()]);
    expect(again.suggestedFilename()).toBe('western-legends-offline-11.json'); // the same game's file
    expect(JSON.parse(readFileSync((await again.path())!, 'utf8'))).toEqual(file);
    await played.getByRole('button', { name: 'Watch' }).click();
    await page.locator('.replay-bar[data-step="0"]').waitFor();
    expect(Number(await page.locator('.replay-bar').getAttribute('data-total'))).toBe(file.actions.length);
    await page.getByRole('button', { name: 'Leave' }).click();
    await page.locator('.played-games').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  }, 150_000);

  it('saves a game against bots on the device: after a reload the home page resumes it where it was', async () => {
    const page = await web.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${web.site.url}?length=15&seed=13&lang=en`);
    expect(await page.locator('.resume-card').count()).toBe(0);
    await page.getByRole('button', { name: 'Play against bots now' }).click();
    // The bots' speed can change during the game (here to Instant), and the save keeps it.
    await page.locator('.bar').getByLabel('Bot speed').selectOption('fast');
    const pick = lcg(3);
    for (let i = 0; i < 6; i++) {
      await page.waitForSelector('.prompt.mine');
      await choose(page, pick, { timeout: 20_000, what: 'a choice' });
    }
    await page.waitForSelector('.prompt.mine');
    const seq = await page.locator('.game').getAttribute('data-seq');
    const log = await page.locator('.log li').allTextContents();
    await page.reload(); // the tab was closed, the phone dropped the page...
    const card = page.locator('.resume-card');
    await expect.poll(() => card.textContent()).toMatch(/Your game in progress.*4 players, to 15 LP · bots: Normal \(heuristic\) · round \d+, you have \d+ LP/);
    await page.screenshot({ path: `${ARTIFACTS}resume-card.png` });
    await card.getByRole('button', { name: 'Resume' }).click();
    await page.waitForSelector('.prompt.mine');
    expect(await page.locator('.game').getAttribute('data-seq')).toBe(seq);
    expect(await page.locator('.bar').getByLabel('Bot speed').inputValue()).toBe('fast');
    expect(await page.locator('.log li').allTextContents()).toEqual(log);
    // Leaving keeps it; discarding forgets it, reload or not.
    await page.getByRole('button', { name: 'Leave' }).click();
    await card.waitFor();
    await card.getByRole('button', { name: 'Discard' }).click();
    expect(await card.count()).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: 'Play against bots now' }).waitFor();
    expect(await card.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('renders the board and the prompt on a phone (390x844), Persian right-to-left', async () => {
    const page = await web.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${web.site.url}?speed=fast&length=15&seed=3&lang=fa`);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.screenshot({ path: `${ARTIFACTS}phone-home-fa.png` });
    await page.locator('select').first().selectOption('en');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await page.getByRole('button', { name: 'Play against bots now' }).click();
    await page.waitForSelector('.prompt.mine');
    await page.screenshot({ path: `${ARTIFACTS}phone-board.png`, fullPage: true });
    await page.getByRole('button', { name: 'Players' }).click();
    await page.screenshot({ path: `${ARTIFACTS}phone-players.png`, fullPage: true });
    await page.getByRole('button', { name: 'Your hand' }).click();
    await page.screenshot({ path: `${ARTIFACTS}phone-hand.png`, fullPage: true });
    await page.close();
  }, 60_000);
});
