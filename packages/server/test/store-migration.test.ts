// A store made before chosen characters (R3.2) gets the seats' character column on start, and
// keeps what it held: an older SQLite file (made here with the schema of then) and an older
// PostgreSQL schema (the column dropped again) both open, read their seats and take a pick.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PgStore } from '../src/pg-store.js';
import { SqliteStore } from '../src/sqlite-store.js';
import { PG_URL, pgSchemaName } from './helpers.js';

const OPTIONS = JSON.stringify({ players: 2, length: 20, visibility: 'private', spectators: true, turnTimer: null, standIn: 'random', seats: [{ kind: 'human' }, { kind: 'human' }] });

describe('the seats\' character column added to an older store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wl-migrate-'));
  const schema = pgSchemaName();
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    const s = new PgStore({ connectionString: PG_URL, schema });
    await s.dropSchema();
    await s.close();
  });

  it('opens a SQLite file of the schema before it, keeps its seats, and stores a pick', async () => {
    const old = new Database(join(dir, 'wl.sqlite'));
    old.exec(`CREATE TABLE wl_tables (id TEXT PRIMARY KEY, options TEXT NOT NULL, public INTEGER NOT NULL, created_at INTEGER NOT NULL, match_id TEXT);
      CREATE TABLE wl_seats (table_id TEXT NOT NULL REFERENCES wl_tables(id), seat INTEGER NOT NULL, kind TEXT NOT NULL, level TEXT NOT NULL,
        name TEXT, token_hash TEXT, PRIMARY KEY (table_id, seat));`);
    old.prepare('INSERT INTO wl_tables VALUES (?, ?, 0, 1, NULL)').run('old1', OPTIONS);
    old.prepare("INSERT INTO wl_seats VALUES ('old1', 0, 'human', 'random', 'Ann', 'h0'), ('old1', 1, 'human', 'random', NULL, NULL)").run();
    old.close();
    const store = new SqliteStore(dir);
    await store.init();
    await store.init(); // idempotent
    const t = await store.getTable('old1');
    expect(t!.seats.map((s) => [s.name, s.tokenHash, s.character])).toEqual([['Ann', 'h0', null], [null, null, null]]);
    expect(await store.claimSeat('old1', 1, 'Bob', 'h1', 'wyatt-earp')).toBe(true);
    expect((await store.getTable('old1'))!.seats[1].character).toBe('wyatt-earp');
    await store.close();
  });

  it('adds the column to a PostgreSQL schema made before it', async () => {
    const store = new PgStore({ connectionString: PG_URL, schema });
    await store.init();
    const raw = new pg.Client({ connectionString: PG_URL });
    await raw.connect();
    await raw.query(`ALTER TABLE "${schema}".wl_seats DROP COLUMN character_id`); // as it was
    await raw.query(`INSERT INTO "${schema}".wl_tables VALUES ('old2', $1, false, 1, NULL)`, [OPTIONS]);
    await raw.query(`INSERT INTO "${schema}".wl_seats VALUES ('old2', 0, 'human', 'random', 'Ann', 'h0'), ('old2', 1, 'human', 'random', NULL, NULL)`);
    await raw.end();
    await store.init();
    expect((await store.getTable('old2'))!.seats.map((s) => s.character)).toEqual([null, null]);
    expect(await store.claimSeat('old2', 1, 'Bob', 'h1', 'kit-carson')).toBe(true);
    expect((await store.getTable('old2'))!.seats[1].character).toBe('kit-carson');
    await store.close();
  });
});
