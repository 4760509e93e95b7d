// States built for the typed choices' test (typed-choices.test.ts): frames of every choice kind
// and option pushed on states of random games, with what each needs (cattle, items, an empty hand,
// Wanted points, a mine below the Prospector's Map).
import {
  discsNeeded, MAX_MONEY, PLACES, randInt, space, type CattleId, type ChoiceFrame, type ChoiceKind, type FightFrame,
  type Frame, type GameState, type ItemId, type RngState, type Seat, type SpaceId,
} from '../src/index.js';
import { source } from '../src/effects.js';

/** A random element of `xs`. */
export const pick = <T>(r: RngState, xs: readonly T[]): T => xs[randInt(r, xs.length)];
/** The seats other than `seat`. */
export const othersOf = (s: GameState, seat: number): number[] => s.players.map((_, i) => i).filter((i) => i !== seat);
/** `s` with frame `f` pushed on its stack. */
export const push = (s: GameState, f: Frame): GameState => { s.stack = [...s.stack, f]; return s; };

/** Gives the seat a cattle token from a ranch (kept in the game's count); returns it, or null with both ranches empty. */
export function giveCattle(s: GameState, seat: number, r: RngState): CattleId | null {
  const colours = (['green', 'blue'] as const).filter((c) => s.ranches[c].length > 0);
  if (colours.length === 0 || s.players[seat].cattle) return s.players[seat].cattle;
  const c = pick(r, colours), i = randInt(r, s.ranches[c].length);
  const token = s.ranches[c][i];
  s.ranches = { ...s.ranches, [c]: s.ranches[c].filter((_, j) => j !== i) };
  s.players[seat].cattle = token;
  return token;
}
/** Gives the seat an item from the store when one is left. */
export function giveItem(s: GameState, seat: number, id: ItemId): void {
  if (s.store[id] > 0 && !s.players[seat].items.some((i) => i.id === id)) { s.store[id]--; s.players[seat].items.push({ id, upgraded: false }); }
}
/** Empties the seat's hand to the discard pile. */
export function emptyHand(s: GameState, seat: number): void {
  s.pokerDiscard = [...s.pokerDiscard, ...s.players[seat].hand];
  s.players[seat].hand = [];
}
/** Makes the seat Wanted (R11.3: no Marshal points then). */
export function makeWanted(s: GameState, seat: number, n: number): void {
  Object.assign(s.players[seat], { wanted: Math.max(n, s.players[seat].wanted, 1), marshal: 0 });
}
/** A space `n` random steps away. */
export function walk(from: SpaceId, n: number, r: RngState): SpaceId {
  let at = from;
  for (let i = 0; i < n; i++) at = pick(r, space(at).neighbors);
  return at;
}

/** A choice of each kind, ready to push on `s` (changed to make its options mean something), or null. */
export const CHOICES: Record<ChoiceKind, (s: GameState, seat: number, r: RngState) => ChoiceFrame | null> = {
  banditReward: (s, seat, r) => {
    if (randInt(r, 2) === 0) makeWanted(s, seat, 1); else s.players[seat].marshal = pick(r, [0, 3, 8, 9]);
    return { k: 'choice', seat, kind: 'banditReward', options: ['lp', 'marshal'], about: null };
  },
  pointReward: (s, seat, r) => {
    if (randInt(r, 2) === 0) makeWanted(s, seat, pick(r, [1, 8, 9])); else s.players[seat].marshal = pick(r, [0, 4, 9]);
    s.players[seat].lp = pick(r, [0, 4, 9, 19]);
    return { k: 'choice', seat, kind: 'pointReward', options: ['lp', 'marshal', 'wanted'], about: null };
  },
  woundOrDiscard: (s, seat, r) => {
    if (randInt(r, 3) === 0) emptyHand(s, seat);
    return { k: 'choice', seat, kind: 'woundOrDiscard', options: ['wound', 'discardRandom'], about: null };
  },
  discardOrPay: (s, seat, r) => {
    s.players[seat].money = pick(r, [0, 5, 10, 40]);
    return { k: 'choice', seat, kind: 'discardOrPay', options: ['discardCard', 'pay'], about: null };
  },
  robLoot: (s, seat, r) => {
    const victim = pick(r, othersOf(s, seat));
    Object.assign(s.players[victim], { money: pick(r, [0, 5, 10, 15, 30, 55, 120]), nuggets: randInt(r, 5) });
    return { k: 'choice', seat, kind: 'robLoot', options: ['money', 'nuggets'], about: victim };
  },
  robCattle: (s, seat, r) => {
    const victim = pick(r, othersOf(s, seat));
    if (s.players[seat].cattle || !giveCattle(s, victim, r)) return null;
    return { k: 'choice', seat, kind: 'robCattle', options: ['take', 'leave'], about: victim };
  },
  deliver: (s, seat, r) => {
    const token = giveCattle(s, seat, r);
    if (!token) return null;
    s.players[seat].pos = randInt(r, 2) === 0 ? PLACES.railStation : token.startsWith('green') ? PLACES.blueRanch : PLACES.greenRanch;
    s.players[seat].lp = pick(r, [0, 4, 9]);
    return { k: 'choice', seat, kind: 'deliver', options: ['deliver', 'keep'], about: null };
  },
  restartFight: (s, seat, r) => {
    // The bandit fight it restarts (fight.ts restartNpcFight), at its cardEffect step, sometimes with onWin/atEnd entries to drop.
    const drawn = s.fightDeck.splice(0, 2), card = s.pokerDeck.pop() ?? null, n = s.players.length;
    const pending = (): FightFrame['onWin'] => (randInt(r, 2) === 0 ? [] : [{ seat, effect: 'wallop', card: null, ops: [{ op: 'lp', n: 1 }] }]);
    push(s, {
      k: 'fight', kind: 'bandit', attacker: seat, target: null, step: 'cardEffect', hideout: s.bandits[0] ?? null, chooser: (seat - 1 + n) % n,
      drawn, npcCard: drawn[0] ?? null, attackerCard: card, blind: randInt(r, 2) === 0, targetCard: null, revealed: true, fled: false,
      attackerValue: 0, targetValue: 0, winner: null, peeks: [], noMarshal: false, modOnAttacker: randInt(r, 2), modOnTarget: randInt(r, 2),
      winTies: randInt(r, 2) === 0 ? [seat] : [], legends: [], onWin: pending(), atEnd: pending(), cancelled: false,
    });
    return { k: 'choice', seat, kind: 'restartFight', options: ['restart', 'keep'], about: seat };
  },
  moveDisc: (s, seat, r) => {
    const slot = randInt(r, 2) as 0 | 1, other = (1 - slot) as 0 | 1;
    if (s.stories[slot] === null || s.stories[other] === null) return null;
    const need = discsNeeded(s.players.length + (s.mib ? 1 : 0));
    const rest = othersOf(s, seat);
    const locked = randInt(r, 5) === 0; // the disc on a full card stays (R14.4)
    const discs: [Seat[], Seat[]] = [[], []];
    discs[other] = [seat, ...rest.slice(0, locked ? need - 1 : randInt(r, need - 1))];
    discs[slot] = rest.slice(rest.length - randInt(r, Math.min(need, rest.length + 1))).slice(0, need - 1);
    s.storyDiscs = discs;
    if (randInt(r, 3) === 0) Object.assign(s.players[seat], { character: pick(r, ['calamity-jane', 'mary-fields'] as const), legendary: true });
    // One event fulfilling both cards offers both moves: the other offer lies under this one.
    if (randInt(r, 4) === 0) push(s, { k: 'choice', seat, kind: 'moveDisc', options: ['moveDisc', 'keep'], about: other });
    return { k: 'choice', seat, kind: 'moveDisc', options: ['moveDisc', 'keep'], about: slot };
  },
  effectChoice: (_s, seat, r) => {
    const f: ChoiceFrame = { k: 'choice', seat, kind: 'effectChoice', options: ['lp', 'marshal'], about: null };
    if (randInt(r, 2) === 0) f.src = source({ story: 1 });
    return f;
  },
  mibLoot: (s, seat, r) => {
    Object.assign(s.players[seat], { money: pick(r, [0, 70, 100, MAX_MONEY]), nuggets: randInt(r, 5) });
    if (randInt(r, 2) === 0) giveItem(s, seat, 'mule');
    return { k: 'choice', seat, kind: 'mibLoot', options: ['money', 'nuggets'], about: null };
  },
  prospectorsMap: (s, seat) => {
    // The Mine action the map's choice belongs to (mine.ts), below it: a reroll rolls one of its dice again.
    s.stack.push({ k: 'mine', seat, faces: ['gravel', 'tailings'], money: 10, at: s.players[seat].pos ?? PLACES.railStation, mapDone: true });
    return { k: 'choice', seat, kind: 'prospectorsMap', options: ['keep', 'reroll1', 'reroll2'], about: null };
  },
};
/** Every choice kind. */
export const CHOICE_KINDS = Object.keys(CHOICES) as ChoiceKind[];

