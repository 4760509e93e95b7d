// The Goal variant's checks (goals.ts `checkGoals`, R21, CONTENT.md §9) for the typed engine: the
// event records emitted since the last check and the state against every watched goal, in v1's
// order; completed goals are revealed (goalCompleted: kind GOAL, a nth) and push 'tokens' frames
// (tokens.ts). Progress entries (layout.ts G_PROGRESS) stay compact in insertion order, as v1's
// progress object's keys do (a T goal's entry deleted at a new turn and added again goes last).
import { GOAL_CARDS, type GoalEvent, type GoalKey } from '../content/goals.js';
import { SPACES } from '../content/map.js';
import { cardValue } from '../content/poker-cards.js';
import { categoryStrength } from '../poker-hand.js';
import { CARD, CHARACTER, GOAL, GOAL_KEY, SPACE, WHY } from './codes.js';
import { emitT, EVENT, EVENT_SIZE, type TypedCtx } from './ctx.js';
import { E } from './events.js';
import { FIGHT_KIND } from './fight-layout.js';
import { FRAME_KIND, TURN_STEP } from './frames.js';
import { stateHoldsT } from './goals-state.js';
import * as L from './layout.js';
import { pushFrameT } from './stack.js';

const byId = new Map(SPACES.map((s) => [s.id, s]));
const REGION = SPACE.values.map((id) => String(byId.get(id)!.region));
const IN_TOWN = SPACE.values.map((id) => byId.get(id)!.inTown);
const LETTER = SPACE.values.map((id) => byId.get(id)!.hideout);
/** GOAL_KEY codes per space: its region, its hideout letter, its id. */
const REGION_KEY = REGION.map((r) => GOAL_KEY.code(r));
const LETTER_KEY = LETTER.map((l) => GOAL_KEY.code(String(l)));
const SPACE_KEY = SPACE.values.map((id) => GOAL_KEY.code(id));
/** GOAL_KEY codes of seats 0..5 (also T goals' event places '0', '1'), and of null. */
const SEAT_KEY = ['0', '1', '2', '3', '4', '5', 'mib'].map((x) => GOAL_KEY.code(x)); // by competitor code
const NULL_KEY = GOAL_KEY.code('null');
const UNDEFINED_KEY = GOAL_KEY.code('undefined');

const COND = GOAL.values.map((id) => GOAL_CARDS[id].condition);
const KIND = GOAL.values.map((id) => GOAL_CARDS[id].condition.kind);
/** Per character code: its goals' codes, state goals and event goals apart, and its T goals. */
const byCharacter = (pick: (k: string) => boolean): number[][] =>
  CHARACTER.values.map((ch) => GOAL.values.flatMap((id, code) => (GOAL_CARDS[id].character === ch && pick(KIND[code]) ? [code] : [])));
const STATE_GOALS = byCharacter((k) => k === 'S');
const EVENT_GOALS = byCharacter((k) => k !== 'S');
const T_GOALS = byCharacter((k) => k === 'T');

const FIGHT_RESOLVED = EVENT.code('fightResolved'), GOAL_COMPLETED = EVENT.code('goalCompleted');
/** A fightResolved record's winner when the Man in Black won, and its flag when he attacked (typed/mib-fight.ts). */
const MIB_WINNER = 6, MIB_ATTACKED = 1 << 18;
const TURN_STARTED = E.turnStarted, MIB_TURN_STARTED = EVENT.code('manInBlackTurnStarted');
/** 1 for the event types some goal reads (v1's GOAL_EVENT_TYPES). */
const READ = new Uint8Array(EVENT.values.length);
for (const t of ['fightResolved', 'banditDefeated', 'revelled', 'goodsTaken', 'moved', 'pokerPlayed', 'cattleDelivered',
  'nuggetsDeposited', 'prospected', 'moveEnded', 'storyContributed']) READ[EVENT.code(t)] = 1;
const ROB = WHY.code('rob'), GUARD = FIGHT_KIND.code('guard'), SHERIFF = FIGHT_KIND.code('sheriff');
const TURN = FRAME_KIND.code('turn'), MIB_STEP = TURN_STEP.code('mib'), TOKENS = FRAME_KIND.code('tokens');

/** The seat the record at `i` counts for under a non-poker goal event, or -1 (goals.ts `creditOf`). */
function creditOfT(m: Int32Array, ev: Int32Array, i: number, g: GoalEvent): number {
  const type = ev[i], seat = ev[i + 1], kind = ev[i + 2], a = ev[i + 3], b = ev[i + 4], x = ev[i + 5];
  switch (g.ev) {
    case 'winFight': {
      // fightResolved (typed/fight.ts): kind, a winner, b the attacker's space, c flags and cards
      if (type !== FIGHT_RESOLVED || a === -1 || a === MIB_WINNER) return -1; // won by an NPC or the Man in Black
      const vs = (x & 2) !== 0 ? (kind === GUARD ? 'guard' : kind === SHERIFF ? 'sheriff' : 'bandit') : 'player';
      if (vs !== g.vs) return -1;
      const active = a === seat && (x & MIB_ATTACKED) === 0; // the Man in Black may be the attacker (mib-fight.ts: bit 18)
      if ((g.fight || g.asActive) && !active) return -1;
      if (g.fight && kind !== FIGHT_KIND.code(g.fight)) return -1;
      if (g.where === 'town' && (b === -1 || !IN_TOWN[b])) return -1;
      if (g.where === 'outside' && (b === -1 || IN_TOWN[b])) return -1;
      if (g.where === 'red-falls' && (b === -1 || REGION[b] !== 'red-falls')) return -1;
      if (g.cardMax !== undefined) {
        const card = active ? (x >> 3) & 63 : (x >> 12) & 63; // card + 1; 0 none
        if ((x & 1) !== 0 || card === 0 || cardValue(CARD.at(card - 1)) > g.cardMax) return -1;
      }
      if (g.minWounds !== undefined && m[L.playerAt(a) + L.P_WOUNDS] < g.minWounds) return -1;
      return a;
    }
    case 'defeatBandit': return type === E.banditDefeated && (!g.letter || (a !== -1 && LETTER[a] === g.letter)) ? seat : -1;
    case 'revel': return type === E.revelled && a >= g.minLp ? seat : -1;
    case 'robTake': return type === E.goodsTaken && x === ROB && (a >= g.money || b >= g.nuggets) ? seat : -1;
    case 'crossMesa': return type === E.moved && x > 0 ? seat : -1;
    case 'deliver': return type === E.cattleDelivered && (!g.mode || kind === (g.mode === 'wrangle' ? 0 : 1)) ? seat : -1;
    case 'deposit': return type === E.nuggetsDeposited && a >= g.min ? seat : -1;
    case 'mine': return type === E.prospected && b >= (g.minNuggets ?? 0) ? seat : -1;
    case 'endMove':
      if (type !== E.moveEnded || a === -1) return -1;
      if (g.town && REGION[a] !== g.town) return -1;
      return g.countryside && IN_TOWN[a] ? -1 : seat;
    case 'contribute': return type === E.storyContributed ? seat : -1;
    case 'winPoker': return -1; // credited by `credits`
  }
}

/** True when the record at `i` counts for `seat` under goal event `g` (goals.ts `credits`; a split pot counts for each winner). */
function credits(m: Int32Array, ev: Int32Array, i: number, g: GoalEvent, seat: number): boolean {
  if (g.ev !== 'winPoker') return creditOfT(m, ev, i, g) === seat;
  // pokerPlayed: a space, b winners mask (+ 256 × share), c each seat's category strength in 4 bits
  if (ev[i] !== E.pokerPlayed || (ev[i + 4] & (1 << seat)) === 0) return false;
  if (g.town && REGION[ev[i + 3]] !== g.town) return false;
  return !g.minCategory || ((ev[i + 5] >> (4 * seat)) & 15) >= categoryStrength(g.minCategory);
}

/** The GOAL_KEY code that makes matching events distinct (goals.ts `keyOf`). */
function keyOfT(k: GoalKey, ev: Int32Array, i: number): number {
  const a = ev[i + 3];
  switch (k) {
    case 'region': return a === -1 ? UNDEFINED_KEY : REGION_KEY[a]; // moveEnded: a space
    case 'letter': return a === -1 ? UNDEFINED_KEY : LETTER_KEY[a]; // banditDefeated: a hideout
    case 'mine': return a === -1 ? UNDEFINED_KEY : SPACE_KEY[a]; // prospected: a space
    case 'opponent': { // fightResolved: the loser is the target when the attacker won, else the attacker
      const target = ((ev[i + 5] >> 9) & 7) - 1;
      const loser = a === ev[i + 1] ? target : ev[i + 1];
      return loser < 0 ? NULL_KEY : SEAT_KEY[loser];
    }
  }
}

/** The offset of `goal`'s progress entry of a seat, or -1. */
function entryOf(m: Int32Array, o: number, goal: number): number {
  for (let j = 0; j < L.CAP.goals; j++) if (m[o + L.G_PROGRESS + j * L.PROGRESS_SIZE] === goal) return o + L.G_PROGRESS + j * L.PROGRESS_SIZE;
  return -1;
}

/** Adds one event to a C or T goal's progress (`key` a GOAL_KEY code, -1: a count); true when it reaches its count (goals.ts `advance`). */
function advanceT(m: Int32Array, seat: number, goal: number, key: number): boolean {
  const cond = COND[goal];
  if (cond.kind !== 'C' && cond.kind !== 'T') return false;
  const o = L.goalsAt(seat);
  let p = entryOf(m, o, goal);
  if (p === -1) {
    p = entryOf(m, o, -1); // the first free entry: entries stay compact, in insertion order
    m[p] = goal; m[p + 1] = key === -1 ? 0 : 1; m[p + 2] = 0;
  }
  if (key === -1) return ++m[p + 2] >= cond.count;
  if (L.listIndexOf(m, p + 2, key) === -1) L.listPush(m, p + 2, key);
  return m[p + 2] >= cond.count;
}

/** A new turn: every seat's T goals' progress is deleted (goals.ts `resetTurnGoals`). */
function resetTurnGoalsT(m: Int32Array, n: number): void {
  for (let seat = 0; seat < n; seat++) {
    const ch = m[L.playerAt(seat) + L.P_CHARACTER];
    if (ch === -1) continue;
    const o = L.goalsAt(seat);
    for (const goal of T_GOALS[ch]) {
      const p = entryOf(m, o, goal);
      if (p === -1) continue;
      const last = o + L.G_PROGRESS + (L.CAP.goals - 1) * L.PROGRESS_SIZE;
      for (let q = p; q < last; q++) m[q] = m[q + L.PROGRESS_SIZE]; // the later entries move up
      L.zero(m, last, L.PROGRESS_SIZE);
      m[last] = -1;
    }
  }
}

/** Goals reached in this check, as seat × 64 + goal code, in order. */
const reached = new Int32Array(64);
let nReached = 0;
const hasReached = (seat: number, goal: number): boolean => {
  for (let j = 0; j < nReached; j++) if (reached[j] === seat * 64 + goal) return true;
  return false;
};
/** Neither completed nor missed. */
const watching = (m: Int32Array, o: number, goal: number): boolean =>
  L.listIndexOf(m, o + L.G_DONE, goal) === -1 && L.listIndexOf(m, o + L.G_MISSED, goal) === -1;

/** True during `seat`'s own turn, not the Man in Black's (goals.ts `ownTurn`). */
function ownTurnT(m: Int32Array, seat: number): boolean {
  if (m[L.T_SEAT] !== seat) return false;
  if (m[L.STACK] === 0) return true;
  const body = m[L.STACK + 1] + 2;
  return !(m[body - 2] === TURN && m[body] === MIB_STEP);
}

/** One event record against every watched E, C and T goal (goals.ts `eventGoals`). */
function eventGoalsT(m: Int32Array, ev: Int32Array, i: number, n: number): void {
  for (let seat = 0; seat < n; seat++) {
    const ch = m[L.playerAt(seat) + L.P_CHARACTER];
    if (ch === -1) continue;
    const o = L.goalsAt(seat);
    for (const goal of EVENT_GOALS[ch]) {
      if (!watching(m, o, goal) || hasReached(seat, goal)) continue;
      const cond = COND[goal];
      if (cond.kind === 'S') continue;
      if (cond.kind === 'E') {
        if (credits(m, ev, i, cond.event, seat)) reached[nReached++] = seat * 64 + goal;
        continue;
      }
      if (cond.kind === 'T' && !ownTurnT(m, seat)) continue;
      for (let j = 0; j < cond.events.length; j++) {
        if (!credits(m, ev, i, cond.events[j], seat)) continue;
        const key = cond.distinct ? keyOfT(cond.distinct, ev, i) : cond.kind === 'T' ? SEAT_KEY[j] : -1;
        if (advanceT(m, seat, goal, key) && !hasReached(seat, goal)) reached[nReached++] = seat * 64 + goal;
      }
    }
  }
}

/** Checks the records emitted since the last check and the state against every watched goal (goals.ts `checkGoals`). */
export function checkGoalsT(c: TypedCtx): void {
  const { m, ev } = c;
  const from = c.goalsChecked, to = c.evLen;
  c.goalsChecked = to;
  if (m[L.FINISHED] === 1) return;
  const n = m[L.N_SEATS];
  nReached = 0;
  for (let i = from; i < to; i += EVENT_SIZE) {
    const t = ev[i];
    if (t === TURN_STARTED || t === MIB_TURN_STARTED) resetTurnGoalsT(m, n);
    if (READ[t] === 1) eventGoalsT(m, ev, i, n);
  }
  if (from < to || from === 0) { // a state changes only with an event (goals.ts)
    for (let seat = 0; seat < n; seat++) {
      const ch = m[L.playerAt(seat) + L.P_CHARACTER];
      if (ch === -1) continue;
      const o = L.goalsAt(seat);
      for (const goal of STATE_GOALS[ch]) {
        if (watching(m, o, goal) && !hasReached(seat, goal) && stateHoldsT(m, seat, goal)) reached[nReached++] = seat * 64 + goal;
      }
    }
  }
  if (nReached === 0) return;
  completeT(c, n);
}

/** Reveals the reached goals, active player first then seat order, and pushes their tokens frames (the first completed on top). */
function completeT(c: TypedCtx, n: number): void {
  const m = c.m, turn = m[L.T_SEAT];
  const order = (r: number): number => ((r >> 6) - turn + n) % n;
  for (let j = 1; j < nReached; j++) { // a stable insertion sort, as Array.prototype.sort
    const r = reached[j];
    let k = j - 1;
    while (k >= 0 && order(reached[k]) > order(r)) { reached[k + 1] = reached[k]; k--; }
    reached[k + 1] = r;
  }
  let frames = 0;
  for (let j = 0; j < nReached; j++) {
    const seat = reached[j] >> 6, goal = reached[j] & 63, o = L.goalsAt(seat);
    const at = L.listIndexOf(m, o + L.G_SECRET, goal);
    if (at === -1) { L.listPush(m, o + L.G_MISSED, goal); continue; } // the discarded goal: nothing happens
    L.listRemoveAt(m, o + L.G_SECRET, at);
    L.listPush(m, o + L.G_DONE, goal);
    emitT(c, GOAL_COMPLETED, seat, goal, m[o + L.G_DONE]);
    reached[frames++] = seat * 64 + m[o + L.G_DONE]; // seat, keep
  }
  for (let j = frames - 1; j >= 0; j--) {
    const f = pushFrameT(m, TOKENS, 3);
    m[f] = reached[j] >> 6; m[f + 1] = reached[j] & 63; m[f + 2] = -1;
  }
}
