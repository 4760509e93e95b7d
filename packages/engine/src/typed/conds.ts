// Card conditions (effects.ts `condHolds`, `allHold`, CONTENT.md §3) on the typed state. A source
// is the SRC_SIZE ints of an encoded EffectSource (frames.ts), read from `src` at `at`: a frame's
// own ints in the state (`src` = m) or NO_SRC. The fight a source names (its fightAt, a stack
// index) has the fixed layout of fight-layout.ts: the fight conditions read its ints (fightOfT decodes it).
import { FEATURE_BIT, featureMask } from '../content/map.js';
import type { Cond } from '../content/card-effects.js';
import { cardRank, type CardId } from '../content/poker-cards.js';
import type { FightFrame } from '../types.js';
import { CARD, codes, FIGHT_CARD, SPACE } from './codes.js';
import { FRAME_KIND } from './frames.js';
import { decodeFight, FIGHT_KIND, FT } from './fight-layout.js';
import * as L from './layout.js';
import { FRAME_HEADER, K } from './stack.js';

/** The conditions as codes, in condHolds' order. */
export const COND = codes<Cond>('cond', [
  'inFight', 'isTarget', 'vsBandit', 'vsPlayer', 'oppIsFightCard', 'oppRankIsAce', 'anyWanted', 'playerHere', 'canTakeCattle',
  'storyCyclable', 'banditOnMap', 'woundCancellable', 'noSprintYet', 'goodsAtRisk',
]);
/** Each condition's code by name (a Cond missing from COND does not compile). */
export const C: Readonly<Record<Cond, number>> = {
  inFight: 0, isTarget: 1, vsBandit: 2, vsPlayer: 3, oppIsFightCard: 4, oppRankIsAce: 5, anyWanted: 6, playerHere: 7, canTakeCattle: 8,
  storyCyclable: 9, banditOnMap: 10, woundCancellable: 11, noSprintYet: 12, goodsAtRisk: 13,
};
for (const [name, c] of Object.entries(C)) if (COND.code(name as Cond) !== c) throw new Error(`cond ${name}: code ${c} is not its place in COND`);

/** Each space's feature mask (FEATURE_BIT) by space code. */
export const SPACE_FEATURES: Int32Array = Int32Array.from(SPACE.values, (id) => featureMask(id));

const RANCH_GREEN = FEATURE_BIT['ranch-green'], RANCH_BLUE = FEATURE_BIT['ranch-blue'];
const FIGHT = FRAME_KIND.code('fight'), WOUND = FRAME_KIND.code('wound'), LOSE_GOODS = FRAME_KIND.code('loseGoods');
/** 1 for an Ace by card code. */
const BANDIT = FIGHT_KIND.code('bandit'), NPC_ACE = FIGHT_CARD.code('FA');
const IS_ACE = Uint8Array.from(CARD.values, (id) => (cardRank(id as CardId) === 'A' ? 1 : 0));

/** True when the Man in Black plays and stands in the seat's space (mib.ts `mibHere`). */
export function mibHereT(m: Int32Array, seat: number): boolean {
  return m[L.HAS_MIB] === 1 && m[L.MIB_POS] === m[L.playerAt(seat) + L.P_POS];
}

/** True when another player stands in the seat's space (movement.ts `anyOtherHere`). */
export function anyOtherHereT(m: Int32Array, seat: number): boolean {
  const at = m[L.playerAt(seat) + L.P_POS], n = m[L.N_SEATS];
  for (let i = 0; i < n; i++) if (i !== seat && m[L.playerAt(i) + L.P_POS] === at) return true;
  return false;
}

/** The body of the nearest frame of `kind` (a FRAME_KIND code) from the top down, or -1 (stack.ts `nearest`). */
export function nearestT(m: Int32Array, kind: number): number {
  for (let i = m[L.STACK] - 1; i >= 0; i--) {
    const at = m[L.STACK + 1 + i];
    if (m[at] === kind) return at + FRAME_HEADER;
  }
  return -1;
}

/** The fight a source names (effects.ts `fightOf`), decoded from its fixed layout (fight-layout.ts), or null. */
export function fightOfT(m: Int32Array, src: ArrayLike<number>, at: number): FightFrame | null {
  const i = src[at + 5];
  if (i < 0 || i >= m[L.STACK]) return null;
  const o = m[L.STACK + 1 + i];
  return m[o] === FIGHT ? decodeFight(m, o + FRAME_HEADER) : null;
}

/** The body of the fight a source names (its fightAt, a stack index), or -1. */
function fightBody(m: Int32Array, src: ArrayLike<number>, at: number): number {
  const i = src[at + 5];
  if (i < 0 || i >= m[L.STACK]) return -1;
  const o = m[L.STACK + 1 + i];
  return m[o] === FIGHT ? o + FRAME_HEADER : -1;
}

/** The conditions that read the fight of the source (its body `b`, -1: none), on its ints (fight-layout.ts FT). */
function fightCond(m: Int32Array, seat: number, cond: number, b: number): boolean {
  if (b < 0) return false;
  const target = m[b + FT.TARGET], attacker = m[b + FT.ATTACKER];
  switch (cond) {
    case C.inFight: return true;
    case C.isTarget: return target === seat || (m[b + FT.MIB] === 0 && attacker === seat);
    case C.vsBandit: return m[b + FT.KIND] === BANDIT;
    case C.vsPlayer: return target !== -1;
    case C.oppIsFightCard: return target === -1 && m[b + FT.NPC_CARD] !== -1;
    default: { // oppRankIsAce
      if (m[b + FT.REVEALED] !== 1) return false;
      if (target === -1) return seat === attacker && m[b + FT.NPC_CARD] === NPC_ACE;
      const card = seat === attacker ? m[b + FT.TARGET_CARD] : m[b + FT.ATTACKER_CARD];
      return card !== -1 && IS_ACE[card] === 1;
    }
  }
}

/** True when a condition (a COND code) holds for `seat` with the source at `src[at..]` (effects.ts `condHolds`). */
export function condHoldsT(m: Int32Array, seat: number, cond: number, src: ArrayLike<number>, at = 0): boolean {
  if (cond <= C.oppRankIsAce) return fightCond(m, seat, cond, fightBody(m, src, at));
  const p = L.playerAt(seat);
  switch (cond) {
    case C.anyWanted: {
      for (let i = 0; i < m[L.N_SEATS]; i++) if (m[L.playerAt(i) + L.P_WANTED] > 0) return true;
      return false;
    }
    case C.playerHere: return anyOtherHereT(m, seat) || mibHereT(m, seat);
    case C.canTakeCattle: {
      const f = SPACE_FEATURES[m[p + L.P_POS]] ?? 0;
      const ranch = f & RANCH_GREEN ? L.RANCH_GREEN : f & RANCH_BLUE ? L.RANCH_BLUE : -1;
      return ranch !== -1 && m[p + L.P_CATTLE] === -1 && m[ranch] > 0;
    }
    case C.storyCyclable: return storyCyclableT(m, 0) || storyCyclableT(m, 1);
    case C.banditOnMap: return m[L.BANDITS] > 0;
    case C.woundCancellable: { // wound: seat, n, uncancellable, why, stage
      const w = nearestT(m, WOUND);
      return w >= 0 && m[w + 2] === 0 && m[w + 1] > 0;
    }
    case C.noSprintYet: { // move: seat, step, banditStop, kind, sprinted...
      const mv = nearestT(m, K.move);
      return mv >= 0 && m[mv + 4] === 0;
    }
    case C.goodsAtRisk: { // loseGoods: seat, money, nuggets, to, why, stage, protected
      const g = nearestT(m, LOSE_GOODS);
      return g >= 0 && m[g + 6] === 0 && (m[g + 1] > 0 || m[g + 2] > 0);
    }
    default: throw new RangeError(`no condition has code ${cond}`);
  }
}

/** True when story slot `i` may be cycled: a card face up, a deck behind it and no disc on it (Telegraph). */
export function storyCyclableT(m: Int32Array, i: number): boolean {
  const deck = L.storyDeckAt(i), discs = L.storyDiscsAt(i);
  return m[L.STORIES + i] !== -1 && m[deck] > 0 && m[discs] === 0;
}

/** True when every condition of a card's `when` (`n` COND codes at `from` in `table`) holds for `seat` (effects.ts `allHold`). */
export function allHoldT(m: Int32Array, seat: number, table: Int32Array, from: number, n: number, src: Int32Array, at = 0): boolean {
  for (let i = 0; i < n; i++) if (!condHoldsT(m, seat, table[from + i], src, at)) return false;
  return true;
}
