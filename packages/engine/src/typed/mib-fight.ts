// Fights with the Man in Black (mib-fight.ts, CONTENT.md §10 "His fights") for the typed engine:
// Duels and Robs on the fight frame's fixed layout (fight-layout.ts FT) with TARGET -1 and MIB his
// side (0 attacker, 1 target); WINNER 0 means the player won, 1 that he won. He draws 3 fight
// cards and plays the highest, the player's card is −1, he wins every tie, and his card's printed
// effect applies to the player (never the FT restart). typed/fight.ts delegates here when MIB is
// set. Records: fightDeclared kind, a MIB_SEAT, b his side; manInBlackCardPlaced a cards drawn;
// fightResolved as typed/fight.ts's, a the winner (MIB_SEAT when he won), c with the target + 1
// = 7, the player's card + 1 in both card fields, bit 18 when he attacked.
import type { Op } from '../content/card-effects.js';
import { FIGHT_CARDS } from '../content/fight-cards.js';
import { MIB_DRAW, MIB_PLAYER_MOD } from '../content/mib-cards.js';
import { cardValue, type CardId } from '../content/poker-cards.js';
import type { EngineOp } from '../types.js';
import { A, argsOf, code, kindOf } from './action-codes.js';
import { CARD, FIGHT_CARD, ITEM, MIB_SEAT, WINDOW } from './codes.js';
import { emitT, EVENT, type TypedCtx } from './ctx.js';
import { encodeOp, encodeOps } from './effects-codec.js';
import { runOpsT } from './effects.js';
import { E } from './events.js';
import { pushFightT } from './fight-begin.js';
import { abilityModOppT, fightResultAbilitiesT } from './fight-results.js';
import { FIGHT_KIND, FIGHT_STEP, FT } from './fight-layout.js';
import { endFightT, hereT } from './fight-end.js';
import { revealBonusT } from './fight.js';
import { promptsT, type TypedHandler } from './handler.js';
import * as L from './layout.js';
import { popFrameT } from './stack.js';
import { playCardCodesT } from './list-cards.js';
import { openWindowT } from './windows.js';

const S = Object.fromEntries(FIGHT_STEP.values.map((k, i) => [k, i])) as Record<(typeof FIGHT_STEP.values)[number], number>;
const DUEL = FIGHT_KIND.code('duel');
const SHOTGUN = ITEM.code('shotgun');
const EV = {
  fightDeclared: EVENT.code('fightDeclared'), cardPlaced: EVENT.code('cardPlaced'), fled: EVENT.code('fled'), fightCancelled: EVENT.code('fightCancelled'),
  fightRevealed: EVENT.code('fightRevealed'), fightResolved: EVENT.code('fightResolved'), fightEnded: EVENT.code('fightEnded'),
} as const;
const W = { declared: WINDOW.code('W.declared'), placed: WINDOW.code('W.placed'), react: WINDOW.code('W.react'), fightEnd: WINDOW.code('W.fightEnd') };
const PLACE_PROMPTS = promptsT('placeFightCard', 'R9.4');
const FLEE_PROMPTS = promptsT('fleeOrFight', 'R9.4');
const MIN_FIGHT_VALUE = 2;
const CARD_VALUE = Int32Array.from(CARD.values, (id) => cardValue(id as CardId));
const NPC_VALUE = Int32Array.from(FIGHT_CARD.values, (id) => FIGHT_CARDS[id].value);
/** The record of { op: 'fightCardEffect', to: seat }, by seat. */
const FIGHT_CARD_EFFECT_RECS: readonly Int32Array[] = Array.from({ length: L.MAX_SEATS }, (_, seat) => {
  const out: number[] = [];
  encodeOp({ op: 'fightCardEffect', to: seat }, out);
  return Int32Array.from(out);
});
/** The encoded results by key (mibResultKey), made at the first fight of that key. */
const RESULT_RECS: (Int32Array | undefined)[] = [];
/** Scratch: the player as a window's seats. */
const SEATS1: number[] = [0];

/** Declares a fight between `seat` and the Man in Black (mib-fight.ts `startMibFight`); `mib` his side (0 attacker, 1 target), `kind` a FIGHT_KIND code. */
export function startMibFightT(c: TypedCtx, seat: number, mib: number, kind: number): void {
  emitT(c, EV.fightDeclared, seat, kind, MIB_SEAT, mib);
  const f = pushFightT(c.m, kind, seat, -1, S.declared, -1);
  c.m[f + FT.MIB] = mib;
}

/** The index of his card among the drawn ones: the highest, the first of equals (mib-fight.ts `mibCardOf`); -1 when none. */
function mibCardOfT(m: Int32Array, f: number): number {
  let best = -1;
  for (let i = 1; i <= m[f + FT.DRAWN]; i++) {
    const x = m[f + FT.DRAWN + i];
    if (best === -1 || NPC_VALUE[x] > NPC_VALUE[best]) best = x;
  }
  return best;
}

/** The results of a fight with him as ops records (mib-fight.ts `mibResultOps`); shared: never written to. */
function mibResultRecsT(m: Int32Array, f: number): Int32Array {
  const seat = m[f + FT.ATTACKER], won = m[f + FT.WINNER] === 0, duel = m[f + FT.KIND] === DUEL, mibAttacked = m[f + FT.MIB] === 0;
  const shotgun = won && m[L.playerAt(seat) + L.P_WEAPON] === SHOTGUN;
  const key = ((((seat * 2 + (won ? 1 : 0)) * 2 + (duel ? 1 : 0)) * 2 + (mibAttacked ? 1 : 0)) * 2) + (shotgun ? 1 : 0);
  let recs = RESULT_RECS[key];
  if (recs === undefined) {
    const ops: (Op | EngineOp)[] = [];
    if (!won) ops.push({ op: 'wound', n: 1, to: seat, why: 'lostFight' }, { op: 'draw', n: 1, to: seat, why: 'lostFight' });
    if (shotgun) ops.push({ op: 'draw', n: 1, to: seat, why: 'shotgun' });
    ops.push({ op: 'winEffects' });
    if (mibAttacked && !won) {
      if (duel) ops.push({ op: 'mib', act: 'lp', n: 2, why: 'duel' });
      else ops.push({ op: 'mib', act: 'lp', n: 1, why: 'rob' }, { op: 'mib', act: 'robbed', n: 0, to: seat });
    }
    if (!mibAttacked && won) {
      if (duel) ops.push({ op: 'lp', n: 2, to: seat, why: 'duel' });
      else ops.push({ op: 'wanted', n: 1, to: seat, why: 'rob' }, { op: 'ask', kind: 'mibLoot', options: ['money', 'nuggets'], to: seat, about: null });
    }
    const out: number[] = [];
    encodeOps(ops, out);
    RESULT_RECS[key] = recs = Int32Array.from(out);
  }
  return recs;
}

/** The result (mib-fight.ts `result` step): both values (the player's card −1; he wins ties), the events, the abilities, the results. */
function mibResultT(c: TypedCtx, f: number): void {
  const m = c.m, seat = m[f + FT.ATTACKER], ac = m[f + FT.ATTACKER_CARD], npc = m[f + FT.NPC_CARD];
  const av = ac === -1 ? 0 : Math.max(MIN_FIGHT_VALUE, CARD_VALUE[ac] - MIB_PLAYER_MOD - m[f + FT.MOD_ON_ATTACKER]);
  const tv = npc === -1 ? 0 : Math.max(MIN_FIGHT_VALUE, NPC_VALUE[npc] - m[f + FT.MOD_ON_TARGET] - abilityModOppT(m, f, seat));
  m[f + FT.ATTACKER_VALUE] = av;
  m[f + FT.TARGET_VALUE] = tv;
  if (m[f + FT.WINNER] === -1) m[f + FT.WINNER] = av > tv ? 0 : 1;
  m[f + FT.STEP] = S.end;
  const won = m[f + FT.WINNER] === 0;
  // c (typed/fight.ts): fled (bit 0), the player's card + 1 (3-8 and 12-17), the target + 1 = 7 (9-11), he attacked (18).
  const flags = m[f + FT.FLED] | ((ac + 1) << 3) | ((MIB_SEAT + 1) << 9) | ((ac + 1) << 12) | (m[f + FT.MIB] === 0 ? 1 << 18 : 0);
  emitT(c, EV.fightResolved, seat, m[f + FT.KIND], won ? seat : MIB_SEAT, m[L.playerAt(seat) + L.P_POS], flags);
  fightResultAbilitiesT(c, f, av, tv); // Jesse James, Kit Carson: −1 outside a town (R18)
  runOpsT(c, seat, mibResultRecsT(m, f), hereT(m, f));
}

/** The fight frame of a fight with the Man in Black (mib-fight.ts `mibFightHandler`). */
export const mibFightHandlerT: TypedHandler = {
  prompt(m, f) {
    const seat = m[f + FT.ATTACKER];
    if (m[f + FT.CANCELLED] === 1 || m[L.playerAt(seat) + L.P_HAND] === 0) return -1;
    if (m[f + FT.STEP] === S.attackerPlace) return PLACE_PROMPTS[seat];
    if (m[f + FT.STEP] === S.targetRespond) return FLEE_PROMPTS[seat];
    return -1;
  },
  legal(m, f, out) {
    const hand = L.playerAt(m[f + FT.ATTACKER]) + L.P_HAND;
    let n = 0;
    if (m[f + FT.STEP] === S.targetRespond) out[n++] = code(A.flee);
    return playCardCodesT(m, hand, out, n);
  },
  apply(c, f, action) {
    const m = c.m, seat = m[f + FT.ATTACKER], k = kindOf(action);
    if (k === A.flee) {
      m[f + FT.FLED] = 1;
      m[f + FT.WINNER] = 1;
      emitT(c, EV.fled, seat);
      m[f + FT.STEP] = S.result;
    } else if (k === A.playCard) {
      const hand = L.playerAt(seat) + L.P_HAND, card = argsOf(action);
      L.listRemoveAt(m, hand, L.listIndexOf(m, hand, card));
      m[f + FT.ATTACKER_CARD] = card;
      emitT(c, EV.cardPlaced, seat, -1, card);
      m[f + FT.STEP] = m[f + FT.MIB] === 1 ? S.draw : S.reveal;
    }
  },
  run(c, f) {
    const m = c.m, seat = m[f + FT.ATTACKER], step = m[f + FT.STEP], mibTarget = m[f + FT.MIB] === 1;
    SEATS1[0] = seat;
    if (m[f + FT.CANCELLED] === 1 && step <= S.result) {
      emitT(c, EV.fightCancelled, seat, m[f + FT.KIND]);
      m[f + FT.STEP] = S.end;
      return;
    }
    switch (step) {
      case S.declared:
        // W.declared is the target's: the player's when he attacked (Vamoose); he plays no reactions.
        m[f + FT.STEP] = S.startFight;
        if (!mibTarget) openWindowT(c, W.declared, SEATS1, hereT(m, f));
        return;
      case S.startFight: m[f + FT.STEP] = mibTarget ? S.attackerPlace : S.draw; return; // Annie Oakley and the Rifle do nothing to him
      case S.attackerPlace: m[f + FT.WINNER] = 1; m[f + FT.STEP] = S.result; return; // an empty hand: the player loses (R9.4)
      case S.draw: {
        const n = Math.min(MIB_DRAW, m[L.FIGHT_DECK]);
        for (let i = 0; i < FT.CAP_DRAWN; i++) m[f + FT.DRAWN + 1 + i] = i < n ? m[L.FIGHT_DECK + 1 + i] : 0;
        m[f + FT.DRAWN] = n;
        for (let i = 0; i < n; i++) L.listRemoveAt(m, L.FIGHT_DECK, 0);
        m[f + FT.NPC_CARD] = mibCardOfT(m, f);
        emitT(c, E.manInBlackCardPlaced, seat, -1, n);
        m[f + FT.STEP] = mibTarget ? S.reveal : S.placed;
        return;
      }
      case S.placed:
        m[f + FT.STEP] = S.targetRespond;
        openWindowT(c, W.placed, SEATS1, hereT(m, f)); // Instinct
        return;
      case S.targetRespond: // without a card in hand the player must flee (R9.4)
        m[f + FT.FLED] = 1;
        m[f + FT.WINNER] = 1;
        emitT(c, EV.fled, seat, -1, 1);
        m[f + FT.STEP] = S.result;
        return;
      case S.reveal: {
        m[f + FT.REVEALED] = 1;
        const legendary = m[L.playerAt(seat) + L.P_LEGENDARY] === 1; // abilities apply at the reveal (CONTENT.md §0)
        m[f + FT.LEGENDS] = legendary ? 1 : 0;
        m[f + FT.LEGENDS + 1] = legendary ? seat : 0;
        m[f + FT.LEGENDS + 2] = 0;
        emitT(c, EV.fightRevealed, seat, m[f + FT.KIND], m[f + FT.ATTACKER_CARD], -1, m[f + FT.NPC_CARD]);
        m[f + FT.STEP] = S.react;
        revealBonusT(c, f, seat, m[f + FT.ATTACKER_CARD]);
        return;
      }
      case S.react:
        m[f + FT.STEP] = S.cardEffect;
        openWindowT(c, W.react, SEATS1, hereT(m, f));
        return;
      case S.cardEffect: // his card's printed effect applies to the player; FT has none (he never restarts, Q22)
        m[f + FT.STEP] = S.result;
        if (m[f + FT.NPC_CARD] !== -1) runOpsT(c, seat, FIGHT_CARD_EFFECT_RECS[seat], hereT(m, f));
        return;
      case S.result: mibResultT(c, f); return;
      case S.end: endFightT(c, f); return;
      case S.fightEnd:
        m[f + FT.STEP] = S.closed;
        if (m[f + FT.CANCELLED] !== 1) openWindowT(c, W.fightEnd, SEATS1, hereT(m, f));
        return;
      default:
        emitT(c, EV.fightEnded, seat, m[f + FT.KIND]);
        popFrameT(m);
    }
  },
};
