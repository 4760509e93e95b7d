// Information Set Monte Carlo Tree Search (SO-ISMCTS, Cowling, Powley & Whitehouse 2012).
//
// Every iteration draws one determinization from the BotContext (a full state consistent with
// the bot's view, world.ts), descends the tree using only the actions legal in that
// determinization (UCB1 with availability counts), expands one action, plays out with the
// heuristic (or random) policy up to a horizon, and backs up a per-seat reward from an
// evaluation (evaluate.ts). Nodes are information sets reached by the same action history;
// each node's value is from the point of view of the seat that chose the action into it.
// The budget is in iterations or milliseconds; time is measured here, never in the engine.
import { performance } from 'node:perf_hooks';
import {
  applyActionInPlace, legalActions, randInt, viewFor,
  type Action, type GameState, type PlayerView, type RngState, type Seat,
} from '@wl/engine';
import type { Bot, BotContext } from './bot.js';
import { rewards } from './evaluate.js';
import { heuristicBot, rankActions } from './heuristic.js';
import { randomBot } from './random.js';
import { worldSampler } from './world.js';

/** Options of an ISMCTS bot. */
export interface IsmctsOptions {
  /** Iterations per decision (default 200 when `ms` is not given). */
  iterations?: number;
  /** Milliseconds per decision; when both are given, the first one reached stops the search. */
  ms?: number;
  /** Playout length in actions after the tree (default 14). */
  horizon?: number;
  /** Playout policy (default 'heuristic'). */
  policy?: 'heuristic' | 'random';
  /** UCB exploration constant (default 0.7). */
  c?: number;
  /** At most this many root actions are searched, in the heuristic's order (default 4). */
  maxRootActions?: number;
  /**
   * Prompt kinds that are searched; others are answered by the heuristic (reaction windows,
   * discards and the like, where a search buys little). Default: the action phase, shopping,
   * fleeing, the start-of-turn benefit, poker invitations and reward choices.
   */
  searchKinds?: readonly string[];
  /**
   * The heuristic's own pick is kept unless another root action's mean reward beats it by this
   * much (default 0.02; 0 gives plain most-visited selection). With the small budgets the
   * engine's speed allows, this keeps sampling noise from overturning a sound plan.
   */
  margin?: number;
}

/** What one search did, for benchmarks and tests. */
export interface SearchStats { iterations: number; ms: number; rootVisits: { action: Action; visits: number; mean: number }[] }

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

/** A key of an action: actions are flat records built in a fixed key order by the engine. */
function keyOf(a: Action): string {
  let k = '';
  for (const v of Object.values(a)) k += `${String(v)}|`;
  return k;
}

/** Makes an ISMCTS bot with a budget in iterations or milliseconds. */
export function makeIsmcts(opts: IsmctsOptions = {}): IsmctsBot {
  const iterations = opts.iterations ?? (opts.ms === undefined ? 200 : Infinity);
  const ms = opts.ms ?? Infinity;
  const horizon = opts.horizon ?? 14;
  const c = opts.c ?? 0.7;
  const maxRoot = opts.maxRootActions ?? 4;
  const kinds = new Set(opts.searchKinds ?? DEFAULT_KINDS);
  const policy: Bot = opts.policy === 'random' ? randomBot : heuristicBot;
  const margin = opts.margin ?? 0.02;

  const playoutStep = (s: GameState, rng: RngState): void => {
    const seat = s.prompt!.seat;
    const legal = legalActions(s, seat);
    const a = legal.length === 1 ? legal[0] : policy(viewFor(s, seat), legal, rng);
    applyActionInPlace(s, seat, a);
  };

  const run = (view: PlayerView, legal: readonly Action[], rng: RngState, ctx: BotContext): Action => {
    const ranked = rankActions(view, legal, rng);
    const rootActions = ranked.slice(0, maxRoot);
    const rootKeys = new Set(rootActions.map(keyOf));
    const root = newNode(-1, null);
    const t0 = performance.now();
    let it = 0;
    while (it < iterations && (it === 0 || performance.now() - t0 < ms)) {
      it++;
      const s = ctx.sample(rng);
      let node = root;
      const path: Node[] = [];
      let expanded = false;
      let depth = 0;
      while (!s.finished && s.prompt && !expanded && depth < 64) {
        const seat = s.prompt.seat;
        let acts = legalActions(s, seat);
        if (acts.length === 1) { applyActionInPlace(s, seat, acts[0]); depth++; continue; }
        if (node === root) acts = acts.filter((a) => rootKeys.has(keyOf(a)));
        if (acts.length === 0) break;
        let unexpanded: Action | null = null;
        let bestChild: Node | null = null;
        let bestScore = -Infinity;
        const chosenKeys = node === root ? rootActions.map(keyOf).filter((k) => acts.some((a) => keyOf(a) === k)) : acts.map(keyOf);
        for (const k of chosenKeys) {
          const child = node.children.get(k);
          if (!child) { if (!unexpanded) unexpanded = acts.find((a) => keyOf(a) === k)!; continue; }
          child.avail++;
        }
        if (unexpanded && node !== root) {
          // Below the root, expand in random order (the root follows the heuristic's order).
          const fresh = acts.filter((a) => !node.children.has(keyOf(a)));
          unexpanded = fresh[randInt(rng, fresh.length)] ?? unexpanded;
        }
        let action: Action;
        if (unexpanded) {
          const child = newNode(seat, unexpanded);
          child.avail = 1;
          node.children.set(keyOf(unexpanded), child);
          node = child;
          action = unexpanded;
          expanded = true;
        } else {
          for (const k of chosenKeys) {
            const ch = node.children.get(k)!;
            const score = ch.total / ch.visits + c * Math.sqrt(Math.log(ch.avail) / ch.visits);
            if (score > bestScore) { bestScore = score; bestChild = ch; }
          }
          node = bestChild!;
          action = bestChild!.action!;
        }
        path.push(node);
        applyActionInPlace(s, seat, action);
        depth++;
      }
      for (let h = 0; h < horizon && !s.finished && s.prompt; h++) playoutStep(s, rng);
      const r = rewards(s);
      for (const n of path) { n.visits++; n.total += r[n.seat]; }
    }
    const stats: SearchStats = {
      iterations: it, ms: performance.now() - t0,
      rootVisits: [...root.children.values()].map((n) => ({ action: n.action!, visits: n.visits, mean: n.visits ? n.total / n.visits : 0 })),
    };
    bot.lastStats = stats;
    // The most visited root action (ties: the heuristic's order); with a margin, the heuristic's
    // pick stays unless the most visited action's mean reward is better by that margin.
    let pick = ranked[0];
    let most = -1;
    for (const a of rootActions) {
      const n = root.children.get(keyOf(a));
      if (n && n.visits > most) { most = n.visits; pick = a; }
    }
    if (margin > 0 && pick !== ranked[0]) {
      const h = root.children.get(keyOf(ranked[0]));
      const p = root.children.get(keyOf(pick))!;
      if (h && h.visits > 0 && p.total / p.visits < h.total / h.visits + margin) pick = ranked[0];
    }
    return legal.includes(pick) ? pick : ranked[0];
  };

  const bot = ((view, legal, rng, ctx) => {
    if (legal.length === 0) throw new Error('ismcts: no legal action');
    if (legal.length === 1) return legal[0];
    if (!ctx || !view.you || !view.prompt || !kinds.has(view.prompt.kind)) return heuristicBot(view, legal, rng);
    return run(view, legal, rng, ctx);
  }) as IsmctsBot;
  bot.lastStats = null;
  bot.search = (state, seat, rng) => bot(viewFor(state, seat), legalActions(state, seat), rng, worldSampler(state, seat));
  return bot;
}

/** Parses a budget such as `50ms`, `2s` or `300` (iterations). */
export function parseBudget(text: string): IsmctsOptions {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|it|iterations)?\s*$/.exec(text);
  if (!m) throw new Error(`bad budget "${text}" (use e.g. 50ms, 1s or 300 for iterations)`);
  const n = Number(m[1]);
  if (m[2] === 'ms') return { ms: n };
  if (m[2] === 's') return { ms: n * 1000 };
  return { iterations: Math.max(1, Math.round(n)) };
}
