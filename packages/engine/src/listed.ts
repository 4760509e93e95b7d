// Shared action objects for legal lists: `legalActions` is called at every step of every game,
// so the actions it lists are made once and reused (frozen: a caller that tried to change one
// would throw instead of corrupting later lists). Key order matches the Action union's literals.
import { CARD_IDS, cardIndex, type CardId } from './content/poker-cards.js';
import type { FightCardId } from './content/fight-cards.js';
import { ITEM_IDS, type ItemId } from './content/items.js';
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

/**
 * A family of shared actions told apart by a poker card: `cardFamily(make)(card)` is
 * `make(card)`, made the first time and frozen, found by the card's index (no hashing: lists
 * of cards are made at most steps). A string that is not a card id gets an unshared action.
 */
export function cardFamily<A extends Action>(make: (card: CardId) => A): (card: CardId) => A {
  const made = new Array<A | null>(CARD_IDS.length).fill(null);
  return (card) => {
    const i = cardIndex(card);
    if (i < 0) return shared(make(card));
    let x = made[i];
    if (x === null) made[i] = x = shared(make(card));
    return x;
  };
}

/** Each weapon/mount pair's shared action, by (weapon's ITEM_IDS index + 1) × 10 + mount's index + 1 (0: none). */
const ACTIVE_PAIRS = new Array<Action | null>((ITEM_IDS.length + 1) ** 2).fill(null);

/** The shared `{ type: 'chooseActive', weapon, mount }` action (R4.1c), found by the items' indices. */
function activePair(weapon: ItemId | null, mount: ItemId | null): Action {
  const k = (weapon === null ? 0 : ITEM_IDS.indexOf(weapon) + 1) * (ITEM_IDS.length + 1) + (mount === null ? 0 : ITEM_IDS.indexOf(mount) + 1);
  let x = ACTIVE_PAIRS[k];
  if (x === null) ACTIVE_PAIRS[k] = x = shared({ type: 'chooseActive', weapon, mount });
  return x;
}

/** The shared actions naming one card, a seat, an option or an item pair, used by several frames. */
export const SHARED = {
  choose: family1((option: ChoiceOption): Action => ({ type: 'choose', option })),
  discard: cardFamily((card): Action => ({ type: 'discard', card })),
  target: family1((seat: Competitor): Action => ({ type: 'target', seat })),
  playCard: cardFamily((card): Action => ({ type: 'playCard', card })),
  playReaction: cardFamily((card): Action => ({ type: 'playReaction', card })),
  chooseFightCard: family1((card: FightCardId): Action => ({ type: 'chooseFightCard', card })),
  chooseActive: activePair,
};

/** Appends `make(card)` for each distinct card of `cards`, in order of first appearance. */
export function eachDistinct<C extends string>(cards: readonly C[], make: (card: C) => Action, out: Action[] = []): Action[] {
  for (let i = 0; i < cards.length; i++) if (cards.indexOf(cards[i]) === i) out.push(make(cards[i]));
  return out;
}
