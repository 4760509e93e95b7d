// `wl backup`: a consistent copy of the SQLite store while the server runs, made with SQLite's
// online backup (better-sqlite3 `backup`), which copies the database with its write-ahead log
// applied; copying `wl.sqlite` with `cp` while the server writes can miss the log's last pages.
// (With PostgreSQL, use pg_dump.)
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

/** What a backup copied: the file written, its pages and bytes. */
export interface BackupResult { file: string; pages: number; bytes: number }

/** Copies `dataDir/wl.sqlite` to `out` (a new file; an existing one is refused, never overwritten). */
export async function backupSqlite(dataDir: string, out: string): Promise<BackupResult> {
  const file = join(dataDir, 'wl.sqlite');
  if (!existsSync(file)) throw new Error(`no database at ${file}`);
  if (existsSync(out)) throw new Error(`${out} exists already; choose a new file`);
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const r = await db.backup(out);
    const copy = new Database(out, { readonly: true });
    try {
      const check = copy.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new Error(`the copy fails SQLite's integrity check: ${String(check)}`);
      const pageSize = copy.pragma('page_size', { simple: true }) as number;
      return { file: out, pages: r.totalPages, bytes: r.totalPages * pageSize };
    } finally {
      copy.close();
    }
  } finally {
    db.close();
  }
}
