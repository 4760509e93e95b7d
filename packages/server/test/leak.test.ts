// Leak tests on every channel a client reads: views, events, errors, reconnect sync, the
// spectator stream, the REST table info and the replay of an unfinished match.
import { CARD_IDS } from '@wl/engine';
import { describe, expect, it } from 'vitest';
import type { ErrorPayload, Snapshot } from '../src/protocol.js';
import { EVENT_WINDOW, HISTORY_VERSIONS } from '../src/match.js';
import { createTable, joinTable, type Client, useTestServer } from './helpers.js';
import { ScriptedPlayer } from './players.js';
import { checkClientLog, FORBIDDEN_KEYS, history } from './verify.js';

const latest = (c: Client): Snapshot | null => {
  for (let i = c.log.length - 1; i >= 0; i--) {
    const m = c.log[i];
    if (m.t === 'update' || m.t === 'sync') return m.d;
  }
  return null;
};

/** Sends, from a second tab of a seat that owes a decision, every card it does not hold; returns the errors by action type. */
async function probe(c: Client): Promise<Map<string, ErrorPayload[]>> {
  const out = new Map<string, ErrorPayload[]>();
  for (;;) {
    const snap = latest(c);
    if (!snap || snap.view.finished) return out;
    if (snap.legal.length > 0) {
      const hand = new Set<string>(snap.view.you!.hand);
      const from = c.log.length;
      let n = 0;
      for (const type of ['discard', 'playCard']) {
        for (const card of CARD_IDS.filter((x) => !hand.has(x))) {
          c.send({ t: 'action', d: { action: { type, card }, ackId: `probe-${type}-${card}`, v: snap.v } });
          n++;
        }
        await c.flush(); // a connection queues at most 64 messages
      }
      const errors = c.log.slice(from).filter((m) => m.t === 'error').map((m) => m.d as ErrorPayload);
      if (errors.some((e) => e.code === 'ERR_STALE') || errors.length !== n) continue; // the game moved on meanwhile: try again
      for (const e of errors) {
        const type = String(e.ackId).split('-')[1];
        out.set(type, [...(out.get(type) ?? []), e]);
      }
      return out;
    }
    await c.next((m) => m.t === 'update' || m.t === 'sync');
  }
}

describe('leak tests on every channel', () => {
  const s = useTestServer();

  it('views, events, errors, reconnect syncs and the spectator stream hold only what each viewer may know', async () => {
    const table = await createTable(s, { players: 4, seats: [{ kind: 'human' }, { kind: 'bot' }, { kind: 'human' }, { kind: 'bot' }] });
    const a = await joinTable(s, table.id, 'Ann');
    const b = await joinTable(s, table.id, 'Bob');
    const tokens = [a.token, b.token];
    const hello = async (token?: string, extra: object = {}) => {
      const c = await s.ws();
      await c.request({ t: 'hello', d: { table: table.id, ...(token ? { token } : {}), ...extra } }, 'welcome');
      return c;
    };
    const ca = await hello(a.token);
    const cb = await hello(b.token);
    const spectator = await hello();
    const tab2 = await hello(a.token);
    const matchId = latest(ca)!.match;

    // The replay of an unfinished match is refused and carries nothing of it.
    const refused = await s.get<Record<string, unknown>>(`/api/matches/${matchId}/replay`);
    expect(refused.status).toBe(409);
    expect(Object.keys(refused.body)).toEqual(['error']);
    // REST table info carries no token or hash.
    for (const path of [`/api/tables/${table.id}`, '/api/tables']) {
      const text = JSON.stringify((await s.get(path)).body);
      for (const t of tokens) expect(text.includes(t)).toBe(false);
      expect(text.includes('tokenHash')).toBe(false);
    }

    // Errors: refusing a card the seat does not hold reads the same whoever holds it. Seat 0's
    // player waits meanwhile, so the game waits for it.
    const pb = new ScriptedPlayer(cb, 'leak-b', 0.05);
    const errors = await probe(tab2);
    const pa = new ScriptedPlayer(ca, 'leak-a', 0.05);
    expect([...errors.keys()].sort()).toEqual(['discard', 'playCard']);
    for (const list of errors.values()) {
      const shapes = new Set(list.map((e) => JSON.stringify({ ...e, ackId: undefined, message: e.message.replace(/\b[2-9TJQKA][HDCS]\b/g, '?') })));
      expect(shapes.size, [...shapes].join('\n')).toBe(1);
    }

    // Reconnect: a tab that left at v gets exactly the events it missed; a very old v gets a full view.
    const leftAt = latest(tab2)!.v;
    tab2.close();
    await ca.nextUpdate((d) => d.v >= leftAt + 20);
    const back = await s.ws();
    const sync = await back.request({ t: 'hello', d: { table: table.id, token: a.token, match: matchId, v: leftAt } }, 'sync');
    expect(sync.d.full).toBe(false);
    expect(sync.d.events.map((x) => x.v)).toEqual(Array.from({ length: sync.d.v - leftAt }, (_, i) => leftAt + 1 + i));
    await ca.nextUpdate((d) => d.v >= EVENT_WINDOW + 10 || d.view.finished);
    const old = await s.ws();
    const full = await old.request({ t: 'hello', d: { table: table.id, token: b.token, match: matchId, v: 1 } }, 'sync');
    if (full.d.v > EVENT_WINDOW) { // (a rare short game ends before the window is passed)
      expect(full.d.full).toBe(true);
      // Its events are the latest versions' (the log's history), checked like every other against the viewer's redaction below.
      expect(full.d.events.map((x) => x.v)).toEqual(Array.from({ length: HISTORY_VERSIONS }, (_, i) => full.d.v - HISTORY_VERSIONS + 1 + i));
    }

    await Promise.all([pa.finished, pb.finished]);
    await spectator.nextUpdate((d) => d.view.finished);
    for (const c of [back, old]) await c.next((m) => (m.t === 'update' || m.t === 'sync') && m.d.view.finished);

    const record = (await s.server.store.getMatch(matchId))!;
    const h = history(record, await s.server.store.loadLog(matchId));
    const checked = [
      checkClientLog(ca.raw, 0, matchId, h, tokens), checkClientLog(tab2.raw, 0, matchId, h, tokens),
      checkClientLog(back.raw, 0, matchId, h, tokens), checkClientLog(cb.raw, 2, matchId, h, tokens),
      checkClientLog(old.raw, 2, matchId, h, tokens), checkClientLog(spectator.raw, 'spectator', matchId, h, tokens),
    ];
    expect(Math.min(...checked)).toBeGreaterThan(0);
    expect(checked[0]).toBeGreaterThan(100);
    // Errors go to their sender only: the probes' errors reached neither the other tab nor another seat.
    for (const c of [ca, cb, spectator, back, old]) {
      expect(c.log.some((m) => m.t === 'error' && String(m.d.ackId).startsWith('probe-'))).toBe(false);
    }
    // The spectator never saw a hand or a secret part of an event.
    for (const m of spectator.log) if (m.t === 'update') for (const e of m.d.events) expect(Object.keys(e)).not.toContain('secret');
    expect(FORBIDDEN_KEYS).toContain('secret');
  });
});
