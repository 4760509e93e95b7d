// A table in memory: its record, its current match, the clients connected to it, and the
// fan-out that sends each of them its own view, legal actions and redacted events. What anyone
// may know about a table is built field by field, so token hashes and seeds never reach a client.
import { redactEvent, type GameEvent, type Seat, type Viewer } from '@wl/engine';
import type { TimerHandle } from './clock.js';
import type { Match } from './match.js';
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
  options: Omit<TableOptions, 'seats' | 'game'> & { game: NonNullable<TableOptions['game']> };
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
    options: { players, length, game: gameOptionsOf(t.options), visibility, spectators, turnTimer, standIn },
    seats: t.seats.map((s) => ({
      seat: s.seat, kind: s.kind, level: s.kind === 'bot' ? s.level : null, name: s.name,
      taken: s.kind === 'bot' || s.tokenHash !== null, connected: connected.has(s.seat), autoplay: autoplay.has(s.seat),
    })),
    status: t.matchId === null ? 'waiting' : t.finished ? 'finished' : 'playing',
    match: t.matchId,
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

  /** Wraps a stored table. */
  constructor(record: TableRecord) {
    this.record = record;
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
    return tableInfo(this.record, this.connectedSeats(), new Set(this.match?.autoplay.keys() ?? []));
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

  /** Sends one connection what it missed since `since` (same match), or a full view. */
  sendSync(c: Conn, since?: { match?: string; v?: number }): void {
    const m = this.match;
    if (!m) return;
    const viewer = viewerOf(c);
    const missed = since?.v !== undefined && (since.match === undefined || since.match === m.id) ? m.eventsSince(since.v) : null;
    const events = (missed ?? []).map((x) => ({ v: x.v, events: x.events.map((e) => redactEvent(e, viewer)) }));
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
