// Time, injected (STYLE.md: server timers take an injected clock) so tests drive turn timers.

/** A cancellable timer handle. */
export interface TimerHandle { cancel(): void }

/** A source of time and timers. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Calls `fn` after `ms` milliseconds. */
  after(ms: number, fn: () => void): TimerHandle;
}

/** The real clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  after: (ms, fn) => {
    const t = setTimeout(fn, ms);
    t.unref();
    return { cancel: () => clearTimeout(t) };
  },
};

/** A clock that moves only when told to (tests). */
export class ManualClock implements Clock {
  private t: number;
  private timers: { at: number; fn: () => void; id: number }[] = [];
  private nextId = 0;

  /** Starts at `start` ms. */
  constructor(start = 1_700_000_000_000) {
    this.t = start;
  }

  now(): number {
    return this.t;
  }

  after(ms: number, fn: () => void): TimerHandle {
    const id = this.nextId++;
    this.timers.push({ at: this.t + ms, fn, id });
    return { cancel: () => { this.timers = this.timers.filter((x) => x.id !== id); } };
  }

  /** Moves time forward by `ms`, firing due timers in order. */
  advance(ms: number): void {
    const end = this.t + ms;
    for (;;) {
      const due = this.timers.filter((x) => x.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((x) => x.id !== due.id);
      this.t = due.at;
      due.fn();
    }
    this.t = end;
  }

  /** Timers not fired yet. */
  get pending(): number {
    return this.timers.length;
  }
}
