// What anyone may know about a table: built field by field from the record, so token hashes
// and seeds never reach a client.
import type { Seat } from '@wl/engine';
import type { TableOptions } from './options.js';
import type { TableRecord } from './store.js';

/** A seat as shown to everyone. */
export interface SeatInfo {
  seat: Seat;
  kind: 'human' | 'bot';
  /** The bot level of a bot seat; null for a human seat. */
  level: string | null;
  name: string | null;
  /** A human seat has been claimed (bots always count as taken). */
  taken: boolean;
  /** Some client holds this seat open now. */
  connected: boolean;
  /** A stand-in bot is playing this human seat. */
  autoplay: boolean;
}

/** A table as shown to everyone. */
export interface TableInfo {
  id: string;
  /** The path of the invite link (`/t/<id>`). */
  invite: string;
  options: Omit<TableOptions, 'seats'>;
  seats: SeatInfo[];
  status: 'waiting' | 'playing' | 'finished';
  match: string | null;
  createdAt: number;
}

/** The public form of a table, with who is connected and who is played by a stand-in bot. */
export function tableInfo(t: TableRecord, connected: ReadonlySet<Seat> = new Set(), autoplay: ReadonlySet<Seat> = new Set()): TableInfo {
  const { players, length, visibility, spectators, turnTimer, standIn } = t.options;
  return {
    id: t.id,
    invite: `/t/${t.id}`,
    options: { players, length, visibility, spectators, turnTimer, standIn },
    seats: t.seats.map((s) => ({
      seat: s.seat, kind: s.kind, level: s.kind === 'bot' ? s.level : null, name: s.name,
      taken: s.kind === 'bot' || s.tokenHash !== null, connected: connected.has(s.seat), autoplay: autoplay.has(s.seat),
    })),
    status: t.matchId === null ? 'waiting' : t.finished ? 'finished' : 'playing',
    match: t.matchId,
    createdAt: t.createdAt,
  };
}
