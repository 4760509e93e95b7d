// Shared action objects for legal lists: `legalActions` is called at every step of every game,
// so the actions it lists are made once and reused (frozen: a caller that tried to change one
// would throw instead of corrupting later lists). Key order matches the Action union's literals.
import type { Action } from './types.js';

/** An action made once and frozen. */
export function shared<A extends Action>(a: A): A {
  return Object.freeze(a);
}

/** Constant actions. */
export const ACT = {
  work: shared({ type: 'work' }),
  pass: shared({ type: 'pass' }),
  prospect: shared({ type: 'prospect' }),
  heist: shared({ type: 'heist' }),
  takeCattle: shared({ type: 'takeCattle' }),
  heal: shared({ type: 'heal' }),
  poker: shared({ type: 'poker' }),
  flee: shared({ type: 'flee' }),
  finishShopping: shared({ type: 'finishShopping' }),
  finishChoosing: shared({ type: 'finishChoosing' }),
  provisions: shared({ type: 'useItem', item: 'provisions' }),
} as const;

/** A value that tells shared actions of one family apart: an id, a seat, a count, a flag. */
type Part = string | number | boolean;
const CACHE = new Map<unknown, Map<Part, Map<Part | undefined, Action>>>();

/**
 * The shared action `make(a, b)`, made the first time. `make` is a module-level function, one
 * per family of actions (its identity is the first key, so no text key is built per call); `a`
 * and `b` (left out by one-value families) are what tell the family's actions apart. The
 * actions of a game are few (a few hundred), so the cache stays small.
 */
export function cached<A extends Action, P extends Part, Q extends Part = never>(make: (a: P, b: Q) => A, a: P, b?: Q): A {
  let byA = CACHE.get(make);
  if (byA === undefined) CACHE.set(make, (byA = new Map()));
  let byB = byA.get(a);
  if (byB === undefined) byA.set(a, (byB = new Map()));
  let x = byB.get(b) as A | undefined;
  if (x === undefined) { x = shared(make(a, b as Q)); byB.set(b, x); }
  return x;
}
