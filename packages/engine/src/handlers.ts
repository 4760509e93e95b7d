import { abilityHandler } from './ability-frame.js';
import { stepHandler } from './card-moves.js';
import { choiceHandler, discardHandler, pickSeatHandler } from './choices.js';
import { opsHandler } from './effects.js';
import { loseGoodsHandler, woundHandler } from './interrupts.js';
import { pokerHandler } from './poker.js';
import { windowHandler } from './windows.js';
import { fightHandler } from './fight.js';
import type { FrameHandler } from './frame.js';
import { mineHandler } from './mine.js';
import { mibTurnHandler } from './mib.js';
import { moveHandler } from './movement.js';
import { setupHandler } from './setup.js';
import { sheriffMoveHandler } from './sheriff.js';
import { shopHandler } from './store.js';
import { tokensHandler } from './tokens.js';
import { turnHandler } from './turn.js';
import type { Frame } from './types.js';

/** One handler per frame kind: a new kind of frame does not compile without one. */
export const HANDLERS: { [K in Frame['k']]: FrameHandler<Extract<Frame, { k: K }>> } = {
  turn: turnHandler,
  keepCharacter: setupHandler,
  startSpace: setupHandler,
  move: moveHandler,
  fight: fightHandler,
  shop: shopHandler,
  mine: mineHandler,
  choice: choiceHandler,
  discard: discardHandler,
  pickSeat: pickSeatHandler,
  sheriffMove: sheriffMoveHandler,
  ops: opsHandler,
  window: windowHandler,
  wound: woundHandler,
  loseGoods: loseGoodsHandler,
  step: stepHandler,
  poker: pokerHandler,
  ability: abilityHandler,
  mibTurn: mibTurnHandler,
  tokens: tokensHandler,
};

/**
 * The handler of a frame. The commonest kinds are told apart by comparisons first: `settle` asks
 * this several times a step, and a lookup by a varying key (HANDLERS[f.k]) cost about a tenth of
 * the fast path's time (x1.08 in an A/B of the two builds on the fast-path loop, 4 Dec 2026).
 */
export function handlerOf<F extends Frame>(f: F): FrameHandler<F> {
  const k = f.k;
  let h: FrameHandler<never>;
  if (k === 'move') h = moveHandler;
  else if (k === 'turn') h = turnHandler;
  else if (k === 'window') h = windowHandler;
  else if (k === 'discard') h = discardHandler;
  else if (k === 'ops') h = opsHandler;
  else if (k === 'fight') h = fightHandler;
  else h = HANDLERS[k];
  return h as unknown as FrameHandler<F>;
}
