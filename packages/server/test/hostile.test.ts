// Hostile clients: malformed JSON, wrong types, unknown kinds, oversized messages, another
// seat's token, replayed ackIds, stale versions, flooding. The server answers with stable error
// codes, never a stack trace, keeps running, and no match state changes.
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock.js';
import type { ErrorPayload, Snapshot } from '../src/protocol.js';
import { createTable, joinTable, removeDir, startServer, type Client, type TestServer } from './helpers.js';

const STACK = /\n\s+at |\.[tj]s:\d|node:internal/;

describe('hostile clients', () => {
  let s: TestServer;
  let tableId: string;
  let tokens: string[];
  let mover: Client; // the human seat that owes the decision
  let other: Client; // the other human seat
  const snapshot = (c: Client): Snapshot => [...c.log].reverse().find((m) => m.t === 'update' || m.t === 'sync')!.d as Snapshot;
  const logLength = async () => (await s.server.store.loadLog(snapshot(mover).match)).length;
  const version = async () => (await s.server.lobby.get(tableId))!.match!.v;

  beforeAll(async () => {
    const base = (await import('../src/app.js')).configFromEnv({});
    // A clock that stands still: rate limits refill only when told to, so flooding is refused however slow the machine.
    s = await startServer({ clock: new ManualClock(), socket: { ...base.socket, perSecond: 50, burst: 100, maxStrikes: 150 } });
    const t = await createTable(s, { players: 3, seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot' }] });
    tableId = t.id;
    const a = await joinTable(s, tableId, 'Ann');
    const b = await joinTable(s, tableId, 'Bob');
    tokens = [a.token, b.token];
    const ca = await s.ws();
    const cb = await s.ws();
    await ca.request({ t: 'hello', d: { table: tableId, token: a.token } }, 'welcome');
    await cb.request({ t: 'hello', d: { table: tableId, token: b.token } }, 'welcome');
    const owes = (c: Client) => c.next((m) => (m.t === 'sync' || m.t === 'update') && m.d.legal.length > 0, 0).then(() => c);
    mover = await Promise.race([owes(ca), owes(cb)]);
    other = mover === ca ? cb : ca;
  });
  afterAll(async () => {
    await s.stop();
    removeDir(s.dir);
  });

  /** Sends raw frames on a fresh joined connection and returns the error replies, checking nothing changed. */
  async function expectErrors(frames: (string | object)[], hello = true): Promise<ErrorPayload[]> {
    const before = [await version(), await logLength()];
    const c = await s.ws();
    if (hello) await c.request({ t: 'hello', d: { table: tableId } }, 'welcome');
    const from = c.log.length;
    for (const f of frames) c.send(f);
    await c.flush();
    const errors = c.log.slice(from).filter((m) => m.t === 'error').map((m) => m.d as ErrorPayload);
    expect(errors).toHaveLength(frames.length);
    for (const e of errors) expect(e.message).not.toMatch(STACK);
    expect([await version(), await logLength()]).toEqual(before);
    c.close();
    return errors;
  }

  it('answers malformed JSON and wrong shapes with ERR_BAD_JSON / ERR_BAD_MESSAGE', async () => {
    const errors = await expectErrors(['not json', '{', '[]', 'null', '42', '"x"', '{"t":5}', '{"d":{}}', '{"t":"action"}',
      { t: 'action', d: { action: 'move', ackId: 1, v: 0 } }, { t: 'action', d: { action: { type: 'pass' }, ackId: {}, v: '0' } },
      { t: 'action', d: { action: { type: 'pass' }, ackId: 1, v: -1 } }, { t: 'action', d: { action: [], ackId: 1, v: 0 } },
      { t: 'action', d: { action: { type: 'pass' }, ackId: 'x'.repeat(65), v: 0 } }, { t: 'hello', d: { table: 123 } },
      { t: 'ping', d: {}, extra: 1 }, { t: 'sync', d: { v: 1.5 } }, { t: 'undo', d: { ackId: 1 } }]);
    expect(errors.slice(0, 2).map((e) => e.code)).toEqual(['ERR_BAD_JSON', 'ERR_BAD_JSON']);
    expect(new Set(errors.slice(2).map((e) => e.code))).toEqual(new Set(['ERR_BAD_MESSAGE']));
  });

  it('answers unknown kinds with ERR_UNKNOWN_KIND', async () => {
    const errors = await expectErrors([{ t: 'shutdown', d: {} }, { t: '__proto__', d: {} }, { t: 'constructor' }, { t: 'toString', d: null }]);
    expect(errors.map((e) => e.code)).toEqual(Array(4).fill('ERR_UNKNOWN_KIND'));
  });

  it('refuses acting before hello, as a spectator, or with a bad token, and a second hello', async () => {
    const pre = await expectErrors([{ t: 'action', d: { action: { type: 'pass' }, ackId: 1, v: 0 } }, { t: 'sync', d: {} }], false);
    expect(pre.map((e) => e.code)).toEqual(['ERR_NOT_JOINED', 'ERR_NOT_JOINED']);
    const v = await version();
    const spect = await expectErrors([{ t: 'action', d: { action: snapshot(mover).legal[0], ackId: 1, v } }, { t: 'undo', d: { ackId: 2, v } },
      { t: 'back' }, { t: 'rematch' }, { t: 'hello', d: { table: tableId } }]);
    expect(spect.map((e) => e.code)).toEqual(['ERR_SPECTATOR', 'ERR_SPECTATOR', 'ERR_SPECTATOR', 'ERR_SPECTATOR', 'ERR_ALREADY_JOINED']);
    const bad = await expectErrors([{ t: 'hello', d: { table: tableId, token: 'A'.repeat(43) } }], false);
    expect(bad.map((e) => e.code)).toEqual(['ERR_BAD_TOKEN']);
    const nope = await expectErrors([{ t: 'hello', d: { table: 'nosuchtable', token: tokens[0] } }], false);
    expect(nope.map((e) => e.code)).toEqual(['ERR_NO_TABLE']);
    // Another table's seat token holds no seat here.
    const t2 = await createTable(s, { players: 3, seats: [{ kind: 'human' }, { kind: 'bot' }, { kind: 'bot' }] });
    const j = await joinTable(s, t2.id, 'Eve');
    const cross = await expectErrors([{ t: 'hello', d: { table: tableId, token: j.token } }], false);
    expect(cross.map((e) => e.code)).toEqual(['ERR_BAD_TOKEN']);
  });

  it('lets a seat act only for itself; stale versions resync; replayed ackIds are refused', async () => {
    const snap = snapshot(mover);
    const before = [await version(), await logLength()];
    // The other seat sends the mover's legal action: the engine refuses it (not its decision).
    const from = other.log.length;
    other.send({ t: 'action', d: { action: snap.legal[0], ackId: 'steal', v: snap.v } });
    const e1 = await other.next('error', from);
    expect(e1.d).toMatchObject({ code: 'ERR_NOT_YOUR_DECISION', ackId: 'steal' });
    expect(e1.d.rule).toMatch(/^R/);
    // Stale version: an error and a full resync, nothing applied.
    const f2 = mover.log.length;
    mover.send({ t: 'action', d: { action: snap.legal[0], ackId: 'old', v: snap.v + 5 } });
    expect((await mover.next('error', f2)).d.code).toBe('ERR_STALE');
    expect((await mover.next('sync', f2)).d.full).toBe(true);
    // Malformed and prototype-polluting actions.
    for (const action of [{ type: 'move', to: 'nowhere' }, { type: 'pass', extra: 1 }, JSON.parse('{"__proto__":{"polluted":1},"type":"pass"}'), {}]) {
      const f = mover.log.length;
      mover.send({ t: 'action', d: { action, ackId: 'bad', v: snap.v } });
      expect(['ERR_MALFORMED_ACTION', 'ERR_WRONG_DECISION', 'ERR_ILLEGAL_ACTION']).toContain((await mover.next('error', f)).d.code);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect([await version(), await logLength()]).toEqual(before);
    // A legal action with a fresh ackId is acknowledged; the same ackId again is refused.
    const f3 = mover.log.length;
    mover.send({ t: 'action', d: { action: snap.legal[0], ackId: 'once', v: snap.v } });
    const ack = await mover.next('ack', f3);
    expect(ack.d).toEqual({ ackId: 'once', v: snap.v + 1 });
    const after = [await version(), await logLength()];
    const latest = await mover.nextUpdate((d) => d.v >= ack.d.v, f3);
    const f4 = mover.log.length;
    mover.send({ t: 'action', d: { action: latest.d.legal[0] ?? { type: 'pass' }, ackId: 'once', v: (latest.d as Snapshot).v } });
    expect((await mover.next('error', f4)).d.code).toBe('ERR_DUPLICATE_ACK');
    await mover.flush();
    expect([await version(), await logLength()]).toEqual(after);
  });

  it('answers oversized messages with ERR_TOO_LARGE and closes on frames over the hard limit', async () => {
    const errors = await expectErrors([JSON.stringify({ t: 'ping', d: { n: 1 }, pad: 'x'.repeat(9000) })]);
    expect(errors.map((e) => e.code)).toEqual(['ERR_TOO_LARGE']);
    const c = await s.ws();
    c.send('x'.repeat(200_000));
    expect((await c.waitClosed()).code).toBe(1009);
    const bin = await s.ws();
    bin.ws.send(Buffer.from('{"t":"ping"}'), { binary: true });
    expect((await bin.next('error')).d.code).toBe('ERR_BAD_MESSAGE');
    await mover.flush();
  });

  it('rate-limits a flooding client, then closes it; everyone else carries on', async () => {
    const before = [await version(), await logLength()];
    const c = await s.ws();
    await c.request({ t: 'hello', d: { table: tableId } }, 'welcome');
    for (let i = 0; i < 400 && c.ws.readyState === WebSocket.OPEN; i++) c.send({ t: 'ping', d: { n: i } });
    const closed = await c.waitClosed();
    expect(closed.code).toBe(1008);
    expect(c.log.some((m) => m.t === 'error' && m.d.code === 'ERR_RATE_LIMIT')).toBe(true);
    expect(c.log.filter((m) => m.t === 'pong').length).toBeLessThan(400);
    await mover.flush();
    await other.flush();
    expect([await version(), await logLength()]).toEqual(before);
    expect((await s.get<{ ok: boolean }>('/healthz')).body.ok).toBe(true);
  });

  it('answers bad REST input with stable codes and no stack traces', async () => {
    const cases: [Promise<{ status: number; body: unknown }>, number, string][] = [
      [s.post('/api/tables', { players: 1 }), 400, 'ERR_BAD_OPTIONS'],
      [s.post('/api/tables', { players: 4, length: 30 }), 400, 'ERR_BAD_OPTIONS'],
      [s.post('/api/tables', { players: 3, seats: [{ kind: 'bot', level: 'genius' }, { kind: 'human' }, { kind: 'human' }] }), 400, 'ERR_BAD_OPTIONS'],
      [s.post('/api/tables', { players: 3, turnTimer: 'soon' }), 400, 'ERR_BAD_OPTIONS'],
      [s.post('/api/tables', { players: 3, hack: true }), 400, 'ERR_BAD_OPTIONS'],
      [s.post(`/api/tables/${tableId}/join`, { name: 'Zed' }), 409, 'ERR_TABLE_FULL'],
      [s.post(`/api/tables/${tableId}/join`, { name: '' }), 400, 'ERR_BAD_OPTIONS'],
      [s.post(`/api/tables/${tableId}/join`, { name: 'Zed', seat: 2 }), 409, 'ERR_SEAT_TAKEN'],
      [s.post('/api/tables/nosuchtable/join', { name: 'Zed' }), 404, 'ERR_NO_TABLE'],
      [s.get('/api/tables/..%2f..%2fetc'), 404, 'ERR_NO_TABLE'],
      [s.get('/api/matches/nosuchmatch/replay'), 404, 'ERR_NO_MATCH'],
      [s.get('/nowhere'), 404, 'ERR_NOT_FOUND'],
    ];
    for (const [p, status, code] of cases) {
      const r = await p;
      expect([r.status, (r.body as { error: ErrorPayload }).error.code]).toEqual([status, code]);
      expect(JSON.stringify(r.body)).not.toMatch(STACK);
    }
    const raw = await fetch(`${s.url}/api/tables`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"players":' });
    expect(raw.status).toBe(400);
    expect(((await raw.json()) as { error: ErrorPayload }).error.code).toBe('ERR_BAD_JSON');
    const big = await fetch(`${s.url}/api/tables`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ players: 3, pad: 'x'.repeat(40_000) }) });
    expect(big.status).toBe(413);
  });
});
