// The fast-path loops `wl bench` times (bench.ts), on this build's engine or, for
// `wl bench --against`, on another build's (bench-compare.ts): random actions, random games.
import { performance } from 'node:perf_hooks';
import * as engine from '@wl/engine';
import { randomFastIndex, randomIndex } from '@wl/bots';
import type { GameState, Setup } from '@wl/engine';

/**
 * The engine functions the fast-path measurements call: this build's, or another build's for
 * `wl bench --against` (bench-compare.ts). Builds before the typed fast path (fast.ts) lack the
 * `fast*` functions; their fast path was `legalActions` and `applyListed` on a private clone.
 */
export type SimEngine = Pick<typeof engine, 'startGame' | 'cloneState' | 'legalActions' | 'applyListed' | 'seedRng' | 'randInt'>
  & Partial<Pick<typeof engine, 'fastStart' | 'fastLegal' | 'fastApply' | 'fastFinished' | 'fastRound' | 'fastKind'>>;
type FastEngine = Required<SimEngine>;

/** Options: repetitions and a size factor (1 = the full benchmark; tests use less). */
export interface BenchOptions { reps: number; scale: number }

const PLAYERS = [{}, {}, {}, {}];
/** Games stop after this many rounds (random games may never end). */
export const MAX_ROUNDS = 100;

/** The setup of the bench's games: 4 players, dealt characters, 20 LP. */
export function benchSetup(seed: number): Setup {
  return { players: PLAYERS, characters: 'deal', length: 20, seed: `bench:${seed}` };
}

/** A 4-player game of dealt characters, 20 LP, on engine `e`. */
export function newGame(seed: number, e: SimEngine = engine): GameState {
  return e.startGame(benchSetup(seed)).state;
}

/** Whether engine `e` has the typed fast path (fast.ts). */
function hasFastPath(e: SimEngine): e is FastEngine {
  return typeof e.fastStart === 'function';
}

/**
 * The warm-up of each measurement at full scale, in ms. The engine is a lot of code that V8
 * optimises function by function: rates keep rising for about two seconds (random games from
 * ~110 to ~600 games/s, ismcts from ~7k to ~15k it/s, in 0.1 s repetitions), so a shorter
 * warm-up measures the compiler, not the steady state a long simulation runs at.
 */
export const BENCH_WARM_MS = 3000;

/**
 * Warms up: calls `run` with reps −1, −2, … (each on other games than the last: callers seed
 * their games from the rep, and their timed runs use reps 0, 1, …) until at least `ms`
 * milliseconds have passed, at least once. A warm-up replaying one seed left the timed runs'
 * first games to the compiler.
 */
export function warmUp(ms: number, run: (rep: number) => void): void {
  const w0 = performance.now();
  let rep = -1;
  do run(rep--); while (performance.now() - w0 < ms);
}

/** The median of a list of numbers. */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** `n` random actions through the fast path: fastLegal then fastApply (by index) on a private game (older builds: legalActions then applyListed on a private copy). */
export function fastActions(n: number, seed: number, e: SimEngine = engine): number {
  const rng = e.seedRng(`fast:${seed}`);
  if (hasFastPath(e)) {
    const f = e.fastStart(benchSetup(seed));
    let games = 0;
    for (let i = 0; i < n; i++) {
      if (e.fastFinished(f) || e.fastRound(f) > MAX_ROUNDS) e.fastStart(benchSetup(seed * 1000 + ++games), f);
      e.fastApply(f, e.randInt(rng, e.fastLegal(f)));
    }
    return n;
  }
  let s = e.cloneState(newGame(seed, e));
  let g = 0;
  for (let i = 0; i < n; i++) {
    if (s.finished || s.turn.round > MAX_ROUNDS) s = e.cloneState(newGame(seed * 1000 + ++g, e));
    const seat = s.prompt!.seat;
    const legal = e.legalActions(s, seat);
    e.applyListed(s, seat, legal, e.randInt(rng, legal.length));
  }
  return n;
}

/**
 * `games` complete random 4-player games on the fast path (setup included): four `random` bots,
 * whose pick (`randomIndex`: uniform by kind of action, then within it) needs no view.
 */
export function randomGames(games: number, seed: number, e: SimEngine = engine): number {
  const rng = e.seedRng(`games:${seed}`);
  if (hasFastPath(e)) {
    for (let g = 0; g < games; g++) {
      const f = e.fastStart(benchSetup(seed * 1000 + g));
      while (!e.fastFinished(f) && e.fastRound(f) <= MAX_ROUNDS) e.fastApply(f, randomFastIndex(f, e.fastLegal(f), rng));
    }
    return games;
  }
  for (let g = 0; g < games; g++) {
    const s = newGame(seed * 1000 + g, e);
    while (!s.finished && s.turn.round <= MAX_ROUNDS) {
      const seat = s.prompt!.seat;
      const legal = e.legalActions(s, seat);
      e.applyListed(s, seat, legal, randomIndex(legal, rng));
    }
  }
  return games;
}
