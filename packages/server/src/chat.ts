// The table's chat: seated players write short lines that every connection of the table sees
// (spectators read them). Kept in memory only, the last CHAT_KEPT lines per table, sent to a
// connection when it says hello; never part of the match log, so a restart forgets it.
import type { Seat } from '@wl/engine';
import { ClientError } from './runner.js';
import { KeyedLimiter } from './rate.js';
import type { Conn, Table } from './table.js';

/** The longest chat line, in characters (code points), after cleaning. */
export const CHAT_MAX = 200;
/** How many recent lines a table keeps for those who join or reconnect. */
export const CHAT_KEPT = 50;

/** One chat line as every client gets it: `n` counts the table's lines from 1, so a client can skip those it has. */
export interface ChatLine { n: number; seat: Seat; name: string; text: string; at: number }

// Control characters and the bidi embeddings, overrides and isolates: a line cannot reorder the
// page around it or hide text. Joiners (U+200C, which Persian words need, and U+200D) stay.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const STRIP = /[\u0000-\u001f\u007f-\u009f\u200b\u200e\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** A chat line as shown: controls and bidi overrides removed, white space collapsed, at most CHAT_MAX characters. */
export function cleanChatText(raw: string): string {
  const s = raw.replace(STRIP, ' ').replace(/\s+/g, ' ').trim();
  return [...s].slice(0, CHAT_MAX).join('').trim();
}

/** A table's recent chat lines. */
export class ChatRoom {
  private readonly kept: ChatLine[] = [];
  private count = 0;

  /** The lines kept, oldest first. */
  lines(): readonly ChatLine[] {
    return this.kept;
  }

  /** Adds a line and returns it. */
  add(seat: Seat, name: string, text: string, at: number): ChatLine {
    const line = { n: ++this.count, seat, name, text, at };
    this.kept.push(line);
    if (this.kept.length > CHAT_KEPT) this.kept.shift();
    return line;
  }
}

/** Each seat may write 5 lines at once, then one every 2 seconds. */
export function chatLimiter(now: () => number): KeyedLimiter {
  return new KeyedLimiter(0.5, 5, now);
}

/** A seated player's line: cleaned, limited, kept and sent to every connection of the table. */
export function say(table: Table, conn: Conn, raw: string, limiter: KeyedLimiter, now: number): void {
  if (conn.seat === null) throw new ClientError({ code: 'ERR_SPECTATOR', message: 'Spectators can read the chat but not write in it.' });
  const text = cleanChatText(raw);
  if (!text) throw new ClientError({ code: 'ERR_BAD_MESSAGE', message: 'A chat line needs some text.' });
  if (!limiter.take(`${table.id}:${conn.seat}`)) throw new ClientError({ code: 'ERR_RATE_LIMIT', message: 'Too many chat lines; wait a moment.' });
  const name = table.record.seats[conn.seat]?.name ?? `Seat ${conn.seat + 1}`;
  const line = table.chat.add(conn.seat, name, text, now);
  for (const c of table.conns) c.send({ t: 'chat', d: { lines: [line] } });
}
