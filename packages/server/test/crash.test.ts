// Crash safety: the built server runs as a child process with bot games and scripted humans; it
// is killed with SIGKILL at random points and restarted on the same data. Every acknowledged
// action must be in the log, every version a client saw must survive, and each rebuilt match
// must hash to the replay of its log.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replay, stateHash } from '@wl/engine';
import { afterAll, describe, expect, it } from 'vitest';
import type { Snapshot } from '../src/protocol.js';
import { effectiveActions } from '../src/replay.js';
import { SqliteStore } from '../src/sqlite-store.js';
import type { TableInfo } from '../src/table.js';
import { MAIN, spawnServer, type ChildServer } from './child.js';
import { Client, removeDir, waitFor } from './helpers.js';
import { ScriptedPlayer } from './players.js';

const KILLS = 3;
const HUMAN_TABLES = 2;

async function post<T>(port: number, path: string, body: unknown): Promise<T> {
  const r = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

describe.skipIf(!existsSync(MAIN))('crash safety (needs the built server: npm run build)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wl-crash-'));
  let server: ChildServer | null = null;
  const clients: Client[] = [];
  afterAll(async () => {
    for (const c of clients) c.close();
    await server?.kill('SIGKILL');
    removeDir(dir);
  });

  it('loses no acknowledged action across SIGKILLs, and rebuilt matches hash to their replay', async () => {
    server = await spawnServer(dir, { BOTS: 'workers', BOTS_INLINE: '', BOT_DELAY_MS: '1' });
    const seats: { table: string; token: string; v: number; match: string | null; player: ScriptedPlayer | null; acks: ScriptedPlayer['stats']['acks'] }[] = [];
    for (let i = 0; i < HUMAN_TABLES; i++) {
      const { table } = await post<{ table: TableInfo }>(server.port, '/api/tables', { players: 4, length: 15, seats: [{ kind: 'bot' }, { kind: 'human' }, { kind: 'bot' }, { kind: 'bot' }] });
      const { token } = await post<{ token: string }>(server.port, `/api/tables/${table.id}/join`, { name: `P${i}` });
      seats.push({ table: table.id, token, v: 0, match: null, player: null, acks: [] });
    }
    await post(server.port, '/api/tables', { players: 3, length: 15, seats: Array(3).fill({ kind: 'bot' }) });
    const seen = new Map<string, number>(); // highest version any client saw, per match

    const connect = async (port: number, run: number) => {
      for (const s of seats) {
        const c = await Client.connect(`ws://127.0.0.1:${port}/ws`);
        clients.push(c);
        c.ws.on('message', (data) => {
          const m = JSON.parse(data.toString()) as { t: string; d: Snapshot };
          if (m.t === 'update' || m.t === 'sync') {
            s.v = m.d.v;
            s.match = m.d.match;
            seen.set(m.d.match, Math.max(seen.get(m.d.match) ?? 0, m.d.v));
          }
        });
        c.send({ t: 'hello', d: { table: s.table, token: s.token, ...(s.match ? { match: s.match, v: s.v } : {}) } });
        s.player = new ScriptedPlayer(c, `run${run}-${s.table}`, 0.05);
      }
    };

    const checkRebuilt = async (lines: Record<string, unknown>[]) => {
      const store = new SqliteStore(dir);
      const rebuilt = lines.filter((l) => l.msg === 'match rebuilt');
      for (const l of rebuilt) {
        const record = (await store.getMatch(l.match as string))!;
        const log = (await store.loadLog(record.id)).filter((r) => r.seq <= (l.v as number));
        expect(log.length).toBe(l.v);
        expect(stateHash(replay(record.setup, effectiveActions(log)))).toBe(l.hash);
      }
      await store.close();
      return rebuilt.length;
    };

    await connect(server.port, 0);
    let rebuilt = 0;
    for (let k = 0; k < KILLS; k++) {
      // A random point, counted in versions the clients saw (not in time): 10 to 120 more.
      const target = seats.reduce((n, s) => n + s.v, 0) + 10 + Math.floor(Math.random() * 110);
      await waitFor(() => seats.reduce((n, s) => n + s.v, 0) >= target || seats.every((s) => s.player!.done), 60_000);
      await server.kill('SIGKILL');
      for (const s of seats) {
        s.player!.stop();
        s.acks.push(...s.player!.stats.acks);
      }
      for (const c of clients.splice(0)) c.close();
      server = await spawnServer(dir, { BOTS: 'workers', BOTS_INLINE: '', BOT_DELAY_MS: '1' });
      rebuilt += await checkRebuilt(server.lines);
      // Every version a client saw before the kill was committed.
      const store = new SqliteStore(dir);
      for (const [match, v] of seen) expect((await store.loadLog(match)).length, `match ${match}`).toBeGreaterThanOrEqual(v);
      await store.close();
      await connect(server.port, k + 1);
    }
    expect(rebuilt).toBeGreaterThan(0);
    await Promise.all(seats.map((s) => s.player!.finished));
    for (const s of seats) s.acks.push(...s.player!.stats.acks);
    await server.kill('SIGTERM');
    server = null;

    const store = new SqliteStore(dir);
    let acked = 0;
    for (const s of seats) {
      const log = await store.loadLog(s.match!);
      const bySeq = new Map(log.map((r) => [r.seq, r.entry]));
      for (const a of s.acks) {
        const entry = bySeq.get(a.v);
        expect(entry && 'ackId' in entry ? entry.ackId : undefined, `ack ${a.ackId}`).toBe(a.ackId);
        if (a.sent.t === 'action') expect(entry).toMatchObject({ kind: 'action', seat: 1, action: a.sent.action });
        else expect(entry).toMatchObject({ kind: 'undo', seat: 1 });
        acked++;
      }
      const record = (await store.getMatch(s.match!))!;
      expect(record.finished).toBe(true);
      expect(replay(record.setup, effectiveActions(log)).finished).toBe(true);
    }
    await store.close();
    expect(acked).toBeGreaterThan(20);
  });
});
