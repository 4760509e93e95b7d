// Shared action objects for legal lists: `legalActions` is called at every step of every game,
// so the actions it lists are made once and reused (frozen: a caller that tried to change one
// would throw instead of corrupting later lists). Key order matches the Action union's literals.
import type { Action, Competitor } from './types.js';

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

/** A memo of actions by a string key: the action is built by `make` the first time only. */
export function memo<A extends Action>(make: (key: string) => A): (key: string) => A {
  const m = new Map<string, A>();
  return (key) => {
    let a = m.get(key);
    if (a === undefined) { a = shared(make(key)); m.set(key, a); }
    return a;
  };
}

const FIGHTS = new Map<Competitor, Record<'duel' | 'rob' | 'arrest', Action>>();

/** The shared `{ type: 'fight', target, kind }` action. */
export function fightAction(target: Competitor, kind: 'duel' | 'rob' | 'arrest'): Action {
  let byKind = FIGHTS.get(target);
  if (!byKind) {
    byKind = {
      duel: shared({ type: 'fight', target, kind: 'duel' }),
      rob: shared({ type: 'fight', target, kind: 'rob' }),
      arrest: shared({ type: 'fight', target, kind: 'arrest' }),
    };
    FIGHTS.set(target, byKind);
  }
  return byKind[kind];
}

const DEPOSITS: Action[] = [];
const REVELS: Action[] = [];

/** The shared `{ type: 'deposit', nuggets: n }` action. */
export function depositAction(n: number): Action {
  return (DEPOSITS[n] ??= shared({ type: 'deposit', nuggets: n }));
}

/** The shared `{ type: 'revel', lp: n }` action. */
export function revelAction(n: number): Action {
  return (REVELS[n] ??= shared({ type: 'revel', lp: n }));
}
