// The operations of effects.ts OP_HANDLERS that are more than a call of ops.ts, for the typed
// engine: the choices they push, an arrest, a bandit removed, a story cycled, and the story
// resolution's steps (stories.ts STORY_OPS), with the same changes and events in the same order.
import { HIDEOUTS, PLACES, space } from '../content/map.js';
import { STORY_CARDS } from '../content/stories.js';
import { SPACE, STORY, WHY } from './codes.js';
import { emitT, type TypedCtx } from './ctx.js';
import { E } from './events.js';
import { BR, CHOICE_KIND, CHOICE_OPTION, FRAME_KIND, SRC_SIZE } from './frames.js';
import { OPC } from './effects-codec.js';
import { pushLoseGoodsT } from './interrupts.js';
import * as L from './layout.js';
import { returnCattleT } from './ops.js';
import { turnUpStoryT } from './setup.js';
import { pushFrameT } from './stack.js';

const CHOICE = FRAME_KIND.code('choice'), BRANCHES = FRAME_KIND.code('branches'), EFFECT_CHOICE = CHOICE_KIND.code('effectChoice');
const SHERIFF_OFFICE = SPACE.code(PLACES.sheriffOffice), WHY_ARRESTED = WHY.code('arrested');
/** Choice option codes by name. */
export const OPT = {
  lp: CHOICE_OPTION.code('lp'), marshal: CHOICE_OPTION.code('marshal'), wanted: CHOICE_OPTION.code('wanted'),
  wound: CHOICE_OPTION.code('wound'), discardRandom: CHOICE_OPTION.code('discardRandom'), discardCard: CHOICE_OPTION.code('discardCard'),
  pay: CHOICE_OPTION.code('pay'), money: CHOICE_OPTION.code('money'), nuggets: CHOICE_OPTION.code('nuggets'),
  take: CHOICE_OPTION.code('take'), leave: CHOICE_OPTION.code('leave'),
} as const;
/** Choice kind codes by name. */
export const KIND = {
  banditReward: CHOICE_KIND.code('banditReward'), robLoot: CHOICE_KIND.code('robLoot'), robCattle: CHOICE_KIND.code('robCattle'),
  woundOrDiscard: CHOICE_KIND.code('woundOrDiscard'), discardOrPay: CHOICE_KIND.code('discardOrPay'), pointReward: CHOICE_KIND.code('pointReward'),
} as const;
/** Each story's bandits' hideouts (space codes), by story code. */
const STORY_HIDEOUTS: readonly Int32Array[] = STORY.values.map((id) => Int32Array.from(
  STORY_CARDS[id].bandits.flatMap((letter) => HIDEOUTS.filter((h) => space(h).hideout === letter).map((h) => SPACE.code(h))),
));

/** Pushes a choice of fixed layout without a source (frames.ts: seat, kind, about, 0, six 0s, n, options) of `opts[0..n)`. */
export function pushChoiceT(c: TypedCtx, seat: number, kind: number, about: number, opts: ArrayLike<number>, n: number): void {
  const f = pushFrameT(c.m, CHOICE, 5 + SRC_SIZE + n);
  const m = c.m;
  m[f] = seat; m[f + 1] = kind; m[f + 2] = about;
  m[f + 4 + SRC_SIZE] = n;
  for (let i = 0; i < n; i++) m[f + 5 + SRC_SIZE + i] = opts[i];
}

/** True when every record of `recs[from..to)` (effects-codec.ts) is a `marshal` operation (none: true). */
function allMarshal(recs: Int32Array, from: number, to: number): boolean {
  for (let end = to; end > from; end -= recs[end - 1]) if (recs[end - 2] !== OPC.marshal) return false;
  return true;
}

/**
 * The `choice` operation's effectChoice (effects.ts `choice`): a 'branches' frame (frames.ts BR)
 * for `seat` with the labels `la`, `lb`, the operation's nested records `recs[0..n)` (branch b's,
 * then branch a's `sizeA` ints) and the source at `src[at..]`; an option that would do nothing (a
 * Wanted player's Marshal points) is not offered.
 */
export function pushEffectChoiceT(c: TypedCtx, seat: number, la: number, lb: number, recs: Int32Array, n: number, sizeA: number, src: Int32Array, at: number): void {
  const m = c.m;
  const wanted = m[L.playerAt(seat) + L.P_WANTED] > 0, sizeB = n - sizeA;
  const offerA = !(wanted && allMarshal(recs, sizeB, n)), offerB = !(wanted && allMarshal(recs, 0, sizeB));
  const options = (offerA ? 1 : 0) + (offerB ? 1 : 0);
  const f = pushFrameT(m, BRANCHES, BR.OPTS + options + n);
  m[f + BR.SEAT] = seat; m[f + BR.KIND] = EFFECT_CHOICE; m[f + BR.ABOUT] = -1; m[f + BR.HAS_SRC] = 1;
  for (let i = 0; i < SRC_SIZE; i++) m[f + BR.SRC + i] = src[at + i];
  m[f + BR.LA] = la; m[f + BR.LB] = lb; m[f + BR.SIZE_A] = sizeA; m[f + BR.SIZE_B] = sizeB; m[f + BR.N] = options;
  let o = f + BR.OPTS;
  if (offerA) m[o++] = la;
  if (offerB) m[o++] = lb;
  for (let i = 0; i < sizeA; i++) m[o++] = recs[sizeB + i];
  for (let i = 0; i < sizeB; i++) m[o++] = recs[i];
}

/** Half, rounded up, in whole steps (ops.ts `halfUp`, R2.10). */
const halfUp = (amount: number, step: number): number => Math.ceil(amount / step / 2) * step;

/** Arrests `seat` (fight-results.ts `arrestPlayer`): to the Sheriff's Office, Wanted points and cattle lost, then half the goods; `by` a seat or -1 (the Sheriff). */
export function arrestPlayerT(c: TypedCtx, seat: number, by: number): void {
  const m = c.m, o = L.playerAt(seat);
  m[o + L.P_POS] = SHERIFF_OFFICE;
  const wanted = m[o + L.P_WANTED];
  m[o + L.P_WANTED] = 0;
  const cattle = m[o + L.P_CATTLE];
  if (cattle !== -1) { m[o + L.P_CATTLE] = -1; returnCattleT(c, cattle); }
  emitT(c, E.arrested, seat, -1, by, wanted, cattle !== -1 ? 1 : 0);
  pushLoseGoodsT(c, seat, halfUp(m[o + L.P_MONEY], 10), halfUp(m[o + L.P_NUGGETS], 1), -1, WHY_ARRESTED);
}

/** Removes the bandit of hideout `h` (Hired Gun, a bandit fight); `effect` an EFFECT code or -1 (then no banditDefeated). */
export function removeBanditT(c: TypedCtx, seat: number, h: number, effect: number): void {
  const m = c.m;
  for (let i = m[L.BANDITS] - 1; i >= 0; i--) if (m[L.BANDITS + 1 + i] === h) L.listRemoveAt(m, L.BANDITS, i);
  emitT(c, E.banditRemoved, seat, -1, h, effect);
  if (effect !== -1) emitT(c, E.banditDefeated, seat, -1, h, effect); // Hired Gun counts as defeating it
}

/** Telegraph: the story of `slot` to the bottom of its deck, the next one turned up (effects.ts `cycleStory`). */
export function cycleStoryT(c: TypedCtx, seat: number, slot: number): void {
  const m = c.m, old = m[L.STORIES + slot];
  if (old !== -1) L.listPush(m, L.storyDeckAt(slot), old);
  turnUpStoryT(m, slot);
  m[L.STORY_CONTRIBUTED + slot] = 0; // a new card: this turn's chance on it is open
  emitT(c, E.storyCycled, seat, -1, slot, old, m[L.STORIES + slot]);
}

/** storyStart (stories.ts STORY_OPS): the completion's event (the Man in Black's reward follows: mib.ts `mibStoryRewardT`). */
export function storyStartT(c: TypedCtx, slot: number): void {
  const m = c.m, discs = L.storyDiscsAt(slot);
  let contributors = 0;
  for (let i = 1; i <= m[discs]; i++) contributors |= 1 << m[discs + i];
  emitT(c, E.storyCompleted, m[L.T_SEAT], m[L.STORIES + slot], slot, contributors);
}

/** storyBandits: a bandit on each of the story's hideouts that has none (R14.5; no fight, R13.1). */
export function storyBanditsT(c: TypedCtx, slot: number): void {
  const m = c.m, hs = STORY_HIDEOUTS[m[L.STORIES + slot]];
  for (let i = 0; i < hs.length; i++) {
    if (L.listIndexOf(m, L.BANDITS, hs[i]) >= 0) continue;
    L.listPush(m, L.BANDITS, hs[i]);
    emitT(c, E.banditPlaced, -1, -1, hs[i]);
  }
}

/** storyEnd: the discs back to their owners, the next card turned up. */
export function storyEndT(c: TypedCtx, slot: number): void {
  const m = c.m, old = m[L.STORIES + slot], discs = L.storyDiscsAt(slot);
  L.zero(m, discs, m[discs] + 1);
  turnUpStoryT(m, slot);
  emitT(c, E.storyTurnedUp, -1, -1, slot, old, m[L.STORIES + slot]);
}
