// Small decisions: named choices, discards and picking a seat. Each choice kind has one
// handler in a closed registry, so a new kind does not compile without its rule.
import { emit, type Ctx } from './ctx.js';
import { cattleReward } from './content/cattle.js';
import { startNpcFight, restartNpcFight } from './fight.js';
import { promptsOf, type FrameHandler } from './frame.js';
import { rollDie } from './mine.js';
import { placeDisc } from './stories.js';
import { deliveryAt } from './movement.js';
import { pushWound, runOps, source } from './effects.js';
import {
  discardCard, discardItem, discardRandomCard, drawCards, gainLp, gainMarshal, gainMoney,
  gainNuggets, gainWanted, halfUp, loseMoney, player, returnCattle,
} from './ops.js';
import { nearest, pop, push } from './stack.js';
import { ACT, SHARED } from './listed.js';
import type { Action, ChoiceFrame, ChoiceKind, ChoiceOption, DiscardFrame, PickSeatFrame, Prompt } from './types.js';

type ChoiceRule = { rule: string; apply(ctx: Ctx, f: ChoiceFrame, option: ChoiceOption): void };

function rewardPoint(ctx: Ctx, seat: number, option: ChoiceOption, why: string): void {
  if (option === 'lp') gainLp(ctx, seat, 1, why);
  else if (option === 'marshal') gainMarshal(ctx, seat, 1, why);
  else if (option === 'wanted') gainWanted(ctx, seat, 1, why);
}

/** Every choice kind with the rule it implements and what each option does. */
export const CHOICES = {
  banditReward: { rule: 'R13.3', apply: (ctx, f, o) => rewardPoint(ctx, f.seat, o, 'bandit') },
  pointReward: { rule: 'R10.3', apply: (ctx, f, o) => rewardPoint(ctx, f.seat, o, 'fightCard:FA') },
  woundOrDiscard: {
    rule: 'R10.3',
    apply: (ctx, f, o) => { if (o === 'wound') pushWound(ctx, f.seat, 1, 'fightCard:F7'); else discardRandomCard(ctx, f.seat, 'fightCard:F7'); },
  },
  discardOrPay: {
    rule: 'R10.3',
    apply: (ctx, f, o) => {
      if (o === 'pay') loseMoney(ctx, f.seat, 10, 'fightCard:F9');
      else push(ctx.s, { k: 'discard', seat: f.seat, count: 1, why: 'fightCard' });
    },
  },
  robLoot: {
    rule: 'R9.8',
    apply: (ctx, f, o) => {
      // Half, rounded up, of what the victim has (R2.10); W.loseGoods opens first (Fool's Gold).
      const victim = f.about!;
      const v = player(ctx.s, victim);
      const money = o === 'money' ? halfUp(v.money, 10) : 0;
      const nuggets = o === 'nuggets' ? halfUp(v.nuggets, 1) : 0;
      push(ctx.s, { k: 'loseGoods', seat: victim, money, nuggets, to: f.seat, why: 'rob', stage: 'window', protected: false });
    },
  },
  robCattle: {
    rule: 'R9.8',
    apply: (ctx, f, o) => {
      if (o !== 'take') return;
      const v = player(ctx.s, f.about!);
      player(ctx.s, f.seat).cattle = v.cattle;
      v.cattle = null;
      emit(ctx, { type: 'cattleStolen', seat: f.seat, data: { from: f.about } });
    },
  },
  deliver: {
    rule: 'R7.2',
    apply: (ctx, f, o) => {
      if (o !== 'deliver') return;
      const p = player(ctx.s, f.seat);
      const mode = deliveryAt(p)!;
      const token = p.cattle!;
      p.cattle = null;
      emit(ctx, { type: 'cattleDelivered', seat: f.seat, kind: mode, data: { token, at: p.pos } });
      if (mode === 'wrangle') gainMarshal(ctx, f.seat, 1, 'wrangle');
      else gainWanted(ctx, f.seat, 1, 'rustle');
      const r = cattleReward(token);
      if (r.money) gainMoney(ctx, f.seat, r.money, 'cattle');
      if (r.lp) gainLp(ctx, f.seat, r.lp, 'cattle');
      if (r.cards) drawCards(ctx, f.seat, r.cards, 'cattle');
      returnCattle(ctx, token);
    },
  },
  restartFight: {
    rule: 'R10.4',
    apply: (ctx, _f, o) => { if (o === 'restart') restartNpcFight(ctx, nearest(ctx.s, 'fight')!); },
  },
  moveDisc: {
    rule: 'R14.4',
    apply: (ctx, f, o) => { if (o === 'moveDisc') placeDisc(ctx, f.seat, f.about as 0 | 1, true); },
  },
  effectChoice: {
    rule: 'R17.2',
    apply: (ctx, f, o) => { const ops = f.branches?.[o]; if (ops) runOps(ctx, f.seat, ops, f.src ?? source()); },
  },
  mibLoot: {
    // Beating the Man in Black in a Rob: $60 or 2 nuggets from the supply, his own stay unchanged (MIB-00).
    rule: 'R20.1',
    // What leaves the supply is what the Rob took (goal BK2, CONTENT.md §9: he counts as a player).
    apply: (ctx, f, o) => {
      const [money, nuggets] = o === 'money' ? [gainMoney(ctx, f.seat, 60, 'robManInBlack'), 0] : [0, gainNuggets(ctx, f.seat, 2, 'robManInBlack')];
      if (money > 0 || nuggets > 0) emit(ctx, { type: 'goodsTaken', seat: f.seat, data: { from: 'mib', money, nuggets, why: 'rob' } });
    },
  },
  prospectorsMap: {
    rule: 'R6.5',
    apply: (ctx, _f, o) => {
      const m = nearest(ctx.s, 'mine')!;
      if (o === 'reroll1' || o === 'reroll2') {
        const die = o === 'reroll1' ? 0 : 1;
        m.faces[die] = rollDie(ctx, m, die);
        emit(ctx, { type: 'dieRerolled', seat: m.seat, data: { die: die + 1, face: m.faces[die] } });
      }
    },
  },
} satisfies Record<ChoiceKind, ChoiceRule>;

/** A named choice; a choice with a single option applies it without asking. */
export const choiceHandler: FrameHandler<ChoiceFrame> = {
  prompt: (_s, f) => (f.options.length > 1 ? { seat: f.seat, kind: f.kind, rule: CHOICES[f.kind].rule } : null),
  legal: (_s, f) => f.options.map(SHARED.choose),
  apply(ctx, f, a) {
    pop(ctx.s);
    if (a.type === 'choose') CHOICES[f.kind].apply(ctx, f, a.option);
  },
  run(ctx, f) {
    pop(ctx.s);
    if (f.options.length === 1) CHOICES[f.kind].apply(ctx, f, f.options[0]);
  },
};

const DISCARD_PROMPTS: Record<DiscardFrame['why'], readonly Prompt[]> = {
  handLimit: promptsOf('discard', 'R15.3'), fightCard: promptsOf('discard', 'R10.3'), sheriff: promptsOf('discard', 'R12.2'),
};

/** Discards chosen by their owner, one card per decision. */
export const discardHandler: FrameHandler<DiscardFrame> = {
  prompt: (s, f) => (f.count > 0 && player(s, f.seat).hand.length > 0 ? DISCARD_PROMPTS[f.why][f.seat] : null),
  legal: (s, f) => player(s, f.seat).hand.map(SHARED.discard),
  apply(ctx, f, a) {
    if (a.type !== 'discard') return;
    discardCard(ctx, f.seat, a.card, f.why);
    f.count--;
  },
  run(ctx) {
    pop(ctx.s);
  },
};

/** Picking another seat: Whiskey's target (CONTENT.md §2) or the Wanted player the Sheriff fights (R12.2). */
export const pickSeatHandler: FrameHandler<PickSeatFrame> = {
  prompt: (_s, f) => (f.canPass || f.options.length > 1 ? { seat: f.seat, kind: f.why, rule: f.why === 'whiskey' ? 'R16.2' : 'R12.2' } : null),
  legal: (_s, f) => {
    const out: Action[] = f.canPass ? [ACT.pass] : [];
    for (let i = 0; i < f.options.length; i++) out.push(SHARED.target(f.options[i]));
    return out;
  },
  apply(ctx, f, a) {
    pop(ctx.s);
    if (a.type === 'target' && a.seat !== 'mib') picked(ctx, f, a.seat);
  },
  run(ctx, f) {
    pop(ctx.s);
    picked(ctx, f, f.options[0]);
  },
};

function picked(ctx: Ctx, f: PickSeatFrame, seat: number): void {
  if (f.why === 'whiskey') {
    discardItem(ctx, f.seat, 'whiskey');
    emit(ctx, { type: 'whiskeyUsed', seat: f.seat, data: { target: seat } });
    pushWound(ctx, seat, 1, 'whiskey');
  } else {
    startNpcFight(ctx, seat, 'sheriff');
  }
}
