// This device's finished games (state/game-history.ts): a game against bots that ends is
// recorded once with its result and its whole game (which the engine replays to the same end);
// the tallies count the games of one person against bots (played, won, best score) and outlive
// the list of the newest MAX_GAMES; what is not a history is removed.
import { describe, expect, it } from 'vitest';
import { replay, viewFor, type Action } from '@wl/engine';
import { HUMAN, startOffline, type GameEnd } from '../src/state/offline';
import { EMPTY_HISTORY, endOfState, forgetHistory, HISTORY_KEY, MAX_GAMES, mySeat, playedGame, readHistory, recordGame, type PlayedGame } from '../src/state/game-history';
import type { Msg } from '../src/state/reducer';

type Snap = Extract<Msg, { type: 'snapshot' }>;
const tick = () => new Promise((r) => setTimeout(r, 0));

function memoryStorage() {
  const m = new Map<string, string>();
  return { m, getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
}

/** A whole game against bots at full speed (the human plays the first listed action but a Pass); its end as the save hook gets it. */
async function finishedGame(seed: number): Promise<GameEnd> {
  const msgs: Msg[] = [];
  let end: GameEnd | undefined;
  const t = await startOffline({ botLevel: 'heuristic', length: 15, speed: 'fast', seed, players: 3 }, (m) => msgs.push(m), [], (_s, e) => { if (e) end = e; });
  for (let i = 0; i < 20_000 && !end; i++) {
    await tick();
    const s = msgs.filter((m): m is Snap => m.type === 'snapshot').at(-1)!;
    if (s.view.prompt?.seat === HUMAN && s.legal.length) t.act(s.legal.find((a: Action) => a.type !== 'pass') ?? s.legal[0]);
  }
  t.stop();
  return end!;
}

const fake = (id: string, people: number, winners: PlayedGame['winners'], mine: number): PlayedGame => ({
  id, endedAt: 1, people, rounds: 9, winners, seats: [{ seat: 0, name: 'You', character: null, total: mine }, { seat: 1, name: 'Bot 1', character: null, total: 20 }],
  doc: { match: id, setup: { players: [{}, {}] }, actions: [] },
});

describe('the finished games of this device', () => {
  it('records a game against bots that ended: its result, and its game, which replays to the same end', async () => {
    const end = await finishedGame(3);
    expect(end.state.finished).toBe(true);
    const again = replay(end.doc.setup, end.doc.actions);
    expect(again.winners).toEqual(end.state.winners);
    const g = playedGame('g1', end.doc, endOfState(end.state), end.people, 99);
    expect(g.online).toBeUndefined();
    expect(mySeat(g)).toBe(0);
    expect(g.people).toBe(1);
    expect(g.seats.map((s) => s.total)).toEqual(end.state.scores!.map((l) => l.total));
    expect(g.seats.find((s) => s.seat === 0)!.name).toBe('You');
    expect(g.seats.every((s) => s.seat === 'mib' || s.character !== null)).toBe(true);
    const storage = memoryStorage();
    const h = recordGame(storage, g);
    expect(h).toMatchObject({ played: 1, won: end.state.winners.includes(0) ? 1 : 0, best: g.seats.find((s) => s.seat === 0)!.total });
    expect(readHistory(storage)).toEqual(h); // through storage
    expect(recordGame(storage, g)).toEqual(h); // once only
  }, 60_000);

  it('counts one person\'s games against bots, keeps the newest games whole, and the tallies beyond them', () => {
    const storage = memoryStorage();
    recordGame(storage, fake('a', 1, [0], 24));
    recordGame(storage, fake('b', 1, [1], 30)); // lost with 30: still the best score
    recordGame(storage, fake('c', 2, [0], 40)); // pass and play: listed, not counted
    let h = readHistory(storage);
    expect(h).toMatchObject({ played: 2, won: 1, best: 30 });
    expect(h.games.map((g) => g.id)).toEqual(['c', 'b', 'a']);
    for (let k = 0; k < MAX_GAMES; k++) recordGame(storage, fake(`x${k}`, 1, [0], 10));
    h = readHistory(storage);
    expect(h.games).toHaveLength(MAX_GAMES);
    expect(h.games[0].id).toBe(`x${MAX_GAMES - 1}`);
    expect(h).toMatchObject({ played: 2 + MAX_GAMES, won: 1 + MAX_GAMES, best: 30 });
    forgetHistory(storage);
    expect(readHistory(storage)).toEqual(EMPTY_HISTORY);
  });

  it('counts each person\'s pass-and-play games by name, a shared win (R19.3) for each winner', () => {
    const storage = memoryStorage();
    const game = (id: string, winners: PlayedGame['winners']): PlayedGame => ({
      ...fake(id, 2, winners, 0),
      seats: [{ seat: 0, name: 'Ann', character: null, total: 20 }, { seat: 1, name: 'Bea', character: null, total: 20 }, { seat: 2, name: 'Bot 1', character: null, total: 5 }],
    });
    recordGame(storage, game('p1', [0]));
    recordGame(storage, game('p2', [1]));
    const h = recordGame(storage, game('p3', [0, 1])); // a shared win (R19.3)
    expect(h.people).toEqual({ Ann: { played: 3, won: 2 }, Bea: { played: 3, won: 2 } }); // the bot's seat is nobody's
    expect(h.played).toBe(0); // not games of one person against bots
    expect(readHistory(storage).people).toEqual(h.people);
  });

  it('counts the online games this device played apart, each won when its own seat won (a shared win too, R19.3)', async () => {
    const end = await finishedGame(5);
    const storage = memoryStorage();
    // The online game as the page has it: the view of the seat it played (seat 1 here), and the server's replay.
    const view = viewFor(end.state, 1);
    const g = playedGame('m1', end.doc, view, 1, 7, 1);
    expect(g).toMatchObject({ online: 1, rounds: end.state.turn.round, winners: end.state.winners });
    expect(g.seats).toEqual(playedGame('m1', end.doc, endOfState(end.state), 1, 7).seats); // the view's result is the state's
    expect(mySeat(g)).toBe(1);
    let h = recordGame(storage, g);
    expect(h.online).toEqual({ played: 1, won: end.state.winners.includes(1) ? 1 : 0 });
    expect(h).toMatchObject({ played: 0, won: 0, best: 0, people: {} }); // neither a game against bots nor pass and play
    recordGame(storage, { ...fake('m2', 1, [0, 2], 20), online: 2 }); // a shared win
    h = recordGame(storage, { ...fake('m3', 1, [0], 20), online: 2 });
    expect(h.online).toEqual({ played: 3, won: (end.state.winners.includes(1) ? 1 : 0) + 1 });
    expect(recordGame(storage, g).online).toEqual(h.online); // once only
    expect(readHistory(storage)).toEqual(h);
  }, 60_000);

  it('reads a history kept before online games with an empty online tally, and drops a game whose seat is not a number', () => {
    const storage = memoryStorage();
    storage.setItem(HISTORY_KEY, JSON.stringify({ v: 1, played: 1, won: 0, best: 9, people: {}, games: [fake('a', 1, [1], 9), { ...fake('b', 1, [0], 9), online: 'x' }] }));
    const h = readHistory(storage);
    expect(h.online).toEqual({ played: 0, won: 0 });
    expect(h.games.map((g) => g.id)).toEqual(['a']);
  });

  it('removes what is not a history, and drops a game that is not one', () => {
    const storage = memoryStorage();
    storage.setItem(HISTORY_KEY, '{not json');
    expect(readHistory(storage)).toEqual(EMPTY_HISTORY);
    expect(storage.m.has(HISTORY_KEY)).toBe(false);
    storage.setItem(HISTORY_KEY, JSON.stringify({ v: 1, played: 3, won: 1, best: 22, games: [fake('ok', 1, [0], 22), { id: 'bad' }] }));
    const h = readHistory(storage);
    expect(h.games.map((g) => g.id)).toEqual(['ok']);
    expect(h.played).toBe(3);
  });
});
