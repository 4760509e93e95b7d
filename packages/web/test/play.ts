// Seeded play of the web client for the browser tests: the PRNG of their choices, and one
// choice clicked on the game screen and waited for.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** One of `n` choices, 0 to n - 1. */
export type Pick = (n: number) => number;

/** A small deterministic PRNG for the tests' choices: the same seed, the same picks. */
export function lcg(seed: number): Pick {
  let x = seed >>> 0;
  return (n) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

/** What `choose` clicks among and how long it waits; by default the prompt's visible buttons, then the highlighted board spaces. */
export interface ChooseOptions { buttons?: Locator; targets?: Locator; timeout: number; what: string }

/** Where a game page shows its version: the game's `data-seq` (any table), or an online table's `data-v` (the server's version). */
export type VersionAttr = 'data-seq' | 'data-v';

/**
 * After a click on one of the prompt's choices: a card played face down asks for its confirmation
 * first (PromptPanel), drawn a moment later, so this waits until either the confirmation shows or
 * the page's version moved from `before`, then confirms when asked (after `beforeConfirm`, if any).
 */
export async function confirmIfAsked(page: Page, before: string | null, o: { timeout: number; attr?: VersionAttr; beforeConfirm?: () => Promise<void> }): Promise<void> {
  const attr = o.attr ?? 'data-seq';
  await page.waitForFunction(([v, a]) => !!document.querySelector('.confirm-yes') || document.querySelector(a === 'data-v' ? '.online-game' : '.game')?.getAttribute(a) !== v,
    [before, attr] as const, { timeout: o.timeout }).catch(() => undefined); // moved on: nothing to confirm
  if (!(await page.locator('.confirm-yes').count())) return;
  await o.beforeConfirm?.();
  await page.locator('.confirm-yes').click({ timeout: o.timeout });
}

/**
 * Clicks the picked one of the buttons and then the targets (with the confirmation of a face-down
 * choice), waits until the engine took it (the view's sequence number moved, or the game ended)
 * and expects no refusal; `what` names the check that there was a choice at all.
 */
export async function choose(page: Page, pick: Pick, o: ChooseOptions): Promise<void> {
  const buttons = o.buttons ?? page.locator('.prompt.mine .choices button.act:visible');
  const targets = o.targets ?? page.locator('svg.board .target');
  const nb = await buttons.count();
  const nt = await targets.count();
  expect(nb + nt, o.what).toBeGreaterThan(0);
  const before = await page.locator('.game').getAttribute('data-seq');
  const k = pick(nb + nt);
  if (k < nb) await buttons.nth(k).click();
  else await targets.nth(k - nb).click();
  await confirmIfAsked(page, before, { timeout: o.timeout });
  await page.waitForFunction((s) => {
    const g = document.querySelector('.game');
    return !g || g.getAttribute('data-seq') !== s || !!document.querySelector('.scores');
  }, before, { timeout: o.timeout });
  expect(await page.locator('.refusal').count()).toBe(0);
}

/**
 * Unfolds "Game statistics" under the scores and checks them against the scoring table: for each
 * player, in the scoring's order, the LP by source (less any lost) add up to the row "On the LP
 * track", which is their LP track in the scores; the engine works them out from the
 * whole game (statsOfGame), not from what the page saw. Above them, the LP race round by round, the
 * Man in Black's line too in a 2-player game (he has no column: no counts of his own).
 */
export async function expectStatsAddUp(page: Page): Promise<void> {
  const num = (x: string) => Number(x.replace('\u2212', '-'));
  // The scoring table's second figure is the LP track (after the total), each row marked with its seat ('mib' for him).
  const scored = await page.locator('.scores table').first().locator('tbody tr').evaluateAll((trs) => trs.map((tr) => ({ seat: tr.getAttribute('data-seat'), track: tr.querySelectorAll('td')[1]?.textContent ?? '' })));
  const allTracks = scored.map((r) => num(r.track));
  const tracks = scored.filter((r) => r.seat !== 'mib').map((r) => num(r.track));
  await page.locator('.game-stats summary').click();
  await page.locator('.game-stats tr.sum').waitFor();
  const lpRows = await page.locator('.game-stats tbody').first().locator('tr:not(.part)').evaluateAll((trs) =>
    trs.map((tr) => ({ sum: tr.classList.contains('sum'), cells: [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '') })));
  const sum = lpRows.find((r) => r.sum)!.cells.map(num);
  expect(sum).toEqual(tracks);
  const parts = lpRows.filter((r) => !r.sum);
  expect(parts.length).toBeGreaterThan(0);
  tracks.forEach((track, col) => expect(parts.reduce((a, r) => a + num(r.cells[col]), 0)).toBe(track));
  expect(await page.locator('.game-stats tbody').nth(1).locator('tr:not(.part)').count()).toBeGreaterThan(0); // gold mined, fights, …
  // The race round by round: a line per player, ending at their LP track (R19.1: the game ends with a round's end).
  const lasts = await page.locator('.lp-race g[data-seat]').evaluateAll((gs) => gs.map((g) => [g.getAttribute('data-seat'), Number(g.getAttribute('data-last'))]));
  expect(lasts).toEqual(scored.map((r, i) => [r.seat, allTracks[i]]));
  expect(await page.locator('.lp-race polyline').count()).toBe(scored.length);
}

/**
 * Plays the offline game on screen to its end through the page's store and table (for speed, not
 * through clicks): each person's decision with its first listed action but a Pass (revealing at
 * each hand-over of pass and play).
 */
export async function finishThroughStore(page: Page): Promise<void> {
  await page.evaluate(async () => {
    type Wl = { store: { getState(): { handOver: unknown; legal: { type: string }[]; view: { finished: boolean; you: { seat: number } | null; prompt: { seat: number } | null } } }; table: { reveal(): void; act(a: unknown): void } };
    const wl = (window as unknown as { wl: Wl }).wl;
    for (let i = 0; i < 50_000 && !wl.store.getState().view.finished; i++) {
      await new Promise((r) => setTimeout(r, 0));
      const s = wl.store.getState();
      if (s.handOver) wl.table.reveal();
      else if (s.view.you && s.view.prompt?.seat === s.view.you.seat && s.legal.length) wl.table.act(s.legal.find((a) => a.type !== 'pass' && a.type !== 'takeBenefit') ?? s.legal[0]);
    }
  });
}

/**
 * Takes one decision of this page's seat through its store and table (the `k`-th listed action,
 * modulo their number) and waits until the view moved on; false when the page owes none now. Not
 * through the buttons: a reaction window the page passes by itself can take a prompt away between
 * a look and a click.
 */
export async function actThroughStore(page: Page, k: number): Promise<boolean> {
  const before = await page.locator('.game').getAttribute('data-seq');
  const acted = await page.evaluate((n) => {
    type Wl = { store: { getState(): { legal: unknown[]; view: { you: { seat: number } | null; prompt: { seat: number } | null } | null } }; table: { act(a: unknown): void } };
    const wl = (window as unknown as { wl: Wl }).wl;
    const { view, legal } = wl.store.getState();
    if (!view?.prompt || view.prompt.seat !== view.you?.seat || !legal.length) return false;
    wl.table.act(legal[n % legal.length]);
    return true;
  }, k);
  if (acted) await page.waitForFunction((s) => document.querySelector('.game')?.getAttribute('data-seq') !== s, before, { timeout: 10_000 }).catch(() => undefined);
  return acted;
}
