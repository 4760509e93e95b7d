// A table without a turn timer never hands a seat to a bot by itself, so a player whose
// connection is gone would stall the game for everyone: once it has been gone for the grace time,
// another seated player may ask for the seat's stand-in bot (`standIn`). Asked any earlier, for a
// connected seat, a bot's, or by a spectator, the request is refused with a stable
// code and nothing changes. The absent player takes the seat back on reconnecting. A player may
// hand their own seat to the bot at once, and take it back.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock.js';
import type { Snapshot } from '../src/protocol.js';
import type { LogEntry } from '../src/store.js';
import { annAndBob, type Client, type TestServer, useTestServer } from './helpers.js';

const entries = async (s: TestServer, match: string): Promise<LogEntry[]> => (await s.server.store.loadLog(match)).map((r) => r.entry);
const lastSnapshot = (c: Client): Snapshot => [...c.log].reverse().find((m) => m.t === 'update' || m.t === 'sync')!.d as Snapshot;

describe('asking for the stand-in of a player who is gone (untimed table)', () => {
  const clock = new ManualClock();
  const s = useTestServer({ clock, leftGraceMs: 5000 });

  /** Sends `standIn` for `seat` from `c` and returns the error it got. */
  async function refusal(c: Client, seat: number) {
    const from = c.log.length;
    c.send({ t: 'standIn', d: { seat } });
    return (await c.next('error', from)).d;
  }

  it('lets another player hand a gone seat to its stand-in after the grace time, and gives it back on reconnect', async () => {
    const { t, a, ann, bob } = await annAndBob(s);
    const match = lastSnapshot(bob).match;
    // While Ann is here, nobody may: her seat shows no time, and asking is refused.
    expect(bob.log.filter((m) => m.t === 'table').at(-1)!.d.seats[0].standInFrom).toBeNull();
    expect(await refusal(bob, 0)).toMatchObject({ code: 'ERR_STAND_IN_REFUSED', message: 'Ann is connected.' });
    const from = bob.log.length;
    ann.close();
    const gone = await bob.next((m) => m.t === 'table' && !m.d.seats[0].connected, from);
    expect(gone.d.seats[0].standInFrom).toBe(clock.now() + 5000);
    // Too early: refused, with the time still to wait.
    clock.advance(4000);
    await bob.flush();
    expect(await refusal(bob, 0)).toMatchObject({ code: 'ERR_STAND_IN_REFUSED', message: 'Ann may still come back: ask again in 1 s.' });
    expect((await entries(s, match)).some((e) => e.kind === 'autoplay')).toBe(false);
    // No timer takes over at an untimed table however long she is gone.
    clock.advance(60_000);
    await bob.flush();
    expect((await entries(s, match)).some((e) => e.kind === 'autoplay')).toBe(false);
    const f2 = bob.log.length;
    bob.send({ t: 'standIn', d: { seat: 0 } });
    const started = await bob.nextUpdate((d) => d.events.some((e) => e.type === 'autoplayStarted'), f2);
    expect(started.d.events).toEqual([{ type: 'autoplayStarted', seat: 0, data: { reason: 'asked', by: 1 } }]);
    expect((started.d as Snapshot).autoplay).toEqual([0]);
    const table = await bob.next((m) => m.t === 'table' && m.d.seats[0].autoplay, f2);
    expect(table.d.seats[0].standInFrom).toBeNull();
    expect(await refusal(bob, 0)).toMatchObject({ code: 'ERR_STAND_IN_REFUSED', message: 'A stand-in bot plays for Ann already.' });
    expect((await entries(s, match)).filter((e) => e.kind === 'autoplay')).toEqual([{ kind: 'autoplay', seat: 0, reason: 'asked', by: 1 }]);
    // Ann comes back: her seat is hers again.
    const back = await s.ws();
    await back.request({ t: 'hello', d: { table: t.id, token: a.token } }, 'welcome');
    await back.nextUpdate((d) => d.events.some((e) => e.type === 'autoplayEnded' && e.seat === 0), 0);
    expect((await entries(s, match)).filter((e) => e.kind === 'returned')).toEqual([{ kind: 'returned', seat: 0 }]);
    back.close();
    bob.close();
  });

  it('lets a player hand their own seat to its stand-in at once (they have to go), and take it back with "back"', async () => {
    const { ann, bob } = await annAndBob(s);
    const match = lastSnapshot(bob).match;
    const from = ann.log.length;
    bob.send({ t: 'standIn', d: { seat: 1 } }); // Bob, connected, no grace time to wait
    const started = await ann.nextUpdate((d) => d.events.some((e) => e.type === 'autoplayStarted'), from);
    expect(started.d.events).toEqual([{ type: 'autoplayStarted', seat: 1, data: { reason: 'self' } }]);
    expect((started.d as Snapshot).autoplay).toEqual([1]);
    expect(await refusal(bob, 1)).toMatchObject({ code: 'ERR_STAND_IN_REFUSED', message: 'A stand-in bot plays for you already.' });
    expect((await entries(s, match)).filter((e) => e.kind === 'autoplay')).toEqual([{ kind: 'autoplay', seat: 1, reason: 'self' }]);
    const f2 = bob.log.length;
    bob.send({ t: 'back' });
    await bob.nextUpdate((d) => d.events.some((e) => e.type === 'autoplayEnded' && e.seat === 1), f2);
    expect((await entries(s, match)).filter((e) => e.kind === 'returned')).toEqual([{ kind: 'returned', seat: 1 }]);
    ann.close();
    bob.close();
  });

  it('refuses a stand-in for a bot, a seat that is not there or from a spectator, and changes nothing', async () => {
    const { t, ann, bob } = await annAndBob(s);
    const match = lastSnapshot(bob).match;
    expect(await refusal(bob, 2)).toMatchObject({ code: 'ERR_STAND_IN_REFUSED', message: 'Bot 3 is a bot already.' });
    expect(await refusal(bob, 4)).toMatchObject({ code: 'ERR_STAND_IN_REFUSED', message: 'No such seat.' });
    expect(await refusal(bob, 9)).toMatchObject({ code: 'ERR_BAD_MESSAGE' });
    const spectator = await s.ws();
    await spectator.request({ t: 'hello', d: { table: t.id } }, 'welcome');
    ann.close();
    clock.advance(10_000);
    expect(await refusal(spectator, 0)).toMatchObject({ code: 'ERR_SPECTATOR' });
    expect((await entries(s, match)).some((e) => e.kind === 'autoplay')).toBe(false);
    spectator.close();
    bob.close();
  });
});

describe('the heartbeat', () => {
  const s = useTestServer({ heartbeatMs: 100 });

  it('closes a connection that stops answering pings, so its seat counts as gone; one that answers stays', async () => {
    const { t, a, ann, bob } = await annAndBob(s);
    ann.close();
    // Ann again, on a link that has died without closing: her socket never answers a ping.
    const dead = await s.ws({ autoPong: false });
    await dead.request({ t: 'hello', d: { table: t.id, token: a.token } }, 'welcome');
    const from = bob.log.length;
    await bob.next((m) => m.t === 'table' && m.d.seats[0].connected, 0);
    const gone = await bob.next((m) => m.t === 'table' && !m.d.seats[0].connected, from);
    expect(gone.d.seats[0].standInFrom).not.toBeNull();
    await dead.waitClosed();
    expect(dead.closed?.code).toBe(1006); // dropped, not closed politely
    // Bob's client answers pings: many heartbeats later he is still here.
    await new Promise((r) => setTimeout(r, 500));
    expect(bob.closed).toBeNull();
    expect((await s.get<{ table: { seats: { connected: boolean }[] } }>(`/api/tables/${t.id}`)).body.table.seats[1].connected).toBe(true);
    bob.close();
  });
});
