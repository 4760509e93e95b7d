// The client's UI state and its pure reducer: snapshots from the table (the engine in this page,
// or the server), the lobby's table info and the player's own UI choices come in as messages.
import { sameAction, type Action, type GameEvent, type GameLength, type PlayerView, type Seat, type Viewer } from '@wl/engine';
import { DEFAULT_DRAFT, draftFits, type CreateDraft } from './draft';
import type { ChatLine, TableInfo } from './protocol';

/** The bot levels offered offline. */
export type BotLevel = 'random' | 'casual' | 'heuristic' | 'ismcts';
/** How fast bots play. */
export type Speed = 'normal' | 'fast';
/** The phone layout's tabs. */
export type Tab = 'prompt' | 'hand' | 'players' | 'log' | 'goals';

/** One log line: an event as this player may see it. */
export interface LogEntry { id: number; event: GameEvent }

/** An action (or a request) refused, with its stable code and the rule it enforces (the code when no rule applies). */
export interface Refusal { code: string; rule: string; message: string }

/** The socket's state: first connection, open, lost and retrying. */
export type ConnState = 'connecting' | 'open' | 'reconnecting';

/** The online table this page is at. */
export interface OnlineState {
  tableId: string;
  /** The table as the server last described it; null until it answered. */
  info: TableInfo | null;
  /** This page's seat, or null when it only watches. */
  seat: Seat | null;
  conn: ConnState;
  /** The match and server version of the last snapshot. */
  match: string | null;
  v: number;
  /** When the owed decision times out (epoch ms), or null. */
  deadline: number | null;
  /** Seats now played by a stand-in bot. */
  autoplay: Seat[];
  /** The number (`n`) of the last chat line shown: lines sent again after a reconnection are skipped. */
  chatSeen: number;
  /** Chat lines of other players that came while the phone's log tab was not open (its badge). */
  chatUnread: number;
  /** This page saw the table waiting for players (so a match at version 0 started while it was open). */
  sawWaiting: boolean;
  /** The seats whose chat this browser hides (mute.ts). */
  muted: Seat[];
}

/** The replay of a finished match this page shows (`/r/<match>`): read-only, at a chosen step. */
export interface ReplayUi {
  match: string;
  /** The step shown (0: the deal) of `total` (the logged actions). */
  step: number;
  total: number;
  /** How many seats the game has. */
  seats: number;
  /** Whose eyes the screen shows: the spectator or a seat (a finished game hides nothing). */
  viewer: Viewer;
  /** Why the replay cannot be shown (the server's or the engine's code and message), or null. */
  error: Refusal | null;
}

/** The server's bookkeeping that comes with an online snapshot. */
export interface SnapshotMeta { match: string; v: number; deadline: number | null; autoplay: Seat[] }

/** Everything the client shows. */
export interface UiState {
  screen: 'home' | 'loading' | 'game' | 'table' | 'replay';
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
  /** What the normal bot would choose at the player's current decision (offline games' Hint), or null; the next snapshot clears it. */
  hint: Action | null;
  /** This player may take back their last action now (the engine's undo policy, judged by the table). */
  canUndo: boolean;
  /** The new-table form. */
  draft: CreateDraft;
  /** Set while playing or waiting at an online table. */
  online: OnlineState | null;
  /** A create or join request is on its way. */
  busy: boolean;
  /** The last lobby error (no such table, seat taken, bad options, ...). */
  lobbyError: Refusal | null;
  /** Set while watching a replay. */
  replay: ReplayUi | null;
  /** Pass and play: the person who must take the device before the game shows their view (offline.ts), or null. */
  handOver: HandOver | null;
  /** Several people share this device (pass and play): the table sends `handOver` with every snapshot. */
  shared: boolean;
}

/** Who must take the device before the game shows more (pass and play, offline.ts): a person and their name. */
export interface HandOver { seat: Seat; name: string }

/** Messages the reducer understands. */
export type Msg =
  | { type: 'configure'; botLevel?: BotLevel; length?: GameLength; speed?: Speed; autoPass?: boolean }
  | { type: 'starting' }
  | { type: 'snapshot'; view: PlayerView; legal: Action[]; events: GameEvent[]; online?: SnapshotMeta; canUndo?: boolean; handOver?: HandOver | null }
  | { type: 'refused'; refusal: Refusal }
  | { type: 'tab'; tab: Tab }
  | { type: 'select'; action: Action | null }
  | { type: 'hint'; action: Action; seq: number }
  | { type: 'home' }
  | { type: 'draft'; patch: Partial<CreateDraft> }
  | { type: 'openTable'; tableId: string; seat: Seat | null }
  | { type: 'tableInfo'; info: TableInfo }
  | { type: 'seated'; seat: Seat | null }
  | { type: 'conn'; conn: ConnState }
  | { type: 'clock'; deadline: number | null }
  | { type: 'chat'; lines: ChatLine[] }
  | { type: 'muted'; seats: Seat[] }
  | { type: 'lobby'; busy?: boolean; error?: Refusal | null }
  | { type: 'replayOpen'; match: string }
  | { type: 'replayFrame'; view: PlayerView; log: LogEntry[]; step: number; total: number; seats: number; viewer: Viewer }
  | { type: 'replayError'; error: Refusal };

/** The newest `n` lines of the game itself, newest first: chat lines (online) left out, so talk never pushes a roll or a walk out of view. */
export function gameLines(log: readonly LogEntry[], n: number): LogEntry[] {
  const out: LogEntry[] = [];
  for (const l of log) {
    if (out.length >= n) break;
    if (l.event.type !== 'chat') out.push(l);
  }
  return out;
}

/** The log keeps this many lines. */
export const LOG_MAX = 400;

/** The state before anything happened. */
export const initialState: UiState = {
  screen: 'home', botLevel: 'heuristic', length: 20, speed: 'normal',
  view: null, legal: [], log: [], nextLogId: 0, refusal: null, tab: 'prompt', autoPass: true, pending: null, hint: null, canUndo: false,
  draft: DEFAULT_DRAFT, online: null, busy: false, lobbyError: null, replay: null, handOver: null, shared: false,
};

/** True when a decision of kind `kind` lists nothing but `pass` in a reaction window (the store passes it for its player; pass and play's table for any person). */
export function passOnlyWindow(kind: string | undefined, legal: readonly Action[]): boolean {
  return kind === 'reaction' && legal.length === 1 && legal[0].type === 'pass';
}

/** True when the viewer owes a reaction window with nothing to play but `pass`. */
export function onlyPass(s: UiState): boolean {
  const p = s.view?.prompt;
  return !!p && p.seat === s.view?.you?.seat && passOnlyWindow(p.kind, s.legal);
}

/** True while the game waits for a decision of this page's own player (not in a replay). */
export function awaitsMe(s: UiState): boolean {
  const v = s.view;
  return s.replay === null && !!v?.prompt && v.prompt.seat === v.you?.seat;
}

const GAME_RESET: Partial<UiState> = { view: null, legal: [], log: [], nextLogId: 0, refusal: null, pending: null, hint: null, canUndo: false, tab: 'prompt', replay: null, handOver: null, shared: false };

function snapshot(s: UiState, m: Extract<Msg, { type: 'snapshot' }>): UiState {
  const o = m.online;
  // A new match at the same table (a rematch) starts a new log.
  const base = o && s.online && s.online.match !== null && s.online.match !== o.match ? { ...s, log: [], nextLogId: 0 } : s;
  const fresh = m.events.map((event, i) => ({ id: base.nextLogId + i, event })).reverse();
  // The version already shown again (a reconnection's sync while nothing moved): the card picked face
  // down and awaiting its confirmation stays picked, as long as it is still listed.
  const same = o && s.online && s.online.match === o.match && s.online.v === o.v;
  const kept = s.pending;
  const pending = same && kept && m.legal.some((a) => sameAction(a, kept)) ? kept : null;
  return {
    ...base, screen: 'game', view: m.view, legal: m.legal, refusal: null, pending, hint: null, lobbyError: null, canUndo: m.canUndo ?? false, handOver: m.handOver ?? null, shared: m.handOver !== undefined,
    log: fresh.length ? [...fresh, ...base.log].slice(0, LOG_MAX) : base.log,
    nextLogId: base.nextLogId + m.events.length,
    online: o && s.online ? { ...s.online, match: o.match, v: o.v, deadline: o.deadline, autoplay: o.autoplay } : s.online,
  };
}

/** Chat lines join the log as 'chat' events (newest first, like the game's), each line once. */
function chat(s: UiState, lines: readonly ChatLine[]): UiState {
  if (!s.online) return s;
  const seen = s.online.chatSeen;
  const fresh = lines.filter((l) => l.n > seen).sort((a, b) => a.n - b.n);
  if (!fresh.length) return s;
  const entries = fresh.map((l, i) => ({ id: s.nextLogId + i, event: { type: 'chat', seat: l.seat, data: l.phrase !== undefined ? { name: l.name, phrase: l.phrase } : { name: l.name, text: l.text ?? '' } } })).reverse();
  const muted = s.online.muted;
  const unread = s.tab === 'log' ? 0 : s.online.chatUnread + fresh.filter((l) => l.seat !== s.online?.seat && !muted.includes(l.seat)).length;
  return { ...s, log: [...entries, ...s.log].slice(0, LOG_MAX), nextLogId: s.nextLogId + fresh.length, online: { ...s.online, chatSeen: fresh[fresh.length - 1].n, chatUnread: unread } };
}

function online(s: UiState, patch: Partial<OnlineState>): UiState {
  return s.online ? { ...s, online: { ...s.online, ...patch } } : s;
}

/** The pure reducer of the client. */
export function reduce(s: UiState, m: Msg): UiState {
  switch (m.type) {
    case 'configure':
      return { ...s, botLevel: m.botLevel ?? s.botLevel, length: m.length ?? s.length, speed: m.speed ?? s.speed, autoPass: m.autoPass ?? s.autoPass };
    case 'starting':
      return { ...s, ...GAME_RESET, screen: 'loading', online: null };
    case 'snapshot':
      return snapshot(s, m);
    case 'refused':
      return { ...s, refusal: m.refusal };
    case 'select':
      return { ...s, pending: m.action };
    case 'hint': // kept only for the decision it was asked at
      return s.view?.seq === m.seq ? { ...s, hint: m.action } : s;
    case 'tab': // opening the log reads the chat
      return s.tab === m.tab ? s : { ...s, tab: m.tab, online: m.tab === 'log' && s.online ? { ...s.online, chatUnread: 0 } : s.online };
    case 'home':
      return { ...initialState, botLevel: s.botLevel, length: s.length, speed: s.speed, autoPass: s.autoPass, draft: s.draft };
    case 'draft':
      return { ...s, draft: draftFits({ ...s.draft, ...m.patch }) };
    case 'openTable':
      return {
        ...s, ...GAME_RESET, screen: 'table',
        online: { tableId: m.tableId, info: null, seat: m.seat, conn: 'connecting', match: null, v: 0, deadline: null, autoplay: [], chatSeen: 0, chatUnread: 0, sawWaiting: false, muted: [] }, busy: false, lobbyError: null,
      };
    case 'tableInfo':
      return online(s, { info: m.info, ...(m.info.status === 'waiting' ? { sawWaiting: true } : {}) });
    case 'seated':
      return online(s, { seat: m.seat });
    case 'conn':
      return online(s, { conn: m.conn });
    case 'clock':
      return online(s, { deadline: m.deadline });
    case 'chat':
      return chat(s, m.lines);
    case 'muted':
      return online(s, { muted: m.seats });
    case 'lobby':
      return { ...s, busy: m.busy ?? s.busy, lobbyError: m.error === undefined ? s.lobbyError : m.error };
    case 'replayOpen':
      return { ...s, ...GAME_RESET, screen: 'replay', online: null, replay: { match: m.match, step: 0, total: 0, seats: 0, viewer: 'spectator', error: null } };
    case 'replayFrame': {
      // A whole frame: the view of the step and its log (replay.ts), nothing to choose.
      if (!s.replay) return s;
      const { view, log, step, total, seats, viewer } = m;
      return { ...s, screen: 'game', view, legal: [], log, nextLogId: (log[0]?.id ?? -1) + 1, refusal: null, pending: null, replay: { ...s.replay, step, total, seats, viewer, error: null } };
    }
    case 'replayError':
      return s.replay ? { ...s, ...GAME_RESET, screen: 'replay', replay: { ...s.replay, error: m.error } } : s;
  }
}
