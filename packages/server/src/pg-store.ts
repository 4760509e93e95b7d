// The PostgreSQL MatchStore (`DATABASE_URL=postgres://...`): the same tables as SQLite, in a
// schema of their own; an entry is committed (the INSERT's implicit transaction) before append resolves.
import pg from 'pg';
import type { CharacterId, Seat } from '@wl/engine';
import { characterOrNull, ConflictError, isJsonText, type LogEntry, type LogRecord, type MatchRecord, type MatchStore, type SeatRecord, type TableRecord } from './store.js';

interface TableRow { id: string; options: string; created_at: string; match_id: string | null; finished: boolean | null }
interface SeatRow { table_id: string; seat: number; kind: 'human' | 'bot'; level: string; name: string | null; token_hash: string | null; character_id: string | null }

/** Where a PgStore lives: a connection string and a schema name (default `wl`). */
export interface PgStoreOptions { connectionString: string; schema?: string; poolSize?: number }

/** A MatchStore in PostgreSQL. */
export class PgStore implements MatchStore {
  readonly kind = 'postgres';
  private readonly pool: pg.Pool;
  private readonly s: string;

  /** Connects lazily; `init` creates the schema. */
  constructor(o: PgStoreOptions) {
    const schema = o.schema ?? 'wl';
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`bad schema name "${schema}"`);
    this.s = `"${schema}"`;
    this.pool = new pg.Pool({ connectionString: o.connectionString, max: o.poolSize ?? 8 });
    this.pool.on('error', () => { /* an idle client died; the pool replaces it */ });
  }

  async init(): Promise<void> {
    const s = this.s;
    await this.pool.query(`CREATE SCHEMA IF NOT EXISTS ${s};
      CREATE TABLE IF NOT EXISTS ${s}.wl_tables (id TEXT PRIMARY KEY, options TEXT NOT NULL, public BOOLEAN NOT NULL,
        created_at BIGINT NOT NULL, match_id TEXT);
      CREATE TABLE IF NOT EXISTS ${s}.wl_seats (table_id TEXT NOT NULL REFERENCES ${s}.wl_tables(id), seat INTEGER NOT NULL,
        kind TEXT NOT NULL, level TEXT NOT NULL, name TEXT, token_hash TEXT, PRIMARY KEY (table_id, seat));
      CREATE TABLE IF NOT EXISTS ${s}.wl_matches (id TEXT PRIMARY KEY, table_id TEXT NOT NULL REFERENCES ${s}.wl_tables(id),
        setup TEXT NOT NULL, created_at BIGINT NOT NULL, finished BOOLEAN NOT NULL DEFAULT FALSE);
      CREATE TABLE IF NOT EXISTS ${s}.wl_entries (match_id TEXT NOT NULL REFERENCES ${s}.wl_matches(id), seq INTEGER NOT NULL,
        entry TEXT NOT NULL, at BIGINT NOT NULL, PRIMARY KEY (match_id, seq));
      CREATE INDEX IF NOT EXISTS wl_tables_created ON ${s}.wl_tables(created_at);
      ALTER TABLE ${s}.wl_seats ADD COLUMN IF NOT EXISTS character_id TEXT;`); // the column came with chosen characters (R3.2)
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  /** Drops the whole schema (tests clean up with it). */
  async dropSchema(): Promise<void> {
    await this.pool.query(`DROP SCHEMA IF EXISTS ${this.s} CASCADE`);
  }

  async createTable(t: Omit<TableRecord, 'matchId' | 'finished'>): Promise<void> {
    await this.tx(async (c) => {
      await c.query(`INSERT INTO ${this.s}.wl_tables (id, options, public, created_at) VALUES ($1, $2, $3, $4)`,
        [t.id, JSON.stringify(t.options), t.options.visibility === 'public', t.createdAt]);
      for (const x of t.seats) {
        await c.query(`INSERT INTO ${this.s}.wl_seats (table_id, seat, kind, level, name, token_hash) VALUES ($1, $2, $3, $4, $5, $6)`,
          [t.id, x.seat, x.kind, x.level, x.name, x.tokenHash]);
      }
    });
  }

  async getTable(id: string): Promise<TableRecord | null> {
    const r = await this.pool.query<TableRow>(`SELECT t.id, t.options, t.created_at, t.match_id, m.finished FROM ${this.s}.wl_tables t
      LEFT JOIN ${this.s}.wl_matches m ON m.id = t.match_id WHERE t.id = $1`, [id]);
    return r.rows[0] ? (await this.withSeats(r.rows))[0] : null;
  }

  async listTables(q: { publicOnly: boolean; limit: number }): Promise<TableRecord[]> {
    const r = await this.pool.query<TableRow>(`SELECT t.id, t.options, t.created_at, t.match_id, m.finished FROM ${this.s}.wl_tables t
      LEFT JOIN ${this.s}.wl_matches m ON m.id = t.match_id ${q.publicOnly ? 'WHERE t.public' : ''}
      ORDER BY t.created_at DESC, t.id LIMIT $1`, [q.limit]);
    return this.withSeats(r.rows.filter((x) => isJsonText(x.options)));
  }

  async claimSeat(tableId: string, seat: Seat, name: string, tokenHash: string, character: CharacterId | null): Promise<boolean> {
    const r = await this.pool.query(`UPDATE ${this.s}.wl_seats SET name = $1, token_hash = $2, character_id = $5
      WHERE table_id = $3 AND seat = $4 AND kind = 'human' AND token_hash IS NULL`, [name, tokenHash, tableId, seat, character]);
    return r.rowCount === 1;
  }

  async seatBot(tableId: string, seat: Seat, level: string, name: string): Promise<boolean> {
    const r = await this.pool.query(`UPDATE ${this.s}.wl_seats SET kind = 'bot', level = $1, name = $2
      WHERE table_id = $3 AND seat = $4 AND kind = 'human' AND token_hash IS NULL`, [level, name, tableId, seat]);
    return r.rowCount === 1;
  }

  async startMatch(m: Omit<MatchRecord, 'finished'>, previous: string | null): Promise<void> {
    await this.tx(async (c) => {
      const r = await c.query(`UPDATE ${this.s}.wl_tables SET match_id = $1 WHERE id = $2 AND match_id IS NOT DISTINCT FROM $3`,
        [m.id, m.tableId, previous]);
      if (r.rowCount !== 1) throw new ConflictError(`table ${m.tableId} no longer points at match ${previous}`);
      await c.query(`INSERT INTO ${this.s}.wl_matches (id, table_id, setup, created_at) VALUES ($1, $2, $3, $4)`,
        [m.id, m.tableId, JSON.stringify(m.setup), m.createdAt]);
    });
  }

  async getMatch(id: string): Promise<MatchRecord | null> {
    const r = await this.pool.query<{ id: string; table_id: string; setup: string; created_at: string; finished: boolean }>(
      `SELECT * FROM ${this.s}.wl_matches WHERE id = $1`, [id]);
    const row = r.rows[0];
    return row ? { id: row.id, tableId: row.table_id, setup: JSON.parse(row.setup), createdAt: Number(row.created_at), finished: row.finished } : null;
  }

  async loadLog(matchId: string, after = 0): Promise<LogRecord[]> {
    const r = await this.pool.query<{ seq: number; entry: string; at: string }>(
      `SELECT seq, entry, at FROM ${this.s}.wl_entries WHERE match_id = $1 AND seq > $2 ORDER BY seq`, [matchId, after]);
    return r.rows.map((x) => ({ seq: x.seq, entry: JSON.parse(x.entry) as LogEntry, at: Number(x.at) }));
  }

  async append(matchId: string, seq: number, entry: LogEntry, at: number): Promise<void> {
    try {
      const r = await this.pool.query(`INSERT INTO ${this.s}.wl_entries (match_id, seq, entry, at)
        SELECT $1, $2, $3, $4 WHERE (SELECT COALESCE(MAX(seq), 0) FROM ${this.s}.wl_entries WHERE match_id = $1) = $5`,
        [matchId, seq, JSON.stringify(entry), at, seq - 1]);
      if (r.rowCount !== 1) throw new ConflictError(`match ${matchId}: entry ${seq} is not next`);
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === '23505' || code === '23503') throw new ConflictError(`match ${matchId}: entry ${seq} exists or match unknown`);
      throw e;
    }
  }

  async markFinished(matchId: string): Promise<void> {
    await this.pool.query(`UPDATE ${this.s}.wl_matches SET finished = TRUE WHERE id = $1`, [matchId]);
  }

  async activeMatches(): Promise<string[]> {
    const r = await this.pool.query<{ id: string }>(`SELECT m.id FROM ${this.s}.wl_tables t JOIN ${this.s}.wl_matches m
      ON m.id = t.match_id WHERE NOT m.finished ORDER BY m.created_at`);
    return r.rows.map((x) => x.id);
  }

  private async withSeats(rows: TableRow[]): Promise<TableRecord[]> {
    if (rows.length === 0) return [];
    const seats = await this.pool.query<SeatRow>(`SELECT table_id, seat, kind, level, name, token_hash, character_id FROM ${this.s}.wl_seats
      WHERE table_id = ANY($1) ORDER BY table_id, seat`, [rows.map((r) => r.id)]);
    const by = new Map<string, SeatRecord[]>();
    for (const s of seats.rows) {
      const list = by.get(s.table_id) ?? [];
      list.push({ seat: s.seat, kind: s.kind, level: s.level, name: s.name, tokenHash: s.token_hash, character: characterOrNull(s.character_id) });
      by.set(s.table_id, list);
    }
    return rows.map((r) => ({ id: r.id, options: JSON.parse(r.options), seats: by.get(r.id) ?? [], createdAt: Number(r.created_at),
      matchId: r.match_id, finished: r.finished === true }));
  }

  private async tx<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const c = await this.pool.connect();
    try {
      await c.query('BEGIN');
      const out = await fn(c);
      await c.query('COMMIT');
      return out;
    } catch (e) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      c.release();
    }
  }
}
