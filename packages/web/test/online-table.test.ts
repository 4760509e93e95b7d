// Online tables in real headless Chromium against the real server (online-site.ts): the chime when
// the game comes to a player (on a phone through the page's service worker), the recap of the turns since one's last, the invite's QR code and share sheet, the table chat (waiting room and game, quick phrases in each reader's
// language, screen readers), a seat whose player has gone handed to a stand-in bot from the status
// note, one's own seat handed to the bot from the players' panel, the players' panel's presence, muting a player's chat, and "Your tables" back on the home
// page (with "Your turn").
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { useOnlineSite } from './online-site';
import { actThroughStore, finishThroughStore, lcg } from './play';
import { encode } from 'uqr';

const ARTIFACTS = fileURLToPath(new URL('../test-results/online-table/', import.meta.url));
const site = useOnlineSite(ARTIFACTS);

describe('online tables in headless Chromium against the real server', () => {
  /** A table of 3 seats made through the REST API (with `turnTimer` seconds a decision), Ann and Bob seated (and the third free unless `bot`), their pages open in their own contexts (`init`: a script run first in each; `context`: their options; `notifications`: allowed). */
  async function twoPlayers(o: { bot?: boolean; init?: (seat: number) => string; turnTimer?: number; context?: BrowserContextOptions; notifications?: boolean } = {}) {
    const post = async (path: string, body: unknown) => (await fetch(`${site.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
    const third = o.bot ? { kind: 'bot', level: 'random' } : { kind: 'human' };
    const { table } = await post('/api/tables', { players: 3, seats: [{ kind: 'human' }, { kind: 'human' }, third], turnTimer: o.turnTimer ?? null });
    const grants = [await post(`/api/tables/${table.id}/join`, { name: 'Ann', seat: 0 }), await post(`/api/tables/${table.id}/join`, { name: 'Bob', seat: 1 })];
    const pages: Page[] = [];
    const contexts: BrowserContext[] = [];
    for (const g of grants) {
      const ctx = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, ...o.context });
      if (o.notifications) await ctx.grantPermissions(['notifications'], { origin: site.url });
      await ctx.addInitScript(([id, grant]) => localStorage.setItem(`wl.seat.${id}`, grant), [table.id, JSON.stringify({ seat: g.seat, token: g.token })]);
      if (o.init) await ctx.addInitScript(o.init(g.seat));
      const page = await ctx.newPage();
      await page.goto(`${site.url}/t/${table.id}?lang=en`);
      await page.locator(o.bot ? `.online-game[data-seat="${g.seat}"]` : '.lobby-table .seat-row.mine').waitFor();
      contexts.push(ctx);
      pages.push(page);
    }
    return { pages, contexts };
  }

  it('chimes when the game comes to a player after others played or as the awaited match starts, unless the sound is off; notifies it when the page is out of view; counts it on the app\'s icon', async () => {
    // A stand-in for Web Audio that counts the notes played (window.chimes).
    const fakeAudio = (off: boolean) => `${off ? "localStorage.setItem('wl.sound', 'off');" : ''}
      window.chimes = 0;
      window.AudioContext = class { state = 'running'; currentTime = 0; destination = {};
        resume() { return Promise.resolve(); }
        createGain() { return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (x) => x }; }
        createOscillator() { window.chimes++; return { frequency: {}, connect: (x) => x, start() {}, stop() {} }; } };
      window.notes = [];
      window.Notification = class { static permission = '${off ? 'denied' : 'default'}';
        static requestPermission() { Notification.permission = 'granted'; return Promise.resolve('granted'); }
        constructor(title, o) { window.notes.push([title, o.body]); } close() {} };
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (window.away ? 'hidden' : 'visible') });
      window.badges = [];
      navigator.setAppBadge = (n) => { window.badges.push(n); return Promise.resolve(); };
      navigator.clearAppBadge = () => { window.badges.push(0); return Promise.resolve(); };`;
    const chimes = (p: Page) => p.evaluate(() => (window as unknown as { chimes: number }).chimes);
    const notes = (p: Page) => p.evaluate(() => (window as unknown as { notes: string[][] }).notes);
    /** The app icon's badge as the page last set it (pwa/badge.ts; 0: cleared, null: never set). */
    const badge = (p: Page) => p.evaluate(() => (window as unknown as { badges: number[] }).badges.at(-1) ?? null);
    for (const off of [false, true]) {
      // From the waiting room: the match starts with Ann's decision (she keeps her character first, R3.2): her page chimes.
      const { pages, contexts } = await twoPlayers({ init: () => fakeAudio(off) });
      const [ann, bob] = pages;
      await ann.getByRole('button', { name: 'Start now' }).click();
      await ann.locator('.prompt.mine').waitFor();
      await expect.poll(() => chimes(ann)).toBe(off ? 0 : 2); // two notes
      await expect.poll(() => badge(ann)).toBe(1); // an installed app's icon says one game waits for her
      expect(await chimes(bob)).toBe(0);
      expect(await bob.locator('.bar').getByLabel('Sound').isChecked()).toBe(!off);
      // Bob turns the system notifications on (the browser asks his permission) and looks at another tab: his turn is notified.
      // (With the sound off, his browser blocks notifications too: the toggle is disabled and says why.)
      const notify = bob.locator('.bar').getByLabel('Notifications');
      if (off) {
        expect(await notify.isDisabled()).toBe(true);
        expect(await bob.locator('.bar .notify-toggle').getAttribute('title')).toBe('Your browser blocks notifications from this site; allow them in its site settings.');
      } else {
        await notify.check();
        await expect.poll(() => notify.isChecked()).toBe(true);
      }
      await bob.evaluate(() => { (window as unknown as { away: boolean }).away = true; });
      await ann.locator('.prompt.mine .choices button.act').first().click();
      await bob.locator('.prompt.mine').waitFor();
      expect(await bob.locator('.hint-ask').count()).toBe(0); // no bot's advice at a table of people
      await expect.poll(() => chimes(bob)).toBe(off ? 0 : 2);
      await expect.poll(() => notes(bob)).toEqual(off ? [] : [['Your decision · Western Legends', 'Choose the character you keep']]);
      expect(await notes(ann)).toEqual([]); // her page was in view
      await expect.poll(() => badge(bob)).toBe(1);
      await expect.poll(() => badge(ann)).toBe(0);
      for (const c of contexts) await c.close();
    }
    // Loading a page whose game already waits for you says nothing.
    const { pages, contexts } = await twoPlayers({ bot: true, init: () => fakeAudio(false) });
    await pages[0].locator('.prompt.mine').waitFor();
    await pages[0].waitForTimeout(300);
    expect(await chimes(pages[0])).toBe(0);
    await expect.poll(() => badge(pages[0])).toBe(1);
    // The home page's "Your tables" puts the tables that wait for this device on the icon.
    await pages[0].goto(`${site.url}/?lang=en`);
    await pages[0].locator('.my-tables').waitFor();
    await expect.poll(() => badge(pages[0])).toBe(1);
    for (const c of contexts) await c.close();
  }, 120_000);

  it('carries the table chat, and lets a player hand the seat of one who has gone to a bot, from the note that the game waits (untimed table)', async () => {
    const { pages, contexts } = await twoPlayers();
    const [ann, bob] = pages;
    // The waiting room has the table's chat; its lines stay in the game's log.
    await ann.getByLabel('Table chat').fill('Welcome, Bob!');
    await ann.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => bob.locator('.table-chat li').first().textContent()).toBe('Ann: Welcome, Bob!');
    expect(await bob.locator('.seat-row[data-seat="0"]').getByRole('button', { name: "Hide Ann's chat lines" }).textContent()).toBe('Mute chat'); // once she wrote
    expect(await ann.locator('.seat-row .mute').count()).toBe(0); // Bob wrote nothing, and one's own seat has none
    await bob.screenshot({ path: `${ARTIFACTS}chat-waiting.png`, fullPage: true });
    await ann.getByRole('button', { name: 'Start now' }).click(); // a bot takes the third seat
    await Promise.all(pages.map((p, i) => p.locator(`.online-game[data-seat="${i}"]`).waitFor()));
    await expect.poll(() => bob.locator('.log li.chat').first().textContent()).toBe('Ann: Welcome, Bob!');
    // In the game: Ann writes, Bob reads it in his log (and under his prompt's recent lines).
    await ann.getByLabel('Table chat').fill('Good luck, Bob!');
    await ann.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => bob.locator('.log li.chat').first().textContent()).toBe('Ann: Good luck, Bob!');
    expect(await ann.getByLabel('Table chat').inputValue()).toBe('');
    expect(await bob.locator('p.sr-only[aria-live="polite"]').textContent()).toBe('Ann: Good luck, Bob!'); // said to screen readers, whatever tab is open
    expect(await ann.locator('p.sr-only[aria-live="polite"]').textContent()).toBe(''); // not one's own
    // A quick phrase, shown in each reader's language: Bob switches to Italian.
    await bob.locator('.bar .lang select').selectOption('it');
    await bob.getByRole('combobox', { name: 'Frase rapida…' }).waitFor();
    await ann.getByRole('combobox', { name: 'Quick phrase…' }).selectOption('wellPlayed');
    await expect.poll(() => ann.locator('.log li.chat').first().textContent()).toBe('Ann: Well played!');
    await expect.poll(() => bob.locator('.log li.chat').first().textContent()).toBe('Ann: Ben giocato!');
    await bob.locator('.bar .lang select').selectOption('en');
    await bob.screenshot({ path: `${ARTIFACTS}chat.png` });
    // Bob mutes Ann's chat: her lines leave his log (and his screen reader's line), new ones do not show, and it holds after a reload.
    await bob.locator('.players .player[data-seat="0"]').getByRole('button', { name: "Hide Ann's chat lines" }).click();
    expect(await bob.locator('.log li.chat').count()).toBe(0);
    expect(await bob.locator('p.sr-only[aria-live="polite"]').textContent()).toBe('');
    await ann.getByLabel('Table chat').fill('Can you see this?');
    await ann.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => ann.locator('.log li.chat').first().textContent()).toBe('Ann: Can you see this?');
    await bob.reload();
    const unmute = bob.locator('.players .player[data-seat="0"]').getByRole('button', { name: "Show Ann's chat lines again" });
    await unmute.waitFor();
    expect(await unmute.textContent()).toBe('Unmute chat');
    await bob.locator('.log li').first().waitFor(); // the reloaded page's log has the game so far (a full view carries the latest versions' events): here the setup's
    expect(await bob.locator('.log').textContent()).toContain('A bandit appears at');
    expect(await bob.locator('.log li.chat').count()).toBe(0);
    await bob.screenshot({ path: `${ARTIFACTS}chat-muted.png` });
    await unmute.click(); // shown again, all of them
    await expect.poll(() => bob.locator('.log li.chat').allTextContents()).toEqual(['Ann: Can you see this?', 'Ann: Well played!', 'Ann: Good luck, Bob!', 'Ann: Welcome, Bob!']);
    const bobRow = ann.locator('.players .player[data-seat="1"] .presence');
    await expect.poll(() => bobRow.getAttribute('class')).toBe('presence on'); // here
    await contexts[1].close(); // Bob's connection is gone
    // A closed browser context does not always close its socket at once: the server's heartbeat (every 2 s here) finds it.
    await expect.poll(() => bobRow.textContent(), { timeout: 15_000 }).toBe('away');
    const note = ann.locator('.lobby-bar .gone');
    await expect.poll(() => note.textContent()).toContain('Bob has lost the connection; the game waits for them.');
    const ask = note.getByRole('button', { name: 'Let a bot play for Bob' });
    await ask.waitFor({ timeout: 10_000 }); // offered once he has been gone the server's grace time (1.5 s here)
    await ann.evaluate(() => window.scrollTo(0, 0));
    await ann.screenshot({ path: `${ARTIFACTS}stand-in-offer.png` });
    await ask.click();
    await expect.poll(() => ann.locator('.lobby-bar').textContent()).toContain('Bob is away: a bot plays for them.');
    expect(await bobRow.textContent()).toBe('a bot plays');
    expect(await note.count()).toBe(0);
    await expect.poll(() => ann.locator('.log').textContent()).toContain('Ann lets a bot play for Bob until they are back.');
    await ann.screenshot({ path: `${ARTIFACTS}stand-in-playing.png` });
    // Ann leaves for the home page: "Your tables" takes her back to this one (her seat's token is on her device).
    await ann.locator('.bar').getByRole('button', { name: 'Leave' }).click();
    const mine = ann.locator('.my-tables li');
    await expect.poll(() => mine.first().textContent(), { timeout: 10_000 }).toMatch(/^Ann's table · you: Ann · 3 players · 20 LP · playing Your turn$/); // the game waits for her (she keeps her character first, R3.2)
    expect(await mine.first().locator('.turn-chip.yours').count()).toBe(1);
    expect(await ann.title()).toBe('▶ Your turn · Western Legends'); // seen from another tab
    await ann.screenshot({ path: `${ARTIFACTS}my-tables.png` });
    await mine.first().getByRole('link').click();
    await ann.locator('.online-game[data-seat="0"]').waitFor();
    await contexts[0].close();
  }, 120_000);

  it('lets a player whose time ran out take the seat back from the stand-in bot ("I\'m back"), which else answers for them at once', async () => {
    const { pages, contexts } = await twoPlayers({ bot: true, turnTimer: 5 });
    const [ann] = pages; // the first decision is hers (R3.2), and she does not take it
    const note = ann.locator('.lobby-bar .away.mine');
    await note.waitFor({ timeout: 30_000 }); // once her 5 s are gone (on a busy machine, maybe before her page drew the prompt)
    expect(await note.textContent()).toContain('A bot plays for you while you are away.');
    await expect.poll(() => ann.locator('.log').textContent()).toContain('You ran out of time: a bot plays for you until you are back.');
    await ann.screenshot({ path: `${ARTIFACTS}stand-in-mine.png` });
    await note.getByRole('button', { name: "I'm back" }).click();
    await expect.poll(() => note.count()).toBe(0);
    await expect.poll(() => ann.locator('.log').textContent()).toContain('You are back and play again.');
    for (const c of contexts) await c.close();
  }, 60_000);

  it('lets a player hand their own seat to a bot from the players\' panel, after a confirmation, and take it back ("I\'m back")', async () => {
    const { pages, contexts } = await twoPlayers({ bot: true });
    const [ann, bob] = pages;
    await ann.locator('.prompt.mine').waitFor(); // her decision (R3.2)
    const handOver = ann.locator('.players').getByRole('button', { name: 'Let a bot play for me' });
    await handOver.click();
    expect(await ann.locator('.bot-for-me-ask').textContent()).toContain('A bot plays your seat until you press “I\'m back”.');
    await ann.locator('.bot-for-me-ask').getByRole('button', { name: 'Cancel' }).click(); // nothing happens
    expect(await ann.locator('.lobby-bar .away.mine').count()).toBe(0);
    await handOver.click();
    await ann.locator('.bot-for-me-ask').getByRole('button', { name: 'Hand it over' }).click();
    const note = ann.locator('.lobby-bar .away.mine');
    await note.waitFor();
    expect(await note.textContent()).toContain('A bot plays for you while you are away.');
    await expect.poll(() => ann.locator('.log').textContent()).toContain('You hand your seat to a bot until you are back.');
    await expect.poll(() => bob.locator('.log').textContent()).toContain('Ann hands their seat to a bot until they are back.');
    await expect.poll(() => ann.locator('.prompt.mine').count()).toBe(0); // the bot took her decision at once
    expect(await handOver.count()).toBe(0); // not while the bot plays
    await ann.screenshot({ path: `${ARTIFACTS}bot-for-me.png` });
    await note.getByRole('button', { name: "I'm back" }).click();
    await expect.poll(() => note.count()).toBe(0);
    await expect.poll(() => handOver.count()).toBe(1);
    for (const c of contexts) await c.close();
  }, 60_000);

  it('notifies a phone\'s player of their turn through the page\'s service worker (a phone shows no page notification)', async () => {
    const away = "Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (window.away ? 'hidden' : 'visible') });";
    const { pages, contexts } = await twoPlayers({ init: () => away, notifications: true, context: { serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } });
    const [ann, bob] = pages;
    await bob.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await ann.getByRole('button', { name: 'Start now' }).click();
    await ann.locator('.prompt.mine').waitFor();
    const toggle = bob.locator('.bar').getByLabel('Notifications');
    expect(await toggle.isVisible()).toBe(false); // a phone's switches are behind "Settings"
    await bob.locator('.bar').getByRole('button', { name: 'Settings' }).click();
    expect(await toggle.isVisible()).toBe(true); // on a phone too, with the worker
    await toggle.check();
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await bob.screenshot({ path: `${ARTIFACTS}notify-phone.png` });
    await bob.keyboard.press('Escape'); // the settings close
    await expect.poll(() => toggle.isVisible()).toBe(false);
    await bob.evaluate(() => { (window as unknown as { away: boolean }).away = true; });
    await ann.locator('.prompt.mine .choices button.act').first().click();
    await bob.locator('.prompt.mine').waitFor();
    const shown = () => bob.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [n.title, n.body]));
    await expect.poll(shown).toEqual([['Your decision · Western Legends', 'Choose the character you keep']]);
    for (const c of contexts) await c.close();
  }, 120_000);

  it('opens a player\'s new turn with what changed since their last one (the other turns, each LP change)', async () => {
    const { pages, contexts } = await twoPlayers({ bot: true });
    const [ann, bob] = pages;
    // Both play (a seeded pick among their listed actions, actThroughStore) until Ann's second
    // turn starts; the bot plays its own.
    const pick = lcg(11);
    const act = (page: Page) => actThroughStore(page, pick(1000));
    for (let n = 0; n < 1500 && !(await ann.locator('.prompt.mine .recap').count()); n++) {
      if (!(await act(ann)) && !(await act(bob))) await ann.waitForTimeout(50); // the bot's turn, or an answer on its way
    }
    const recap = (await ann.locator('.prompt.mine .recap').textContent())!.replace(/[\u2066-\u2069]/g, '');
    expect(recap).toMatch(/^Since your last turn \(2 turns\): (no one's LP changed|.+ [+−]\d+ LP)\.$/); // Bob's turn and the bot's
    expect(await bob.locator('.prompt .recap').count()).toBe(0); // not Bob's turn
    await ann.locator('.prompt').screenshot({ path: `${ARTIFACTS}recap.png` });
    for (const c of contexts) await c.close();
  }, 120_000);

  it('shows the invite link as a QR code of that link, and offers the device\'s share sheet only where there is one', async () => {
    // Ann's browser has no Web Share (as desktop Chromium on Linux); Bob's has one that records what it was given.
    const { pages, contexts } = await twoPlayers({
      init: (seat) => seat === 0 ? 'delete Navigator.prototype.share;' : 'Navigator.prototype.share = function (data) { window.shared = data; return Promise.resolve(); };',
    });
    const [ann, bob] = pages;
    const invite = await ann.locator('#invite-url').inputValue();
    // The QR code's dark modules are exactly those of the invite link's code (quiet zone of 4 around them).
    const want = encode(invite, { ecc: 'M', border: 0 });
    const d = (await ann.locator('.invite-qr svg path').getAttribute('d'))!;
    const drawn = [...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${Number(m[1]) - 4},${Number(m[2]) - 4}`);
    expect(drawn.length).toBe(d.split('M').length - 1); // every module of the path is a unit square
    expect(new Set(drawn)).toEqual(new Set(want.data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`${x},${y}`] : [])))));
    expect(await ann.locator('.invite-qr svg').getAttribute('viewBox')).toBe(`0 0 ${want.size + 8} ${want.size + 8}`);
    expect(await ann.getByRole('img', { name: 'QR code of the invite link' }).count()).toBe(1);
    expect(await ann.getByRole('button', { name: 'Share…' }).count()).toBe(0);
    await ann.locator('.invite').screenshot({ path: `${ARTIFACTS}invite-qr.png` });
    await bob.getByRole('button', { name: 'Share…' }).click();
    await expect.poll(() => bob.evaluate(() => (window as unknown as { shared?: unknown }).shared)).toEqual({
      title: 'Western Legends', text: 'Join my game of Western Legends (3 players · 20 LP):', url: invite,
    });
    for (const c of contexts) await c.close();
  });

  it('R3.2 creates a table whose characters are chosen: Ann picks hers in the form, Bob his on the invite page (hers greyed out), the bot\'s drawn', async () => {
    const ctxA = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const ann = await ctxA.newPage();
    await ann.goto(`${site.url}/?lang=en`);
    await ann.getByLabel('Your name').fill('Ann');
    await ann.getByRole('button', { name: '3', exact: true }).click();
    await ann.getByLabel('Seat 2').selectOption('human');
    await ann.getByLabel('Seat 3').selectOption('random');
    await ann.locator('.lobby-create select[name="characters"]').selectOption('choose');
    await ann.locator('.lobby-create select[name="character"]').selectOption('annie-oakley');
    expect(await ann.locator('.lobby-create .ability-text').textContent()).toBeTruthy();
    await ann.screenshot({ path: `${ARTIFACTS}characters-create.png`, fullPage: true });
    await ann.getByRole('button', { name: 'Create table' }).click();
    await ann.waitForURL(/\/t\/[0-9a-z]+$/);
    await ann.locator('.seat-row.mine .seat-character').waitFor();
    expect(await ann.locator('.seat-row.mine .seat-character').textContent()).toBe('Annie Oakley');
    const invite = await ann.locator('#invite-url').inputValue();
    const ctxB = await site.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const bob = await ctxB.newPage();
    await bob.goto(`${invite}?lang=en`);
    await bob.getByLabel('Your name').fill('Bob');
    await expect.poll(() => bob.locator('.lobby-table .muted').first().textContent()).toContain('characters chosen');
    const pick = bob.locator('select[name="character"]');
    await pick.waitFor();
    expect(await pick.locator('option[value="annie-oakley"]').isDisabled()).toBe(true); // Ann's
    await pick.selectOption('wyatt-earp');
    await bob.screenshot({ path: `${ARTIFACTS}characters-invite-phone.png`, fullPage: true });
    expect(await bob.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await bob.locator('.seat-row[data-seat="1"] .take').click();
    await Promise.all([ann.locator('.online-game').waitFor(), bob.locator('.online-game').waitFor()]);
    const chars = await bob.evaluate(() => (window as unknown as { wl: { store: { getState(): { view: { players: { character: string | null }[] } } } } }).wl.store.getState().view.players.map((p) => p.character));
    expect(chars.slice(0, 2)).toEqual(['annie-oakley', 'wyatt-earp']);
    expect(chars[2]).not.toBeNull();
    expect(new Set(chars).size).toBe(3);
    await ctxA.close();
    await ctxB.close();
  }, 120_000);

  it('names each player beside their character in the final scoring, and keeps the finished match among this device\'s finished games (its result from the seat played, the online tally, Watch)', async () => {
    const post = async (path: string, body: unknown) => (await fetch(`${site.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
    // Ann plays seat 1 against a random bot in seat 0 (with the Man in Black, R20), to 15 LP.
    const { table } = await post('/api/tables', { players: 2, seats: [{ kind: 'bot', level: 'random' }, { kind: 'human' }], length: 15 });
    const grant = await post(`/api/tables/${table.id}/join`, { name: 'Ann', seat: 1 });
    /** A browser holding Ann's seat (its token put in once: the page may add to it). */
    const annsDevice = async () => {
      const c = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
      await c.addInitScript(([id, g]) => { if (!localStorage.getItem(`wl.seat.${id}`)) localStorage.setItem(`wl.seat.${id}`, g); }, [table.id, JSON.stringify({ seat: grant.seat, token: grant.token })]);
      return c;
    };
    const ctx = await annsDevice();
    const ann = await ctx.newPage();
    await ann.goto(`${site.url}/t/${table.id}?lang=en`);
    await ann.locator('.online-game[data-seat="1"]').waitFor();
    await finishThroughStore(ann);
    await ann.locator('.scores').waitFor();
    // The bot's line names its seat after its character; Ann's own line says "You" alone.
    expect(await ann.locator('.scores tr[data-seat="0"] .who').textContent()).toBe('Bot 1');
    expect(await ann.locator('.scores tr[data-seat="1"] .who').count()).toBe(0);
    const won = await ann.evaluate(() => (window as unknown as { wl: { store: { getState(): { view: { winners: unknown[] } } } } }).wl.store.getState().view.winners);
    const winner = await ann.locator('.scores .winner').textContent();
    expect(winner).toMatch(won.includes(0) ? /\(Bot 1\)/ : won.includes(1) ? /You/ : /Man in Black/);
    await ann.screenshot({ path: `${ARTIFACTS}online-scores.png` });
    // The page kept the match for this device: the home page lists it, from Ann's seat.
    await expect.poll(() => ann.evaluate(() => localStorage.getItem('wl.offline.history') ?? ''), { timeout: 10_000 }).toContain('"online":1');
    await ann.goto(`${site.url}/?lang=en`);
    const card = ann.locator('.played-games');
    await card.waitFor();
    expect(await card.locator('.tally').first().textContent()).toBe(`Online: 1 played, ${won.includes(1) ? 1 : 0} won`);
    const line = card.locator('.played-game').first();
    expect(await line.textContent()).toMatch(won.includes(1) ? /^You won with \d+ LP/ : /^.+ won with \d+ LP; you had −?\d+ LP/);
    expect(await line.textContent()).toContain('Online, with \u2068Bot 1\u2069');
    expect(await line.textContent()).toContain('2 players, to 15 LP'); // the server's setup carries the length in its options
    await ann.waitForLoadState('networkidle');
    expect(await ann.locator('.my-tables').count()).toBe(0); // its end seen here: no longer one of "Your tables"
    await ann.screenshot({ path: `${ARTIFACTS}online-finished-games.png`, fullPage: true });
    await line.getByRole('button', { name: 'Watch' }).click();
    await ann.locator('.replay-bar[data-step="0"]').waitFor();
    expect(Number(await ann.locator('.replay-bar').getAttribute('data-total'))).toBeGreaterThan(50);
    // Ann's seat on another browser, which did not see the end: "Your tables" lists the table as finished until its end is shown there.
    const ctx2 = await annsDevice();
    const away = await ctx2.newPage();
    await away.goto(`${site.url}/?lang=en`);
    const mine = away.locator('.my-tables li');
    await expect.poll(() => mine.count(), { timeout: 10_000 }).toBe(1);
    expect(await mine.first().locator('.status-chip').textContent()).toBe('finished');
    await mine.first().getByRole('link').click();
    await away.locator('.scores').waitFor();
    await expect.poll(() => away.evaluate(() => localStorage.getItem('wl.offline.history') ?? ''), { timeout: 10_000 }).toContain('"online":1');
    await away.goto(`${site.url}/?lang=en`);
    await away.locator('.played-games').waitFor();
    await away.waitForLoadState('networkidle');
    expect(await away.locator('.my-tables').count()).toBe(0);
    await ctx.close();
    await ctx2.close();
  }, 180_000);
});
