// Worlds for search bots: full game states consistent with one seat's view (R23).
//
// A Bot only receives its view; a PlayerView cannot be turned back into a GameState because the
// decision stack (the turn, move, fight, window and ops frames in progress) is not part of it.
// So the table (CLI, server) hands a search bot a `BotContext` built here: it keeps the true
// state private and gives out only the engine's `determinize` of it. Before resampling, every
// hidden pool is put in a canonical (sorted) order, so a sample is a function of what the seat
// may see and of the bot's RNG alone: two true states that differ only in hidden information
// give identical samples (tested in packages/bots/test/world.test.ts).
import {
  cattleColour, cloneState, determinize, sortCards,
  type CardId, type CattleId, type CharacterId, type FightCardId, type Frame, type GameState, type RngState, type Seat,
} from '@wl/engine';
import type { BotContext } from './bot.js';

function nearestFrame<K extends Frame['k']>(s: GameState, k: K): Extract<Frame, { k: K }> | undefined {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const f = s.stack[i];
    if (f.k === k) return f as Extract<Frame, { k: K }>;
  }
  return undefined;
}

const byId = <T extends string>(a: T, b: T): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A copy of `state` where every pool `determinize` redraws for `seat` is dealt back in sorted
 * order (the same pools as the engine's hidden.ts): what the seat cannot see no longer depends
 * on the true deal. The result is not a plausible game by itself; it is only ever resampled.
 */
export function canonicalHidden(state: GameState, seat: Seat): GameState {
  const s = cloneState(state);
  const fight = nearestFrame(s, 'fight');
  const pinned = new Map<Seat, CardId[]>();
  for (const pk of fight?.peeks ?? []) {
    if (pk.seat !== seat || pk.faceDown) continue;
    const still = pk.cards.filter((c) => s.players[pk.of].hand.includes(c));
    pinned.set(pk.of, [...new Set([...(pinned.get(pk.of) ?? []), ...still])]);
  }
  const peekedFaceDown = fight?.peeks.some((pk) => pk.faceDown && pk.seat === seat) ?? false;
  const hiddenAttacker = fight && !fight.revealed && fight.attackerCard !== null && (fight.blind || fight.attacker !== seat) && !peekedFaceDown;
  const hiddenTarget = fight && !fight.revealed && fight.targetCard !== null && fight.target !== seat;
  const pool: CardId[] = [...s.pokerDeck];
  s.players.forEach((p, i) => {
    if (i === seat) return;
    const keep = pinned.get(i) ?? [];
    pool.push(...p.hand.filter((c) => !keep.includes(c)));
  });
  if (hiddenAttacker) pool.push(fight.attackerCard!);
  if (hiddenTarget) pool.push(fight.targetCard!);
  const poker = nearestFrame(s, 'poker');
  if (poker) {
    poker.chosen.forEach((c, i) => { if (i !== seat) pool.push(...c); });
    pool.push(...poker.dealerHand);
  }
  pool.sort(byId);
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

  if (fight && fight.drawn.length > 0 && fight.chooser !== seat) {
    const known: FightCardId[] = fight.revealed && fight.npcCard ? [fight.npcCard] : [];
    const fpool = [...s.fightDeck, ...fight.drawn.filter((c) => !known.includes(c))].sort(byId);
    fight.drawn = [...known, ...fpool.splice(0, fight.drawn.length - known.length)];
    if (!fight.revealed && fight.npcCard) fight.npcCard = fight.drawn[0];
    s.fightDeck = fpool;
  } else {
    s.fightDeck.sort(byId);
  }

  for (const colour of ['green', 'blue'] as const) {
    const carriers = s.players.flatMap((p, i) => (i !== seat && p.cattle && cattleColour(p.cattle) === colour ? [i] : []));
    const cpool: CattleId[] = [...s.ranches[colour], ...carriers.map((i) => s.players[i].cattle!)].sort(byId);
    for (const i of carriers) s.players[i].cattle = cpool.pop()!;
    s.ranches[colour] = cpool;
  }

  s.storyDecks = [[...s.storyDecks[0]].sort(byId), [...s.storyDecks[1]].sort(byId)];
  const dealtTo = s.players.flatMap((p, i) => (i !== seat && p.dealt.length > 0 ? [i] : []));
  const chars: CharacterId[] = [...s.box, ...dealtTo.flatMap((i) => s.players[i].dealt)].sort(byId);
  for (const i of dealtTo) s.players[i].dealt = chars.splice(0, s.players[i].dealt.length);
  s.box = chars;
  s.rng = [1, 2, 3, 4];
  return s;
}

/**
 * The BotContext of `seat` at `state`: samples are `determinize` of the canonical copy, so they
 * agree with the seat's view and never depend on the true hidden information. The canonical
 * copy is made lazily, on the first sample (bots that do not search cost nothing).
 */
export function worldSampler(state: GameState, seat: Seat): BotContext {
  let canon: GameState | null = null;
  return {
    sample(rng: RngState): GameState {
      canon ??= canonicalHidden(state, seat);
      return determinize(canon, seat, rng);
    },
  };
}
