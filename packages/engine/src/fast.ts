// The fast path of simulations (issue #6, DESIGN.md): a private copy of a game held as the typed
// engine's ints (docs/engine-v2.md), its decisions listed as int codes and applied in place by
// their index in the list. It reaches the very states of the public API (`fastState` has the
// stateHash `applyAction` gives, tested at every step of random games of every table).
import { actionKey } from './api.js';
import { RuleError } from './errors.js';
import type { Action, GameState, Setup } from './types.js';
import { actionOfCode, kindOf } from './typed/action-codes.js';
import { PROMPT_KIND, RULE } from './typed/codes.js';
import { fromTyped, toTyped, type TypedGame } from './typed/convert.js';
import { applyCodeT, legalCodesT, settleT } from './typed/engine.js';
import { FRAME_KIND } from './typed/frames.js';
import * as L from './typed/layout.js';
import { setupTyped } from './typed/setup.js';
import { frameKindT, topFrameT } from './typed/stack.js';

/** The most actions a decision lists (the longest lists seen are a few hundred Moves with crossings). */
const MAX_LISTED = 2048;

/** A game on the fast path; make one with `fastGame` or `fastStart`, copy one with `fastCopy`. */
export interface FastGame {
  /** The typed game (its ints `t.m`). */
  t: TypedGame;
  /** The codes listed by the last `fastLegal`. */
  readonly codes: Int32Array;
  /** How many actions the last `fastLegal` listed; -1 once the list is stale (after a step or a copy). */
  count: number;
}

/** A private fast-path copy of `s`, written into `into`'s buffers when given (no allocation then). */
export function fastGame(s: GameState, into?: FastGame): FastGame {
  if (!into) return { t: toTyped(s), codes: new Int32Array(MAX_LISTED), count: -1 };
  into.t = toTyped(s, into.t.m);
  into.count = -1;
  return into;
}

/** A new game of `setup` on the fast path (startGame's state, made straight into ints; into `into`'s buffers when given). */
export function fastStart(setup: Setup, into?: FastGame): FastGame {
  const c = setupTyped(setup, into?.t);
  settleT(c);
  if (!into) return { t: c.g, codes: new Int32Array(MAX_LISTED), count: -1 };
  into.t = c.g;
  into.count = -1;
  return into;
}

/** Copies fast game `from` into `into` (its kept buffers: about 160 ns); returns `into`, or a new copy without it. */
export function fastCopy(from: FastGame, into?: FastGame): FastGame {
  if (!into) return { t: { m: from.t.m.slice(), setup: from.t.setup }, codes: new Int32Array(MAX_LISTED), count: -1 };
  into.t.m.set(from.t.m);
  into.t.setup = from.t.setup;
  into.count = -1;
  return into;
}

/** Whether the game is over. */
export function fastFinished(g: FastGame): boolean {
  return g.t.m[L.FINISHED] === 1;
}

/** The round being played. */
export function fastRound(g: FastGame): number {
  return g.t.m[L.T_ROUND];
}

/** The seat owing the decision, or -1 when none is owed (the game is over). */
export function fastSeat(g: FastGame): number {
  return g.t.m[L.PROMPT_SEAT];
}

/** The kind of the decision owed (Prompt `kind`) and of the frame it belongs to (Frame `k`), for measurements by kind; null when none is owed. */
export function fastDecision(g: FastGame): { prompt: string; frame: string } | null {
  const m = g.t.m;
  if (m[L.PROMPT_SEAT] < 0) return null;
  return { prompt: PROMPT_KIND.at(m[L.PROMPT_KIND_AT]), frame: FRAME_KIND.at(frameKindT(m, topFrameT(m))) };
}

/** Lists the actions of the decision owed, their codes into `g.codes`; returns how many (0 when the game is over). */
export function fastLegal(g: FastGame): number {
  const n = legalCodesT(g.t.m, g.codes);
  if (n > MAX_LISTED) throw new Error(`fast path: ${n} listed actions, more than the ${MAX_LISTED} it holds`);
  return (g.count = n);
}

/** The kind of the listed action at `index` (its type's number, typed/action-codes.ts `A`), for picks by kind. */
export function fastKind(g: FastGame, index: number): number {
  return kindOf(g.codes[index]);
}

/** The listed action at `index`, as the public API's Action. */
export function fastAction(g: FastGame, index: number): Action {
  listedIndex(g, index);
  return actionOfCode(g.codes[index]);
}

/** Applies the listed action at `index` in place (the list of the last `fastLegal`, which becomes stale). */
export function fastApply(g: FastGame, index: number): void {
  listedIndex(g, index);
  g.count = -1;
  applyCodeT(g.t, g.codes[index]);
}

/** Throws a RuleError unless `index` is in the list of the last `fastLegal` on this very state (ERR_GAME_OVER once the game is over). */
function listedIndex(g: FastGame, index: number): void {
  if (g.count < 0) throw new RuleError('ERR_ILLEGAL_ACTION', 'R4', 'the fast path lists the actions (fastLegal) before applying one');
  if (g.count === 0 && g.t.m[L.FINISHED] === 1) throw new RuleError('ERR_GAME_OVER', 'R19.1', 'The game is over.');
  if (!((index | 0) === index && index >= 0 && index < g.count)) {
    throw new RuleError('ERR_ILLEGAL_ACTION', RULE.value(g.t.m[L.PROMPT_RULE_AT]) ?? 'R4', `no listed action at index ${index}`);
  }
}

/** The game's state in the public API's form (a new object; the same stateHash as the public API's state). */
export function fastState(g: FastGame): GameState {
  return fromTyped(g.t);
}

/** The keys (api.ts `actionKey`) of the listed actions, for tests and replays. */
export function fastKeys(g: FastGame): string[] {
  const keys: string[] = [];
  for (let i = 0; i < g.count; i++) keys.push(actionKey(fastAction(g, i)));
  return keys;
}
