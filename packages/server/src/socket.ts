// The WebSocket edge: size and rate limits, parsing into typed messages, and dispatch to the
// lobby and the match runner. No rules here. A client error never changes state and never
// carries a stack trace; an unexpected error is logged and answered with ERR_INTERNAL.
import type { WebSocket } from 'ws';
import type { Logger } from './logger.js';
import type { Lobby } from './lobby.js';
import type { Metrics } from './metrics.js';
import { encode, parseClientMessage, type ClientMessage, type ErrorPayload, type ServerMessage } from './protocol.js';
import { QueueFullError, SerialQueue } from './queue.js';
import { say } from './chat.js';
import { TokenBucket, type KeyedLimiter } from './rate.js';
import { ClientError, type MatchRunner } from './runner.js';
import type { Conn } from './table.js';

/** Limits applied to each connection. */
export interface SocketLimits {
  /** Largest message answered with an error rather than a closed socket (the ws maxPayload is larger). */
  maxMessageBytes: number;
  /** Sustained messages per second, and the burst allowed above it. */
  perSecond: number;
  burst: number;
  /** Refused messages after which the connection is closed (1008). */
  maxStrikes: number;
  /** Unsent bytes after which a client that does not read is dropped. */
  maxBufferedBytes: number;
}

/** What the socket layer needs. */
export interface SocketDeps {
  lobby: Lobby; runner: MatchRunner; log: Logger; now: () => number; limits: SocketLimits;
  /** Counts messages, refusals and connections (metrics.ts). */
  metrics: Metrics;
  /** The chat's limit per table seat (chat.ts chatLimiter). */
  chat: KeyedLimiter;
}

let nextConnId = 1;

/** Serves one WebSocket connection until it closes. */
export function serveSocket(ws: WebSocket, d: SocketDeps, remote: string): void {
  const bucket = new TokenBucket(d.limits.perSecond, d.limits.burst, d.now);
  const inbox = new SerialQueue(64);
  let strikes = 0;
  let strikesSince = d.now();
  const conn: Conn = {
    id: nextConnId++,
    seat: null,
    table: null,
    send(m: ServerMessage) {
      if (ws.readyState !== ws.OPEN) return;
      if (ws.bufferedAmount > d.limits.maxBufferedBytes) {
        ws.close(1008, 'not reading');
        return;
      }
      ws.send(encode(m));
    },
    isOpen: () => ws.readyState === ws.OPEN,
  };
  const fail = (e: ErrorPayload) => {
    d.metrics.refusals.inc({ code: e.code });
    conn.send({ t: 'error', d: e });
  };
  d.metrics.connections.inc();
  // Refused messages are counted per minute; too many in one minute close the connection.
  const strike = () => {
    if (d.now() - strikesSince > 60_000) {
      strikes = 0;
      strikesSince = d.now();
    }
    if (++strikes >= d.limits.maxStrikes) {
      d.log.warn({ conn: conn.id, remote }, 'closing an abusive connection');
      ws.close(1008, 'too many bad messages');
    }
  };

  ws.on('message', (data, isBinary) => {
    const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : (data as Buffer | ArrayBuffer).byteLength;
    if (size > d.limits.maxMessageBytes) {
      strike();
      return fail({ code: 'ERR_TOO_LARGE', message: `Messages are limited to ${d.limits.maxMessageBytes} bytes.` });
    }
    if (isBinary) {
      strike();
      return fail({ code: 'ERR_BAD_MESSAGE', message: 'Messages are JSON text.' });
    }
    const parsed = parseClientMessage(Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(data as Buffer[]).toString('utf8'));
    if (!parsed.ok) {
      d.metrics.messages.inc({ kind: 'invalid' });
      strike();
      return fail(parsed.error);
    }
    d.metrics.messages.inc({ kind: parsed.msg.t });
    // Every refusal of an action or undo names its ackId, so the client can match it to what it sent.
    const ackId = parsed.msg.t === 'action' || parsed.msg.t === 'undo' ? parsed.msg.d.ackId : undefined;
    const refuse = (e: ErrorPayload) => fail(ackId === undefined || e.ackId !== undefined ? e : { ...e, ackId });
    if (!bucket.take()) {
      strike();
      return refuse({ code: 'ERR_RATE_LIMIT', message: 'Too many messages; slow down.' });
    }
    inbox.run(() => handle(conn, parsed.msg, d)).catch((e: unknown) => {
      if (e instanceof ClientError) return refuse(e.payload);
      if (e instanceof QueueFullError) return refuse({ code: 'ERR_BUSY', message: 'The server is busy; try again.' });
      d.log.error({ conn: conn.id, kind: parsed.msg.t, err: (e as Error).message, stack: (e as Error).stack }, 'message failed');
      refuse({ code: 'ERR_INTERNAL', message: 'Something went wrong on the server; nothing changed.' });
    });
  });

  ws.on('close', () => {
    const table = conn.table;
    if (!table) return;
    table.conns.delete(conn);
    conn.table = null;
    if (conn.seat !== null) table.seatGone(conn.seat, d.now());
    table.broadcastTable();
    d.runner.touch(table).catch(() => undefined);
  });
  ws.on('error', (e) => d.log.warn({ conn: conn.id, err: e.message }, 'socket error'));
}

async function handle(conn: Conn, msg: ClientMessage, d: SocketDeps): Promise<void> {
  if (msg.t === 'ping') return conn.send({ t: 'pong', d: { n: msg.d?.n } });
  if (msg.t === 'hello') return hello(conn, msg.d, d);
  const table = conn.table;
  if (!table) throw new ClientError({ code: 'ERR_NOT_JOINED', message: 'Say hello to a table first.' });
  switch (msg.t) {
    case 'action': return d.runner.act(table, conn, msg.d);
    case 'undo': return d.runner.undo(table, conn, msg.d);
    case 'sync': return table.queue.run(() => {
      if (!table.match) throw new ClientError({ code: 'ERR_NOT_STARTED', message: 'The match has not started.' });
      table.sendSync(conn, { v: msg.d.v });
    });
    case 'back':
      if (conn.seat === null) throw new ClientError({ code: 'ERR_SPECTATOR', message: 'Spectators have no seat.' });
      return d.runner.back(table, conn.seat);
    case 'chat':
      return say(table, conn, msg.d, d.chat, d.now());
    case 'standIn':
      return d.runner.standIn(table, conn, msg.d.seat);
    case 'rematch':
      if (conn.seat === null) throw new ClientError({ code: 'ERR_SPECTATOR', message: 'Spectators cannot start a rematch.' });
      return d.lobby.rematch(table);
  }
}

async function hello(conn: Conn, h: Extract<ClientMessage, { t: 'hello' }>['d'], d: SocketDeps): Promise<void> {
  if (conn.table) throw new ClientError({ code: 'ERR_ALREADY_JOINED', message: 'This connection is already at a table.' });
  const table = await d.lobby.get(h.table);
  if (!table) throw new ClientError({ code: 'ERR_NO_TABLE', message: 'No such table.' });
  let seat: number | null = null;
  if (h.token !== undefined) {
    seat = d.lobby.seatOf(table, h.token);
    if (seat === null) throw new ClientError({ code: 'ERR_BAD_TOKEN', message: 'That token holds no seat at this table.' });
  } else if (!table.record.options.spectators) {
    throw new ClientError({ code: 'ERR_NO_SPECTATORS', message: 'This table does not allow spectators.' });
  }
  await table.queue.run(() => {
    if (!conn.isOpen()) return;
    conn.seat = seat;
    conn.table = table;
    table.conns.add(conn);
    if (seat !== null) d.runner.afterChange(table);
    conn.send({ t: 'welcome', d: { table: table.info(), seat } });
    if (table.match) table.sendSync(conn, { match: h.match, v: h.v });
    if (table.chat.lines().length) conn.send({ t: 'chat', d: { lines: table.chat.lines() } });
    table.broadcastTable();
  });
  d.log.info({ conn: conn.id, table: table.id, seat }, 'hello');
  if (seat !== null && conn.isOpen()) await d.runner.back(table, seat);
}
