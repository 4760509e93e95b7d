// When the owed decision became owed, for the turn timer. Each decision gets its own time once a
// committed action leads to it (whoever acted) and again when its seat's player is back from a
// stand-in bot; an undo gives none: the seat returns to an earlier decision of its own with the
// start that decision had, so acting and undoing cannot hold a table forever.
import type { Seat } from '@wl/engine';
import type { Match } from './match.js';
import type { LogEntry } from './store.js';

/** One decision of the current run: owed after `n` counted actions, since `at` (epoch ms). */
interface Start { n: number; at: number }

/**
 * The starts of the decisions one seat has owed in a row in one match (a rebuilt match starts
 * over). Undo never crosses another seat's decision (undo.ts), so nothing before the run is ever
 * needed again.
 */
export class DecisionTimes {
  private seat: Seat | null = null;
  private run: Start[] = [];

  /** Follows the decisions of `m`. */
  constructor(private readonly m: Match) {}

  /** Notes an entry just committed to the match at `now`. */
  committed(entry: LogEntry, now: number): void {
    const n = this.m.actions.length;
    switch (entry.kind) {
      case 'action':
        this.begin(n, now);
        break;
      case 'undo':
        // The restored decision keeps its start; those after it are gone.
        this.run = this.run.filter((s) => s.n <= n);
        break;
      case 'returned':
        if (this.seat === entry.seat) for (const s of this.run) s.at = now;
        break;
      case 'autoplay':
        break;
    }
  }

  /** When the decision owed now became owed; `now` for one not seen before (a match just started or rebuilt). */
  startOf(now: number): number {
    return this.begin(this.m.actions.length, now);
  }

  /** The start of the decision owed after `n` actions, recorded as `now` when new. */
  private begin(n: number, now: number): number {
    if (this.m.promptSeat !== this.seat) {
      this.seat = this.m.promptSeat;
      this.run = [];
    }
    const known = this.run.find((s) => s.n === n);
    if (known) return known.at;
    this.run.push({ n, at: now });
    return now;
  }
}
