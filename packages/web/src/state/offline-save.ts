// The offline game's autosave: after every change the game against the bots is written to this
// device's storage as its options and its list of actions (a few kilobytes), so a reload, a
// closed tab or a phone that dropped the page loses nothing; the home page offers to resume it.
// Restoring replays the actions through the engine, so a save that was tampered with or comes
// from an older engine is refused with the engine's code, never half-used.
import type { LoggedAction } from '@wl/engine';
import type { OfflineOptions } from './offline';

/** The storage key of the saved offline game. */
export const SAVE_KEY = 'wl.offline.game';

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

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Writes the save; a full or refused storage only loses the autosave, never the game. */
export function writeSave(storage: Store, save: OfflineSave): void {
  try {
    storage.setItem(SAVE_KEY, JSON.stringify(save));
  } catch {
    // Storage full or disabled (a private window): play on without an autosave.
  }
}

/** Removes the save (the game ended, or the player discarded it). */
export function clearSave(storage: Store): void {
  try {
    storage.removeItem(SAVE_KEY);
  } catch {
    // nothing to remove
  }
}

const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/** The saved game, or null when there is none or it is not a save at all (then it is removed); its actions are judged when it is resumed. */
export function readSave(storage: Store): OfflineSave | null {
  let raw: string | null = null;
  try {
    raw = storage.getItem(SAVE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const s = JSON.parse(raw) as Partial<OfflineSave>;
    const o = s.options as Partial<OfflineOptions> | undefined;
    const ok = s.v === 1 && Array.isArray(s.log) && isNum(s.savedAt) && isNum(s.round) && isNum(s.lp) && !!o && typeof o === 'object'
      && typeof o.botLevel === 'string' && isNum(o.length) && (o.speed === 'normal' || o.speed === 'fast') && isNum(o.seed);
    if (ok) return s as OfflineSave;
  } catch {
    // not JSON
  }
  clearSave(storage);
  return null;
}
