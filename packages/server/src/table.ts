// A table in memory: its record, its current match, the clients connected to it, and the
// fan-out that sends each of them its own view, legal actions and redacted events. What anyone
// may know about a table is built field by field, so token hashes and seeds never reach a client.
import { redactEvent, type CharacterId, type GameEvent, type Seat, type Viewer } from '@wl/engine';
import type { TimerHandle } from './clock.js';
import { ChatRoom } from './chat.js';
import { HISTORY_VERSIONS, type Match } from './match.js';
import type { ServerMessage, Snapshot } from './protocol.js';
import { gameOptionsOf, type TableOptions } from './options.js';
import { SerialQueue } from './queue.js';
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
  /** The character its player chose on taking it, at a table whose characters are chosen (R3.2); null otherwise. */
  character: CharacterId | null;
  /** Some client holds this seat open now. */
  connected: boolean;
  /** A stand-in bot is playing this human seat. */
  autoplay: boolean;
  /**
   * From when (epoch ms) the other seated players may let the stand-in bot play this seat
   * (`standIn` message): its player's connection has been gone that long. Null while nobody may:
   * the seat is connected, free, a bot's or already played by a stand-in, or no match is running.
   */
  standInFrom: number | null;
}

/** A table as shown to everyone. */
export interface TableInfo {
  id: string;
  /** The path of the invite link (`/t/<id>`). */
  invite: string;
  options: Omit<TableOptions, 'seats' | 'game'> & { game: NonNullable<TableOptions['game']> };
  seats: SeatInfo[];
  status: 'waiting' | 'playing' | 'finished';
  match: string | null;
  /**
   * The seat that owes the match's next decision when this info was made (null: none, or not
   * known without loading the match). A client in the game reads its view's prompt instead; this
   * is for pages outside the game (the home page's "Your tables": "your turn").
   */
  turn: Seat | null;
  createdAt: number;
}

/** The public form of a table, with who is connected, who is played by a stand-in bot, and from when the others may hand an absent seat to one (`standInFrom`). */
export function tableInfo(t: TableRecord, connected: ReadonlySet<Seat> = new Set(), autoplay: ReadonlySet<Seat> = new Set(),
  standInFrom: (seat: Seat) => number | null = () => null, turn: Seat | null = null): TableInfo {
  const { players, length, visibility, spectators, turnTimer, standIn } = t.options;
  return {
    id: t.id,
    invite: `/t/${t.id}`,
    options: { players, length, game: gameOptionsOf(t.options), visibility, spectators, turnTimer, standIn },
    seats: t.seats.map((s) => ({
      seat: s.seat, kind: s.kind, level: s.kind === 'bot' ? s.level : null, name: s.name,
      taken: s.kind === 'bot' || s.tokenHash !== null, character: s.character ?? null, connected: connected.has(s.seat), autoplay: autoplay.has(s.seat),
      standInFrom: standInFrom(s.seat),
    })),
    status: t.matchId === null ? 'waiting' : t.finished ? 'finished' : 'playing',
    match: t.matchId,
    turn,
    createdAt: t.createdAt,
  };
}

/** A client connection as the game side sees it: its seat (null for a spectator) and a sender. */
export interface Conn {
  readonly id: number;
  seat: Seat | null;
  table: Table | null;
  send(m: ServerMessage): void;
  /** False once the connection has closed. */
  isOpen(): boolean;
}

/** The viewer a connection stands for. */
export function viewerOf(c: Conn): Viewer {
  return c.seat === null ? 'spectator' : c.seat;
}

/** One table's live state. All changes go through `queue`, one at a time. */
export class Table {
  record: TableRecord;
  match: Match | null = null;
  readonly conns = new Set<Conn>();
  readonly queue = new SerialQueue();
  /** The turn timer of the owed decision, and when it fires (epoch ms). */
  timer: TimerHandle | null = null;
  deadline: number | null = null;
  /** The bot decision being computed for this match, if any. */
  botJob: object | null = null;
  /** The table's recent chat lines (chat.ts), across its matches. */
  readonly chat = new ChatRoom();
  /** When each seat's last connection closed (or it was claimed), for the seats not connected now. */
  private readonly gone = new Map<Seat, number>();

  /**
   * Wraps a stored table, opened at `openedAt` (a seat nobody has connected to since counts as gone
   * from then); the other players may hand a seat to its stand-in `graceMs` after it went.
   */
  constructor(record: TableRecord, private readonly openedAt: number, private readonly graceMs: number) {
    this.record = record;
  }

  /** Notes that `seat` has no connection from `now` on (its last one closed, or it was just claimed). */
  seatGone(seat: Seat, now: number): void {
    if (!this.seatConnected(seat)) this.gone.set(seat, now);
  }

  /** From when the other players may let the stand-in bot play `seat` (SeatInfo `standInFrom`), or null. */
  standInFrom(seat: Seat): number | null {
    const s = this.record.seats[seat];
    const m = this.match;
    if (!s || s.kind !== 'human' || s.tokenHash === null || !m || m.finished || m.autoplay.has(seat) || this.seatConnected(seat)) return null;
    return (this.gone.get(seat) ?? this.openedAt) + this.graceMs;
  }

  /** The table's id. */
  get id(): string {
    return this.record.id;
  }

  /** Seats with at least one open connection. */
  connectedSeats(): Set<Seat> {
    const out = new Set<Seat>();
    for (const c of this.conns) if (c.seat !== null) out.add(c.seat);
    return out;
  }

  /** Whether a client holds `seat` open. */
  seatConnected(seat: Seat): boolean {
    for (const c of this.conns) if (c.seat === seat) return true;
    return false;
  }

  /** The table as everyone may see it. */
  info(): TableInfo {
    return tableInfo(this.record, this.connectedSeats(), new Set(this.match?.autoplay.keys() ?? []), (seat) => this.standInFrom(seat), this.match?.promptSeat ?? null);
  }

  /** Sends the table's public info to every connection. */
  broadcastTable(): void {
    const msg: ServerMessage = { t: 'table', d: this.info() };
    for (const c of this.conns) c.send(msg);
  }

  /** The current snapshot for one viewer. */
  snapshot(viewer: Viewer): Snapshot {
    const m = this.match!;
    const { view, legal } = m.snapshot(viewer);
    const canUndo = viewer !== 'spectator' && m.undoCheck(viewer).ok;
    return { match: m.id, v: m.v, view, legal, autoplay: [...m.autoplay.keys()].sort((a, b) => a - b), deadline: this.deadline, canUndo };
  }

  /**
   * Sends one connection what it missed since `since` (same match), or a full view with the
   * latest versions' events as the log's history (HISTORY_VERSIONS), each redacted for its viewer.
   */
  sendSync(c: Conn, since?: { match?: string; v?: number }): void {
    const m = this.match;
    if (!m) return;
    const viewer = viewerOf(c);
    const missed = since?.v !== undefined && (since.match === undefined || since.match === m.id) ? m.eventsSince(since.v) : null;
    const events = (missed ?? m.recentEvents(HISTORY_VERSIONS)).map((x) => ({ v: x.v, events: x.events.map((e) => redactEvent(e, viewer)) }));
    c.send({ t: 'sync', d: { ...this.snapshot(viewer), full: missed === null, events } });
  }

  /** Sends every connection the update of version `v` with its raw `events`, each redacted for its viewer. */
  broadcastUpdate(events: readonly GameEvent[]): void {
    const cache = new Map<Viewer, ServerMessage>();
    for (const c of this.conns) {
      const viewer = viewerOf(c);
      let msg = cache.get(viewer);
      if (!msg) {
        msg = { t: 'update', d: { ...this.snapshot(viewer), events: events.map((e) => redactEvent(e, viewer)) } };
        cache.set(viewer, msg);
      }
      c.send(msg);
    }
  }
}
