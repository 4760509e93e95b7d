// The offline games' autosave: after every change a game against the bots (or of people passing
// the device round) is written to this device's storage as its options and its list of actions
// (a few kilobytes), so a reload, a closed tab or a phone that dropped the page loses nothing;
// the home page offers to resume it. Several games are kept (MAX_SAVES, the newest), each under
// its own id, so a new game, or a game in another tab, never overwrites one in progress.
// Restoring replays the actions through the engine, so a save that was tampered with or comes
// from an older engine is refused with the engine's code, never half-used.
import type { LoggedAction } from '@wl/engine';
import type { OfflineOptions } from './offline';

/** The storage key of the saved offline games (a JSON list, newest first). */
export const SAVES_KEY = 'wl.offline.games';
/** Where one game was saved before several were kept: read once, moved into the list. */
export const LEGACY_KEY = 'wl.offline.game';
/** How many games in progress are kept (the newest). */
export const MAX_SAVES = 5;

/** A saved offline game: what `startOffline` needs to deal it again and the actions taken since; `round` and `lp` only for the home page's summary. */
export interface OfflineSave {
  v: 1;
  options: OfflineOptions;
  log: LoggedAction[];
  /** When it was saved (epoch ms). */
  savedAt: number;
  /** The round and the player's LP then. */
  round: number;
  lp: number;
}

/** A save kept in storage, under its game's id. */
export type StoredSave = OfflineSave & { id: string };

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/** True when `s` has a save's shape (its actions are judged when it is resumed). */
function isSave(s: unknown): s is OfflineSave {
  if (!s || typeof s !== 'object') return false;
  const x = s as Partial<OfflineSave>;
  const o = x.options as Partial<OfflineOptions> | undefined;
  return x.v === 1 && Array.isArray(x.log) && isNum(x.savedAt) && isNum(x.round) && isNum(x.lp) && !!o && typeof o === 'object'
    && typeof o.botLevel === 'string' && isNum(o.length) && (o.speed === 'normal' || o.speed === 'fast') && isNum(o.seed)
    && (o.names === undefined || (Array.isArray(o.names) && o.names.every((n) => typeof n === 'string')))
    && (o.characters === undefined || (Array.isArray(o.characters) && o.characters.every((c) => c === null || typeof c === 'string'))); // the engine judges the ids
}

const parse = (raw: string | null): unknown => {
  try {
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return undefined; // not JSON
  }
};

/** Writes the list; a full or refused storage only loses the autosave, never the game. */
function store(storage: Store, saves: readonly StoredSave[]): void {
  try {
    if (saves.length) storage.setItem(SAVES_KEY, JSON.stringify(saves));
    else storage.removeItem(SAVES_KEY);
  } catch {
    // Storage full or disabled (a private window): play on without an autosave.
  }
}

/**
 * The saved games, newest first. What is not a save is removed (the list is written again
 * without it); a save from before several were kept (LEGACY_KEY) joins the list as id 'saved'.
 */
export function readSaves(storage: Store): StoredSave[] {
  let list: unknown, legacy: unknown;
  try {
    list = parse(storage.getItem(SAVES_KEY));
    legacy = parse(storage.getItem(LEGACY_KEY));
  } catch {
    return [];
  }
  const all = Array.isArray(list) ? list : [];
  const good = all.filter((s): s is StoredSave => isSave(s) && typeof (s as StoredSave).id === 'string' && (s as StoredSave).id !== '');
  if (legacy !== null && isSave(legacy) && !good.some((s) => s.id === 'saved')) good.push({ ...legacy, id: 'saved' });
  good.sort((a, b) => b.savedAt - a.savedAt);
  const kept = good.slice(0, MAX_SAVES);
  if (legacy !== null || (list !== null && !Array.isArray(list)) || kept.length !== all.length) { // something to move in, or to remove
    store(storage, kept);
    try { storage.removeItem(LEGACY_KEY); } catch { /* nothing to remove */ }
  }
  return kept;
}

/** The saved game of id `id`, or null. */
export function readSave(storage: Store, id: string): StoredSave | null {
  return readSaves(storage).find((s) => s.id === id) ?? null;
}

/** Writes game `id`'s save in place of its earlier one, keeping the MAX_SAVES newest; returns the list. */
export function writeSave(storage: Store, id: string, save: OfflineSave): StoredSave[] {
  const saves = [{ ...save, id }, ...readSaves(storage).filter((s) => s.id !== id)].slice(0, MAX_SAVES);
  store(storage, saves);
  return saves;
}

/** Removes game `id`'s save (the game ended, or the player discarded it); returns the list. */
export function clearSave(storage: Store, id: string): StoredSave[] {
  const saves = readSaves(storage).filter((s) => s.id !== id);
  store(storage, saves);
  return saves;
}
