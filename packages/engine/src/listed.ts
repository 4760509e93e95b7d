// Shared action objects for legal lists: `legalActions` is called at every step of every game,
// so the actions it lists are made once and reused (frozen: a caller that tried to change one
// would throw instead of corrupting later lists). Key order matches the Action union's literals.
import type { CardId } from './content/poker-cards.js';
import type { FightCardId } from './content/fight-cards.js';
import type { ItemId } from './content/items.js';
import type { Action, ChoiceOption, Competitor } from './types.js';

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

/** A value that tells shared actions of one family apart: an id, a seat, a count, a flag, or none. */
type Part = string | number | boolean | null;

/**
 * A family of shared actions told apart by one value: `family1(make)(a)` is `make(a)`, made the
 * first time and frozen. Each family keeps its own map (the actions of a game are a few hundred).
 */
export function family1<P extends Part, A extends Action>(make: (a: P) => A): (a: P) => A {
  const made = new Map<P, A>();
  return (a) => {
    let x = made.get(a);
    if (x === undefined) made.set(a, (x = shared(make(a))));
    return x;
  };
}

/** A family of shared actions told apart by two values: `family2(make)(a, b)` is `make(a, b)`, made once. */
export function family2<P extends Part, Q extends Part, A extends Action>(make: (a: P, b: Q) => A): (a: P, b: Q) => A {
  const made = new Map<P, Map<Q, A>>();
  return (a, b) => {
    let byB = made.get(a);
    if (byB === undefined) made.set(a, (byB = new Map()));
    let x = byB.get(b);
    if (x === undefined) byB.set(b, (x = shared(make(a, b))));
    return x;
  };
}

/** The shared actions naming one card, a seat, an option or an item pair, used by several frames. */
export const SHARED = {
  choose: family1((option: ChoiceOption): Action => ({ type: 'choose', option })),
  discard: family1((card: CardId): Action => ({ type: 'discard', card })),
  target: family1((seat: Competitor): Action => ({ type: 'target', seat })),
  playCard: family1((card: CardId): Action => ({ type: 'playCard', card })),
  playReaction: family1((card: CardId): Action => ({ type: 'playReaction', card })),
  chooseFightCard: family1((card: FightCardId): Action => ({ type: 'chooseFightCard', card })),
  chooseActive: family2((weapon: ItemId | null, mount: ItemId | null): Action => ({ type: 'chooseActive', weapon, mount })),
};

/** Appends `make(card)` for each distinct card of `cards`, in order of first appearance. */
export function eachDistinct<C extends string>(cards: readonly C[], make: (card: C) => Action, out: Action[] = []): Action[] {
  for (let i = 0; i < cards.length; i++) if (cards.indexOf(cards[i]) === i) out.push(make(cards[i]));
  return out;
}
