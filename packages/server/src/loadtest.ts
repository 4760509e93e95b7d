// The load test behind `wl loadtest`: N tables of 4 seats (scripted WebSocket players and server
// bots) on loopback, for S seconds, against a server it starts (or one given by URL). Bounded in
// tables and time; it only ever talks to a loopback address.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { randomBot } from '@wl/bots';
import { seedRng } from '@wl/engine';
import WebSocket from 'ws';
import type { ServerMessage, Snapshot } from './protocol.js';

/** What to run. */
export interface LoadtestOptions {
  /** Concurrent tables (1 to 2000). */
  tables: number;
  /** Seconds of play (1 to 600). */
  seconds: number;
  /** Scripted seats per table (1 to 4); the other seats are server bots. */
  humans: number;
  /** A running server on loopback (`http://127.0.0.1:8080`); by default one is started. */
  url?: string;
  /** Milliseconds each scripted seat, and each bot of the started server, waits before acting (default 0: as fast as possible). */
  thinkMs?: number;
  /** Called with progress lines. */
  progress?: (line: string) => void;
}

/** The figures of a run (`--json` prints them). */
export interface LoadtestResult {
  tables: number;
  actions: number;
  actionsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  rssMbPerTable: number;
  seconds: number;
}

/** The limits a run must stay within. */
export const LOADTEST_LIMITS = { tables: 2000, seconds: 600 } as const;

interface Seat { ws: WebSocket; latest: Snapshot | null; pending: { at: number; v: number | null } | null; ack: number; thinking: boolean }

/** Refuses any address but loopback. */
export function assertLoopback(url: string): URL {
  const u = new URL(url);
  const host = u.hostname.replace(/^\[|\]$/g, '');
  if (!(host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host))) throw new Error(`loadtest only targets loopback addresses, not ${u.hostname}`);
  return u;
}

function startServer(thinkMs: number): Promise<{ url: string; proc: ChildProcess; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'wl-loadtest-'));
  const proc = spawn(process.execPath, [new URL('./main.js', import.meta.url).pathname], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'info', BOT_DELAY_MS: String(thinkMs), WS_RATE: '1000', WS_BURST: '1000', HTTP_WRITE_RATE: '100000', HTTP_WRITE_BURST: '100000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    proc.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    createInterface({ input: proc.stdout! }).on('line', (line) => {
      if (!line.includes('"listening"')) return;
      const { port } = JSON.parse(line) as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, proc, dir });
    });
  });
}

async function call<T>(url: string, method: string, body?: unknown): Promise<T> {
  const r = await fetch(url, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!r.ok) throw new Error(`${method} ${url}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs the load test and returns its figures. */
export async function runLoadtest(o: LoadtestOptions): Promise<LoadtestResult> {
  if (!(o.tables >= 1 && o.tables <= LOADTEST_LIMITS.tables) || !(o.seconds >= 1 && o.seconds <= LOADTEST_LIMITS.seconds) || !(o.humans >= 1 && o.humans <= 4)) {
    throw new Error(`loadtest: 1-${LOADTEST_LIMITS.tables} tables, 1-${LOADTEST_LIMITS.seconds} seconds, 1-4 humans`);
  }
  const think = o.thinkMs ?? 0;
  const started = o.url ? null : await startServer(think);
  const base = assertLoopback(o.url ?? started!.url).origin;
  const wsUrl = `${base.replace(/^http/, 'ws')}/ws`;
  const say = o.progress ?? (() => undefined);
  const latencies: number[] = [];
  const seats: Seat[] = [];
  let errors = 0;
  let actions = 0;
  let running = true;
  const rematched = new Set<string>();
  const rng = seedRng('loadtest');
  try {
    const rss0 = (await call<{ rssMb: number }>(`${base}/healthz`, 'GET')).rssMb;
    say(`creating ${o.tables} tables`);
    const tableSeats = Array.from({ length: 4 }, (_, i) => (i < o.humans ? { kind: 'human' } : { kind: 'bot', level: 'random' }));
    const tokens: { table: string; token: string; first: boolean }[] = [];
    for (let i = 0; i < o.tables; i += 50) {
      await Promise.all(Array.from({ length: Math.min(50, o.tables - i) }, async () => {
        const { table } = await call<{ table: { id: string } }>(`${base}/api/tables`, 'POST', { players: 4, seats: tableSeats });
        for (let h = 0; h < o.humans; h++) {
          const { token } = await call<{ token: string }>(`${base}/api/tables/${table.id}/join`, 'POST', { name: `lt${h}` });
          tokens.push({ table: table.id, token, first: h === 0 });
        }
      }));
    }
    say(`connecting ${tokens.length} players`);
    const send = (s: Seat, snap: Snapshot) => {
      s.pending = { at: performance.now(), v: null };
      s.ws.send(JSON.stringify({ t: 'action', d: { action: randomBot(snap.view, snap.legal, rng), ackId: `${snap.match}:${snap.v}`, v: snap.v } }));
    };
    const act = (s: Seat) => {
      const snap = s.latest;
      if (!running || s.pending || s.thinking || !snap || snap.legal.length === 0 || snap.view.finished || snap.v < s.ack) return;
      if (think === 0) return send(s, snap);
      s.thinking = true;
      setTimeout(() => {
        s.thinking = false;
        if (running && s.latest === snap && s.ws.readyState === WebSocket.OPEN) send(s, snap);
        else act(s);
      }, think);
    };
    await Promise.all(tokens.map((t) => new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(wsUrl);
      const seat: Seat = { ws, latest: null, pending: null, ack: 0, thinking: false };
      seats.push(seat);
      ws.on('open', () => { ws.send(JSON.stringify({ t: 'hello', d: { table: t.table, token: t.token } })); resolve(); });
      ws.on('error', (e) => { errors++; reject(e); });
      ws.on('message', (data) => {
        const m = JSON.parse(data.toString()) as ServerMessage;
        if (m.t === 'update' || m.t === 'sync') {
          if (m.t === 'update' && t.first && running) actions++;
          seat.latest = m.d;
          if (seat.pending?.v != null && m.d.v >= seat.pending.v) {
            latencies.push(performance.now() - seat.pending.at);
            seat.pending = null;
          }
          if (m.d.view.finished && t.first && running && !rematched.has(m.d.match)) {
            rematched.add(m.d.match);
            ws.send(JSON.stringify({ t: 'rematch' }));
          }
        } else if (m.t === 'ack') {
          if (seat.pending) seat.pending.v = m.d.v;
          seat.ack = m.d.v;
        } else if (m.t === 'error') {
          if (running) errors++;
          seat.pending = null;
        }
        act(seat);
      });
    })));
    say(`playing for ${o.seconds} s`);
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, o.seconds * 1000));
    running = false;
    const elapsed = (performance.now() - t0) / 1000;
    const rss1 = (await call<{ rssMb: number }>(`${base}/healthz`, 'GET')).rssMb;
    latencies.sort((a, b) => a - b);
    return {
      tables: o.tables, actions, actionsPerSec: Math.round((actions / elapsed) * 10) / 10,
      p50Ms: Math.round(percentile(latencies, 50) * 10) / 10, p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
      errors, rssMbPerTable: Math.round(((rss1 - rss0) / o.tables) * 100) / 100, seconds: Math.round(elapsed * 10) / 10,
    };
  } finally {
    running = false;
    for (const s of seats) s.ws.terminate();
    if (started) {
      started.proc.kill('SIGTERM');
      await new Promise((r) => (started.proc.exitCode !== null ? r(null) : started.proc.once('exit', r)));
      rmSync(started.dir, { recursive: true, force: true });
    }
  }
}
