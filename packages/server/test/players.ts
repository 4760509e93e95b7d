// A scripted human: answers every decision of its seat with the random bot's choice (seeded),
// sometimes tries an undo, and waits for the ack before acting again. Plays until the game ends.
import { randomBot } from '@wl/bots';
import { randInt, seedRng, type Action, type RngState } from '@wl/engine';
import type { ServerMessage, Snapshot } from '../src/protocol.js';
import type { Client } from './helpers.js';

/** What a scripted player saw and did. */
export interface PlayStats {
  actions: number;
  /** Every ack received, with the action or undo it acknowledged. */
  acks: { ackId: string; v: number; sent: { t: 'action' | 'undo'; action?: Action } }[];
  undos: number;
  undoRefused: number;
  errors: string[];
}

/** Plays a seat over `client` (already welcomed) until the match ends; resolves with its stats. */
export class ScriptedPlayer {
  readonly stats: PlayStats = { actions: 0, acks: [], undos: 0, undoRefused: 0, errors: [] };
  private latest: Snapshot | null = null;
  private pending: string | null = null;
  private readonly sent = new Map<string, { t: 'action' | 'undo'; action?: Action }>();
  private nextAck = 1;
  /** The version of the last ack: act only on a snapshot at least this new. */
  private minV = 0;
  private readonly rng: RngState;
  private resolve!: () => void;
  private failed!: (e: Error) => void;
  readonly finished: Promise<void>;
  /** The match has ended. */
  done = false;
  private stopped = false;

  /** `seed` seeds the choices and prefixes the ackIds (unique per player object). */
  constructor(private readonly client: Client, private readonly seed: string, private readonly undoRate = 0) {
    this.rng = seedRng(seed);
    this.finished = new Promise((res, rej) => { this.resolve = res; this.failed = rej; });
    for (const m of client.log) this.onMessage(m);
    client.ws.on('message', (data) => this.onMessage(JSON.parse(data.toString()) as ServerMessage));
  }

  /** Stops acting (the client may be closed). */
  stop(): void {
    this.stopped = true;
  }

  private onMessage(m: ServerMessage): void {
    if (m.t === 'update' || m.t === 'sync') {
      if (this.latest && m.d.match !== this.latest.match) this.minV = 0;
      if (!this.latest || m.d.match !== this.latest.match || m.d.v >= this.latest.v) this.latest = m.d;
      if (m.d.view.finished) {
        this.done = true;
        return this.resolve();
      }
    } else if (m.t === 'ack') {
      if (m.d.ackId === this.pending) {
        this.stats.acks.push({ ackId: m.d.ackId as string, v: m.d.v, sent: this.sent.get(m.d.ackId as string)! });
        this.pending = null;
        this.minV = m.d.v;
      }
    } else if (m.t === 'error') {
      if (m.d.ackId !== undefined && m.d.ackId !== this.pending) return;
      if (m.d.ackId === this.pending) this.pending = null;
      if (m.d.code === 'ERR_RATE_LIMIT') {
        setTimeout(() => this.maybeAct(), 250);
        return;
      }
      if (m.d.code === 'ERR_UNDO_REFUSED') this.stats.undoRefused++;
      else if (m.d.code !== 'ERR_STALE') this.stats.errors.push(`${m.d.code}: ${m.d.message}`);
      if (m.d.code === 'ERR_INTERNAL') this.failed(new Error(m.d.message));
    } else {
      return;
    }
    this.maybeAct();
  }

  private maybeAct(): void {
    const s = this.latest;
    if (this.stopped || this.pending !== null || !s || s.v < this.minV || s.view.finished || s.legal.length === 0) return;
    const ackId = `${this.seed}-${this.nextAck++}`;
    this.pending = ackId;
    if (this.undoRate > 0 && this.stats.actions > 0 && randInt(this.rng, 1000) < this.undoRate * 1000) {
      this.stats.undos++;
      this.sent.set(ackId, { t: 'undo' });
      this.client.send({ t: 'undo', d: { ackId, v: s.v } });
      return;
    }
    const action: Action = randomBot(s.view, s.legal, this.rng);
    this.stats.actions++;
    this.sent.set(ackId, { t: 'action', action });
    this.client.send({ t: 'action', d: { action, ackId, v: s.v } });
  }
}
