// The fast path of simulations (issue #6, DESIGN.md): a private copy of a game held as the typed
// engine's ints (docs/engine-v2.md), its decisions listed as int codes and applied in place by
// their index in the list. It reaches the very states of the public API (`fastState` has the
// stateHash `applyAction` gives, tested at every step of many random games). Games with the Man
// in Black, whom the typed engine does not take yet, run on this engine's own in-place path
// (`legalActions` and `applyListed` on a private clone) behind the same functions.
import { actionKey, applyListed, cloneState, createGame, legalActions } from './api.js';
import { RuleError } from './errors.js';
import type { GameOptions } from './options.js';
import { validateSetup } from './setup.js';
import type { Action, GameState, Setup } from './types.js';
import { A, actionOfCode, kindOf } from './typed/action-codes.js';
import { PROMPT_KIND, RULE } from './typed/codes.js';
import { FRAME_KIND } from './typed/frames.js';
import { frameKindT, topFrameT } from './typed/stack.js';
import { fromTyped, toTyped, type TypedGame } from './typed/convert.js';
import { applyCodeT, legalCodesT, settleT } from './typed/engine.js';
import * as L from './typed/layout.js';
import { setupTyped } from './typed/setup.js';

/** The most actions a decision lists (the longest lists seen are a few hundred Moves with crossings). */
const MAX_LISTED = 2048;

/** A game on the fast path; make one with `fastGame` or `fastStart`, copy one with `fastCopy`. */
export interface FastGame {
  /** The typed game, or null for a game played on the object engine (the Man in Black's). */
  t: TypedGame | null;
  /** The object state of a game the typed engine does not take, else null. */
  s: GameState | null;
  /** The codes listed by the last `fastLegal` (typed games). */
  readonly codes: Int32Array;
  /** How many actions the last `fastLegal` listed; -1 once the list is stale (after a step or a copy). */
  count: number;
  /** The actions listed by the last `fastLegal` (object games). */
  legal: Action[];
}

/** Whether the typed engine takes a game with these (validated) options: all but the Man in Black's 2-player games. */
function typedTakes(options: GameOptions): boolean {
  return !options.manInBlack;
}

/** An empty fast game, to copy into. */
function emptyFast(): FastGame {
  return { t: null, s: null, codes: new Int32Array(MAX_LISTED), count: -1, legal: [] };
}

/** A private fast-path copy of `s`, written into `into`'s buffers when given (no allocation for a typed game). */
export function fastGame(s: GameState, into: FastGame = emptyFast()): FastGame {
  if (typedTakes(s.setup.options)) {
    into.t = toTyped(s, into.t?.m);
    into.s = null;
  } else {
    into.s = cloneState(s);
    into.t = null;
  }
  into.count = -1;
  return into;
}

/** A new game of `setup` on the fast path (startGame's state, made straight into ints for a typed game). */
export function fastStart(setup: Setup, into: FastGame = emptyFast()): FastGame {
  if (!typedTakes(validateSetup(setup).options)) return fastGame(createGame(setup), into);
  const c = setupTyped(setup, into.t ?? undefined);
  settleT(c);
  into.t = c.g;
  into.s = null;
  into.count = -1;
  return into;
}

/** Copies fast game `from` into `into` (its kept buffers: about 160 ns for a typed game); returns `into`. */
export function fastCopy(from: FastGame, into: FastGame = emptyFast()): FastGame {
  if (from.t) {
    if (into.t) into.t.m.set(from.t.m);
    else into.t = { m: from.t.m.slice(), setup: from.t.setup };
    into.t.setup = from.t.setup;
    into.s = null;
  } else {
    into.s = cloneState(from.s!);
    into.t = null;
  }
  into.count = -1;
  return into;
}

/** Whether the game is over. */
export function fastFinished(g: FastGame): boolean {
  return g.t ? g.t.m[L.FINISHED] === 1 : g.s!.finished;
}

/** The round being played. */
export function fastRound(g: FastGame): number {
  return g.t ? g.t.m[L.T_ROUND] : g.s!.turn.round;
}

/** The seat owing the decision, or -1 when none is owed (the game is over). */
export function fastSeat(g: FastGame): number {
  return g.t ? g.t.m[L.PROMPT_SEAT] : (g.s!.prompt?.seat ?? -1);
}

/** The kind of the decision owed (Prompt `kind`) and of the frame it belongs to (Frame `k`), for measurements by kind; null when none is owed. */
export function fastDecision(g: FastGame): { prompt: string; frame: string } | null {
  if (g.t) {
    const m = g.t.m;
    if (m[L.PROMPT_SEAT] < 0) return null;
    return { prompt: PROMPT_KIND.at(m[L.PROMPT_KIND_AT]), frame: FRAME_KIND.at(frameKindT(m, topFrameT(m))) };
  }
  const s = g.s!;
  return s.prompt ? { prompt: s.prompt.kind, frame: s.stack[s.stack.length - 1].k } : null;
}

/** Lists the actions of the decision owed (their codes in `g.codes` for a typed game); returns how many (0 when the game is over). */
export function fastLegal(g: FastGame): number {
  if (g.t) {
    const n = legalCodesT(g.t.m, g.codes);
    if (n > MAX_LISTED) throw new Error(`fast path: ${n} listed actions, more than the ${MAX_LISTED} it holds`);
    return (g.count = n);
  }
  const s = g.s!;
  g.legal = s.prompt ? legalActions(s, s.prompt.seat) : [];
  return (g.count = g.legal.length);
}

/** The kind of the listed action at `index` (its type's number, action-codes.ts `A`), for picks by kind. */
export function fastKind(g: FastGame, index: number): number {
  return g.t ? kindOf(g.codes[index]) : A[g.legal[index].type];
}

/** The listed action at `index`, as the public API's Action. */
export function fastAction(g: FastGame, index: number): Action {
  listedIndex(g, index);
  return g.t ? actionOfCode(g.codes[index]) : g.legal[index];
}

/** Applies the listed action at `index` in place (the list of the last `fastLegal`, which becomes stale). */
export function fastApply(g: FastGame, index: number): void {
  listedIndex(g, index);
  g.count = -1;
  if (g.t) applyCodeT(g.t, g.codes[index]);
  else applyListed(g.s!, g.s!.prompt!.seat, g.legal, index);
}

/** Throws a RuleError unless `index` is in the list of the last `fastLegal` on this very state. */
function listedIndex(g: FastGame, index: number): void {
  if (g.count < 0) throw new RuleError('ERR_ILLEGAL_ACTION', 'R4', 'the fast path lists the actions (fastLegal) before applying one');
  if (!((index | 0) === index && index >= 0 && index < g.count)) {
    const rule = g.t ? (RULE.value(g.t.m[L.PROMPT_RULE_AT]) ?? 'R4') : (g.s!.prompt?.rule ?? 'R4');
    throw new RuleError('ERR_ILLEGAL_ACTION', rule, `no listed action at index ${index}`);
  }
}

/** The game's state in the public API's form (a new object; the same stateHash as the public API's state). */
export function fastState(g: FastGame): GameState {
  return g.t ? fromTyped(g.t) : cloneState(g.s!);
}

/** The keys (api.ts `actionKey`) of the listed actions, for tests and replays. */
export function fastKeys(g: FastGame): string[] {
  const keys: string[] = [];
  for (let i = 0; i < g.count; i++) keys.push(actionKey(fastAction(g, i)));
  return keys;
}
