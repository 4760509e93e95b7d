// The tour of the game screen in real headless Chromium (components/Tour.tsx): it opens by itself
// at a device's first game, each card lights the part it speaks of (the spotlight's box around it),
// the cards of parts not on screen are left out (a phone's hidden panels, a wide screen's tabs),
// the game stays playable under it, it is taken once (not again after a reload), the rules dialog
// opens it again, Esc closes it. Screenshots (1440x900; 390x844 in Persian) go to test/artifacts/.
// Fails (never skips) when Chromium is missing.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withTour } from './chromium';
import { TOUR_STEPS } from '../src/components/tour';
import { useTestSite } from './serve';

const ARTIFACTS = fileURLToPath(new URL('./artifacts/', import.meta.url));
const web = useTestSite(ARTIFACTS, { ignoreAll: true });

/** The card's step, and whether the spotlight's box holds the whole of the part it lights (within the window). */
async function lit(page: Page): Promise<{ step: string; count: string; holds: boolean }> {
  return page.evaluate((steps) => {
    const card = document.querySelector('.tour-card')!;
    const st = (document.querySelector('.tour-spot') as HTMLElement | null)?.style; // where it goes (its box moves there in 0.2 s with animations on); none for the game as a whole
    const px = (v: string | undefined) => Number.parseFloat(v ?? '') || 0;
    const spot = { left: px(st?.left), top: px(st?.top), width: px(st?.width), right: px(st?.left) + px(st?.width), bottom: px(st?.top) + px(st?.height) };
    const step = card.getAttribute('data-step')!;
    const target = steps.find((s) => s.id === step)?.target;
    const el = target ? document.querySelector(target) : null;
    const r = el?.getBoundingClientRect();
    const clip = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
    const holds = !r ? spot.width === 0 : spot.left <= clip(r.left, 0, innerWidth) + 1 && spot.top <= clip(r.top, 0, innerHeight) + 1
      && spot.right >= clip(r.right, 0, innerWidth) - 1 && spot.bottom >= clip(r.bottom, 0, innerHeight) - 1 && r.width > 0;
    return { step, count: card.querySelector('.tour-count')!.textContent ?? '', holds };
  }, TOUR_STEPS);
}

/** Goes through the tour with Next, checking every card's spotlight; returns the steps seen. */
async function walk(page: Page, shot: string): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < 12; i++) {
    const at = await lit(page);
    expect(at.holds, `the spotlight of "${at.step}"`).toBe(true);
    seen.push(at.step);
    if (at.step === 'prompt' || at.step === 'hand') {
      await page.waitForTimeout(300); // the spotlight's move
      await page.screenshot({ path: `${ARTIFACTS}tour-${shot}-${at.step}.png` });
    }
    const next = page.locator('.tour-card button.primary');
    const last = (await page.locator('.tour-card').getAttribute('data-step')) === 'rules';
    await next.click();
    if (last) break;
    await page.waitForFunction((s) => document.querySelector('.tour-card')?.getAttribute('data-step') !== s, at.step);
  }
  return seen;
}

describe('the tour of the game screen in headless Chromium', () => {
  it('opens at the first game, lights each part in turn, leaves the game playable, is taken once, and opens again from the rules (1440x900)', async () => {
    const ctx = await withTour(web.browser, { viewport: { width: 1440, height: 900 } });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${web.site.url}?speed=fast&length=15&seed=19&lang=en`);
    expect(await page.locator('.tour-card').count()).toBe(0); // not on the home page
    await page.locator('.offline button.primary').click();
    await page.locator('.tour-card[data-step="welcome"]').waitFor();
    expect(await page.locator('.tour-card .tour-count').textContent()).toBe('1 of 9');
    expect(await page.locator('#tour-text').textContent()).toContain('reaches 15 LP');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Next'); // the focus on Next: Enter goes on
    await page.screenshot({ path: `${ARTIFACTS}tour-wide-welcome.png` });
    // Under the tour the game still answers: a choice of the prompt, clicked through the dimmed page.
    const seq = await page.locator('.game').getAttribute('data-seq');
    await page.locator('.prompt.mine .choices button.act').first().click();
    await page.waitForFunction((s) => document.querySelector('.game')?.getAttribute('data-seq') !== s, seq);
    expect(await page.locator('.tour-card[data-step="welcome"]').count()).toBe(1);
    // Back is not offered on the first card; Next, then Back, returns to it.
    expect(await page.locator('.tour-card').getByRole('button', { name: 'Back' }).count()).toBe(0);
    await page.locator('.tour-card button.primary').focus();
    await page.keyboard.press('Enter');
    await page.locator('.tour-card[data-step="board"]').waitFor();
    await page.locator('.tour-card').getByRole('button', { name: 'Back' }).click();
    await page.locator('.tour-card[data-step="welcome"]').waitFor();
    expect(await walk(page, 'wide')).toEqual(['welcome', 'board', 'prompt', 'you', 'hand', 'players', 'tracks', 'log', 'rules']); // no tabs on a wide screen
    expect(await page.locator('.tour-card, .tour-spot, .tour-dim').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('wl.tour'))).toBe('off');
    // Taken: a reload resumes the game without it.
    await page.reload();
    await page.locator('.resume-card button.primary, .resume-card button').first().click();
    await page.locator('.prompt').waitFor();
    await page.waitForTimeout(300);
    expect(await page.locator('.tour-card').count()).toBe(0);
    // The rules dialog opens it again; Esc closes it.
    await page.locator('.bar .rules-open').click();
    await page.getByRole('button', { name: 'Show me around the screen' }).click();
    await page.locator('.tour-card[data-step="welcome"]').waitFor();
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.tour-card').count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  }, 120_000);

  it('in pass and play, opens once the first person\'s cards show, and steps aside for the hand-over screen until someone takes it', async () => {
    const ctx = await withTour(web.browser, { viewport: { width: 1280, height: 800 } });
    const page = await ctx.newPage();
    await page.goto(`${web.site.url}?speed=fast&length=15&seed=17&lang=en&players=3&people=2`);
    await page.locator('.offline button.primary').click();
    await page.locator('.hand-over').waitFor();
    expect(await page.locator('.tour-card').count()).toBe(0); // not over the hand-over screen
    await page.locator('.hand-over button.primary').click();
    await page.locator('.tour-card[data-step="welcome"]').waitFor();
    // The first person plays on under the tour (through the page's table) until the device must change hands.
    await page.evaluate(async () => {
      type Wl = { store: { getState(): { handOver: unknown; legal: { type: string }[]; view: { you: { seat: number } | null; prompt: { seat: number } | null } } }; table: { act(a: unknown): void } };
      const wl = (window as unknown as { wl: Wl }).wl;
      for (let i = 0; i < 2000 && !wl.store.getState().handOver; i++) {
        await new Promise((r) => setTimeout(r, 0));
        const s = wl.store.getState();
        if (s.view.you && s.view.prompt?.seat === s.view.you.seat && s.legal.length) wl.table.act(s.legal[0]);
      }
    });
    await page.locator('.hand-over').waitFor();
    expect(await page.locator('.tour-card, .tour-dim').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('wl.tour'))).toBeNull(); // not taken yet
    await page.locator('.hand-over button.primary').click();
    await page.locator('.tour-card[data-step="welcome"]').waitFor(); // the next person gets it
    await page.locator('.tour-skip').click();
    expect(await page.evaluate(() => localStorage.getItem('wl.tour'))).toBe('off');
    await ctx.close();
  }, 120_000);

  it('on a phone, in Persian, shows the cards of the parts on screen (the tabs, not the hidden panels), and "Skip the tour" ends it (390x844)', async () => {
    const ctx = await withTour(web.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await ctx.newPage();
    await page.goto(`${web.site.url}?speed=fast&length=20&seed=19&lang=fa`);
    await page.locator('.offline button.primary').click();
    await page.locator('.tour-card[data-step="welcome"]').waitFor();
    expect(await page.locator('.tour-card .tour-count').textContent()).toBe('۱ از ۵');
    expect(await page.locator('#tour-text').textContent()).toContain('۲۰ امتیاز افسانه'); // Persian digits
    await page.screenshot({ path: `${ARTIFACTS}tour-phone-fa-welcome.png` });
    await page.locator('.tour-card button.primary').click();
    await page.locator('.tour-card[data-step="board"]').waitFor();
    expect((await lit(page)).holds).toBe(true);
    await page.locator('.tour-card button.primary').click();
    await page.locator('.tour-card[data-step="prompt"]').waitFor();
    expect((await lit(page)).holds).toBe(true); // the bottom sheet
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}tour-phone-fa-prompt.png` });
    await page.locator('.tour-card button.primary').click();
    await page.locator('.tour-card[data-step="tabs"]').waitFor();
    expect((await lit(page)).holds).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS}tour-phone-fa-tabs.png` });
    await page.locator('.tour-skip').click();
    expect(await page.locator('.tour-card, .tour-spot, .tour-dim').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('wl.tour'))).toBe('off');
    await ctx.close();
  }, 120_000);
});
