// "Since your last turn" (src/recap.ts): the other turns between the viewer's previous turn and
// the current one, and each seat's net LP change in them, read off the log; and in a real game,
// the LP changes it reports are those of the players' tracks between those two moments.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, redactEvent, seedRng, startGame, viewFor, type GameEvent, type GameState, type PlayerView } from '@wl/engine';
import { botByName } from '@wl/bots';
import { recapSince } from '../src/recap';
import type { LogEntry } from '../src/state/reducer';

const view = (seat: number) => ({ you: { seat } }) as unknown as PlayerView;
/** A log, newest first, from events given oldest first. */
const logOf = (events: GameEvent[]): LogEntry[] => events.map((event, id) => ({ id, event })).reverse();
const turn = (seat: number): GameEvent => ({ type: 'turnStarted', seat });
const gain = (seat: number, amount: number): GameEvent => ({ type: 'lpGained', seat, data: { amount, why: 'work', total: 0 } });
const loss = (seat: number, amount: number): GameEvent => ({ type: 'lpLost', seat, data: { amount, why: 'fight' } });

describe('the recap of the turns since your last one', () => {
  it('counts the others\' turns and sums each seat\'s LP in them, leaving out your own last turn and the current one', () => {
    const log = logOf([
      turn(0), gain(0, 1), // my previous turn, with my Wanted LP at its end: not news
      turn(1), gain(1, 2), loss(2, 1), gain(0, 1), // Bob's turn: Bob +2, Cy −1, and I win a defence
      { type: 'manInBlackTurnStarted' }, // his turn counts as a turn
      turn(2), gain(2, 1), // Cy's turn: back to 0 for the two turns, so left out
      turn(0), gain(0, 3), // my current turn: not news either
    ]);
    expect(recapSince(view(0), log)).toEqual({ turns: 3, lp: [{ seat: 0, delta: 1 }, { seat: 1, delta: 2 }] });
  });

  it('says nothing when the current turn is another\'s, on one\'s first turn, when no other turn came between, or when the log does not reach back', () => {
    expect(recapSince(view(0), logOf([turn(0), turn(1)]))).toBeNull(); // Bob's turn now
    expect(recapSince(view(0), logOf([gain(1, 1), turn(0)]))).toBeNull(); // my first turn
    expect(recapSince(view(0), logOf([turn(0), turn(0)]))).toBeNull(); // alone (no one else's turn)
    expect(recapSince(view(0), logOf([turn(2), gain(2, 1), turn(0)]))).toBeNull(); // the log kept starts in Cy's turn
    expect(recapSince({ you: null } as unknown as PlayerView, logOf([turn(0), turn(1), turn(0)]))).toBeNull(); // a spectator
  });

  it('reports, in a heuristic game, the change of each player\'s LP track between the end of the viewer\'s turn and the start of the next', () => {
    const started = startGame({ players: [{ name: 'Ann' }, {}, {}, {}], characters: 'deal', length: 15, seed: 57 });
    let s: GameState = started.state;
    const events: GameEvent[] = started.events.map((e) => redactEvent(e, 0));
    const rng = seedRng('recap');
    const bot = botByName('heuristic');
    // The tracks as each turn started, when its start was the last event of its step (so the state is that moment's).
    const starts: { seat: number; lp: number[] | null }[] = [];
    let checked = 0;
    for (let n = 0; n < 4000 && !s.finished; n++) {
      const seat = s.prompt!.seat;
      const r = applyAction(s, seat, bot(viewFor(s, seat), legalActions(s, seat), rng));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      events.push(...r.events.map((e) => redactEvent(e, 0)));
      r.events.forEach((e, i) => { if (e.type === 'turnStarted') starts.push({ seat: e.seat!, lp: i === r.events.length - 1 ? s.players.map((p) => p.lp) : null }); });
      const now = starts.at(-1);
      if (!now || now.seat !== 0 || !now.lp || r.events.at(-1)?.type !== 'turnStarted') continue;
      const mine = starts.slice(0, -1).map((x) => x.seat).lastIndexOf(0); // my previous turn
      const after = starts[mine + 1]; // the turn that followed it
      if (mine < 0 || !after?.lp) continue;
      const want = now.lp.map((x, i) => ({ seat: i, delta: x - after.lp![i]! })).filter((d) => d.delta !== 0);
      expect(recapSince(viewFor(s, 0), logOf(events))).toEqual({ turns: starts.length - 1 - (mine + 1), lp: want });
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(4); // most of seat 0's turns (5 in this game)
  });
});
