// The client's UI state and its pure reducer: snapshots from the table (offline engine now, the
// server later) and the player's own UI choices come in as messages.
import type { Action, GameEvent, GameLength, PlayerView } from '@wl/engine';

/** The bot levels offered offline. */
export type BotLevel = 'random' | 'heuristic';
/** How fast bots play. */
export type Speed = 'normal' | 'fast';
/** The phone layout's tabs. */
export type Tab = 'prompt' | 'hand' | 'players' | 'log';

/** One log line: an event as this player may see it. */
export interface LogEntry { id: number; event: GameEvent }

/** An action the engine refused, with its rule. */
export interface Refusal { code: string; rule: string; message: string }

/** Everything the client shows. */
export interface UiState {
  screen: 'home' | 'loading' | 'game';
  botLevel: BotLevel;
  length: GameLength;
  speed: Speed;
  view: PlayerView | null;
  legal: Action[];
  /** Newest first, at most LOG_MAX lines. */
  log: LogEntry[];
  nextLogId: number;
  refusal: Refusal | null;
  tab: Tab;
  /** Pass reaction windows by itself when the only listed action is `pass` (UI.md). */
  autoPass: boolean;
  /** A hidden choice (a face-down card) selected and waiting for confirmation (UI.md). */
  pending: Action | null;
}

/** Messages the reducer understands. */
export type Msg =
  | { type: 'configure'; botLevel?: BotLevel; length?: GameLength; speed?: Speed; autoPass?: boolean }
  | { type: 'starting' }
  | { type: 'snapshot'; view: PlayerView; legal: Action[]; events: GameEvent[] }
  | { type: 'refused'; refusal: Refusal }
  | { type: 'tab'; tab: Tab }
  | { type: 'select'; action: Action | null }
  | { type: 'home' };

/** The log keeps this many lines. */
export const LOG_MAX = 400;

/** The state before anything happened. */
export const initialState: UiState = {
  screen: 'home', botLevel: 'heuristic', length: 20, speed: 'normal',
  view: null, legal: [], log: [], nextLogId: 0, refusal: null, tab: 'prompt', autoPass: true, pending: null,
};

/** True when the viewer owes a reaction window with nothing to play but `pass`. */
export function onlyPass(s: UiState): boolean {
  const p = s.view?.prompt;
  return !!p && p.kind === 'reaction' && p.seat === s.view?.you?.seat && s.legal.length === 1 && s.legal[0].type === 'pass';
}

/** The pure reducer of the client. */
export function reduce(s: UiState, m: Msg): UiState {
  switch (m.type) {
    case 'configure':
      return { ...s, botLevel: m.botLevel ?? s.botLevel, length: m.length ?? s.length, speed: m.speed ?? s.speed, autoPass: m.autoPass ?? s.autoPass };
    case 'starting':
      return { ...s, screen: 'loading', view: null, legal: [], log: [], nextLogId: 0, refusal: null, tab: 'prompt' };
    case 'snapshot': {
      const fresh = m.events.map((event, i) => ({ id: s.nextLogId + i, event })).reverse();
      return {
        ...s, screen: 'game', view: m.view, legal: m.legal, refusal: null, pending: null,
        log: fresh.length ? [...fresh, ...s.log].slice(0, LOG_MAX) : s.log,
        nextLogId: s.nextLogId + m.events.length,
      };
    }
    case 'refused':
      return { ...s, refusal: m.refusal };
    case 'select':
      return { ...s, pending: m.action };
    case 'tab':
      return s.tab === m.tab ? s : { ...s, tab: m.tab };
    case 'home':
      return { ...initialState, botLevel: s.botLevel, length: s.length, speed: s.speed, autoPass: s.autoPass };
  }
}
