// The table's chat: a seated player's line reaches every connection of the table, spectators
// included, cleaned of control characters and bidi overrides and cut to 200 characters; a
// spectator cannot write, a seat can write 5 lines at once and then one every 2 s, and whoever
// says hello later gets the last 50 lines. The chat is never part of the match log.
import { describe, expect, it } from 'vitest';
import { CHAT_KEPT, CHAT_MAX, cleanChatText } from '../src/chat.js';
import { ManualClock } from '../src/clock.js';
import type { Snapshot } from '../src/protocol.js';
import { annAndBob, type Client, useTestServer } from './helpers.js';

describe('cleanChatText', () => {
  it('removes controls and bidi overrides, keeps joiners, collapses spaces and cuts to the limit', () => {
    expect(cleanChatText('  Hello\u0007\n\t world \u202Egnp.exe\u202C ')).toBe('Hello world gnp.exe');
    expect(cleanChatText('\u2067\u2069\u200F')).toBe('');
    expect(cleanChatText('می‌کند 👍🏽')).toBe('می‌کند 👍🏽'); // U+200C stays: Persian needs it
    const long = '😀'.repeat(CHAT_MAX + 50);
    expect([...cleanChatText(long)]).toHaveLength(CHAT_MAX); // counted in characters, never cutting a pair in two
  });
});

describe('the table chat', () => {
  const clock = new ManualClock();
  const s = useTestServer({ clock });

  /** Ann and Bob seated (helpers.ts annAndBob), and a spectator. */
  async function seated() {
    const { t, ann, bob } = await annAndBob(s);
    const watcher = await s.ws();
    await watcher.request({ t: 'hello', d: { table: t.id } }, 'welcome');
    return { t, ann, bob, watcher };
  }
  const chats = (c: Client) => c.log.filter((m) => m.t === 'chat').flatMap((m) => m.d.lines as { n: number; seat: number; name: string; text: string; at: number }[]);
  const refusal = async (c: Client, text: string) => {
    const from = c.log.length;
    c.send({ t: 'chat', d: { text } });
    return (await c.next('error', from)).d;
  };

  it('sends a seated player\'s cleaned line to everyone at the table, and the recent lines to whoever comes later', async () => {
    const { t, ann, bob, watcher } = await seated();
    const v = ([...bob.log].reverse().find((m) => m.t === 'update' || m.t === 'sync')!.d as Snapshot).match;
    ann.send({ t: 'chat', d: { text: ' Good  luck\u202E all ' } });
    await bob.next('chat', 0);
    await watcher.next('chat', 0);
    const line = { n: 1, seat: 0, name: 'Ann', text: 'Good luck all', at: clock.now() };
    for (const c of [ann, bob, watcher]) {
      await c.flush();
      expect(chats(c)).toEqual([line]);
    }
    // A spectator reads but cannot write; an empty line is refused.
    expect(await refusal(watcher, 'hi')).toMatchObject({ code: 'ERR_SPECTATOR' });
    expect(await refusal(bob, ' \u2066 ')).toMatchObject({ code: 'ERR_BAD_MESSAGE' });
    expect(await refusal(bob, 'x'.repeat(1001))).toMatchObject({ code: 'ERR_BAD_MESSAGE' });
    // The chat is not the match's log.
    expect((await s.server.store.loadLog(v)).some((r) => JSON.stringify(r.entry).includes('Good luck'))).toBe(false);
    // Many lines later (one every 2 s), a newcomer gets the last CHAT_KEPT, oldest first.
    for (let i = 2; i <= CHAT_KEPT + 10; i++) {
      clock.advance(2000);
      bob.send({ t: 'chat', d: { text: `line ${i}` } });
      await watcher.next((m) => m.t === 'chat' && m.d.lines[0].n === i, 0);
    }
    const late = await s.ws();
    await late.request({ t: 'hello', d: { table: t.id } }, 'welcome');
    const history = (await late.next('chat', 0)).d.lines as { n: number; text: string }[];
    expect(history.map((l) => l.n)).toEqual(Array.from({ length: CHAT_KEPT }, (_, i) => 11 + i));
    expect(history.at(-1)!.text).toBe(`line ${CHAT_KEPT + 10}`);
    for (const c of [ann, bob, watcher, late]) c.close();
  });

  it('carries quick phrases by their id, for each reader\'s language, and refuses unknown ones', async () => {
    const { ann, bob, watcher } = await seated();
    bob.send({ t: 'chat', d: { phrase: 'goodLuck' } });
    const got = await watcher.next('chat', 0);
    expect(got.d.lines).toEqual([{ n: 1, seat: 1, name: 'Bob', phrase: 'goodLuck', at: clock.now() }]);
    const bad = async (d: unknown) => {
      const from = ann.log.length;
      ann.send({ t: 'chat', d });
      return (await ann.next('error', from)).d.code;
    };
    expect(await bad({ phrase: 'insult' })).toBe('ERR_BAD_MESSAGE');
    expect(await bad({ phrase: 'hello', text: 'hi' })).toBe('ERR_BAD_MESSAGE');
    expect(await bad({})).toBe('ERR_BAD_MESSAGE');
    for (const c of [ann, bob, watcher]) c.close();
  });

  it('lets a seat write 5 lines at once, then one every 2 seconds', async () => {
    const { ann, bob, watcher } = await seated();
    for (let i = 1; i <= 5; i++) ann.send({ t: 'chat', d: { text: `hi ${i}` } });
    expect(await refusal(ann, 'hi 6')).toMatchObject({ code: 'ERR_RATE_LIMIT' });
    bob.send({ t: 'chat', d: { text: 'Bob has his own' } });
    await watcher.next((m) => m.t === 'chat' && m.d.lines[0].seat === 1, 0);
    clock.advance(2000);
    ann.send({ t: 'chat', d: { text: 'hi 7' } });
    await watcher.next((m) => m.t === 'chat' && m.d.lines[0].text === 'hi 7', 0);
    await watcher.flush();
    expect(chats(watcher).map((l) => l.text)).toEqual(['hi 1', 'hi 2', 'hi 3', 'hi 4', 'hi 5', 'Bob has his own', 'hi 7']);
    for (const c of [ann, bob, watcher]) c.close();
  });
});
