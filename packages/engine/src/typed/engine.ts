// The typed engine's API (api.ts for the typed state, docs/engine-v2.md): settle, the legal codes
// and applying a listed code in place. Every rule is ported; `NotPorted` is left as the guard of
// what no listed action reaches (an unknown action kind or step), after which the state is to be
// thrown away.
import { FRAME_KIND } from './frames.js';
import { typedCtx, type TypedCtx } from './ctx.js';
import type { TypedGame } from './convert.js';
import { fightHandlerT } from './fight.js';
import { promptKind, promptRule, promptSeat, type TypedHandler } from './handler.js';
import * as L from './layout.js';
import { moveHandlerT, stepHandlerT } from './movement.js';
import { discardHandlerT, setupHandlerT } from './small-frames.js';
import { frameKindT, topFrameT } from './stack.js';
import { checkStoriesT } from './stories.js';
import { checkGoalsT } from './goals.js';
import { tokensHandlerT } from './tokens.js';
import { turnHandlerT } from './turn.js';
import { shopHandlerT } from './store.js';
import { mineHandlerT } from './mine.js';
import { pokerHandlerT } from './poker.js';
import { abilityHandlerT } from './ability-frame.js';
import { choiceHandlerT, pickSeatHandlerT } from './choices.js';
import { loseGoodsHandlerT, woundHandlerT } from './interrupts.js';
import { sheriffMoveHandlerT } from './sheriff.js';
import { branchesHandlerT } from './effects-choice.js';
import { windowHandlerT } from './windows.js';
import { opsHandlerT } from './effects.js';
import { mibTurnHandlerT } from './mib.js';

const TURN = FRAME_KIND.code('turn'), MOVE = FRAME_KIND.code('move'), WINDOW = FRAME_KIND.code('window'), DISCARD = FRAME_KIND.code('discard');

/** The handler of each frame kind, by FRAME_KIND code. */
const HANDLERS: readonly TypedHandler[] = FRAME_KIND.values.map((k) => {
  switch (k) {
    case 'turn': return turnHandlerT;
    case 'keepCharacter': case 'startSpace': return setupHandlerT;
    case 'move': return moveHandlerT;
    case 'step': return stepHandlerT;
    case 'window': return windowHandlerT;
    case 'discard': return discardHandlerT;
    case 'shop': return shopHandlerT;
    case 'choice': return choiceHandlerT;
    case 'pickSeat': return pickSeatHandlerT;
    case 'wound': return woundHandlerT;
    case 'loseGoods': return loseGoodsHandlerT;
    case 'sheriffMove': return sheriffMoveHandlerT;
    case 'branches': return branchesHandlerT; // choices with branches
    case 'fight': return fightHandlerT;
    case 'mine': return mineHandlerT;
    case 'poker': return pokerHandlerT;
    case 'ops': return opsHandlerT;
    case 'ability': return abilityHandlerT;
    case 'tokens': return tokensHandlerT;
    case 'mibTurn': return mibTurnHandlerT; // the Man in Black's turn
    default: throw new Error(`no typed handler for ${k} frames`); // every frame kind has one: checked when the module loads
  }
});

const MAX_AUTO_STEPS = 100_000;

/** Runs automatic steps until a decision is owed or the game is over, then writes the prompt (api.ts `settle`). */
export function settleT(c: TypedCtx): void {
  const { m } = c;
  for (let i = 0; i < MAX_AUTO_STEPS; i++) {
    if (c.evLen !== c.checked) checkStoriesT(c);
    if (m[L.HAS_GOALS] === 1) checkGoalsT(c);
    const f = topFrameT(m);
    if (f < 0) { m[L.PROMPT_SEAT] = -1; m[L.PROMPT_KIND_AT] = -1; m[L.PROMPT_RULE_AT] = -1; return; }
    // The commonest kinds by name: each call site then sees one handler (a lookup in HANDLERS makes every call megamorphic).
    const kind = frameKindT(m, f);
    let p: number;
    if (kind === MOVE) p = -1;
    else if (kind === TURN) p = turnHandlerT.prompt(m, f);
    else if (kind === WINDOW) p = windowHandlerT.prompt(m, f);
    else if (kind === DISCARD) p = discardHandlerT.prompt(m, f);
    else p = HANDLERS[kind].prompt(m, f);
    if (p >= 0) { m[L.PROMPT_SEAT] = promptSeat(p); m[L.PROMPT_KIND_AT] = promptKind(p); m[L.PROMPT_RULE_AT] = promptRule(p); return; }
    if (kind === MOVE) moveHandlerT.run(c, f);
    else if (kind === TURN) turnHandlerT.run(c, f);
    else if (kind === WINDOW) windowHandlerT.run(c, f);
    else if (kind === DISCARD) discardHandlerT.run(c, f);
    else HANDLERS[kind].run(c, f);
  }
  throw new Error(`typed engine made no decision in ${MAX_AUTO_STEPS} steps`);
}

/** Writes the codes of the legal actions of the seat owing the decision into `out`; returns how many (0 when the game is over). */
export function legalCodesT(m: Int32Array, out: Int32Array): number {
  if (m[L.FINISHED] === 1 || m[L.PROMPT_SEAT] < 0) return 0;
  const f = topFrameT(m);
  const kind = frameKindT(m, f);
  if (kind === TURN) return turnHandlerT.legal(m, f, out);
  if (kind === WINDOW) return windowHandlerT.legal(m, f, out);
  if (kind === DISCARD) return discardHandlerT.legal(m, f, out);
  return HANDLERS[kind].legal(m, f, out);
}

/** Applies a listed code in place (api.ts `applyListed`); returns the step's context (its events). */
export function applyCodeT(g: TypedGame, action: number): TypedCtx {
  const c = typedCtx(g);
  const f = topFrameT(g.m);
  const kind = frameKindT(g.m, f);
  if (kind === TURN) turnHandlerT.apply(c, f, action);
  else if (kind === WINDOW) windowHandlerT.apply(c, f, action);
  else if (kind === DISCARD) discardHandlerT.apply(c, f, action);
  else HANDLERS[kind].apply(c, f, action);
  g.m[L.SEQ]++;
  settleT(c);
  return c;
}
