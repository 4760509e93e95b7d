// The frame of Legendary ability decisions (ability-frame.ts, R18, CONTENT.md §6) for the typed
// engine, in the fixed layout of frames.ts AB: Annie Oakley's victim, Y. B. Rowdy's discard, Billy
// the Kid's victim and loot, Wild Bill's keep, and each fighter's start-of-fight stages
// (startOfFight, rifle: fight-start.ts, on the nearest fight frame). `abilityUsed`
// records: kind the character, a the data's first value (Billy: the victim as a competitor code,
// b 0 money / 1 card; Wild Bill: the kept card); `cardTaken` (events.ts) for Billy's card.
import { ABILITIES } from '../content/abilities.js';
import { A, argsOf, code, kindOf } from './action-codes.js';
import { CHARACTER, competitorCode, MIB_SEAT, PROMPT_KIND, RULE, WHY } from './codes.js';
import { emitT, type TypedCtx } from './ctx.js';
import { E } from './events.js';
import { AB, CHOICE_OPTION, FRAME_KIND } from './frames.js';
import { packPrompt, type TypedHandler } from './handler.js';
import { nearestT } from './conds.js';
import { ownStartEffectsT, rifleAtStartT, choosesOrderT } from './fight-start.js';
import { pushLoseGoodsT, pushWoundT } from './interrupts.js';
import * as L from './layout.js';
import { STAGE, pushAbilityT } from './ability-push.js';
import { MODE, pushStepT } from './move-frames.js';
import { discardCardT, gainMoneyT } from './ops.js';
import { randIntT } from './rng.js';
import { popFrameT } from './stack.js';

const ROWDY = CHARACTER.code('yb-rowdy'), BILLY = CHARACTER.code('billy-the-kid'), BILL = CHARACTER.code('wild-bill-hickok');
const WHY_ROWDY = WHY.code('yb-rowdy'), WHY_BILLY = WHY.code('billy-the-kid'), WHY_ANNIE = WHY.code('annie-oakley');
const ROWDY_STEPS = ABILITIES['yb-rowdy'].params.steps!, BILLY_MONEY = ABILITIES['billy-the-kid'].params.money!;
const PASS = code(A.pass), CHOOSE_WOUND = code(A.choose, CHOICE_OPTION.code('wound'));
const FIGHT = FRAME_KIND.code('fight'), OPT_ANNIE = CHOICE_OPTION.code('annie');
const OPT_MONEY = CHOICE_OPTION.code('money'), OPT_CARD = CHOICE_OPTION.code('card');
const CHOOSE_MONEY = code(A.choose, OPT_MONEY), CHOOSE_CARD = code(A.choose, OPT_CARD), CHOOSE_KEEP = code(A.choose, CHOICE_OPTION.code('keep'));
/** Billy's take as the abilityUsed record's b. */
const TAKE_MONEY = 0, TAKE_CARD = 1;

/** The packed prompt (kind, rule) of each stage by seat (ability-frame.ts PROMPTS). */
const PROMPTS: readonly (readonly number[])[] = ((): (readonly number[])[] => {
  const at = (kind: string, rule: string): number[] => Array.from({ length: L.MAX_SEATS }, (_, s) => packPrompt(s, PROMPT_KIND.code(kind), RULE.code(rule)));
  const out: number[][] = [];
  out[STAGE.startOfFight] = at('startOfFight', 'R9.3'); out[STAGE.rifle] = at('startOfFight', 'R9.3');
  out[STAGE.annie] = at('annieOakley', 'R9.3'); out[STAGE.rowdy] = at('ybRowdy', 'R4.1');
  out[STAGE.billyPick] = at('billyTheKid', 'R5.8'); out[STAGE.billyTake] = at('billyTheKidLoot', 'R5.8');
  out[STAGE.wildBill] = at('wildBill', 'R8.9');
  return out;
})();

/** Inserts a card into the hand at `hand`, kept sorted by card code (content/poker-cards.ts `sortCards`, stable). */
function insertSorted(m: Int32Array, hand: number, card: number): void {
  let j = m[hand];
  while (j >= 1 && m[hand + j] > card) { m[hand + j + 1] = m[hand + j]; j--; }
  m[hand + j + 1] = card;
  m[hand]++;
}

/** Writes from `out[n]` a discard code for each distinct card of the hand at `hand`, in hand order (listed.ts `eachDistinct`); returns the new length. */
function distinctDiscards(m: Int32Array, hand: number, out: Int32Array, n: number): number {
  for (let i = 1; i <= m[hand]; i++) {
    let first = true;
    for (let j = 1; j < i; j++) if (m[hand + j] === m[hand + i]) { first = false; break; }
    if (first) out[n++] = code(A.discard, m[hand + i]);
  }
  return n;
}

/** The number of Billy's targets: the seats listed, and the Man in Black. */
const targets = (m: Int32Array, f: number): number => m[f + AB.OPTIONS] + m[f + AB.MIB];

/** True when the frame waits for a decision (ability-frame.ts `asks`). */
function asks(m: Int32Array, f: number): boolean {
  switch (m[f + AB.STAGE]) {
    case STAGE.startOfFight: { const b = nearestT(m, FIGHT); return b >= 0 && choosesOrderT(m, b, m[f + AB.SEAT]); }
    case STAGE.rifle: return false;
    case STAGE.annie: case STAGE.rowdy: return m[L.playerAt(m[f + AB.SEAT]) + L.P_HAND] > 0;
    case STAGE.billyPick: return targets(m, f) > 1;
    default: return true;
  }
}

/** Billy the Kid picked `victim` (a competitor code) (abilities.ts `billyPicked`): the Man in Black pays $10; a player loses what Billy may take, asked when both. */
export function billyPickedT(c: TypedCtx, billy: number, victim: number): void {
  const m = c.m;
  if (victim === MIB_SEAT) {
    emitT(c, E.abilityUsed, billy, BILLY, MIB_SEAT, TAKE_MONEY);
    gainMoneyT(c, billy, BILLY_MONEY, WHY_BILLY);
    return;
  }
  const o = L.playerAt(victim), money = m[o + L.P_MONEY] >= BILLY_MONEY, card = m[o + L.P_HAND] > 0;
  if (money && card) pushAbilityT(m, STAGE.billyTake, billy, billy, victim);
  else if (money) billyTakesT(c, billy, victim, OPT_MONEY);
  else if (card) billyTakesT(c, billy, victim, OPT_CARD);
}

/** Billy the Kid takes $10 (through W.loseGoods) or a random card from the victim (abilities.ts `billyTakes`); `option` a CHOICE_OPTION code. */
export function billyTakesT(c: TypedCtx, billy: number, victim: number, option: number): void {
  const m = c.m;
  emitT(c, E.abilityUsed, billy, BILLY, competitorCode(victim), option === OPT_MONEY ? TAKE_MONEY : TAKE_CARD);
  if (option === OPT_MONEY) {
    pushLoseGoodsT(c, victim, BILLY_MONEY, 0, billy, WHY_BILLY); // Fool's Gold may cancel it: Billy then gets nothing
    return;
  }
  const hand = L.playerAt(victim) + L.P_HAND;
  const i = randIntT(m, m[hand]), card = m[hand + 1 + i];
  L.listRemoveAt(m, hand, i);
  insertSorted(m, L.playerAt(billy) + L.P_HAND, card);
  emitT(c, E.cardTaken, billy, -1, victim, card, WHY_BILLY);
}

/** R8.9 with Wild Bill: 1 card picked at random from those he chose, back to his hand from the discard pile. */
function wildBillKeepsT(c: TypedCtx, f: number): void {
  const m = c.m, seat = m[f + AB.SEAT];
  const card = m[f + AB.CARDS + 1 + randIntT(m, m[f + AB.CARDS])];
  popFrameT(m);
  let i = m[L.POKER_DISCARD];
  while (i >= 1 && m[L.POKER_DISCARD + i] !== card) i--;
  if (i < 1) return;
  L.listRemoveAt(m, L.POKER_DISCARD, i - 1);
  insertSorted(m, L.playerAt(seat) + L.P_HAND, card);
  emitT(c, E.abilityUsed, seat, BILL, card);
}

/** Ability decisions (Annie's victim, Rowdy, Billy, Wild Bill) and each seat's start-of-fight step (ability-frame.ts `abilityHandler`). */
export const abilityHandlerT: TypedHandler = {
  prompt: (m, f) => (asks(m, f) ? PROMPTS[m[f + AB.STAGE]][m[f + AB.SEAT]] : -1),
  legal(m, f, out) {
    const hand = L.playerAt(m[f + AB.SEAT]) + L.P_HAND;
    switch (m[f + AB.STAGE]) {
      case STAGE.startOfFight:
        out[0] = code(A.choose, CHOICE_OPTION.code('rifle')); out[1] = code(A.choose, CHOICE_OPTION.code('annie'));
        return 2;
      case STAGE.annie: out[0] = CHOOSE_WOUND; return distinctDiscards(m, hand, out, 1);
      case STAGE.rowdy: out[0] = PASS; return distinctDiscards(m, hand, out, 1);
      case STAGE.billyPick: {
        const n = m[f + AB.OPTIONS];
        for (let i = 0; i < n; i++) out[i] = code(A.target, m[f + AB.OPTIONS + 1 + i]);
        if (m[f + AB.MIB] === 1) { out[n] = code(A.target, MIB_SEAT); return n + 1; }
        return n;
      }
      case STAGE.billyTake: out[0] = CHOOSE_MONEY; out[1] = CHOOSE_CARD; return 2;
      case STAGE.wildBill: out[0] = PASS; out[1] = CHOOSE_KEEP; return 2;
      default: return 0;
    }
  },
  apply(c, f, action) {
    const m = c.m, seat = m[f + AB.SEAT], stage = m[f + AB.STAGE], about = m[f + AB.ABOUT], kind = kindOf(action);
    if (stage === STAGE.wildBill && action === CHOOSE_KEEP) { wildBillKeepsT(c, f); return; }
    popFrameT(m);
    switch (stage) {
      case STAGE.startOfFight: { // R9.3: in the order the seat chose
        const b = nearestT(m, FIGHT);
        if (b >= 0 && kind === A.choose) ownStartEffectsT(c, b, seat, argsOf(action) === OPT_ANNIE);
        return;
      }
      case STAGE.annie:
        if (kind === A.discard) discardCardT(c, seat, argsOf(action), WHY_ANNIE);
        else pushWoundT(c, seat, 1, WHY_ANNIE);
        return;
      case STAGE.rowdy:
        if (kind !== A.discard) return;
        emitT(c, E.abilityUsed, seat, ROWDY, 0);
        discardCardT(c, seat, argsOf(action), WHY_ROWDY);
        pushStepT(m, seat, ROWDY_STEPS, MODE.card, 1, -1);
        return;
      case STAGE.billyPick:
        if (kind === A.target) billyPickedT(c, seat, argsOf(action));
        return;
      case STAGE.billyTake:
        if (action === CHOOSE_MONEY || action === CHOOSE_CARD) billyTakesT(c, seat, about, argsOf(action));
        return;
      default:
        return;
    }
  },
  run(c, f) {
    const m = c.m, seat = m[f + AB.SEAT], stage = m[f + AB.STAGE];
    if (stage === STAGE.startOfFight || stage === STAGE.rifle) {
      popFrameT(m);
      const b = nearestT(m, FIGHT);
      if (b < 0) return;
      if (stage === STAGE.startOfFight) ownStartEffectsT(c, b, seat, false); else rifleAtStartT(c, b, seat);
      return;
    }
    const victim = m[f + AB.OPTIONS] > 0 ? m[f + AB.OPTIONS + 1] : MIB_SEAT, one = targets(m, f) === 1;
    popFrameT(m);
    if (stage === STAGE.annie) pushWoundT(c, seat, 1, WHY_ANNIE); // no card in hand: only the wound (CONTENT.md §6)
    else if (stage === STAGE.billyPick && one) billyPickedT(c, seat, victim);
  },
};
