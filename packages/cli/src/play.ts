// Plays one game with bots through the public engine API, recording what the CLI reports.
import { botByName, ISMCTS_LEVEL_BUDGET, makeIsmcts, parseBudget, parseHorizon, randomBot, randomIndex, worldSampler, type Bot, type IsmctsOptions, type IsmctsTree } from '@wl/bots';
import {
  addStats, applyListed, cloneState, emptyStats, legalActions, sameAction, seedRng, startGame, stateHash, viewFor,
  type Action, type CharacterId, type GameEvent, type GameLength, type GameState, type LoggedAction, type Setup,
} from '@wl/engine';

/** How to play one simulated game. */
export interface GameSpec {
  seed: number;
  players: number;
  bots: string[];
  length: GameLength;
  maxRounds: number;
  /** The ISMCTS budget (`50ms`, `1s`, `300` iterations); without it `ismcts` uses its default. */
  budget?: string;
  /** The ISMCTS playout length (`next-turn`, `70` actions, `17.5/seat`); without it `ismcts` uses its default (`next-turn`). */
  horizon?: string;
  /** How many of the heuristic's best actions the ISMCTS root searches (default 4; the web's strong level searches 8). */
  root?: number;
  /** How far the ISMCTS tree grows: the root's actions only (`root`, its default) or below them too (`full`). */
  tree?: IsmctsTree;
  /** A game variant: the Goal variant (R21) or the Beginner variant (R22, always 15 LP). */
  variant?: Variant;
  /** Who keeps one of each seat's two dealt characters (R3.2): the seat's bot (`bots`, the default) or a fair coin (`random`). */
  characters?: CharacterKeep;
}

/** The `wl simulate --characters` choices: the bots keep their dealt characters, or a fair coin does (every character then plays equally often). */
export const CHARACTER_KEEPS = ['bots', 'random'] as const;
/** A `--characters` choice. */
export type CharacterKeep = (typeof CHARACTER_KEEPS)[number];

/** The variants `wl simulate --variant` plays. */
export const VARIANTS = ['standard', 'goals', 'beginner'] as const;
/** A variant name. */
export type Variant = (typeof VARIANTS)[number];

/** The bot of a level name, with the ISMCTS budget, playout length and root width applied. */
export function resolveBot(name: string, o: Pick<GameSpec, 'budget' | 'horizon' | 'root' | 'tree'> = {}): Bot {
  if (name !== 'ismcts') return botByName(name);
  const { budget, horizon, root, tree } = o;
  const search: IsmctsOptions = {
    ...(horizon === undefined ? {} : parseHorizon(horizon)),
    ...(root === undefined ? {} : { maxRootActions: root }),
    ...(tree === undefined ? {} : { tree }),
  };
  if (!budget && Object.keys(search).length === 0) return botByName(name); // the named level itself
  return makeIsmcts({ ...(budget ? parseBudget(budget) : ISMCTS_LEVEL_BUDGET), ...search });
}

/** One finished (or stopped) game, as `wl simulate --json` prints it. */
export interface GameRecord {
  seed: number;
  finished: boolean;
  rounds: number;
  actions: number;
  stateHash: string;
  players: {
    seat: number; character: CharacterId | null; bot: string; lp: number; trackLp: number; winner: boolean;
    /** LP gained during play by source (the `why` of `lpGained` events: deposit, revel, duel, ...). */
    lpSources: Record<string, number>;
  }[];
  events: Record<string, number>;
  /** The Man in Black (R20), in 2-player games: his final LP, LP during play, whether he won, LP by source. */
  manInBlack?: { lp: number; trackLp: number; winner: boolean; lpSources: Record<string, number> };
}

/** Counts events by `type` and by `type:kind`. */
export function countEvents(into: Record<string, number>, events: readonly GameEvent[]): void {
  for (const e of events) {
    into[e.type] = (into[e.type] ?? 0) + 1;
    if (e.kind !== undefined) into[`${e.type}:${e.kind}`] = (into[`${e.type}:${e.kind}`] ?? 0) + 1;
  }
}

/** The setup of a simulated game: characters dealt 2-keep-1, the bots choose. */
export function simulationSetup(spec: GameSpec): Setup {
  const players = Array.from({ length: spec.players }, (_, i) => ({ name: `${spec.bots[i]} ${i + 1}` }));
  if (spec.variant === 'goals') return { players, characters: 'deal', length: spec.length, seed: spec.seed, options: { goals: true } };
  if (spec.variant === 'beginner') return { players, characters: 'deal', length: 15, seed: spec.seed, options: { beginner: true } };
  return { players, characters: 'deal', length: spec.length, seed: spec.seed };
}

/** Where a bot's chosen action stands in the list it was given (a search may return an equal action of its own list). */
function indexIn(legal: readonly Action[], action: Action, spec: GameSpec, seat: number): number {
  const i = legal.indexOf(action);
  const index = i >= 0 ? i : legal.findIndex((a) => sameAction(a, action));
  if (index < 0) throw new Error(`seed ${spec.seed}: bot ${spec.bots[seat]} chose an action it was not given: ${JSON.stringify(action)}`);
  return index;
}

/**
 * Plays one game to its end or to `maxRounds`; returns its record and its action log. The game
 * runs on the engine's fast path (`applyListed` on a private copy: the same states and events as
 * `applyAction`, proven in the engine's tests); every bot still sees only its view, and a search
 * bot only samples of what it cannot see (`worldSampler`).
 */
export function playGame(spec: GameSpec): { record: GameRecord; setup: Setup; log: LoggedAction[]; state: GameState } {
  if (spec.bots.length !== spec.players) throw new Error(`seed ${spec.seed}: ${spec.bots.length} bots for ${spec.players} seats`);
  const setup = simulationSetup(spec);
  const started = startGame(setup);
  const s = cloneState(started.state);
  const events: Record<string, number> = {};
  countEvents(events, started.events);
  const bots = spec.bots.map((b) => resolveBot(b, spec));
  const rng = seedRng(`bots:${spec.seed}`);
  const keepRng = spec.characters === 'random' ? seedRng(`keep:${spec.seed}`) : null; // its own stream: the bots draw the same numbers either way
  const log: LoggedAction[] = [];
  const stats = emptyStats(spec.players, !!s.mib);
  while (!s.finished && s.turn.round <= spec.maxRounds) {
    const seat = s.prompt!.seat;
    const bot = bots[seat];
    const legal = legalActions(s, seat);
    // The random bot's pick needs no view (randomBot is legal[randomIndex(legal, rng)]); search
    // bots get samples of the hidden information through worldSampler, never the state.
    const index = keepRng && s.prompt!.kind === 'keepCharacter' ? randomIndex(legal, keepRng)
      : bot === randomBot ? randomIndex(legal, rng) : indexIn(legal, bot(viewFor(s, seat), legal, rng, worldSampler(s, seat)), spec, seat);
    const action = legal[index];
    const stepEvents = applyListed(s, seat, legal, index);
    countEvents(events, stepEvents);
    addStats(stats, stepEvents);
    log.push({ seat, action });
  }
  const record: GameRecord = {
    seed: spec.seed,
    finished: s.finished,
    rounds: s.finished ? s.turn.round : Math.min(s.turn.round, spec.maxRounds),
    actions: log.length,
    stateHash: stateHash(s),
    players: s.players.map((p, seat) => ({
      seat, character: p.character, bot: spec.bots[seat], lp: s.scores ? s.scores[seat].total : p.lp, trackLp: p.lp,
      winner: s.finished && s.winners.includes(seat), lpSources: stats.seats[seat].lpBy,
    })),
    events,
  };
  if (s.mib) {
    const line = s.scores?.find((l) => l.seat === 'mib');
    record.manInBlack = { lp: line ? line.total : s.mib.lp, trackLp: s.mib.lp, winner: s.finished && s.winners.includes('mib'), lpSources: stats.mib?.lpBy ?? {} };
  }
  return { record, setup, log, state: s };
}
