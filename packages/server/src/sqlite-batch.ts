// What the SQLite store and its writer thread share: pragmas, the conditional insert of a log
// entry, and the shape of a batch.
import type Database from 'better-sqlite3';

/** One entry to append, serialized. */
export interface AppendItem { matchId: string; seq: number; entry: string; at: number }

/** The outcome of one append: null when committed, 'conflict' when its seq was not next. */
export type AppendResult = null | 'conflict';

/** Inserts entry `seq` only if the log holds exactly seq - 1 entries (params: id, seq, entry, at, id, seq - 1). */
export const INSERT_ENTRY = `INSERT INTO wl_entries (match_id, seq, entry, at)
  SELECT ?, ?, ?, ? WHERE (SELECT COALESCE(MAX(seq), 0) FROM wl_entries WHERE match_id = ?) = ?`;

/** WAL, synchronous=FULL (a commit survives power loss), foreign keys, and waiting for the other writer. */
export function openPragmas(db: Database.Database): void {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
}
