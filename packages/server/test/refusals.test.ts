// Audit fixes of 3 Dec 2026: bots' random numbers come from the secret setup seed, one corrupt
// table row does not break the lobby list, a log entry of an unknown kind is refused, a hello
// for a malformed table id is a bad message, and a refused action always names its ackId.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { randomBot } from '@wl/bots';
import { applyAction, createGame, legalActions, seedRng, viewFor, type Action } from '@wl/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Match } from '../src/match.js';
import { SqliteStore } from '../src/sqlite-store.js';
import type { MatchStore } from '../src/store.js';
import { createTable, joinTable, startServer, waitFor, type TestServer } from './helpers.js';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(async () => { await s.stop(); });

describe('server refusals and secrets', () => {
  it('R23 a bot seat\'s random picks come from the secret setup seed, not from the public match id and version', async () => {
    const t = await createTable(s, { players: 3, seats: [{ kind: 'bot', level: 'random' }, { kind: 'bot', level: 'random' }, { kind: 'bot', level: 'random' }] });
    await waitFor(async () => (await s.server.store.getTable(t.id))?.matchId != null, 20_000);
    const matchId = (await s.server.store.getTable(t.id))!.matchId!;
    await waitFor(async () => (await s.server.store.loadLog(matchId)).length >= 60, 20_000);
    const record = (await s.server.store.getMatch(matchId))!;
    const log = (await s.server.store.loadLog(matchId)).slice(0, 60);
    let state = createGame(record.setup);
    let secret = 0, pub = 0, decisions = 0;
    for (const { seq, entry } of log) {
      if (entry.kind !== 'action') continue;
      const legal = legalActions(state, entry.seat);
      if (legal.length > 1) {
        decisions++;
        const pick = (rng: string): Action => randomBot(viewFor(state, entry.seat), legal, seedRng(rng));
        if (JSON.stringify(pick(`${record.setup.seed}:${matchId}:${seq - 1}`)) === JSON.stringify(entry.action)) secret++;
        if (JSON.stringify(pick(`${matchId}:${seq - 1}`)) === JSON.stringify(entry.action)) pub++;
      }
      const r = applyAction(state, entry.seat, entry.action);
      if (!r.ok) throw r.error;
      state = r.state;
    }
    expect(decisions).toBeGreaterThan(20);
    expect(secret).toBe(decisions);
    expect(pub).toBeLessThan(decisions);
  });

  it('a public table whose stored options are corrupt is left out of the lobby list; the others stay listed', async () => {
    const good = await createTable(s, { players: 3, visibility: 'public' });
    const bad = await createTable(s, { players: 3, visibility: 'public' });
    const db = new Database(join(s.dir, 'wl.sqlite'));
    try {
      db.prepare('UPDATE wl_tables SET options = ? WHERE id = ?').run('{"players":3,', bad.id);
    } finally {
      db.close();
    }
    const list = await s.get<{ tables: { id: string }[] }>('/api/tables');
    expect(list.status).toBe(200);
    const ids = list.body.tables.map((x) => x.id);
    expect(ids).toContain(good.id);
    expect(ids).not.toContain(bad.id);
  });

  it('a log entry of an unknown kind is refused when a match is rebuilt', () => {
    const record = { id: 'm9', tableId: 't9', createdAt: 0, setup: { players: [{ name: 'a' }, { name: 'b' }, { name: 'c' }], characters: 'deal' as const, length: 15 as const, seed: 3 } };
    const bogus = { seq: 1, at: 0, entry: { kind: 'bogus', seat: 0 } } as unknown as Parameters<typeof Match.rebuild>[1][number];
    expect(() => Match.rebuild(record, [bogus])).toThrow(/unknown kind/);
  });

  it('a hello for a malformed table id is ERR_BAD_MESSAGE, not a server error', async () => {
    const c = await s.ws();
    const from = c.log.length;
    c.send({ t: 'hello', d: { table: 'bad\u0000id' } });
    expect((await c.next('error', from)).d.code).toBe('ERR_BAD_MESSAGE');
  });

  it('an action the server fails to save is refused with its ackId, and nothing changes', async () => {
    let failing = false;
    const inner = new SqliteStore(':memory:');
    const store: MatchStore = Object.create(inner, {
      append: { value: (...a: Parameters<MatchStore['append']>) => (failing ? Promise.reject(new Error('disk full')) : inner.append(...a)) },
    });
    const f = await startServer({ store });
    try {
      const t = await createTable(f, { players: 3, seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }, { kind: 'bot', level: 'random' }] });
      const { token } = await joinTable(f, t.id, 'Ann');
      const c = await f.ws();
      await c.request({ t: 'hello', d: { table: t.id, token } }, 'welcome');
      await waitFor(() => c.log.some((m) => m.t === 'sync' && (m.d as { legal: unknown[] }).legal.length > 0), 20_000);
      const snap = [...c.log].reverse().find((m) => m.t === 'sync' || m.t === 'update')!.d as { v: number; legal: Action[] };
      const matchId = (await store.getTable(t.id))!.matchId!;
      const before = (await store.loadLog(matchId)).length;
      failing = true;
      const from = c.log.length;
      c.send({ t: 'action', d: { action: snap.legal[0], ackId: 'a1', v: snap.v } });
      expect((await c.next('error', from)).d).toMatchObject({ code: 'ERR_INTERNAL', ackId: 'a1' });
      expect((await store.loadLog(matchId)).length).toBe(before);
    } finally {
      await f.stop();
    }
  });
});
