// Fight values, ties, fight-card effects and results, as operations queued after the
// comparison (R9.5–R9.8, R10.3–R10.5, R11.7, R12.3, R13.3, R6.7).
import { abilityModOpp, abilityWinsTies } from './abilities.js';
import { emit, type Ctx } from './ctx.js';
import type { Op } from './content/card-effects.js';
import { FIGHT_CARDS } from './content/fight-cards.js';
import { itemDef } from './content/items.js';
import { PLACES } from './content/map.js';
import { cardValue } from './content/poker-cards.js';
import { runOps, source } from './effects.js';
import { halfUp, player, returnCattle } from './ops.js';
import { push } from './stack.js';
import type { ChoiceOption, EngineOp, FightFrame, GameState, PlayerState, Seat } from './types.js';

/** The lowest value a card can have after modifiers (R9.7). */
export const MIN_FIGHT_VALUE = 2;

/**
 * How much a seat's equipment lowers the card a player plays against it (R9.5): its active
 * upgraded weapon (CONTENT.md §2), plus Jesse James's and Kit Carson's −1 outside a town (R18).
 */
export function modAgainstPlayerCard(s: GameState, f: FightFrame, seat: Seat): number {
  return weaponModOpp(player(s, seat)) + abilityModOpp(s, f, seat);
}

/** What a player's active weapon takes off the card a player plays against them: its upgraded side's −1 (CONTENT.md §2), else 0; for bots reading a view too. */
export function weaponModOpp(p: Pick<PlayerState, 'activeWeapon' | 'items'>): number {
  const w = p.activeWeapon ? p.items.find((i) => i.id === p.activeWeapon) : undefined;
  return w?.upgraded ? itemDef(w.id).upgradedModOpp ?? 0 : 0;
}

/**
 * How much a fighter's equipment lowers an NPC's fight card. Upgraded weapons never do
 * (CONTENT.md §2); Jesse James and Kit Carson lower it by 1 outside a town (R18).
 */
export function modAgainstFightCard(s: GameState, f: FightFrame, seat: Seat): number {
  return abilityModOpp(s, f, seat);
}

/** Both values after modifiers (never below 2) and the winner of the comparison (R9.7, R10.5, CONTENT.md §0 ties). */
export function fightValues(s: GameState, f: FightFrame): { attacker: number; target: number; winner: 'attacker' | 'target' } {
  const floor = (v: number) => Math.max(MIN_FIGHT_VALUE, v);
  let attacker = 0;
  let target = 0;
  if (f.attackerCard !== null) attacker = floor(cardValue(f.attackerCard) - f.modOnAttacker - (f.target === null ? 0 : modAgainstPlayerCard(s, f, f.target)));
  if (f.target === null) {
    if (f.npcCard) target = floor(FIGHT_CARDS[f.npcCard].value - f.modOnTarget - modAgainstFightCard(s, f, f.attacker));
  } else if (f.targetCard !== null) {
    target = floor(cardValue(f.targetCard) - f.modOnTarget - modAgainstPlayerCard(s, f, f.attacker));
  }
  if (attacker !== target) return { attacker, target, winner: attacker > target ? 'attacker' : 'target' };
  const a = f.winTies.includes(f.attacker) || abilityWinsTies(s, f, f.attacker);
  const t = f.target !== null && (f.winTies.includes(f.target) || abilityWinsTies(s, f, f.target));
  if (a !== t) return { attacker, target, winner: a ? 'attacker' : 'target' };
  return { attacker, target, winner: f.target === null ? 'target' : 'attacker' };
}

/** A fight card's printed effect on the fighter, as operations (R10.3, CONTENT.md §4). */
export function fightCardOps(f: FightFrame, seat: Seat): (Op | EngineOp)[] {
  const e = FIGHT_CARDS[f.npcCard!].effect;
  const why = `fightCard:${f.npcCard}`;
  switch (e.kind) {
    case 'wounds': {
      if (e.noMarshal) f.noMarshal = true;
      const ops: (Op | EngineOp)[] = [{ op: 'wound', n: e.wounds, to: seat, why, ...(e.uncancellable ? { uncancellable: true } : {}) }];
      if (e.lp) ops.push({ op: 'loseLp', n: -e.lp, to: seat });
      if (e.discard) ops.push({ op: 'discard', n: e.discard, to: seat, why: 'fightCard' });
      return ops;
    }
    case 'woundOrRandomDiscard':
      return [{ op: 'ask', kind: 'woundOrDiscard', to: seat, about: null, options: [] }];
    case 'discardOrPay':
      f.noMarshal = true;
      return [{ op: 'ask', kind: 'discardOrPay', to: seat, about: null, options: [] }];
    case 'restart':
      return [];
    case 'gain':
      return [
        ...(e.money ? [{ op: 'money', n: e.money, to: seat, why } as const] : []),
        ...(e.cards ? [{ op: 'draw', n: e.cards, to: seat, why } as const] : []),
        ...(e.lp ? [{ op: 'lp', n: e.lp, to: seat, why } as const] : []),
      ];
    case 'pointChoice':
      return [{ op: 'ask', kind: 'pointReward', to: seat, about: null, options: [] }];
  }
}

/** The options of a choice that depend on the moment it is asked. */
export function choiceOptions(s: GameState, seat: Seat, kind: 'woundOrDiscard' | 'discardOrPay' | 'pointReward'): ChoiceOption[] {
  const p = player(s, seat);
  if (kind === 'woundOrDiscard') return p.hand.length > 0 ? ['wound', 'discardRandom'] : ['wound'];
  if (kind === 'discardOrPay') return [...(p.hand.length > 0 ? ['discardCard' as const] : []), ...(p.money > 0 ? ['pay' as const] : [])];
  return p.wanted > 0 ? ['lp', 'wanted'] : ['lp', 'marshal', 'wanted'];
}

/** The bandit reward: 1 LP or 1 Marshal point; LP only for a Wanted player or after F5/F9 (R13.3). */
export function banditRewardOptions(s: GameState, seat: Seat, noMarshal: boolean): ChoiceOption[] {
  return player(s, seat).wanted > 0 || noMarshal ? ['lp'] : ['lp', 'marshal'];
}

/** The results of a fight, in order: the loser's penalty, then the winner's gains (R9.8, R10.5, R12.3, R13.3, R6.7). */
export function fightResultOps(s: GameState, f: FightFrame): (Op | EngineOp)[] {
  const won = f.winner === 'attacker';
  const a = f.attacker;
  const winner = won ? a : f.target;
  const loser = won ? f.target : a;
  const ops: (Op | EngineOp)[] = [];
  if (loser !== null) ops.push({ op: 'wound', n: 1, to: loser, why: 'lostFight' }, { op: 'draw', n: 1, to: loser, why: 'lostFight' });
  if (winner !== null && player(s, winner).activeWeapon === 'shotgun') ops.push({ op: 'draw', n: 1, to: winner, why: 'shotgun' });
  ops.push({ op: 'winEffects' });
  switch (f.kind) {
    case 'duel':
      if (won) ops.push({ op: 'lp', n: 2, to: a, why: 'duel' });
      break;
    case 'arrest':
      if (won) ops.push({ op: 'marshal', n: 1, to: a, why: 'arrest' }, { op: 'arrest', to: f.target!, by: a });
      break;
    case 'rob':
      if (won) ops.push({ op: 'wanted', n: 1, to: a, why: 'rob' }, { op: 'robLoot', to: a, victim: f.target! }, { op: 'robCattle', to: a, victim: f.target! });
      break;
    case 'bandit':
      ops.push({ op: 'removeBandit' });
      if (won) ops.push({ op: 'banditReward', to: a });
      break;
    case 'guard':
      ops.push(...(won ? [{ op: 'money', n: 80, to: a, why: 'heist' } as const, { op: 'wanted', n: 3, to: a, why: 'heist' } as const] : [{ op: 'wanted', n: 1, to: a, why: 'heist' } as const]));
      break;
    case 'sheriff':
      ops.push(won ? { op: 'sheriffHome' } : { op: 'arrest', to: a, by: 'sheriff' });
      break;
  }
  return ops;
}

/** The winner's onWin BONUS effects (Wallop, Tin Star, Turn the Tables), at W.result. */
export function winEffects(ctx: Ctx, f: FightFrame, fightAt: number): void {
  const winner = f.winner === 'attacker' ? f.attacker : f.target;
  for (const e of [...f.onWin].reverse()) {
    if (e.seat === winner) runOps(ctx, e.seat, e.ops, source({ effect: e.effect, card: e.card, fightAt, hideout: f.hideout }), true);
  }
}

/** R11.7: an arrested player goes to the Sheriff's Office and loses Wanted points, cattle, and half their money and nuggets (W.loseGoods). */
export function arrestPlayer(ctx: Ctx, seat: Seat, by: Seat | 'sheriff'): void {
  const { s } = ctx;
  const p = player(s, seat);
  p.pos = PLACES.sheriffOffice;
  const wanted = p.wanted;
  p.wanted = 0;
  const cattle = p.cattle;
  if (cattle) { p.cattle = null; returnCattle(ctx, cattle); }
  emit(ctx, { type: 'arrested', seat, data: { by, wantedLost: wanted, cattleReturned: cattle !== null } });
  push(s, { k: 'loseGoods', seat, money: halfUp(p.money, 10), nuggets: halfUp(p.nuggets, 1), to: null, why: 'arrested', stage: 'window', protected: false });
}
