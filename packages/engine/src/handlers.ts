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

/** The handler of a frame. */
export function handlerOf<F extends Frame>(f: F): FrameHandler<F> {
  return HANDLERS[f.k] as unknown as FrameHandler<F>;
}
