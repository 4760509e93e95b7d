// The Goal variant (R21, CONTENT.md §9): dealing the goals, and a few evaluators that check the
// 48 goal conditions (data in content/goals.ts) against the state and the events, on any
// player's turn. A completed goal is revealed and its Legendary tokens are drawn (tokens.ts).
import { emit, type Ctx } from './ctx.js';
import { countsForStat, GOAL_CARDS, GOALS_KEPT, GOALS_OF, LEGENDARY_TOKENS, type GoalEvent, type GoalId, type GoalKey, type GoalStat } from './content/goals.js';
import type { CharacterId } from './content/characters.js';
import { space, type SpaceId } from './content/map.js';
import { cardValue, type CardId } from './content/poker-cards.js';
import { categoryStrength, type HandCategory } from './poker-hand.js';
import { randInt, shuffle } from './rng.js';
import { push } from './stack.js';
import type { GameEvent, GameState, GoalsState, Seat } from './types.js';

/** Deals each player their character's 4 goals: 1 discarded at random unseen, 3 kept secret (R21.1). */
export function dealGoals(ctx: Ctx): void {
  const { s } = ctx;
  const n = s.players.length;
  const g: GoalsState = {
    secret: [], discarded: [], done: [], missed: [], progress: [],
    supply: shuffle(s.rng, [...LEGENDARY_TOKENS]),
    tokens: Array.from({ length: n }, () => []),
  };
  s.players.forEach((p, seat) => {
    const four = [...GOALS_OF[p.character!]];
    const [out] = four.splice(randInt(s.rng, four.length), 1);
    g.secret.push(four);
    g.discarded.push(out);
    g.done.push([]);
    g.missed.push([]);
    g.progress.push({});
    emit(ctx, { type: 'goalsDealt', seat, data: { count: GOALS_KEPT }, secret: { to: [seat], data: { goals: [...four] } } });
  });
  s.goals = g;
}

const d = (e: GameEvent): Record<string, unknown> => (e.data ?? {}) as Record<string, unknown>;
const at = (x: unknown): ReturnType<typeof space> | null => (typeof x === 'string' ? space(x as SpaceId) : null);

/** The seat an event counts for under a goal's event condition, or null (CONTENT.md §9 and §0 terms). */
export function creditOf(s: GameState, m: GoalEvent, e: GameEvent): Seat | null {
  const x = d(e);
  switch (m.ev) {
    case 'winFight': {
      if (e.type !== 'fightResolved' || typeof x.winner !== 'number') return null;
      const vs = x.target === null ? (e.kind === 'guard' || e.kind === 'sheriff' ? e.kind : 'bandit') : 'player';
      if (vs !== m.vs) return null;
      const winner = x.winner;
      const active = winner === (x.attacker ?? e.seat); // the Man in Black may be the attacker (R20)
      if ((m.fight || m.asActive) && !active) return null; // a Duel, Rob or Arrest is won by the player who declared it
      if (m.fight && e.kind !== m.fight) return null;
      const where = at(x.at);
      if (m.where === 'town' && !where?.inTown) return null;
      if (m.where === 'outside' && (!where || where.inTown)) return null;
      if (m.where === 'red-falls' && where?.region !== 'red-falls') return null;
      if (m.cardMax !== undefined) {
        const card = active || x.mib !== undefined ? x.card : x.targetCard; // against the Man in Black, `card` is the player's
        if (x.fled || typeof card !== 'string' || cardValue(card as CardId) > m.cardMax) return null;
      }
      if (m.minWounds !== undefined && s.players[winner].wounds < m.minWounds) return null;
      return winner;
    }
    case 'defeatBandit':
      return e.type === 'banditDefeated' && (!m.letter || at(x.hideout)?.hideout === m.letter) ? e.seat ?? null : null;
    case 'revel':
      return e.type === 'revelled' && (x.lp as number) >= m.minLp ? e.seat ?? null : null;
    case 'robTake':
      return e.type === 'goodsTaken' && x.why === 'rob' && ((x.money as number) >= m.money || (x.nuggets as number) >= m.nuggets) ? e.seat ?? null : null;
    case 'crossMesa':
      return e.type === 'moved' && ((x.crossings as number | undefined) ?? 0) > 0 ? e.seat ?? null : null;
    case 'winPoker':
      return pokerWinners(m, e)[0] ?? null;
    case 'deliver':
      return e.type === 'cattleDelivered' && (!m.mode || e.kind === m.mode) ? e.seat ?? null : null;
    case 'deposit':
      return e.type === 'nuggetsDeposited' && (x.nuggets as number) >= m.min ? e.seat ?? null : null;
    case 'mine':
      return e.type === 'prospected' && (x.nuggets as number) >= (m.minNuggets ?? 0) ? e.seat ?? null : null;
    case 'endMove': {
      const where = at(x.at);
      if (e.type !== 'moveEnded' || !where) return null;
      if (m.town && where.region !== m.town) return null;
      if (m.countryside && where.inTown) return null;
      return e.seat ?? null;
    }
    case 'contribute':
      return e.type === 'storyContributed' ? e.seat ?? null : null;
  }
}

/** Every seat a poker game counts for under a `winPoker` condition (a share of a split pot counts, Q24). */
export function pokerWinners(m: Extract<GoalEvent, { ev: 'winPoker' }>, e: GameEvent): Seat[] {
  const x = d(e);
  if (e.type !== 'pokerPlayed' || !Array.isArray(x.winners)) return [];
  if (m.town && at(x.at)?.region !== m.town) return [];
  const hands = (x.hands ?? []) as { seat: Seat; category: HandCategory }[];
  return (x.winners as Seat[]).filter((w) => {
    if (!m.minCategory) return true;
    const h = hands.find((y) => y.seat === w);
    return h !== undefined && categoryStrength(h.category) >= categoryStrength(m.minCategory);
  });
}

/** The credited seats of an event (poker can credit several winners). */
function credits(s: GameState, m: GoalEvent, e: GameEvent): Seat[] {
  if (m.ev === 'winPoker') return pokerWinners(m, e);
  const c = creditOf(s, m, e);
  return c === null ? [] : [c];
}

/** The key that makes matching events distinct for a C or T goal. */
function keyOf(k: GoalKey, e: GameEvent): string {
  const x = d(e);
  switch (k) {
    case 'region': return String(at(x.at)?.region);
    case 'letter': return String(at(x.hideout)?.hideout);
    case 'mine': return String(x.at);
    case 'opponent': return String(x.loser);
  }
}

/** The value of one S-goal stat for a seat. */
export function statOf(s: GameState, seat: Seat, stat: GoalStat): number {
  const p = s.players[seat];
  switch (stat) {
    case 'marshal': return p.marshal;
    case 'wanted': return p.wanted;
    case 'hand': return p.hand.length;
    case 'money': return p.money;
    case 'nuggets': return p.nuggets;
    case 'storiesWithDisc': return s.storyDiscs.filter((x, slot) => s.stories[slot] !== null && x.includes(seat)).length;
    default: return p.items.filter((i) => countsForStat(stat, i)).length; // the item stats
  }
}

/** True when an S goal's state holds for a seat now. */
export function stateHolds(s: GameState, seat: Seat, id: GoalId): boolean {
  const c = GOAL_CARDS[id].condition;
  if (c.kind !== 'S') return false;
  const pos = s.players[seat].pos;
  if (c.outside && (pos === null || space(pos).inTown)) return false;
  return c.all.every((r) => statOf(s, seat, r.stat) >= r.min);
}

/** Each character's goals of one family: S (read the state) or E, C, T (read events). */
const goalsOfKind = (state: boolean) => Object.fromEntries(Object.entries(GOALS_OF).map(([c, ids]) =>
  [c, ids.filter((id) => (GOAL_CARDS[id].condition.kind === 'S') === state)])) as Record<CharacterId, GoalId[]>;
const STATE_GOALS = goalsOfKind(true);
const EVENT_GOALS = goalsOfKind(false);

/** A goal of a seat still watched: neither completed nor missed (every goal of the character, the discarded one included). */
const watching = (g: GoalsState, seat: Seat, id: GoalId): boolean => !g.done[seat].includes(id) && !g.missed[seat].includes(id);
const has = (reached: [Seat, GoalId][], seat: Seat, id: GoalId): boolean => reached.some(([x, y]) => x === seat && y === id);

/** Adds one event to a C or T goal's progress; true when it reaches its count. */
function advance(g: GoalsState, seat: Seat, id: GoalId, key: string | null): boolean {
  const c = GOAL_CARDS[id].condition;
  if (c.kind !== 'C' && c.kind !== 'T') return false;
  const prog = g.progress[seat];
  if (key === null) {
    prog[id] = ((prog[id] as number | undefined) ?? 0) + 1;
    return (prog[id] as number) >= c.count;
  }
  const keys = (prog[id] as string[] | undefined) ?? [];
  if (!keys.includes(key)) keys.push(key);
  prog[id] = keys;
  return keys.length >= c.count;
}

/** The event types some goal condition reads (creditOf); every other event is skipped at once. */
const GOAL_EVENT_TYPES = new Set([
  'fightResolved', 'banditDefeated', 'revelled', 'goodsTaken', 'moved', 'pokerPlayed', 'cattleDelivered', 'nuggetsDeposited',
  'prospected', 'moveEnded', 'storyContributed',
]);

/** Checks the events emitted since the last check and the state against every watched goal (CONTENT.md §9). */
export function checkGoals(ctx: Ctx): void {
  const { s, events } = ctx;
  const g = s.goals;
  const from = ctx.goalsChecked;
  ctx.goalsChecked = events.length;
  if (!g || s.finished) return;
  const reached: [Seat, GoalId][] = [];
  for (let i = from; i < events.length; i++) {
    const e = events[i];
    if (e.type === 'turnStarted' || e.type === 'manInBlackTurnStarted') resetTurnGoals(g, s);
    if (GOAL_EVENT_TYPES.has(e.type)) eventGoals(g, s, e, reached);
  }
  // A state becomes true only through a change, and every change emits an event: with no new event
  // since the last check (and not the first check of this step), the states are as they were.
  const changed = from < events.length || from === 0;
  if (changed) s.players.forEach((p, seat) => {
    for (const id of p.character ? STATE_GOALS[p.character] : []) {
      if (watching(g, seat, id) && !has(reached, seat, id) && stateHolds(s, seat, id)) reached.push([seat, id]);
    }
  });
  if (reached.length === 0) return;
  const n = s.players.length;
  const order = (seat: Seat) => (seat - s.turn.seat + n) % n; // simultaneous goals: active player first, then seat order
  reached.sort((a, b) => order(a[0]) - order(b[0]));
  const frames: { seat: Seat; keep: number }[] = [];
  for (const [seat, id] of reached) {
    if (!g.secret[seat].includes(id)) { g.missed[seat].push(id); continue; } // the discarded goal: nothing happens
    g.secret[seat] = g.secret[seat].filter((x) => x !== id);
    g.done[seat].push(id);
    emit(ctx, { type: 'goalCompleted', seat, kind: id, data: { nth: g.done[seat].length } });
    frames.push({ seat, keep: g.done[seat].length });
  }
  for (const f of frames.reverse()) push(s, { k: 'tokens', seat: f.seat, keep: f.keep, held: null }); // the first completed draws first
}

/** One event against every watched E, C and T goal: E goals are reached, C and T goals advance. */
function eventGoals(g: GoalsState, s: GameState, e: GameEvent, reached: [Seat, GoalId][]): void {
  s.players.forEach((p, seat) => {
    for (const id of p.character ? EVENT_GOALS[p.character] : []) {
      if (!watching(g, seat, id) || has(reached, seat, id)) continue;
      const c = GOAL_CARDS[id].condition;
      if (c.kind === 'S') continue;
      if (c.kind === 'E') {
        if (credits(s, c.event, e).includes(seat)) reached.push([seat, id]);
        continue;
      }
      if (c.kind === 'T' && !ownTurn(s, seat)) continue; // T: within one of the owner's own turns
      c.events.forEach((m, j) => {
        if (!credits(s, m, e).includes(seat)) return;
        const key = c.distinct ? keyOf(c.distinct, e) : c.kind === 'T' ? String(j) : null;
        if (advance(g, seat, id, key) && !has(reached, seat, id)) reached.push([seat, id]);
      });
    }
  });
}

/** True during `seat`'s own turn: the Man in Black's turn, though `s.turn` still names the last seat, is nobody's (MIB-00). */
function ownTurn(s: GameState, seat: Seat): boolean {
  const turn = s.stack[0];
  return s.turn.seat === seat && !(turn?.k === 'turn' && turn.step === 'mib');
}

/** A new turn (a player's or the Man in Black's): the T goals' progress starts again (two events within one own turn). */
function resetTurnGoals(g: GoalsState, s: GameState): void {
  g.progress.forEach((prog, seat) => {
    const c = s.players[seat].character;
    if (!c) return;
    for (const id of GOALS_OF[c]) if (GOAL_CARDS[id].condition.kind === 'T') delete prog[id];
  });
}
