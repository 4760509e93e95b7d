// Bad input to the built `wl`: each is refused with one line on stderr, a non-zero exit code,
// no stack trace, and nothing written.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botByName } from '@wl/bots';
import { runReplay } from '../src/replay.js';
import { simulate } from '../src/simulate.js';

const BIN = new URL('../dist/main.js', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'wl-bad-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the built `wl` (20 s at most, so a hang fails) with extra environment variables. */
function wl(args: string[], env: Record<string, string> = {}) {
  const r = spawnSync('node', [BIN, ...args], { encoding: 'utf8', timeout: 20_000, cwd: dir, env: { ...process.env, LOG_LEVEL: 'silent', ...env } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Expects a refusal: exit 1 (or `status`), one line on stderr matching `message`, no stack. */
function refused(r: ReturnType<typeof wl>, message: RegExp, status = 1): void {
  expect(r.status, r.stderr).toBe(status);
  expect(r.stderr.trimEnd().split('\n'), r.stderr).toHaveLength(1);
  expect(r.stderr).toMatch(message);
  expect(r.stderr).not.toMatch(/\n\s+at /);
}

describe('wl serve refuses what it cannot listen on, and exits', () => {
  let busy: Server;
  let port = 0;
  beforeAll(async () => {
    busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    port = (busy.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

  it('a port in use, a host that does not resolve, a PORT out of range or not whole', () => {
    const data = join(dir, 'serve');
    refused(wl(['serve', '--port', String(port), '--host', '127.0.0.1', '--data', data]), /EADDRINUSE/);
    refused(wl(['serve', '--port', '0', '--host', 'nonexistent.invalid', '--data', data]), /nonexistent\.invalid/);
    refused(wl(['serve', '--data', data], { PORT: '70000' }), /^PORT must be a whole number from 0 to 65535/);
    refused(wl(['serve', '--data', data], { PORT: '1.5' }), /^PORT must be a whole number/);
  });
});

describe('wl replay', () => {
  const file = join(dir, 'game.json');
  beforeAll(() => { simulate({ games: 1, players: 3, bots: ['random'], seed: 4, length: 15, maxRounds: 3, json: true, out: dir }); writeFileSync(file, readFileSync(join(dir, '4.json'))); });

  it('refuses an empty or malformed --expect up front, and compares any given hash', () => {
    refused(wl(['replay', file, '--expect', '']), /--expect must be a state hash of 16 hexadecimal digits/);
    refused(wl(['replay', file, '--expect', 'abc']), /--expect must be/);
    expect(runReplay(file, '')).toBe(1);
    const ok = wl(['replay', file]);
    expect(wl(['replay', file, '--expect', ok.stdout.trim().toUpperCase()]).status).toBe(0);
  });

  it('names the file of empty or invalid JSON', () => {
    for (const text of ['', '{x']) {
      writeFileSync(join(dir, 'bad.json'), text);
      refused(wl(['replay', 'bad.json']), /^bad\.json: not valid JSON \(.+\)\n$/, 2);
    }
  });
});

describe('wl simulate', () => {
  it('checks every bot name, own names only, and no more names than players', () => {
    refused(wl(['simulate', '--players', '2', '--bots', 'random,random,nope']), /--bots names 3 bots for 2 players/);
    refused(wl(['simulate', '--players', '3', '--bots', 'random,nope']), /unknown bot "nope"/);
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      refused(wl(['simulate', '--bots', name]), new RegExp(`unknown bot "${name}"`));
      expect(() => botByName(name)).toThrow(/unknown bot/);
    }
  });

  it('checks --budget whatever the bots, and refuses --length other than 15 with the beginner variant', () => {
    refused(wl(['simulate', '--bots', 'random', '--budget', 'nonsense']), /bad budget "nonsense"/);
    for (const h of ['0', '-3', '2.5', 'long', '1001', '0/seat', '200/seat', '17.5/player']) refused(wl(['simulate', '--horizon', h]), /--horizon: bad horizon/);
    for (const r of ['0', '65', '2.5', 'wide']) refused(wl(['simulate', '--root', r]), /--root must be a whole number from 1 to 64/);
    refused(wl(['simulate', '--variant', 'beginner', '--length', '20']), /--length 20: the beginner variant always plays to 15 LP/);
    expect(wl(['simulate', '--variant', 'beginner', '--length', '15', '--games', '1', '--max-rounds', '1']).status).toBe(0);
  });

  it('writes nothing on bad input: no --out folder, no report, no games', () => {
    refused(wl(['simulate', '--out', 'games1', '--bots', 'nope']), /unknown bot/);
    refused(wl(['simulate', '--out', 'games2', '--report', 'missing/r.html']), /--report missing\/r\.html: the folder .*missing does not exist/);
    refused(wl(['simulate', '--out', 'games3', '--report', '.']), /is a directory/);
    refused(wl(['simulate', '--out', 'games4', '--budget', '1x']), /bad budget/);
    for (const d of ['games1', 'games2', 'games3', 'games4', 'missing']) expect(existsSync(join(dir, d)), d).toBe(false);
  });

  it('refuses --games and --seed that are not plain whole numbers in range, or that would repeat seeds', () => {
    for (const games of ['0x2', '', '1e3', '-1', '0', '1000001']) refused(wl(['simulate', '--games', games]), /--games must be a whole number from 1 to 1000000/);
    for (const seed of ['1e300', '9007199254740992', '-1', '1.5']) refused(wl(['simulate', '--seed', seed]), /--seed must be a whole number from 0/);
    refused(wl(['simulate', '--seed', '9007199254740991', '--games', '2']), /the last seed would pass 9007199254740991/);
    expect(() => simulate({ games: 2, players: 3, bots: ['random'], seed: 2 ** 53 - 1, length: 15, maxRounds: 1, json: true })).toThrow(/last seed/);
  });
});

describe('wl bench and wl --version', () => {
  it('refuses a --scale that is not a finite number in (0, 100]', () => {
    for (const scale of ['Infinity', '0', '101', '', 'abc', '-1']) refused(wl(['bench', '--scale', scale]), /--scale must be a number above 0 and at most 100/);
  });

  it('prints the cli package version', () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(wl(['--version']).stdout.trim()).toBe(version);
  });
});

describe('wl backup copies the SQLite store to a new file, and refuses what it cannot do', () => {
  it('copies a store; refuses an existing file, a missing database and a missing --out, each in one line', async () => {
    const data = mkdtempSync(join(dir, 'data-'));
    const { SqliteStore } = await import('@wl/server');
    const store = new SqliteStore(data);
    await store.init();
    await store.close();
    const out = join(dir, 'copy.sqlite');
    const ok = wl(['backup', '--data', data, '--out', out]);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/^copied \d+ pages \(\d+ bytes\) to .*copy\.sqlite; integrity check ok\n$/);
    expect(existsSync(out)).toBe(true);
    const before = readFileSync(out);
    refused(wl(['backup', '--data', data, '--out', out]), /^wl backup: .*copy\.sqlite exists already; choose a new file/);
    expect(readFileSync(out).equals(before)).toBe(true); // not overwritten
    refused(wl(['backup', '--data', join(dir, 'nowhere'), '--out', join(dir, 'x.sqlite')]), /^wl backup: no database at .*nowhere\/wl\.sqlite/);
    expect(existsSync(join(dir, 'x.sqlite'))).toBe(false);
    refused(wl(['backup', '--data', data]), /required option '--out <file>' not specified/);
  });
});
