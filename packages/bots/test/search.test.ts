// The search's evaluation and its paired root sampling (issue #6): the evaluation converges to
// the final score when no turn is left, and paired sampling plays every root action on the same
// sampled worlds; playouts are as long as asked.
import { describe, expect, it } from 'vitest';
import {
  applyListed, cloneState, finalScores, legalActions, seedRng, startGame, viewFor, type GameState,
} from '@wl/engine';
import { evaluateSeat, heuristicBot, makeIsmcts, NEXT_TURN_MAX, playToNextTurn, webStrongSearch } from '../src/index.js';
import { turnsLeft } from '../src/evaluate.js';
import { setup } from './helpers.js';

/** Heuristic play from a seeded setup until `stop` says so (or the game ends). */
function playUntil(seed: number, stop: (s: GameState) => boolean, players = 4): GameState {
  const s = cloneState(startGame(setup(seed, players)).state);
  const rng = seedRng(`search:${seed}`);
  while (!s.finished && !stop(s)) {
    const seat = s.prompt!.seat;
    const legal = legalActions(s, seat);
    applyListed(s, seat, legal, legal.indexOf(heuristicBot(viewFor(s, seat), legal, rng)));
  }
  return s;
}

describe('evaluation', () => {
  it('R19.2 equals the final score for a seat with no turn left (end triggered, its last turn played)', () => {
    let checked = 0;
    for (let g = 0; g < 6; g++) {
      // The last round (after the trigger round), once the last seat is playing: everyone else is done.
      const s = playUntil(40 + g, (x) => x.endTriggeredRound !== null && x.turn.round > x.endTriggeredRound
        && x.turn.seat === (x.firstSeat + x.players.length - 1) % x.players.length);
      if (s.finished) continue;
      const scores = finalScores(s);
      for (let seat = 0; seat < s.players.length; seat++) {
        if (seat === s.turn.seat) continue;
        expect(turnsLeft(s, seat)).toBe(0);
        expect(evaluateSeat(s, seat)).toBeCloseTo(scores[seat].total, 9);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(6);
  });

  it('counts turns left exactly once the end is triggered, and more turns before it', () => {
    const early = playUntil(3, (x) => x.turn.round === 2 && x.prompt?.kind === 'action');
    expect(early.endTriggeredRound).toBeNull();
    for (let seat = 0; seat < 4; seat++) expect(turnsLeft(early, seat)).toBeGreaterThan(3);
    const late = playUntil(3, (x) => x.endTriggeredRound !== null);
    if (!late.finished) {
      const n = late.players.length;
      const next = (late.turn.seat + 1) % n;
      // A seat still to play in the trigger round has this turn and the next round's.
      if (next !== late.firstSeat) expect(turnsLeft(late, next)).toBe(late.endTriggeredRound! + 1 - late.turn.round + 1);
    }
  });

  it('values a disc on a face-up story', () => {
    const s = playUntil(9, (x) => x.turn.round >= 3 && x.prompt?.kind === 'action'
      && ([0, 1] as const).some((k) => x.stories[k] !== null && !x.storyDiscs[k].includes(x.turn.seat)));
    const seat = s.turn.seat;
    const slot = ([0, 1] as const).find((k) => s.stories[k] !== null && !s.storyDiscs[k].includes(seat))!;
    const without = evaluateSeat(s, seat);
    s.storyDiscs[slot].push(seat);
    expect(evaluateSeat(s, seat)).toBeGreaterThan(without);
  });
});

describe('paired root sampling', () => {
  it('plays every searched root action equally often and is deterministic for a seed', () => {
    const s = playUntil(21, (x) => x.turn.round === 4 && x.prompt?.kind === 'action');
    const seat = s.prompt!.seat;
    const bot = makeIsmcts({ iterations: 24, horizon: 6, maxRootActions: 4 });
    const a = bot.search(s, seat, seedRng('paired'));
    const visits = bot.lastStats!.rootVisits.map((r) => r.visits);
    expect(visits.length).toBe(Math.min(4, legalActions(s, seat).length));
    expect(new Set(visits).size).toBe(1);
    expect(bot.search(s, seat, seedRng('paired'))).toEqual(a);
    expect(legalActions(s, seat)).toContainEqual(a);
  });

  it("grows the tree below the root only with tree 'full'; by default the root's actions are its only nodes", () => {
    const s = playUntil(21, (x) => x.turn.round === 4 && x.prompt?.kind === 'action');
    const seat = s.prompt!.seat;
    const flat = makeIsmcts({ iterations: 40 });
    const a = flat.search(s, seat, seedRng('tree'));
    const roots = flat.lastStats!.rootVisits.length;
    expect(roots).toBe(Math.min(4, legalActions(s, seat).length));
    expect(flat.lastStats!.nodes).toBe(roots);
    expect(legalActions(s, seat)).toContainEqual(a);
    const full = makeIsmcts({ iterations: 40, tree: 'full' });
    const b = full.search(s, seat, seedRng('tree'));
    expect(full.lastStats!.nodes).toBeGreaterThan(roots + 20); // about one node an iteration
    expect(full.lastStats!.rootVisits.length).toBe(roots);
    expect(legalActions(s, seat)).toContainEqual(b);
    // The same worlds and root actions: only what happens after the root action differs.
    expect(full.lastStats!.rootVisits.map((r) => r.visits)).toEqual(flat.lastStats!.rootVisits.map((r) => r.visits));
  });

  it("the web's strong search compares the heuristic's best 8 actions on the same worlds, 100 each, from 3 players", () => {
    const s = playUntil(23, (x) => x.turn.round === 3 && x.prompt?.kind === 'action' && legalActions(x, x.prompt.seat).length >= 8);
    const seat = s.prompt!.seat;
    const bot = makeIsmcts(webStrongSearch(s.players.length));
    const a = bot.search(s, seat, seedRng('web'));
    expect(legalActions(s, seat)).toContainEqual(a);
    const stats = bot.lastStats!;
    expect(stats.iterations).toBe(800);
    expect(stats.rootVisits.map((r) => r.visits)).toEqual(new Array(8).fill(100));
    // The first root action is the heuristic's pick; another is played only when its mean beats it by the margin (0.02).
    const best = stats.rootVisits.reduce((b, r) => (r.mean > b.mean ? r : b));
    const expected = best.mean > stats.rootVisits[0].mean + 0.02 ? best.action : stats.rootVisits[0].action;
    expect(a).toEqual(expected);
    expect([3, 5, 6].map(webStrongSearch)).toEqual([3, 5, 6].map(() => webStrongSearch(4)));
  });

  it("the web's strong search at 2 players keeps 200 iterations over the best 4 (more did not win more there)", () => {
    const s = playUntil(24, (x) => x.turn.round === 3 && x.prompt?.kind === 'action' && legalActions(x, x.prompt.seat).length >= 8, 2);
    const seat = s.prompt!.seat;
    const bot = makeIsmcts(webStrongSearch(2));
    expect(legalActions(s, seat)).toContainEqual(bot.search(s, seat, seedRng('web2')));
    expect(bot.lastStats!.iterations).toBe(200);
    expect(bot.lastStats!.rootVisits.map((r) => r.visits)).toEqual(new Array(4).fill(50));
    expect(bot.horizonFor(2)).toBe(35);
  });

  it('the unpaired search (plain UCB at the root) still answers with a legal action', () => {
    const s = playUntil(22, (x) => x.turn.round === 3 && x.prompt?.kind === 'action');
    const seat = s.prompt!.seat;
    const bot = makeIsmcts({ iterations: 16, horizon: 4, paired: false });
    expect(legalActions(s, seat)).toContainEqual(bot.search(s, seat, seedRng('ucb')));
  });

  it("with the random playout policy answers with a legal action and plays its playouts out, differently from the heuristic's", () => {
    const s = playUntil(23, (x) => x.turn.round === 3 && x.prompt?.kind === 'action');
    const seat = s.prompt!.seat;
    const random = makeIsmcts({ iterations: 16, horizon: 12, policy: 'random' });
    expect(legalActions(s, seat)).toContainEqual(random.search(s, seat, seedRng('policy')));
    expect(random.lastStats!.playoutActions).toBe(12 * 16);
    const heuristic = makeIsmcts({ iterations: 16, horizon: 12 });
    heuristic.search(s, seat, seedRng('policy'));
    expect(random.lastStats!.rootVisits.map((v) => v.mean)).not.toEqual(heuristic.lastStats!.rootVisits.map((v) => v.mean));
  });
});

describe('playout length', () => {
  it('plays out at most `horizon` actions an iteration, or `horizonPerSeat` times the table size', () => {
    for (const players of [2, 4, 6]) {
      const s = playUntil(30 + players, (x) => x.turn.round === 3 && x.prompt?.kind === 'action', players);
      const seat = s.prompt!.seat;
      const fixed = makeIsmcts({ iterations: 12, horizon: 5 });
      fixed.search(s, seat, seedRng('fixed'));
      const perSeat = makeIsmcts({ iterations: 12, horizonPerSeat: 2.5 });
      perSeat.search(s, seat, seedRng('fixed'));
      const longest = Math.round(2.5 * players);
      expect(perSeat.horizonFor(players)).toBe(longest);
      // Mid-game, no playout of a few actions reaches the end of the game: each plays exactly its length.
      expect(fixed.lastStats!.playoutActions).toBe(5 * fixed.lastStats!.iterations);
      expect(perSeat.lastStats!.playoutActions).toBe(longest * perSeat.lastStats!.iterations);
    }
  });

  it("the default 'next-turn' playout stops when the searching seat's next turn ends, whoever's turn it starts in", () => {
    for (const players of [2, 4, 6]) {
      const s = playUntil(40 + players, (x) => x.turn.round === 3 && x.prompt?.kind === 'action', players);
      const me = s.prompt!.seat;
      const rng = seedRng('next-turn');
      const turns: number[] = [s.turn.seat]; // the seat whose turn it is, after each step
      const step = (x: GameState) => {
        const seat = x.prompt!.seat;
        const legal = legalActions(x, seat);
        applyListed(x, seat, legal, legal.indexOf(heuristicBot(viewFor(x, seat), legal, rng)));
        turns.push(x.turn.seat);
      };
      // From its own action phase: the rest of its turn, each other seat's turn once, its next turn.
      const t = cloneState(s);
      const played = playToNextTurn(t, me, NEXT_TURN_MAX, step);
      expect(played).toBe(turns.length - 1);
      const runs = turns.filter((seat, i) => i === 0 || seat !== turns[i - 1]);
      expect(runs).toEqual([...Array.from({ length: players }, (_, k) => (me + k) % players), me, (me + 1) % players]);
      expect(t.turn.seat).not.toBe(me);
      // From another seat's turn: the turns up to its own, then its own.
      turns.length = 0;
      const u = cloneState(s);
      const other = (me + 1) % players;
      turns.push(u.turn.seat);
      playToNextTurn(u, other, NEXT_TURN_MAX, step);
      const runs2 = turns.filter((seat, i) => i === 0 || seat !== turns[i - 1]);
      expect(runs2).toEqual([me, other, (other + 1) % players]);
      // The bound holds.
      expect(playToNextTurn(cloneState(s), me, 3, step)).toBe(3);
    }
    const bot = makeIsmcts({ iterations: 8 });
    expect(bot.horizonFor(4)).toBe('next-turn');
  });
});
