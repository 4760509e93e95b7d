// A finished match's replay, pure: the states of its steps rebuilt with the engine from the setup
// and the logged actions. Only a checkpoint every CHECKPOINT_EVERY steps is kept (a game has
// thousands of actions); a step is rebuilt forward from the nearest one. The log of a step is the
// events up to it, each redacted for the chosen perspective, newest first, as the live game shows.
import { applyAction, redactEvent, RuleError, startGame, viewFor } from '@wl/engine';
import type { GameEvent, GameState, LoggedAction, PlayerView, Setup, Viewer } from '@wl/engine';
import { LOG_MAX, type LogEntry, type Refusal } from './reducer';

/** A state is kept every this many steps. */
export const CHECKPOINT_EVERY = 50;

/** What the server's `GET /api/matches/:id/replay` returns (the parts the client reads). */
export interface ReplayDoc { match: string; setup: Setup; actions: LoggedAction[] }

/** A game's file as `wl replay` reads it ({ setup, actions }), and its name. */
export function gameFileOf(doc: ReplayDoc): { name: string; json: string } {
  return { name: `western-legends-${doc.match}.json`, json: JSON.stringify({ setup: doc.setup, actions: doc.actions }) };
}

/** A replay ready to be shown at any step. */
export interface Replay {
  /** The match id. */
  readonly match: string;
  /** The number of steps (logged actions): steps run from 0 (the deal) to total. */
  readonly total: number;
  /** How many seats the game has (the perspectives besides the spectator). */
  readonly seats: number;
  /** How many states are kept. */
  readonly checkpoints: number;
  /** The state after `step` actions (0: right after the deal). */
  stateAt(step: number): GameState;
  /** The log after `step` actions as `viewer` may see it: newest first, at most LOG_MAX lines. */
  logAt(step: number, viewer: Viewer): LogEntry[];
  /** The view and the log of a step for a perspective. */
  frame(step: number, viewer: Viewer): { view: PlayerView; log: LogEntry[] };
}

/** A replay that cannot be built: the engine's (or the document's) code and message. */
export class ReplayError extends Error {
  /** The refusal to show. */
  readonly refusal: Refusal;
  constructor(refusal: Refusal) {
    super(refusal.message);
    this.refusal = refusal;
  }
}

const refusalOf = (e: unknown): Refusal =>
  e instanceof RuleError ? { code: e.code, rule: e.rule, message: e.message } : { code: 'ERR_BAD_SAVE', rule: 'ERR_BAD_SAVE', message: String((e as Error)?.message ?? e) };

/** A game file's text ({ setup, actions }, as "Download the game file" and `wl simulate --out` write) as a document named `match`; text that is not JSON is refused (ERR_BAD_SAVE), the rest when the replay is built. */
export function gameFileDoc(match: string, text: string): ReplayDoc {
  let d: unknown;
  try {
    d = JSON.parse(text);
  } catch (e) {
    throw new ReplayError({ code: 'ERR_BAD_SAVE', rule: 'ERR_BAD_SAVE', message: `${match}: not a game file (${(e as Error).message})` });
  }
  const f = (d && typeof d === 'object' ? d : {}) as Partial<ReplayDoc>;
  return { match, setup: f.setup as Setup, actions: f.actions as LoggedAction[] };
}

/** Keeps a step within 0..total (a whole number). */
export function clampStep(step: number, total: number): number {
  return Math.max(0, Math.min(total, Number.isFinite(step) ? Math.round(step) : 0));
}

/**
 * Builds a replay: plays every action once with the engine (so a corrupt or illegal log is found
 * at once), keeping a checkpoint every `every` steps and each step's events. Throws a ReplayError
 * with the engine's code and message (`action i: ...`) when an entry does not apply.
 */
export function buildReplay(doc: ReplayDoc, every = CHECKPOINT_EVERY): Replay {
  if (!doc || !Array.isArray(doc.actions)) throw new ReplayError({ code: 'ERR_BAD_SAVE', rule: 'R4', message: 'A game log is a list of { seat, action } entries.' });
  const actions: readonly unknown[] = doc.actions;
  let started: { state: GameState; events: GameEvent[] };
  try {
    started = startGame(doc.setup);
  } catch (e) {
    throw new ReplayError(refusalOf(e));
  }
  const kept: GameState[] = [started.state];
  // events[0] is the deal's, events[k] those of step k.
  const events: GameEvent[][] = [started.events];
  let s = started.state;
  for (let i = 0; i < actions.length; i++) {
    const entry = actions[i] as LoggedAction | null;
    if (!entry || typeof entry !== 'object') throw new ReplayError({ code: 'ERR_BAD_SAVE', rule: 'R4', message: `action ${i}: not a { seat, action } entry.` });
    const r = applyAction(s, entry.seat, entry.action);
    if (!r.ok) throw new ReplayError({ code: r.error.code, rule: r.error.rule, message: `action ${i}: ${r.error.message}` });
    s = r.state;
    events.push(r.events);
    if ((i + 1) % every === 0) kept.push(s);
  }
  const total = actions.length;
  // The last state asked for, so stepping forward one at a time applies one action.
  let last = { step: 0, state: started.state };

  const stateAt = (step: number): GameState => {
    const k = clampStep(step, total);
    const base = Math.floor(k / every);
    let at = last.step <= k && last.step >= base * every ? last : { step: base * every, state: kept[base] };
    while (at.step < k) {
      const e = actions[at.step] as LoggedAction;
      const r = applyAction(at.state, e.seat, e.action);
      if (!r.ok) throw new ReplayError(refusalOf(r.error)); // cannot happen: every entry applied above
      at = { step: at.step + 1, state: r.state };
    }
    last = at;
    return at.state;
  };

  const logAt = (step: number, viewer: Viewer): LogEntry[] => {
    const k = clampStep(step, total);
    // Ids count every event from the deal on, so a line keeps its id (and its React key) across steps.
    const out: LogEntry[] = [];
    let id = 0;
    for (let i = 0; i <= k; i++) id += events[i].length;
    for (let i = k; i >= 0 && out.length < LOG_MAX; i--) {
      const es = events[i];
      id -= es.length;
      for (let j = es.length - 1; j >= 0 && out.length < LOG_MAX; j--) out.push({ id: id + j, event: redactEvent(es[j], viewer) });
    }
    return out;
  };

  return {
    match: doc.match, total, seats: started.state.players.length, checkpoints: kept.length,
    stateAt, logAt,
    frame: (step, viewer) => ({ view: viewFor(stateAt(step), viewer), log: logAt(step, viewer) }),
  };
}

/** Builds a replay, or gives the refusal that stops it (for the screen to show). */
export function tryBuildReplay(doc: ReplayDoc): { ok: true; replay: Replay } | { ok: false; error: Refusal } {
  try {
    return { ok: true, replay: buildReplay(doc) };
  } catch (e) {
    return { ok: false, error: e instanceof ReplayError ? e.refusal : refusalOf(e) };
  }
}
