// The engine API (DESIGN.md): createGame, legalActions, applyAction, replay. Contract:
// applyAction accepts exactly the actions legalActions lists, never mutates its input, and
// returns the events of what happened; everything else is a RuleError with a stable code.
import { newCtx, type Ctx } from './ctx.js';
import { cloneGame } from './clone.js';
import { RuleError } from './errors.js';
import { explainIllegal, isActionShape } from './explain.js';
import { handlerOf } from './handlers.js';
import { canonicalJson, hashOf } from './hash.js';
import { setupGame } from './setup.js';
import { checkGoals } from './goals.js';
import { checkStories } from './stories.js';
import { top } from './stack.js';
import { skipIdleWindow } from './windows.js';
import type { Action, GameEvent, GameState, Seat, Setup } from './types.js';

/** The result of applyAction: the new state and its events, or the error and nothing changed. */
export type ApplyResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: RuleError };

/** One logged step of a game: who acted and what they did. */
export interface LoggedAction { seat: Seat; action: Action }

const MAX_AUTO_STEPS = 100_000;

/** Runs automatic steps until a decision is owed or the game is over, then names the prompt. */
export function settle(ctx: Ctx): void {
  const { s } = ctx;
  for (let i = 0; i < MAX_AUTO_STEPS; i++) {
    if (ctx.events.length !== ctx.checked) checkStories(ctx);
    if (ctx.s.goals) checkGoals(ctx);
    const f = top(ctx.s);
    if (!f) { ctx.s.prompt = null; return; }
    const h = handlerOf(f);
    const p = h.prompt(ctx.s, f);
    if (p) { ctx.s.prompt = p; return; }
    h.run(ctx, f);
  }
  throw new Error(`engine made no decision in ${MAX_AUTO_STEPS} steps (seq ${s.seq})`);
}

/** Creates a game and returns the events of its setup (bandits placed, cards dealt). */
export function startGame(setup: Setup): { state: GameState; events: GameEvent[] } {
  const ctx = newCtx(undefined as unknown as GameState);
  setupGame(ctx, setup);
  settle(ctx);
  return { state: ctx.s, events: ctx.events };
}

/** Creates a game from a setup (R3); throws a RuleError `ERR_BAD_SETUP` for an invalid one. */
export function createGame(setup: Setup): GameState {
  return startGame(setup).state;
}

/** Every action `seat` may take now: complete and exact. Empty when the seat owes no decision. */
export function legalActions(s: GameState, seat: Seat): Action[] {
  if (s.finished || !s.prompt || s.prompt.seat !== seat) return [];
  const f = top(s)!;
  return handlerOf(f).legal(s, f);
}

/** The legal actions of the seat owing the decision where one of type `type` can be listed (FrameHandler.listedOfType). */
function listedOfType(s: GameState, type: Action['type']): readonly Action[] {
  const f = top(s)!;
  const h = handlerOf(f);
  return h.listedOfType?.(s, f, type) ?? h.legal(s, f);
}

/** A stable key of an action, for matching (key order does not matter). */
export function actionKey(a: Action): string {
  return canonicalJson(a);
}

/** True when two actions are the same choice: actions are flat records, so a shallow comparison suffices. */
export function sameAction(a: Action, b: Action): boolean {
  let n = 0;
  for (const k of Object.keys(a)) {
    if ((a as Record<string, unknown>)[k] !== (b as Record<string, unknown>)[k]) return false;
    n++;
  }
  for (const k in b) if (Object.hasOwn(b, k)) n--;
  return n === 0;
}

/** Applies one action for `seat`; the input state is never changed. */
export function applyAction(s: GameState, seat: Seat, action: Action): ApplyResult {
  // The usual case first: a listed action (so well formed) for the seat that owes the decision.
  if (!s.finished && s.prompt && s.prompt.seat === seat && action !== null && typeof action === 'object') {
    const match = findListed(listedOfType(s, action.type), action);
    if (match) {
      const next = cloneGame(s);
      return { ok: true, state: next, events: perform(next, match) };
    }
  }
  if (!isActionShape(action)) return { ok: false, error: new RuleError('ERR_MALFORMED_ACTION', 'R4', 'That is not an action the game knows.') };
  if (s.finished) return { ok: false, error: new RuleError('ERR_GAME_OVER', 'R19.1', 'The game is over.') };
  if (!s.prompt || s.prompt.seat !== seat) {
    return { ok: false, error: new RuleError('ERR_NOT_YOUR_DECISION', s.prompt?.rule ?? 'R4', `It is seat ${s.prompt?.seat}'s decision, not seat ${seat}'s.`) };
  }
  // Well formed, for the right seat, and not listed (the usual case above found no match).
  return { ok: false, error: explainIllegal(s, seat, action, legalActions(s, seat)) };
}

/** The listed action that is the same choice as `a`, if any (types compared first: most differ). */
function findListed(legal: readonly Action[], a: Action): Action | undefined {
  if (legal.includes(a)) return a; // bots hand back the listed object itself
  for (let i = 0; i < legal.length; i++) {
    const b = legal[i];
    if (b.type === a.type && sameAction(a, b)) return b;
  }
  return undefined;
}

/**
 * Applies a listed action to a state the caller owns; returns the events. With `skipIdle` (the
 * simulation path), each reaction window then reached in which nobody can play a card is
 * answered with its Passes at once (windows.ts `skipIdleWindow`).
 */
function perform(s: GameState, action: Action, skipIdle = false): GameEvent[] {
  const ctx = newCtx(s);
  const f = top(s)!;
  handlerOf(f).apply(ctx, f, action);
  s.seq++;
  settle(ctx);
  if (skipIdle) for (let w = top(s); s.prompt && w?.k === 'window' && skipIdleWindow(s, w); w = top(s)) settle(ctx);
  return ctx.events;
}

/**
 * The fast path for simulations and search (DESIGN.md): applies an action IN PLACE on a state the
 * caller owns (no copy) and returns its events. The action must be one `legalActions` listed for
 * the seat owing the decision (it is matched, not trusted, but nothing else is checked); an
 * unlisted one throws. Proven equal to `applyAction` by a test over many random games.
 */
export function applyActionInPlace(s: GameState, seat: Seat, action: Action): GameEvent[] {
  if (action === null || typeof action !== 'object') throw new RuleError('ERR_MALFORMED_ACTION', 'R4', 'That is not an action the game knows.');
  if (!s.prompt || s.prompt.seat !== seat) throw new RuleError('ERR_NOT_YOUR_DECISION', s.prompt?.rule ?? 'R4', `not seat ${seat}'s decision`);
  const f = top(s)!;
  const h = handlerOf(f);
  const match = h.legal(s, f).find((a) => sameAction(a, action));
  if (!match) throw new RuleError('ERR_ILLEGAL_ACTION', s.prompt.rule, `not a listed action: ${JSON.stringify(action)}`);
  return perform(s, match);
}

/**
 * The fastest path: applies `legal[index]` IN PLACE, where `legal` is exactly what
 * `legalActions(s, seat)` returned for this state (nothing is recomputed or matched, so the
 * list must not be stale or edited). Returns the events; same states as `applyAction`.
 */
export function applyListed(s: GameState, seat: Seat, legal: readonly Action[], index: number): GameEvent[] {
  return perform(s, listedAt(s, seat, legal, index));
}

/** `legal[index]`, after checking that `seat` owes the decision and the index is in the list. */
function listedAt(s: GameState, seat: Seat, legal: readonly Action[], index: number): Action {
  if (!s.prompt || s.prompt.seat !== seat) throw new RuleError('ERR_NOT_YOUR_DECISION', s.prompt?.rule ?? 'R4', `not seat ${seat}'s decision`);
  const a = legal[index];
  if (a === undefined) throw new RuleError('ERR_ILLEGAL_ACTION', s.prompt.rule, `no listed action at index ${index}`);
  return a;
}

/**
 * The simulation path of the search bots: `applyListed`, after which every reaction window in
 * which no asked seat can play a card is answered at once (each asked seat's Pass, counted in
 * `seq`), so that a playout spends neither a step nor a list on a prompt whose only answer is
 * Pass. The states reached are those of `applyListed` after those Passes, and the events are
 * theirs together (tested); for private copies only, since a player is never shown these prompts.
 */
export function applySimulated(s: GameState, seat: Seat, legal: readonly Action[], index: number): GameEvent[] {
  return perform(s, listedAt(s, seat, legal, index), true);
}

/** A private deep copy of a state, for the fast path (shape-aware, see clone.ts). */
export function cloneState(s: GameState): GameState {
  return cloneGame(s);
}

/** Replays a game from its setup and its actions; throws the RuleError of the first illegal action. */
export function replay(setup: Setup, actions: readonly LoggedAction[]): GameState {
  let s = createGame(setup);
  if (!Array.isArray(actions)) throw new RuleError('ERR_BAD_SAVE', 'R4', 'A game log is a list of { seat, action } entries.');
  for (let i = 0; i < actions.length; i++) {
    const entry: unknown = actions[i];
    if (!entry || typeof entry !== 'object') throw new RuleError('ERR_BAD_SAVE', 'R4', `action ${i}: not a { seat, action } entry.`);
    const { seat, action } = entry as LoggedAction;
    const r = applyAction(s, seat, action);
    if (!r.ok) throw new RuleError(r.error.code, r.error.rule, `action ${i}: ${r.error.message}`);
    s = r.state;
  }
  return s;
}

/** A stable hash of a state, for tests, replays and desync checks. */
export function stateHash(s: GameState): string {
  return hashOf(s);
}
