// Bots off the critical path: a bot decision is a job run either on a worker thread pool or,
// inline, on a later turn of the event loop. Either way one table's bot never blocks another's
// messages for longer than one decision, and a job that overruns its budget is replaced.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { botByName, makeIsmcts, STRONG_HORIZON_PER_SEAT, worldSampler, type IsmctsBot } from '@wl/bots';
import type { Action, GameState, PlayerView, RngState, Seat } from '@wl/engine';
import { tuneV8ForEngine } from './v8-tuning.js';

/**
 * One bot decision to make. A search level (`ismcts`) also gets the true state and the seat: the
 * server's bot code passes it only to `worldSampler`, so the bot sees samples of what the seat
 * cannot see, never the state itself.
 */
export interface BotJob { level: string; view: PlayerView; legal: Action[]; rng: RngState; budgetMs: number; state?: GameState; seat?: Seat }

/** Levels that search and so need the state for their world sampler. */
export const SEARCH_LEVELS: readonly string[] = ['ismcts'];

const searchBots = new Map<number, IsmctsBot>();

/** The search bot of this thread for a job budget: it searches for half the budget (at least 20 ms), with the players' long playouts (STRONG_HORIZON_PER_SEAT). */
export function searchBotFor(budgetMs: number): IsmctsBot {
  const ms = Math.max(20, Math.floor(budgetMs / 2));
  let bot = searchBots.get(ms);
  if (!bot) searchBots.set(ms, (bot = makeIsmcts({ ms, horizonPerSeat: STRONG_HORIZON_PER_SEAT })));
  return bot;
}

/** Runs one job in this thread; a search level samples worlds from the job's state and seat. */
export function runJob(job: BotJob): Action {
  if (SEARCH_LEVELS.includes(job.level) && job.state && job.seat !== undefined) {
    return searchBotFor(job.budgetMs)(job.view, job.legal, job.rng, worldSampler(job.state, job.seat));
  }
  return botByName(job.level)(job.view, job.legal, job.rng);
}

/** Runs bot decisions. */
export interface BotRunner {
  /** The action the bot of `level` picks among `legal`. */
  decide(job: BotJob): Promise<Action>;
  /** Stops the workers, if any. */
  close(): Promise<void>;
}

/** Picks inline, deferred with setImmediate so pending socket messages go first. */
export class InlineBots implements BotRunner {
  decide(job: BotJob): Promise<Action> {
    return new Promise((resolve, reject) => {
      setImmediate(() => {
        try {
          resolve(runJob(job));
        } catch (e) {
          reject(e);
        }
      });
    });
  }

  async close(): Promise<void> { /* nothing to stop */ }
}

interface Pending { job: BotJob; resolve: (a: Action) => void; reject: (e: Error) => void; timer?: NodeJS.Timeout }
interface Slot { worker: Worker; busy: Pending | null; id: number }

/**
 * A pool of worker threads running `bot-worker.js`; jobs wait in a FIFO queue. Levels listed in
 * `inlineLevels` (cheap ones such as 'random', whose decision costs less than the message to a
 * worker) run inline instead.
 */
export class WorkerBots implements BotRunner {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private readonly inline = new InlineBots();
  private closed = false;
  private nextId = 0;

  /** Starts `size` workers (default: cores - 1, at least 1) from `script` (default: the built bot-worker.js), with V8 set up for the search (v8-tuning.ts: process-wide). */
  constructor(size = Math.max(1, availableParallelism() - 1), private readonly inlineLevels: readonly string[] = [],
    private readonly script = new URL('./bot-worker.js', import.meta.url)) {
    tuneV8ForEngine();
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  decide(job: BotJob): Promise<Action> {
    if (this.closed) return Promise.reject(new Error('bot pool closed'));
    if (this.inlineLevels.includes(job.level)) return this.inline.decide(job);
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.queue.splice(0)) p.reject(new Error('bot pool closed'));
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }

  private spawn(): Slot {
    const slot: Slot = { worker: new Worker(this.script), busy: null, id: this.nextId++ };
    slot.worker.unref();
    slot.worker.on('message', (m: { action?: Action; error?: string }) => this.finish(slot, m.action ? null : new Error(m.error ?? 'bot failed'), m.action));
    slot.worker.on('error', (e) => this.replace(slot, e));
    slot.worker.on('exit', () => { if (!this.closed && this.slots.includes(slot)) this.replace(slot, new Error('bot worker exited')); });
    return slot;
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (slot.busy || this.queue.length === 0) continue;
      const p = this.queue.shift()!;
      slot.busy = p;
      // A decision that overruns its budget several times over is abandoned: the worker is replaced.
      p.timer = setTimeout(() => this.replace(slot, new Error('bot timed out')), Math.max(1000, p.job.budgetMs * 4));
      slot.worker.postMessage(p.job);
    }
  }

  private finish(slot: Slot, err: Error | null, action?: Action): void {
    const p = slot.busy;
    if (!p) return;
    clearTimeout(p.timer);
    slot.busy = null;
    if (err) p.reject(err);
    else p.resolve(action!);
    this.pump();
  }

  private replace(slot: Slot, err: Error): void {
    const i = this.slots.indexOf(slot);
    if (i < 0 || this.closed) return;
    this.slots.splice(i, 1);
    const p = slot.busy;
    slot.busy = null;
    if (p) {
      clearTimeout(p.timer);
      p.reject(err);
    }
    slot.worker.removeAllListeners();
    slot.worker.on('error', () => undefined);
    void slot.worker.terminate();
    this.slots.push(this.spawn());
    this.pump();
  }
}
