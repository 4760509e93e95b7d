// The one store of the page, the table it plays at (the engine in this page, or a server table)
// and the routing between them: `/` is home, `/t/<id>` is an online table (the invite link),
// `/r/<match>` the replay of a finished match.
import { statsOfGame, type Action, type GameLength, type GameStats, type Seat, type Viewer } from '@wl/engine';
import { createTable } from './api';
import type { Said } from './protocol';
import { createRequest, pickAt, pickOf } from './draft';
import { startOffline, type OfflineOptions, type OfflineTable, type SaveHook } from './offline';
import { clearSave, readSave, readSaves, SAVES_KEY, writeSave, type OfflineSave, type StoredSave } from './offline-save';
import { EMPTY_HISTORY, endOfState, forgetHistory, HISTORY_KEY, playedGame, readHistory, recordGame, type History } from './game-history';
import { modes, peopleCharacters, peopleNames } from './modes';
import i18next from '../i18n';
import { keepMuted, mutedSeats } from './mute';
import { endSeen, openOnline, type OnlineTable } from './online';
import { openLocalReplay, openReplay, type ReplayTable } from './replay-table';
import { gameFileDoc, gameFileOf, type ReplayDoc } from './replay';
import { initialState, onlyPass, reduce, type Refusal, type Speed } from './reducer';
import { createStore } from './store';
import type { GameTable } from './table';

const params = new URLSearchParams(location.search);
const speedParam = params.get('speed');
const lengthParam = Number(params.get('length'));
const NAME_KEY = 'wl.name';

/** The page's store. */
export const store = createStore(reduce, {
  ...initialState,
  speed: speedParam === 'fast' || speedParam === 'normal' ? (speedParam as Speed) : initialState.speed,
  length: lengthParam === 15 || lengthParam === 20 || lengthParam === 25 ? (lengthParam as GameLength) : initialState.length,
  draft: { ...initialState.draft, name: localStorage.getItem(NAME_KEY) ?? '' },
});

/** The offline games saved on this device, newest first (the home page's Resume card), and why the last resume failed. */
export const saved = createStore((_s: { saves: StoredSave[]; error: Refusal | null }, next: { saves: StoredSave[]; error: Refusal | null }) => next,
  { saves: readSaves(localStorage), error: null });

/** The finished offline games of this device and their tallies (the home page's history card). */
export const played = createStore((_s: History, next: History) => next, readHistory(localStorage));

// Another tab saved, resumed, discarded or finished a game: the home page's cards follow.
window.addEventListener('storage', (e) => {
  if (e.key === SAVES_KEY || e.key === null) saved.dispatch({ saves: readSaves(localStorage), error: null });
  if (e.key === HISTORY_KEY || e.key === null) played.dispatch(readHistory(localStorage));
});

/** Keeps game `id`'s save in this device's storage (beside the other games in progress), and the Resume card in step; a finished game goes to the history. */
const autosave = (id: string): SaveHook => (save, end) => {
  saved.dispatch({ saves: save ? writeSave(localStorage, id, save) : clearSave(localStorage, id), error: null });
  if (end) played.dispatch(recordGame(localStorage, playedGame(id, end.doc, endOfState(end.state), end.people, Date.now())));
};

/** The options of the offline game dealt last (new or resumed): "Play again" deals the same table. */
let dealt: OfflineOptions | null = null;

/** A new game's seed: the address's `?seed=` (the same deal each time, for tests and bug reports), else a random one. */
function newSeed(): number {
  const seedParam = params.get('seed');
  return seedParam ? Number(seedParam) : Math.floor(Math.random() * 2 ** 31);
}

/**
 * Deals an offline game with these options (a saved one: its id and actions, replayed first) and
 * plays until a person owes a decision; an action the engine refuses throws, and nothing starts.
 */
async function deal(o: OfflineOptions, id = newGameId(o.seed), log: OfflineSave['log'] = []): Promise<void> {
  close();
  store.dispatch({ type: 'starting' });
  current = offline = await startOffline(o, store.dispatch, log, autosave(id));
  dealt = o;
}

/** Watches a document from this page (a game just played, a finished game of this device, a game file) in the replay screen; Leave goes home. */
function watchDoc(doc: Promise<ReplayDoc>): void {
  close();
  watching = openLocalReplay(doc, store.dispatch);
}

/** A new offline game's id for its save: unique on this device. */
const newGameId = (seed: number): string => `g${Date.now().toString(36)}${seed.toString(36)}`;

let current: GameTable | null = null;
let offline: OfflineTable | null = null;
let online: OnlineTable | null = null;
let watching: ReplayTable | null = null;

// Auto-pass: a reaction window where `pass` is the only listed action is answered by itself.
let autoPassed = -1;
store.subscribe(() => {
  const s = store.getState();
  if (!s.autoPass || !onlyPass(s) || !s.view || autoPassed === s.view.seq) return;
  autoPassed = s.view.seq;
  const table0 = current;
  setTimeout(() => { if (current === table0) current?.act({ type: 'pass' }); }, 0);
});

// An online game this page sees end in one of its seats goes to this device's finished games
// once, with the match's replay from the server (the table fetches it once for the scoring's
// statistics and file too); a refusal (the server gone) leaves it out.
let recorded: string | null = null;
store.subscribe(() => {
  const s = store.getState(), view = s.view, at = s.online, match = at?.match, table0 = online;
  if (!view?.finished || !view.you || !at || !match || !table0 || recorded === match) return;
  recorded = match;
  endSeen(localStorage, at.tableId, match); // "Your tables" no longer lists it as finished
  const seat = view.you.seat;
  void table0.doc().then((doc) => played.dispatch(recordGame(localStorage, playedGame(match, doc, view, 1, Date.now(), seat))), () => undefined);
});

/** The id of the table in an invite path (`/t/<id>`), or null. */
export function tableIdOf(path: string): string | null {
  return /^\/t\/([0-9a-z]{4,40})\/?$/.exec(path)?.[1] ?? null;
}

/** The match id in a replay path (`/r/<match>`), or null. */
export function replayIdOf(path: string): string | null {
  return /^\/r\/([0-9a-z]{4,40})\/?$/.exec(path)?.[1] ?? null;
}

function close(): void {
  current?.stop();
  current = null;
  offline = null;
  online = null;
  watching?.stop();
  watching = null;
}

function openTable(id: string): OnlineTable {
  close();
  online = openOnline(id, { origin: location.origin, connect: (url) => new WebSocket(url), storage: localStorage, dispatch: store.dispatch });
  current = online;
  store.dispatch({ type: 'muted', seats: mutedSeats(localStorage, id) });
  return online;
}

/** Follows the address: an invite path opens its table, a replay path its replay, anything else shows home. */
function route(): void {
  const id = tableIdOf(location.pathname);
  const match = replayIdOf(location.pathname);
  if (match) {
    if (store.getState().replay?.match !== match) {
      close();
      watching = openReplay(match, { origin: location.origin, dispatch: store.dispatch });
    }
  } else if (id) {
    if (store.getState().online?.tableId !== id) openTable(id);
  } else if (store.getState().online || store.getState().replay) {
    close();
    store.dispatch({ type: 'home' });
  }
}

/** The document of the game on screen: the replay watched, else the table played at. */
function shownDoc(): Promise<ReplayDoc> {
  const from = watching ?? current;
  return from ? from.doc() : Promise.reject(new Error('no game'));
}

/** The table the UI sends decisions to. */
export const table = {
  /** Starts a new offline game with the configured options. */
  async start(): Promise<void> {
    const s = store.getState();
    const m = modes.getState();
    const names = peopleNames(m, (n) => i18next.t('hotseat.defaultName', { n }));
    const characters = peopleCharacters(m);
    await deal({ botLevel: s.botLevel, length: s.length, speed: s.speed, seed: newSeed(), players: m.players, goals: m.goals, beginner: m.beginner, ...(names ? { names } : {}), ...(characters ? { characters } : {}) });
  },
  /** The bots' speed, from now on (and the current offline game's). */
  setSpeed(speed: Speed): void {
    store.dispatch({ type: 'configure', speed });
    offline?.setSpeed(speed);
  },
  /** Resumes offline game `id` saved on this device; a save the engine refuses is discarded, and the card says why. */
  async resume(id: string): Promise<void> {
    const save = readSave(localStorage, id);
    if (!save) { saved.dispatch({ saves: readSaves(localStorage), error: null }); return; }
    try {
      store.dispatch({ type: 'configure', speed: save.options.speed });
      await deal(save.options, id, save.log);
    } catch (e) {
      const err = e as { code?: string; rule?: string; message?: string };
      saved.dispatch({ saves: clearSave(localStorage, id), error: { code: err.code ?? 'ERR_BAD_SAVE', rule: err.rule ?? err.code ?? 'ERR_BAD_SAVE', message: err.message ?? String(e) } });
      store.dispatch({ type: 'home' });
    }
  },
  /** Forgets offline game `id` saved on this device. */
  discardSave(id: string): void {
    saved.dispatch({ saves: clearSave(localStorage, id), error: null });
  },
  /** Creates an online table from the form, takes its first seat and goes to its invite path. */
  async create(): Promise<void> {
    const d = store.getState().draft;
    const name = d.name.trim();
    localStorage.setItem(NAME_KEY, name);
    store.dispatch({ type: 'lobby', busy: true, error: null });
    try {
      const info = await createTable(location.origin, createRequest(d));
      history.pushState(null, '', info.invite);
      await openTable(info.id).join(name, 0, d.choose ? pickOf(d) : undefined);
    } catch (e) {
      const refusal = (e as { refusal?: { code: string; rule: string; message: string } }).refusal;
      store.dispatch({ type: 'lobby', busy: false, error: refusal ?? { code: 'ERR_NETWORK', rule: 'ERR_NETWORK', message: String(e) } });
    }
  },
  /** Takes a free seat at the open online table (with your pick of the draft where characters are chosen, R3.2). */
  async join(name: string, seat?: Seat): Promise<void> {
    localStorage.setItem(NAME_KEY, name.trim());
    store.dispatch({ type: 'draft', patch: { name: name.trim() } });
    await online?.join(name.trim(), seat, pickAt(store.getState().draft, store.getState().online?.info));
  },
  /** Starts the open online table now: normal bots take the free seats. */
  async startNow(): Promise<void> {
    await online?.startNow('heuristic');
  },
  /** Sends this player's decision. */
  act(a: Action): void {
    current?.act(a);
  },
  /** Pass and play: the person the hand-over screen names holds the device now. */
  reveal(): void {
    offline?.reveal();
  },
  /** Asks what the normal bot would choose at this player's decision (games against bots only). */
  hint(): void {
    void offline?.hint();
  },
  /** Takes back this player's last action of the turn (the table judges it). */
  undo(): void {
    current?.undo();
  },
  /** The finished game's statistics (the engine's statsOfGame of its document): the game against bots', the online match's or the replay's. */
  async stats(): Promise<GameStats> {
    const d = await shownDoc();
    return statsOfGame(d.setup, d.actions);
  },
  /** Watches the replay of the game just played against bots (its hands open at will); Leave goes home. */
  watchOffline(): void {
    if (offline) watchDoc(offline.doc());
  },
  /** Watches the replay of a game file's text ({ setup, actions }); a file that is not one shows the replay screen's refusal (ERR_BAD_SAVE, or the engine's code). */
  watchFile(name: string, text: string): void {
    const match = name.replace(/\.json$/i, '').replace(/[^\w.-]+/g, '-').slice(0, 60) || 'file';
    watchDoc(new Promise((ok) => ok(gameFileDoc(match, text)))); // a throw rejects: its refusal is shown
  },
  /** The finished game as a file `wl replay` reads ({ setup, actions }): the game against bots' own, or the online match's from the server. */
  async gameFile(): Promise<{ name: string; json: string }> {
    return gameFileOf(await shownDoc());
  },
  /** Watches a finished game of this device's history again (its replay screen; Leave goes home). */
  watchPlayed(doc: ReplayDoc): void {
    watchDoc(Promise.resolve(doc));
  },
  /** Forgets this device's finished games and their tallies. */
  forgetHistory(): void {
    forgetHistory(localStorage);
    played.dispatch(EMPTY_HISTORY);
  },
  /** Another game: a new offline deal, or a rematch at the online table. */
  again(): void {
    if (online) online.rematch();
    else if (dealt) void deal({ ...dealt, seed: newSeed(), speed: store.getState().speed }); // the same table: players, people, bots, length, variants
    else void table.start();
  },
  /** Asks the online table to let a stand-in bot play `seat`, whose player is gone. */
  standIn(seat: Seat): void {
    online?.standIn(seat);
  },
  /** Takes this player's seat back from its stand-in bot at the online table. */
  back(): void {
    online?.back();
  },
  /** Writes a line (or a quick phrase) in the online table's chat. */
  say(said: Said): void {
    online?.say(said);
  },
  /** Hides (`on`) or shows again a seat's chat lines at the online table, remembered on this device. */
  mute(seat: Seat, on: boolean): void {
    const o = store.getState().online;
    if (!o) return;
    const seats = on ? [...new Set([...o.muted, seat])] : o.muted.filter((x) => x !== seat);
    keepMuted(localStorage, o.tableId, seats);
    store.dispatch({ type: 'muted', seats });
  },
  /** Drops the online socket (it reconnects by itself). */
  drop(): void {
    online?.drop();
  },
  /** Leaves the game or table for the home screen. */
  leave(): void {
    const wasOnline = !!online || !!watching;
    close();
    if (wasOnline && location.pathname !== '/') history.pushState(null, '', '/'); // a replay of a game against bots is already at `/`
    store.dispatch({ type: 'home' });
  },
};

/** The replay the controls step through (`/r/<match>`). */
export const replayControls = {
  /** Shows a step (0: the deal). */
  go(step: number): void {
    watching?.go(step);
  },
  /** Shows the game as a seat or the spectator sees it. */
  see(viewer: Viewer): void {
    watching?.see(viewer);
  },
};

window.addEventListener('popstate', route);
route();
// For the browser console and the browser tests: the store and the table (the server judges every action anyway).
Object.assign(window, { wl: { store, table, replayControls } });
