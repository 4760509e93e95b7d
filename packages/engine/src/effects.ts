// Running effects: a frame that executes a list of primitive operations in order, each by its
// handler in a closed registry (a missing handler does not compile). An operation that needs a
// decision or a window pushes frames; the rest of the list waits for them.
import { emit, type Ctx } from './ctx.js';
import { CARD_EFFECTS, effectOfCard, type Cond, type EffectId, type Op } from './content/card-effects.js';
import { hasFeature, PLACES } from './content/map.js';
import { cardRank, type CardId } from './content/poker-cards.js';
import { automatic } from './frame.js';
import { arrestPlayer, banditRewardOptions, choiceOptions, fightCardOps, winEffects } from './fight-results.js';
import { anyOtherHere, movementOf } from './movement.js';
import { mibHere, mibOp } from './mib.js';
import {
  discardRandomCard, drawCards, gainLp, gainMarshal, gainMoney, gainNuggets, gainWanted, heal, loseLp, loseMoney, player, takeCattle,
} from './ops.js';
import { moveSheriff } from './sheriff.js';
import { STORY_OPS, turnUpStory } from './stories.js';
import { nearest, pop, push } from './stack.js';
import type { ChoiceOption, EffectSource, EngineOp, FightFrame, GameState, OpsFrame, Seat } from './types.js';

/** An effect source with nothing named. */
export function source(fields?: Partial<EffectSource>): EffectSource {
  if (!fields) return NO_SOURCE; // sources are never changed once made (clone.ts shares them)
  return { effect: null, card: null, target: null, hideout: null, story: null, fightAt: null, ...fields };
}
const NO_SOURCE: EffectSource = Object.freeze({ effect: null, card: null, target: null, hideout: null, story: null, fightAt: null });

/** Runs operations for `seat` (they start after the current step). */
export function runOps(ctx: Ctx, seat: Seat, ops: readonly (Op | EngineOp)[], src: EffectSource, announce = false): void {
  if (ops.length > 0) push(ctx.s, { k: 'ops', seat, ops: [...ops], src, announce });
}

/** Runs a card effect's operations for its owner. */
export function runEffect(ctx: Ctx, seat: Seat, effect: EffectId, src: EffectSource, announce = true): void {
  runOps(ctx, seat, CARD_EFFECTS[effect].ops, { ...src, effect }, announce);
}

/**
 * Plays a card taken from the hand for its ACTION or REACTION: its effect applies, then it is
 * discarded (R17.2, R17.4), so a draw during the effect never reshuffles it back (R2.4).
 */
export function playCard(ctx: Ctx, seat: Seat, card: CardId, src: EffectSource): void {
  const effect = effectOfCard(card).id;
  runOps(ctx, seat, [...CARD_EFFECTS[effect].ops, { op: 'discardPlayed', card }], { ...src, card, effect }, true);
}

/** The fight an effect belongs to, if it is still on the stack. */
export function fightOf(s: GameState, src: EffectSource): FightFrame | null {
  const f = src.fightAt === null ? undefined : s.stack[src.fightAt];
  return f && f.k === 'fight' ? f : null;
}

/** The other side of a player fight, for `seat`. */
function opponent(f: FightFrame, seat: Seat): Seat | null {
  if (f.target === null) return null;
  return seat === f.attacker ? f.target : f.attacker;
}

/** True when a condition holds for `seat` (CONTENT.md §3 conditions). */
export function condHolds(s: GameState, seat: Seat, cond: Cond, src: EffectSource): boolean {
  const f = fightOf(s, src);
  const p = player(s, seat);
  switch (cond) {
    case 'inFight': return f !== null;
    case 'isTarget': return f !== null && (f.target === seat || (f.mib === 'attacker' && f.attacker === seat));
    case 'vsBandit': return f !== null && f.kind === 'bandit';
    case 'vsPlayer': return f !== null && f.target !== null;
    case 'oppIsFightCard': return f !== null && f.target === null && f.npcCard !== null;
    case 'oppRankIsAce': {
      if (!f || !f.revealed) return false;
      if (f.target === null) return seat === f.attacker && f.npcCard === 'FA';
      const card = seat === f.attacker ? f.targetCard : f.attackerCard;
      return card !== null && cardRank(card) === 'A';
    }
    case 'anyWanted': return s.players.some((x) => x.wanted > 0);
    case 'playerHere': return anyOtherHere(s, seat) || mibHere(s, seat);
    case 'canTakeCattle': {
      const ranch = hasFeature(p.pos!, 'ranch-green') ? 'green' : hasFeature(p.pos!, 'ranch-blue') ? 'blue' : null;
      return ranch !== null && !p.cattle && s.ranches[ranch].length > 0;
    }
    case 'storyCyclable': return s.stories.some((st, i) => st !== null && s.storyDecks[i].length > 0 && s.storyDiscs[i].length === 0);
    case 'banditOnMap': return s.bandits.length > 0;
    case 'woundCancellable': {
      const w = nearest(s, 'wound');
      return w?.k === 'wound' && !w.uncancellable && w.n > 0;
    }
    case 'noSprintYet': {
      const m = nearest(s, 'move');
      return m?.k === 'move' && !m.sprinted;
    }
    case 'goodsAtRisk': {
      const g = nearest(s, 'loseGoods');
      return g?.k === 'loseGoods' && !g.protected && (g.money > 0 || g.nuggets > 0);
    }
  }
}

/** True when every condition of a card's `when` holds for `seat` (R17.2, R17.4); `src` names the fight or window it is asked in. */
export function allHold(s: GameState, seat: Seat, when: readonly Cond[], src: EffectSource): boolean {
  for (let i = 0; i < when.length; i++) if (!condHolds(s, seat, when[i], src)) return false;
  return true;
}

type AnyOp = Op | EngineOp;
type OpHandler<O> = (ctx: Ctx, f: OpsFrame, op: O) => void;
const who = (f: OpsFrame, op: { to?: Seat }): Seat => op.to ?? f.seat;
const why = (f: OpsFrame, op?: { why?: string }): string => op?.why ?? f.src.effect ?? 'effect';

/** One handler per operation kind. */
export const OP_HANDLERS: { [K in AnyOp['op']]: OpHandler<Extract<AnyOp, { op: K }>> } = {
  money: (ctx, f, op) => { gainMoney(ctx, who(f, op), op.n, why(f, op)); },
  takeMoney: (ctx, f, op) => {
    const victim = f.src.target!;
    if (victim === 'mib') { gainMoney(ctx, f.seat, op.n, why(f)); return; } // from the supply (CONTENT.md §3)
    const amount = Math.min(op.n, player(ctx.s, victim).money);
    push(ctx.s, { k: 'loseGoods', seat: victim, money: amount, nuggets: 0, to: f.seat, why: why(f), stage: 'window', protected: false });
  },
  draw: (ctx, f, op) => { drawCards(ctx, who(f, op), op.n, why(f, op)); },
  lp: (ctx, f, op) => gainLp(ctx, who(f, op), op.n, why(f, op)),
  loseLp: (ctx, f, op) => loseLp(ctx, who(f, op), op.n, why(f)),
  marshal: (ctx, f, op) => gainMarshal(ctx, who(f, op), op.n, why(f, op)),
  wanted: (ctx, f, op) => gainWanted(ctx, who(f, op), op.n, why(f, op)),
  choice: (ctx, f, op) => {
    const seat = who(f, op);
    const wanted = player(ctx.s, seat).wanted > 0;
    const useless = (ops: Op[]) => wanted && ops.every((o) => o.op === 'marshal'); // an option that would do nothing is not offered
    const [la, lb] = op.labels as [ChoiceOption, ChoiceOption];
    const options = [la, lb].filter((_, i) => !useless(i === 0 ? op.a : op.b));
    push(ctx.s, { k: 'choice', seat, kind: 'effectChoice', options, about: null, branches: { [la]: op.a, [lb]: op.b }, src: f.src });
  },
  banditReward: (ctx, f, op) => {
    const seat = who(f, op);
    const noMarshal = fightOf(ctx.s, f.src)?.noMarshal ?? false;
    push(ctx.s, { k: 'choice', seat, kind: 'banditReward', options: banditRewardOptions(ctx.s, seat, noMarshal), about: null });
  },
  nugget: (ctx, f, op) => { gainNuggets(ctx, who(f, op), op.n, why(f)); },
  heal: (ctx, f, op) => { heal(ctx, who(f, op), op.n, why(f)); },
  wound: (ctx, f, op) => {
    const fight = fightOf(ctx.s, f.src);
    const seat = op.opp ? (fight ? opponent(fight, f.seat) : null) : who(f, op);
    if (seat !== null) pushWound(ctx, seat, op.n, op.why ?? why(f), op.uncancellable ?? false);
  },
  preventWound: (ctx, _f, op) => {
    const w = nearest(ctx.s, 'wound');
    if (w?.k === 'wound') w.n = Math.max(0, w.n - op.n);
  },
  takeCattle: (ctx, f) => takeCattle(ctx, f.seat),
  move: (ctx, f, op) => push(ctx.s, { k: 'step', seat: f.seat, n: op.n, mode: 'card', left: 1, src: f.src }),
  extendMove: (ctx, f, op) => {
    const m = nearest(ctx.s, 'move');
    if (m?.k === 'move') m.sprinted = true;
    push(ctx.s, { k: 'step', seat: f.seat, n: op.n, mode: 'extend', left: 1, src: f.src });
  },
  moveAction: (ctx, f, op) => push(ctx.s, { k: 'step', seat: f.seat, n: movementOf(player(ctx.s, f.seat)), mode: 'free', left: op.k, src: f.src }),
  moveSheriff: (ctx, f, op) => moveSheriff(ctx, who(f, op), op.n),
  sheriffHome: (ctx, f) => {
    ctx.s.sheriff = PLACES.sheriffOffice;
    emit(ctx, { type: 'sheriffReturned', seat: f.seat });
    // Alibi, played before the fight, cancels it; a fight already won (R12.3) keeps its winner and its W.fightEnd.
    const fight = fightOf(ctx.s, f.src);
    if (fight && fight.kind === 'sheriff' && fight.winner === null) fight.cancelled = true;
  },
  modOpp: (ctx, f, op) => {
    const fight = fightOf(ctx.s, f.src);
    if (!fight) return;
    if (f.seat === fight.attacker) fight.modOnTarget += op.n; else fight.modOnAttacker += op.n;
  },
  winTies: (ctx, f) => { fightOf(ctx.s, f.src)?.winTies.push(f.seat); },
  cancelFight: (ctx, f) => { const fight = fightOf(ctx.s, f.src); if (fight) fight.cancelled = true; },
  peekFaceDown: (ctx, f) => {
    const fight = fightOf(ctx.s, f.src);
    if (fight?.mib === 'attacker' && fight.npcCard) {
      fight.mibPeeked = true; // Instinct on the Man in Black's face-down fight card
      emit(ctx, { type: 'faceDownPeeked', seat: f.seat, secret: { to: [f.seat], data: { card: fight.npcCard } } });
      return;
    }
    if (!fight || fight.attackerCard === null) return;
    fight.peeks.push({ seat: f.seat, of: fight.attacker, cards: [fight.attackerCard], faceDown: true });
    emit(ctx, { type: 'faceDownPeeked', seat: f.seat, secret: { to: [f.seat], data: { card: fight.attackerCard } } });
  },
  protectGoods: (ctx) => {
    const g = nearest(ctx.s, 'loseGoods');
    if (g?.k === 'loseGoods') g.protected = true;
  },
  removeBandit: (ctx, f) => {
    const h = f.src.hideout!;
    ctx.s.bandits = ctx.s.bandits.filter((x) => x !== h);
    emit(ctx, { type: 'banditRemoved', seat: f.seat, data: { hideout: h, ...(f.src.effect ? { by: f.src.effect } : {}) } });
    if (f.src.effect) emit(ctx, { type: 'banditDefeated', seat: f.seat, data: { hideout: h, by: f.src.effect } }); // Hired Gun counts as defeating it
  },
  cycleStory: (ctx, f) => {
    const i = f.src.story!;
    const s = ctx.s;
    const old = s.stories[i];
    if (old) s.storyDecks[i] = [...s.storyDecks[i], old]; // to the bottom; decks are replaced, not changed (clone.ts)
    turnUpStory(s, i);
    s.storyContributed[i] = false; // a new card: this turn's chance on it is open
    emit(ctx, { type: 'storyCycled', seat: f.seat, data: { slot: i, from: old, to: s.stories[i] } });
  },
  // Poker markers: read by the Saloon from the chosen cards (R8.6), nothing happens outside poker.
  pokerWild: () => undefined,
  pokerChoose: () => undefined,
  if: (ctx, f, op) => { if (condHolds(ctx.s, f.seat, op.cond, f.src)) f.ops.unshift(...op.then); },
  onWin: (ctx, f, op) => { fightOf(ctx.s, f.src)?.onWin.push({ seat: f.seat, effect: f.src.effect!, card: f.src.card, ops: op.then }); },
  atFightEnd: (ctx, f, op) => { fightOf(ctx.s, f.src)?.atEnd.push({ seat: f.seat, effect: f.src.effect!, card: f.src.card, ops: op.then }); },
  discard: (ctx, f, op) => {
    const seat = who(f, op);
    const n = Math.min(op.n, player(ctx.s, seat).hand.length);
    if (n > 0) push(ctx.s, { k: 'discard', seat, count: n, why: op.why });
  },
  discardRandom: (ctx, f, op) => { for (let i = 0; i < op.n; i++) discardRandomCard(ctx, who(f, op), why(f)); },
  pay: (ctx, f, op) => { loseMoney(ctx, who(f, op), op.n, why(f)); },
  arrest: (ctx, _f, op) => arrestPlayer(ctx, op.to, op.by),
  ask: (ctx, _f, op) => {
    const dynamic = op.kind === 'woundOrDiscard' || op.kind === 'discardOrPay' || op.kind === 'pointReward';
    const options = op.options.length > 0 || !dynamic ? op.options : choiceOptions(ctx.s, op.to, op.kind as 'pointReward');
    if (options.length > 0) push(ctx.s, { k: 'choice', seat: op.to, kind: op.kind, options, about: op.about });
  },
  robLoot: (ctx, _f, op) => {
    const v = player(ctx.s, op.victim);
    const options: ChoiceOption[] = [];
    if (v.money > 0) options.push('money');
    if (v.nuggets > 0) options.push('nuggets');
    if (options.length > 0) push(ctx.s, { k: 'choice', seat: op.to, kind: 'robLoot', options, about: op.victim });
  },
  robCattle: (ctx, _f, op) => {
    if (player(ctx.s, op.victim).cattle && !player(ctx.s, op.to).cattle) {
      push(ctx.s, { k: 'choice', seat: op.to, kind: 'robCattle', options: ['take', 'leave'], about: op.victim });
    }
  },
  fightCardEffect: (ctx, f, op) => {
    const fight = fightOf(ctx.s, f.src);
    if (fight?.npcCard) f.ops.unshift(...fightCardOps(fight, op.to));
  },
  mib: (ctx, _f, op) => mibOp(ctx, op.act, op.n, op.to, op.why ?? 'manInBlack'),
  discardPlayed: (ctx, _f, op) => { ctx.s.pokerDiscard.push(op.card); },
  winEffects: (ctx, f) => { const fight = fightOf(ctx.s, f.src); if (fight) winEffects(ctx, fight, f.src.fightAt!); },
  storyStart: (ctx, _f, op) => STORY_OPS.storyStart(ctx, op.slot),
  storyBandits: (ctx, _f, op) => STORY_OPS.storyBandits(ctx, op.slot),
  storyEnd: (ctx, _f, op) => STORY_OPS.storyEnd(ctx, op.slot),
};

/** OP_HANDLERS by name in a Map: looking a handler up by a varying key in the object was a megamorphic load at every operation. */
const OP_BY_NAME = new Map<string, OpHandler<never>>(Object.entries(OP_HANDLERS));

/** Operations that do not count as the effect being used (no `cardEffectUsed` before them). */
const WRAPPERS = new Set<AnyOp['op']>(['if', 'onWin', 'atFightEnd', 'discardPlayed']);

/** Pushes the W.wound window and then the wounds themselves (R2.6, CONTENT.md §0 W.wound). */
export function pushWound(ctx: Ctx, seat: Seat, n: number, why: string, uncancellable = false): void {
  push(ctx.s, { k: 'wound', seat, n, uncancellable, why, stage: 'window' });
}

/** The operations frame: one operation per step, in order. */
export const opsHandler = automatic<OpsFrame>((ctx, f) => {
  const op = f.ops.shift();
  if (!op) { pop(ctx.s); return; }
  if (f.announce && f.src.effect && !WRAPPERS.has(op.op)) {
    f.announce = false;
    emit(ctx, { type: 'cardEffectUsed', seat: f.seat, kind: f.src.effect, data: { card: f.src.card } });
  }
  (OP_BY_NAME.get(op.op) as OpHandler<AnyOp>)(ctx, f, op);
});

