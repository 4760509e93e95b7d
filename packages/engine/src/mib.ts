// The Man in Black (R20, CONTENT.md §10): an automated, seat-less third competitor in 2-player
// games. His state lives in `state.mib` (absent in standard games); his turn is a frame run at the
// end of each round; his fights are in mib-fight.ts.
import { emit, type Ctx } from './ctx.js';
import {
  MIB_CARD_IDS, MIB_CARDS, MIB_END_LP, MIB_HIDEOUT_ORDER, MIB_START, type MibCardId, type MibGoal,
} from './content/mib-cards.js';
import { distance, space, type SpaceId } from './content/map.js';
import { DISCS_PER_PLAYER, STORY_CARDS } from './content/stories.js';
import { startNpcFight } from './fight.js';
import { automatic } from './frame.js';
import { startMibFight } from './mib-fight.js';
import { halfUp, player } from './ops.js';
import { shuffle } from './rng.js';
import { pop, push } from './stack.js';
import { resolveStories, storyFull } from './stories.js';
import type { Competitor, GameState, MibState, MibTurnFrame, ScoreLine, Seat } from './types.js';

/** The Man in Black's id wherever a competitor is named (discs, winners, scores, targets). */
export const MIB = 'mib' as const;

/** True when a competitor is the Man in Black. */
export function isMib(x: Competitor | null | undefined): x is 'mib' {
  return x === MIB;
}

/** The number of competitors that count as players: the seats, plus the Man in Black (MIB-00). */
export function playerCount(s: GameState): number {
  return s.players.length + (s.mib ? 1 : 0);
}

/** Sets the Man in Black up (MIB-00): LP 0, his mini on the Rail Station, his 10 cards shuffled. */
export function initMib(ctx: Ctx): void {
  const { s } = ctx;
  s.mib = { lp: 0, pos: MIB_START, deck: shuffle(s.rng, [...MIB_CARD_IDS]), revealed: [] };
  emit(ctx, { type: 'manInBlackJoined', data: { at: MIB_START } });
}

/** True when the Man in Black stands on this seat's space. */
export function mibHere(s: GameState, seat: Seat): boolean {
  return s.mib !== undefined && s.mib.pos === player(s, seat).pos;
}

/** Seats in order from the first player (his tie-break between players, MIB-00). */
function seatOrder(s: GameState): Seat[] {
  const n = s.players.length;
  return s.players.map((_, i) => (s.firstSeat + i) % n);
}

/** Gains LP for him, and checks the end trigger (R19.1): his LP can end the game. */
export function gainMibLp(ctx: Ctx, n: number, why: string): void {
  const { s } = ctx;
  const m = s.mib;
  if (!m || n <= 0) return;
  m.lp += n;
  emit(ctx, { type: 'manInBlackLp', data: { amount: n, why, total: m.lp } });
  if (s.endTriggeredRound === null && m.lp >= s.setup.options.length) {
    s.endTriggeredRound = s.turn.round;
    emit(ctx, { type: 'gameEndTriggered', data: { round: s.turn.round, lp: m.lp, by: MIB } });
  }
}

/** Distances to the nearest of a set of spaces, from every space (no mesas, nothing blocks him). */
function distancesTo(targets: readonly SpaceId[]): Map<SpaceId, number> {
  const d = new Map<SpaceId, number>(targets.map((t) => [t, 0]));
  const queue = [...targets];
  for (let i = 0; i < queue.length; i++) {
    for (const n of space(queue[i]).neighbors) {
      if (!d.has(n)) { d.set(n, d.get(queue[i])! + 1); queue.push(n); }
    }
  }
  return d;
}

/**
 * His walk toward a set of spaces, up to `steps` (MIB-00 movement): each step goes to the
 * neighbour on a shortest path that comes first in id order; he stops as soon as he is there.
 */
export function pathToward(from: SpaceId, targets: readonly SpaceId[], steps: number): SpaceId[] {
  const d = distancesTo(targets);
  const path = [from];
  let cur = from;
  for (let i = 0; i < steps && (d.get(cur) ?? 0) > 0; i++) {
    const want = d.get(cur)! - 1;
    cur = [...space(cur).neighbors].sort().find((x) => d.get(x) === want)!;
    path.push(cur);
  }
  return path;
}

/** Distance from a space to the nearest of a group. */
const groupDistance = (from: SpaceId, group: readonly SpaceId[]): number => Math.min(...group.map((x) => distance(from, x)));

/** The first of several options with the lowest distance (ties: the given order). */
function nearestOf<T>(items: readonly T[], dist: (t: T) => number): T | undefined {
  let best: T | undefined;
  let bestD = Infinity;
  for (const t of items) {
    const d = dist(t);
    if (d < bestD) { best = t; bestD = d; }
  }
  return best;
}

/** Where a card sends him from `at`: the spaces of the target, and the player there (if a player). */
export function mibTarget(s: GameState, goal: MibGoal, at: SpaceId): { spaces: SpaceId[]; seat: Seat | null; hideout: SpaceId | null } | null {
  switch (goal.kind) {
    case 'place': {
      const g = nearestOf(goal.groups, (x) => groupDistance(at, x))!;
      return { spaces: [...g], seat: null, hideout: null };
    }
    case 'bandit': {
      const h = nearestOf(MIB_HIDEOUT_ORDER.filter((x) => s.bandits.includes(x)), (x) => distance(at, x));
      return h === undefined ? null : { spaces: [h], seat: null, hideout: h };
    }
    case 'mostLp': {
      const most = Math.max(...s.players.map((p) => p.lp));
      const seat = nearestOf(seatOrder(s).filter((i) => player(s, i).lp === most), (i) => distance(at, player(s, i).pos!))!;
      return { spaces: [player(s, seat).pos!], seat, hideout: null };
    }
    case 'nearestPlayer': {
      const seat = nearestOf(seatOrder(s), (i) => distance(at, player(s, i).pos!))!;
      return { spaces: [player(s, seat).pos!], seat, hideout: null };
    }
    case 'story':
      return null;
  }
}

/** Moves his mini along a path and tells the log. */
function walk(ctx: Ctx, m: MibState, path: SpaceId[], card: MibCardId): void {
  if (path.length < 2) return;
  m.pos = path[path.length - 1];
  emit(ctx, { type: 'manInBlackMoved', kind: card, data: { from: path[0], to: m.pos, path, steps: path.length - 1 } });
}

/** Resolves one action card from top to bottom (CONTENT.md §10 table). */
function resolveCard(ctx: Ctx, id: MibCardId): void {
  const { s } = ctx;
  const m = s.mib!;
  const card = MIB_CARDS[id];
  if (card.deed === 'contribute') {
    if (!mibContribute(ctx)) gainMibLp(ctx, 1, id);
    return;
  }
  const target = mibTarget(s, card.goal, m.pos);
  if (target) walk(ctx, m, pathToward(m.pos, target.spaces, card.steps), id);
  const there = target !== null && target.spaces.includes(m.pos);
  if (!there) { gainMibLp(ctx, 1, id); return; }
  switch (card.deed) {
    case 'lp2':
      gainMibLp(ctx, 2, id);
      return;
    case 'removeBandit':
      s.bandits = s.bandits.filter((x) => x !== target.hideout);
      emit(ctx, { type: 'banditRemoved', data: { hideout: target.hideout, by: MIB } });
      gainMibLp(ctx, 2, id);
      return;
    case 'duel':
    case 'rob':
      startMibFight(ctx, target.seat!, 'attacker', card.deed);
      return;
  }
}

/** His discs still in his supply. */
function mibDiscsLeft(s: GameState): number {
  return DISCS_PER_PLAYER - s.storyDiscs[0].filter(isMib).length - s.storyDiscs[1].filter(isMib).length;
}

/**
 * MIB-10 Tall Tales: one disc on the face-up story with more discs (ties: the first deck's), from
 * his supply or else moved from the other card; false when he cannot (R14.2, R14.4 apply).
 */
export function mibContribute(ctx: Ctx): boolean {
  const { s } = ctx;
  const slots = ([0, 1] as const).filter((i) => s.stories[i] !== null);
  if (slots.length === 0) return false;
  const slot = slots.reduce((a, b) => (s.storyDiscs[b].length > s.storyDiscs[a].length ? b : a));
  if (s.storyContributed[slot] || storyFull(s, slot)) return false;
  const other = (1 - slot) as 0 | 1;
  let moved = false;
  if (mibDiscsLeft(s) === 0) {
    if (!s.storyDiscs[other].includes(MIB) || storyFull(s, other)) return false;
    s.storyDiscs[other].splice(s.storyDiscs[other].indexOf(MIB), 1);
    moved = true;
  }
  s.storyDiscs[slot].push(MIB);
  s.storyContributed[slot] = true;
  emit(ctx, { type: 'storyContributed', kind: s.stories[slot]!, data: { slot, moved, by: MIB } });
  if (storyFull(s, slot)) s.storyCompleted.push({ slot, by: MIB });
  return true;
}

/** A story's reward for him: only its LP part; `mpOrLp` and `wpOrLp` give him 1 LP (CONTENT.md §8). */
export function mibStoryReward(ctx: Ctx, slot: 0 | 1): void {
  const { s } = ctx;
  if (!s.mib || !s.storyDiscs[slot].includes(MIB)) return;
  const r = STORY_CARDS[s.stories[slot]!].reward;
  gainMibLp(ctx, (r.lp ?? 0) + (r.choice ? 1 : 0), 'story');
}

/**
 * A Sheriff move he makes (MIB-00): toward the most Wanted player (ties: seat order from the
 * first player) along his path tie-break, stopping on entering a Wanted player's space (R12.2).
 */
export function mibMovesSheriff(ctx: Ctx, steps: number): void {
  const { s } = ctx;
  const mostWanted = (seats: Seat[]): Seat | undefined => {
    const most = Math.max(0, ...seats.map((i) => player(s, i).wanted));
    return most > 0 ? seats.find((i) => player(s, i).wanted === most) : undefined;
  };
  const order = seatOrder(s);
  const target = mostWanted(order);
  if (target === undefined) return;
  const path = pathToward(s.sheriff, [player(s, target).pos!], steps);
  let stop = path.length - 1;
  for (let i = 1; i < path.length; i++) {
    if (order.some((x) => player(s, x).wanted > 0 && player(s, x).pos === path[i])) { stop = i; break; }
  }
  if (stop === 0) return;
  const walked = path.slice(0, stop + 1);
  s.sheriff = walked[walked.length - 1];
  emit(ctx, { type: 'sheriffMoved', data: { path: walked, to: s.sheriff, by: MIB } });
  const fought = mostWanted(order.filter((x) => player(s, x).pos === s.sheriff));
  if (fought !== undefined) startNpcFight(ctx, fought, 'sheriff');
}

/** The operations of his own (the `mib` op): his LP, his Sheriff moves, a player he robbed. */
export function mibOp(ctx: Ctx, act: 'lp' | 'sheriff' | 'robbed', n: number, to: Seat | undefined, why: string): void {
  if (act === 'lp') gainMibLp(ctx, n, why);
  else if (act === 'sheriff') mibMovesSheriff(ctx, n);
  else if (to !== undefined) {
    // He robbed `to`: half their money, rounded up, to the supply; with $0, half their nuggets (MIB-00).
    const p = player(ctx.s, to);
    const money = halfUp(p.money, 10);
    const nuggets = p.money > 0 ? 0 : halfUp(p.nuggets, 1);
    push(ctx.s, { k: 'loseGoods', seat: to, money, nuggets, to: null, why: 'manInBlack', stage: 'window', protected: false });
  }
}

/** True when his turn follows the turn of `seat`: the last seat of a round, in a 2-player game. */
export function mibTurnDue(s: GameState, seat: Seat): boolean {
  return s.mib !== undefined && (seat + 1) % s.players.length === s.firstSeat;
}

/** Starts his turn at the end of the round (MIB-00). */
export function startMibTurn(ctx: Ctx): void {
  emit(ctx, { type: 'manInBlackTurnStarted', data: { round: ctx.s.turn.round } });
  push(ctx.s, { k: 'mibTurn', step: 'reveal', card: null });
}

/** His turn: reveal the top card (reshuffling all 10 when none are left), resolve it, then his stories. */
export const mibTurnHandler = automatic<MibTurnFrame>((ctx, f) => {
  const { s } = ctx;
  const m = s.mib!;
  switch (f.step) {
    case 'reveal': {
      s.storyContributed = [false, false];
      if (m.deck.length === 0) {
        m.deck = shuffle(s.rng, [...MIB_CARD_IDS]);
        m.revealed = [];
        emit(ctx, { type: 'manInBlackReshuffled' });
      }
      const card = m.deck.shift()!;
      m.revealed.push(card);
      f.card = card;
      emit(ctx, { type: 'manInBlackActed', kind: card, data: { card, title: MIB_CARDS[card].title, at: m.pos } });
      f.step = 'resolve';
      return;
    }
    case 'resolve':
      f.step = 'stories';
      resolveCard(ctx, f.card!);
      return;
    case 'stories':
      // Stories he completed resolve at the end of his turn (MIB-00).
      f.step = 'end';
      if (s.storyCompleted.length > 0) resolveStories(ctx);
      return;
    case 'end':
      emit(ctx, { type: 'manInBlackTurnEnded', kind: f.card ?? undefined });
      pop(s);
      return;
  }
});

/** His line of the final scoring: his LP plus 2 for his $120 (MIB-00, R19.2). */
export function mibScoreLine(s: GameState): ScoreLine | null {
  if (!s.mib) return null;
  return { seat: MIB, trackLp: s.mib.lp, items: 0, money: MIB_END_LP, wounds: 0, marshal: 0, wanted: 0, total: s.mib.lp + MIB_END_LP };
}

/** The winners with him in the game: he wins every tie for most LP (R19.3, MIB-00). */
export function withMibWinner(scores: readonly ScoreLine[], players: Competitor[]): Competitor[] {
  const line = scores.find((l) => isMib(l.seat));
  if (!line) return players;
  const best = Math.max(...scores.filter((l) => !isMib(l.seat)).map((l) => l.total));
  return line.total >= best ? [MIB] : players;
}
