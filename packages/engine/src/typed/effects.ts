// Running effects (effects.ts) for the typed engine: the ops frame runs its operations one per
// step, the next one being the last record of its body (effects-codec.ts has the layout: seat,
// announce, SRC_SIZE source ints, then the records in reverse order). Running one drops its record
// from the frame's end (the frame is on top whenever it runs), then does what OP_HANDLERS does.
// The operations on a fight are fight-ops.ts's and fight-results.ts's; the Man in Black's `mib`
// operation and his story reward are typed/mib.ts's.
import { CARD_EFFECTS, effectOfCard } from '../content/card-effects.js';
import { PLACES } from '../content/map.js';
import { CARD, EFFECT, MIB_SEAT, SPACE, WHY } from './codes.js';
import { condHoldsT, nearestT } from './conds.js';
import { addPendingT, cancelFightT, fightBodyT, modOppT, opponentT, peekFaceDownT, sheriffHomeFightT, winTiesT } from './fight-ops.js';
import { FT } from './fight-layout.js';
import { fightCardEffectT, winEffectsT } from './fight-results.js';
import { emitT, type TypedCtx } from './ctx.js';
import { encodeOps, OP, OP_FIELDS, OPC, TRAILER } from './effects-codec.js';
import {
  arrestPlayerT, cycleStoryT, KIND, OPT, pushChoiceT, pushEffectChoiceT, removeBanditT, storyBanditsT, storyEndT, storyStartT,
} from './effects-ops.js';
import { E } from './events.js';
import { FRAME_KIND, NO_SRC, SRC_SIZE } from './frames.js';
import { automaticT, type TypedHandler } from './handler.js';
import { mibOpT, mibStoryRewardT } from './mib.js';
import { pushLoseGoodsT, pushWoundT } from './interrupts.js';
import * as L from './layout.js';
import { MODE, MV_SPRINTED, nearestMoveT, ST_ABILITY, ST_SRC } from './move-frames.js';
import { movementOfT } from './movement.js';
import {
  discardRandomCardT, drawCardsT, gainLpT, gainMarshalT, gainMoneyT, gainNuggetsT, gainWantedT, healT, loseLpT, loseMoneyT, takeCattleT,
} from './ops.js';
import { moveSheriffT } from './sheriff.js';
import { popFrameT, pushFrameT } from './stack.js';

/** An ops frame's fields (body offsets): seat, announce (1/0), the source, then the records. */
export const OF_SEAT = 0, OF_ANNOUNCE = 1, OF_SRC = 2, OF_RECS = 2 + SRC_SIZE;
/** The source's fields (frames.ts `writeSrc`). */
const S_EFFECT = 0, S_CARD = 1, S_TARGET = 2, S_HIDEOUT = 3, S_STORY = 4;

const OPS = FRAME_KIND.code('ops'), STEP = FRAME_KIND.code('step'), DISCARD = FRAME_KIND.code('discard');
const WOUND = FRAME_KIND.code('wound'), LOSE_GOODS = FRAME_KIND.code('loseGoods');
const WHY_EFFECT = WHY.code('effect');
/** The WHY code of each effect, by EFFECT code. */
const WHY_OF_EFFECT = Int32Array.from(EFFECT.values, (id) => WHY.code(id));
/** 1 for the operations that do not count as the effect being used (effects.ts WRAPPERS), by op code. */
const WRAPPER = Uint8Array.from(OP.values, (k) => (k === 'if' || k === 'onWin' || k === 'atFightEnd' || k === 'discardPlayed' ? 1 : 0));
/** Each effect's operations as records, by EFFECT code. */
const EFFECT_RECS: readonly Int32Array[] = EFFECT.values.map((id) => {
  const out: number[] = [];
  encodeOps(CARD_EFFECTS[id].ops, out);
  return Int32Array.from(out);
});
/** Each card's EFFECT code, by card code. */
const EFFECT_OF_CARD = Int32Array.from(CARD.values, (id) => EFFECT.code(effectOfCard(id).id));
const PLAYED = OPC.discardPlayed;

/** Pushes an ops frame for `seat` with the records `recs[0..n)` (last run first) after `head[0..h)` and the source `src[at..]`; nothing when there are none (effects.ts `runOps`). */
function pushOpsT(c: TypedCtx, seat: number, head: ArrayLike<number>, h: number, recs: ArrayLike<number>, n: number, src: ArrayLike<number>, at: number, announce: boolean): number {
  if (h + n === 0) return -1;
  const f = pushFrameT(c.m, OPS, OF_RECS + h + n);
  const m = c.m;
  m[f + OF_SEAT] = seat; m[f + OF_ANNOUNCE] = announce ? 1 : 0;
  for (let i = 0; i < SRC_SIZE; i++) m[f + OF_SRC + i] = src[at + i];
  for (let i = 0; i < h; i++) m[f + OF_RECS + i] = head[i];
  for (let i = 0; i < n; i++) m[f + OF_RECS + h + i] = recs[i];
  return f;
}

/** Runs operations (their records, effects-codec.ts) for `seat` after the current step, with the source `src[at..]` (effects.ts `runOps`). */
export function runOpsT(c: TypedCtx, seat: number, recs: ArrayLike<number>, src: ArrayLike<number> = NO_SRC, at = 0, announce = false): void {
  pushOpsT(c, seat, recs, recs.length, recs, 0, src, at, announce);
}

/** Runs a card effect's operations (an EFFECT code) for its owner with the source `src[at..]`, its effect set (effects.ts `runEffect`). */
export function runEffectT(c: TypedCtx, seat: number, effect: number, src: ArrayLike<number>, at = 0, announce = true): void {
  const recs = EFFECT_RECS[effect];
  const f = pushOpsT(c, seat, recs, recs.length, recs, 0, src, at, announce);
  if (f >= 0) c.m[f + OF_SRC + S_EFFECT] = effect;
}

/** The discardPlayed record of a card, then scratch for a source. */
const PLAYED_REC = new Int32Array(3), SRC_SCRATCH = new Int32Array(SRC_SIZE);

/** Plays a card taken from the hand for its ACTION or REACTION with the source at `m[srcAt..]` (effects.ts `playCard`): its operations, then its discard. */
export function playCardT(c: TypedCtx, seat: number, card: number, srcAt: number): void {
  const effect = EFFECT_OF_CARD[card], recs = EFFECT_RECS[effect];
  PLAYED_REC[0] = card; PLAYED_REC[1] = PLAYED; PLAYED_REC[2] = 3; // the last to run: first in the body
  const f = pushOpsT(c, seat, PLAYED_REC, 3, recs, recs.length, c.m, srcAt, true);
  c.m[f + OF_SRC + S_EFFECT] = effect;
  c.m[f + OF_SRC + S_CARD] = card;
}

/** Plays an ACTION card (actions.ts `playAction`'s playCard) with its source: target (competitor code), hideout (space), story slot, each -1 when not named. */
export function playActionCardT(c: TypedCtx, seat: number, card: number, target: number, hideout: number, story: number): void {
  const s = SRC_SCRATCH;
  s[0] = -1; s[1] = card; s[2] = target; s[3] = hideout; s[4] = story; s[5] = -1;
  const effect = EFFECT_OF_CARD[card], recs = EFFECT_RECS[effect];
  PLAYED_REC[0] = card; PLAYED_REC[1] = PLAYED; PLAYED_REC[2] = 3;
  const f = pushOpsT(c, seat, PLAYED_REC, 3, recs, recs.length, s, 0, true);
  c.m[f + OF_SRC + S_EFFECT] = effect;
}

/** The fields of the operation being run (read before its record is dropped). */
const X = new Int32Array(8);
/** An `ask`'s options (its nested ints). */
const ASK_OPTS = new Int32Array(32);
/** An onWin's or atFightEnd's `then` records (its nested ints). */
const NESTED = new Int32Array(512);

/** The ops frame: one operation per step, in order (effects.ts `opsHandler`). */
export const opsHandlerT: TypedHandler = automaticT((c, f) => {
  const m = c.m, hdr = f - 2, end = hdr + m[hdr + 1];
  if (end === f + OF_RECS) { popFrameT(m); return; }
  if (m[L.HEAP_END] !== end) throw new Error('the ops frame runs only on top');
  const op = m[end - 2], size = m[end - 1], nf = OP_FIELDS[op], at = end - TRAILER - nf;
  const seat = m[f + OF_SEAT], effect = m[f + OF_SRC + S_EFFECT];
  if (m[f + OF_ANNOUNCE] === 1 && effect !== -1 && WRAPPER[op] === 0) {
    m[f + OF_ANNOUNCE] = 0;
    emitT(c, E.cardEffectUsed, seat, effect, m[f + OF_SRC + S_CARD]);
  }
  for (let i = 0; i < nf; i++) X[i] = m[at + i];
  const nested = size - TRAILER - nf;
  if (op === OPC.ask) for (let i = 0; i < nested; i++) ASK_OPTS[i] = m[end - size + i];
  else if (op === OPC.onWin || op === OPC.atFightEnd || op === OPC.choice) for (let i = 0; i < nested; i++) NESTED[i] = m[end - size + i];
  // Drop the record (an `if` that holds keeps its nested `then` records: they run next).
  const drop = op === OPC.if && condHoldsT(m, seat, X[0], m, f + OF_SRC) ? TRAILER + nf : size;
  L.zero(m, end - drop, drop);
  m[hdr + 1] -= drop;
  m[L.HEAP_END] = end - drop;
  const whyF = effect !== -1 ? WHY_OF_EFFECT[effect] : WHY_EFFECT;
  runOp(c, f, op, seat, whyF, nested);
});

/** A `to` field, or the frame's seat for -1. */
const orSeat = (to: number, seat: number): number => (to === -1 ? seat : to);
/** A `why` field, or the effect's for -1. */
const orWhy = (why: number, whyF: number): number => (why === -1 ? whyF : why);

/** The operation `op` with its fields in X (effects.ts OP_HANDLERS); `to` fields of -1 mean the frame's seat. */
function runOp(c: TypedCtx, f: number, op: number, seat: number, whyF: number, nested: number): void {
  const m = c.m;
  switch (op) {
    case OPC.money: gainMoneyT(c, orSeat(X[1], seat), X[0], orWhy(X[2], whyF)); return;
    case OPC.takeMoney: {
      const victim = m[f + OF_SRC + S_TARGET];
      if (victim === MIB_SEAT) { gainMoneyT(c, seat, X[0], whyF); return; } // from the supply (CONTENT.md §3)
      pushLoseGoodsT(c, victim, Math.min(X[0], m[L.playerAt(victim) + L.P_MONEY]), 0, seat, whyF);
      return;
    }
    case OPC.draw: drawCardsT(c, orSeat(X[1], seat), X[0], orWhy(X[2], whyF)); return;
    case OPC.lp: gainLpT(c, orSeat(X[1], seat), X[0], orWhy(X[2], whyF)); return;
    case OPC.loseLp: loseLpT(c, orSeat(X[1], seat), X[0], whyF); return;
    case OPC.marshal: gainMarshalT(c, orSeat(X[1], seat), X[0], orWhy(X[2], whyF)); return;
    case OPC.wanted: gainWantedT(c, orSeat(X[1], seat), X[0], orWhy(X[2], whyF)); return;
    case OPC.choice: pushEffectChoiceT(c, orSeat(X[3], seat), X[1], X[2], NESTED, nested, X[0], m, f + OF_SRC); return; // fields: sizeA, la, lb, to
    case OPC.banditReward: {
      const to = orSeat(X[0], seat);
      const fb = fightBodyT(m, m, f + OF_SRC), noMarshal = fb >= 0 && m[fb + FT.NO_MARSHAL] === 1;
      OPTS[0] = OPT.lp; OPTS[1] = OPT.marshal;
      pushChoiceT(c, to, KIND.banditReward, -1, OPTS, m[L.playerAt(to) + L.P_WANTED] > 0 || noMarshal ? 1 : 2);
      return;
    }
    case OPC.nugget: gainNuggetsT(c, orSeat(X[1], seat), X[0], whyF); return;
    case OPC.heal: healT(c, orSeat(X[1], seat), X[0], whyF); return;
    case OPC.wound: {
      const fb = X[2] === 0 ? -1 : fightBodyT(m, m, f + OF_SRC);
      const to = X[2] === 0 ? orSeat(X[1], seat) : fb < 0 ? -1 : opponentT(m, fb, seat); // opp without a fight: nobody
      if (to !== -1) pushWoundT(c, to, X[0], orWhy(X[4], whyF), X[3] === 1);
      return;
    }
    case OPC.modOpp: modOppT(m, fightBodyT(m, m, f + OF_SRC), seat, X[0]); return;
    case OPC.winTies: winTiesT(m, fightBodyT(m, m, f + OF_SRC), seat); return;
    case OPC.cancelFight: cancelFightT(m, fightBodyT(m, m, f + OF_SRC)); return;
    case OPC.peekFaceDown: peekFaceDownT(c, fightBodyT(m, m, f + OF_SRC), seat); return;
    case OPC.fightCardEffect: fightCardEffectT(m, f, fightBodyT(m, m, f + OF_SRC), X[0]); return;
    case OPC.winEffects: winEffectsT(c, fightBodyT(m, m, f + OF_SRC), m[f + OF_SRC + 5]); return;
    case OPC.onWin: case OPC.atFightEnd: // the last use of `f`: the fight below grows, moving this frame
      addPendingT(m, fightBodyT(m, m, f + OF_SRC), op === OPC.atFightEnd, seat, m[f + OF_SRC + S_EFFECT], m[f + OF_SRC + S_CARD], NESTED, nested);
      return;
    case OPC.preventWound: { const w = nearestT(m, WOUND); if (w >= 0) m[w + 1] = Math.max(0, m[w + 1] - X[0]); return; }
    case OPC.takeCattle: takeCattleT(c, seat); return;
    case OPC.move: pushStep(c, f, seat, X[0], MODE.card, 1); return;
    case OPC.extendMove: {
      const mv = nearestMoveT(m);
      if (mv >= 0) m[mv + MV_SPRINTED] = 1;
      pushStep(c, f, seat, X[0], MODE.extend, 1);
      return;
    }
    case OPC.moveAction: pushStep(c, f, seat, movementOfT(m, seat), MODE.free, X[0]); return;
    case OPC.moveSheriff: moveSheriffT(c, orSeat(X[1], seat), X[0]); return;
    case OPC.sheriffHome: m[L.SHERIFF] = SHERIFF_OFFICE; emitT(c, E.sheriffReturned, seat); sheriffHomeFightT(m, fightBodyT(m, m, f + OF_SRC)); return;
    case OPC.protectGoods: { const g = nearestT(m, LOSE_GOODS); if (g >= 0) m[g + 6] = 1; return; }
    case OPC.removeBandit: removeBanditT(c, seat, m[f + OF_SRC + S_HIDEOUT], m[f + OF_SRC + S_EFFECT]); return;
    case OPC.cycleStory: cycleStoryT(c, seat, m[f + OF_SRC + S_STORY]); return;
    case OPC.discard: {
      const to = orSeat(X[1], seat), n = Math.min(X[0], m[L.playerAt(to) + L.P_HAND]);
      if (n > 0) { const d = pushFrameT(m, DISCARD, 3); m[d] = to; m[d + 1] = n; m[d + 2] = X[2]; }
      return;
    }
    case OPC.discardRandom: for (let i = 0; i < X[0]; i++) discardRandomCardT(c, orSeat(X[1], seat), whyF); return;
    case OPC.pay: loseMoneyT(c, orSeat(X[1], seat), X[0], whyF); return;
    case OPC.arrest: arrestPlayerT(c, X[0], X[1]); return;
    case OPC.ask: ask(c, X[0], X[1], X[2], nested); return;
    case OPC.robLoot: {
      const v = L.playerAt(X[1]);
      let n = 0;
      if (m[v + L.P_MONEY] > 0) OPTS[n++] = OPT.money;
      if (m[v + L.P_NUGGETS] > 0) OPTS[n++] = OPT.nuggets;
      if (n > 0) pushChoiceT(c, X[0], KIND.robLoot, X[1], OPTS, n);
      return;
    }
    case OPC.robCattle: {
      if (m[L.playerAt(X[1]) + L.P_CATTLE] === -1 || m[L.playerAt(X[0]) + L.P_CATTLE] !== -1) return;
      OPTS[0] = OPT.take; OPTS[1] = OPT.leave;
      pushChoiceT(c, X[0], KIND.robCattle, X[1], OPTS, 2);
      return;
    }
    case OPC.discardPlayed: L.listPush(m, L.POKER_DISCARD, X[0]); return;
    case OPC.storyStart: storyStartT(c, X[0]); mibStoryRewardT(c, X[0]); return;
    case OPC.mib: mibOpT(c, X[0], X[1], X[2], X[3]); return;
    case OPC.storyBandits: storyBanditsT(c, X[0]); return;
    case OPC.storyEnd: storyEndT(c, X[0]); return;
    default: return; // if (done above), pokerWild, pokerChoose
  }
}

const OPTS = new Int32Array(4);
const SHERIFF_OFFICE = SPACE.code(PLACES.sheriffOffice);

/** Pushes a step frame (effects.ts `move`, `extendMove`, `moveAction`) with the ops frame's source. */
function pushStep(c: TypedCtx, f: number, seat: number, n: number, mode: number, left: number): void {
  const m = c.m, s = pushFrameT(m, STEP, ST_ABILITY + 1);
  m[s] = seat; m[s + 1] = n; m[s + 2] = mode; m[s + 3] = left;
  for (let i = 0; i < SRC_SIZE; i++) m[s + ST_SRC + i] = m[f + OF_SRC + i];
  m[s + ST_ABILITY] = -1;
}

/** The `ask` operation: a named choice, with its options or, for the kinds whose options depend on the state, the options of now (fight-results.ts `choiceOptions`). */
function ask(c: TypedCtx, kind: number, to: number, about: number, n: number): void {
  const m = c.m, p = L.playerAt(to);
  let k = n;
  if (n > 0 || (kind !== KIND.woundOrDiscard && kind !== KIND.discardOrPay && kind !== KIND.pointReward)) {
    for (let i = 0; i < n; i++) OPTS_ASK[i] = ASK_OPTS[i];
  } else if (kind === KIND.woundOrDiscard) {
    k = 0; OPTS_ASK[k++] = OPT.wound;
    if (m[p + L.P_HAND] > 0) OPTS_ASK[k++] = OPT.discardRandom;
  } else if (kind === KIND.discardOrPay) {
    k = 0;
    if (m[p + L.P_HAND] > 0) OPTS_ASK[k++] = OPT.discardCard;
    if (m[p + L.P_MONEY] > 0) OPTS_ASK[k++] = OPT.pay;
  } else {
    k = 0; OPTS_ASK[k++] = OPT.lp;
    if (m[p + L.P_WANTED] === 0) OPTS_ASK[k++] = OPT.marshal;
    OPTS_ASK[k++] = OPT.wanted;
  }
  if (k > 0) pushChoiceT(c, to, kind, about, OPTS_ASK, k);
}
const OPTS_ASK = new Int32Array(32);
