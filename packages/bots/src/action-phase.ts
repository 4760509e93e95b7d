// The heuristic's action phase (heuristic.ts): every legal action of the turn gets a score, the
// plan's value plus what it fulfils of the face-up stories and secret goals, and the best is
// taken. What does not depend on the action (the places the bot is heading for, the bandits'
// spaces, the story aims) is read once per decision, so a Move, most of the list, costs a table
// lookup and a short loop.
import { moveIndex, nextU32, nuggetCap, spacesWith, type Action, type RngState } from '@wl/engine';
import { DIST, dist, N_SPACES, spaceIndex } from './board.js';
import { effectOf, mibWinChance, pokerStrength } from './cards.js';
import { aimsOf, goalActionBonus } from './goal-targets.js';
import { goals, LP_PER_DOLLAR, shopValue, type Me } from './plans.js';
import { banditSpaces, storyActionBonus, type Aims, type SlotAim } from './stories.js';
import { fightBar, HEIST_CARD, heistRuledOut, pokerScore, revelReserve } from './characters.js';
import { playsPoker, tenGallonTrip } from './poker-plan.js';

/** Story worth (LP) in the heuristic's units: an action's score is about twice the LP it brings (deposit 3+n, prospect 2.1). */
export const STORY_WEIGHT = 2;

/**
 * One decision's data for scoring its actions, read once: the places the bot is heading for
 * (plans.ts `goals`) as space indices with their distances from the player's space, the bandits'
 * spaces and the story aims.
 */
export interface Heading {
  me: Me;
  /** The player's space index, and the first place of the plan (`goals(me)[0]`). */
  pos: number;
  first: number;
  /**
   * The plan's places a Move may approach: index, distance now and rank penalty (0.25 × rank in
   * `goals`). The places the player stands on and the repeats of an earlier place are left out:
   * they never raise a Move's best progress (a repeat's penalty is higher).
   */
  idx: number[];
  d0: number[];
  pen: number[];
  /**
   * The spaces holding a bandit, as a bit set of space indices (bit i % 32 of word i >> 5), and a
   * fight's worth there: nothing beyond the plan with a good card (a bandit ends the walk, R5.3,
   * and a detour for one lost paired games), −2 without one.
   */
  bandits: number[];
  bandit: number;
  /** What reaching a General Store is worth beyond the plan (the poker players' Ten-Gallon, poker-plan.ts), 0 for most. */
  store: number;
  aims: Aims;
}

/** The General Store spaces' indices (R6.1). */
const STORES = new Set(spacesWith('general-store').map(spaceIndex));

/** An empty bit set of space indices (Heading `bandits`), copied per decision. */
const NO_BANDITS = new Array<number>((N_SPACES + 31) >> 5).fill(0);

/** The decision's Heading for the player (Me) standing on a space. */
export function heading(me: Me): Heading {
  const pos = me.at;
  const list = goals(me);
  const from = pos * N_SPACES;
  const idx: number[] = [], d0: number[] = [], pen: number[] = [];
  for (let rank = 0; rank < list.length; rank++) {
    const g = list[rank];
    const d = DIST[from + g];
    if (d === 0 || idx.includes(g)) continue;
    idx.push(g); d0.push(d); pen.push(0.25 * rank);
  }
  const bandits = NO_BANDITS.slice();
  for (const i of banditSpaces(me)) if (i >= 0) bandits[i >> 5] |= 1 << (i & 31);
  return { me, pos, first: list[0], idx, d0, pen, bandits, bandit: me.best >= 11 ? 0 : -2, store: STORES.has(pos) ? 0 : tenGallonTrip(me), aims: aimsOf(me) };
}

/** True when the plan's next place is elsewhere: the player stands somewhere and is not on the plan's first place. */
export function wantsToMove(me: Me): boolean {
  if (!me.p.pos) return false;
  const h = heading(me);
  return h.first !== h.pos && h.idx.length > 0;
}

/** What a Move's progress toward a place of the plan is worth (scoreMove): a base, per step gained, on arriving; no gain. Shared with moveBound. */
const GAIN_BASE = 1, GAIN_STEP = 0.15, ARRIVE = 0.4, NO_GAIN = -0.5;

/**
 * A Move's score, by its destination's space index (the engine's `moveIndex` of a listed Move):
 * progress toward the plan's places, a bandit fight, and the face-up stories and secret goals
 * (an objective fulfilled or approached).
 */
export function scoreMove(h: Heading, i: number): number {
  const slots = h.aims.slots;
  const plan = planScore(h, i);
  return slots.length === 0 ? plan : plan + STORY_WEIGHT * storyMoveBonus(slots, i);
}

/** A Move's score without the stories and goals (scoreMove): progress toward the plan's places, a bandit fight, a store. */
function planScore(h: Heading, i: number): number {
  const at = i * N_SPACES;
  let best = -Infinity;
  const { idx, d0, pen } = h;
  for (let r = 0; r < idx.length; r++) {
    const d1 = DIST[at + idx[r]];
    const gain = d0[r] - d1;
    const v = gain > 0 ? GAIN_BASE + GAIN_STEP * gain + (d1 === 0 ? ARRIVE : 0) - pen[r] : NO_GAIN;
    best = Math.max(best, v);
  }
  if ((h.bandits[i >> 5] >>> (i & 31)) & 1) best += h.bandit; // a bandit fight (R13): +1 LP if won
  if (h.store !== 0 && STORES.has(i)) best += h.store;
  return best;
}

/**
 * The most storyMoveBonus can give a Move, per aim in the same order, so that no rounding puts a
 * Move's bonus above it (floating-point sums and products are monotone): an aim fulfilled by the
 * Move, or its progress row's 1 reached (rows never exceed 1); never below 0, what an aim the
 * Move does not serve adds.
 */
function storyCap(slots: readonly SlotAim[]): number {
  let v = 0;
  for (let k = 0; k < slots.length; k++) {
    const s = slots[k];
    v += s.field === null ? Math.max(0, s.spotWorth) : Math.max(0, s.byMove ? s.wp : 0, s.wp * Math.max(0, 1 - s.from) * s.step);
  }
  return v;
}

/** What a Move to space index `i` is worth for the face-up stories and secret goals (stories.ts aims): fulfilling an objective, or progress toward one. */
function storyMoveBonus(slots: readonly SlotAim[], i: number): number {
  let v = 0;
  for (let k = 0; k < slots.length; k++) {
    const s = slots[k];
    const field = s.field;
    if (field === null) { if (s.spots!.includes(i)) v += s.spotWorth; continue; }
    const d = field[i];
    if (d === 0 && s.byMove) { v += s.wp; continue; }
    const gain = (d < 64 ? s.row[d] : 0) - s.from;
    if (gain > 0) v += s.wp * gain * s.step;
  }
  return v;
}

/** An action's score in the action phase: its plan's value plus what it fulfils of the face-up stories and secret goals. */
export function mainActionScore(h: Heading, a: Action): number {
  return a.type === 'move' ? scoreMove(h, moveIndex(a)) : otherScore(h, a);
}

/** The score of an action other than a Move (mainActionScore). */
function otherScore(h: Heading, a: Action): number {
  return actionScore(h, a) + storyScore(h.me, h.aims, a);
}

/** The tie-break of the action at place `k` of the list for the decision's draw `r` (bestAction): under TIE_MAX either way. */
const tie = (k: number, r: number): number => (Math.imul(k + 1, 0x9e3779b1) ^ r) * TIE;

/**
 * The action-phase pick: the best score plus a tie-break under 0.001, drawn once a decision and
 * spread over the list (a multiplicative hash of the action's place and the draw), so equal
 * scores go to a random one without a draw per action. The actions other than Moves are scored
 * first; the Moves, most of the list, only when one of them could beat the best of those
 * (moveBound), which spares them in about a third of the decisions; a Move's story bonus only when
 * the most it could be (storyCap) would lift the Move to the best so far (1.8% of a search's
 * instructions). The pick is the one a single pass in list order makes: the highest total, the
 * earliest on equal totals.
 */
export function bestAction(h: Heading, legal: readonly Action[], rng: RngState): Action {
  const r = nextU32(rng);
  let b = legal[0];
  let bs = -Infinity;
  let bk = legal.length;
  let moves = 0;
  if (MOVES.length < legal.length) MOVES = new Int32Array(2 * legal.length);
  for (let k = 0; k < legal.length; k++) {
    const a = legal[k];
    if (a.type === 'move') { MOVES[moves++] = k; continue; } // an action's type is read once: the list holds actions of many shapes
    const s = otherScore(h, a) + tie(k, r);
    if (s > bs || (s === bs && k < bk)) { bs = s; b = a; bk = k; }
  }
  if (moves === 0 || bs > moveBound(h) + 2 * TIE_MAX) return b;
  const slots = h.aims.slots;
  const cap = slots.length === 0 ? 0 : STORY_WEIGHT * storyCap(slots);
  for (let m = 0; m < moves; m++) {
    const k = MOVES[m];
    const a = legal[k] as Extract<Action, { type: 'move' }>;
    const i = moveIndex(a);
    const t = tie(k, r);
    let s = planScore(h, i);
    if (slots.length !== 0) {
      if (s + cap + t < bs) continue; // even the stories' most cannot lift it to the best so far: their bonus is not worked out
      s += STORY_WEIGHT * storyMoveBonus(slots, i);
    }
    s += t;
    if (s > bs || (s === bs && k < bk)) { bs = s; b = a; bk = k; }
  }
  return b;
}

/** The places of the Moves in the list bestAction is scoring (scratch: filled and read with no call to bestAction between). */
let MOVES = new Int32Array(256);

/**
 * No Move scores more than this (scoreMove, with its constants): the most progress toward a place of the plan (its
 * distance covered in full, arriving), a store's worth, no bandit (never a gain), and every story
 * aim's most: fulfilled by the Move, or its progress row's 1 reached from where the player stands.
 */
export function moveBound(h: Heading): number {
  const { d0, pen } = h;
  if (d0.length === 0) return -Infinity; // every Move scores −∞ (no place of the plan to approach)
  let best = NO_GAIN;
  for (let r = 0; r < d0.length; r++) best = Math.max(best, GAIN_BASE + GAIN_STEP * d0[r] + ARRIVE - pen[r]); // the whole distance covered, arriving
  return best + Math.max(0, h.store) + STORY_WEIGHT * storyCap(h.aims.slots);
}

/** Scales a signed 32-bit tie-break into [−0.0005, 0.0005). */
const TIE = 1e-3 / 2 ** 32;
/** The largest tie-break either way (bestAction): 0.0005. */
const TIE_MAX = TIE * 2 ** 31;

/** What an action other than a Move fulfils of a face-up story's objective or a secret goal (goal-targets.ts), in the heuristic's units. */
export function storyScore(me: Me, aims: Aims, a: Action): number {
  const v = aims.slots.length === 0 ? 0 : storyActionBonus(aims, a, me);
  return STORY_WEIGHT * (me.view.goals ? v + goalActionBonus(me, a) : v);
}

function actionScore(h: Heading, a: Action): number {
  const { me } = h;
  const { p, view } = me;
  switch (a.type) {
    case 'work': return 0.33;
    case 'deposit': return 3 + a.nuggets;
    case 'prospect': return p.nuggets < nuggetCap(p) ? 2.1 : 0.2;
    case 'takeCattle': return 2;
    case 'heal': return p.wounds * 2.2; // per wound: 1 LP at final scoring and 1 card (R15.2, R19.2)
    case 'revel': {
      const keep = view.endTriggeredRound !== null ? 0 : revelReserve(me);
      const all = a.lp * 30 === p.money && (keep === 0 || !playsPoker(p)); // the poker players keep an ante
      return p.money - a.lp * 30 >= keep || all ? 2 + a.lp * 0.5 : 0.1;
    }
    case 'buy': case 'upgrade': {
      const v = shopValue(p, a, p.money);
      return v > 0 ? 2 + v : -1;
    }
    case 'heist': {
      // Win: $80 and 3 Wanted; even a loss gives 1 Wanted point, and a Wanted player gains LP every turn (R11.6).
      // With a good card 3.5: above prospecting and most actions, below a deposit (3 + nuggets), so a depositor deposits first; the plan comes to the Bank for it (plans.ts).
      if (heistRuledOut(p)) return -1;
      return me.best >= HEIST_CARD ? 3.5 : p.wanted === 0 ? 2.5 : 0.5;
    }
    case 'poker': return pokerScore(me, pokerStrength(me.hand, []));
    case 'fight': {
      if (a.target === 'mib') return mibFightScore(me, a.kind);
      const t = view.players[a.target];
      const bar = fightBar(p);
      if (a.kind === 'duel') return me.best >= bar ? 1.8 + (me.best - bar) * 0.2 : -1;
      if (a.kind === 'arrest') return me.best >= bar ? 2 + t.wanted * 0.2 : -1;
      // Rob: half their money or nuggets, +1 Wanted; only for a rich target and never as a Marshal.
      const loot = Math.max(Math.ceil(t.money / 20) * 10 * LP_PER_DOLLAR, Math.ceil(t.nuggets / 2) * 1.6);
      return me.best >= 11 && p.marshal === 0 && loot >= 1.3 ? 1 + loot * 0.7 : -1;
    }
    case 'playAction': return actionCardScore(me, a);
    case 'useItem': return p.wounds >= 1 ? 2.4 : -1; // Provisions: heal 1 wound and draw 1 card
    default: return h.first === h.pos ? 0 : -0.1;
  }
}

/** Duel or Rob the Man in Black when it pays: +2 LP, or +1 Wanted and $60 / 2 nuggets; a loss costs a wound. */
function mibFightScore(me: Me, kind: string): number {
  const pWin = mibWinChance(me.hand);
  const loss = (1 - pWin) * 0.8; // a wound (−1 LP at the end), softened by the card the loser draws
  if (kind === 'duel') return pWin * 4 - loss;
  if (kind === 'rob') return me.p.marshal > 0 ? -1 : pWin * 5 - loss;
  return -1;
}

function actionCardScore(me: Me, a: Extract<Action, { type: 'playAction' }>): number {
  const { p, view } = me;
  switch (effectOf(a.card)) {
    case 'tall-tale': return 1.7;
    case 'payday': return p.money <= 90 ? 1.3 : 0.2;
    case 'reputation': return 1.4;
    case 'hired-gun': return p.wanted > 0 ? 1.2 : 1.4;
    case 'telegraph': return 0.7;
    case 'pickpocket': {
      const t = a.target === 'mib' ? { money: 120 } : a.target !== undefined ? view.players[a.target] : null; // the Man in Black pays from the supply
      return t && t.money >= 20 && p.marshal === 0 ? 0.9 : -1;
    }
    case 'cattle-drive': return view.you?.cattle ? -1 : 1.4;
    case 'manhunt': {
      let wantedOthers = 0;
      for (const q of view.players) if (q.seat !== me.seat && q.wanted > 0 && q.pos && dist(view.sheriff, q.pos) <= 3) wantedOthers++;
      return p.wanted === 0 && wantedOthers > 0 ? 0.9 : -1;
    }
    case 'saddle-up': return 0.3;
    default: return 0.2;
  }
}
