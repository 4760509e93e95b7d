// "Since your last turn": what changed in the other players' turns between the viewer's previous
// turn and the one that has just started, read off the log (newest first): how many turns, and
// each player's LP gained and lost. For online games, where a turn can come back a day later.
import type { GameEvent, PlayerView } from '@wl/engine';
import type { LogEntry } from './state/reducer';

/** The other turns since the viewer's last one, and each seat's net LP change in them (seats whose LP did not change left out). */
export interface Recap { turns: number; lp: { seat: number; delta: number }[] }

/** The events that start a turn: a seat's, or the Man in Black's (R20). */
export const TURN_STARTS: ReadonlySet<string> = new Set(['turnStarted', 'manInBlackTurnStarted']);

/**
 * The recap of the turns between the viewer's previous turn and the current one, or null: when
 * the current turn is not the viewer's, when no other turn came between, or when the log kept
 * does not reach back to the viewer's previous turn (its start must be there to count from).
 */
export function recapSince(view: PlayerView, log: readonly LogEntry[]): Recap | null {
  const me = view.you?.seat;
  if (me === undefined) return null;
  let i = 0;
  while (i < log.length && !TURN_STARTS.has(log[i]!.event.type)) i++; // the current turn's own lines
  const current = log[i]?.event;
  if (!current || current.type !== 'turnStarted' || current.seat !== me) return null;
  const lp = new Map<number, number>();
  let pending: [number, number][] = []; // a turn's LP changes, counted once its start shows whose turn it was
  let turns = 0;
  for (i++; i < log.length; i++) {
    const e: GameEvent = log[i]!.event;
    if (TURN_STARTS.has(e.type)) {
      if (e.type === 'turnStarted' && e.seat === me) { // the viewer's previous turn: its own lines are not news
        const changed = [...lp].filter(([, d]) => d !== 0).sort(([a], [b]) => a - b).map(([seat, delta]) => ({ seat, delta }));
        return turns ? { turns, lp: changed } : null;
      }
      for (const [seat, d] of pending) lp.set(seat, (lp.get(seat) ?? 0) + d);
      pending = [];
      turns++;
    } else if ((e.type === 'lpGained' || e.type === 'lpLost') && e.seat !== undefined) {
      const n = Number((e.data as { amount?: unknown } | undefined)?.amount) || 0;
      pending.push([e.seat, e.type === 'lpGained' ? n : -n]);
    }
  }
  return null; // the viewer's previous turn is older than the log kept (or this is their first)
}
