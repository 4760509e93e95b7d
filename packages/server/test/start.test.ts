// Server start: PORT is checked, a port that cannot be bound fails with one line and exit 1,
// and nothing is resumed before the port is bound (a second process on the same data resumes
// none of the first one's matches); a failed start leaves no new database file behind.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configFromEnv, launchServer } from '../src/app.js';
import { MAIN, spawnServer, type ChildServer } from './child.js';
import { removeDir } from './helpers.js';

/** Runs the built server to its exit (20 s at most): its exit code, stdout log lines and stderr. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; lines: string[]; stderr: string }> {
  const proc = spawn(process.execPath, [MAIN], { env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  proc.stdout.on('data', (b: Buffer) => { stdout += b.toString(); });
  proc.stderr.on('data', (b: Buffer) => { stderr += b.toString(); });
  const timer = setTimeout(() => proc.kill('SIGKILL'), 20_000);
  return new Promise((resolve) => proc.once('close', (code) => {
    clearTimeout(timer);
    resolve({ code, lines: stdout.split('\n').filter(Boolean), stderr });
  }));
}

/** A port that was free a moment ago. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createNetServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

describe('configFromEnv PORT', () => {
  it('takes a whole number from 0 to 65535 and refuses anything else in one line', () => {
    expect(configFromEnv({}).port).toBe(8080);
    expect(configFromEnv({ PORT: '' }).port).toBe(8080);
    expect(configFromEnv({ PORT: '0' }).port).toBe(0);
    expect(configFromEnv({ PORT: '65535' }).port).toBe(65535);
    for (const bad of ['70000', '65536', '1.5', '-1', '0x10', 'abc', ' 80', '1e3']) {
      expect(() => configFromEnv({ PORT: bad }), bad).toThrow(/^PORT must be a whole number from 0 to 65535/);
    }
  });
});

describe.skipIf(!existsSync(MAIN))('npm start (needs the built server: npm run build)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wl-start-'));
  let first: ChildServer | null = null;
  afterAll(async () => {
    await first?.kill('SIGKILL');
    removeDir(dir);
  });

  it('exits 1 with one line on a bad PORT, without a stack trace', async () => {
    for (const PORT of ['70000', '1.5']) {
      const r = await runMain({ PORT, DATA_DIR: join(dir, 'bad') });
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/^PORT must be a whole number from 0 to 65535[^\n]*\n$/);
    }
    expect(existsSync(join(dir, 'bad'))).toBe(false);
  });

  it('on a busy port exits 1 with one line, having resumed none of the matches on the same data', async () => {
    first = await spawnServer(dir, { BOTS: 'inline', BOT_DELAY_MS: '600000' });
    const r0 = await fetch(`http://127.0.0.1:${first.port}/api/tables`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ players: 3, length: 15, seats: Array(3).fill({ kind: 'bot' }) }),
    });
    expect(r0.status).toBe(201);
    const second = await runMain({ PORT: String(first.port), DATA_DIR: dir, BOTS: 'inline' });
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/^cannot start the server on 127\.0\.0\.1:\d+: listen EADDRINUSE[^\n]*\n$/);
    expect(second.lines.filter((l) => /match rebuilt|server ready|listening/.test(l))).toEqual([]);
    // The same data on a free port does resume the match: the check above means something.
    await first.kill('SIGKILL');
    first = await spawnServer(dir, { BOTS: 'inline', BOT_DELAY_MS: '600000' });
    expect(first.lines.filter((l) => l.msg === 'match rebuilt')).toHaveLength(1);
    expect(first.lines.find((l) => l.msg === 'server ready')).toMatchObject({ resumed: 1 });
  });

  it('launchServer rejects on a busy port with one line naming the address', async () => {
    const busy = first!.port;
    const base = configFromEnv({});
    await expect(launchServer({ ...base, port: busy, host: '127.0.0.1', dataDir: dir, logLevel: 'silent', bots: 'inline' })).rejects.toThrow(/^cannot start the server on 127\.0\.0\.1:\d+: listen EADDRINUSE/);
  });

  it('a start that fails leaves no new database file, and the existing one in place', async () => {
    const busy = first!.port;
    const base = { ...configFromEnv({}), host: '127.0.0.1', logLevel: 'silent', bots: 'inline' as const };
    const fresh = join(dir, 'fresh');
    await expect(launchServer({ ...base, port: busy, dataDir: fresh })).rejects.toThrow(/EADDRINUSE/);
    expect(existsSync(join(fresh, 'wl.sqlite'))).toBe(false);
    expect(existsSync(fresh)).toBe(false);
    const r = await runMain({ PORT: String(busy), DATA_DIR: join(dir, 'fresh2'), BOTS: 'inline' });
    expect(r.code).toBe(1);
    expect(existsSync(join(dir, 'fresh2'))).toBe(false);
    // The data of the running server is neither opened nor removed by the failed start.
    expect(existsSync(join(dir, 'wl.sqlite'))).toBe(true);
    expect((await fetch(`http://127.0.0.1:${busy}/api/tables`)).status).toBe(200);
  });

  it('a store that cannot be opened fails after the bind with one line, and frees the port', async () => {
    const notADir = join(dir, 'a-file');
    writeFileSync(notADir, 'not a directory');
    const base = { ...configFromEnv({}), host: '127.0.0.1', logLevel: 'silent', bots: 'inline' as const };
    const port = await freePort();
    await expect(launchServer({ ...base, port, dataDir: notADir })).rejects.toThrow(/^cannot start the server on 127\.0\.0\.1:\d+: cannot open the store: [^\n]+$/);
    await new Promise<void>((resolve, reject) => {
      const probe = createNetServer().once('error', reject).listen(port, '127.0.0.1', () => probe.close(() => resolve()));
    });
  });
});
