// The SQLite log writer thread: appends batches of log entries in one transaction each, so the
// fsync of `synchronous=FULL` happens off the main thread (group commit: whatever arrives during
// one fsync goes into the next batch).
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { INSERT_ENTRY, openPragmas, type AppendItem, type AppendResult } from './sqlite-batch.js';

const db = new Database(workerData.file as string);
openPragmas(db);
const insert = db.prepare(INSERT_ENTRY);

parentPort!.on('message', (m: { items: AppendItem[] } | 'close') => {
  if (m === 'close') {
    db.close();
    parentPort!.close();
    return;
  }
  const results: AppendResult[] = [];
  try {
    db.transaction(() => {
      for (const a of m.items) {
        try {
          results.push(insert.run(a.matchId, a.seq, a.entry, a.at, a.matchId, a.seq - 1).changes === 1 ? null : 'conflict');
        } catch (e) {
          if (!(e as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT')) throw e;
          results.push('conflict');
        }
      }
    })();
    parentPort!.postMessage({ results });
  } catch (e) {
    parentPort!.postMessage({ error: (e as Error).message });
  }
});
