// One MatchStore suite, run against SQLite and PostgreSQL (a fresh schema per run, dropped after).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseTableOptions } from '../src/options.js';
import { PgStore } from '../src/pg-store.js';
import { SqliteStore } from '../src/sqlite-store.js';
import { ConflictError, type LogEntry, type MatchStore } from '../src/store.js';
import { PG_URL, pgSchemaName } from './helpers.js';

interface Backend { name: string; open(): Promise<MatchStore>; reopen(): Promise<MatchStore>; cleanup(): Promise<void> }

const dir = mkdtempSync(join(tmpdir(), 'wl-store-'));
const dir2 = mkdtempSync(join(tmpdir(), 'wl-store-'));
const WRITER = new URL('../dist/sqlite-writer.js', import.meta.url).pathname;
const schema = pgSchemaName();
const backends: Backend[] = [
  {
    name: 'sqlite',
    open: async () => new SqliteStore(dir),
    reopen: async () => new SqliteStore(dir),
    cleanup: async () => {
      rmSync(dir, { recursive: true, force: true });
      rmSync(dir2, { recursive: true, force: true });
    },
  },
  ...(existsSync(WRITER) ? [{
    name: 'sqlite with its writer thread (built)',
    open: async () => new SqliteStore(dir2, WRITER),
    reopen: async () => new SqliteStore(dir2, WRITER),
    cleanup: async () => rmSync(dir2, { recursive: true, force: true }),
  }] : []),
  {
    name: 'postgres',
    open: async () => new PgStore({ connectionString: PG_URL, schema }),
    reopen: async () => new PgStore({ connectionString: PG_URL, schema }),
    cleanup: async () => {
      const s = new PgStore({ connectionString: PG_URL, schema });
      await s.dropSchema();
      await s.close();
    },
  },
];

const options = parseTableOptions({ players: 3, seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }, { kind: 'human' }], visibility: 'public' });
const seats = options.seats.map((s, seat) => ({ seat, kind: s.kind, level: 'random', name: s.kind === 'bot' ? 'Bot' : null, tokenHash: null }));
const setup = { players: [{ name: 'a' }, { name: 'b' }, { name: 'c' }], characters: 'deal' as const, length: 20 as const, seed: 7 };
const act = (n: number): LogEntry => ({ kind: 'action', seat: n % 3, action: { type: 'pass' }, by: 'player', ackId: `a${n}` });

describe.each(backends)('MatchStore on $name', (b) => {
  let store: MatchStore;
  const cleanup = async () => {
    await store?.close().catch(() => undefined);
    await b.cleanup();
  };
  afterAll(cleanup);

  it('creates, reads and lists tables; seats are claimed once, bots never', async () => {
    store = await b.open();
    await store.init();
    await store.init(); // idempotent
    await store.createTable({ id: 'tab1', options, seats, createdAt: 1000 });
    await store.createTable({ id: 'tab2', options: { ...options, visibility: 'private' }, seats, createdAt: 2000 });
    await store.createTable({ id: 'tab3', options, seats, createdAt: 3000 });
    const t = await store.getTable('tab1');
    expect(t).toMatchObject({ id: 'tab1', createdAt: 1000, matchId: null, finished: false });
    expect(t!.options).toEqual(options);
    expect(t!.seats.map((s) => s.kind)).toEqual(['human', 'bot', 'human']);
    expect(await store.getTable('nope')).toBeNull();
    expect((await store.listTables({ publicOnly: true, limit: 10 })).map((x) => x.id)).toEqual(['tab3', 'tab1']);
    expect((await store.listTables({ publicOnly: false, limit: 2 })).map((x) => x.id)).toEqual(['tab3', 'tab2']);
    expect(await store.claimSeat('tab1', 0, 'Ann', 'h0', null)).toBe(true);
    expect(await store.claimSeat('tab1', 0, 'Eve', 'h1', null)).toBe(false);
    expect(await store.claimSeat('tab1', 1, 'Eve', 'h1', null)).toBe(false);
    expect(await store.claimSeat('tab1', 9, 'Eve', 'h1', null)).toBe(false);
    expect((await store.getTable('tab1'))!.seats[0]).toMatchObject({ name: 'Ann', tokenHash: 'h0', character: null });
    // The character a player chose on taking a seat (R3.2) is kept with it.
    expect(await store.claimSeat('tab3', 2, 'Cy', 'h3', 'annie-oakley')).toBe(true);
    expect((await store.getTable('tab3'))!.seats.map((x) => x.character)).toEqual([null, null, 'annie-oakley']);
    // A free human seat can go to a bot once; a claimed one or a bot never.
    expect(await store.seatBot('tab2', 2, 'heuristic', 'Bot 3')).toBe(true);
    expect(await store.seatBot('tab2', 2, 'random', 'Bot 3')).toBe(false);
    expect(await store.seatBot('tab1', 0, 'random', 'Bot 1')).toBe(false);
    expect(await store.seatBot('tab1', 1, 'random', 'Bot 2')).toBe(false);
    expect((await store.getTable('tab2'))!.seats[2]).toMatchObject({ kind: 'bot', level: 'heuristic', name: 'Bot 3', tokenHash: null });
    expect(await store.claimSeat('tab2', 2, 'Eve', 'h2', null)).toBe(false);
  });

  it('starts matches with optimistic concurrency on the table pointer', async () => {
    await store.startMatch({ id: 'm1', tableId: 'tab1', setup, createdAt: 5 }, null);
    await expect(store.startMatch({ id: 'm2', tableId: 'tab1', setup, createdAt: 6 }, null)).rejects.toBeInstanceOf(ConflictError);
    expect(await store.getMatch('m2')).toBeNull();
    expect(await store.getMatch('m1')).toEqual({ id: 'm1', tableId: 'tab1', setup, createdAt: 5, finished: false });
    expect((await store.getTable('tab1'))!.matchId).toBe('m1');
    expect(await store.activeMatches()).toEqual(['m1']);
  });

  it('appends entries in sequence only; a taken, skipped or unknown seq is a conflict', async () => {
    for (let i = 1; i <= 5; i++) await store.append('m1', i, act(i), 100 + i);
    await expect(store.append('m1', 5, act(5), 0)).rejects.toBeInstanceOf(ConflictError);
    await expect(store.append('m1', 7, act(7), 0)).rejects.toBeInstanceOf(ConflictError);
    await expect(store.append('nomatch', 1, act(1), 0)).rejects.toBeInstanceOf(ConflictError);
    const log = await store.loadLog('m1');
    expect(log.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(log[2]).toEqual({ seq: 3, entry: act(3), at: 103 });
    expect((await store.loadLog('m1', 3)).map((r) => r.seq)).toEqual([4, 5]);
    expect(await store.loadLog('nomatch')).toEqual([]);
  });

  it('lets exactly one of many concurrent writers of the same seq win', async () => {
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => store.append('m1', 6, act(100 + i), 0)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(ConflictError);
    expect((await store.loadLog('m1')).map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps every entry across a reopen; rematches move the pointer; finished matches are not active', async () => {
    await store.close();
    store = await b.reopen();
    await store.init();
    expect((await store.loadLog('m1')).length).toBe(6);
    await store.markFinished('m1');
    expect(await store.activeMatches()).toEqual([]);
    expect((await store.getTable('tab1'))!.finished).toBe(true);
    await store.startMatch({ id: 'm3', tableId: 'tab1', setup: { ...setup, seed: 8 }, createdAt: 9 }, 'm1');
    await expect(store.startMatch({ id: 'm4', tableId: 'tab1', setup, createdAt: 9 }, 'm1')).rejects.toBeInstanceOf(ConflictError);
    expect(await store.getTable('tab1')).toMatchObject({ matchId: 'm3', finished: false });
    expect(await store.activeMatches()).toEqual(['m3']);
    expect((await store.getMatch('m1'))!.finished).toBe(true);
  });
});
