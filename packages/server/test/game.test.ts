// A full 4-seat game over real WebSockets: two bot seats, two scripted humans (with undos) and a
// spectator, to the end; then the replay, which `wl replay` accepts, and a rematch.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { replay, stateHash, viewFor, type Seat } from '@wl/engine';
import { describe, expect, it } from 'vitest';
import type { ReplayFile } from '../src/replay.js';
import type { Snapshot } from '../src/protocol.js';
import { createTable, joinTable as joinSeat, type Client, useTestServer } from './helpers.js';
import { ScriptedPlayer } from './players.js';

const CLI = new URL('../../cli/dist/main.js', import.meta.url).pathname;

describe('a full game over WebSockets', () => {
  const s = useTestServer();

  it('plays 2 scripted humans and 2 bots (random, casual) to the end; the replay reproduces it and wl replay accepts it', async () => {
    const table = await createTable(s, {
      players: 4, visibility: 'public', seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }, { kind: 'human' }, { kind: 'bot', level: 'casual' }],
    });
    expect(table.status).toBe('waiting');
    const a = await joinSeat(s, table.id, 'Ann');
    expect(a.seat).toBe(0);
    const ca = await s.ws();
    await ca.request({ t: 'hello', d: { table: table.id, token: a.token } }, 'welcome');
    const b = await joinSeat(s, table.id, 'Bob');
    expect(b.seat).toBe(2);
    expect(a.token).not.toBe(b.token);
    const started = await ca.next((m) => m.t === 'table' && m.d.status === 'playing', 0);
    const matchId = (started.d as { match: string }).match;

    const cb = await s.ws();
    const welcomeB = await cb.request({ t: 'hello', d: { table: table.id, token: b.token } }, 'welcome');
    expect(welcomeB.d.seat).toBe(2);
    const spectator = await s.ws();
    await spectator.request({ t: 'hello', d: { table: table.id } }, 'welcome');

    const unfinished = await s.get(`/api/matches/${matchId}/replay`);
    expect(unfinished.status).toBe(409);

    const pa = new ScriptedPlayer(ca, 'ann', 0.1);
    const pb = new ScriptedPlayer(cb, 'bob', 0.1);
    await Promise.all([pa.finished, pb.finished]);
    for (const p of [pa, pb]) {
      expect(p.stats.errors).toEqual([]);
      expect(p.stats.actions).toBeGreaterThan(10);
    }
    expect(pa.stats.undos + pb.stats.undos).toBeGreaterThan(0);

    const r = await s.get<ReplayFile>(`/api/matches/${matchId}/replay`);
    expect(r.status).toBe(200);
    const final = replay(r.body.setup, r.body.actions);
    expect(final.finished).toBe(true);
    expect(stateHash(final)).toBe(r.body.stateHash);
    expect(r.body.log.some((x) => x.entry.kind === 'action' && x.entry.by === 'bot')).toBe(true);
    // Every client's last snapshot is its view of the final state.
    const last = (c: Client) => [...c.log].reverse().find((m) => m.t === 'update' || m.t === 'sync')!.d as Snapshot;
    const check = (c: Client, seat: Seat | 'spectator') => {
      const snap = last(c);
      expect(snap.v).toBe(r.body.log.length);
      expect(snap.view).toEqual(viewFor(final, seat));
    };
    check(ca, 0);
    check(cb, 2);
    check(spectator, 'spectator');
    // Versions only go up within a match, for every client.
    for (const c of [ca, cb, spectator]) {
      const vs = c.log.filter((m) => m.t === 'update').map((m) => (m.d as Snapshot).v);
      expect(vs).toEqual([...vs].sort((x, y) => x - y));
    }

    const file = join(s.dir, 'replay.json');
    writeFileSync(file, JSON.stringify(r.body));
    const cli = spawnSync('node', [CLI, 'replay', file, '--expect', r.body.stateHash], { encoding: 'utf8' });
    expect(cli.stderr).toBe('');
    expect(cli.status).toBe(0);
    expect(cli.stdout.trim()).toBe(r.body.stateHash);

    // Rematch: a new match at the same table, same seats and tokens.
    pa.stop();
    pb.stop();
    const from = ca.log.length;
    const fromB = cb.log.length;
    ca.send({ t: 'rematch' });
    const next = await ca.next((m) => m.t === 'table' && m.d.match !== matchId && m.d.status === 'playing', from);
    const rematch = (next.d as { match: string }).match;
    const first = await cb.nextUpdate((d) => d.match === rematch, fromB);
    expect((first.d as Snapshot).v).toBe(0);
    expect((await s.get(`/api/matches/${rematch}/replay`)).status).toBe(409);
  });
});
