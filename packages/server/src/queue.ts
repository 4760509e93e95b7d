// One decision at a time per match: every change to a table goes through its serial queue.

/** The queue is full: the caller should refuse the work (ERR_BUSY). */
export class QueueFullError extends Error {
  constructor() {
    super('too much work queued for this table');
    this.name = 'QueueFullError';
  }
}

/** Runs async tasks one after another, with a bound on how many may wait. */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  /** Allows at most `limit` tasks queued or running. */
  constructor(private readonly limit = 256) {}

  /** Runs `fn` after every task queued before it; its result or error is the promise's. */
  run<T>(fn: () => Promise<T> | T): Promise<T> {
    if (this.waiting >= this.limit) return Promise.reject(new QueueFullError());
    this.waiting++;
    const p = this.tail.then(fn);
    this.tail = p.then(() => undefined, () => undefined).finally(() => { this.waiting--; });
    return p;
  }

  /** Tasks queued or running. */
  get size(): number {
    return this.waiting;
  }

  /** Resolves when every task queued so far has finished. */
  idle(): Promise<void> {
    return this.tail.then(() => undefined);
  }
}
