// One match in memory: the engine state rebuilt from the log, the counted actions, recent
// events per version, stand-in bots and seen ackIds. No I/O here: the runner persists.
import {
  applyAction, legalActions, replay, sameAction, startGame, viewFor,
  type Action, type GameEvent, type GameState, type LoggedAction, type RuleError, type Seat, type Setup, type Viewer,
} from '@wl/engine';
import { DecisionTimes } from './decision-times.js';
import type { AutoplayReason, LogEntry, LogRecord, MatchRecord } from './store.js';
import { actionMeta, undoCheck, undoneEvent, type ActionMeta } from './undo.js';

/** How many versions of events a match keeps for reconnecting clients; older gaps get a full view. */
export const EVENT_WINDOW = 256;
/** How many of the latest versions' events a full view carries as the log's history (a page opened anew, a gap too old). */
export const HISTORY_VERSIONS = 96;
const ACKS_KEPT = 512;

/** An action the engine accepted but that is not committed yet. */
export interface Tried { action: Action; state: GameState; events: GameEvent[] }

/** The match as one viewer sees it now. */
export interface ViewerSnapshot { view: ReturnType<typeof viewFor>; legal: Action[] }

/** A match's live state, built from its setup and log. */
export class Match {
  readonly id: string;
  readonly tableId: string;
  readonly setup: Setup;
  state: GameState;
  /** The version: the seq of the last committed entry (0 right after the setup). */
  v = 0;
  /** The actions that count (undone ones removed), with their seats. */
  readonly actions: LoggedAction[] = [];
  readonly meta: ActionMeta[] = [];
  /** When the owed decision became owed, for its turn timer (an undo gives no fresh time). */
  readonly decisions = new DecisionTimes(this);
  /** Human seats now played by a stand-in bot, with why. */
  readonly autoplay = new Map<Seat, AutoplayReason>();
  private readonly events = new Map<number, GameEvent[]>();
  private readonly acks = new Map<Seat, Map<string, number>>();

  private constructor(record: Omit<MatchRecord, 'finished'>, state: GameState, setupEvents: GameEvent[]) {
    this.id = record.id;
    this.tableId = record.tableId;
    this.setup = record.setup;
    this.state = state;
    this.events.set(0, setupEvents);
  }

  /** A new match from its record (throws the engine's RuleError on a bad setup). */
  static start(record: Omit<MatchRecord, 'finished'>): Match {
    const { state, events } = startGame(record.setup);
    return new Match(record, state, events);
  }

  /** Rebuilds a match by replaying its log; throws if the log does not replay. */
  static rebuild(record: Omit<MatchRecord, 'finished'>, log: readonly LogRecord[]): Match {
    const m = Match.start(record);
    for (const r of log) {
      if (r.seq !== m.v + 1) throw new Error(`match ${record.id}: log jumps from ${m.v} to ${r.seq}`);
      let tried: Tried | undefined;
      if (r.entry.kind === 'action') {
        const t = m.tryAction(r.entry.seat, r.entry.action);
        if (!t.ok) throw new Error(`match ${record.id}: entry ${r.seq} does not replay: ${t.error.code} ${t.error.message}`);
        tried = t.tried;
      }
      m.commit(r.seq, r.entry, tried);
    }
    return m;
  }

  /** True once the game is over. */
  get finished(): boolean {
    return this.state.finished;
  }

  /** Who owes the next decision, or null. */
  get promptSeat(): Seat | null {
    return this.state.finished ? null : (this.state.prompt?.seat ?? null);
  }

  /** Checks an action for `seat` against the engine; nothing changes. The accepted action is the engine's own object. */
  tryAction(seat: Seat, action: unknown): { ok: true; tried: Tried } | { ok: false; error: RuleError } {
    const r = applyAction(this.state, seat, action as Action);
    if (!r.ok) return r;
    const own = legalActions(this.state, seat).find((a) => sameAction(a, action as Action)) ?? (action as Action);
    return { ok: true, tried: { action: own, state: r.state, events: r.events } };
  }

  /** Whether `seat` may undo now, and back to how many counted actions. */
  undoCheck(seat: Seat): { ok: true; to: number } | { ok: false; reason: string } {
    return undoCheck(this.state, this.meta, seat);
  }

  /** Records a committed entry (with the tried result for an action) and returns its events. */
  commit(seq: number, entry: LogEntry, tried?: Tried): GameEvent[] {
    if (seq !== this.v + 1) throw new Error(`match ${this.id}: commit ${seq} after ${this.v}`);
    let events: GameEvent[];
    switch (entry.kind) {
      case 'action': {
        if (!tried) throw new Error('an action entry needs its tried result');
        this.meta.push(actionMeta(this.state, tried.state, tried.events, entry.seat));
        this.actions.push({ seat: entry.seat, action: tried.action });
        this.state = tried.state;
        events = tried.events;
        break;
      }
      case 'undo': {
        this.actions.length = entry.to;
        this.meta.length = entry.to;
        this.state = replay(this.setup, this.actions);
        events = [undoneEvent(entry.seat, entry.to)];
        break;
      }
      case 'autoplay':
        this.autoplay.set(entry.seat, entry.reason);
        events = [{ type: 'autoplayStarted', seat: entry.seat, data: entry.by === undefined ? { reason: entry.reason } : { reason: entry.reason, by: entry.by } }];
        break;
      case 'returned':
        this.autoplay.delete(entry.seat);
        events = [{ type: 'autoplayEnded', seat: entry.seat }];
        break;
      default:
        throw new Error(`match ${this.id}: entry ${seq} has an unknown kind`); // a corrupt log is refused, never replayed in part
    }
    if ((entry.kind === 'action' || entry.kind === 'undo') && entry.ackId !== undefined) this.rememberAck(entry.seat, entry.ackId, seq);
    this.v = seq;
    this.events.set(seq, events);
    this.events.delete(seq - EVENT_WINDOW);
    return events;
  }

  /** The version at which `seat` already used `ackId`, if it did recently. */
  seenAck(seat: Seat, ackId: string | number): number | undefined {
    return this.acks.get(seat)?.get(JSON.stringify(ackId));
  }

  /** The raw events of versions after `v`, or null when they are no longer all kept. */
  eventsSince(v: number): { v: number; events: GameEvent[] }[] | null {
    if (v > this.v || v < this.v - EVENT_WINDOW + 1) return null;
    const out: { v: number; events: GameEvent[] }[] = [];
    for (let x = v + 1; x <= this.v; x++) {
      const e = this.events.get(x);
      if (!e) return null;
      out.push({ v: x, events: e });
    }
    return out;
  }

  /** The raw events of the latest `n` versions still kept, oldest first (a full view's history). */
  recentEvents(n: number): { v: number; events: GameEvent[] }[] {
    return this.eventsSince(Math.max(-1, this.v - n)) ?? []; // after version -1: from the setup's events (version 0) on
  }

  /** The raw events of one version, if kept. */
  eventsAt(v: number): GameEvent[] | undefined {
    return this.events.get(v);
  }

  /** What a viewer may see now: its view and its legal actions. */
  snapshot(viewer: Viewer): ViewerSnapshot {
    return { view: viewFor(this.state, viewer), legal: viewer === 'spectator' ? [] : legalActions(this.state, viewer) };
  }

  private rememberAck(seat: Seat, ackId: string | number, seq: number): void {
    let m = this.acks.get(seat);
    if (!m) this.acks.set(seat, (m = new Map()));
    m.set(JSON.stringify(ackId), seq);
    if (m.size > ACKS_KEPT) m.delete(m.keys().next().value as string);
  }
}
