// Movement (movement.ts, walks.ts, crossings.ts, card-moves.ts, R5) for the typed engine. STUB: to be ported.
import type { TypedCtx } from './ctx.js';
import { NotPorted, type TypedHandler } from './handler.js';

/** Movement value of the seat's active mount, or on foot (R5.1). */
export function movementOfT(_m: Int32Array, _seat: number): number {
  throw new NotPorted('movement');
}

/** Appends to `out` from index `n` the codes of the seat's Move actions, in moveActions' order; returns the new length. */
export function moveActionsT(_m: Int32Array, _seat: number, _out: Int32Array, _n: number): number {
  throw new NotPorted('movement');
}

/** Starts the Move action of `code` (actions.ts applyMainAction's 'move' case, after the action is spent). */
export function startMoveActionT(_c: TypedCtx, _seat: number, _code: number): void {
  throw new NotPorted('movement');
}

const stub: TypedHandler = {
  prompt: () => { throw new NotPorted('movement'); },
  legal: () => { throw new NotPorted('movement'); },
  apply: () => { throw new NotPorted('movement'); },
  run: () => { throw new NotPorted('movement'); },
};
/** The move frame. */
export const moveHandlerT: TypedHandler = stub;
/** The step frame (card moves, move extensions, free moves). */
export const stepHandlerT: TypedHandler = stub;
