// The action phase's list after the Move actions (actions.ts `mainActions`, R4.2) for the typed
// engine. STUB: to be ported.
import { NotPorted } from './handler.js';

/** Appends to `out` from index `n` the codes of the fights, location actions, ACTION cards, Work and Provisions, in mainActions' order; returns the new length. */
export function otherMainActionsT(_m: Int32Array, _seat: number, _out: Int32Array, _n: number): number {
  throw new NotPorted('action list');
}
