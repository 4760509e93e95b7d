// Accessibility checked by axe-core (the standard engine of automated WCAG checks) in real
// headless Chromium, on every screen a player meets: home, each kind of decision of a game
// against bots (4 players, and 2 with the Man in Black and the Goal variant), a face-down
// choice's confirmation, the rules dialog, the final scoring, the phone's
// tabs, an online table's waiting room and invite page, an online game with its status bar, a
// replay, and pass and play's names, hand-over screen and the home page's saved and finished
// games. Any violation fails, with the rule, the element and why.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { confirmIfAsked, finishThroughStore, lcg } from './play';
import { useOnlineSite } from './online-site';
import { withTour } from './chromium';

const ARTIFACTS = fileURLToPath(new URL('../test-results/a11y/', import.meta.url));
const site = useOnlineSite(ARTIFACTS);
const AXE = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

/** axe's violations on the page as it is: "rule: element — what is wrong" lines. */
async function violations(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(c: Document, o: object): Promise<{ violations: { id: string; nodes: { target: string[]; failureSummary?: string }[] }[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`));
  });
  return found.map((f) => `[${where}] ${f}`);
}

/** Plays an offline game with seeded random choices (with the board's targets when `board`), checking each new kind of decision (and a confirmation, the rules, the final scoring). */
async function checkGame(page: Page, size: string, seed: number, board: boolean): Promise<string[]> {
  const out: string[] = [];
  const pick = lcg(seed);
  const kinds = new Set<string>();
  let confirmed = false;
  for (let i = 0; i < 2000; i++) {
    await page.waitForSelector('.prompt.mine, .scores', { timeout: 20_000 });
    if (await page.locator('.scores').count()) {
      out.push(...await violations(page, `${size} final scoring`));
      await page.locator('.game-stats summary').click(); // the game's statistics, unfolded
      await page.locator('.game-stats tr.sum').waitFor();
      out.push(...await violations(page, `${size} game statistics`));
      return out;
    }
    const kind = (await page.locator('.prompt.mine').getAttribute('data-kind')) ?? '';
    if (!kinds.has(kind)) { kinds.add(kind); out.push(...await violations(page, `${size} ${kind}`)); }
    if (i === 3) {
      await page.locator('.bar button:has-text("Rules"), .bar button:has-text("قوانین"), .bar button:has-text("Regole")').first().click();
      await page.locator('dialog[open]').waitFor();
      out.push(...await violations(page, `${size} rules dialog`));
      await page.keyboard.press('Escape');
    }
    const buttons = page.locator('.prompt.mine .choices button.act:visible');
    const targets = page.locator(board ? 'svg.board .target' : 'svg.board .target.none'); // on a phone, the buttons only (the board may be panned away from a target)
    const nb = await buttons.count();
    const k = pick(nb + (await targets.count()));
    const before = await page.locator('.game').getAttribute('data-seq');
    if (k < nb) await buttons.nth(k).click(); else await targets.nth(k - nb).click({ force: true });
    await confirmIfAsked(page, before, { timeout: 20_000, beforeConfirm: async () => {
      if (!confirmed) { confirmed = true; out.push(...await violations(page, `${size} confirmation`)); }
    } });
    await page.waitForFunction((s) => { const g = document.querySelector('.game'); return !g || g.getAttribute('data-seq') !== s || !!document.querySelector('.scores'); }, before, { timeout: 20_000 });
  }
  throw new Error('the game did not end');
}

describe('accessibility (axe-core)', () => {
  it('home, every kind of decision of a game against bots, the rules, the final scoring (laptop, English; phone, Persian, with its tabs; 2 players with goals, Italian)', async () => {
    const found: string[] = [];
    // The third: 2 players (the Man in Black's panel) with the Goal variant (the goals' tab and the tokens' prompt), in Italian.
    for (const [w, h, lang, seed, modes] of [[1366, 768, 'en', 21, ''], [390, 844, 'fa', 22, ''], [1280, 800, 'it', 23, '&players=2&goals=1']] as const) {
      const page = await site.browser.newPage({ viewport: { width: w, height: h }, isMobile: w < 700, hasTouch: w < 700 });
      const size = `${w}x${h} ${lang}${modes}`;
      await page.goto(`${site.url}/?speed=fast&length=15&seed=${seed}&lang=${lang}${modes}`);
      await page.locator('.lobby-card.offline button.primary').waitFor();
      found.push(...await violations(page, `${size} home`));
      await page.locator('.lobby-card.offline button.primary').click();
      found.push(...await checkGame(page, size, seed, w >= 700));
      if (w < 700) {
        await page.locator('.scores button').last().click(); // look at the table
        for (let i = 1; i <= 4; i++) { await page.locator(`.tabs button:nth-child(${i})`).click(); found.push(...await violations(page, `${size} tab ${i}`)); }
      }
      await page.close();
    }
    expect(found).toEqual([]);
  }, 240_000);

  it('the tour of the game screen, at a card that lights a part and at the one in the middle (laptop, English; phone, Persian)', async () => {
    const found: string[] = [];
    for (const [w, h, lang] of [[1366, 768, 'en'], [390, 844, 'fa']] as const) {
      const ctx = await withTour(site.browser, { viewport: { width: w, height: h }, isMobile: w < 700, hasTouch: w < 700 });
      const page = await ctx.newPage();
      await page.goto(`${site.url}/?speed=fast&length=15&seed=41&lang=${lang}`);
      await page.locator('.lobby-card.offline button.primary').click();
      await page.locator('.tour-card[data-step="welcome"]').waitFor();
      found.push(...await violations(page, `${w}x${h} ${lang} tour, first card`));
      await page.locator('.tour-card button.primary').click();
      await page.locator('.tour-card[data-step="board"]').waitFor();
      found.push(...await violations(page, `${w}x${h} ${lang} tour, the board's card`));
      await ctx.close();
    }
    expect(found).toEqual([]);
  }, 120_000);

  it('pass and play: the names on the home page, the hand-over screen, the saved and the finished games', async () => {
    const found: string[] = [];
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(`${site.url}/?speed=fast&length=15&seed=31&lang=en&players=3&people=2`);
    await page.locator('input[name="person-0"]').fill('Ann');
    found.push(...await violations(page, 'home, two people'));
    await page.locator('.lobby-card.offline button.primary').click();
    await page.locator('.hand-over').waitFor();
    found.push(...await violations(page, 'hand-over screen'));
    // To the end through the page's table (for speed), then home: the game is among the finished ones; a new one waits to be resumed.
    await finishThroughStore(page);
    await page.evaluate(async () => {
      const wl = (window as unknown as { wl: { table: { leave(): void; start(): Promise<void> } } }).wl;
      await wl.table.start();
      wl.table.leave();
    });
    await page.locator('.played-games').waitFor();
    await page.locator('.resume-card').waitFor();
    found.push(...await violations(page, 'home with saved and finished games'));
    await page.close();
    expect(found).toEqual([]);
  }, 120_000);

  it('an online table\'s waiting room and invite page, its game with the status bar, and a replay', async () => {
    const post = async (path: string, body: unknown) => (await fetch(`${site.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
    const { table } = await post('/api/tables', { players: 3, seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', level: 'random' }] });
    const grant = await post(`/api/tables/${table.id}/join`, { name: 'Ann', seat: 0 });
    const found: string[] = [];
    const ctx = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    await ctx.addInitScript(([id, g]) => localStorage.setItem(`wl.seat.${id}`, g), [table.id, JSON.stringify({ seat: grant.seat, token: grant.token })]);
    const ann = await ctx.newPage();
    await ann.goto(`${site.url}/t/${table.id}?lang=en`);
    await ann.locator('.lobby-table .seat-row.mine').waitFor();
    found.push(...await violations(ann, 'waiting room'));
    const guest = await site.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await guest.goto(`${site.url}/t/${table.id}?lang=it`);
    await guest.locator('.lobby-table input[name="name"]').waitFor();
    found.push(...await violations(guest, 'invite page (phone, Italian)'));
    await ann.getByRole('button', { name: 'Start now' }).click();
    await ann.locator('.prompt.mine').waitFor();
    found.push(...await violations(ann, 'online game'));
    const { table: bots } = await post('/api/tables', { players: 3, seats: [{ kind: 'bot' }, { kind: 'bot' }, { kind: 'bot' }] });
    let match = '';
    await expect.poll(async () => {
      const info = (await (await fetch(`${site.url}/api/tables/${bots.id}`)).json()).table;
      match = info.match;
      return info.status;
    }, { timeout: 60_000 }).toBe('finished');
    await guest.goto(`${site.url}/r/${match}?lang=zh`);
    await guest.locator('svg.board').waitFor();
    found.push(...await violations(guest, 'replay (phone, Chinese)'));
    await ctx.close();
    await guest.close();
    expect(found).toEqual([]);
  }, 180_000);
});
