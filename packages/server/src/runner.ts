// The match runner: load → engine.applyAction → persist → ack → fan out, one change at a
// time per table. Also plays bot seats and stand-in bots, and runs turn timers. No rules here:
// every decision is judged by the engine.
import { seedRng, type Seat } from '@wl/engine';
import { SEARCH_LEVELS, type BotRunner } from './bots.js';
import type { Metrics } from './metrics.js';
import type { Clock } from './clock.js';
import type { Logger } from './logger.js';
import type { Tried } from './match.js';
import type { ErrorPayload } from './protocol.js';
import { ConflictError, type LogEntry, type MatchStore } from './store.js';
import type { Conn, Table } from './table.js';

/** What the runner needs from the rest of the server. */
export interface RunnerDeps {
  store: MatchStore;
  clock: Clock;
  bots: BotRunner;
  log: Logger;
  /** Counts committed entries, append and bot times (metrics.ts). */
  metrics: Metrics;
  /** Time budget of one bot decision. */
  botBudgetMs: number;
  /** Pause before a bot acts (0 in tests), so people can follow. */
  botDelayMs: number;
  /** How long a disconnected seat's decision waits before its stand-in bot plays (turn-timer tables). */
  leftGraceMs: number;
  /** Called after a match was rebuilt from the store because a write conflicted. */
  reload: (table: Table) => Promise<void>;
}

/** An error for the client, thrown inside a table task and sent to the sender only. */
export class ClientError extends Error {
  /** The payload sent to the client. */
  readonly payload: ErrorPayload;
  constructor(payload: ErrorPayload) {
    super(payload.message);
    this.payload = payload;
  }
}

/** Runs the matches of all tables. */
export class MatchRunner {
  constructor(private readonly d: RunnerDeps) {}

  /** A player's decision: checked, committed, acknowledged, then fanned out. */
  act(table: Table, conn: Conn, msg: { action: Record<string, unknown>; ackId: string | number; v: number }): Promise<void> {
    return table.queue.run(async () => {
      const { m, seat } = this.checkTurnMessage(table, conn, msg.ackId, msg.v);
      const t = m.tryAction(seat, msg.action);
      if (!t.ok) throw new ClientError({ ...t.error.toJSON(), ackId: msg.ackId });
      if (m.autoplay.has(seat)) await this.commit(table, { kind: 'returned', seat });
      await this.commit(table, { kind: 'action', seat, action: t.tried.action, by: 'player', ackId: msg.ackId }, t.tried,
        () => conn.send({ t: 'ack', d: { ackId: msg.ackId, v: m.v } }));
    });
  }

  /** Takes back the sender's last action, if the undo policy allows it. */
  undo(table: Table, conn: Conn, msg: { ackId: string | number; v: number }): Promise<void> {
    return table.queue.run(async () => {
      const { m, seat } = this.checkTurnMessage(table, conn, msg.ackId, msg.v);
      const ok = m.undoCheck(seat);
      if (!ok.ok) throw new ClientError({ code: 'ERR_UNDO_REFUSED', message: ok.reason, ackId: msg.ackId });
      await this.commit(table, { kind: 'undo', seat, to: ok.to, ackId: msg.ackId }, undefined,
        () => conn.send({ t: 'ack', d: { ackId: msg.ackId, v: m.v } }));
    });
  }

  /** The seat's player is back: its stand-in bot stops. Does nothing if none was playing. */
  back(table: Table, seat: Seat): Promise<void> {
    return table.queue.run(async () => {
      if (table.match?.autoplay.has(seat) && !table.match.finished) await this.commit(table, { kind: 'returned', seat });
      else this.afterChange(table);
    });
  }

  /**
   * Another seated player asks that the stand-in bot play `target`, whose connection has been gone
   * for the grace time (Table.standInFrom): at a table without a timer nothing else would stop
   * the game from waiting for it. The absent player takes the seat back as after a timeout.
   * A player may also hand their own seat to the bot at once (reason 'self': they have to go, the
   * others play on) and take it back the same way ('back').
   */
  standIn(table: Table, conn: Conn, target: Seat): Promise<void> {
    return table.queue.run(async () => {
      const m = table.match;
      if (!m) throw new ClientError({ code: 'ERR_NOT_STARTED', message: 'The match has not started.' });
      if (conn.seat === null) throw new ClientError({ code: 'ERR_SPECTATOR', message: 'Only a seated player can ask for a stand-in.' });
      const refuse = (message: string) => new ClientError({ code: 'ERR_STAND_IN_REFUSED', message });
      const rec = table.record.seats[target];
      const name = rec?.name ?? `Seat ${target + 1}`;
      if (m.finished) throw refuse('The match is over.');
      if (!rec) throw refuse('No such seat.');
      if (rec.kind !== 'human') throw refuse(`${name} is a bot already.`);
      if (m.autoplay.has(target)) throw refuse(target === conn.seat ? 'A stand-in bot plays for you already.' : `A stand-in bot plays for ${name} already.`);
      if (target === conn.seat) {
        this.d.log.info({ match: m.id, seat: target }, 'stand-in bot takes over: its player asked');
        await this.commit(table, { kind: 'autoplay', seat: target, reason: 'self' });
        return;
      }
      const from = table.standInFrom(target);
      if (from === null) throw refuse(`${name} is connected.`);
      const wait = from - this.d.clock.now();
      if (wait > 0) throw refuse(`${name} may still come back: ask again in ${Math.ceil(wait / 1000)} s.`);
      this.d.log.info({ match: m.id, seat: target, by: conn.seat }, 'stand-in bot takes over on request');
      await this.commit(table, { kind: 'autoplay', seat: target, reason: 'asked', by: conn.seat });
    });
  }

  /** Re-arms timers and wakes bots after something outside the log changed (a join, a disconnect). */
  touch(table: Table): Promise<void> {
    return table.queue.run(() => this.afterChange(table));
  }

  /**
   * Persists one entry as the next of the match log, then applies it in memory, calls `onCommitted`
   * (the ack), re-arms the timer, fans the update out and wakes the next bot. Runs inside a table task.
   */
  async commit(table: Table, entry: LogEntry, tried?: Tried, onCommitted?: () => void): Promise<void> {
    const m = table.match!;
    const seq = m.v + 1;
    const appended = this.d.metrics.appendSeconds.startTimer();
    try {
      await this.d.store.append(m.id, seq, entry, this.d.clock.now());
      appended();
    } catch (e) {
      if (e instanceof ConflictError) {
        this.d.log.error({ match: m.id, seq, err: e.message }, 'log conflict: reloading the match');
        await this.d.reload(table);
        throw new ClientError({ code: 'ERR_STALE', message: 'The game moved on; here is the current state.' });
      }
      this.d.log.error({ match: m.id, seq, err: (e as Error).message }, 'could not save an entry');
      throw new ClientError({ code: 'ERR_INTERNAL', message: 'The server could not save that; nothing changed. Try again.' });
    }
    const events = m.commit(seq, entry, tried);
    this.d.metrics.entries.inc({ entry: entry.kind, by: entry.kind === 'action' ? entry.by : '' });
    m.decisions.committed(entry, this.d.clock.now());
    onCommitted?.();
    if (m.finished) {
      table.record.finished = true;
      await this.d.store.markFinished(m.id).catch((e: Error) => this.d.log.error({ match: m.id, err: e.message }, 'markFinished failed'));
      this.d.log.info({ match: m.id, table: table.id, v: m.v }, 'match finished');
    }
    this.armTimer(table);
    table.broadcastUpdate(events);
    if (entry.kind === 'autoplay' || entry.kind === 'returned' || m.finished) table.broadcastTable();
    this.scheduleBot(table);
  }

  /** Re-arms the timer and schedules bots for the current state. */
  afterChange(table: Table): void {
    this.armTimer(table);
    this.scheduleBot(table);
  }

  /** Stops a table's timer (on shutdown or when a match is replaced). */
  stop(table: Table): void {
    table.timer?.cancel();
    table.timer = null;
    table.deadline = null;
  }

  private checkTurnMessage(table: Table, conn: Conn, ackId: string | number, v: number) {
    const m = table.match;
    if (!m) throw new ClientError({ code: 'ERR_NOT_STARTED', message: 'The match has not started.', ackId });
    if (conn.seat === null) throw new ClientError({ code: 'ERR_SPECTATOR', message: 'Spectators cannot act.', ackId });
    const seen = m.seenAck(conn.seat, ackId);
    if (seen !== undefined) throw new ClientError({ code: 'ERR_DUPLICATE_ACK', message: `That ackId was already used (version ${seen}).`, ackId });
    if (v !== m.v) {
      table.sendSync(conn);
      throw new ClientError({ code: 'ERR_STALE', message: `Your version ${v} is not the current ${m.v}; here is the current state.`, ackId });
    }
    return { m, seat: conn.seat };
  }

  /**
   * Arms the turn timer of the owed decision: `turnTimer` seconds from when it became owed (an undo
   * returns to an earlier decision with the start it had: see DecisionTimes), or, while its seat
   * has no connection, at most `leftGraceMs` from now.
   */
  private armTimer(table: Table): void {
    this.stop(table);
    const m = table.match;
    const seconds = table.record.options.turnTimer;
    const seat = m?.promptSeat ?? null;
    if (!m || seat === null || seconds === null || table.record.seats[seat].kind !== 'human' || m.autoplay.has(seat)) return;
    const now = this.d.clock.now();
    const end = m.decisions.startOf(now) + seconds * 1000;
    const deadline = table.seatConnected(seat) ? end : Math.min(end, now + this.d.leftGraceMs);
    const v = m.v;
    table.deadline = deadline;
    table.timer = this.d.clock.after(Math.max(0, deadline - now), () => {
      table.queue.run(async () => {
        if (table.match !== m || m.v !== v || m.autoplay.has(seat) || m.finished) return;
        const reason = table.seatConnected(seat) ? 'timeout' : 'left';
        this.d.log.info({ match: m.id, seat, reason }, 'stand-in bot takes over');
        await this.commit(table, { kind: 'autoplay', seat, reason });
      }).catch((e: Error) => this.d.log.warn({ table: table.id, err: e.message }, 'turn timer task failed'));
    });
  }

  private scheduleBot(table: Table): void {
    const m = table.match;
    const seat = m?.promptSeat ?? null;
    if (!m || seat === null || table.botJob) return;
    const rec = table.record.seats[seat];
    if (rec.kind !== 'bot' && !m.autoplay.has(seat)) return;
    const job = {};
    table.botJob = job;
    const v = m.v;
    const by = rec.kind === 'bot' ? 'bot' : 'autoplay';
    const level = rec.kind === 'bot' ? rec.level : table.record.options.standIn;
    const decide = async () => {
      const { view, legal } = m.snapshot(seat);
      const search = SEARCH_LEVELS.includes(level) ? { state: m.state, seat } : {};
      const timed = this.d.metrics.botSeconds.startTimer({ level });
      const action = await this.d.bots.decide({ level, view, legal, rng: seedRng(`${m.setup.seed}:${m.id}:${v}`), budgetMs: this.d.botBudgetMs, ...search });
      timed();
      await table.queue.run(async () => {
        if (table.botJob === job) table.botJob = null;
        if (table.match !== m || m.v !== v) return this.afterChange(table);
        const t = m.tryAction(seat, action);
        if (!t.ok) throw new Error(`bot ${level} chose an illegal action: ${t.error.code}`);
        await this.commit(table, { kind: 'action', seat, action: t.tried.action, by }, t.tried);
      });
    };
    const start = () => decide().catch((e: Error) => {
      if (table.botJob === job) table.botJob = null;
      this.d.log.error({ match: m.id, seat, err: e.message }, 'bot decision failed; retrying');
      this.d.clock.after(1000, () => { void this.touch(table).catch(() => undefined); });
    });
    if (this.d.botDelayMs > 0) this.d.clock.after(this.d.botDelayMs, start);
    else void start();
  }
}
