// The named choices' rules (choices.ts CHOICES) for the typed engine: each choice kind, the rule
// it implements and what each option does, in a closed registry (a kind missing here does not
// compile). An option runs after its frame is popped, with the frame's seat and `about` (a seat,
// or a story slot for moveDisc). `declines` names the options that reach a module not ported, so
// that the handler throws NotPorted before anything changes (none today: restarting a fight is
// typed/fight.ts's). A choice with branches (effectChoice's card operations) is a 'branches'
// frame (effects-choice.ts) and never comes here: an effectChoice here has no branches, and its
// options do nothing, as in choices.ts.
import { cattleReward } from '../content/cattle.js';
import { PLACES, SPACE_INDEX } from '../content/map.js';
import type { ChoiceKind } from '../types.js';
import { CATTLE, MIB_SEAT, WHY } from './codes.js';
import { emitT, type TypedCtx } from './ctx.js';
import { E } from './events.js';
import { CHOICE_KIND, CHOICE_OPTION, FRAME_KIND } from './frames.js';
import { pushLoseGoodsT, pushWoundT } from './interrupts.js';
import * as L from './layout.js';
import {
  discardRandomCardT, drawCardsT, gainLpT, gainMarshalT, gainMoneyT, gainNuggetsT, gainWantedT, loseMoneyT, returnCattleT,
} from './ops.js';
import { placeDiscT } from './stories.js';
import { MINE_FACES, rollDieT } from './mine.js';
import { nearestT } from './conds.js';
import { pushFrameT } from './stack.js';
import { restartNpcFightT } from './fight-begin.js';

/** One choice kind: its rule (prompts), what an option does, and the options it cannot take yet (a reason, or null). */
interface ChoiceRuleT {
  readonly rule: string;
  apply(c: TypedCtx, seat: number, about: number, option: number): void;
  declines?(option: number): string | null;
}

const MINE = FRAME_KIND.code('mine'), FIGHT = FRAME_KIND.code('fight');

/** Option codes by name. */
const O = {
  lp: CHOICE_OPTION.code('lp'), marshal: CHOICE_OPTION.code('marshal'), wanted: CHOICE_OPTION.code('wanted'), wound: CHOICE_OPTION.code('wound'),
  pay: CHOICE_OPTION.code('pay'), money: CHOICE_OPTION.code('money'), nuggets: CHOICE_OPTION.code('nuggets'), take: CHOICE_OPTION.code('take'),
  deliver: CHOICE_OPTION.code('deliver'), restart: CHOICE_OPTION.code('restart'), reroll1: CHOICE_OPTION.code('reroll1'),
  reroll2: CHOICE_OPTION.code('reroll2'), moveDisc: CHOICE_OPTION.code('moveDisc'),
} as const;
const W = {
  bandit: WHY.code('bandit'), fightCardFA: WHY.code('fightCard:FA'), fightCardF7: WHY.code('fightCard:F7'), fightCardF9: WHY.code('fightCard:F9'),
  fightCard: WHY.code('fightCard'), rob: WHY.code('rob'), wrangle: WHY.code('wrangle'), rustle: WHY.code('rustle'), cattle: WHY.code('cattle'),
  robManInBlack: WHY.code('robManInBlack'),
} as const;
const DISCARD = FRAME_KIND.code('discard');
const RAIL_STATION = SPACE_INDEX.get(PLACES.railStation)!, GREEN_RANCH = SPACE_INDEX.get(PLACES.greenRanch)!;
const BLUE_RANCH = SPACE_INDEX.get(PLACES.blueRanch)!;
/** Each cattle token's reward (money, LP, cards) by cattle code. */
const REWARD = CATTLE.values.map((id) => ({ money: cattleReward(id).money ?? 0, lp: cattleReward(id).lp ?? 0, cards: cattleReward(id).cards ?? 0 }));
/** The Man in Black's loot when beaten in a Rob (MIB-00): $60 or 2 nuggets. */
const MIB_MONEY = 60, MIB_NUGGETS = 2;
/** The `cattleDelivered` kinds. */
const WRANGLE = 0, RUSTLE = 1;

/** The 1 point of a reward choice (choices.ts `rewardPoint`). */
function rewardPoint(c: TypedCtx, seat: number, option: number, why: number): void {
  if (option === O.lp) gainLpT(c, seat, 1, why);
  else if (option === O.marshal) gainMarshalT(c, seat, 1, why);
  else if (option === O.wanted) gainWantedT(c, seat, 1, why);
}

/** Half, rounded up, in whole steps (ops.ts `halfUp`, R2.10). */
const halfUp = (amount: number, step: number): number => Math.ceil(amount / step / 2) * step;

/** How a carrier delivers where it stands (movement.ts `deliveryAt`): WRANGLE at the rail station, RUSTLE at the other colour's ranch, else -1. */
function deliveryModeT(m: Int32Array, seat: number): number {
  const o = L.playerAt(seat), cattle = m[o + L.P_CATTLE], pos = m[o + L.P_POS];
  if (cattle === -1 || pos === -1) return -1;
  if (pos === RAIL_STATION) return WRANGLE;
  return (cattle < 6 ? pos === BLUE_RANCH : pos === GREEN_RANCH) ? RUSTLE : -1; // cattle codes 0–5 are the green ranch's
}

/** Every choice kind with the rule it implements and what each option does (choices.ts CHOICES). */
const RULES = {
  banditReward: { rule: 'R13.3', apply: (c, seat, _about, o) => rewardPoint(c, seat, o, W.bandit) },
  pointReward: { rule: 'R10.3', apply: (c, seat, _about, o) => rewardPoint(c, seat, o, W.fightCardFA) },
  woundOrDiscard: {
    rule: 'R10.3',
    apply: (c, seat, _about, o) => { if (o === O.wound) pushWoundT(c, seat, 1, W.fightCardF7); else discardRandomCardT(c, seat, W.fightCardF7); },
  },
  discardOrPay: {
    rule: 'R10.3',
    apply: (c, seat, _about, o) => {
      if (o === O.pay) { loseMoneyT(c, seat, 10, W.fightCardF9); return; }
      const f = pushFrameT(c.m, DISCARD, 3); // seat, count, WHY
      c.m[f] = seat; c.m[f + 1] = 1; c.m[f + 2] = W.fightCard;
    },
  },
  robLoot: {
    rule: 'R9.8',
    // Half, rounded up, of what the victim has (R2.10); W.loseGoods opens first (Fool's Gold).
    apply: (c, seat, victim, o) => {
      const v = L.playerAt(victim);
      const money = o === O.money ? halfUp(c.m[v + L.P_MONEY], 10) : 0;
      const nuggets = o === O.nuggets ? halfUp(c.m[v + L.P_NUGGETS], 1) : 0;
      pushLoseGoodsT(c, victim, money, nuggets, seat, W.rob);
    },
  },
  robCattle: {
    rule: 'R9.8',
    apply: (c, seat, victim, o) => {
      if (o !== O.take) return;
      const m = c.m, v = L.playerAt(victim) + L.P_CATTLE;
      m[L.playerAt(seat) + L.P_CATTLE] = m[v];
      m[v] = -1;
      emitT(c, E.cattleStolen, seat, -1, victim);
    },
  },
  deliver: {
    rule: 'R7.2',
    apply: (c, seat, _about, o) => {
      if (o !== O.deliver) return;
      const m = c.m, at = L.playerAt(seat) + L.P_CATTLE;
      const mode = deliveryModeT(m, seat);
      const token = m[at];
      if (token === -1) throw new Error(`seat ${seat} delivers no cattle`);
      m[at] = -1;
      emitT(c, E.cattleDelivered, seat, mode, token, m[L.playerAt(seat) + L.P_POS]);
      if (mode === WRANGLE) gainMarshalT(c, seat, 1, W.wrangle);
      else gainWantedT(c, seat, 1, W.rustle);
      const r = REWARD[token];
      if (r.money) gainMoneyT(c, seat, r.money, W.cattle);
      if (r.lp) gainLpT(c, seat, r.lp, W.cattle);
      if (r.cards) drawCardsT(c, seat, r.cards, W.cattle);
      returnCattleT(c, token);
    },
  },
  restartFight: {
    rule: 'R10.4',
    apply: (c, _seat, _about, o) => { // 'keep': the fight stands
      const fight = nearestT(c.m, FIGHT);
      if (o === O.restart && fight >= 0) restartNpcFightT(c, fight);
    },
  },
  moveDisc: {
    rule: 'R14.4',
    apply: (c, seat, slot, o) => { if (o === O.moveDisc) placeDiscT(c, seat, slot, true); },
  },
  effectChoice: { rule: 'R17.2', apply: () => undefined }, // no branches: nothing runs
  mibLoot: {
    // Beating the Man in Black in a Rob: $60 or 2 nuggets from the supply, his own stay unchanged (MIB-00).
    rule: 'R20.1',
    apply: (c, seat, _about, o) => {
      const money = o === O.money ? gainMoneyT(c, seat, MIB_MONEY, W.robManInBlack) : 0;
      const nuggets = o === O.money ? 0 : gainNuggetsT(c, seat, MIB_NUGGETS, W.robManInBlack);
      if (money > 0 || nuggets > 0) emitT(c, E.goodsTaken, seat, MIB_SEAT, money, nuggets, W.rob);
    },
  },
  prospectorsMap: {
    rule: 'R6.5',
    apply: (c, _seat, _about, o) => {
      if (o !== O.reroll1 && o !== O.reroll2) return; // 'keep': the dice stand
      const mine = nearestT(c.m, MINE);
      const die = o === O.reroll1 ? 0 : 1;
      const face = rollDieT(c, mine, die);
      c.m[mine + MINE_FACES + die] = face;
      emitT(c, E.dieRerolled, c.m[mine], -1, die + 1, face);
    },
  },
} satisfies Record<ChoiceKind, ChoiceRuleT>;

/** The choice kinds' rules by CHOICE_KIND code. */
export const CHOICES_T: readonly ChoiceRuleT[] = CHOICE_KIND.values.map((k) => RULES[k]);
