// The Goal variant's secret goals as the heuristic aims at them (R21, CONTENT.md §9), read from the
// view's own unrevealed goals only. Each event of an E, C or T goal becomes a story-like target
// (story-targets.ts `targetOf`) aimed at as stories.ts aims at a face-up card; each S goal values
// the actions that raise (or lower) its stats. Worth: the Legendary tokens the next completed goal
// brings, shared among a counter's events, times the player's readiness.
import {
  countsForStat, GOAL_CARDS, HIDEOUTS, ITEMS, LEGENDARY_TOKENS, MAX_MONEY, nuggetCap, space, spacesWith,
  type Action, type GoalCondition, type GoalEvent, type GoalId, type GoalStat, type Objective, type ObjectiveKind, type PlayerView, type SpaceId,
} from '@wl/engine';
import { npcWinChance, playerWinChance } from './cards.js';
import type { Me } from './plans.js';
import { aimAt, storyAims, type Aims } from './stories.js';
import { makeTarget, targetOf, type Seer, type StoryTarget } from './story-targets.js';

/** One event of a goal as a target: the share of the goal's worth it brings, and what else it needs of the player. */
interface EventTarget { t: StoryTarget; share: number; ev: GoalEvent }

/**
 * A goal's worth against a story's in the heuristic's scores: its tokens are the player's alone,
 * while a story's reward is raced for and shared (measured in 4000 Goal-variant games against the
 * goal-blind heuristic: 1.3 to 1.6 beat 0.8 and 1).
 */
const GOAL_WEIGHT = 1.5;
/**
 * The share of an E or S goal's worth a Move onto or toward its target brings (measured: 0.5 beats
 * 0.25 and 1, which pulled the bot off its plans);
 * a C or T goal's events count only when an action fulfils them: one more event is rarely worth a
 * detour (and a share of the goal by its progress, `goals.players[seat].progress` in the view,
 * measured no better than by its count: 49% against 51% of wins in 4,000 games).
 */
const PULL = { E: 0.5, S: 0.5, C: 0, T: 0 } as const;
/** The share of a goal's worth one of a T goal's events brings: the other must follow in the same turn. */
const TURN_SHARE = 0.5;
/** The chance that a won poker hand is at least this category (two cards and the flop), roughly. */
const CATEGORY_CHANCE: Record<string, number> = { pair: 0.8, 'two-pair': 0.45, 'three-of-a-kind': 0.2 };
/** The share of partial progress toward an S goal once the game's end is triggered (it may not be completed). */
const LATE_SHARE = 0.3;

const BANDIT: Objective = { kind: 'defeatBandit', letter: 'A' }; // with every hideout as its spaces: any bandit
const SALOONS = spacesWith('saloon');

/** A goal event as a story objective (CONTENT.md §8 grammar) and, when wider or narrower than targetOf's, its spaces; null: nothing to aim at. */
function objectiveOf(e: GoalEvent): { o: Objective; spaces?: readonly SpaceId[] } | null {
  switch (e.ev) {
    case 'winFight': {
      if (e.vs === 'bandit') return { o: BANDIT, spaces: HIDEOUTS };
      if (e.vs === 'guard') return { o: { kind: 'heist', win: true } };
      if (e.vs === 'sheriff') return null; // he comes to a Wanted player: no place to aim at
      const o: Objective = { kind: 'winFight', vs: 'player', ...(e.fight ? { fight: e.fight } : {}), ...(e.cardMax !== undefined ? { cardMax: e.cardMax } : {}), ...(e.where ? { where: e.where === 'outside' ? 'outside' : 'town' } : {}) };
      return e.where === 'red-falls' ? { o, spaces: targetOf(o).spaces.filter((id) => space(id).region === 'red-falls') } : { o };
    }
    case 'defeatBandit': return e.letter ? { o: { kind: 'defeatBandit', letter: e.letter } } : { o: BANDIT, spaces: HIDEOUTS };
    case 'revel': return { o: { kind: 'revel', minLp: e.minLp } };
    case 'robTake': return { o: { kind: 'winFight', vs: 'player', fight: 'rob' } };
    case 'winPoker': return e.town ? { o: { kind: 'poker', town: e.town } } : { o: { kind: 'poker', town: 'darkrock' }, spaces: SALOONS };
    case 'deliver': return { o: e.mode ? { kind: 'deliver', mode: e.mode } : { kind: 'deliver' } };
    case 'deposit': return { o: { kind: 'deposit', min: e.min } };
    case 'mine': return { o: e.minNuggets ? { kind: 'mine', minNuggets: e.minNuggets } : { kind: 'mine' } };
    case 'endMove': return { o: e.town ? { kind: 'endMove', region: e.town } : { kind: 'endMove', outside: true } };
    // A crossing (BL3) ends anywhere: no place to aim at. Valuing every crossing Move at the goal's
    // share instead completed BL3 no more often (1,829 against 1,815 of 2,400 Goal-variant games with
    // Bloody Knife in seat 0, all seats heuristic; it crosses mesas anyway once Legendary) and won less
    // (31.0% against 34.7%): it crossed early for tokens it would get later. Contributions (CJ1)
    // come with the story aims (stories.ts).
    case 'crossMesa': case 'contribute': return null;
  }
}

/** Every goal's event targets, built once: none for an event with no place or action to aim at; for an S goal with `outside`, a Move ending outside. */
const EVENT_TARGETS: Readonly<Record<GoalId, readonly EventTarget[]>> = Object.fromEntries(Object.values(GOAL_CARDS).map((g) => {
  const c = g.condition;
  if (c.kind === 'S') {
    const outside: EventTarget[] = c.outside ? [{ t: makeTarget(g.id, { kind: 'endMove', outside: true }, 0, 0), share: 1, ev: { ev: 'endMove', countryside: true } }] : [];
    return [g.id, outside]; // with its stats held, ending a move outside completes it
  }
  const share = c.kind === 'E' ? 1 : c.kind === 'C' ? 1 / c.count : TURN_SHARE / c.count;
  const out: EventTarget[] = [];
  for (const ev of c.kind === 'E' ? [c.event] : c.events) {
    const x = objectiveOf(ev);
    if (x) out.push({ t: makeTarget(g.id, x.o, 0, 0, x.spaces), share, ev });
  }
  return [g.id, out];
})) as Record<GoalId, EventTarget[]>;

/** What an event needs beyond its objective's readiness (wounds, a strong hand, a rich victim), as a chance. */
function eventNeeds(e: GoalEvent, me: Seer): number {
  const { p, view } = me;
  switch (e.ev) {
    case 'winFight': return e.minWounds !== undefined && p.wounds < e.minWounds ? 0 : 1;
    case 'winPoker': return e.minCategory ? CATEGORY_CHANCE[e.minCategory] ?? 0.1 : 1;
    case 'robTake': // half the victim's money (in $10 steps, rounded up) or nuggets
      return view.players.some((q) => q.seat !== me.seat && (q.money >= 2 * e.money - 10 || q.nuggets >= 2 * e.nuggets - 1)) ? 1 : 0;
    default: return 1;
  }
}

/** The tokens of the supply by value (index 1..3), before any is kept. */
const TOKENS_OF = [0, 1, 2, 3].map((v) => LEGENDARY_TOKENS.filter((t) => t === v).length);
const choose = (n: number, k: number): number => (k < 0 || k > n ? 0 : k === 0 ? 1 : k === 1 ? n : k === 2 ? (n * (n - 1)) / 2 : (n * (n - 1) * (n - 2)) / 6);

/**
 * What completing the player's next goal is worth, in LP: the k-th completed goal draws k tokens
 * and keeps the best k of those and the k − 1 held (CONTENT.md §9), so the expected gain over the
 * held ones, drawn from the supply left (kept tokens are public, R23.3): 1.8, 2.4, 2.6 LP at first.
 */
export function tokenWorth(view: PlayerView, seat: number): number {
  const g = view.goals;
  if (!g) return 0;
  const left = TOKENS_OF.slice();
  for (const q of g.players) for (const t of q.tokens) left[t]--;
  const held = g.players[seat].tokens;
  const k = Math.min(3, g.players[seat].done.length + 1);
  // The gain depends on the tokens left, k and the held ones (as a multiset) only: one key per case.
  let key = ((left[1] * 32 + left[2]) * 32 + left[3]) * 32 + k, small = left.every((x) => x >= 0 && x < 32) && held.length < 8;
  const count = [0, 0, 0, 0];
  for (const t of held) if (t >= 1 && t <= 3) count[t]++; else small = false;
  key = ((key * 8 + count[1]) * 8 + count[2]) * 8 + count[3];
  if (!small) return expectedGain(left, held, k);
  let w = GAINS.get(key);
  if (w === undefined) GAINS.set(key, (w = expectedGain(left, held, k)));
  return w;
}
/** expectedGain by tokenWorth's key: the few cases a game meets, each worked out once. */
const GAINS = new Map<number, number>();

function expectedGain(left: readonly number[], held: readonly number[], k: number): number {
  const n = left[1] + left[2] + left[3];
  const draw = Math.min(k, n);
  let heldSum = 0;
  for (const t of held) heldSum += t;
  let e = 0;
  const all = new Array<number>(held.length + draw);
  for (let a = 0; a <= draw; a++) {
    for (let b = 0; a + b <= draw; b++) {
      const c = draw - a - b;
      const p = (choose(left[1], a) * choose(left[2], b) * choose(left[3], c)) / choose(n, draw);
      if (p === 0) continue;
      let i = 0;
      for (const t of held) all[i++] = t;
      for (let x = 0; x < c; x++) all[i++] = 3;
      for (let x = 0; x < b; x++) all[i++] = 2;
      for (let x = 0; x < a; x++) all[i++] = 1;
      all.sort((x, y) => y - x);
      let top = 0;
      for (let x = 0; x < Math.min(k, all.length); x++) top += all[x];
      e += p * (top - heldSum);
    }
  }
  return e;
}

/** This decision's aims: the face-up stories' (stories.ts `storyAims`) and the player's secret goals' events, computed once per decision. */
export function aimsOf(me: Me): Aims {
  if (me.aims) return me.aims;
  const aims = storyAims(me);
  const yours = me.view.goals?.yours;
  if (!yours?.length) return me.aims = aims;
  const worth = GOAL_WEIGHT * tokenWorth(me.view, me.seat);
  for (const id of yours) {
    const kind = GOAL_CARDS[id].condition.kind;
    if (kind === 'S' && !statsHeld(me, id)) continue; // its `outside` target counts once the stats hold
    for (const e of EVENT_TARGETS[id]) {
      const w = worth * e.share * eventNeeds(e.ev, me);
      const aim = w > 0 ? aimAt(me, e.t, w, aims.range, PULL[kind]) : null;
      if (aim) aims.slots.push(aim);
    }
  }
  return me.aims = aims;
}

/** True when a secret goal of the player has an event of this objective kind to aim at (a cheap test before computing the aims). */
export function goalAsks(view: PlayerView, kind: ObjectiveKind): boolean {
  for (const id of view.goals?.yours ?? []) for (const e of EVENT_TARGETS[id]) if (e.t.o.kind === kind) return true;
  return false;
}

/** The value of one S-goal stat for the player, from the view (goals.ts `statOf`). */
function statOf(me: Seer, stat: GoalStat): number {
  const { p, view } = me;
  let n = 0;
  switch (stat) {
    case 'marshal': return p.marshal;
    case 'wanted': return p.wanted;
    case 'hand': return me.hand.length;
    case 'money': return p.money;
    case 'nuggets': return p.nuggets;
    case 'storiesWithDisc': for (const slot of [0, 1] as const) if (view.stories[slot] && view.storyDiscs[slot].includes(me.seat)) n++; return n;
    default: for (const i of p.items) if (countsForStat(stat, i)) n++; return n; // the item stats
  }
}

/** One of the player's secret S goals as the decision finds it: its stats now (in `all`'s order) and its progress (statProgress with no change). */
export interface GoalNow { id: GoalId; c: Extract<GoalCondition, { kind: 'S' }>; stats: number[]; now: number }

/** The player's secret S goals now, worked out once per decision (Seer `goalsNow`). */
function goalsNow(me: Seer): readonly GoalNow[] {
  if (me.goalsNow) return me.goalsNow;
  const out: GoalNow[] = [];
  for (const id of me.view.goals?.yours ?? []) {
    const c = GOAL_CARDS[id].condition;
    if (c.kind !== 'S') continue;
    const stats = c.all.map((r) => statOf(me, r.stat));
    out.push({ id, c, stats, now: progress(me, c, stats, null, null) });
  }
  return me.goalsNow = out;
}

/** True when every stat of an S goal is at its minimum now. */
function statsHeld(me: Seer, id: GoalId): boolean {
  for (const g of goalsNow(me)) if (g.id === id) return g.c.all.every((r, j) => g.stats[j] >= r.min);
  return false;
}

/** The expected change of one stat by an action (not a Move), from the rules' amounts (R6, R9.8). */
function statGain(stat: GoalStat, a: Action, me: Seer): number {
  const { p, view } = me;
  const money = stat === 'money';
  switch (a.type) {
    case 'work': return money ? 10 : 0; // R6.10
    case 'deposit': return money ? Math.min(20 * a.nuggets, MAX_MONEY - p.money) : stat === 'nuggets' ? -a.nuggets : 0; // R6.6
    case 'prospect': return money ? 10 : stat === 'nuggets' ? Math.min(1, nuggetCap(p) - p.nuggets) : 0; // ≈ 1 nugget and $10 (CONTENT.md §1)
    case 'revel': return money ? -30 * a.lp : 0;
    case 'heal': return money ? -10 : stat === 'hand' ? p.wounds : 0;
    case 'buy': return money ? -ITEMS[a.item].cost : countsForStat(stat, { id: a.item, upgraded: false }) ? 1 : 0;
    case 'upgrade': return money ? -ITEMS[a.item].cost : countsForStat(stat, { id: a.item, upgraded: true }) && !countsForStat(stat, { id: a.item, upgraded: false }) ? 1 : 0;
    case 'heist': { // R6.7: $80 and 3 Wanted on a win, 1 Wanted on a loss; a Marshal loses his points (R11.3)
      const w = npcWinChance(me.best, 'guard');
      return money ? 80 * w : stat === 'wanted' ? 1 + 2 * w : stat === 'marshal' ? -p.marshal : 0;
    }
    case 'fight': {
      if (a.target === 'mib') return 0;
      const w = playerWinChance(me.best);
      if (a.kind === 'arrest') return stat === 'marshal' ? w : 0;
      if (a.kind !== 'rob') return 0;
      return money ? w * Math.ceil(view.players[a.target].money / 20) * 10 : stat === 'wanted' ? w : stat === 'marshal' ? -p.marshal : 0;
    }
    default: return 0;
  }
}

/**
 * How far the player is toward an S goal (stats now in `all`'s order) with the stat changes of
 * `gain` or of action `a` (none with neither): the squared mean share of each minimum (near goals
 * count most), 1 when all are held.
 */
function progress(me: Seer, c: GoalNow['c'], stats: readonly number[], gain: ((stat: GoalStat) => number) | null, a: Action | null): number {
  let sum = 0;
  for (let j = 0; j < c.all.length; j++) {
    const r = c.all[j];
    sum += Math.min(1, Math.max(0, stats[j] + (gain ? gain(r.stat) : a ? statGain(r.stat, a, me) : 0)) / r.min);
  }
  const m = sum / c.all.length;
  return m * m;
}

/**
 * What the stat changes `gain` are worth for the player's secret S goals, in LP: a change that
 * completes one brings its tokens, as an E goal's event does; any other, the change in progress
 * times the tokens (a loss when the stats drop), less once the end is triggered.
 */
export function goalStatWorth(me: Seer, gain: (stat: GoalStat) => number): number {
  return me.view.goals?.yours.length ? statWorth(me, gain, null) : 0;
}

/** goalStatWorth of the changes `gain`, or of action `a`'s (statGain). */
function statWorth(me: Seer, gain: ((stat: GoalStat) => number) | null, a: Action | null): number {
  const { p, view } = me;
  let v = 0, worth = -1;
  for (const { c, stats, now: before } of goalsNow(me)) {
    const after = progress(me, c, stats, gain, a);
    if (after === before) continue;
    if (worth < 0) worth = tokenWorth(view, me.seat);
    const completes = after >= 1 && (!c.outside || (p.pos !== null && !space(p.pos).inTown)); // `outside`: a Move out completes it (aimsOf)
    v += worth * (completes ? 1 : (after - before) * (view.endTriggeredRound !== null ? LATE_SHARE : 1));
  }
  return v;
}

/** What an action (not a Move) is worth for the player's secret S goals, in LP weighted as aimsOf's: the change it makes to their stats. */
export function goalActionBonus(me: Seer, a: Action): number {
  return me.view.goals?.yours.length ? GOAL_WEIGHT * statWorth(me, null, a) : 0;
}
