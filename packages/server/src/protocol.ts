// The WebSocket protocol: JSON `{ t, d }` envelopes. Inbound messages are parsed once, here,
// into a typed union; actions stay opaque records that only the engine judges.
import type { Action, GameEvent, PlayerView, Seat } from '@wl/engine';
import { z } from 'zod';
import { CHAT_PHRASES, type ChatLine } from './chat.js';
import type { TableInfo } from './table.js';

/** A table id as the server makes them (lowercase letters and digits). */
export const TableIdSchema = z.string().regex(/^[0-9a-z]{4,40}$/);

const ackId = z.union([z.string().min(1).max(64), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)]);
const version = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** Every message a client may send, by kind. */
export const ClientMessageSchema = z.discriminatedUnion('t', [
  /** Opens a table: as a seat with its token, or as a spectator without. `v` is the last version seen. */
  z.object({ t: z.literal('hello'), d: z.object({ table: TableIdSchema, token: z.string().min(1).max(100).optional(),
    match: z.string().min(1).max(40).optional(), v: version.optional() }).strict() }).strict(),
  /** A decision for the sender's seat, at version `v`. */
  z.object({ t: z.literal('action'), d: z.object({ action: z.record(z.string(), z.unknown()), ackId, v: version }).strict() }).strict(),
  /** Takes back the sender's last action (same turn only). */
  z.object({ t: z.literal('undo'), d: z.object({ ackId, v: version }).strict() }).strict(),
  /** Asks for the events since `v`, or a full view. */
  z.object({ t: z.literal('sync'), d: z.object({ v: version.optional() }).strict() }).strict(),
  /** The seat's player is back: its stand-in bot stops. */
  z.object({ t: z.literal('back'), d: z.object({}).strict().optional() }).strict(),
  /** Asks that a stand-in bot play `seat`: the sender's own (at once), or one whose player has been gone longer than the grace time (a seated player only). */
  z.object({ t: z.literal('standIn'), d: z.object({ seat: z.number().int().min(0).max(5) }).strict() }).strict(),
  /** A line for the table's chat (a seated player only): words, cleaned and cut to 200 characters, or a quick phrase (chat.ts). */
  z.object({ t: z.literal('chat'), d: z.union([z.object({ text: z.string().min(1).max(1000) }).strict(), z.object({ phrase: z.enum(CHAT_PHRASES) }).strict()]) }).strict(),
  /** Starts a new match at the table once the current one is over. */
  z.object({ t: z.literal('rematch'), d: z.object({}).strict().optional() }).strict(),
  /** Keep-alive; answered with `pong`. */
  z.object({ t: z.literal('ping'), d: z.object({ n: z.number().optional() }).strict().optional() }).strict(),
]);

/** A parsed client message. */
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

/** The kinds of client message. */
export const CLIENT_KINDS = ['hello', 'action', 'undo', 'sync', 'back', 'standIn', 'chat', 'rematch', 'ping'] as const;

/** Stable error codes of the server (engine rule errors keep the engine's codes). */
export const SERVER_ERRORS = [
  'ERR_BAD_JSON', 'ERR_BAD_MESSAGE', 'ERR_UNKNOWN_KIND', 'ERR_TOO_LARGE', 'ERR_RATE_LIMIT', 'ERR_NOT_JOINED',
  'ERR_ALREADY_JOINED', 'ERR_NO_TABLE', 'ERR_BAD_TOKEN', 'ERR_NO_SPECTATORS', 'ERR_NOT_STARTED', 'ERR_SPECTATOR',
  'ERR_STALE', 'ERR_DUPLICATE_ACK', 'ERR_UNDO_REFUSED', 'ERR_NOT_FINISHED', 'ERR_NO_MATCH', 'ERR_BUSY', 'ERR_INTERNAL',
  'ERR_SEAT_TAKEN', 'ERR_TABLE_FULL', 'ERR_BAD_OPTIONS', 'ERR_NOT_FOUND', 'ERR_TOO_MANY_MATCHES', 'ERR_STARTED',
  'ERR_STAND_IN_REFUSED', 'ERR_BAD_CHARACTER', 'ERR_CHARACTER_TAKEN',
] as const;
/** A stable server error code. */
export type ServerErrorCode = (typeof SERVER_ERRORS)[number];

/** An error as sent to a client: a stable code, a sentence, the rule id for rules errors. */
export interface ErrorPayload { code: string; message: string; rule?: string; ackId?: string | number }

/** The state a viewer gets after each change: its view, its legal actions, whose clock runs. */
export interface Snapshot {
  match: string;
  v: number;
  view: PlayerView;
  /** The viewer's legal actions (empty for spectators and seats that owe nothing). */
  legal: Action[];
  /** Seats now played by a stand-in bot. */
  autoplay: Seat[];
  /** When the owed decision times out (epoch ms), or null. */
  deadline: number | null;
  /** Whether this viewer may take back its last action now (undo.ts: its own turn, its own decision, nothing revealed since). */
  canUndo: boolean;
}

/** Every message the server sends, by kind. */
export type ServerMessage =
  | { t: 'welcome'; d: { table: TableInfo; seat: Seat | null } }
  | { t: 'table'; d: TableInfo }
  /** A full view (`full`) or the events the client missed, then the current snapshot. */
  | { t: 'sync'; d: Snapshot & { full: boolean; events: { v: number; events: GameEvent[] }[] } }
  /** One committed change: its events as this viewer may see them, then the new snapshot. */
  | { t: 'update'; d: Snapshot & { events: GameEvent[] } }
  | { t: 'ack'; d: { ackId: string | number; v: number } }
  /** The owed decision's deadline moved (its seat left or came back). */
  | { t: 'clock'; d: { match: string; v: number; deadline: number | null } }
  | { t: 'error'; d: ErrorPayload }
  /** Chat lines: the table's recent ones after a hello, then each new one. */
  | { t: 'chat'; d: { lines: readonly ChatLine[] } }
  | { t: 'pong'; d: { n?: number } };

/** Parses one raw frame into a client message or an error payload; never throws. */
export function parseClientMessage(raw: string): { ok: true; msg: ClientMessage } | { ok: false; error: ErrorPayload } {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, error: { code: 'ERR_BAD_JSON', message: 'The message is not JSON.' } };
  }
  if (!data || typeof data !== 'object' || Array.isArray(data) || typeof (data as { t?: unknown }).t !== 'string') {
    return { ok: false, error: { code: 'ERR_BAD_MESSAGE', message: 'A message is an object { t, d }.' } };
  }
  const t = (data as { t: string }).t;
  if (!(CLIENT_KINDS as readonly string[]).includes(t)) {
    return { ok: false, error: { code: 'ERR_UNKNOWN_KIND', message: `Unknown message kind "${t.slice(0, 32)}".` } };
  }
  const r = ClientMessageSchema.safeParse(data);
  if (!r.success) {
    const issue = r.error.issues[0];
    const where = issue?.path.map(String).join('.') || 'message';
    return { ok: false, error: { code: 'ERR_BAD_MESSAGE', message: `Bad "${t}" message at ${where}: ${issue?.message ?? 'invalid'}.` } };
  }
  return { ok: true, msg: r.data };
}

/** Serializes a server message. */
export function encode(m: ServerMessage): string {
  return JSON.stringify(m);
}

