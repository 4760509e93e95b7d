// The embedded MatchStore: one SQLite file (better-sqlite3 12, WAL, synchronous=FULL), so a
// committed entry survives kill -9 and power loss.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { CharacterId, Seat } from '@wl/engine';
import { INSERT_ENTRY, openPragmas, type AppendItem, type AppendResult } from './sqlite-batch.js';
import { characterOrNull, ConflictError, isJsonText, type LogEntry, type LogRecord, type MatchRecord, type MatchStore, type SeatRecord, type TableRecord } from './store.js';

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
interface SeatRow { seat: number; kind: 'human' | 'bot'; level: string; name: string | null; token_hash: string | null; character_id: string | null }
interface MatchRow { id: string; table_id: string; setup: string; created_at: number; finished: number }

type Pending = AppendItem & { resolve: () => void; reject: (e: Error) => void };

/** Where the writer thread's script is (built file); absent when running from source. */
const WRITER = fileURLToPath(new URL('./sqlite-writer.js', import.meta.url));

/**
 * A MatchStore in a SQLite file `wl.sqlite` under a data directory (or ':memory:'). Log appends are
 * group-committed: by a writer thread when `writer` is set (and the built script exists), so the
 * fsync never blocks the event loop; else on this thread, one transaction per event-loop turn.
 */
export class SqliteStore implements MatchStore {
  readonly kind = 'sqlite';
  private handle: Database.Database | null = null;
  private readonly dir: string;
  private readonly file: string;
  private pending: Pending[] = [];
  private inflight: Pending[] | null = null;
  private insertEntry!: Database.Statement;
  private writer: Worker | null = null;
  private drained: (() => void)[] = [];

  /**
   * A store in `dir`, which nothing touches until `init` or the first call (so a server that
   * cannot bind its port leaves no file behind); `writer` (true, or the script's path) moves log
   * appends to a writer thread.
   */
  constructor(dir: string | ':memory:', private readonly useWriter: boolean | string = false) {
    this.dir = dir;
    this.file = dir === ':memory:' ? ':memory:' : join(dir, 'wl.sqlite');
  }

  /** The connection, opened (with its directory and file created) on first use. */
  private get db(): Database.Database {
    if (!this.handle) {
      if (this.dir !== ':memory:') mkdirSync(this.dir, { recursive: true });
      const db = new Database(this.file);
      openPragmas(db);
      this.handle = db;
    }
    return this.handle;
  }

  async init(): Promise<void> {
    this.db.exec(SCHEMA);
    // Added with chosen characters (R3.2): a file made before gets the column (SQLite has no ADD COLUMN IF NOT EXISTS).
    if (!(this.db.prepare('PRAGMA table_info(wl_seats)').all() as { name: string }[]).some((c) => c.name === 'character_id')) {
      this.db.exec('ALTER TABLE wl_seats ADD COLUMN character_id TEXT');
    }
    this.insertEntry = this.db.prepare(INSERT_ENTRY);
    const script = typeof this.useWriter === 'string' ? this.useWriter : WRITER;
    if (this.useWriter && this.file !== ':memory:' && existsSync(script) && !this.writer) {
      this.writer = new Worker(script, { workerData: { file: this.file } });
      this.writer.on('message', (m: { results?: AppendResult[]; error?: string }) => this.settle(m.results ?? null, m.error));
      this.writer.on('error', (e) => this.writerFailed(e));
      this.writer.on('exit', () => this.writerFailed(new Error('the SQLite writer thread exited')));
    }
  }

  async close(): Promise<void> {
    if (this.inflight || this.pending.length > 0) await new Promise<void>((r) => this.drained.push(r));
    const w = this.writer;
    this.writer = null;
    if (w) {
      w.removeAllListeners();
      const exited = new Promise((r) => w.once('exit', r));
      w.postMessage('close');
      await exited;
    }
    if (this.handle?.open) this.handle.close();
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
    return rows.filter((r) => isJsonText(r.options)).map((r) => this.toTable(r));
  }

  async claimSeat(tableId: string, seat: Seat, name: string, tokenHash: string, character: CharacterId | null): Promise<boolean> {
    const r = this.db.prepare(`UPDATE wl_seats SET name = ?, token_hash = ?, character_id = ?
      WHERE table_id = ? AND seat = ? AND kind = 'human' AND token_hash IS NULL`).run(name, tokenHash, character, tableId, seat);
    return r.changes === 1;
  }

  async seatBot(tableId: string, seat: Seat, level: string, name: string): Promise<boolean> {
    const r = this.db.prepare(`UPDATE wl_seats SET kind = 'bot', level = ?, name = ?
      WHERE table_id = ? AND seat = ? AND kind = 'human' AND token_hash IS NULL`).run(level, name, tableId, seat);
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

  /** Group commit: each promise settles only after the transaction holding its entry has committed. */
  append(matchId: string, seq: number, entry: LogEntry, at: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ matchId, seq, entry: JSON.stringify(entry), at, resolve, reject });
      if (this.writer) {
        if (!this.inflight) this.sendBatch();
      } else if (this.pending.length === 1 && !this.inflight) {
        setImmediate(() => this.flushHere());
      }
    });
  }

  private sendBatch(): void {
    if (this.pending.length === 0) return this.drained.splice(0).forEach((r) => r());
    this.inflight = this.pending;
    this.pending = [];
    this.writer!.postMessage({ items: this.inflight.map(({ matchId, seq, entry, at }) => ({ matchId, seq, entry, at })) });
  }

  private settle(results: AppendResult[] | null, error?: string): void {
    const batch = this.inflight ?? [];
    this.inflight = null;
    batch.forEach((a, i) => {
      if (!results) a.reject(new Error(error ?? 'append failed'));
      else if (results[i] === null) a.resolve();
      else a.reject(new ConflictError(`match ${a.matchId}: entry ${a.seq} is not next, exists, or its match is unknown`));
    });
    if (this.writer) this.sendBatch();
    else this.flushHere();
  }

  private writerFailed(e: Error): void {
    if (!this.writer) return;
    this.writer = null;
    this.settle(null, e.message);
  }

  private flushHere(): void {
    if (this.pending.length === 0) return this.drained.splice(0).forEach((r) => r());
    this.inflight = this.pending;
    this.pending = [];
    const results: AppendResult[] = [];
    try {
      this.db.transaction(() => {
        for (const a of this.inflight!) {
          try {
            results.push(this.insertEntry.run(a.matchId, a.seq, a.entry, a.at, a.matchId, a.seq - 1).changes === 1 ? null : 'conflict');
          } catch (e) {
            if (!(e as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT')) throw e;
            results.push('conflict');
          }
        }
      })();
    } catch (e) {
      return this.settle(null, (e as Error).message);
    }
    this.settle(results);
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
    const seats = (this.db.prepare('SELECT seat, kind, level, name, token_hash, character_id FROM wl_seats WHERE table_id = ? ORDER BY seat')
      .all(row.id) as SeatRow[]).map((s): SeatRecord => ({ seat: s.seat, kind: s.kind, level: s.level, name: s.name, tokenHash: s.token_hash, character: characterOrNull(s.character_id) }));
    return { id: row.id, options: JSON.parse(row.options), seats, createdAt: row.created_at, matchId: row.match_id, finished: row.finished === 1 };
  }
}
