// Undo inside one's own turn (BGA policy): an undone action leaves the seat exactly where it was;
// undo never crosses another player's decision, a draw, a roll or a reveal; the log keeps the
// undo as its own entry and the replay skips the undone actions; each snapshot tells its viewer
// whether an undo would be accepted now (`canUndo`, the web client's Undo button).
import { randomBot } from '@wl/bots';
import { applyAction, createGame, legalActions, replay, seedRng, stateHash, type GameState } from '@wl/engine';
import { describe, expect, it } from 'vitest';
import type { Snapshot } from '../src/protocol.js';
import { effectiveActions } from '../src/replay.js';
import { actionMeta, isBarrier, REVEAL_EVENTS, undoCheck, type ActionMeta } from '../src/undo.js';
import { createTable, joinTable, useTestServer } from './helpers.js';

describe('the undo policy', () => {
  it('marks draws, rolls, reveals and shuffles as barriers, and allows plain moves within a turn', () => {
    const rng = seedRng('undo-policy');
    let s: GameState = createGame({ players: [{}, {}, {}], characters: 'deal', length: 15, seed: 3 });
    let barriers = 0;
    let plain = 0;
    const meta: ActionMeta[] = [];
    for (let i = 0; i < 3000 && !s.finished; i++) {
      const seat = s.prompt!.seat;
      const r = applyAction(s, seat, randomBot(null as never, legalActions(s, seat), rng));
      if (!r.ok) throw r.error;
      const m = actionMeta(s, r.state, r.events, seat);
      meta.push(m);
      const random = s.rng.some((w, k) => w !== r.state.rng[k]);
      const reveals = r.events.some((e) => e.secret || REVEAL_EVENTS.has(e.type));
      if (random || reveals) expect(m.barrier).toBe(true);
      if (m.barrier) barriers++;
      else plain++;
      expect(isBarrier(s, r.state, r.events)).toBe(m.barrier);
      const check = undoCheck(r.state, meta, r.state.prompt?.seat ?? -1);
      if (check.ok) {
        // Allowed only for the seat's own, plain action in its own current turn.
        expect(m.seat).toBe(r.state.prompt!.seat);
        expect(m.barrier).toBe(false);
        expect(r.state.turn.seat).toBe(seat);
        expect(m.turnSeat).toBe(seat);
      }
      s = r.state;
    }
    expect(barriers).toBeGreaterThan(10);
    expect(plain).toBeGreaterThan(10);
  });

  it('refuses with nothing to undo, and for another seat', () => {
    const s = createGame({ players: [{}, {}, {}], characters: 'deal', length: 15, seed: 3 });
    expect(undoCheck(s, [], s.prompt!.seat).ok).toBe(false);
    expect(undoCheck(s, [{ seat: 1, barrier: false, turnSeat: 1, round: 1 }], (s.prompt!.seat + 1) % 3).ok).toBe(false);
  });
});

describe('undo over WebSockets', () => {
  const s = useTestServer();

  it('restores the exact view on an allowed undo, refuses the rest, and logs undos as entries', async () => {
    const t = await createTable(s, { players: 3, seats: [{ kind: 'human' }, { kind: 'bot' }, { kind: 'bot' }] });
    const a = await joinTable(s, t.id, 'Ann');
    const c = await s.ws();
    await c.request({ t: 'hello', d: { table: t.id, token: a.token } }, 'welcome');
    const rng = seedRng('undo-ws');
    let accepted = 0;
    let refused = 0;
    let n = 0;
    const ready = (m: (typeof c.log)[number]) => (m.t === 'update' || m.t === 'sync') && (m.d.legal.length > 0 || m.d.view.finished);
    const owes = async (): Promise<Snapshot> => {
      const last = [...c.log].reverse().find((m) => m.t === 'update' || m.t === 'sync');
      return (last && ready(last) ? last : await c.next(ready)).d as Snapshot;
    };
    let snap = await owes();
    const first = await c.request({ t: 'undo', d: { ackId: `u${n++}`, v: snap.v } }, (m) => m.t === 'error' || m.t === 'ack');
    expect(first).toMatchObject({ t: 'error', d: { code: 'ERR_UNDO_REFUSED' } });
    expect(snap.canUndo).toBe(false); // every snapshot says whether its viewer may undo now
    while (!snap.view.finished && accepted + refused < 60) {
      const action = randomBot(snap.view, snap.legal, rng);
      const ack = await c.request({ t: 'action', d: { action, ackId: `a${n++}`, v: snap.v } }, 'ack');
      const after = await c.nextUpdate((d) => d.v === ack.d.v, 0);
      const fromU = c.log.length;
      const reply = await c.request({ t: 'undo', d: { ackId: `u${n++}`, v: (after.d as Snapshot).v } }, (m) => m.t === 'error' || m.t === 'ack');
      if (reply.t === 'ack') {
        accepted++;
        expect((after.d as Snapshot).canUndo).toBe(true);
        const undone = await c.nextUpdate((d) => d.v === reply.d.v, 0);
        expect(undone.d.events).toEqual([{ type: 'undone', seat: 0, data: { to: expect.any(Number) } }]);
        expect(undone.d.view).toEqual(snap.view);
        expect(undone.d.legal).toEqual(snap.legal);
        expect(after.d.events.some((e) => REVEAL_EVENTS.has(e.type))).toBe(false);
        const again = await c.request({ t: 'action', d: { action, ackId: `a${n++}`, v: (undone.d as Snapshot).v } }, 'ack');
        await c.nextUpdate((d) => d.v === again.d.v, 0);
      } else {
        // Refused by the policy, or stale because other seats (bots) already moved on.
        const code = reply.t === 'error' ? reply.d.code : '';
        expect(['ERR_UNDO_REFUSED', 'ERR_STALE']).toContain(code);
        if (code === 'ERR_STALE') expect((await c.next('sync', fromU)).d.v).toBeGreaterThan(after.d.v);
        else expect((after.d as Snapshot).canUndo).toBe(false);
        refused++;
      }
      snap = await owes();
    }
    expect(accepted).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
    const table = (await s.server.lobby.get(t.id))!;
    const log = await s.server.store.loadLog(table.match!.id);
    expect(log.filter((r) => r.entry.kind === 'undo')).toHaveLength(accepted);
    const record = (await s.server.store.getMatch(table.match!.id))!;
    expect(stateHash(replay(record.setup, effectiveActions(log)))).toBe(stateHash(table.match!.state));
  });
});
