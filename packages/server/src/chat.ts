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

/** The quick phrases: each client shows them in its reader's language (a Persian player's "Good luck!" reads in Italian at an Italian's screen). */
export const CHAT_PHRASES = ['hello', 'goodLuck', 'wellPlayed', 'thanks', 'sorry', 'thinking', 'back', 'goodGame'] as const;
/** A quick phrase's id. */
export type ChatPhrase = (typeof CHAT_PHRASES)[number];

/** One chat line as every client gets it, its words (`text`) or a quick phrase (`phrase`); `n` counts the table's lines from 1, so a client can skip those it has. */
export type ChatLine = { n: number; seat: Seat; name: string; at: number } & ({ text: string } | { phrase: ChatPhrase });

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

  /** Adds a line (its words or a quick phrase) and returns it. */
  add(seat: Seat, name: string, said: { text: string } | { phrase: ChatPhrase }, at: number): ChatLine {
    const line: ChatLine = { n: ++this.count, seat, name, ...said, at };
    this.kept.push(line);
    if (this.kept.length > CHAT_KEPT) this.kept.shift();
    return line;
  }
}

/** Each seat may write 5 lines at once, then one every 2 seconds. */
export function chatLimiter(now: () => number): KeyedLimiter {
  return new KeyedLimiter(0.5, 5, now);
}

/** A seated player's line (words, cleaned, or a quick phrase): limited, kept and sent to every connection of the table. */
export function say(table: Table, conn: Conn, msg: { text: string } | { phrase: ChatPhrase }, limiter: KeyedLimiter, now: number): void {
  if (conn.seat === null) throw new ClientError({ code: 'ERR_SPECTATOR', message: 'Spectators can read the chat but not write in it.' });
  const said = 'phrase' in msg ? { phrase: msg.phrase } : { text: cleanChatText(msg.text) };
  if ('text' in said && !said.text) throw new ClientError({ code: 'ERR_BAD_MESSAGE', message: 'A chat line needs some text.' });
  if (!limiter.take(`${table.id}:${conn.seat}`)) throw new ClientError({ code: 'ERR_RATE_LIMIT', message: 'Too many chat lines; wait a moment.' });
  const name = table.record.seats[conn.seat]?.name ?? `Seat ${conn.seat + 1}`;
  const line = table.chat.add(conn.seat, name, said, now);
  for (const c of table.conns) c.send({ t: 'chat', d: { lines: [line] } });
}
