// A game's statistics (game-stats.ts): the LP sources add up to the track, every reason the
// engine gives has its category, the counts agree with the game, and a bad log is refused.
import { describe, expect, it } from 'vitest';
import { addStats, applyAction, emptyStats, LP_SOURCES, lpSourceOf, RuleError, startGame, STAT_COUNTS, statsOfGame, trackLpOf, type GameEvent, type GameStats } from '../src/index.js';
import { randomGame, randomSetup } from './random-games.js';

const SETUPS = [
  ...[1, 2, 3, 4, 5, 6].map((seed) => randomSetup(seed)),
  ...[7, 8, 9].map((seed) => randomSetup(seed, 2)), // the Man in Black (R20)
  ...[10, 11].map((seed) => randomSetup(seed, 5, { goals: true, beginner: false })),
  randomSetup(12, 6), randomSetup(13, 3, { goals: false, beginner: true }),
];

/** Every event of a random game, by step, with its final state. */
function played(setup: ReturnType<typeof randomSetup>) {
  const events: GameEvent[] = [...startGame(setup).events];
  const { state, log } = randomGame(setup, 40, ({ state: s, seat, action }) => {
    const r = applyAction(s, seat, action);
    if (r.ok) events.push(...r.events);
  });
  return { state, log, events };
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
/** The counts each checked to move in these random games (money moves in every one). */
const COUNTED = STAT_COUNTS.filter((k) => k !== 'moneyGained');

describe('game statistics', () => {
  it('R2.9: each seat\'s LP by source, less its LP lost, is its track at the end; the categories hold every reason; R19.1 the LP round by round; R20.1 the Man in Black\'s', () => {
    let finished = 0, mibScored = 0;
    for (const setup of SETUPS) {
      const { state, log } = played(setup);
      const g = statsOfGame(setup, log);
      const stats = g.seats;
      expect(stats).toHaveLength(state.players.length);
      // R20: the Man in Black's LP, round by round too, in a 2-player game only.
      expect(g.mib === null).toBe(!state.mib);
      if (g.mib && state.mib) {
        expect(g.mib.lp).toBe(state.mib.lp);
        expect(sum(Object.values(g.mib.lpBy))).toBe(state.mib.lp);
        expect(g.mib.lpByRound).toHaveLength(stats[0].lpByRound.length);
        if (state.finished) expect(g.mib.lpByRound.at(-1)).toBe(state.mib.lp);
        if (state.mib.lp > 0) mibScored++;
      }
      state.players.forEach((p, seat) => {
        const s = stats[seat];
        expect(sum(LP_SOURCES.map((k) => s.lp[k])) - s.lpLost, `seed ${String(setup.seed)} seat ${seat}`).toBe(p.lp);
        expect(sum(Object.values(s.lpBy))).toBe(sum(LP_SOURCES.map((k) => s.lp[k])));
        expect(s.lp.other, `seed ${String(setup.seed)}: reasons without a category: ${Object.keys(s.lpBy).filter((w) => lpSourceOf(w) === 'other').join(', ')}`).toBe(0);
        expect(trackLpOf(s)).toBe(p.lp);
        // R19.1: the race round by round, one figure a round played (a finished game ends with a round's end, at its track's LP).
        expect(s.lpByRound).toHaveLength(state.finished ? state.turn.round : state.turn.round - 1);
        if (state.finished) expect(s.lpByRound.at(-1)).toBe(p.lp);
        for (const lp of s.lpByRound) expect(lp).toBeGreaterThanOrEqual(0);
      });
      if (state.finished) finished++;
    }
    expect(finished).toBeGreaterThan(0); // the last round's figure is checked on a finished game
    expect(mibScored).toBeGreaterThan(0); // and his LP on a game where he scored
  });

  it('counts what the events say and agrees with the game: gold mined and deposited (R6.6: 1 LP a nugget), fights, poker, cattle, story discs', () => {
    const totals = emptyStats(1).seats[0];
    for (const setup of SETUPS) {
      const { log, events } = played(setup);
      const stats = statsOfGame(setup, log).seats;
      const by = (type: string) => events.filter((e) => e.type === type);
      // Every player fight has one winner and one loser among the seats; an NPC's side is no seat.
      const resolved = by('fightResolved');
      const seatSides = sum(resolved.map((e) => (typeof e.data?.winner === 'number' ? 1 : 0) + (typeof e.data?.loser === 'number' ? 1 : 0)));
      expect(sum(stats.map((s) => s.fightsWon + s.fightsLost))).toBe(seatSides);
      expect(sum(stats.map((s) => s.nuggetsDeposited))).toBe(sum(by('nuggetsDeposited').map((e) => Number(e.data?.nuggets))));
      expect(sum(stats.map((s) => s.cattleDelivered))).toBe(by('cattleDelivered').length);
      expect(sum(stats.map((s) => s.storyDiscs))).toBe(by('storyContributed').filter((e) => typeof e.seat === 'number').length);
      // A deposit of n nuggets scores n LP of gold (R6.6).
      stats.forEach((s, seat) => expect(s.lp.gold).toBe(sum(by('nuggetsDeposited').filter((e) => e.seat === seat).map((e) => Number(e.data?.nuggets)))));
      for (const s of stats) for (const k of COUNTED) totals[k] += s[k];
    }
    // The random games of these setups do each of these at least once, so none of the counts is stuck at 0.
    for (const k of COUNTED) expect(totals[k], k).toBeGreaterThan(0);
  });

  it('adds events one step at a time as a whole game does; the Man in Black\'s LP only to his part, seatless events nowhere', () => {
    const setup = SETUPS[6]; // 2 players and the Man in Black
    const { log, events } = played(setup);
    const stepwise: GameStats = emptyStats(2, true);
    addStats(stepwise, events);
    expect(stepwise).toEqual(statsOfGame(setup, log));
    const none = emptyStats(2);
    addStats(none, [{ type: 'lpGained', seat: 'mib', data: { amount: 3, why: 'duel' } }, { type: 'lpGained', data: { amount: 2, why: 'story' } }, { type: 'manInBlackLp', data: { amount: 1, why: 'duel' } }]);
    expect(none).toEqual(emptyStats(2));
    const his = emptyStats(2, true);
    addStats(his, [{ type: 'manInBlackLp', data: { amount: 2, why: 'story' } }, { type: 'roundEnded', data: { round: 1 } }]);
    expect(his.mib).toEqual({ lp: 2, lpBy: { story: 2 }, lpByRound: [2] });
    expect(his.seats.map((x) => x.lpByRound)).toEqual([[0], [0]]);
  });

  it('sorts the engine\'s reasons into categories', () => {
    expect(lpSourceOf('deposit')).toBe('gold');
    expect(lpSourceOf('fightCard:FA')).toBe('fights');
    expect(lpSourceOf('ten-gallon')).toBe('poker');
    expect(lpSourceOf('wantedRow')).toBe('wanted');
    expect(lpSourceOf('marshalBeyond9')).toBe('marshal');
    expect(lpSourceOf('tall-tale')).toBe('cards');
    expect(lpSourceOf('no-such-reason')).toBe('other');
  });

  it('refuses a log with an action that does not apply, naming it, as the engine does (ERR_ILLEGAL_ACTION)', () => {
    const setup = SETUPS[0];
    const { log } = played(setup);
    const bad = [...log.slice(0, 5), { seat: log[5].seat, action: { type: 'deposit', nuggets: 99 } as never }];
    let err: unknown;
    try { statsOfGame(setup, bad); } catch (e) { err = e; }
    expect(err).toBeInstanceOf(RuleError);
    expect((err as RuleError).message).toMatch(/^action 5: /);
    expect((err as RuleError).code).toMatch(/^ERR_/);
  });
});
