// Random games for the property tests: a seeded walk through legal actions, uniform by kind.
import {
  applyAction, legalActions, randInt, seedRng, startGame, type Action, type GameState, type LoggedAction, type RngState, type Setup,
} from '../src/index.js';

/** Picks uniformly among action kinds, then within the kind (the random bot's rule). */
export function pick(legal: readonly Action[], rng: RngState): Action {
  const kinds = [...new Set(legal.map((a) => a.type))];
  const kind = kinds[randInt(rng, kinds.length)];
  const within = legal.filter((a) => a.type === kind);
  return within[randInt(rng, within.length)];
}

/** A step of a random game, before its action is applied. */
export interface Step { state: GameState; seat: number; legal: Action[]; action: Action; index: number }

/** Plays a random game, calling `visit` at every step; returns the final state and the log. */
export function randomGame(setup: Setup, maxRounds: number, visit?: (step: Step) => void): { state: GameState; log: LoggedAction[] } {
  let s = startGame(setup).state;
  const rng = seedRng(`random-game:${String(setup.seed)}`);
  const log: LoggedAction[] = [];
  while (!s.finished && s.turn.round <= maxRounds) {
    const seat = s.prompt!.seat;
    const legal = legalActions(s, seat);
    const action = pick(legal, rng);
    visit?.({ state: s, seat, legal, action, index: log.length });
    const r = applyAction(s, seat, action);
    if (!r.ok) throw new Error(`seed ${String(setup.seed)} step ${log.length}: ${r.error.code} ${r.error.message}`);
    log.push({ seat, action });
    s = r.state;
  }
  return { state: s, log };
}

/** The setup of a random 4-player game with dealt characters (a variant's options when given). */
export function randomSetup(seed: number, players = 4, options?: Setup['options']): Setup {
  const setup: Setup = { players: Array.from({ length: players }, () => ({})), characters: 'deal', seed, length: options?.beginner ? 15 : 20 };
  return options ? { ...setup, options } : setup;
}
