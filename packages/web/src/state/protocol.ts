// The server's wire format as the client reads it (packages/server/src/protocol.ts and table.ts):
// `{ t, d }` envelopes, table info and per-seat snapshots. Kept here as types only, because the web
// client never imports the server package.
import type { Action, CharacterId, GameEvent, GameOptions, PlayerView, Seat } from '@wl/engine';

/** A seat as everyone sees it. */
export interface SeatInfo {
  seat: Seat;
  kind: 'human' | 'bot';
  level: string | null;
  name: string | null;
  taken: boolean;
  /** The character its player chose on taking it, at a table whose characters are chosen (R3.2); null otherwise (absent from older servers). */
  character?: CharacterId | null;
  connected: boolean;
  autoplay: boolean;
  /** From when (epoch ms) the others may let a stand-in bot play this seat, its player gone (message `standIn`); null or absent: not now. */
  standInFrom?: number | null;
}

/** A table as everyone sees it. */
export interface TableInfo {
  id: string;
  invite: string;
  options: {
    players: number; length: number; game: GameOptions; visibility: 'public' | 'private'; spectators: boolean;
    turnTimer: number | null; standIn: string;
  };
  seats: SeatInfo[];
  status: 'waiting' | 'playing' | 'finished';
  match: string | null;
  /** The seat owing the match's next decision when the server made this info (pages outside the game; the game reads its view). */
  turn: Seat | null;
  createdAt: number;
}

/** An error from the server: a stable code, a sentence, the rule id of a rules error. */
export interface ErrorPayload { code: string; message: string; rule?: string; ackId?: string | number }

/** A viewer's state after a change. */
export interface Snapshot { match: string; v: number; view: PlayerView; legal: Action[]; autoplay: Seat[]; deadline: number | null; canUndo?: boolean }

/** Every message the server sends. */
export type ServerMessage =
  | { t: 'welcome'; d: { table: TableInfo; seat: Seat | null } }
  | { t: 'table'; d: TableInfo }
  | { t: 'sync'; d: Snapshot & { full: boolean; events: { v: number; events: GameEvent[] }[] } }
  | { t: 'update'; d: Snapshot & { events: GameEvent[] } }
  | { t: 'ack'; d: { ackId: string | number; v: number } }
  | { t: 'clock'; d: { match: string; v: number; deadline: number | null } }
  | { t: 'error'; d: ErrorPayload }
  | { t: 'chat'; d: { lines: ChatLine[] } }
  | { t: 'pong'; d: { n?: number } };

/** The chat's quick phrases (server chat.ts CHAT_PHRASES), shown in the reader's language. */
export const CHAT_PHRASES = ['hello', 'goodLuck', 'wellPlayed', 'thanks', 'sorry', 'thinking', 'back', 'goodGame'] as const;

/** What a player says in the chat: words, or a quick phrase (each reader sees it in their own language). */
export type Said = { text: string } | { phrase: string };

/** A line of the table's chat (server chat.ts), words (`text`) or a quick phrase (`phrase`): `n` counts the table's lines from 1. */
export interface ChatLine { n: number; seat: Seat; name: string; text?: string; phrase?: string; at: number }

/** One seat asked for when creating a table. */
export type SeatRequest = { kind: 'human' } | { kind: 'bot'; level: string };

/** The body of `POST /api/tables`. */
export interface CreateTableRequest {
  players: number;
  seats: SeatRequest[];
  game: Partial<GameOptions>;
  turnTimer: number | null;
  visibility: 'public' | 'private';
}
