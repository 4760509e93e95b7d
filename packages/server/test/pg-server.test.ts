// The whole server on PostgreSQL: a bot table plays to the end with a spectator watching, the
// replay is served, and a restart on the same schema resumes an unfinished table.
import { replay, stateHash } from '@wl/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { PgStore } from '../src/pg-store.js';
import type { ReplayFile } from '../src/replay.js';
import { createTable, PG_URL, pgSchemaName, removeDir, startServer, waitFor, type TestServer } from './helpers.js';

describe('the server on PostgreSQL', () => {
  const schema = pgSchemaName();
  let s: TestServer | null = null;
  const dirs: string[] = [];
  afterAll(async () => {
    await s?.stop();
    for (const d of dirs) removeDir(d);
    const store = new PgStore({ connectionString: PG_URL, schema });
    await store.dropSchema();
    await store.close();
  });

  it('plays a bot table to the end, serves its replay, and resumes tables after a restart', async () => {
    s = await startServer({ store: new PgStore({ connectionString: PG_URL, schema }) });
    dirs.push(s.dir);
    expect((await s.get<{ store: string }>('/healthz')).body.store).toBe('postgres');
    const t = await createTable(s, { players: 3, length: 15, seats: [{ kind: 'bot' }, { kind: 'bot' }, { kind: 'bot' }] });
    const spectator = await s.ws();
    await spectator.request({ t: 'hello', d: { table: t.id } }, 'welcome');
    const end = await spectator.next((m) => (m.t === 'update' || m.t === 'sync') && m.d.view.finished);
    const match = (end.d as { match: string }).match;
    const r = await s.get<ReplayFile>(`/api/matches/${match}/replay`);
    expect(r.status).toBe(200);
    expect(stateHash(replay(r.body.setup, r.body.actions))).toBe(r.body.stateHash);
    // A finished table nobody has open leaves memory and loads again on demand.
    spectator.close();
    await spectator.waitClosed();
    const table = (await s.server.lobby.get(t.id))!;
    await waitFor(() => table.conns.size === 0);
    expect(s.server.lobby.sweep()).toBe(1);
    expect((await s.get<{ table: { status: string } }>(`/api/tables/${t.id}`)).body.table.status).toBe('finished');
    const waiting = await createTable(s, { players: 3, seats: [{ kind: 'human' }, { kind: 'bot' }, { kind: 'bot' }] });
    await s.stop();
    s = await startServer({ store: new PgStore({ connectionString: PG_URL, schema }) });
    dirs.push(s.dir);
    expect((await s.get<{ table: { status: string } }>(`/api/tables/${waiting.id}`)).body.table.status).toBe('waiting');
    expect((await s.get<{ table: { status: string } }>(`/api/tables/${t.id}`)).body.table.status).toBe('finished');
  });
});
