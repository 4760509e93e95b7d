// Turn timers on an injected clock: a seat whose time runs out, or who left, is played by a
// stand-in bot until it comes back; the log says so. Without a timer, nobody is replaced. A
// seat's own undo gives it no time: the decision it returns to keeps its deadline.
import { randomBot } from '@wl/bots';
import { seedRng, type Action } from '@wl/engine';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock.js';
import type { Snapshot } from '../src/protocol.js';
import type { LogEntry } from '../src/store.js';
import { actionMeta, undoCheck } from '../src/undo.js';
import { createTable, joinTable, waitFor, type Client, type TestServer, useTestServer } from './helpers.js';

const owes = (c: Client, from = 0) => c.next((m) => (m.t === 'update' || m.t === 'sync') && m.d.legal.length > 0 && !m.d.view.finished, from);
/** The entries of a match's log. */
const entries = async (s: TestServer, match: string): Promise<LogEntry[]> => (await s.server.store.loadLog(match)).map((r) => r.entry);
const snapshot = (c: Client): Snapshot => [...c.log].reverse().find((m) => m.t === 'update' || m.t === 'sync')!.d as Snapshot;

describe('turn timers and stand-in bots', () => {
  const clock = new ManualClock();
  const s = useTestServer({ clock, leftGraceMs: 5000 });

  it('hands a timed-out seat to a bot until the player is back, and logs it', async () => {
    const t = await createTable(s, { players: 3, turnTimer: 30, seats: [{ kind: 'human' }, { kind: 'bot' }, { kind: 'bot' }] });
    const a = await joinTable(s, t.id, 'Ann');
    const c = await s.ws();
    await c.request({ t: 'hello', d: { table: t.id, token: a.token } }, 'welcome');
    const first = await owes(c);
    const snap = first.d as Snapshot;
    expect(snap.deadline).toBe(clock.now() + 30_000);
    clock.advance(29_000);
    await c.flush();
    expect(snapshot(c).v).toBe(snap.v);
    const from = c.log.length;
    clock.advance(1_000);
    const started = await c.nextUpdate((d) => d.events.some((e) => e.type === 'autoplayStarted'), from);
    expect(started.d.events).toEqual([{ type: 'autoplayStarted', seat: 0, data: { reason: 'timeout' } }]);
    expect((started.d as Snapshot).autoplay).toEqual([0]);
    expect((await c.next('table', from)).d.seats[0].autoplay).toBe(true);
    // The stand-in plays seat 0 at once; the player comes back.
    await c.nextUpdate((d) => d.v > started.d.v, from);
    const f2 = c.log.length;
    c.send({ t: 'back' });
    const ended = await c.nextUpdate((d) => d.events.some((e) => e.type === 'autoplayEnded'), f2);
    expect((ended.d as Snapshot).autoplay).toEqual([]);
    const log = await entries(s, snap.match);
    const i = log.findIndex((e) => e.kind === 'autoplay');
    const j = log.findIndex((e) => e.kind === 'returned');
    expect(log[i]).toEqual({ kind: 'autoplay', seat: 0, reason: 'timeout' });
    expect(log[j]).toEqual({ kind: 'returned', seat: 0 });
    const between = log.slice(i + 1, j).filter((e) => e.kind === 'action' && e.seat === 0);
    expect(between.length).toBeGreaterThan(0);
    expect(between.every((e) => e.kind === 'action' && e.by === 'autoplay')).toBe(true);
    // Back in charge: the next decision waits for the player again, with a fresh deadline.
    const next = (await owes(c, f2)).d as Snapshot;
    expect(next.deadline).toBe(clock.now() + 30_000);
    await c.flush();
    expect(snapshot(c).v).toBe(next.v);
    c.close();
  });

  it('hands a seat that left to a bot after the grace time, and gives it back on reconnect', async () => {
    const t = await createTable(s, { players: 3, turnTimer: 60, seats: [{ kind: 'bot' }, { kind: 'human' }, { kind: 'bot' }] });
    const a = await joinTable(s, t.id, 'Ann');
    const c = await s.ws();
    await c.request({ t: 'hello', d: { table: t.id, token: a.token } }, 'welcome');
    const snap = (await owes(c)).d as Snapshot;
    c.close();
    const spectator = await s.ws();
    await spectator.request({ t: 'hello', d: { table: t.id } }, 'welcome');
    await spectator.next((m) => m.t === 'table' && !m.d.seats[1].connected, 0);
    await spectator.flush();
    clock.advance(4_999);
    await spectator.flush();
    expect((await entries(s, snap.match)).some((e) => e.kind === 'autoplay')).toBe(false);
    const from = spectator.log.length;
    clock.advance(1);
    await spectator.nextUpdate((d) => d.events.some((e) => e.type === 'autoplayStarted' && e.data?.reason === 'left'), from);
    const back = await s.ws();
    const f2 = back.log.length;
    await back.request({ t: 'hello', d: { table: t.id, token: a.token } }, 'welcome');
    await back.nextUpdate((d) => d.events.some((e) => e.type === 'autoplayEnded' && e.seat === 1), f2);
    const log = await entries(s, snap.match);
    expect(log.filter((e) => e.kind === 'autoplay')).toEqual([{ kind: 'autoplay', seat: 1, reason: 'left' }]);
    expect(log.filter((e) => e.kind === 'returned')).toEqual([{ kind: 'returned', seat: 1 }]);
    back.close();
    spectator.close();
  });

  it('never replaces anyone at a table without a timer', async () => {
    const t = await createTable(s, { players: 3, seats: [{ kind: 'human' }, { kind: 'bot' }, { kind: 'bot' }] });
    const a = await joinTable(s, t.id, 'Ann');
    const c = await s.ws();
    await c.request({ t: 'hello', d: { table: t.id, token: a.token } }, 'welcome');
    const snap = (await owes(c)).d as Snapshot;
    expect(snap.deadline).toBeNull();
    c.close();
    clock.advance(7 * 24 * 3600 * 1000);
    const spectator = await s.ws();
    const sync = await spectator.request({ t: 'hello', d: { table: t.id } }, 'sync');
    expect(sync.d.v).toBe(snap.v);
    expect(sync.d.autoplay).toEqual([]);
    spectator.close();
  });
});

describe('turn timers and a stand-in that has not acted yet', () => {
  const clock = new ManualClock();
  // Bots wait a minute of the manual clock before acting, so a stand-in can be replaced before it plays.
  const s = useTestServer({ clock, leftGraceMs: 5000, botDelayMs: 60_000 });

  it('gives a seat back from its stand-in fresh time for the decision it still owes', async () => {
    const t = await createTable(s, { players: 3, turnTimer: 30, seats: [{ kind: 'human' }, { kind: 'bot' }, { kind: 'bot' }] });
    const a = await joinTable(s, t.id, 'Ann');
    const c = await s.ws();
    await c.request({ t: 'hello', d: { table: t.id, token: a.token } }, 'welcome');
    const snap = (await owes(c)).d as Snapshot;
    expect(snap.deadline).toBe(clock.now() + 30_000);
    const from = c.log.length;
    clock.advance(30_000);
    await c.nextUpdate((d) => d.events.some((e) => e.type === 'autoplayStarted'), from);
    // Back 10 s later, before the stand-in has played: the same decision is owed, with 30 s from now.
    clock.advance(10_000);
    const f2 = c.log.length;
    c.send({ t: 'back' });
    const ended = (await c.nextUpdate((d) => d.events.some((e) => e.type === 'autoplayEnded'), f2)).d as Snapshot;
    expect(ended.v).toBe(snap.v + 2);
    expect(ended.legal).toEqual(snap.legal);
    expect(ended.deadline).toBe(clock.now() + 30_000);
    expect((await entries(s, snap.match)).slice(-2)).toEqual([{ kind: 'autoplay', seat: 0, reason: 'timeout' }, { kind: 'returned', seat: 0 }]);
    clock.advance(29_999);
    await c.flush();
    expect(snapshot(c).autoplay).toEqual([]);
    const f3 = c.log.length;
    clock.advance(1);
    await c.nextUpdate((d) => d.events.some((e) => e.type === 'autoplayStarted'), f3);
    c.close();
  });
});

describe('turn timers and undo', () => {
  const clock = new ManualClock();
  const s = useTestServer({ clock, leftGraceMs: 5000 });

  /** A table of Ann (seat 0, 30 s per decision) and two bots, played on until Ann owes a decision she could take back. */
  async function atUndoableDecision(seed: string): Promise<{ c: Client; snap: Snapshot; action: Action }> {
    const t = await createTable(s, { players: 3, turnTimer: 30, seats: [{ kind: 'human' }, { kind: 'bot' }, { kind: 'bot' }] });
    const a = await joinTable(s, t.id, 'Ann');
    const c = await s.ws();
    await c.request({ t: 'hello', d: { table: t.id, token: a.token } }, 'welcome');
    const table = (await s.server.lobby.get(t.id))!;
    const rng = seedRng(seed);
    for (let n = 0; n < 300; n++) {
      await waitFor(() => table.match?.promptSeat === 0);
      await c.flush();
      const m = table.match!;
      const snap = snapshot(c);
      expect(snap.v).toBe(m.v);
      const action = snap.legal.find((x) => {
        const r = m.tryAction(0, x);
        return r.ok && undoCheck(r.tried.state, [...m.meta, actionMeta(m.state, r.tried.state, r.tried.events, 0)], 0).ok;
      });
      if (action) return { c, snap, action };
      await c.request({ t: 'action', d: { action: randomBot(snap.view, snap.legal, rng), ackId: `p${n}`, v: snap.v } }, 'ack');
    }
    throw new Error('no decision that could be taken back');
  }

  /** Sends an action or an undo and returns the update of the version it was acknowledged as. */
  async function send(c: Client, msg: { t: 'action'; action: Action } | { t: 'undo' }, ackId: string): Promise<Snapshot> {
    const v = snapshot(c).v;
    const d = msg.t === 'action' ? { action: msg.action, ackId, v } : { ackId, v };
    const ack = await c.request({ t: msg.t, d }, 'ack');
    return (await c.nextUpdate((u) => u.v === ack.d.v, 0)).d as Snapshot;
  }

  it('keeps the deadline of a decision through its seat\'s own undos, so acting and undoing buys no time', async () => {
    const { c, snap, action } = await atUndoableDecision('timer-undo-1');
    const deadline = snap.deadline!;
    expect(deadline).toBe(clock.now() + 30_000);
    clock.advance(20_000);
    // A new decision of the same seat after a committed action: its own 30 seconds.
    const acted = await send(c, { t: 'action', action }, 'a1');
    expect(acted.deadline).toBe(clock.now() + 30_000);
    // Taken back: the decision is the one before, with the deadline it had.
    expect((await send(c, { t: 'undo' }, 'u1')).deadline).toBe(deadline);
    clock.advance(5_000);
    await send(c, { t: 'action', action }, 'a2');
    expect((await send(c, { t: 'undo' }, 'u2')).deadline).toBe(deadline);
    clock.advance(4_999);
    await c.flush();
    expect(snapshot(c).autoplay).toEqual([]);
    const from = c.log.length;
    clock.advance(1);
    const started = await c.nextUpdate((d) => d.events.some((e) => e.type === 'autoplayStarted'), from);
    expect(started.d.events).toEqual([{ type: 'autoplayStarted', seat: 0, data: { reason: 'timeout' } }]);
    c.close();
  });

  it('hands the seat to its stand-in at once when the decision it undoes back to has run out', async () => {
    const { c, snap, action } = await atUndoableDecision('timer-undo-2');
    clock.advance(25_000);
    await send(c, { t: 'action', action }, 'a1');
    clock.advance(10_000);
    await c.flush();
    expect(snapshot(c).autoplay).toEqual([]);
    const from = c.log.length;
    expect((await send(c, { t: 'undo' }, 'u1')).deadline).toBe(snap.deadline);
    clock.advance(0);
    await c.nextUpdate((d) => d.events.some((e) => e.type === 'autoplayStarted' && e.data?.reason === 'timeout'), from);
    c.close();
  });
});
