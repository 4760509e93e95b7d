// Final scoring (R19.2) and the winners (R19.3).
import { describe, expect, it } from 'vitest';
import { finalScores, viewFor, winners, type PlayerState } from '../src/index.js';
import { scenario, type Scenario } from './builder.js';

/** A table of `n` players with nothing at all: no items, money, points, wounds or LP. */
function table(n: number): Scenario {
  const t = scenario(n);
  for (let seat = 0; seat < n; seat++) t.items(seat, []);
  return t;
}

/** Sets the fields of several seats at once. */
function seats(t: Scenario, fields: Partial<PlayerState>[]): Scenario {
  fields.forEach((f, seat) => t.set(seat, f));
  return t;
}

const column = (t: Scenario, key: 'items' | 'money' | 'wounds' | 'marshal' | 'wanted' | 'total' | 'trackLp'): number[] =>
  finalScores(t.s).map((l) => l[key]);

describe('R19.2 final scoring', () => {
  it('R19.2 a full score line: track LP, upgraded items, money, wounds and the Marshal row', () => {
    const t = table(3).items(0, [['revolver', 'upgraded'], 'mule', 'whiskey']);
    t.set(0, { lp: 12, money: 120, wounds: 2, marshal: 5, nuggets: 4 });
    expect(finalScores(t.s)[0]).toEqual({ seat: 0, trackLp: 12, items: 1, money: 2, wounds: -2, marshal: 2, wanted: 0, total: 15 });
    // Scoring reads the state and changes nothing.
    expect(t.p(0).lp).toBe(12);
  });

  it('R19.2 each upgraded weapon or mount scores the LP printed on its upgraded side; base sides and misc items score nothing', () => {
    const t = table(4)
      .items(0, [['revolver', 'upgraded'], ['shotgun', 'upgraded'], ['rifle', 'upgraded'], ['mule', 'upgraded'], ['mustang', 'upgraded']])
      .items(1, ['revolver', 'shotgun', 'rifle', 'mule', 'mustang', 'whiskey', 'ten-gallon', 'provisions'])
      .items(2, [['rifle', 'upgraded'], 'prospectors-map'])
      .items(3, [['mustang', 'upgraded'], 'revolver']);
    expect(column(t, 'items')).toEqual([1 + 1 + 2 + 1 + 2, 0, 2, 2]);
    expect(column(t, 'total')).toEqual([7, 0, 2, 2]);
  });

  it('R19.2 +1 LP per $60, at most 2', () => {
    const t = seats(table(6), [{ money: 0 }, { money: 50 }, { money: 60 }, { money: 110 }, { money: 120 }, { money: 180 }]);
    expect(column(t, 'money')).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('R19.2 −1 LP per wound', () => {
    const t = seats(table(4), [{ wounds: 0, lp: 5 }, { wounds: 1, lp: 5 }, { wounds: 2, lp: 5 }, { wounds: 3, lp: 5 }]);
    expect(column(t, 'wounds')).toEqual([0, -1, -2, -3]);
    expect(column(t, 'total')).toEqual([5, 4, 3, 2]);
  });

  it('R19.2 a Marshal scores the row of their cube: 1, 2 or 3 LP', () => {
    const t = seats(table(6), [{ marshal: 1 }, { marshal: 3 }, { marshal: 4 }, { marshal: 6 }, { marshal: 7 }, { marshal: 9 }]);
    expect(column(t, 'marshal')).toEqual([1, 1, 2, 2, 3, 3]);
    const none = table(3);
    expect(column(none, 'marshal')).toEqual([0, 0, 0]);
  });

  it('R19.2 the single most Wanted player gains 3 LP, every other Wanted player 1, the others nothing', () => {
    const t = seats(table(5), [{ wanted: 5 }, { wanted: 2 }, { wanted: 1 }, { marshal: 6 }, {}]);
    expect(column(t, 'wanted')).toEqual([3, 1, 1, 0, 0]);
    expect(column(t, 'total')).toEqual([3, 1, 1, 2, 0]);
  });

  it('R19.2 players tied for most Wanted gain 1 LP each', () => {
    const t = seats(table(4), [{ wanted: 4 }, { wanted: 4 }, { wanted: 2 }, {}]);
    expect(column(t, 'wanted')).toEqual([1, 1, 1, 0]);
  });

  it('R19.2 with a single Wanted player, that player is the single most Wanted', () => {
    const t = seats(table(3), [{}, { wanted: 1 }, { marshal: 9 }]);
    expect(column(t, 'wanted')).toEqual([0, 3, 0]);
  });

  it('R2.9 final scoring may make a total negative', () => {
    const t = seats(table(3), [{ lp: 0, wounds: 3 }, { lp: 1, wounds: 2 }, { lp: 0 }]);
    expect(column(t, 'total')).toEqual([-3, -1, 0]);
  });

  it('R19.2 the finished game keeps the final scores in the state and the views', () => {
    const t = table(3);
    const first = t.s.firstSeat;
    const other = (first + 1) % 3;
    t.set(first, { lp: 19, wanted: 1 }).items(other, [['mustang', 'upgraded']]).set(other, { wounds: 2, marshal: 4 });
    let guard = 0;
    while (!t.s.finished && guard++ < 20) {
      const seat = t.s.prompt!.seat;
      t.act(seat, { type: 'takeBenefit', benefit: 'cards' });
      for (let i = 0; i < 3; i++) t.act(seat, { type: 'work' });
      while (t.s.prompt?.kind === 'discard') t.next(t.legal()[0]);
    }
    expect(t.s.finished).toBe(true);
    const line = t.s.scores![other];
    // Two turns of Work: $60.
    expect(t.p(other).money).toBe(60);
    expect(line).toMatchObject({ seat: other, items: 2, money: 1, wounds: -2, marshal: 2, wanted: 0 });
    expect(line.total).toBe(t.p(other).lp + 2 + 1 - 2 + 2);
    expect(t.s.scores![first]).toMatchObject({ wanted: 3 });
    expect(t.s.scores![first].trackLp).toBe(t.p(first).lp);
    expect(viewFor(t.s, other).scores).toEqual(t.s.scores);
  });
});

describe('R19.3 winners', () => {
  const win = (t: Scenario) => winners(t.s, finalScores(t.s));

  it('R19.3 the highest total wins', () => {
    const t = seats(table(4), [{ lp: 8 }, { lp: 9, wounds: 2 }, { lp: 6, money: 120 }, { lp: 3 }]);
    // Seats 0 and 2 tie on 8 LP with nothing else to tell them apart.
    expect(column(t, 'total')).toEqual([8, 7, 8, 3]);
    expect(win(t)).toEqual([0, 2]);
    t.set(3, { lp: 20 });
    expect(win(t)).toEqual([3]);
  });

  it('R19.3 a tie on LP goes to the most Marshal or Wanted points', () => {
    const t = seats(table(3), [{ lp: 9, marshal: 1 }, { lp: 9, marshal: 2 }, { lp: 2 }]);
    expect(column(t, 'total')).toEqual([10, 10, 2]);
    expect(win(t)).toEqual([1]);
  });

  it('R19.3 Marshal and Wanted points are compared with each other', () => {
    // A Marshal with 3 points beats the most Wanted player with 2 at equal LP.
    const t = seats(table(3), [{ lp: 9, marshal: 3 }, { lp: 7, wanted: 2 }, {}]);
    expect(column(t, 'total')).toEqual([10, 10, 0]);
    expect(win(t)).toEqual([0]);
    // With 1 Marshal point against 2 Wanted points, the Wanted player wins.
    t.set(0, { marshal: 1 });
    expect(column(t, 'total')).toEqual([10, 10, 0]);
    expect(win(t)).toEqual([1]);
  });

  it('R19.3 then the most nuggets', () => {
    const t = seats(table(3), [{ lp: 9, marshal: 2, nuggets: 1 }, { lp: 9, marshal: 2, nuggets: 3 }, { lp: 4, nuggets: 6 }]);
    expect(win(t)).toEqual([1]);
  });

  it('R19.3 then the fewest wounds', () => {
    const t = seats(table(3), [{ lp: 10, wounds: 1, nuggets: 2 }, { lp: 9, wounds: 0, nuggets: 2 }, { lp: 1 }]);
    expect(column(t, 'total')).toEqual([9, 9, 1]);
    expect(win(t)).toEqual([1]);
  });

  it('R19.3 still tied, the victory is shared', () => {
    const t = seats(table(4), [{ lp: 7, nuggets: 2, wounds: 1, marshal: 2 }, { lp: 3 }, { lp: 7, nuggets: 2, wounds: 1, marshal: 2 }, { lp: 7, nuggets: 2, wounds: 1, marshal: 1 }]);
    expect(column(t, 'total')).toEqual([7, 3, 7, 7]);
    expect(win(t)).toEqual([0, 2]);
  });

  it('R19.3 tie-breaks apply only among the players tied for most LP', () => {
    const t = seats(table(3), [{ lp: 5 }, { lp: 5 }, { lp: 4, marshal: 9, nuggets: 4 }]);
    // Seat 2 has 4 + 3 = 7 LP and wins outright; at 4 LP its tie-breaks no longer count.
    expect(win(t)).toEqual([2]);
    t.set(2, { lp: 1 });
    expect(column(t, 'total')).toEqual([5, 5, 4]);
    expect(win(t)).toEqual([0, 1]);
  });
});
