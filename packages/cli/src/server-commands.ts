// `wl serve`, `wl loadtest` and `wl backup`: the online server, a bounded loopback load test
// against it, and a consistent copy of its SQLite store while it runs.
import type { Command } from 'commander';
import { backupSqlite, configFromEnv, launchServer, LOADTEST_LIMITS, runLoadtest, type LoadtestResult } from '@wl/server';
import { int } from './args.js';

/** Prints a load test's figures as a small table. */
function printResult(r: LoadtestResult): void {
  const rows: [string, string][] = [
    ['tables', String(r.tables)], ['seconds', String(r.seconds)], ['actions', String(r.actions)],
    ['actions/s', String(r.actionsPerSec)], ['p50 latency', `${r.p50Ms} ms`], ['p99 latency', `${r.p99Ms} ms`],
    ['errors', String(r.errors)], ['RSS per table', `${r.rssMbPerTable} MB`],
  ];
  for (const [k, v] of rows) process.stdout.write(`${k.padEnd(15)}${v}\n`);
}

/** Registers `serve`, `loadtest` and `backup` on the `wl` program. */
export function registerServerCommands(program: Command): void {
  program.command('serve')
    .description('run the online server (PORT, DATA_DIR, DATABASE_URL and the README\'s other variables also apply)')
    .option('--port <p>', 'port to listen on', int('--port', 0, 65535))
    .option('--host <h>', 'address to listen on')
    .option('--data <dir>', 'directory of the SQLite database')
    .option('--database-url <url>', 'postgres://... to use PostgreSQL')
    .action(async (o: { port?: number; host?: string; data?: string; databaseUrl?: string }) => {
      const c = configFromEnv();
      const server = await launchServer({ ...c, port: o.port ?? c.port, host: o.host ?? c.host, dataDir: o.data ?? c.dataDir, databaseUrl: o.databaseUrl ?? c.databaseUrl }).catch((e: Error) => {
        // Closed already (launchServer): one line and exit, rather than wait on what is left.
        process.stderr.write(`${e.message}\n`);
        process.exit(1);
      });
      const stop = () => { void server.close().then(() => process.exit(0)); };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });

  program.command('loadtest')
    .description('play N concurrent tables over loopback WebSockets and report throughput, latency and memory')
    .option('--tables <n>', `concurrent tables (1-${LOADTEST_LIMITS.tables})`, int('--tables', 1, LOADTEST_LIMITS.tables), 100)
    .option('--seconds <s>', `seconds of play (1-${LOADTEST_LIMITS.seconds})`, int('--seconds', 1, LOADTEST_LIMITS.seconds), 10)
    .option('--humans <h>', 'scripted seats per table (the rest are server bots)', int('--humans', 1, 4), 1)
    .option('--think <ms>', 'pause before each scripted or bot move (0: as fast as possible)', int('--think', 0, 60_000), 0)
    .option('--url <url>', 'a running server on loopback instead of starting one')
    .option('--json', 'print one JSON document', false)
    .action(async (o: { tables: number; seconds: number; humans: number; think: number; url?: string; json: boolean }) => {
      const r = await runLoadtest({ ...o, thinkMs: o.think, progress: o.json ? undefined : (line) => process.stderr.write(`${line}\n`) });
      if (o.json) process.stdout.write(`${JSON.stringify(r)}\n`);
      else printResult(r);
    });

  program.command('backup')
    .description('copy the SQLite store (DATA_DIR/wl.sqlite) to a new file, consistently, even while the server runs')
    .requiredOption('--out <file>', 'the new file to write (an existing one is refused)')
    .option('--data <dir>', 'directory of the SQLite database (default DATA_DIR or ./data)')
    .action(async (o: { out: string; data?: string }) => {
      try {
        const r = await backupSqlite(o.data ?? configFromEnv().dataDir, o.out);
        process.stdout.write(`copied ${r.pages} pages (${r.bytes} bytes) to ${r.file}; integrity check ok\n`);
      } catch (e) {
        process.stderr.write(`wl backup: ${(e as Error).message}\n`);
        process.exitCode = 1;
      }
    });
}
