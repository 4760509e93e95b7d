// The finished games of this device (against bots, pass and play, and the online games this page
// saw end in one of its seats): a short list of the newest (MAX_GAMES), each with its whole game
// (setup and actions, so it can be watched again or downloaded) and its result, and the tallies
// since the first (against bots: played, won, best score; each pass-and-play person's; online),
// which outlive the list. Kept in the browser's storage beside the saves of the games in progress.
import type { Competitor, GameState, PlayerView, Seat } from '@wl/engine';
import type { ReplayDoc } from './replay';

/** The storage key of the history. */
export const HISTORY_KEY = 'wl.offline.history';
/** How many finished games are kept whole (the newest). */
export const MAX_GAMES = 10;

/** One competitor's result, in the final scoring's order: the seat (or the Man in Black), the seat's name, the character kept and the total. */
export interface PlayedSeat { seat: Competitor; name: string; character: string | null; total: number }

/**
 * A finished game: when it ended, how many people played it on this device (1: you against bots),
 * for an online game the seat this device played (`online`), its result and the game itself.
 */
export interface PlayedGame { id: string; endedAt: number; people: number; online?: Seat; rounds: number; winners: Competitor[]; seats: PlayedSeat[]; doc: ReplayDoc }

/** A person's games of pass and play on this device, by the name they played under. */
export interface PersonTally { played: number; won: number }

/** The history: the tallies of the games one person played against bots, of each person's pass-and-play games, of the online games, and the newest games. */
export interface History { v: 1; played: number; won: number; best: number; people: Record<string, PersonTally>; online: PersonTally; games: PlayedGame[] }

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** No game yet. */
export const EMPTY_HISTORY: History = { v: 1, played: 0, won: 0, best: 0, people: {}, online: { played: 0, won: 0 }, games: [] };

const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isTally = (t: unknown): t is PersonTally => !!t && typeof t === 'object' && isNum((t as PersonTally).played) && isNum((t as PersonTally).won);

/** True when `g` has a played game's shape (its doc is judged when it is watched). */
function isGame(g: unknown): g is PlayedGame {
  const x = g as Partial<PlayedGame> | null;
  return !!x && typeof x === 'object' && typeof x.id === 'string' && isNum(x.endedAt) && isNum(x.people) && isNum(x.rounds) && (x.online === undefined || isNum(x.online))
    && Array.isArray(x.winners) && Array.isArray(x.seats) && x.seats.every((s) => !!s && typeof s.name === 'string' && isNum(s.total))
    && !!x.doc && typeof x.doc === 'object' && typeof x.doc.match === 'string' && !!x.doc.setup && Array.isArray(x.doc.actions);
}

/** What the history reads of a game's end: the final scoring, the players and the winners (a state's or a view's), and the round it ended in. */
export type GameEndOf = Pick<PlayerView, 'scores' | 'winners'> & { players: readonly { name: string; character: string | null }[]; round: number };

/** What the history reads of a finished game's state. */
export const endOfState = (s: GameState): GameEndOf => ({ scores: s.scores, winners: s.winners, players: s.players, round: s.turn.round });

/** The result of a finished game (`end`, at its end) as the history keeps it; `online`: the seat this device played at a server's table. */
export function playedGame(id: string, doc: ReplayDoc, end: GameEndOf, people: number, endedAt: number, online?: Seat): PlayedGame {
  const seats = (end.scores ?? []).map((l): PlayedSeat => {
    const p = l.seat === 'mib' ? null : end.players[l.seat];
    return { seat: l.seat, name: p ? p.name : 'mib', character: p?.character ?? null, total: l.total };
  });
  return { id, endedAt, people, ...(online === undefined ? {} : { online }), rounds: end.round, winners: [...end.winners], seats, doc };
}

/** The seat this device played in a finished game, whose result is "you won" or "you had": seat 0 against bots, its seat online; none in pass and play. */
export function mySeat(g: PlayedGame): Seat | null {
  return g.online ?? (g.people <= 1 ? 0 : null);
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
      const people = Object.fromEntries(Object.entries(h.people ?? {}).filter(([, t]) => isTally(t)));
      const online = isTally(h.online) ? h.online : EMPTY_HISTORY.online; // none before online games were kept
      return { v: 1, played: h.played, won: h.won, best: h.best, people, online, games: h.games.filter(isGame) };
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
 * people, by name (seats 0 … people−1); an online game in the online tally, won when its seat won.
 */
export function recordGame(storage: Store, game: PlayedGame): History {
  const h = readHistory(storage);
  if (h.games.some((g) => g.id === game.id)) return h;
  const seat = game.online, online = seat !== undefined;
  const solo = !online && game.people <= 1;
  const mine = game.seats.find((s) => s.seat === 0);
  const next: History = {
    v: 1,
    played: h.played + (solo ? 1 : 0),
    won: h.won + (solo && game.winners.includes(0) ? 1 : 0),
    best: solo && mine ? Math.max(h.best, mine.total) : h.best,
    people: solo || online ? h.people : tallyPeople(h.people, game),
    online: online ? { played: h.online.played + 1, won: h.online.won + (game.winners.includes(seat) ? 1 : 0) } : h.online,
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
