// A player's turn (turn.ts, R4) for the typed engine: the start, the benefit, active items, the
// three actions, the end-of-turn steps and the passage to the next seat, with the Man in Black's
// turn at the end of a round (typed/mib.ts).
import { ITEMS } from '../content/items.js';
import { trackRow } from '../content/tracks.js';
import { ITEM, WHY } from './codes.js';
import { fightActionT, heistActionT } from './fight-begin.js';
import { emitT, type TypedCtx } from './ctx.js';
import { E } from './events.js';
import { A, ACTION_TYPES, argsOf, code, kindOf } from './action-codes.js';
import { abilityHandLimitT, handLimitAbilitiesT, startOfTurnAbilitiesT } from './abilities.js';
import { otherMainActionsT } from './actions-list.js';
import { FRAME_KIND, TURN_STEP } from './frames.js';
import { NotPorted, promptsT, type TypedHandler } from './handler.js';
import * as L from './layout.js';
import { moveActionsT, startMoveActionT } from './movement.js';
import {
  discardItemT, drawCardsT, gainLpT, gainMoneyT, healT, loseMoneyT, loseNuggetsT, takeCattleT,
} from './ops.js';
import { newTurnT } from './setup.js';
import { resolveStoriesT } from './stories.js';
import { playActionCardT } from './effects.js';
import { startShoppingT } from './store.js';
import { startMineT } from './mine.js';
import { startPokerT } from './poker.js';
import { popFrameT, pushFrameT } from './stack.js';
import { finishGameT } from './scoring.js';
import { mibTurnDueT, startMibTurnT } from './mib.js';

const S = {
  start: TURN_STEP.code('start'), benefit: TURN_STEP.code('benefit'), items: TURN_STEP.code('items'), actions: TURN_STEP.code('actions'),
  stories: TURN_STEP.code('stories'), handLimit: TURN_STEP.code('handLimit'), wanted: TURN_STEP.code('wanted'), next: TURN_STEP.code('next'),
  mib: TURN_STEP.code('mib'),
};
const W = {
  startOfTurn: WHY.code('startOfTurn'), deposit: WHY.code('deposit'), revel: WHY.code('revel'), doctor: WHY.code('doctor'),
  work: WHY.code('work'), provisions: WHY.code('provisions'), wantedRow: WHY.code('wantedRow'), handLimit: WHY.code('handLimit'),
};
const BENEFIT_PROMPTS = promptsT('startBenefit', 'R4.1');
const ACTIVE_PROMPTS = promptsT('chooseActive', 'R4.1');
const ACTION_PROMPTS = promptsT('action', 'R4.2');
/** Item kind by item code: 0 weapon, 1 mount, 2 other. */
const KIND = Int8Array.from(ITEM.values, (id) => (ITEMS[id].kind === 'weapon' ? 0 : ITEMS[id].kind === 'mount' ? 1 : 2));
const PROVISIONS = ITEM.code('provisions');
const REVEL_PRICE = 30;
const DISCARD = FRAME_KIND.code('discard');

/** Scratch of `activeChoicesT`: the seat's weapons and mounts (item codes), in the order of its items. */
const WEAPONS = new Int32Array(32), MOUNTS = new Int32Array(32);

/** True when R4.1(c) is a real choice: 2+ weapons or 2+ mounts. */
function hasActiveChoiceT(m: Int32Array, seat: number): boolean {
  const at = L.playerAt(seat) + L.P_ITEMS;
  let weapons = 0, mounts = 0;
  for (let i = 1; i <= m[at]; i++) {
    const kind = KIND[m[at + i] >> 1];
    if (kind === 0) weapons++;
    else if (kind === 1) mounts++;
  }
  return weapons >= 2 || mounts >= 2;
}

/** Writes the weapon/mount pairs (turn.ts `activeChoices`): each weapon (or none) with each mount (or none), in the order of the items; returns how many. */
function activeChoicesT(m: Int32Array, seat: number, out: Int32Array): number {
  if (!hasActiveChoiceT(m, seat)) return 0;
  const at = L.playerAt(seat) + L.P_ITEMS;
  let nw = 0, nm = 0;
  for (let i = 1; i <= m[at]; i++) {
    const item = m[at + i] >> 1;
    if (KIND[item] === 0) WEAPONS[nw++] = item;
    else if (KIND[item] === 1) MOUNTS[nm++] = item;
  }
  if (nw === 0) WEAPONS[nw++] = -1;
  if (nm === 0) MOUNTS[nm++] = -1;
  let n = 0;
  for (let w = 0; w < nw; w++) for (let k = 0; k < nm; k++) out[n++] = code(A.chooseActive, (WEAPONS[w] + 1) | ((MOUNTS[k] + 1) << 8));
  return n;
}

/** Passes the turn to the next seat, ending the round (turn.ts `nextTurn`); the end of the game is not ported yet. */
function nextTurnT(c: TypedCtx, f: number): void {
  const { m } = c;
  const n = m[L.N_SEATS];
  const next = (m[L.T_SEAT] + 1) % n;
  let round = m[L.T_ROUND];
  if (next === m[L.FIRST_SEAT]) {
    emitT(c, E.roundEnded, -1, -1, round);
    if (m[L.END_ROUND] !== -1 && round >= m[L.END_ROUND] + 1) {
      popFrameT(m);
      finishGameT(c);
      return;
    }
    round++;
  }
  newTurnT(m, next, round);
  m[f] = S.start;
}

/** An ACTION card (actions.ts `playAction`, R17.2): out of the hand, shown, applied with its source, discarded; `x` the code's arguments (action-codes.ts). */
function playActionT(c: TypedCtx, seat: number, x: number): void {
  const card = x & 63, target = ((x >> 6) & 7) - 1, place = x >> 9, hand = L.playerAt(seat) + L.P_HAND;
  L.listRemoveAt(c.m, hand, L.listIndexOf(c.m, hand, card));
  emitT(c, E.actionCardPlayed, seat, -1, card);
  playActionCardT(c, seat, card, target, place > 0 && place < 128 ? place - 1 : -1, place >= 128 ? place - 128 : -1);
}

/** Spends one action and performs it (actions.ts `applyMainAction`). */
function applyMainActionT(c: TypedCtx, seat: number, action: number): void {
  const { m } = c;
  const k = kindOf(action), x = argsOf(action);
  const o = L.playerAt(seat);
  if (k !== A.move && k !== A.deposit && k !== A.revel && k !== A.heal && k !== A.work && k !== A.takeCattle && k !== A.useItem
    && k !== A.buy && k !== A.upgrade && k !== A.prospect && k !== A.poker && k !== A.playAction && k !== A.fight && k !== A.heist) {
    throw new NotPorted(`the ${ACTION_TYPES[k]} action`);
  }
  m[L.T_ACTIONS_LEFT]--;
  if (k === A.playAction) { playActionT(c, seat, x); return; }
  if (k === A.fight) { fightActionT(c, seat, x); return; }
  if (k === A.heist) { heistActionT(c, seat); return; }
  if (k === A.move) startMoveActionT(c, seat, action);
  else if (k === A.buy || k === A.upgrade) startShoppingT(c, seat, action);
  else if (k === A.prospect) startMineT(c, seat);
  else if (k === A.poker) startPokerT(c, seat);
  else if (k === A.deposit) {
    loseNuggetsT(c, seat, x, W.deposit);
    emitT(c, E.nuggetsDeposited, seat, -1, x);
    gainMoneyT(c, seat, 20 * x, W.deposit);
    gainLpT(c, seat, x, W.deposit);
  } else if (k === A.revel) {
    loseMoneyT(c, seat, REVEL_PRICE * x, W.revel);
    emitT(c, E.revelled, seat, -1, x);
    gainLpT(c, seat, x, W.revel);
  } else if (k === A.heal) {
    loseMoneyT(c, seat, 10, W.doctor);
    const removed = healT(c, seat, m[o + L.P_WOUNDS], W.doctor);
    emitT(c, E.healed, seat, -1, removed);
    drawCardsT(c, seat, removed, W.doctor);
  } else if (k === A.work) {
    gainMoneyT(c, seat, 10, W.work);
    emitT(c, E.worked, seat, -1, m[o + L.P_POS]);
  } else if (k === A.takeCattle) takeCattleT(c, seat);
  else {
    discardItemT(c, seat, PROVISIONS);
    drawCardsT(c, seat, 1, W.provisions);
    healT(c, seat, 1, W.provisions);
  }
}

/** The turn frame (turn.ts `turnHandler`); its body is the step (TURN_STEP code). */
export const turnHandlerT: TypedHandler = {
  prompt(m, f) {
    const seat = m[L.T_SEAT], step = m[f];
    if (step === S.benefit) return BENEFIT_PROMPTS[seat];
    if (step === S.items && hasActiveChoiceT(m, seat)) return ACTIVE_PROMPTS[seat];
    if (step === S.actions && m[L.T_ACTIONS_LEFT] > 0) return ACTION_PROMPTS[seat];
    return -1;
  },
  legal(m, f, out) {
    const seat = m[L.T_SEAT], step = m[f];
    if (step === S.benefit) { out[0] = code(A.takeBenefit, 0); out[1] = code(A.takeBenefit, 1); out[2] = code(A.takeBenefit, 2); return 3; }
    if (step === S.items) return activeChoicesT(m, seat, out);
    return otherMainActionsT(m, seat, out, moveActionsT(m, seat, out, 0));
  },
  apply(c, f, action) {
    const { m } = c;
    const seat = m[L.T_SEAT];
    const k = kindOf(action);
    if (k === A.takeBenefit) {
      const b = argsOf(action);
      emitT(c, E.benefitTaken, seat, b);
      if (b === 0) gainMoneyT(c, seat, 20, W.startOfTurn);
      if (b === 1) drawCardsT(c, seat, 2, W.startOfTurn);
      if (b === 2) { gainMoneyT(c, seat, 10, W.startOfTurn); drawCardsT(c, seat, 1, W.startOfTurn); }
      m[f] = S.items;
    } else if (k === A.chooseActive) {
      const x = argsOf(action);
      const o = L.playerAt(seat);
      m[o + L.P_WEAPON] = (x & 0xff) - 1;
      m[o + L.P_MOUNT] = (x >> 8) - 1;
      emitT(c, E.activeItemsChosen, seat, -1, m[o + L.P_WEAPON], m[o + L.P_MOUNT]);
      m[f] = S.actions;
    } else applyMainActionT(c, seat, action);
  },
  run(c, f) {
    const { m } = c;
    const seat = m[L.T_SEAT];
    const o = L.playerAt(seat);
    switch (m[f]) {
      case S.start:
        m[L.T_START_POS] = m[o + L.P_POS];
        m[L.STORY_CONTRIBUTED] = 0; m[L.STORY_CONTRIBUTED + 1] = 0;
        emitT(c, E.turnStarted, seat, -1, m[L.T_ROUND], m[o + L.P_POS]);
        m[f] = S.benefit;
        startOfTurnAbilitiesT(c, seat); // R4.1(a)
        return;
      case S.items: m[f] = S.actions; return;
      case S.actions:
        emitT(c, E.actionsEnded, seat, -1, m[o + L.P_POS]);
        m[f] = S.stories;
        return;
      case S.stories:
        m[f] = S.handLimit;
        resolveStoriesT(c); // R4.4(1)
        return;
      case S.handLimit: {
        m[f] = S.wanted;
        handLimitAbilitiesT(c, seat, 5 - m[o + L.P_WOUNDS]);
        const excess = m[o + L.P_HAND] - abilityHandLimitT(m, seat, 5 - m[o + L.P_WOUNDS]);
        if (excess > 0) {
          const d = pushFrameT(m, DISCARD, 3);
          m[d] = seat; m[d + 1] = excess; m[d + 2] = W.handLimit;
        }
        return;
      }
      case S.wanted:
        m[f] = S.next;
        if (m[o + L.P_WANTED] > 0) gainLpT(c, seat, trackRow(m[o + L.P_WANTED]), W.wantedRow);
        return;
      case S.next:
        emitT(c, E.turnEnded, seat);
        // In a 2-player game the Man in Black's turn ends the round (MIB-00, R19.1).
        if (mibTurnDueT(m, seat)) { m[f] = S.mib; startMibTurnT(c); return; }
        nextTurnT(c, f);
        return;
      case S.mib: nextTurnT(c, f); return;
      default: throw new NotPorted('turn step');
    }
  },
};
