// The start and the restart of a fight (fight.ts startPlayerFight, startNpcFight, restartNpcFight,
// actions.ts's fight and heist actions) for the typed engine: a fresh fight frame of the fixed
// layout of fight-layout.ts (FT), its `fightDeclared` record (kind the fight kind, a the target or
// -1); the frame's steps are fight.ts's.
import { MIB_SEAT, WHY } from './codes.js';
import { emitT, EVENT, type TypedCtx } from './ctx.js';
import { FIGHT_KIND, FIGHT_STEP, FT } from './fight-layout.js';
import { shrinkFrameT } from './fight-ops.js';
import { FRAME_KIND } from './frames.js';
import * as L from './layout.js';
import { drawCardsT, loseMarshalT } from './ops.js';
import { shuffleT } from './rng.js';
import { pushFrameT } from './stack.js';
import { startMibFightT } from './mib-fight.js';

const S = { declared: FIGHT_STEP.code('declared'), sheriffWindow: FIGHT_STEP.code('sheriffWindow'), draw: FIGHT_STEP.code('draw') } as const;
const GUARD = FIGHT_KIND.code('guard'), SHERIFF = FIGHT_KIND.code('sheriff'), KIND_ROB = FIGHT_KIND.code('rob');
const CARD_DISCARDED = EVENT.code('cardDiscarded');
/** Scratch: fight cards being returned. */
const CARDS = new Int32Array(FT.CAP_DRAWN);

/** Returns fight cards to the bottom of the fight deck in random order (fight.ts `returnFightCards`). */
export function returnFightCardsT(m: Int32Array, cards: Int32Array, n: number): void {
  shuffleT(m, cards, 0, n);
  for (let i = 0; i < n; i++) L.listPush(m, L.FIGHT_DECK, cards[i]);
}

const FIGHT_FRAME = FRAME_KIND.code('fight');
const FIGHT_DECLARED = EVENT.code('fightDeclared'), HEIST_ATTEMPTED = EVENT.code('heistAttempted');
const WHY_ROB = WHY.code('rob'), WHY_HEIST = WHY.code('heist');

/** Pushes a fresh fight frame (fight.ts `frame`): nulls as -1, empty lists, no onWin or atEnd entries; returns its body. */
export function pushFightT(m: Int32Array, kind: number, attacker: number, target: number, step: number, hideout: number): number {
  const f = pushFrameT(m, FIGHT_FRAME, FT.TAIL + 2);
  m[f + FT.KIND] = kind; m[f + FT.ATTACKER] = attacker; m[f + FT.TARGET] = target; m[f + FT.STEP] = step; m[f + FT.HIDEOUT] = hideout;
  m[f + FT.CHOOSER] = -1; m[f + FT.NPC_CARD] = -1; m[f + FT.ATTACKER_CARD] = -1; m[f + FT.TARGET_CARD] = -1; m[f + FT.WINNER] = -1; m[f + FT.MIB] = -1;
  return f;
}

/** Declares a fight against another player (R9.1, fight.ts `startPlayerFight`); `kind` a FIGHT_KIND code. */
export function startPlayerFightT(c: TypedCtx, attacker: number, target: number, kind: number): void {
  emitT(c, FIGHT_DECLARED, attacker, kind, target);
  pushFightT(c.m, kind, attacker, target, S.declared, -1);
}

/** Starts a fight against an NPC (R10, fight.ts `startNpcFight`); the Sheriff's first opens W.sheriff (R12.2). */
export function startNpcFightT(c: TypedCtx, fighter: number, kind: number, hideout = -1): void {
  emitT(c, FIGHT_DECLARED, fighter, kind, -1);
  pushFightT(c.m, kind, fighter, -1, kind === SHERIFF ? S.sheriffWindow : S.draw, hideout);
}

/** The fight action (actions.ts `applyMainAction`, R9.1, R9.2), its action spent; the code's arguments `x`: target competitor | kind << 8. */
export function fightActionT(c: TypedCtx, seat: number, x: number): void {
  const target = x & 0xff, kind = x >> 8;
  L.listPush(c.m, L.T_FOUGHT, target);
  if (kind === KIND_ROB) loseMarshalT(c, seat, WHY_ROB);
  if (target === MIB_SEAT) startMibFightT(c, seat, 1, kind); // he is the target (mib-fight.ts)
  else startPlayerFightT(c, seat, target, kind);
}

/** The heist action (actions.ts, R6.7, R11.3), its action spent. */
export function heistActionT(c: TypedCtx, seat: number): void {
  c.m[L.T_HEISTED] = 1;
  loseMarshalT(c, seat, WHY_HEIST);
  emitT(c, HEIST_ATTEMPTED, seat);
  startNpcFightT(c, seat, GUARD);
}

const FIGHT_RESTARTED = EVENT.code('fightRestarted'), WHY_RESTART = WHY.code('fightRestart');

/** Restarts an NPC fight after the FT cancel (R10.4, fight.ts `restartNpcFight`): the card to the discard, a card drawn, the fight cards back, from the draw again. */
export function restartNpcFightT(c: TypedCtx, f: number): void {
  const m = c.m, a = m[f + FT.ATTACKER];
  if (m[f + FT.ATTACKER_CARD] !== -1) {
    L.listPush(m, L.POKER_DISCARD, m[f + FT.ATTACKER_CARD]);
    emitT(c, CARD_DISCARDED, a, -1, m[f + FT.ATTACKER_CARD], WHY_RESTART);
  }
  drawCardsT(c, a, 1, WHY_RESTART);
  const n = m[f + FT.DRAWN];
  for (let i = 0; i < n; i++) CARDS[i] = m[f + FT.DRAWN + 1 + i];
  L.zero(m, f + FT.DRAWN, n + 1);
  returnFightCardsT(m, CARDS, n);
  emitT(c, FIGHT_RESTARTED, a, m[f + FT.KIND]);
  m[f + FT.STEP] = S.draw; m[f + FT.NPC_CARD] = -1; m[f + FT.ATTACKER_CARD] = -1; m[f + FT.BLIND] = 0; m[f + FT.REVEALED] = 0;
  m[f + FT.ATTACKER_VALUE] = 0; m[f + FT.TARGET_VALUE] = 0; m[f + FT.MOD_ON_ATTACKER] = 0; m[f + FT.MOD_ON_TARGET] = 0;
  L.zero(m, f + FT.TIES, FT.CAP_TIES + 1);
  shrinkFrameT(m, f, FT.TAIL + 2); // no onWin or atEnd entries
  m[f + FT.TAIL] = 0; m[f + FT.TAIL + 1] = 0;
}

