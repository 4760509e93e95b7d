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

const CACHE = new Map<string, Action>();

/**
 * The shared action named by `key` (any text that tells it apart from every other action),
 * made by `make` the first time. The actions of a game are few (a few hundred kinds), so the
 * cache stays small.
 */
export function cached<A extends Action>(key: string, make: () => A): A {
  let a = CACHE.get(key) as A | undefined;
  if (a === undefined) { a = shared(make()); CACHE.set(key, a); }
  return a;
}
