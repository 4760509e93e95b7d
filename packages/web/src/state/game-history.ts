// The finished offline games of this device: a short list of the newest (MAX_GAMES), each with
// its whole game (setup and actions, so it can be watched again or downloaded) and its result,
// and the tallies of every game against bots since the first (played, won, best score), which
// outlive the list. Kept in the browser's storage beside the saves of the games in progress.
import type { Competitor, GameState } from '@wl/engine';
import type { ReplayDoc } from './replay';

/** The storage key of the history. */
export const HISTORY_KEY = 'wl.offline.history';
/** How many finished games are kept whole (the newest). */
export const MAX_GAMES = 10;

/** One competitor's result, in the final scoring's order: the seat (or the Man in Black), the seat's name, the character kept and the total. */
export interface PlayedSeat { seat: Competitor; name: string; character: string | null; total: number }

/** A finished game: when it ended, how many people played it on this device (1: you against bots), its result and the game itself. */
export interface PlayedGame { id: string; endedAt: number; people: number; rounds: number; winners: Competitor[]; seats: PlayedSeat[]; doc: ReplayDoc }

/** A person's games of pass and play on this device, by the name they played under. */
export interface PersonTally { played: number; won: number }

/** The history: the tallies of the games one person played against bots, of each person's pass-and-play games, and the newest games. */
export interface History { v: 1; played: number; won: number; best: number; people: Record<string, PersonTally>; games: PlayedGame[] }

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** No game yet. */
export const EMPTY_HISTORY: History = { v: 1, played: 0, won: 0, best: 0, people: {}, games: [] };

const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/** True when `g` has a played game's shape (its doc is judged when it is watched). */
function isGame(g: unknown): g is PlayedGame {
  const x = g as Partial<PlayedGame> | null;
  return !!x && typeof x === 'object' && typeof x.id === 'string' && isNum(x.endedAt) && isNum(x.people) && isNum(x.rounds)
    && Array.isArray(x.winners) && Array.isArray(x.seats) && x.seats.every((s) => !!s && typeof s.name === 'string' && isNum(s.total))
    && !!x.doc && typeof x.doc === 'object' && typeof x.doc.match === 'string' && !!x.doc.setup && Array.isArray(x.doc.actions);
}

/** The result of a finished game (`state`, at its end) as the history keeps it. */
export function playedGame(id: string, doc: ReplayDoc, state: GameState, people: number, endedAt: number): PlayedGame {
  const seats = (state.scores ?? []).map((l): PlayedSeat => {
    const p = l.seat === 'mib' ? null : state.players[l.seat];
    return { seat: l.seat, name: p ? p.name : 'mib', character: p?.character ?? null, total: l.total };
  });
  return { id, endedAt, people, rounds: state.turn.round, winners: [...state.winners], seats, doc };
}

/** The history on this device; what is not one is removed (the empty history). */
export function readHistory(storage: Store): History {
  let raw: string | null = null;
  try {
    raw = storage.getItem(HISTORY_KEY);
  } catch {
    return EMPTY_HISTORY;
  }
  if (raw === null) return EMPTY_HISTORY;
  try {
    const h = JSON.parse(raw) as Partial<History>;
    if (h.v === 1 && isNum(h.played) && isNum(h.won) && isNum(h.best) && Array.isArray(h.games)) {
      const people = Object.fromEntries(Object.entries(h.people ?? {}).filter(([, t]) => !!t && isNum(t.played) && isNum(t.won)));
      return { v: 1, played: h.played, won: h.won, best: h.best, people, games: h.games.filter(isGame) };
    }
  } catch {
    // not JSON
  }
  forgetHistory(storage);
  return EMPTY_HISTORY;
}

/**
 * Adds a finished game (once: a game already recorded is not counted again) and returns the
 * history. A game of one person against bots counts in the tallies: won when seat 0 is among the
 * winners (a shared win too, R19.3), best its total; a pass-and-play game counts for each of its
 * people, by name (seats 0 … people−1).
 */
export function recordGame(storage: Store, game: PlayedGame): History {
  const h = readHistory(storage);
  if (h.games.some((g) => g.id === game.id)) return h;
  const solo = game.people <= 1;
  const mine = game.seats.find((s) => s.seat === 0);
  const next: History = {
    v: 1,
    played: h.played + (solo ? 1 : 0),
    won: h.won + (solo && game.winners.includes(0) ? 1 : 0),
    best: solo && mine ? Math.max(h.best, mine.total) : h.best,
    people: solo ? h.people : tallyPeople(h.people, game),
    games: [game, ...h.games].slice(0, MAX_GAMES),
  };
  try {
    storage.setItem(HISTORY_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the game is not kept, nothing else is lost.
    return h;
  }
  return next;
}

/** The people's tallies with a pass-and-play game added: each person's game, and their win. */
function tallyPeople(before: Record<string, PersonTally>, game: PlayedGame): Record<string, PersonTally> {
  const out = { ...before };
  for (const s of game.seats) {
    if (s.seat === 'mib' || s.seat >= game.people) continue;
    const t = out[s.name] ?? { played: 0, won: 0 };
    out[s.name] = { played: t.played + 1, won: t.won + (game.winners.includes(s.seat) ? 1 : 0) };
  }
  return out;
}

/** Forgets every finished game and the tallies. */
export function forgetHistory(storage: Store): void {
  try {
    storage.removeItem(HISTORY_KEY);
  } catch {
    // nothing to remove
  }
}
