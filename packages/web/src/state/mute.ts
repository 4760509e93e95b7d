// Muting a player's chat at an online table: this browser stops showing that seat's lines (in
// the log, the waiting room, the screen reader's line and the unread badge) and remembers it for
// the table. The server still sends them; unmuting shows them again.
import type { Seat } from '@wl/engine';
import type { LogEntry } from './reducer';

/** Where a table's muted seats are kept (localStorage in the browser). */
export type MuteStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const muteKey = (table: string) => `wl.muted.${table}`;

/** The seats whose chat this browser hides at `table` (none when nothing, or nothing readable, is kept). */
export function mutedSeats(storage: MuteStorage, table: string): Seat[] {
  try {
    const seats = JSON.parse(storage.getItem(muteKey(table)) ?? '[]') as unknown;
    return Array.isArray(seats) ? seats.filter((x): x is Seat => Number.isInteger(x) && x >= 0 && x < 6) : [];
  } catch {
    return [];
  }
}

/** Keeps `seats` as the table's muted seats (forgets the key when none). */
export function keepMuted(storage: MuteStorage, table: string, seats: readonly Seat[]): void {
  if (seats.length) storage.setItem(muteKey(table), JSON.stringify([...seats].sort((a, b) => a - b)));
  else storage.removeItem(muteKey(table));
}

/** Whether a log entry is a chat line of a muted seat. */
export function isMutedChat(e: LogEntry, muted: readonly Seat[]): boolean {
  return e.event.type === 'chat' && typeof e.event.seat === 'number' && muted.includes(e.event.seat);
}

/** The log without the muted seats' chat lines (the same array when none is muted). */
export function withoutMuted(log: readonly LogEntry[], muted: readonly Seat[]): readonly LogEntry[] {
  return muted.length ? log.filter((e) => !isMutedChat(e, muted)) : log;
}
