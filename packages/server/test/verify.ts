// Leak checks on what a client received: every snapshot is exactly the engine's view (and legal
// actions) of its viewer at that version, every event exactly redacted for it, and no message
// carries a secret field, a token or another seat's hidden data.
import { legalActions, redactEvent, viewFor, type GameEvent, type GameState, type Viewer } from '@wl/engine';
import { expect } from 'vitest';
import { Match } from '../src/match.js';
import type { ServerMessage } from '../src/protocol.js';
import type { LogRecord, MatchRecord } from '../src/store.js';

/** Keys that must never reach a client: state internals, the seed, token hashes, unredacted secrets (seat tokens are checked by value; 'token' is also a cattle token's key). */
export const FORBIDDEN_KEYS = ['rng', 'pokerDeck', 'fightDeck', 'storyDecks', 'ranches', 'stack', 'seed', 'setup', 'box', 'tokenHash', 'secret'];

/** The state and raw events at every version of a match, rebuilt from its log. */
export function history(record: MatchRecord, log: readonly LogRecord[]): { states: GameState[]; events: GameEvent[][] } {
  const m = Match.start(record);
  const states = [m.state];
  const events = [m.eventsAt(0) ?? []];
  for (const r of log) {
    const t = r.entry.kind === 'action' ? m.tryAction(r.entry.seat, r.entry.action) : null;
    if (t && !t.ok) throw new Error(`log does not replay at ${r.seq}`);
    events.push(m.commit(r.seq, r.entry, t?.tried));
    states.push(m.state);
  }
  return { states, events };
}

/** Every key path in a JSON value. */
function keys(x: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(x)) for (const y of x) keys(y, out);
  else if (x && typeof x === 'object') {
    for (const [k, v] of Object.entries(x)) {
      out.add(k);
      keys(v, out);
    }
  }
  return out;
}

/** Checks one client's whole message log for `viewer` against the match history; returns how many snapshots it checked. */
export function checkClientLog(raw: readonly string[], viewer: Viewer, matchId: string, h: { states: GameState[]; events: GameEvent[][] }, secrets: readonly string[]): number {
  let checked = 0;
  for (const text of raw) {
    for (const s of secrets) expect(text.includes(s), 'a token reached a client').toBe(false);
    const m = JSON.parse(text) as ServerMessage;
    const bad = FORBIDDEN_KEYS.filter((k) => keys(m).has(k));
    expect(bad, `forbidden keys in a ${m.t} message`).toEqual([]);
    if ((m.t !== 'update' && m.t !== 'sync') || m.d.match !== matchId) continue;
    const state = h.states[m.d.v];
    expect(m.d.view, `view at v${m.d.v}`).toEqual(viewFor(state, viewer));
    expect(m.d.legal, `legal at v${m.d.v}`).toEqual(viewer === 'spectator' ? [] : legalActions(state, viewer));
    if (m.t === 'update') expect(m.d.events, `events at v${m.d.v}`).toEqual(h.events[m.d.v].map((e) => redactEvent(e, viewer)));
    else for (const x of m.d.events) expect(x.events, `sync events at v${x.v}`).toEqual(h.events[x.v].map((e) => redactEvent(e, viewer)));
    if (viewer === 'spectator') expect(m.d.view.you).toBeNull();
    checked++;
  }
  return checked;
}
