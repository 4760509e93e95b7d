// The in-memory match: rebuilt from its log it equals the live one; recent events are kept
// per version for reconnecting clients, older gaps get a full view (with the latest versions'
// events as the log's history); ackIds are remembered.
import { randomBot } from '@wl/bots';
import { seedRng, stateHash } from '@wl/engine';
import { describe, expect, it } from 'vitest';
import { EVENT_WINDOW, HISTORY_VERSIONS, Match } from '../src/match.js';
import type { LogRecord } from '../src/store.js';

const record = { id: 'm1', tableId: 't1', createdAt: 0, setup: { players: [{ name: 'a' }, { name: 'b' }, { name: 'c' }], characters: 'deal' as const, length: 15 as const, seed: 11 } };

describe('Match', () => {
  it('rebuilds from its log to the same state, counted actions, stand-ins and ackIds', () => {
    const live = Match.start(record);
    const log: LogRecord[] = [];
    const rng = seedRng('match-test');
    const push = (entry: LogRecord['entry'], tried?: Parameters<Match['commit']>[2]) => {
      log.push({ seq: live.v + 1, entry, at: 0 });
      live.commit(live.v + 1, entry, tried);
    };
    for (let i = 0; i < 400 && !live.finished; i++) {
      const seat = live.promptSeat!;
      if (i === 50) push({ kind: 'autoplay', seat, reason: 'timeout' });
      if (i === 60) push({ kind: 'returned', seat });
      const check = live.undoCheck(seat);
      if (i % 7 === 0 && check.ok) {
        push({ kind: 'undo', seat, to: check.to, ackId: `u${i}` });
        continue;
      }
      const { view, legal } = live.snapshot(seat);
      const t = live.tryAction(seat, randomBot(view, legal, rng));
      if (!t.ok) throw t.error;
      push({ kind: 'action', seat, action: t.tried.action, by: 'player', ackId: i }, t.tried);
    }
    expect(log.some((r) => r.entry.kind === 'undo')).toBe(true);
    const rebuilt = Match.rebuild(record, log);
    expect(rebuilt.v).toBe(live.v);
    expect(stateHash(rebuilt.state)).toBe(stateHash(live.state));
    expect(rebuilt.actions).toEqual(live.actions);
    expect(rebuilt.meta).toEqual(live.meta);
    expect([...rebuilt.autoplay]).toEqual([...live.autoplay]);
    const last = log.findLast((r) => r.entry.kind === 'action')!;
    expect(rebuilt.seenAck(last.entry.seat, (last.entry as { ackId: number }).ackId)).toBe(last.seq);
    expect(rebuilt.seenAck(last.entry.seat, String((last.entry as { ackId: number }).ackId))).toBeUndefined();
    expect(() => Match.rebuild(record, [{ seq: 2, entry: log[0].entry, at: 0 }])).toThrow(/jumps/);
  });

  it(`keeps the events of the last ${EVENT_WINDOW} versions and answers null for older gaps`, () => {
    const m = Match.start(record);
    for (let i = 0; i < EVENT_WINDOW + 40; i++) m.commit(m.v + 1, i % 2 === 0 ? { kind: 'autoplay', seat: 0, reason: 'left' } : { kind: 'returned', seat: 0 });
    expect(m.eventsSince(m.v)).toEqual([]);
    expect(m.eventsSince(m.v - 3)!.map((x) => x.v)).toEqual([m.v - 2, m.v - 1, m.v]);
    expect(m.eventsSince(m.v - EVENT_WINDOW + 1)).toHaveLength(EVENT_WINDOW - 1);
    expect(m.eventsSince(m.v - EVENT_WINDOW)).toBeNull();
    expect(m.eventsSince(0)).toBeNull();
    expect(m.eventsSince(m.v + 1)).toBeNull();
    expect(m.eventsAt(m.v)).toEqual([{ type: 'autoplayEnded', seat: 0 }]);
  });

  it(`gives a full view the latest ${HISTORY_VERSIONS} versions' events as history, from the setup's on`, () => {
    const m = Match.start(record);
    expect(m.recentEvents(HISTORY_VERSIONS).map((x) => x.v)).toEqual([0]); // the setup's events (bandits placed, start cards)
    expect(m.recentEvents(HISTORY_VERSIONS)[0].events.length).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) m.commit(m.v + 1, { kind: 'returned', seat: 0 });
    expect(m.recentEvents(HISTORY_VERSIONS).map((x) => x.v)).toEqual([0, 1, 2, 3, 4, 5]);
    for (let i = 0; i < EVENT_WINDOW; i++) m.commit(m.v + 1, { kind: 'returned', seat: 0 });
    expect(m.recentEvents(HISTORY_VERSIONS).map((x) => x.v)).toEqual(Array.from({ length: HISTORY_VERSIONS }, (_, i) => m.v - HISTORY_VERSIONS + 1 + i));
  });
});
