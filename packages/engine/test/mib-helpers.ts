// Helpers for Man in Black scenarios (R20, CONTENT.md §10): a 2-player table and his turn.
import type { MibCardId, SpaceId } from '../src/index.js';
import { scenario, type Scenario } from './builder.js';

/** A 2-player table with the Man in Black: seat 0 plays first, no bandits, both players placed. */
export function duo(at0: SpaceId = 'darkrock-center', at1: SpaceId = 'red-falls-doctor', mibAt: SpaceId = 'spikes-view-rail-station'): Scenario {
  const t = scenario(2).bandits([]).at(0, at0).at(1, at1).items(0, []).items(1, []);
  t.s.firstSeat = 0;
  t.s.mib!.pos = mibAt;
  return t;
}

/** Stacks his next cards, the first revealed first. */
export function mibDeck(t: Scenario, cards: MibCardId[]): Scenario {
  t.s.mib!.deck = [...cards];
  return t;
}

/** Ends seat 1's turn (the last seat of the round) with no actions left: his turn follows. */
export function mibTurn(t: Scenario): Scenario {
  return t.turnOf(1, 0);
}

/** Event types in order, with their kind (for sequencing checks). */
export function trail(t: Scenario): string[] {
  return t.events.map((e) => (e.kind ? `${e.type}:${e.kind}` : e.type));
}
