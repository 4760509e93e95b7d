// Muting a seat's chat (state/mute.ts): kept per table on the device, read back defensively, its
// lines hidden from the log and left out of the phone's unread count.
import { describe, expect, it } from 'vitest';
import { isMutedChat, keepMuted, mutedSeats, withoutMuted } from '../src/state/mute';
import { initialState, reduce, type LogEntry, type UiState } from '../src/state/reducer';

/** A Storage kept in a Map. */
function memory(): Storage {
  const m = new Map<string, string>();
  return { get length() { return m.size; }, key: (i) => [...m.keys()][i] ?? null, getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k), clear: () => m.clear() };
}

describe('chat mute', () => {
  it('keeps the muted seats per table and reads a damaged entry as none', () => {
    const st = memory();
    expect(mutedSeats(st, 'abcd')).toEqual([]);
    keepMuted(st, 'abcd', [2, 0]);
    expect(mutedSeats(st, 'abcd')).toEqual([0, 2]);
    expect(mutedSeats(st, 'efgh')).toEqual([]);
    keepMuted(st, 'abcd', []);
    expect(st.length).toBe(0);
    st.setItem('wl.muted.abcd', '{not json');
    expect(mutedSeats(st, 'abcd')).toEqual([]);
    st.setItem('wl.muted.abcd', '[1, "2", -1, 9, 3.5, 4]');
    expect(mutedSeats(st, 'abcd')).toEqual([1, 4]);
  });

  it('hides a muted seat\'s chat lines, not its game lines, and leaves them out of the unread count', () => {
    let s: UiState = reduce(initialState, { type: 'openTable', tableId: 'abcd', seat: 2 });
    s = reduce(s, { type: 'muted', seats: [0] });
    s = reduce(s, { type: 'chat', lines: [{ n: 1, seat: 0, name: 'Ann', text: 'hi', at: 1 }, { n: 2, seat: 1, name: 'Bob', text: 'hello', at: 2 }] });
    expect(s.online!.chatUnread).toBe(1); // Bob's only
    expect(s.log.length).toBe(2); // kept: unmuting shows them again
    const game: LogEntry = { id: 99, event: { type: 'worked', seat: 0, data: { at: 'x' } } };
    const log = [game, ...s.log];
    expect(withoutMuted(log, s.online!.muted).map((e) => e.event.seat)).toEqual([0, 1]);
    expect(isMutedChat(log[1], [1])).toBe(true); // Bob's line
    expect(isMutedChat(log[0], [0])).toBe(false); // a game line of a muted seat stays
    expect(withoutMuted(log, [])).toBe(log);
  });
});
