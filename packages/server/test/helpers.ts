// Test helpers: an in-process server on a random port with a temp data dir, a WebSocket client
// that records every message, and REST shortcuts.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket, { type ClientOptions } from 'ws';
import { afterAll, beforeAll } from 'vitest';
import { configFromEnv, createServer, type ServerConfig, type WlServer } from '../src/app.js';
import type { ServerMessage } from '../src/protocol.js';
import type { TableInfo } from '../src/table.js';

/** The PostgreSQL used by tests. */
export const PG_URL = process.env.WL_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh schema name for one test run. */
export function pgSchemaName(): string {
  return `wl_test_${randomBytes(6).toString('hex')}`;
}

/** A running test server. */
export interface TestServer {
  server: WlServer;
  port: number;
  dir: string;
  url: string;
  /** A new client; `opts` go to the `ws` library (`{ autoPong: false }`: a client that never answers pings). */
  ws(opts?: ClientOptions): Promise<Client>;
  post<T = unknown>(path: string, body: unknown): Promise<{ status: number; body: T }>;
  get<T = unknown>(path: string): Promise<{ status: number; body: T }>;
  stop(): Promise<void>;
}

/**
 * startServer for the enclosing describe block: started in its beforeAll, stopped and its
 * directory removed in its afterAll; the returned server is usable inside its tests.
 */
export function useTestServer(overrides: Partial<ServerConfig> = {}): TestServer {
  let t: TestServer | undefined;
  beforeAll(async () => { t = await startServer(overrides); });
  afterAll(async () => {
    if (!t) return;
    await t.stop();
    removeDir(t.dir);
  });
  return new Proxy({} as TestServer, { get: (_, k) => Reflect.get(t!, k) });
}

/** Starts a server with inline bots, silent logs and a temp SQLite dir (or `overrides`). */
export async function startServer(overrides: Partial<ServerConfig> = {}, dir = mkdtempSync(join(tmpdir(), 'wl-srv-'))): Promise<TestServer> {
  const base = configFromEnv({});
  const server = await createServer({
    ...base, port: 0, host: '127.0.0.1', dataDir: dir, logLevel: 'silent', bots: 'inline',
    socket: { ...base.socket, perSecond: 10_000, burst: 10_000 }, httpWrites: { perSecond: 1000, burst: 1000 }, ...overrides,
  });
  const port = await server.listen();
  const url = `http://127.0.0.1:${port}`;
  const clients: Client[] = [];
  const call = async <T>(method: string, path: string, body?: unknown) => {
    const r = await fetch(url + path, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await r.text();
    return { status: r.status, body: (text ? JSON.parse(text) : null) as T };
  };
  return {
    server, port, dir, url,
    async ws(opts?: ClientOptions) {
      const c = await Client.connect(`ws://127.0.0.1:${port}/ws`, opts);
      clients.push(c);
      return c;
    },
    post: (path, body) => call('POST', path, body),
    get: (path) => call('GET', path),
    async stop() {
      for (const c of clients) c.close();
      await server.close();
    },
  };
}

/** Polls `cond` until it holds (or fails after `ms`). */
export async function waitFor(cond: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Removes a temp dir. */
export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

type Msg = ServerMessage;

/** A WebSocket client that records every message it receives. */
export class Client {
  readonly log: Msg[] = [];
  readonly raw: string[] = [];
  private waiters: { pred: (m: Msg) => boolean; from: number; resolve: (m: Msg) => void }[] = [];
  closed: { code: number; reason: string } | null = null;
  private closeWaiters: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = data.toString();
      this.raw.push(text);
      const m = JSON.parse(text) as Msg;
      this.log.push(m);
      const i = this.log.length - 1;
      this.waiters = this.waiters.filter((w) => {
        if (i >= w.from && w.pred(m)) {
          w.resolve(m);
          return false;
        }
        return true;
      });
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      for (const w of this.closeWaiters) w();
    });
    ws.on('error', () => undefined);
  }

  /** Opens a connection. */
  static connect(url: string, opts?: ClientOptions): Promise<Client> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, opts);
      ws.once('open', () => resolve(new Client(ws)));
      ws.once('error', reject);
    });
  }

  /** Sends a message (an object is JSON-encoded). */
  send(m: unknown): void {
    this.ws.send(typeof m === 'string' ? m : JSON.stringify(m));
  }

  /** The first message from index `from` on (default: the next one) that matches, within `ms`. */
  next<T extends Msg['t']>(t: T | ((m: Msg) => boolean), from = this.log.length, ms = 20_000): Promise<Extract<Msg, { t: T }>> {
    const pred = typeof t === 'function' ? t : (m: Msg) => m.t === t;
    for (let i = from; i < this.log.length; i++) if (pred(this.log[i])) return Promise.resolve(this.log[i] as Extract<Msg, { t: T }>);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no message matching ${String(t)} in ${ms} ms`)), ms);
      this.waiters.push({ pred, from, resolve: (m) => { clearTimeout(timer); resolve(m as Extract<Msg, { t: T }>); } });
    });
  }

  /** The first `update` from index `from` on whose data matches. */
  nextUpdate(pred: (d: Extract<Msg, { t: 'update' }>['d']) => boolean, from = this.log.length): Promise<Extract<Msg, { t: 'update' }>> {
    return this.next((m) => m.t === 'update' && pred(m.d), from) as Promise<Extract<Msg, { t: 'update' }>>;
  }

  /** Sends a message and waits for the reply of kind `t` that follows it. */
  async request<T extends Msg['t']>(m: unknown, t: T | ((x: Msg) => boolean)): Promise<Extract<Msg, { t: T }>> {
    const from = this.log.length;
    this.send(m);
    return this.next(t, from);
  }

  /** A ping round trip: every message sent before it has been handled. */
  async flush(): Promise<void> {
    const n = Math.random();
    await this.request({ t: 'ping', d: { n } }, (m) => m.t === 'pong' && m.d.n === n);
  }

  /** Resolves when the socket has closed. */
  waitClosed(ms = 10_000): Promise<{ code: number; reason: string }> {
    if (this.closed) return Promise.resolve(this.closed);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('socket did not close')), ms);
      this.closeWaiters.push(() => { clearTimeout(timer); resolve(this.closed!); });
    });
  }

  /** Closes the socket. */
  close(): void {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.terminate();
  }
}

/** Creates a table over REST and returns its info. */
export async function createTable(s: TestServer, options: unknown): Promise<TableInfo> {
  const r = await s.post<{ table: TableInfo }>('/api/tables', options);
  if (r.status !== 201) throw new Error(`create table: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.table;
}

/** Joins a table over REST and returns the seat and its token. */
export async function joinTable(s: TestServer, table: string, name: string, seat?: number): Promise<{ seat: number; token: string }> {
  const r = await s.post<{ seat: number; token: string }>(`/api/tables/${table}/join`, seat === undefined ? { name } : { name, seat });
  if (r.status !== 201) throw new Error(`join: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** Ann (seat 0) and Bob (seat 1) seated at a new 3-seat untimed table with a bot, both connected and synced. */
export async function annAndBob(s: TestServer): Promise<{ t: TableInfo; a: { seat: number; token: string }; ann: Client; bob: Client }> {
  const t = await createTable(s, { players: 3, seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot' }] });
  const a = await joinTable(s, t.id, 'Ann', 0);
  const b = await joinTable(s, t.id, 'Bob', 1);
  const ann = await s.ws();
  await ann.request({ t: 'hello', d: { table: t.id, token: a.token } }, 'welcome');
  const bob = await s.ws();
  await bob.request({ t: 'hello', d: { table: t.id, token: b.token } }, 'welcome');
  await bob.next((m) => m.t === 'update' || m.t === 'sync', 0);
  await bob.flush();
  return { t, a, ann, bob };
}
