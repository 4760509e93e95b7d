// The ISMCTS bot's options (ismcts.ts): the tree, the playout length, the root width, the
// budget; the settings of the search people play against (the web client's strong level and the
// server's bot seats), with the paired games that chose them; and the parsers of `wl simulate`'s
// `--budget` and `--horizon`.

/** The trees `IsmctsOptions.tree` names: the root's actions only, or SO-ISMCTS's tree below them too. */
export const ISMCTS_TREES = ['root', 'full'] as const;
/** How far an ISMCTS tree grows (IsmctsOptions `tree`). */
export type IsmctsTree = (typeof ISMCTS_TREES)[number];

/** Options of an ISMCTS bot. */
export interface IsmctsOptions {
  /** Iterations per decision (default 200 when `ms` is not given). */
  iterations?: number;
  /** Milliseconds per decision; when both are given, the first one reached stops the search. */
  ms?: number;
  /**
   * Where playouts stop. Default `'next-turn'`: at the end of the searching seat's next turn (the
   * rest of the turn in progress, every other seat's turn, then its own), on the engine's
   * `applySimulated`, which skips the reaction windows where nobody can play a card, so every
   * playout ends at the same point of the turn order, having seen the seat's next plan through.
   * One search seat against 3 heuristic bots at 200 iterations, seeds 70000–70399 (5 Dec 2026):
   * 'next-turn' won 48.8% where 36 actions won 38.8% (sign test z = 3.2) and 48 actions, about
   * the same length on average, 43.3% (z = 1.9); stopping when the next turn starts won 36.0%.
   * A number: that many actions, idle windows included, as measured before 5 Dec (at 50 ms with
   * the heist-plan heuristic as opponents: 36 → 38.8% of 800 games, 70 → 50.7% of 400).
   */
  horizon?: number | 'next-turn';
  /**
   * Playout length per player seat: when given, a decision in a game of n players plays out
   * `round(horizonPerSeat × n)` actions instead of `horizon`, so that playouts cover about as many
   * rounds whatever the table's size (STRONG_HORIZON_PER_SEAT).
   */
  horizonPerSeat?: number;
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
   * Paired root sampling (default true): each sampled world is played once from every root
   * action, with the same playout random numbers (common random numbers), so root actions are
   * compared on the same worlds; the pick is the best mean. False gives plain UCB at the root.
   */
  paired?: boolean;
  /**
   * How far the tree grows. `'root'` (the default): the root's actions are its only nodes; an
   * iteration plays its root action, then its playout from there. `'full'`: SO-ISMCTS's tree below
   * the root too, one untried action expanded per iteration (in random order below the root).
   * One search seat against 3 heuristic bots at 200 iterations, seeds 70000–70399 (5 Dec 2026,
   * fourth session): 'root' won 55.5% (222/400), 'full' 49.0% (196/400; 94 games won by 'root'
   * alone, 68 by 'full' alone, sign test z = 2.0), in about 13% fewer instructions an iteration
   * (valgrind). At these budgets a root action gets about 50 visits, while the next decision
   * has about 29 actions, so the full tree spent most iterations below the root on an untried
   * action picked at random instead of the heuristic's; widening the tree progressively from the
   * heuristic's pick (1 + ⌊0.3·√visits⌋ children) won 53.0% (212/400). The web's strong level
   * (WEB_STRONG_SEARCH, seeds 20000–20199): 'root' 66.5% (133/200), 'full' 52.5% (105/200), z = 3.3.
   * Ahead at every table size measured: 2 players 82.1% against 75.7%, 3 players 65.5% against
   * 58.0%, 5 players 49.0% against 43.5%, 6 players 50.0% against 36.7% (README, "The tree at the root").
   */
  tree?: IsmctsTree;
  /**
   * The heuristic's own pick is kept unless another root action's mean reward beats it by this
   * much (default 0.02; 0 gives plain most-visited selection). With the small budgets the
   * engine's speed allows, this keeps sampling noise from overturning a sound plan.
   */
  margin?: number;
}

/**
 * The playout length per seat of the search bots people play against (the web client's strong
 * level and the server's bot seats): 35 actions in a 2-player game, 70 with 4 players, 105 with 6.
 * Longer playouts see a plan through (a mine-and-deposit trip, a poker plan) and win more at 4
 * and 6 players, at a cost in iterations; a fixed length covers fewer rounds the more players
 * there are. Against heuristic bots at 200 iterations a decision (4 Dec 2026, `wl simulate
 * --budget 200 --horizon H`): 4 players 36 → 45.3%, 70 → 51.5% (400 games); 6 players 70 →
 * 35.5%, 105 → 42.0%; 5 players 36 → 33.0%, 88 → 45.5%; 3 players 36 → 53.5%, 53 → 62.0% (200
 * games each); 2 players 36 → 79.3%, 70 → 75.0% (300 games).
 */
export const STRONG_HORIZON_PER_SEAT = 17.5;

/**
 * The web client's strong level at 3 to 6 players (its Web Worker adds a limit of 700 ms a
 * decision): 800 iterations over the heuristic's best 8 root actions, with the players'
 * playouts. One search seat against heuristic bots, the same seeds for every setting (stop 29):
 * at 4 players 200 iterations over 4 root actions won 49.5% of 200 games and this 60.0% (sign
 * test z = 2.4); at 6 players 36.7% and 45.0% of 120 (z = 1.4). A decision takes about 4× as
 * long: 160 and 250 ms at 4 and 6 players in Node here. Those figures are of the full tree; with
 * the tree at the root (option `tree`, 5 Dec 2026, fourth session) it won 66.5% of 200 games at 4
 * players where the full tree won 52.5% of the same games, in 0.91× the time.
 */
export const WEB_STRONG_SEARCH: Readonly<IsmctsOptions> = { iterations: 800, maxRootActions: 8, horizonPerSeat: STRONG_HORIZON_PER_SEAT };

/**
 * The web client's strong level at 2 players: 200 iterations over the best 4. More search did
 * not win more there (with the Man in Black, 140 games: 200 over 4 won 79.3%, 800 over 8 73.6%,
 * z = −1.4; 800 over 4 80.0% against 86.7% on 60 of them).
 */
export const WEB_STRONG_TWO_PLAYERS: Readonly<IsmctsOptions> = { iterations: 200, horizonPerSeat: STRONG_HORIZON_PER_SEAT };

/** The web client's strong search for a table of `players` (WEB_STRONG_TWO_PLAYERS or WEB_STRONG_SEARCH). */
export function webStrongSearch(players: number): Readonly<IsmctsOptions> {
  return players <= 2 ? WEB_STRONG_TWO_PLAYERS : WEB_STRONG_SEARCH;
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

/** The longest playout `parseHorizon` accepts, in actions (a length per seat at most this over 6 seats). */
export const MAX_HORIZON = 1000;

/** Parses a playout length: `next-turn`, `70` (actions) or `17.5/seat` (actions per player seat). */
export function parseHorizon(text: string): Pick<IsmctsOptions, 'horizon' | 'horizonPerSeat'> {
  if (text.trim() === 'next-turn') return { horizon: 'next-turn' };
  const fixed = /^\s*(\d+)\s*$/.exec(text);
  if (fixed && Number(fixed[1]) >= 1 && Number(fixed[1]) <= MAX_HORIZON) return { horizon: Number(fixed[1]) };
  const perSeat = /^\s*(\d+(?:\.\d+)?)\s*\/\s*seat\s*$/.exec(text);
  if (perSeat && Number(perSeat[1]) > 0 && Number(perSeat[1]) * 6 <= MAX_HORIZON) return { horizonPerSeat: Number(perSeat[1]) };
  throw new Error(`bad horizon "${text}" (use next-turn, a number of actions from 1 to ${MAX_HORIZON} such as 70, or actions per player seat such as 17.5/seat)`);
}
