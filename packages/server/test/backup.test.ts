// `wl backup`'s copy of the SQLite store, made while the server runs: the copy opens as a store
// holding the same tables, matches and logs; an existing file is never overwritten, and a
// missing database is said plainly.
import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupSqlite } from '../src/backup.js';
import { SqliteStore } from '../src/sqlite-store.js';
import { createTable, joinTable, removeDir, startServer, type TestServer } from './helpers.js';

describe('backup of the SQLite store', () => {
  const dirs: string[] = [];
  const temp = () => { const d = mkdtempSync(join(tmpdir(), 'wl-backup-')); dirs.push(d); return d; };
  let s: TestServer | undefined;
  afterAll(async () => {
    await s?.stop();
    for (const d of dirs) removeDir(d);
  });

  it('copies the store of a running server consistently: the copy holds the same tables and match logs', async () => {
    s = await startServer({}, temp());
    const info = await createTable(s, { players: 2, seats: [{ kind: 'human' }, { kind: 'human' }] });
    const a = await joinTable(s, info.id, 'Ann');
    await joinTable(s, info.id, 'Bob');
    const c = await s.ws();
    await c.request({ t: 'hello', d: { table: info.id, token: a.token } }, 'welcome');
    const snap = (await c.next((m) => m.t === 'sync', 0)).d as { v: number; legal: unknown[]; match: string };
    await c.request({ t: 'action', d: { action: snap.legal[0], ackId: 1, v: snap.v } }, 'ack');
    const out = join(temp(), 'wl.sqlite');
    const r = await backupSqlite(s.dir, out);
    expect(r.file).toBe(out);
    expect(r.pages).toBeGreaterThan(0);
    expect(r.bytes).toBe(readFileSync(out).length);
    const copy = new SqliteStore(join(out, '..'));
    await copy.init();
    try {
      expect(await copy.getTable(info.id)).toEqual(await s.server.store.getTable(info.id));
      expect(await copy.getMatch(snap.match)).toEqual(await s.server.store.getMatch(snap.match));
      const log = await copy.loadLog(snap.match);
      expect(log).toEqual(await s.server.store.loadLog(snap.match));
      expect(log.length).toBe(1); // Ann's action, committed before the ack
    } finally {
      await copy.close();
    }
  });

  it('refuses to overwrite a file, and says when there is no database', async () => {
    const taken = join(temp(), 'taken.sqlite');
    writeFileSync(taken, 'keep me');
    await expect(backupSqlite(s!.dir, taken)).rejects.toThrow(/exists already/);
    expect(readFileSync(taken, 'utf8')).toBe('keep me');
    await expect(backupSqlite(temp(), join(temp(), 'x.sqlite'))).rejects.toThrow(/^no database at /);
  });
});
