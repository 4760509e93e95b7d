// Information Set Monte Carlo Tree Search (SO-ISMCTS, Cowling, Powley & Whitehouse 2012).
//
// Every iteration draws one determinization from the BotContext (a full state consistent with
// the bot's view, world.ts), descends the tree using only the actions legal in that
// determinization (UCB1 with availability counts), expands one action, plays out with the
// heuristic (or random) policy up to a horizon (by default the end of the searching seat's next
// turn), and backs up a per-seat reward from an
// evaluation (evaluate.ts). Nodes are information sets reached by the same action history;
// each node's value is from the point of view of the seat that chose the action into it.
// Paired root sampling (the default): iterations come in rounds; a round samples one world and
// plays it once from each searched root action with the same playout random numbers (common
// random numbers), so root actions are compared on identical worlds and the best mean wins.
// By default the tree stops at the root's actions (option `tree` in ismcts-options.ts, with its measurements); with
// `tree: 'full'` it grows below the root as above. Moves use the engine's index-based fast path
// (applySimulated for 'next-turn' playouts, which also skips the windows only Pass answers;
// applyListed for fixed lengths). The budget is in iterations or milliseconds (whole rounds); time is measured
// here, never in the engine.
import { performance } from 'node:perf_hooks';
import {
  applyListed, applySimulated, cloneState, legalActions, nextU32, randInt, sharedViewFor, viewFor,
  type Action, type GameState, type PlayerView, type RngState, type Seat,
} from '@wl/engine';
import type { Bot, BotContext } from './bot.js';
import { rewards } from './evaluate.js';
import { heuristicBot, heuristicIndex, rankActions } from './heuristic.js';
import { randomIndex } from './random.js';
import { worldSampler } from './world.js';
import type { IsmctsOptions } from './ismcts-options.js';

/** What one search did, for benchmarks and tests. */
export interface SearchStats { iterations: number; ms: number; /** Actions played in playouts, all iterations together. */ playoutActions: number; /** The tree's nodes, the root's children and any below them (option `tree`). */ nodes: number; rootVisits: { action: Action; visits: number; mean: number }[] }

/** An ISMCTS bot: a Bot, plus the search entry point on a (true state, seat) pair. */
export interface IsmctsBot extends Bot {
  /**
   * Searches for `seat` at `state`. The true state is passed only to `worldSampler`, which
   * resamples (after a canonical reordering) everything the seat cannot see; the search itself
   * reads only the seat's view, its legal actions and the samples.
   */
  search(state: GameState, seat: Seat, rng: RngState): Action;
  /** The statistics of the last search. */
  lastStats: SearchStats | null;
  /** The playout length it searches with in a game of `seats` players, or 'next-turn' (IsmctsOptions `horizon`, `horizonPerSeat`). */
  horizonFor(seats: number): number | 'next-turn';
}

/** The most decisions a 'next-turn' playout plays: a safety bound (a playout takes about 30 at 4 players). */
export const NEXT_TURN_MAX = 300;

/**
 * Plays `step` on `s` until the end of `me`'s next turn: the rest of the turn in progress, every
 * other seat's turn, then `me`'s own (at most `max` steps, or until the game ends). Returns the
 * steps played. The 'next-turn' playout of the search.
 */
export function playToNextTurn(s: GameState, me: Seat, max: number, step: (s: GameState) => void): number {
  let stage = s.turn.seat === me ? 0 : 1; // 0: its turn in progress, 1: the others' turns, 2: its next turn
  let h = 0;
  for (; h < max && !s.finished && s.prompt; h++) {
    const ts = s.turn.seat;
    if (stage === 0 && ts !== me) stage = 1;
    else if (stage === 1 && ts === me) stage = 2;
    else if (stage === 2 && ts !== me) break;
    step(s);
  }
  return h;
}

const DEFAULT_KINDS = ['action', 'shop', 'fleeOrFight', 'startBenefit', 'pokerInvite', 'banditReward', 'pointReward', 'placeFightCard'];

interface Node {
  /** The seat that chose the action leading here. */
  seat: Seat;
  action: Action | null;
  visits: number;
  avail: number;
  total: number;
  children: Map<string, Node>;
}

function newNode(seat: Seat, action: Action | null): Node {
  return { seat, action, visits: 0, avail: 0, total: 0, children: new Map() };
}

/** Keys of actions already seen: the engine shares many listed actions between lists (frozen). */
const KEYS = new WeakMap<Action, string>();

/** A key of an action: actions are flat records built in a fixed key order by the engine. */
function keyOf(a: Action): string {
  let k = KEYS.get(a);
  if (k === undefined) {
    k = '';
    for (const v of Object.values(a)) k += `${String(v)}|`;
    KEYS.set(a, k);
  }
  return k;
}

/**
 * The place in `acts` of root action `a` (key `key`): the same object, which most are (the engine
 * shares its listed actions: Moves, the location actions), else the first action of that key.
 * Either way an action of the same fields, so the same choice: keyOf at every action of every
 * iteration's root list was about 4% of a search.
 */
function placeOf(acts: readonly Action[], a: Action, key: string): number {
  const i = acts.indexOf(a);
  if (i >= 0) return i;
  for (let j = 0; j < acts.length; j++) if (keyOf(acts[j]) === key) return j;
  return -1;
}

const mean = (n: Node | undefined): number => (n && n.visits > 0 ? n.total / n.visits : -Infinity);

/**
 * The most visited root action (ties: the heuristic's order, `actions[0]` being its pick); with a
 * margin, the heuristic's pick stays unless that action's mean reward is better by the margin.
 */
function mostVisited(root: Node, actions: readonly Action[], margin: number): Action {
  let pick = actions[0];
  let most = -1;
  for (const a of actions) {
    const n = root.children.get(keyOf(a));
    if (n && n.visits > most) { most = n.visits; pick = a; }
  }
  const h = root.children.get(keyOf(actions[0]));
  if (margin > 0 && pick !== actions[0] && h && h.visits > 0 && mean(root.children.get(keyOf(pick))) < mean(h) + margin) return actions[0];
  return pick;
}

/** The root action of best mean reward (paired sampling), the heuristic's pick unless beaten by the margin. */
function bestMean(root: Node, actions: readonly Action[], margin: number): Action {
  const h = mean(root.children.get(keyOf(actions[0])));
  let pick = actions[0];
  let best = h + margin;
  for (const a of actions.slice(1)) {
    const m = mean(root.children.get(keyOf(a)));
    if (m > best) { best = m; pick = a; }
  }
  return pick;
}

/** Makes an ISMCTS bot with a budget in iterations or milliseconds. */
export function makeIsmcts(opts: IsmctsOptions = {}): IsmctsBot {
  const iterations = opts.iterations ?? (opts.ms === undefined ? 200 : Infinity);
  const ms = opts.ms ?? Infinity;
  const horizon = opts.horizon ?? 'next-turn';
  const perSeat = opts.horizonPerSeat;
  const horizonFor = (seats: number): number | 'next-turn' => (perSeat === undefined ? horizon : Math.max(1, Math.round(perSeat * seats)));
  const c = opts.c ?? 0.7;
  const maxRoot = opts.maxRootActions ?? 4;
  const kinds = new Set(opts.searchKinds ?? DEFAULT_KINDS);
  const policy = opts.policy === 'random' ? (_v: PlayerView, l: readonly Action[], r: RngState) => randomIndex(l, r) : heuristicIndex; // a place in the list
  const margin = opts.margin ?? 0.02;
  const paired = opts.paired ?? true;
  const rootOnly = (opts.tree ?? 'root') === 'root';
  const toNextTurn = perSeat === undefined && horizon === 'next-turn';
  const apply = toNextTurn ? applySimulated : applyListed; // fixed lengths count every action, as measured before

  // The playouts' view, refilled at each step (sharedViewFor `into`): the policy reads it and keeps nothing.
  let scratch: PlayerView | undefined;
  const playoutStep = (s: GameState, rng: RngState): void => {
    const seat = s.prompt!.seat;
    const legal = legalActions(s, seat);
    let i = 0;
    if (legal.length > 1) {
      scratch = sharedViewFor(s, seat, scratch); // on the playout's own copy, read only
      i = policy(scratch, legal, rng);
    }
    apply(s, seat, legal, i < 0 ? 0 : i);
  };

  /** Plays out `n` actions at most; returns how many were played. */
  const playFor = (s: GameState, n: number, rng: RngState): number => {
    let h = 0;
    for (; h < n && !s.finished && s.prompt; h++) playoutStep(s, rng);
    return h;
  };

  const run = (view: PlayerView, legal: readonly Action[], rng: RngState, ctx: BotContext): Action => {
    const playoutLength = horizonFor(view.players.length); // at this table's size, or 'next-turn'
    const ranked = rankActions(view, legal, rng);
    const rootActions = ranked.slice(0, maxRoot);
    const rootOrder = rootActions.map(keyOf);
    const root = newNode(-1, null);
    let nodes = 0;
    const t0 = performance.now();
    let it = 0;
    let playoutActions = 0;
    let world: GameState | null = null;
    let seed: RngState = rng;
    let turn = 0; // the next root action of the current paired round
    while (it < iterations && (it === 0 || turn !== 0 || performance.now() - t0 < ms)) {
      it++;
      let s: GameState;
      let prng: RngState;
      let forced: string | null = null;
      if (paired) {
        if (turn === 0) {
          world = ctx.sample(rng);
          seed = [nextU32(rng), nextU32(rng), nextU32(rng), nextU32(rng) | 1];
        }
        s = cloneState(world!);
        prng = [seed[0], seed[1], seed[2], seed[3]];
        forced = rootOrder[turn];
        turn = (turn + 1) % rootOrder.length;
      } else {
        s = ctx.sample(rng);
        prng = rng;
      }
      let node = root;
      const path: Node[] = [];
      let expanded = false;
      let depth = 0;
      while (!s.finished && s.prompt && !expanded && depth < 64 && (node === root || !rootOnly)) {
        const seat = s.prompt.seat;
        const acts = legalActions(s, seat);
        if (acts.length === 1) { apply(s, seat, acts, 0); depth++; continue; }
        // The actions available in this determinization (the root keeps only its ranked few): their keys, and their places in `acts`.
        let keys: string[], places: number[];
        if (node === root) {
          keys = []; places = [];
          for (let j = 0; j < rootActions.length; j++) {
            const i = placeOf(acts, rootActions[j], rootOrder[j]);
            if (i >= 0) { keys.push(rootOrder[j]); places.push(i); }
          }
        } else {
          keys = acts.map(keyOf);
          places = keys.map((_, i) => i);
        }
        if (keys.length === 0) break;
        // Each available action's child (looked up once), and the actions (by their place in `keys`) not expanded yet.
        const kids: (Node | undefined)[] = new Array(keys.length);
        const fresh: number[] = [];
        for (let i = 0; i < keys.length; i++) {
          const child = node.children.get(keys[i]);
          kids[i] = child;
          if (child) child.avail++;
          else fresh.push(i);
        }
        // The action to take, by its place in `keys`: one to expand, else the forced one, else UCB1's.
        let at = fresh.length > 0 ? fresh[0] : -1;
        let expand = at >= 0;
        const f = node === root && forced !== null ? keys.indexOf(forced) : -1;
        if (f >= 0) { at = f; expand = kids[f] === undefined; }
        else if (node === root) forced = null; // not listed in this world
        // Below the root, expand in random order (the root follows the heuristic's order).
        if (expand && node !== root) at = fresh[randInt(prng, fresh.length)];
        if (expand) {
          const child = newNode(seat, acts[places[at]]);
          nodes++;
          child.avail = 1;
          node.children.set(keys[at], child);
          node = child;
          expanded = true;
        } else {
          if (f < 0) {
            let bestScore = -Infinity;
            at = 0;
            for (let i = 0; i < keys.length; i++) {
              const ch = kids[i]!;
              const score = ch.total / ch.visits + c * Math.sqrt(Math.log(ch.avail) / ch.visits);
              if (score > bestScore) { bestScore = score; at = i; }
            }
          }
          node = kids[at]!;
        }
        path.push(node);
        apply(s, seat, acts, places[at]);
        depth++;
      }
      const h = playoutLength === 'next-turn' ? playToNextTurn(s, view.you!.seat, NEXT_TURN_MAX, (x) => playoutStep(x, prng)) : playFor(s, playoutLength, prng);
      playoutActions += h;
      const r = rewards(s);
      for (const n of path) { n.visits++; n.total += r[n.seat]; }
    }
    const stats: SearchStats = {
      iterations: it, ms: performance.now() - t0, playoutActions, nodes,
      rootVisits: [...root.children.values()].map((n) => ({ action: n.action!, visits: n.visits, mean: n.visits ? n.total / n.visits : 0 })),
    };
    bot.lastStats = stats;
    const pick = paired ? bestMean(root, rootActions, margin) : mostVisited(root, rootActions, margin);
    return legal.includes(pick) ? pick : ranked[0];
  };

  const bot = ((view, legal, rng, ctx) => {
    if (legal.length === 0) throw new Error('ismcts: no legal action');
    if (legal.length === 1) return legal[0];
    if (!ctx || !view.you || !view.prompt || !kinds.has(view.prompt.kind)) return heuristicBot(view, legal, rng);
    return run(view, legal, rng, ctx);
  }) as IsmctsBot;
  bot.lastStats = null;
  bot.horizonFor = horizonFor;
  bot.search = (state, seat, rng) => bot(viewFor(state, seat), legalActions(state, seat), rng, worldSampler(state, seat));
  return bot;
}
