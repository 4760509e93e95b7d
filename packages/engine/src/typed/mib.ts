// The Man in Black (mib.ts, R20, CONTENT.md §10) for the typed engine: his LP and the end they
// can trigger, his turn (the mibTurn frame: body step (MIB_STEP), card (MIB_CARD or -1)), his
// walks, his action cards, his story disc (Tall Tales), his story reward, his Sheriff moves and
// the `mib` operation. His fights are mib-fight.ts's. Events (events.ts): manInBlackLp kind his
// card (-1), a amount, b WHY (-1 for a card), c total; manInBlackMoved kind card, a from, b to,
// c steps; manInBlackActed kind card, a his space; his storyContributed, banditRemoved,
// sheriffMoved and gameEndTriggered have seat -1.
import { MIB_CARDS, MIB_HIDEOUT_ORDER, type MibCardId } from '../content/mib-cards.js';
import { DISTANCE_INDEX, NEIGHBOR_INDEX, SPACE_IDS } from '../content/map.js';
import { STORY_CARDS } from '../content/stories.js';
import { MIB_CARD, MIB_SEAT, SPACE, STORY, WHY } from './codes.js';
import { emitT, type TypedCtx } from './ctx.js';
import { E } from './events.js';
import { startNpcFightT } from './fight-begin.js';
import { FIGHT_KIND } from './fight-layout.js';
import { FRAME_KIND, MIB_STEP } from './frames.js';
import { automaticT, type TypedHandler } from './handler.js';
import { pushLoseGoodsT } from './interrupts.js';
import * as L from './layout.js';
import { startMibFightT } from './mib-fight.js';
import { shuffleT } from './rng.js';
import { popFrameT, pushFrameT } from './stack.js';
import { discsLeftT, resolveStoriesT, storyFullT } from './stories.js';

const N = SPACE_IDS.length;
const MIB_TURN = FRAME_KIND.code('mibTurn');
const S = { reveal: MIB_STEP.code('reveal'), resolve: MIB_STEP.code('resolve'), stories: MIB_STEP.code('stories'), end: MIB_STEP.code('end') };
const SHERIFF = FIGHT_KIND.code('sheriff'), DUEL = FIGHT_KIND.code('duel'), ROB = FIGHT_KIND.code('rob');
const W = { story: WHY.code('story'), manInBlack: WHY.code('manInBlack') };
/** Goal kinds and deeds of his cards, by MIB_CARD code. */
const GOAL = { place: 0, bandit: 1, mostLp: 2, nearestPlayer: 3, story: 4 } as const;
const DEED = { lp2: 0, removeBandit: 1, duel: 2, rob: 3, contribute: 4 } as const;
const CARD_GOAL = Int8Array.from(MIB_CARD.values, (id) => GOAL[MIB_CARDS[id].goal.kind]);
const CARD_DEED = Int8Array.from(MIB_CARD.values, (id) => DEED[MIB_CARDS[id].deed]);
const CARD_STEPS = Int8Array.from(MIB_CARD.values, (id) => MIB_CARDS[id].steps);
/** A 'place' card's groups of spaces (space codes), in the card's order. */
const CARD_GROUPS: readonly (readonly (readonly number[])[])[] = MIB_CARD.values.map((id: MibCardId) => {
  const g = MIB_CARDS[id].goal;
  return g.kind === 'place' ? g.groups.map((xs) => xs.map((x) => SPACE.code(x))) : [];
});
const HIDEOUT_ORDER = MIB_HIDEOUT_ORDER.map((h) => SPACE.code(h));
/** His LP from a story (mib.ts `mibStoryReward`): its LP, +1 for a choice, by STORY code. */
const STORY_LP = Int32Array.from(STORY.values, (id) => (STORY_CARDS[id].reward.lp ?? 0) + (STORY_CARDS[id].reward.choice ? 1 : 0));

/** Scratch: a walk (spaces, start included), the target's spaces. */
const PATH = new Int32Array(16), TARGETS = new Int32Array(8);

const dist = (a: number, b: number): number => {
  const d = DISTANCE_INDEX[a * N + b];
  return d === 255 ? Infinity : d;
};
/** Distance from `at` to the nearest of TARGETS[0..n). */
const toTargets = (at: number, n: number): number => {
  let d = Infinity;
  for (let i = 0; i < n; i++) d = Math.min(d, dist(at, TARGETS[i]));
  return d;
};

/** Writes his walk from `from` toward TARGETS[0..n), up to `steps`, into PATH (mib.ts `pathToward`); returns its length. */
function pathTowardT(from: number, n: number, steps: number): number {
  let len = 1, cur = from;
  PATH[0] = from;
  for (let i = 0; i < steps; i++) {
    const d = toTargets(cur, n);
    if (d === 0 || d === Infinity) break; // there, or no way there
    const nbs = NEIGHBOR_INDEX[cur]; // in id order
    let j = 0;
    while (toTargets(nbs[j], n) !== d - 1) j++;
    cur = nbs[j];
    PATH[len++] = cur;
  }
  return len;
}

/** The seat at `i` in order from the first player (mib.ts `seatOrder`). */
const orderAt = (m: Int32Array, i: number): number => (m[L.FIRST_SEAT] + i) % m[L.N_SEATS];
const posOf = (m: Int32Array, seat: number): number => m[L.playerAt(seat) + L.P_POS];

/** Gains LP for him and checks the end trigger (mib.ts `gainMibLp`, R19.1); `card` his card (or -1), `why` a WHY code (or -1). */
export function gainMibLpT(c: TypedCtx, n: number, card: number, why: number): void {
  const m = c.m;
  if (m[L.HAS_MIB] !== 1 || n <= 0) return;
  m[L.MIB_LP] += n;
  emitT(c, E.manInBlackLp, -1, card, n, why, m[L.MIB_LP]);
  if (m[L.END_ROUND] === -1 && m[L.MIB_LP] >= c.g.setup.options.length) {
    m[L.END_ROUND] = m[L.T_ROUND];
    emitT(c, E.gameEndTriggered, -1, -1, m[L.T_ROUND], m[L.MIB_LP]);
  }
}

/**
 * Where card `card` sends him (mib.ts `mibTarget`): writes the target's spaces into TARGETS and
 * returns how many (0: no target); `out[0]` the player there (-1), `out[1]` the hideout (-1).
 */
function mibTargetT(m: Int32Array, card: number, at: number, out: Int32Array): number {
  out[0] = -1; out[1] = -1;
  switch (CARD_GOAL[card]) {
    case GOAL.place: {
      const groups = CARD_GROUPS[card];
      let best = 0, bestD = Infinity;
      for (let g = 0; g < groups.length; g++) {
        let d = Infinity;
        for (const x of groups[g]) d = Math.min(d, dist(at, x));
        if (d < bestD) { best = g; bestD = d; }
      }
      for (let i = 0; i < groups[best].length; i++) TARGETS[i] = groups[best][i];
      return groups[best].length;
    }
    case GOAL.bandit: {
      let best = -1, bestD = Infinity;
      for (const h of HIDEOUT_ORDER) {
        if (L.listIndexOf(m, L.BANDITS, h) < 0) continue;
        const d = dist(at, h);
        if (d < bestD) { best = h; bestD = d; }
      }
      if (best === -1) return 0;
      TARGETS[0] = best; out[1] = best;
      return 1;
    }
    case GOAL.mostLp: case GOAL.nearestPlayer: {
      const n = m[L.N_SEATS];
      let most = -Infinity;
      for (let seat = 0; seat < n; seat++) most = Math.max(most, m[L.playerAt(seat) + L.P_LP]);
      let best = -1, bestD = Infinity;
      for (let i = 0; i < n; i++) {
        const seat = orderAt(m, i);
        if (CARD_GOAL[card] === GOAL.mostLp && m[L.playerAt(seat) + L.P_LP] !== most) continue;
        const d = dist(at, posOf(m, seat));
        if (d < bestD) { best = seat; bestD = d; }
      }
      TARGETS[0] = posOf(m, best); out[0] = best;
      return 1;
    }
    default: return 0;
  }
}

const TARGET_OUT = new Int32Array(2);

/** Resolves one action card from top to bottom (mib.ts `resolveCard`, CONTENT.md §10). */
function resolveCardT(c: TypedCtx, card: number): void {
  const m = c.m;
  if (CARD_DEED[card] === DEED.contribute) {
    if (!mibContributeT(c)) gainMibLpT(c, 1, card, -1);
    return;
  }
  const n = mibTargetT(m, card, m[L.MIB_POS], TARGET_OUT);
  if (n > 0) {
    const len = pathTowardT(m[L.MIB_POS], n, CARD_STEPS[card]);
    if (len >= 2) {
      m[L.MIB_POS] = PATH[len - 1];
      emitT(c, E.manInBlackMoved, -1, card, PATH[0], PATH[len - 1], len - 1);
    }
  }
  let there = false;
  for (let i = 0; i < n; i++) if (TARGETS[i] === m[L.MIB_POS]) there = true;
  if (!there) { gainMibLpT(c, 1, card, -1); return; }
  switch (CARD_DEED[card]) {
    case DEED.lp2: gainMibLpT(c, 2, card, -1); return;
    case DEED.removeBandit: {
      const h = TARGET_OUT[1];
      L.listRemoveAt(m, L.BANDITS, L.listIndexOf(m, L.BANDITS, h));
      emitT(c, E.banditRemoved, -1, -1, h, -1);
      gainMibLpT(c, 2, card, -1);
      return;
    }
    default: startMibFightT(c, TARGET_OUT[0], 0, CARD_DEED[card] === DEED.duel ? DUEL : ROB);
  }
}

/** MIB-10 Tall Tales (mib.ts `mibContribute`): one disc on the face-up story with more discs; false when he cannot. */
export function mibContributeT(c: TypedCtx): boolean {
  const m = c.m;
  if (m[L.STORIES] === -1 && m[L.STORIES + 1] === -1) return false;
  let slot = m[L.STORIES] !== -1 ? 0 : 1;
  if (slot === 0 && m[L.STORIES + 1] !== -1 && m[L.STORY_DISCS_1] > m[L.STORY_DISCS_0]) slot = 1;
  if (m[L.STORY_CONTRIBUTED + slot] === 1 || storyFullT(m, slot)) return false;
  const other = 1 - slot;
  let moved = 0;
  if (discsLeftT(m, MIB_SEAT) === 0) {
    const i = L.listIndexOf(m, L.storyDiscsAt(other), MIB_SEAT);
    if (i < 0 || storyFullT(m, other)) return false;
    L.listRemoveAt(m, L.storyDiscsAt(other), i);
    moved = 1;
  }
  L.listPush(m, L.storyDiscsAt(slot), MIB_SEAT);
  m[L.STORY_CONTRIBUTED + slot] = 1;
  emitT(c, E.storyContributed, -1, m[L.STORIES + slot], slot, moved);
  if (storyFullT(m, slot)) L.listPush(m, L.STORY_COMPLETED, slot * 8 + MIB_SEAT);
  return true;
}

/** A story's reward for him at storyStart (mib.ts `mibStoryReward`): its LP part, 1 LP for a choice. */
export function mibStoryRewardT(c: TypedCtx, slot: number): void {
  const m = c.m;
  if (m[L.HAS_MIB] !== 1 || L.listIndexOf(m, L.storyDiscsAt(slot), MIB_SEAT) < 0) return;
  gainMibLpT(c, STORY_LP[m[L.STORIES + slot]], -1, W.story);
}

/** The first seat (from the first player) with the most Wanted points, > 0, among those on `at` (any space: -1); or -1. */
function mostWantedT(m: Int32Array, at: number): number {
  let most = 0, best = -1;
  for (let i = 0; i < m[L.N_SEATS]; i++) {
    const seat = orderAt(m, i), w = m[L.playerAt(seat) + L.P_WANTED];
    if (at !== -1 && posOf(m, seat) !== at) continue;
    if (w > most) { most = w; best = seat; }
  }
  return best;
}

/** True when a Wanted player stands on `at`. */
function wantedOnT(m: Int32Array, at: number): boolean {
  for (let seat = 0; seat < m[L.N_SEATS]; seat++) if (m[L.playerAt(seat) + L.P_WANTED] > 0 && posOf(m, seat) === at) return true;
  return false;
}

/** A Sheriff move he makes (mib.ts `mibMovesSheriff`): toward the most Wanted player, stopping on entering a Wanted player's space. */
export function mibMovesSheriffT(c: TypedCtx, steps: number): void {
  const m = c.m;
  const target = mostWantedT(m, -1);
  if (target === -1) return;
  TARGETS[0] = posOf(m, target);
  const len = pathTowardT(m[L.SHERIFF], 1, steps);
  let stop = len - 1;
  for (let i = 1; i < len; i++) if (wantedOnT(m, PATH[i])) { stop = i; break; }
  if (stop === 0) return;
  m[L.SHERIFF] = PATH[stop];
  emitT(c, E.sheriffMoved, -1, -1, PATH[0], PATH[stop], stop);
  const fought = mostWantedT(m, m[L.SHERIFF]);
  if (fought !== -1) startNpcFightT(c, fought, SHERIFF);
}

/** The `mib` operation (mib.ts `mibOp`): `act` 0 his LP, 1 his Sheriff move, 2 a player he robbed (`to`); `why` a WHY code or -1. */
export function mibOpT(c: TypedCtx, act: number, n: number, to: number, why: number): void {
  if (act === 0) gainMibLpT(c, n, -1, why === -1 ? W.manInBlack : why);
  else if (act === 1) mibMovesSheriffT(c, n);
  else if (to !== -1) {
    // Half their money rounded up to $10, to the supply; with $0, half their nuggets (MIB-00).
    const p = L.playerAt(to), money = c.m[p + L.P_MONEY];
    const nuggets = money > 0 ? 0 : Math.ceil(c.m[p + L.P_NUGGETS] / 2);
    pushLoseGoodsT(c, to, Math.ceil(money / 10 / 2) * 10, nuggets, -1, W.manInBlack);
  }
}

/** True when his turn follows the turn of `seat` (mib.ts `mibTurnDue`). */
export function mibTurnDueT(m: Int32Array, seat: number): boolean {
  return m[L.HAS_MIB] === 1 && (seat + 1) % m[L.N_SEATS] === m[L.FIRST_SEAT];
}

/** Starts his turn at the end of the round (mib.ts `startMibTurn`). */
export function startMibTurnT(c: TypedCtx): void {
  emitT(c, E.manInBlackTurnStarted, -1, -1, c.m[L.T_ROUND]);
  const f = pushFrameT(c.m, MIB_TURN, 2);
  c.m[f] = S.reveal; c.m[f + 1] = -1;
}

/** His turn (mib.ts `mibTurnHandler`): reveal the top card (reshuffling all 10 when none are left), resolve it, then his stories. */
export const mibTurnHandlerT: TypedHandler = automaticT((c, f) => {
  const m = c.m;
  switch (m[f]) {
    case S.reveal: {
      m[L.STORY_CONTRIBUTED] = 0; m[L.STORY_CONTRIBUTED + 1] = 0;
      if (m[L.MIB_DECK] === 0) {
        const n = MIB_CARD.values.length;
        for (let i = 0; i < n; i++) m[L.MIB_DECK + 1 + i] = i;
        m[L.MIB_DECK] = n;
        shuffleT(m, m, L.MIB_DECK + 1, n);
        L.zero(m, L.MIB_REVEALED, L.CAP.mibDeck + 1);
        emitT(c, E.manInBlackReshuffled, -1);
      }
      const card = m[L.MIB_DECK + 1];
      L.listRemoveAt(m, L.MIB_DECK, 0);
      L.listPush(m, L.MIB_REVEALED, card);
      m[f + 1] = card;
      emitT(c, E.manInBlackActed, -1, card, m[L.MIB_POS]);
      m[f] = S.resolve;
      return;
    }
    case S.resolve:
      m[f] = S.stories;
      resolveCardT(c, m[f + 1]);
      return;
    case S.stories:
      m[f] = S.end; // stories he completed resolve at the end of his turn (MIB-00)
      resolveStoriesT(c);
      return;
    default:
      emitT(c, E.manInBlackTurnEnded, -1, m[f + 1]);
      popFrameT(m);
  }
});
