// The offline game's modes beside the bot level, length and speed: how many players (2 brings in
// the Man in Black, R20), how many of them are people passing this device round (pass and play;
// the other seats are bots) and their names, and the Goal or Beginner variant (R21, R22). Kept in
// their own small store; `?players=2&people=2&goals=1&beginner=1` in the address sets them too.
// Characters are dealt (2 each, keep 1; the Beginner variant: 1 from its 6) or chosen (R3.2):
// each person picks one or leaves it to chance (`?characters=choose`).
import { characterPool, type CharacterId } from '@wl/engine';
import { createStore } from './store';

/** The offline modes. */
export interface OfflineModes {
  players: number;
  /** People playing on this device, seats 0 … people−1 (1: you against bots; more: pass and play). */
  people: number;
  /** The people's names as typed, by seat (an empty one gets "Player n" when the game starts). */
  names: string[];
  goals: boolean;
  beginner: boolean;
  /** Characters chosen (R3.2) instead of dealt. */
  choose: boolean;
  /** With `choose`, each person's character by seat ('' : at random among those left). */
  picks: string[];
}

/** Player counts offered offline (you and the bots). */
export const OFFLINE_PLAYERS: readonly number[] = [2, 3, 4, 5, 6];

/** The longest name a person at the device may type. */
export const NAME_MAX = 24;

/**
 * The modes made consistent: 2–6 players, 1 to all of them people, the Beginner variant without
 * goals (R22.1), each person's pick a character of the pool that no earlier person picked (else '').
 */
export function fitModes(m: OfflineModes): OfflineModes {
  const players = Math.min(6, Math.max(2, Math.round(Number(m.players) || 4)));
  const people = Math.min(players, Math.max(1, Math.round(Number(m.people) || 1)));
  const names = Array.from({ length: 6 }, (_, i) => String(m.names?.[i] ?? '').slice(0, NAME_MAX));
  const pool: readonly string[] = characterPool(!!m.beginner);
  const picks: string[] = [];
  for (let i = 0; i < 6; i++) {
    const c = String(m.picks?.[i] ?? '');
    picks.push(pool.includes(c) && !picks.includes(c) ? c : '');
  }
  return { players, people, names, beginner: !!m.beginner, goals: !m.beginner && !!m.goals, choose: !!m.choose, picks };
}

/** The characters of an offline game's people (OfflineOptions `characters`), by seat, null for "at random"; undefined when they are dealt. */
export function peopleCharacters(m: OfflineModes): (CharacterId | null)[] | undefined {
  return m.choose ? m.picks.slice(0, m.people).map((c) => (c ? (c as CharacterId) : null)) : undefined;
}

/** The modes an address asks for (defaults: 4 players, one person, no variant). */
export function modesFromSearch(search: string): OfflineModes {
  const p = new URLSearchParams(search);
  const on = (k: string) => p.get(k) === '1' || p.get(k) === 'true';
  return fitModes({ players: Number(p.get('players') ?? 4), people: Number(p.get('people') ?? 1), names: [], goals: on('goals'), beginner: on('beginner'),
    choose: p.get('characters') === 'choose', picks: [] });
}

const same = (a: OfflineModes, b: OfflineModes): boolean =>
  a.players === b.players && a.people === b.people && a.goals === b.goals && a.beginner === b.beginner && a.choose === b.choose
  && a.names.every((n, i) => n === b.names[i]) && a.picks.every((c, i) => c === b.picks[i]);

/** The page's offline modes. */
export const modes = createStore((s: OfflineModes, patch: Partial<OfflineModes>) => {
  const next = fitModes({ ...s, ...patch });
  return same(next, s) ? s : next;
}, modesFromSearch(typeof location === 'undefined' ? '' : location.search));

/**
 * The names of the people of a pass-and-play game, by seat (OfflineOptions `names`): each typed
 * name trimmed, `fallback(n)` for an empty one (n from 1); undefined for one person against bots.
 */
export function peopleNames(m: OfflineModes, fallback: (n: number) => string): string[] | undefined {
  if (m.people <= 1) return undefined;
  return Array.from({ length: m.people }, (_, i) => m.names[i].trim() || fallback(i + 1));
}
