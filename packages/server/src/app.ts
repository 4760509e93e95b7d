// Wires the server together: store, bots, runner, lobby, REST routes and the WebSocket.
import websocket from '@fastify/websocket';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { InlineBots, WorkerBots, type BotRunner } from './bots.js';
import { chatLimiter } from './chat.js';
import { startHeartbeat } from './heartbeat.js';
import { systemClock, type Clock } from './clock.js';
import { registerHttp } from './http.js';
import { Lobby } from './lobby.js';
import { createLogger, type Logger } from './logger.js';
import { PgStore } from './pg-store.js';
import { KeyedLimiter } from './rate.js';
import { createMetrics } from './metrics.js';
import { hashToken } from './tokens.js';
import { MatchRunner } from './runner.js';
import { serveSocket, type SocketLimits } from './socket.js';
import { SqliteStore } from './sqlite-store.js';
import type { MatchStore } from './store.js';

/** Everything that can be set when starting a server; see `configFromEnv` for the defaults. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Directory of the SQLite file (ignored with `databaseUrl` or `store`). */
  dataDir: string;
  /** `postgres://...` to use PostgreSQL. */
  databaseUrl?: string;
  /** PostgreSQL schema (default `wl`). */
  pgSchema?: string;
  /** A ready store (tests); overrides dataDir and databaseUrl. */
  store?: MatchStore;
  logLevel: string;
  /** 'workers' runs bots on worker threads (needs the built package); 'inline' on the event loop. */
  bots: 'workers' | 'inline';
  botWorkers?: number;
  /** Bot levels to run inline even with workers (BOTS_INLINE, comma-separated; default none). */
  botsInline: string[];
  botBudgetMs: number;
  botDelayMs: number;
  leftGraceMs: number;
  /** How often (real time) each socket is pinged; one that did not answer the last ping is closed (heartbeat.ts; 0: never). */
  heartbeatMs: number;
  maxMatches: number;
  /** Hard frame limit of the WebSocket (larger frames close the socket with 1009). */
  maxPayloadBytes: number;
  socket: SocketLimits;
  /** HTTP writes (create, join) per second and burst, per address. */
  httpWrites: { perSecond: number; burst: number };
  /** Serve the Prometheus metrics at GET /metrics (METRICS, on unless `0`). */
  metrics: boolean;
  /** When set (METRICS_TOKEN), GET /metrics answers only `Authorization: Bearer <token>` (else 401 ERR_UNAUTHORIZED). */
  metricsToken: string | null;
  clock?: Clock;
  /** The seeds of the matches started, one per call (tests: a fixed sequence, for games of a known course); default random. */
  matchSeeds?: () => number;
}

/** A built server, not yet listening (its store opens and its unfinished matches resume once it listens). */
export interface WlServer {
  app: FastifyInstance;
  lobby: Lobby;
  store: MatchStore;
  log: Logger;
  /** Binds the port, then opens the store and resumes the unfinished matches; returns the port. */
  listen(): Promise<number>;
  /** Closes sockets, timers, bots and the store. */
  close(): Promise<void>;
}

/** Builds the server from a config without touching the store; `listen` binds, opens the store and resumes the unfinished matches. */
export async function createServer(c: ServerConfig): Promise<WlServer> {
  const logger = createLogger(c.logLevel);
  const clock = c.clock ?? systemClock;
  // Not opened yet (SQLite creates no file, PostgreSQL no schema): a start that cannot bind leaves nothing behind.
  const store = c.store ?? (c.databaseUrl ? new PgStore({ connectionString: c.databaseUrl, schema: c.pgSchema }) : new SqliteStore(c.dataDir, true));
  const bots: BotRunner = c.bots === 'workers' ? new WorkerBots(c.botWorkers, c.botsInline) : new InlineBots();
  const metrics = createMetrics(() => lobby.stats());
  const runner: MatchRunner = new MatchRunner({
    store, clock, bots, log: logger, metrics, botBudgetMs: c.botBudgetMs, botDelayMs: c.botDelayMs, leftGraceMs: c.leftGraceMs,
    reload: (t): Promise<void> => lobby.reload(t),
  });
  const lobby: Lobby = new Lobby({ store, runner, log: logger, now: () => clock.now(), leftGraceMs: c.leftGraceMs, maxMatches: c.maxMatches, seeds: c.matchSeeds });

  const app = Fastify({ loggerInstance: logger as FastifyBaseLogger, bodyLimit: 16 * 1024, logController: new LogController({ disableRequestLogging: true }), trustProxy: false });
  // Requests that arrive between the bind and the store's opening wait for it.
  let storeOpened = (): void => undefined;
  const storeOpen = new Promise<void>((resolve) => { storeOpened = resolve; });
  app.addHook('onRequest', async () => { await storeOpen; });
  await app.register(websocket, { options: { maxPayload: c.maxPayloadBytes } });
  registerHttp(app, { lobby, store, log: logger, metrics: c.metrics ? metrics : null, metricsTokenHash: c.metricsToken === null ? null : hashToken(c.metricsToken), writes: new KeyedLimiter(c.httpWrites.perSecond, c.httpWrites.burst, () => clock.now()) });
  const deps = { lobby, runner, log: logger, metrics, now: () => clock.now(), limits: c.socket, chat: chatLimiter(() => clock.now()) };
  app.register(async (scope) => {
    scope.get('/ws', { websocket: true }, (socket, req) => serveSocket(socket, deps, req.ip));
  });

  const sweeper = setInterval(() => lobby.sweep(), 60_000);
  sweeper.unref();
  const stopHeartbeat = startHeartbeat(() => app.websocketServer?.clients ?? [], c.heartbeatMs);

  let closed = false;
  return {
    app, lobby, store, log: logger,
    async listen() {
      // Bind first: a second process on the same data must fail here, before opening or resuming anything.
      await app.listen({ port: c.port, host: c.host });
      try {
        await store.init();
      } catch (e) {
        throw new Error(`cannot open the store: ${(e as Error).message.split('\n')[0]}`);
      } finally {
        storeOpened();
      }
      const resumed = await lobby.resumeAll();
      const addr = app.server.address();
      const port = typeof addr === 'object' && addr ? addr.port : c.port;
      logger.info({ port, host: c.host }, 'listening');
      logger.info({ store: store.kind, resumed }, 'server ready');
      return port;
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(sweeper);
      stopHeartbeat();
      for (const t of lobby.loaded()) runner.stop(t);
      for (const client of app.websocketServer?.clients ?? []) client.terminate();
      await app.close();
      await Promise.all(lobby.loaded().map((t) => t.queue.idle()));
      await bots.close();
      await store.close();
    },
  };
}

/** Builds the server and listens; on a failure closes what was opened and throws a one-line error. */
export async function launchServer(c: ServerConfig): Promise<WlServer> {
  const server = await createServer(c);
  try {
    await server.listen();
  } catch (e) {
    await server.close().catch(() => undefined);
    throw new Error(`cannot start the server on ${c.host}:${c.port}: ${(e as Error).message}`);
  }
  return server;
}

/** The config from environment variables (PORT, HOST, DATA_DIR, DATABASE_URL, LOG_LEVEL, BOTS, BOT_DELAY_MS, ...). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const num = (name: string, dflt: number) => {
    const v = env[name];
    if (v === undefined || v === '') return dflt;
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number`);
    return n;
  };
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : /^\d{1,5}$/.test(env.PORT) ? Number(env.PORT) : NaN;
  if (!(port >= 0 && port <= 65535)) throw new Error(`PORT must be a whole number from 0 to 65535, not "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    pgSchema: env.PG_SCHEMA || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    bots: env.BOTS === 'inline' ? 'inline' : 'workers',
    botWorkers: env.BOT_WORKERS ? num('BOT_WORKERS', 1) : undefined,
    botsInline: (env.BOTS_INLINE ?? '').split(',').map((x) => x.trim()).filter(Boolean),
    botBudgetMs: num('BOT_BUDGET_MS', 1000),
    botDelayMs: num('BOT_DELAY_MS', 0),
    leftGraceMs: num('LEFT_GRACE_MS', 15_000),
    heartbeatMs: num('HEARTBEAT_MS', 30_000),
    maxMatches: num('MAX_MATCHES', 5000),
    maxPayloadBytes: 64 * 1024,
    socket: { maxMessageBytes: 8 * 1024, perSecond: num('WS_RATE', 20), burst: num('WS_BURST', 40), maxStrikes: 200, maxBufferedBytes: 4 * 1024 * 1024 },
    httpWrites: { perSecond: num('HTTP_WRITE_RATE', 5), burst: num('HTTP_WRITE_BURST', 60) },
    metrics: env.METRICS !== '0',
    metricsToken: env.METRICS_TOKEN ? env.METRICS_TOKEN : null,
  };
}
