// The offline game's modes beside the bot level, length and speed: how many players (2 brings in
// the Man in Black, R20) and the Goal or Beginner variant (R21, R22). Kept in their own small
// store; `?players=2&goals=1&beginner=1` in the address sets them too.
import { createStore } from './store';

/** The offline modes. */
export interface OfflineModes { players: number; goals: boolean; beginner: boolean }

/** Player counts offered offline (you and the bots). */
export const OFFLINE_PLAYERS: readonly number[] = [2, 3, 4, 5, 6];

/** The modes made consistent: 2–6 players, the Beginner variant without goals (R22.1). */
export function fitModes(m: OfflineModes): OfflineModes {
  const players = Math.min(6, Math.max(2, Math.round(Number(m.players) || 4)));
  return { players, beginner: !!m.beginner, goals: !m.beginner && !!m.goals };
}

/** The modes an address asks for (defaults: 4 players, no variant). */
export function modesFromSearch(search: string): OfflineModes {
  const p = new URLSearchParams(search);
  const on = (k: string) => p.get(k) === '1' || p.get(k) === 'true';
  return fitModes({ players: Number(p.get('players') ?? 4), goals: on('goals'), beginner: on('beginner') });
}

/** The page's offline modes. */
export const modes = createStore((s: OfflineModes, patch: Partial<OfflineModes>) => {
  const next = fitModes({ ...s, ...patch });
  return next.players === s.players && next.goals === s.goals && next.beginner === s.beginner ? s : next;
}, modesFromSearch(typeof location === 'undefined' ? '' : location.search));
