// Determinization: resample everything a seat cannot see, consistently with its view. The leak
// test uses it (a view must not change), and so will the ISMCTS bot (issue #6).
import { cloneGame } from './clone.js';
import type { CardId } from './content/poker-cards.js';
import { sortCards } from './content/poker-cards.js';
import { cattleColour } from './content/cattle.js';
import { resampleGoals } from './goals-view.js';
import { resampleMibFight } from './mib-fight.js';
import { nearest } from './stack.js';
import { nextU32, shuffle, type RngState } from './rng.js';
import type { GameState, Seat } from './types.js';

/** Sorts a pool, then shuffles it: the result depends only on the pool's contents and the RNG, never on the true hidden order. */
function mix<T extends string>(rng: RngState, pool: readonly T[]): T[] {
  return shuffle(rng, sortIds(pool.slice()));
}

/**
 * Sorts ids in place in the order of Array.prototype.sort with no comparator (UTF-16 code units,
 * which `<` compares): an insertion sort, as pools are short (at most the 52 poker cards). The
 * built-in sort's calls to its default comparator were a third of a search's determinizations.
 */
function sortIds<T extends string>(xs: T[]): T[] {
  for (let i = 1; i < xs.length; i++) {
    const x = xs[i];
    let j = i - 1;
    while (j >= 0 && xs[j] > x) { xs[j + 1] = xs[j]; j--; }
    xs[j + 1] = x;
  }
  return xs;
}

/** A copy of the state where what `seat` cannot see is redrawn at random (R23). */
export function determinize(state: GameState, seat: Seat, rng: RngState): GameState {
  const s = cloneGame(state);
  const fight = nearest(s, 'fight');

  // Poker cards: other hands, the deck and face-down fight cards, keeping cards the seat peeked at.
  const pinned = new Map<Seat, CardId[]>();
  for (const pk of fight?.peeks ?? []) {
    if (pk.seat !== seat || pk.faceDown) continue;
    const still = pk.cards.filter((c) => s.players[pk.of].hand.includes(c));
    pinned.set(pk.of, [...new Set([...(pinned.get(pk.of) ?? []), ...still])]);
  }
  const peekedFaceDown = fight?.peeks.some((pk) => pk.faceDown && pk.seat === seat) ?? false;
  const hiddenAttacker = fight && !fight.revealed && fight.attackerCard !== null && (fight.blind || fight.attacker !== seat) && !peekedFaceDown;
  const hiddenTarget = fight && !fight.revealed && fight.targetCard !== null && fight.target !== seat;
  let pool: CardId[] = [...s.pokerDeck];
  s.players.forEach((p, i) => {
    if (i === seat) return;
    const keep = pinned.get(i) ?? [];
    pool.push(...p.hand.filter((c) => !keep.includes(c)));
  });
  if (hiddenAttacker) pool.push(fight.attackerCard!);
  if (hiddenTarget) pool.push(fight.targetCard!);
  // Poker: other participants' chosen cards and the dealer hand stay secret until the showdown.
  const poker = nearest(s, 'poker');
  if (poker) {
    poker.chosen.forEach((c, i) => { if (i !== seat) pool.push(...c); });
    pool.push(...poker.dealerHand);
  }
  pool = mix(rng, pool);
  s.players.forEach((p, i) => {
    if (i === seat) return;
    const keep = pinned.get(i) ?? [];
    p.hand = sortCards([...keep, ...pool.splice(0, p.hand.length - keep.length)]);
  });
  if (hiddenAttacker) fight.attackerCard = pool.pop()!;
  if (hiddenTarget) fight.targetCard = pool.pop()!;
  if (poker) {
    poker.chosen = poker.chosen.map((c, i) => (i === seat ? c : pool.splice(0, c.length)));
    poker.dealerHand = pool.splice(0, poker.dealerHand.length);
  }
  s.pokerDeck = pool;

  // Fight cards: the deck order, and the NPC's cards unless the seat chose them.
  if (fight?.mib && fight.drawn.length > 0) {
    resampleMibFight(s, fight, seat, rng); // the Man in Black's three cards (mib-fight.ts)
  } else if (fight && fight.drawn.length > 0 && fight.chooser !== seat) {
    const known = fight.revealed && fight.npcCard ? [fight.npcCard] : [];
    const fpool = mix(rng, [...s.fightDeck, ...fight.drawn.filter((c) => !known.includes(c))]);
    fight.drawn = [...known, ...fpool.splice(0, fight.drawn.length - known.length)];
    if (!fight.revealed && fight.npcCard) fight.npcCard = fight.drawn[0];
    s.fightDeck = fpool;
  } else {
    s.fightDeck = mix(rng, s.fightDeck);
  }

  // Cattle: ranch stacks and the tokens other players carry, colour by colour.
  for (const colour of ['green', 'blue'] as const) {
    const carriers = s.players.flatMap((p, i) => (i !== seat && p.cattle && cattleColour(p.cattle) === colour ? [i] : []));
    const cpool = mix(rng, [...s.ranches[colour], ...carriers.map((i) => s.players[i].cattle!)]);
    for (const i of carriers) s.players[i].cattle = cpool.pop()!;
    s.ranches[colour] = cpool;
  }

  // Story decks, characters dealt to others, and the RNG itself.
  s.storyDecks = [mix(rng, s.storyDecks[0]), mix(rng, s.storyDecks[1])];
  if (s.mib) s.mib.deck = mix(rng, s.mib.deck); // the Man in Black's face-down cards (R23.2)
  const dealtTo = s.players.flatMap((p, i) => (i !== seat && p.dealt.length > 0 ? [i] : []));
  if (dealtTo.length > 0) {
    const chars = mix(rng, [...s.box, ...dealtTo.flatMap((i) => s.players[i].dealt)]);
    for (const i of dealtTo) s.players[i].dealt = chars.splice(0, s.players[i].dealt.length);
    s.box = chars;
  }
  resampleGoals(s, seat, rng); // Goal variant: others' unrevealed goals, the token supply
  s.rng = [nextU32(rng), nextU32(rng), nextU32(rng), nextU32(rng) | 1];
  return s;
}
