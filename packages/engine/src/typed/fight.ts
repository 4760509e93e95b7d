// The fight frame (fight.ts for the typed engine; its fixed layout: fight-layout.ts FT): every step
// of player and NPC fights (the decisions, the draw, the blind card, the windows, the start-of-fight
// effects (fight-start.ts), the reveal and its BONUS cards, the FT restart's choice, the fight
// card's effect, the result (fight-results.ts), the end with its atEnd effects, a cancelled fight).
// The starts and the restart are fight-begin.ts's; fights with the Man in Black are mib-fight.ts's. `fightResolved` records: kind the fight
// kind, a the winner (-1), b the attacker's space, c fled | no target << 1 | target Wanted << 2 |
// (attacker's card + 1) << 3 | (target + 1) << 9 | (target's card + 1) << 12 (stories.ts and goals.ts read them).
import { FIGHT_CARDS } from '../content/fight-cards.js';
import { A, argsOf, code, kindOf } from './action-codes.js';
import { CHOICE_KIND, CHOICE_OPTION } from './frames.js';
import { CARD, EFFECT, FIGHT_CARD, WINDOW } from './codes.js';
import { effectOfCard } from '../content/card-effects.js';
import type { CardId } from '../content/poker-cards.js';
import { encodeOp } from './effects-codec.js';
import { runEffectT, runOpsT } from './effects.js';
import { E } from './events.js';
import { startOfFightT } from './fight-start.js';
import { fightResultAbilitiesT, fightResultRecsT, fightValuesT } from './fight-results.js';
import { endFightT, hereT } from './fight-end.js';
import { emitT, EVENT, type TypedCtx } from './ctx.js';
import { pushChoiceT } from './effects-ops.js';
import { FIGHT_KIND, FIGHT_STEP, FT } from './fight-layout.js';
import { NotPorted, promptsT, type TypedHandler } from './handler.js';
import * as L from './layout.js';
import { takeTopCardT } from './ops.js';
import { popFrameT } from './stack.js';
import { playCardCodesT } from './list-cards.js';
import { openWindowT } from './windows.js';
import { mibFightHandlerT } from './mib-fight.js';

const S = Object.fromEntries(FIGHT_STEP.values.map((k, i) => [k, i])) as Record<(typeof FIGHT_STEP.values)[number], number>;
const GUARD = FIGHT_KIND.code('guard'), BANDIT = FIGHT_KIND.code('bandit');
/** Each card's BONUS effect at W.reveal (an EFFECT code), or -1, by card code. */
const REVEAL_BONUS = Int32Array.from(CARD.values, (id) => {
  const e = effectOfCard(id as CardId);
  return e.type === 'BONUS' && e.window === 'W.reveal' ? EFFECT.code(e.id) : -1;
});
/** The record of { op: 'discard', n: 1, why: 'sheriff' } (R12.2). */
const SHERIFF_DISCARD_REC: Int32Array = (() => { const out: number[] = []; encodeOp({ op: 'discard', n: 1, why: 'sheriff' }, out); return Int32Array.from(out); })();
/** The record of { op: 'fightCardEffect', to: seat }, by seat. */
const FIGHT_CARD_EFFECT_RECS: readonly Int32Array[] = Array.from({ length: L.MAX_SEATS }, (_, seat) => {
  const out: number[] = [];
  encodeOp({ op: 'fightCardEffect', to: seat }, out);
  return Int32Array.from(out);
});
const NPC_DRAW = Int32Array.from(FIGHT_KIND.values, (k) => (k === 'bandit' ? 2 : k === 'guard' ? 3 : k === 'sheriff' ? 4 : 0));
/** 1 for the fight cards whose effect restarts the fight (R10.4), by code. */
const RESTARTS = Uint8Array.from(FIGHT_CARD.values, (id) => (FIGHT_CARDS[id].effect.kind === 'restart' ? 1 : 0));
const EV = {
  npcCardChosen: EVENT.code('npcCardChosen'), cardPlaced: EVENT.code('cardPlaced'), fled: EVENT.code('fled'), fightCancelled: EVENT.code('fightCancelled'),
  fightCardsDrawn: EVENT.code('fightCardsDrawn'), fightRevealed: EVENT.code('fightRevealed'), fightResolved: EVENT.code('fightResolved'), fightEnded: EVENT.code('fightEnded'), cardDiscarded: EVENT.code('cardDiscarded'),
} as const;
const W = { declared: WINDOW.code('W.declared'), sheriff: WINDOW.code('W.sheriff'), placed: WINDOW.code('W.placed'), react: WINDOW.code('W.react'), fightEnd: WINDOW.code('W.fightEnd') };
const NPC_CARD_PROMPTS = promptsT('chooseNpcCard', 'R10.1');
const NPC_PLACE_PROMPTS = promptsT('placeFightCard', 'R10.2');
const PLACE_PROMPTS = promptsT('placeFightCard', 'R9.4');
const FLEE_PROMPTS = promptsT('fleeOrFight', 'R9.4');
const RESTART_OPTS = Int32Array.of(CHOICE_OPTION.code('restart'), CHOICE_OPTION.code('keep'));
const RESTART_KIND = CHOICE_KIND.code('restartFight');
/** Scratch buffers: the fighters. */
const SEATS1: number[] = [0], SEATS2: number[] = [0, 0];

const handOf = (seat: number): number => L.playerAt(seat) + L.P_HAND;

/** The fighters of the fight at `f` (a scratch array: use before the next call). */
export function fightersT(m: Int32Array, f: number): number[] {
  if (m[f + FT.TARGET] === -1) { SEATS1[0] = m[f + FT.ATTACKER]; return SEATS1; }
  SEATS2[0] = m[f + FT.ATTACKER]; SEATS2[1] = m[f + FT.TARGET];
  return SEATS2;
}

/** Who owes the step's decision, or -1 (fight.ts `decider`). */
function deciderT(m: Int32Array, f: number): number {
  if (m[f + FT.CANCELLED] === 1) return -1;
  switch (m[f + FT.STEP]) {
    case S.npcChoose: return m[f + FT.CHOOSER];
    case S.attackerPlace: return m[handOf(m[f + FT.ATTACKER])] > 0 ? m[f + FT.ATTACKER] : -1;
    case S.targetRespond: return m[handOf(m[f + FT.TARGET])] > 0 ? m[f + FT.TARGET] : -1;
    default: return -1;
  }
}


/** True when the fight's step is before the result (fight.ts BEFORE_RESULT). */
const beforeResult = (step: number): boolean => step <= S.result;

/** The fight frame (fight.ts `fightHandler`). */
export const fightHandlerT: TypedHandler = {
  prompt(m, f) {
    if (m[f + FT.MIB] !== -1) return mibFightHandlerT.prompt(m, f); // a fight with the Man in Black (mib-fight.ts)
    const seat = deciderT(m, f);
    if (seat === -1) return -1;
    const step = m[f + FT.STEP];
    if (step === S.npcChoose) return NPC_CARD_PROMPTS[seat];
    if (step === S.attackerPlace) return (m[f + FT.TARGET] === -1 ? NPC_PLACE_PROMPTS : PLACE_PROMPTS)[seat];
    return FLEE_PROMPTS[seat];
  },
  legal(m, f, out) {
    if (m[f + FT.MIB] !== -1) return mibFightHandlerT.legal(m, f, out);
    let n = 0;
    if (m[f + FT.STEP] === S.npcChoose) {
      const at = f + FT.DRAWN + 1;
      for (let i = 0; i < m[f + FT.DRAWN]; i++) {
        let first = true;
        for (let j = 0; j < i; j++) if (m[at + j] === m[at + i]) first = false;
        if (first) out[n++] = code(A.chooseFightCard, m[at + i]);
      }
      return n;
    }
    const respond = m[f + FT.STEP] === S.targetRespond;
    const hand = handOf(respond ? m[f + FT.TARGET] : m[f + FT.ATTACKER]);
    if (respond) out[n++] = code(A.flee); // v1's list starts with it (eachDistinct's `out`)
    return playCardCodesT(m, hand, out, n);
  },
  apply(c, f, action) {
    const m = c.m;
    if (m[f + FT.MIB] !== -1) { mibFightHandlerT.apply(c, f, action); return; }
    const k = kindOf(action);
    if (k === A.chooseFightCard) {
      m[f + FT.NPC_CARD] = argsOf(action);
      emitT(c, EV.npcCardChosen, m[f + FT.CHOOSER], m[f + FT.KIND], argsOf(action));
      m[f + FT.STEP] = S.attackerPlace;
    } else if (k === A.flee) {
      m[f + FT.FLED] = 1;
      m[f + FT.WINNER] = 0;
      emitT(c, EV.fled, m[f + FT.TARGET]);
      m[f + FT.STEP] = S.result;
    } else if (k === A.playCard) {
      const placing = m[f + FT.STEP] === S.attackerPlace;
      const seat = placing ? m[f + FT.ATTACKER] : m[f + FT.TARGET];
      const hand = handOf(seat), card = argsOf(action);
      L.listRemoveAt(m, hand, L.listIndexOf(m, hand, card));
      m[f + (placing ? FT.ATTACKER_CARD : FT.TARGET_CARD)] = card;
      emitT(c, EV.cardPlaced, seat, -1, card);
      m[f + FT.STEP] = placing ? S.placed : S.reveal;
    }
  },
  run(c, f) {
    const m = c.m;
    if (m[f + FT.MIB] !== -1) { mibFightHandlerT.run(c, f); return; }
    const step = m[f + FT.STEP], npc = m[f + FT.TARGET] === -1;
    if (m[f + FT.CANCELLED] === 1 && beforeResult(step)) {
      emitT(c, EV.fightCancelled, m[f + FT.ATTACKER], m[f + FT.KIND]);
      m[f + FT.STEP] = S.end;
      return;
    }
    switch (step) {
      case S.declared:
        m[f + FT.STEP] = S.startFight;
        SEATS1[0] = m[f + FT.TARGET];
        openWindowT(c, W.declared, SEATS1, hereT(m, f));
        return;
      case S.startFight:
        startOfFightT(m, f);
        m[f + FT.STEP] = S.attackerPlace;
        return;
      case S.sheriffWindow:
        m[f + FT.STEP] = S.sheriffDiscard;
        SEATS1[0] = m[f + FT.ATTACKER];
        openWindowT(c, W.sheriff, SEATS1, hereT(m, f));
        return;
      case S.sheriffDiscard:
        m[f + FT.STEP] = S.draw;
        runOpsT(c, m[f + FT.ATTACKER], SHERIFF_DISCARD_REC, hereT(m, f));
        return;
      case S.draw: {
        const n = Math.min(NPC_DRAW[m[f + FT.KIND]], m[L.FIGHT_DECK]);
        for (let i = 0; i < FT.CAP_DRAWN; i++) m[f + FT.DRAWN + 1 + i] = i < n ? m[L.FIGHT_DECK + 1 + i] : 0; // replaces the list (v1 `f.drawn = ...`)
        m[f + FT.DRAWN] = n;
        for (let i = 0; i < n; i++) L.listRemoveAt(m, L.FIGHT_DECK, 0);
        const seats = m[L.N_SEATS];
        m[f + FT.CHOOSER] = (m[f + FT.ATTACKER] - 1 + seats) % seats;
        emitT(c, EV.fightCardsDrawn, m[f + FT.CHOOSER], m[f + FT.KIND], n);
        m[f + FT.STEP] = S.npcChoose;
        return;
      }
      case S.attackerPlace: {
        // Reached without a decision only with an empty hand (R9.4, R10.2).
        if (!npc) { m[f + FT.WINNER] = 1; m[f + FT.STEP] = S.result; return; }
        const blind = m[f + FT.KIND] === GUARD ? -1 : takeTopCardT(c);
        if (blind === -1) { m[f + FT.WINNER] = 1; m[f + FT.STEP] = S.result; return; }
        m[f + FT.ATTACKER_CARD] = blind;
        m[f + FT.BLIND] = 1;
        emitT(c, EV.cardPlaced, m[f + FT.ATTACKER], -1, -1, 1);
        m[f + FT.STEP] = S.placed;
        return;
      }
      case S.placed:
        m[f + FT.STEP] = npc ? S.reveal : S.targetRespond;
        if (!npc) { SEATS1[0] = m[f + FT.TARGET]; openWindowT(c, W.placed, SEATS1, hereT(m, f)); }
        return;
      case S.targetRespond:
        m[f + FT.FLED] = 1;
        m[f + FT.WINNER] = 0;
        emitT(c, EV.fled, m[f + FT.TARGET], -1, 1);
        m[f + FT.STEP] = S.result;
        return;
      case S.react:
        m[f + FT.STEP] = npc ? S.restart : S.result;
        openWindowT(c, W.react, fightersT(m, f), hereT(m, f));
        return;
      case S.restart:
        m[f + FT.STEP] = S.cardEffect;
        if (m[f + FT.NPC_CARD] !== -1 && RESTARTS[m[f + FT.NPC_CARD]] === 1) pushChoiceT(c, m[f + FT.CHOOSER], RESTART_KIND, m[f + FT.ATTACKER], RESTART_OPTS, 2);
        return;
      case S.reveal: revealT(c, f); return;
      case S.cardEffect:
        m[f + FT.STEP] = S.result;
        if (m[f + FT.NPC_CARD] !== -1) runOpsT(c, m[f + FT.ATTACKER], FIGHT_CARD_EFFECT_RECS[m[f + FT.ATTACKER]], hereT(m, f));
        return;
      case S.result: resultT(c, f); return;
      case S.end: endFightT(c, f); return;
      case S.fightEnd:
        m[f + FT.STEP] = S.closed;
        if (m[f + FT.CANCELLED] !== 1) openWindowT(c, W.fightEnd, fightersT(m, f), hereT(m, f));
        return;
      case S.closed:
        emitT(c, EV.fightEnded, m[f + FT.ATTACKER], m[f + FT.KIND]);
        popFrameT(m);
        return;
      case S.npcChoose: return;
      default: throw new NotPorted(`the fight step ${FIGHT_STEP.at(step)}`);
    }
  },
};

/** The reveal (R9.5): the fighters Legendary now, the event, then the BONUS effects of the revealed cards, the target's first (fight.ts). */
function revealT(c: TypedCtx, f: number): void {
  const m = c.m, seats = fightersT(m, f);
  m[f + FT.REVEALED] = 1;
  let n = 0;
  for (let i = 0; i < seats.length; i++) if (m[L.playerAt(seats[i]) + L.P_LEGENDARY] === 1) m[f + FT.LEGENDS + 1 + n++] = seats[i];
  for (let i = n; i < FT.CAP_LEGENDS; i++) m[f + FT.LEGENDS + 1 + i] = 0;
  m[f + FT.LEGENDS] = n;
  emitT(c, EV.fightRevealed, m[f + FT.ATTACKER], m[f + FT.KIND], m[f + FT.ATTACKER_CARD], m[f + FT.TARGET_CARD], m[f + FT.NPC_CARD]);
  m[f + FT.STEP] = S.react;
  if (m[f + FT.TARGET] !== -1) revealBonusT(c, f, m[f + FT.TARGET], m[f + FT.TARGET_CARD]);
  revealBonusT(c, f, m[f + FT.ATTACKER], m[f + FT.ATTACKER_CARD]);
}

/** A revealed card's BONUS effect at W.reveal (fight.ts `revealBonus`). */
export function revealBonusT(c: TypedCtx, f: number, seat: number, card: number): void {
  if (card === -1 || REVEAL_BONUS[card] === -1) return;
  const here = hereT(c.m, f);
  here[1] = card;
  runEffectT(c, seat, REVEAL_BONUS[card], here);
}

/** The result (R9.7, R9.8, R10.5): values, winner, the events, the abilities, then the result operations (fight.ts). */
function resultT(c: TypedCtx, f: number): void {
  const m = c.m, v = fightValuesT(m, f), a = m[f + FT.ATTACKER], t = m[f + FT.TARGET];
  const av = v[0], tv = v[1];
  m[f + FT.ATTACKER_VALUE] = av;
  m[f + FT.TARGET_VALUE] = tv;
  if (m[f + FT.WINNER] === -1) m[f + FT.WINNER] = v[2];
  m[f + FT.STEP] = S.end;
  const winner = m[f + FT.WINNER] === 0 ? a : t;
  const wanted = t !== -1 && m[L.playerAt(t) + L.P_WANTED] > 0;
  // c: fled, no target, target Wanted (bits 0-2), the attacker's card + 1 (bits 3-8), the target + 1 (9-11), its card + 1 (12-17).
  const flags = m[f + FT.FLED] | (t === -1 ? 2 : 0) | (wanted ? 4 : 0) | ((m[f + FT.ATTACKER_CARD] + 1) << 3) |
    ((t + 1) << 9) | ((m[f + FT.TARGET_CARD] + 1) << 12);
  emitT(c, EV.fightResolved, a, m[f + FT.KIND], winner, m[L.playerAt(a) + L.P_POS], flags);
  if (m[f + FT.KIND] === BANDIT && winner === a) emitT(c, E.banditDefeated, a, -1, m[f + FT.HIDEOUT], -1);
  fightResultAbilitiesT(c, f, av, tv);
  runOpsT(c, a, fightResultRecsT(m, f), hereT(m, f));
}
