// The replay of a finished match in real headless Chromium, served by the real server (in-process,
// temporary SQLite): a random 3-player game is written to the store as a finished match, then
// `/r/<match>` shows it read-only, stepping with the buttons, the arrow keys (mirrored in
// Persian) and the slider, through the spectator's eyes or a seat's, to the final scores.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { replay, type Setup } from '@wl/engine';
import type { WlServer } from '@wl/server';
import type { ReplayDoc } from '../src/state/replay';
import { expectStatsAddUp } from './play';
import { randomDoc } from './replay-doc';
import { buildClient, launch } from './serve';

const ARTIFACTS = fileURLToPath(new URL('../test-results/replay/', import.meta.url));
const SETUP: Setup = { players: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }], seed: 'replay-browser', length: 15 };
let browser: Browser;
let server: WlServer;
let url: string;
let dataDir: string;
let doc: ReplayDoc;

/** Writes a match to the server's store as the lobby would have: its table, setup, log and end. */
async function storeMatch(tableId: string, matchId: string, d: ReplayDoc, finished: boolean): Promise<void> {
  const seats = d.setup.players.map((p, seat) => ({ seat, kind: 'human' as const, level: 'random', name: p.name ?? null, tokenHash: null }));
  const options = { players: seats.length, length: 15 as const, visibility: 'private' as const, spectators: true, turnTimer: null, standIn: 'random' as const, seats: seats.map(() => ({ kind: 'human' as const })) };
  await server.store.createTable({ id: tableId, options, seats, createdAt: 1 });
  await server.store.startMatch({ id: matchId, tableId, setup: d.setup, createdAt: 2 }, null);
  for (let i = 0; i < d.actions.length; i++) {
    await server.store.append(matchId, i + 1, { kind: 'action', seat: d.actions[i].seat, action: d.actions[i].action, by: 'player' }, 3 + i);
  }
  if (finished) await server.store.markFinished(matchId);
}

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  browser = await launch();
  process.env.WEB_DIR = await buildClient();
  const { configFromEnv, createServer } = await import('@wl/server');
  dataDir = mkdtempSync(join(tmpdir(), 'wl-web-replay-'));
  server = await createServer({ ...configFromEnv({}), port: 0, host: '127.0.0.1', dataDir, logLevel: 'silent', bots: 'inline' });
  url = `http://127.0.0.1:${await server.listen()}`;
  doc = randomDoc('rmatch1', SETUP, 9);
  await storeMatch('rtable1', 'rmatch1', doc, true);
  await storeMatch('rtable2', 'rmatch2', randomDoc('rmatch2', SETUP, 4, 30), false);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const stepOf = async (page: Page) => Number(await page.locator('.replay-bar').getAttribute('data-step'));
const handOnScreen = (page: Page) => page.locator('.hand-wrap [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the replay of a finished match in headless Chromium', () => {
  it('steps through the match read-only, as the spectator or a seat, to the scores (1440x900, English)', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${url}/r/rmatch1?lang=en`);
    await page.locator('.replay-bar').waitFor();
    const total = doc.actions.length;
    expect(Number(await page.locator('.replay-bar').getAttribute('data-total'))).toBe(total);
    expect(await page.locator('.replay-count').textContent()).toBe(`Step 0 of ${total.toLocaleString('en-US')}`);
    await page.screenshot({ path: `${ARTIFACTS}wide-step0.png` });
    // Read-only: no choice is offered, and the spectator sees no hand.
    expect(await page.locator('.prompt.mine').count()).toBe(0);
    expect(await page.locator('svg.board .target').count()).toBe(0);
    expect(await handOnScreen(page)).toEqual([]);

    await page.getByRole('button', { name: 'Next step' }).click();
    await expect.poll(() => stepOf(page)).toBe(1);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => stepOf(page)).toBe(3);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => stepOf(page)).toBe(2);
    expect(await page.locator('.game').getAttribute('data-seq')).toBe(String(replay(SETUP, doc.actions.slice(0, 2)).seq));

    // Through Bob's eyes (seat 2) his hand is on screen, the engine's hand at that step.
    const mid = Math.floor(total / 2);
    await page.locator('.replay-slider').fill(String(mid));
    await expect.poll(() => stepOf(page)).toBe(mid);
    await page.locator('.replay-viewer select').selectOption('1');
    const bobHand = replay(SETUP, doc.actions.slice(0, mid)).players[1].hand;
    await expect.poll(() => handOnScreen(page)).toEqual(bobHand);
    expect(await page.locator('.prompt.mine').count()).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}wide-mid-bob.png` });
    await page.locator('.replay-viewer select').selectOption('spectator');
    await expect.poll(() => handOnScreen(page)).toEqual([]);

    // The last step shows the final scores inline (no dialog over the controls).
    await page.getByRole('button', { name: 'Last step' }).click();
    await expect.poll(() => stepOf(page)).toBe(total);
    await page.locator('.scores.inline').waitFor();
    expect(await page.locator('.overlay').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Next step' }).isDisabled()).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS}wide-end.png` });
    await expectStatsAddUp(page); // from the replay's own events
    await page.getByRole('button', { name: 'First step' }).click();
    await expect.poll(() => stepOf(page)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('mirrors the arrow keys in Persian and fits a phone (390x844)', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${url}/r/rmatch1?lang=fa`);
    await page.locator('.replay-bar').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.keyboard.press('ArrowLeft'); // forward in a right-to-left screen
    await expect.poll(() => stepOf(page)).toBe(1);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => stepOf(page)).toBe(0);
    expect(await page.locator('.replay-count').textContent()).toMatch(/^گام ۰ از [۰-۹٬]+$/);
    expect(await overflow(page)).toBeLessThanOrEqual(1);
    await page.screenshot({ path: `${ARTIFACTS}phone-fa.png` });
    await page.close();
  }, 60_000);

  it('says why a replay cannot be shown: an unknown match, a match still played', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${url}/r/nosuch99?lang=en`);
    await expect.poll(() => page.locator('.replay-screen .refusal').textContent()).toMatch(/ERR_NO_MATCH/);
    await page.screenshot({ path: `${ARTIFACTS}unknown.png` });
    await page.goto(`${url}/r/rmatch2?lang=en`);
    await expect.poll(() => page.locator('.replay-screen .refusal').textContent()).toMatch(/ERR_NOT_FINISHED/);
    await page.getByRole('button', { name: 'Back to the start page' }).click();
    await page.getByRole('button', { name: 'Play against bots now' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  }, 60_000);

  it('watches a game file from the home page (what "Download the game file" and wl simulate --out write), and says why a bad one cannot be shown', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const file = (name: string, text: string) => ({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
    await page.goto(`${url}/?lang=en`);
    await page.setInputFiles('.watch-file input', file('game.json', JSON.stringify({ setup: doc.setup, actions: doc.actions })));
    await page.locator('.replay-bar[data-step="0"]').waitFor();
    expect(Number(await page.locator('.replay-bar').getAttribute('data-total'))).toBe(doc.actions.length);
    expect(new URL(page.url()).pathname).toBe('/'); // nothing on the server: no address of its own
    await page.getByRole('button', { name: 'Last step' }).click();
    await page.locator('.scores.inline').waitFor();
    const end = replay(doc.setup, doc.actions);
    expect(await page.locator('.scores.inline tbody tr').first().locator('td').first().textContent()).toBe(String(Math.max(...end.scores!.map((l) => l.total))));
    await page.getByRole('button', { name: 'Leave' }).click();
    // Not JSON; an action the engine refuses (named by its place); no setup: each refused with its code, nothing half shown.
    const bad = [...doc.actions];
    bad[7] = { seat: bad[7].seat, action: { type: 'fly' } as never };
    for (const [text, code] of [['{ nope', /ERR_BAD_SAVE/], [JSON.stringify({ setup: doc.setup, actions: bad }), /action 7: .*\(ERR_/], [JSON.stringify({ actions: [] }), /ERR_BAD_SETUP|ERR_BAD_SAVE/]] as const) {
      await page.setInputFiles('.watch-file input', file('bad.json', text));
      await expect.poll(() => page.locator('.replay-screen .refusal').textContent()).toMatch(code);
      expect(await page.locator('.replay-bar').count()).toBe(0);
      await page.getByRole('button', { name: 'Back to the start page' }).click();
      await page.locator('.watch-file').waitFor();
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
