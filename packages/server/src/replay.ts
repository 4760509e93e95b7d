// Replays of finished matches: `{ setup, actions }` as `wl replay FILE` reads it, plus the full
// log (undos and stand-in bots included) and the final state hash.
import { replay, stateHash, type LoggedAction, type Setup } from '@wl/engine';
import type { LogRecord, MatchRecord } from './store.js';

/** A replay document: what `wl replay` needs, plus the raw log. */
export interface ReplayFile {
  match: string;
  setup: Setup;
  actions: LoggedAction[];
  log: LogRecord[];
  stateHash: string;
}

/** The actions that count, folding undos out of the log. */
export function effectiveActions(log: readonly LogRecord[]): LoggedAction[] {
  const out: LoggedAction[] = [];
  for (const { entry } of log) {
    if (entry.kind === 'action') out.push({ seat: entry.seat, action: entry.action });
    else if (entry.kind === 'undo') out.length = entry.to;
  }
  return out;
}

/** The replay document of a match (the caller checks that it is finished). */
export function replayFile(match: MatchRecord, log: LogRecord[]): ReplayFile {
  const actions = effectiveActions(log);
  return { match: match.id, setup: match.setup, actions, log, stateHash: stateHash(replay(match.setup, actions)) };
}
