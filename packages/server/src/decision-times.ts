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
 * The starts of the decisions one seat has owed in a row in one match. Undo never crosses another
 * seat's decision (undo.ts), so nothing before the run is ever needed again.
 */
export class DecisionTimes {
  private match: Match | null = null;
  private seat: Seat | null = null;
  private run: Start[] = [];

  /** Notes an entry just committed to `m` at `now`. */
  committed(m: Match, entry: LogEntry, now: number): void {
    this.follow(m);
    const n = m.actions.length;
    switch (entry.kind) {
      case 'action':
        this.begin(m, n, now);
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

  /** When the decision owed now in `m` became owed; `now` for one not seen before (a match just started or rebuilt). */
  startOf(m: Match, now: number): number {
    this.follow(m);
    return this.begin(m, m.actions.length, now);
  }

  /** The start of the decision owed after `n` actions, recorded as `now` when new. */
  private begin(m: Match, n: number, now: number): number {
    if (m.promptSeat !== this.seat) {
      this.seat = m.promptSeat;
      this.run = [];
    }
    const known = this.run.find((s) => s.n === n);
    if (known) return known.at;
    this.run.push({ n, at: now });
    return now;
  }

  /** Starts over for a match it has not followed (a new match, or the same one rebuilt). */
  private follow(m: Match): void {
    if (this.match === m) return;
    this.match = m;
    this.seat = null;
    this.run = [];
  }
}
