// Online play in real headless Chromium against the real server (in-process, temporary SQLite):
// one player creates a 3-seat table (2 humans and a bot) through the lobby, a second browser
// context joins through the invite link, and both play each other by clicking legal choices,
// through a dropped socket and a page reload, until the end. Neither page's WebSocket frames nor
// its DOM may ever hold a card of another seat's hand (taken from the server's state).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { replay, type LoggedAction, type Setup } from '@wl/engine';
import { confirmIfAsked, expectStatsAddUp, lcg } from './play';
import { useOnlineSite } from './online-site';
import { domLeaks, FrameChecker, HandHistory, type DomSample, type ServerTable } from './leaks';

const ARTIFACTS = fileURLToPath(new URL('../test-results/online/', import.meta.url));
const MAX_DECISIONS = 1500;
const site = useOnlineSite(ARTIFACTS);

/** A player's page with its frame checker. */
interface Player { name: string; page: Page; seat: number; frames: FrameChecker; sockets: number; dom: string[]; errors: string[]; trail: string[] }

/** Keeps the last frames of a page's sockets (which socket, direction, time, start), for a stuck page's error. */
function trail(p: Player, line: string): void {
  p.trail.push(`${new Date().toISOString().slice(17, 23)} ${line.slice(0, 140)}`);
  if (p.trail.length > 16) p.trail.shift();
}

async function open(ctx: BrowserContext, name: string, hands: HandHistory): Promise<Player> {
  const page = await ctx.newPage();
  const p: Player = { name, page, seat: -1, frames: null!, sockets: 0, dom: [], errors: [], trail: [] };
  p.frames = new FrameChecker(hands, () => p.seat);
  page.on('pageerror', (e) => p.errors.push(String(e)));
  page.on('websocket', (ws) => {
    const n = ++p.sockets;
    ws.on('framesent', (f) => trail(p, `#${n} > ${String(f.payload)}`));
    ws.on('close', () => trail(p, `#${n} closed`));
    ws.on('framereceived', (f) => {
      const text = typeof f.payload === 'string' ? f.payload : f.payload.toString('utf8');
      trail(p, `#${n} < ${text}`);
      p.frames.check(text);
    });
  });
  return p;
}

const versionOf = (page: Page) => page.locator('.online-game').getAttribute('data-v');

/** The page's DOM as text and attribute values, the log apart, with the version it shows. */
async function sampleDom(p: Player): Promise<DomSample | null> {
  const s = await p.page.evaluate(() => {
    const root = document.querySelector('.online-game');
    if (!root) return null;
    const geometry = new Set(['d', 'points', 'transform', 'viewBox', 'x', 'y', 'cx', 'cy', 'r', 'width', 'height', 'style']); // drawing data, never words
    const main: string[] = [];
    const log: string[] = [];
    const walk = (el: Element, out: string[]) => {
      const into = el.matches('.log, .log-wrap') ? log : out;
      for (const a of Array.from(el.attributes)) if (!geometry.has(a.name)) into.push(a.value);
      for (const n of Array.from(el.childNodes)) {
        if (n.nodeType === Node.TEXT_NODE) into.push(n.textContent ?? '');
        else if (n.nodeType === Node.ELEMENT_NODE) walk(n as Element, into);
      }
    };
    walk(document.body, main);
    return { v: Number(root.getAttribute('data-v')), main: main.join('\n'), log: log.join('\n') };
  });
  return s && { ...s, seat: p.seat };
}

async function checkDom(p: Player, hands: HandHistory): Promise<void> {
  const s = await sampleDom(p);
  if (s) p.dom.push(...domLeaks(s, hands, p.frames.seen));
}

/** Plays `p`'s decisions (random legal choices) until the game ends or `shared.stop`. */
async function play(p: Player, seed: number, hands: HandHistory, shared: { decisions: number; stop: boolean; during?: (n: number, p: Player) => Promise<void> }): Promise<void> {
  const pick = lcg(seed);
  const { page } = p;
  while (!shared.stop) {
    const state = await page.waitForSelector('.prompt.mine, .scores', { timeout: 2_000 }).then(() => 'ready', () => 'waiting');
    if (await page.locator('.scores').count()) return;
    if (state === 'waiting') continue;
    await checkDom(p, hands);
    const buttons = page.locator('.prompt.mine .choices button.act:visible');
    const targets = page.locator('svg.board .target');
    const nb = await buttons.count();
    const nt = await targets.count();
    const before = await versionOf(page);
    if (nb + nt === 0 || !(await page.locator('.prompt.mine').count())) continue; // the view moved on meanwhile (an auto-pass)
    const k = pick(nb + nt);
    try {
      if (k < nb) await buttons.nth(k).click({ timeout: 5_000 });
      else await targets.nth(k - nb).click({ timeout: 5_000 });
      await confirmIfAsked(page, before, { timeout: 5_000, attr: 'data-v' });
    } catch (e) {
      if ((await versionOf(page)) !== before) continue; // answered by itself meanwhile (an auto-pass): the choice is gone
      throw e;
    }
    // The server accepted it: the table's version moved (or the game ended).
    await page.waitForFunction((v) => {
      const g = document.querySelector('.online-game');
      return !g || g.getAttribute('data-v') !== v || !!document.querySelector('.scores');
    }, before, { timeout: 30_000 }).catch(async (e: Error) => {
      await page.screenshot({ path: `${ARTIFACTS}stuck-${p.name}.png` });
      throw new Error(`${p.name} stuck at v${before} after decision ${shared.decisions}: ${e.message}\nlast frames:\n${p.trail.join('\n')}`);
    });
    expect(await page.locator('.refusal').count(), `${p.name}: no refusal`).toBe(0);
    const n = ++shared.decisions;
    await shared.during?.(n, p);
    if (n >= MAX_DECISIONS) shared.stop = true;
  }
}

describe('online play in headless Chromium against the real server', () => {
  it('shows the lobby on a phone (390x844) and a wide screen (1440x900) without sideways scrolling', async () => {
    const sizes = [{ name: 'phone', width: 390, height: 844 }, { name: 'wide', width: 1440, height: 900 }];
    const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const ctx = await site.browser.newContext({ viewport: sizes[0] });
    const page = await ctx.newPage();
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.goto(`${site.url}/?lang=en`);
      await page.getByLabel('Your name').fill('Calamity');
      await page.getByLabel('Seat 3').selectOption('ismcts');
      await page.locator('select[name="timer"]').selectOption('60');
      await page.getByLabel('List this table publicly').check();
      expect(await overflow(page), `${size.name} home`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${ARTIFACTS}lobby-home-${size.name}.png`, fullPage: true });
    }
    await page.getByRole('button', { name: 'Create table' }).click();
    await page.locator('.seat-row.mine').waitFor();
    for (const size of sizes) {
      await page.setViewportSize(size);
      expect(await overflow(page), `${size.name} table`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${ARTIFACTS}lobby-table-${size.name}.png`, fullPage: true });
    }
    // A guest finds the public table on the home screen, follows it, takes the free seat: the game starts with its timer.
    const guest = await (await site.browser.newContext({ viewport: sizes[0] })).newPage();
    await guest.goto(`${site.url}/?lang=en`);
    await guest.locator('.lobby-list a', { hasText: "Calamity's table" }).click();
    await guest.waitForURL(/\/t\/[0-9a-z]+$/);
    expect(guest.url()).toBe(await page.locator('#invite-url').inputValue());
    await guest.getByLabel('Your name').fill('Wyatt');
    await guest.locator('.seat-row.free').first().waitFor();
    // Not seated yet, the guest has no table to leave: the button goes back to the start page.
    expect(await guest.getByRole('button', { name: 'Back to the start page' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Leave the table' }).count()).toBe(1);
    expect(await overflow(guest), 'phone invite').toBeLessThanOrEqual(0);
    await guest.screenshot({ path: `${ARTIFACTS}lobby-invite-phone.png`, fullPage: true });
    await guest.locator('.seat-row.free .take').click();
    await Promise.all([page.locator('.online-game .deadline').waitFor(), guest.locator('.online-game .deadline').waitFor()]);
    await page.screenshot({ path: `${ARTIFACTS}game-wide.png` });
    await guest.screenshot({ path: `${ARTIFACTS}game-phone.png` });
    await guest.context().close();

    // Start now: the creator of a 4-seat table starts it alone, and bots take the 3 free seats.
    await page.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(`${site.url}/`);
    await page.getByRole('button', { name: '4', exact: true }).click();
    for (const n of [2, 3, 4]) await page.getByLabel(`Seat ${n}`).selectOption('human');
    await page.getByRole('button', { name: 'Create table' }).click();
    await page.locator('.seat-row.mine').waitFor();
    await page.setViewportSize(sizes[0]);
    await page.screenshot({ path: `${ARTIFACTS}lobby-start-now-phone.png`, fullPage: true });
    await page.getByRole('button', { name: 'Start now' }).click();
    await page.locator('.online-game').waitFor();
    expect(await page.locator('.online-game').getAttribute('data-seat')).toBe('0');
    await ctx.close();
  }, 120_000);

  it('creates a table in the lobby, joins by the invite link, and plays two browsers against each other without leaking a hand', async () => {
    const history = new HandHistory();
    const ctxA = await site.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const ctxB = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const ann = await open(ctxA, 'Ann', history);
    const bob = await open(ctxB, 'Bob', history);

    // Ann creates a 3-seat table: herself, an invited player, and an easy bot; 20 LP (a game long enough for the socket drop at decision 40 and the reload after 80).
    await ann.page.goto(`${site.url}/?lang=en`);
    await ann.page.getByLabel('Your name').fill('Ann');
    await ann.page.getByRole('button', { name: '3', exact: true }).click();
    await ann.page.getByLabel('Seat 2').selectOption('human');
    await ann.page.getByLabel('Seat 3').selectOption('random');
    await ann.page.locator('select[name="length"]').selectOption('20');
    await ann.page.screenshot({ path: `${ARTIFACTS}a-create.png`, fullPage: true });
    await ann.page.getByRole('button', { name: 'Create table' }).click();
    await ann.page.waitForURL(/\/t\/[0-9a-z]+$/);
    const tableId = new URL(ann.page.url()).pathname.split('/')[2];
    // The hand history records the server-side table from before its match starts.
    history.attach((await site.server.lobby.get(tableId)) as unknown as ServerTable);
    await ann.page.locator('.seat-row.mine').waitFor();
    ann.seat = 0;
    await expect.poll(() => ann.page.locator('.waiting-line').textContent()).toMatch(/Waiting for 1 more player/);
    await expect.poll(() => ann.page.locator('.seat-row[data-seat="0"] .presence').textContent()).toBe('here');
    await ann.page.screenshot({ path: `${ARTIFACTS}a-waiting.png`, fullPage: true });
    const invite = await ann.page.locator('#invite-url').inputValue();
    expect(invite).toBe(`${site.url}/t/${tableId}`);

    // Bob opens the invite link: he sees Ann seated (live), takes the free seat, and the match starts for both.
    await bob.page.goto(invite);
    await bob.page.locator('.seat-row[data-seat="0"]').getByText('Ann').waitFor();
    await bob.page.getByLabel('Your name').fill('Bob');
    await bob.page.screenshot({ path: `${ARTIFACTS}b-invite.png`, fullPage: true });
    await bob.page.locator('.seat-row[data-seat="1"] .take').click();
    bob.seat = 1;
    await Promise.all([ann.page.locator('.online-game').waitFor(), bob.page.locator('.online-game').waitFor()]);
    expect(await bob.page.locator('.online-game').getAttribute('data-seat')).toBe('1');

    // An illegal action (a card Ann does not hold) comes back with the server's message and rule.
    await ann.page.locator('.prompt.mine').waitFor();
    const own = await ann.page.evaluate(() => (window as unknown as { wl: { store: { getState(): { view: { you: { hand: string[] } } } } } }).wl.store.getState().view.you.hand);
    const notMine = ['AS', 'AH', 'AD', 'AC', 'KS'].find((c) => !own.includes(c))!;
    await ann.page.evaluate((card) => (window as unknown as { wl: { table: { act(a: unknown): void } } }).wl.table.act({ type: 'discard', card }), notMine);
    await ann.page.locator('.refusal').waitFor();
    expect(await ann.page.locator('.refusal').textContent()).toMatch(/\(R[\d.]+\)|ERR_/);
    await ann.page.screenshot({ path: `${ARTIFACTS}a-refusal.png` });

    const shared = {
      decisions: 0, stop: false,
      reloaded: false,
      during: async (n: number, p: Player) => {
        if (n === 40) {
          // Every socket drops (a network failure): both pages reconnect with their tokens and resync.
          for (const c of site.server.app.websocketServer.clients) c.terminate();
        } else if (n >= 80 && p === bob && !shared.reloaded) {
          // Bob reloads the page after one of his decisions: his token brings him back to his seat.
          shared.reloaded = true;
          await bob.page.reload();
          await bob.page.locator('.online-game[data-seat="1"]').waitFor();
        } else if (n % 25 === 0) {
          await checkDom(ann, history);
          await checkDom(bob, history);
        }
      },
    };
    await Promise.all([play(ann, 5, history, shared), play(bob, 7, history, shared)]);
    const finished = await Promise.all([ann.page.locator('.scores').count(), bob.page.locator('.scores').count()]);
    await ann.page.screenshot({ path: `${ARTIFACTS}a-end.png` });
    await bob.page.screenshot({ path: `${ARTIFACTS}b-end.png` });
    if (shared.decisions < MAX_DECISIONS) {
      expect(finished).toEqual([1, 1]);
      // The match's statistics, from its replay on the server, add up to each player's LP track.
      await expectStatsAddUp(bob.page);
      // The match's file, as `wl replay` reads it, from the server's replay: the engine replays it to the end.
      const [download] = await Promise.all([bob.page.waitForEvent('download'), bob.page.getByRole('button', { name: 'Download the game file' }).click()]);
      const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { setup: Setup; actions: LoggedAction[] };
      expect(replay(file.setup, file.actions).finished).toBe(true);
      expect(await bob.page.getByRole('button', { name: 'Watch the replay' }).count()).toBe(0); // online: the replay's link instead
      // The scores link to the match's replay, which opens on this server at its first step.
      const link = ann.page.locator('.scores .replay-link');
      expect(await link.getAttribute('href')).toMatch(/^\/r\/[0-9a-z]+$/);
      await link.click();
      await ann.page.locator('.replay-bar[data-step="0"]').waitFor();
      expect(Number(await ann.page.locator('.replay-bar').getAttribute('data-total'))).toBeGreaterThan(100);
      await ann.page.screenshot({ path: `${ARTIFACTS}a-replay.png` });
    }
    console.log(`online game: ${shared.decisions} decisions of the two browsers`);
    expect(shared.decisions).toBeGreaterThan(100);
    expect(ann.sockets).toBeGreaterThanOrEqual(3); // spectator, seat, after the drop
    expect(bob.sockets).toBeGreaterThanOrEqual(4); // spectator, seat, after the drop, after the reload
    for (const p of [ann, bob]) {
      await checkDom(p, history);
      expect(p.errors, `${p.name}'s page errors`).toEqual([]);
      expect(p.frames.leaks, `${p.name}'s frames`).toEqual([]);
      expect(p.dom, `${p.name}'s DOM`).toEqual([]);
      expect(p.frames.frames).toBeGreaterThan(100);
      expect(p.frames.ownSeen).toBeGreaterThan(10);
    }
    await ctxA.close();
    await ctxB.close();
  }, 1_200_000);
});
