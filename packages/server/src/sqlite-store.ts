// The embedded MatchStore: one SQLite file (better-sqlite3 12, WAL, synchronous=FULL), so a
// committed entry survives kill -9 and power loss.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Seat } from '@wl/engine';
import { ConflictError, type LogEntry, type LogRecord, type MatchRecord, type MatchStore, type SeatRecord, type TableRecord } from './store.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS wl_tables (
  id TEXT PRIMARY KEY, options TEXT NOT NULL, public INTEGER NOT NULL, created_at INTEGER NOT NULL, match_id TEXT
);
CREATE TABLE IF NOT EXISTS wl_seats (
  table_id TEXT NOT NULL REFERENCES wl_tables(id), seat INTEGER NOT NULL, kind TEXT NOT NULL, level TEXT NOT NULL,
  name TEXT, token_hash TEXT, PRIMARY KEY (table_id, seat)
);
CREATE TABLE IF NOT EXISTS wl_matches (
  id TEXT PRIMARY KEY, table_id TEXT NOT NULL REFERENCES wl_tables(id), setup TEXT NOT NULL,
  created_at INTEGER NOT NULL, finished INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS wl_entries (
  match_id TEXT NOT NULL REFERENCES wl_matches(id), seq INTEGER NOT NULL, entry TEXT NOT NULL, at INTEGER NOT NULL,
  PRIMARY KEY (match_id, seq)
);
CREATE INDEX IF NOT EXISTS wl_tables_created ON wl_tables(created_at);
`;

interface TableRow { id: string; options: string; created_at: number; match_id: string | null; finished: number | null }
interface SeatRow { seat: number; kind: 'human' | 'bot'; level: string; name: string | null; token_hash: string | null }
interface MatchRow { id: string; table_id: string; setup: string; created_at: number; finished: number }

/** A MatchStore in a SQLite file `wl.sqlite` under a data directory (or ':memory:'). */
export class SqliteStore implements MatchStore {
  readonly kind = 'sqlite';
  private readonly db: Database.Database;
  private pending: { matchId: string; seq: number; entry: string; at: number; resolve: () => void; reject: (e: Error) => void }[] = [];
  private insertEntry!: Database.Statement;

  /** Opens (and creates) the database file in `dir`. */
  constructor(dir: string | ':memory:') {
    if (dir !== ':memory:') mkdirSync(dir, { recursive: true });
    this.db = new Database(dir === ':memory:' ? ':memory:' : join(dir, 'wl.sqlite'));
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
  }

  async init(): Promise<void> {
    this.db.exec(SCHEMA);
    this.insertEntry = this.db.prepare(`INSERT INTO wl_entries (match_id, seq, entry, at)
      SELECT ?, ?, ?, ? WHERE (SELECT COALESCE(MAX(seq), 0) FROM wl_entries WHERE match_id = ?) = ?`);
  }

  async close(): Promise<void> {
    if (this.pending.length > 0) this.flush();
    if (this.db.open) this.db.close();
  }

  async createTable(t: Omit<TableRecord, 'matchId' | 'finished'>): Promise<void> {
    const insTable = this.db.prepare('INSERT INTO wl_tables (id, options, public, created_at) VALUES (?, ?, ?, ?)');
    const insSeat = this.db.prepare('INSERT INTO wl_seats (table_id, seat, kind, level, name, token_hash) VALUES (?, ?, ?, ?, ?, ?)');
    this.db.transaction(() => {
      insTable.run(t.id, JSON.stringify(t.options), t.options.visibility === 'public' ? 1 : 0, t.createdAt);
      for (const s of t.seats) insSeat.run(t.id, s.seat, s.kind, s.level, s.name, s.tokenHash);
    })();
  }

  async getTable(id: string): Promise<TableRecord | null> {
    const row = this.db.prepare(`SELECT t.id, t.options, t.created_at, t.match_id, m.finished FROM wl_tables t
      LEFT JOIN wl_matches m ON m.id = t.match_id WHERE t.id = ?`).get(id) as TableRow | undefined;
    return row ? this.toTable(row) : null;
  }

  async listTables(q: { publicOnly: boolean; limit: number }): Promise<TableRecord[]> {
    const rows = this.db.prepare(`SELECT t.id, t.options, t.created_at, t.match_id, m.finished FROM wl_tables t
      LEFT JOIN wl_matches m ON m.id = t.match_id ${q.publicOnly ? 'WHERE t.public = 1' : ''}
      ORDER BY t.created_at DESC, t.id LIMIT ?`).all(q.limit) as TableRow[];
    return rows.map((r) => this.toTable(r));
  }

  async claimSeat(tableId: string, seat: Seat, name: string, tokenHash: string): Promise<boolean> {
    const r = this.db.prepare(`UPDATE wl_seats SET name = ?, token_hash = ?
      WHERE table_id = ? AND seat = ? AND kind = 'human' AND token_hash IS NULL`).run(name, tokenHash, tableId, seat);
    return r.changes === 1;
  }

  async startMatch(m: Omit<MatchRecord, 'finished'>, previous: string | null): Promise<void> {
    this.db.transaction(() => {
      const r = this.db.prepare('UPDATE wl_tables SET match_id = ? WHERE id = ? AND match_id IS ?').run(m.id, m.tableId, previous);
      if (r.changes !== 1) throw new ConflictError(`table ${m.tableId} no longer points at match ${previous}`);
      this.db.prepare('INSERT INTO wl_matches (id, table_id, setup, created_at) VALUES (?, ?, ?, ?)')
        .run(m.id, m.tableId, JSON.stringify(m.setup), m.createdAt);
    })();
  }

  async getMatch(id: string): Promise<MatchRecord | null> {
    const row = this.db.prepare('SELECT * FROM wl_matches WHERE id = ?').get(id) as MatchRow | undefined;
    return row ? { id: row.id, tableId: row.table_id, setup: JSON.parse(row.setup), createdAt: row.created_at, finished: row.finished === 1 } : null;
  }

  async loadLog(matchId: string, after = 0): Promise<LogRecord[]> {
    const rows = this.db.prepare('SELECT seq, entry, at FROM wl_entries WHERE match_id = ? AND seq > ? ORDER BY seq')
      .all(matchId, after) as { seq: number; entry: string; at: number }[];
    return rows.map((r) => ({ seq: r.seq, entry: JSON.parse(r.entry) as LogEntry, at: r.at }));
  }

  /**
   * Group commit: appends made in the same turn of the event loop share one transaction, so one
   * fsync covers them all; each promise settles only after that transaction has committed.
   */
  append(matchId: string, seq: number, entry: LogEntry, at: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ matchId, seq, entry: JSON.stringify(entry), at, resolve, reject });
      if (this.pending.length === 1) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    const results: (Error | null)[] = [];
    try {
      this.db.transaction(() => {
        for (const a of batch) {
          try {
            const r = this.insertEntry.run(a.matchId, a.seq, a.entry, a.at, a.matchId, a.seq - 1);
            results.push(r.changes === 1 ? null : new ConflictError(`match ${a.matchId}: entry ${a.seq} is not next`));
          } catch (e) {
            if (!(e as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT')) throw e;
            results.push(new ConflictError(`match ${a.matchId}: entry ${a.seq} exists or match unknown`));
          }
        }
      })();
    } catch (e) {
      for (const a of batch) a.reject(e as Error);
      return;
    }
    batch.forEach((a, i) => (results[i] ? a.reject(results[i]) : a.resolve()));
  }

  async markFinished(matchId: string): Promise<void> {
    this.db.prepare('UPDATE wl_matches SET finished = 1 WHERE id = ?').run(matchId);
  }

  async activeMatches(): Promise<string[]> {
    const rows = this.db.prepare(`SELECT m.id FROM wl_tables t JOIN wl_matches m ON m.id = t.match_id
      WHERE m.finished = 0 ORDER BY m.created_at`).all() as { id: string }[];
    return rows.map((r) => r.id);
  }

  private toTable(row: TableRow): TableRecord {
    const seats = (this.db.prepare('SELECT seat, kind, level, name, token_hash FROM wl_seats WHERE table_id = ? ORDER BY seat')
      .all(row.id) as SeatRow[]).map((s): SeatRecord => ({ seat: s.seat, kind: s.kind, level: s.level, name: s.name, tokenHash: s.token_hash }));
    return { id: row.id, options: JSON.parse(row.options), seats, createdAt: row.created_at, matchId: row.match_id, finished: row.finished === 1 };
  }
}
