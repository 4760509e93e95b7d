// The REST endpoints: lobby (create, list, show, join, start now), replays of finished matches, health and
// metrics (the web client's files: web-files.ts). Bodies are parsed with zod; errors are `{ error: { code, message } }`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BOTS } from '@wl/bots';
import { CHARACTER_IDS } from '@wl/engine';
import { z, ZodError } from 'zod';
import type { Lobby } from './lobby.js';
import type { Logger } from './logger.js';
import type { Metrics } from './metrics.js';
import { BotLevelSchema, DisplayNameSchema, parseTableOptions } from './options.js';
import type { KeyedLimiter } from './rate.js';
import { replayFile } from './replay.js';
import { ClientError } from './runner.js';
import type { MatchStore } from './store.js';
import { tokenMatches } from './tokens.js';
import { TableIdSchema } from './protocol.js';
import { registerWebFiles } from './web-files.js';

/** What the routes need. */
export interface HttpDeps {
  lobby: Lobby; store: MatchStore; log: Logger; writes: KeyedLimiter;
  /** Served at GET /metrics; null: not served (404). */
  metrics: Metrics | null;
  /** The hash (tokens.ts hashToken) of the bearer token GET /metrics asks for; null: none asked. */
  metricsTokenHash: string | null;
}

const STATUS: Record<string, number> = {
  ERR_NOT_FOUND: 404, ERR_NO_TABLE: 404, ERR_NO_MATCH: 404, ERR_NOT_FINISHED: 409, ERR_SEAT_TAKEN: 409, ERR_CHARACTER_TAKEN: 409, ERR_TABLE_FULL: 409, ERR_STARTED: 409, ERR_BAD_TOKEN: 403, ERR_UNAUTHORIZED: 401,
  ERR_RATE_LIMIT: 429, ERR_TOO_MANY_MATCHES: 503, ERR_BUSY: 503, ERR_TOO_LARGE: 413, ERR_INTERNAL: 500,
};

const JoinSchema = z.object({ name: DisplayNameSchema, seat: z.number().int().min(0).max(5).optional(), character: z.enum(CHARACTER_IDS).optional() }).strict();
const StartSchema = z.object({ token: z.string().min(1).max(100), level: BotLevelSchema.optional() }).strict();

function sendError(reply: FastifyReply, code: string, message: string, status = STATUS[code] ?? 400, rule?: string): FastifyReply {
  return reply.status(status).send({ error: rule ? { code, message, rule } : { code, message } });
}

/** Registers the REST routes and the error handlers on `app`. */
export function registerHttp(app: FastifyInstance, d: HttpDeps): void {
  const limitWrites = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!d.writes.take(req.ip)) return sendError(reply, 'ERR_RATE_LIMIT', 'Too many requests; slow down.');
  };

  registerWebFiles(app, (reply) => sendError(reply, 'ERR_NOT_FOUND', 'No such file.', 404));
  app.get('/healthz', async () => ({ ok: true, store: d.store.kind, ...d.lobby.stats(), rssMb: Math.round(process.memoryUsage().rss / 1e5) / 10 }));
  app.get('/api/bots', async () => ({ levels: Object.keys(BOTS) }));
  app.get('/metrics', async (req, reply) => {
    if (!d.metrics) return sendError(reply, 'ERR_NOT_FOUND', 'Metrics are off on this server (METRICS=0).', 404);
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (d.metricsTokenHash !== null && (bearer === undefined || !tokenMatches(bearer, d.metricsTokenHash))) { // as seat tokens: hashed, constant time
      void reply.header('www-authenticate', 'Bearer');
      return sendError(reply, 'ERR_UNAUTHORIZED', 'The metrics need this server\'s token: Authorization: Bearer <METRICS_TOKEN>.', 401);
    }
    return reply.type(d.metrics.registry.contentType).send(await d.metrics.registry.metrics());
  });

  app.post('/api/tables', { preHandler: limitWrites }, async (req, reply) => {
    const table = await d.lobby.create(parseTableOptions(req.body ?? {}));
    return reply.status(201).send({ table: table.info() });
  });

  app.get('/api/tables', async () => ({ tables: await d.lobby.list() }));

  app.get('/api/tables/:id', async (req, reply) => {
    const id = TableIdSchema.safeParse((req.params as { id: string }).id);
    const table = id.success ? await d.lobby.get(id.data) : null;
    if (!table) return sendError(reply, 'ERR_NO_TABLE', 'No such table.');
    return { table: table.info() };
  });

  app.post('/api/tables/:id/join', { preHandler: limitWrites }, async (req, reply) => {
    const id = TableIdSchema.safeParse((req.params as { id: string }).id);
    const table = id.success ? await d.lobby.get(id.data) : null;
    if (!table) return sendError(reply, 'ERR_NO_TABLE', 'No such table.');
    const body = JoinSchema.parse(req.body ?? {});
    const { seat, token } = await d.lobby.join(table, body.name, body.seat, body.character);
    return reply.status(201).send({ seat, token, table: table.info() });
  });

  app.post('/api/tables/:id/start', { preHandler: limitWrites }, async (req, reply) => {
    const id = TableIdSchema.safeParse((req.params as { id: string }).id);
    const table = id.success ? await d.lobby.get(id.data) : null;
    if (!table) return sendError(reply, 'ERR_NO_TABLE', 'No such table.');
    const body = StartSchema.parse(req.body ?? {});
    await d.lobby.startNow(table, body.token, body.level ?? table.record.options.standIn);
    return { table: table.info() };
  });

  app.get('/api/matches/:id/replay', async (req, reply) => {
    const id = TableIdSchema.safeParse((req.params as { id: string }).id);
    const match = id.success ? await d.store.getMatch(id.data) : null;
    if (!match) return sendError(reply, 'ERR_NO_MATCH', 'No such match.');
    // Hidden information (hands, decks, the seed) is revealed only once the match is over.
    if (!match.finished) return sendError(reply, 'ERR_NOT_FINISHED', 'The replay of a match is available once it is over.');
    return replayFile(match, await d.store.loadLog(match.id));
  });

  app.setNotFoundHandler((_req, reply) => sendError(reply, 'ERR_NOT_FOUND', 'Not found.'));
  app.setErrorHandler((err: Error & { code?: string; statusCode?: number }, req, reply) => {
    if (err instanceof ClientError) return sendError(reply, err.payload.code, err.payload.message, undefined, err.payload.rule);
    if (err instanceof ZodError) {
      const issue = err.issues[0];
      return sendError(reply, 'ERR_BAD_OPTIONS', `Bad input at ${issue?.path.map(String).join('.') || 'body'}: ${issue?.message ?? 'invalid'}.`);
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(reply, 'ERR_TOO_LARGE', 'The request body is too large.');
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return sendError(reply, err.code?.includes('JSON') || err instanceof SyntaxError ? 'ERR_BAD_JSON' : 'ERR_BAD_MESSAGE', 'Bad request.', err.statusCode);
    }
    d.log.error({ url: req.url, err: err.message, stack: err.stack }, 'request failed');
    return sendError(reply, 'ERR_INTERNAL', 'Something went wrong on the server.', 500);
  });
}
