// Fight values, ties, fight-card effects and rewards (R9.5–R9.8, R10.3–R10.5, R11.7, R13.3).
import { emit, type Ctx } from './ctx.js';
import { FIGHT_CARDS, type FightCardId } from './content/fight-cards.js';
import { ITEMS } from './content/items.js';
import { PLACES } from './content/map.js';
import { cardValue } from './content/poker-cards.js';
import {
  drawCards, gainLp, gainMarshal, gainMoney, gainWanted, halfUp, loseLp, loseMoney, loseNuggets,
  loserPenalty, player, returnCattle, takeWounds,
} from './ops.js';
import { push } from './stack.js';
import type { ChoiceOption, FightFrame, GameState, Seat } from './types.js';

/** The lowest value a card can have after modifiers (R9.7). */
export const MIN_FIGHT_VALUE = 2;

/**
 * How much a seat lowers the card a player plays against it (R9.5): its active upgraded weapon
 * (CONTENT.md §2). Character abilities and BONUS effects add to this with issues #3 and #4.
 */
export function modAgainstPlayerCard(s: GameState, seat: Seat): number {
  const p = player(s, seat);
  const w = p.activeWeapon ? p.items.find((i) => i.id === p.activeWeapon) : undefined;
  return w?.upgraded ? ITEMS[w.id].upgradedModOpp ?? 0 : 0;
}

/**
 * How much a fighter lowers an NPC's fight card. Upgraded weapons never lower fight cards
 * (CONTENT.md §2); Jesse James, Kit Carson and Dynamite add to this with issues #3 and #4.
 */
export function modAgainstFightCard(_s: GameState, _seat: Seat): number {
  return 0;
}

/** Reveals both sides and fixes their values after modifiers, never below 2 (R9.5, R9.7, R10.3). */
export function revealValues(ctx: Ctx, f: FightFrame): void {
  const { s } = ctx;
  f.revealed = true;
  const base = (c: number, mod: number) => Math.max(MIN_FIGHT_VALUE, c - mod);
  if (f.target === null) {
    f.attackerValue = cardValue(f.attackerCard!);
    f.targetValue = base(FIGHT_CARDS[f.npcCard!].value, modAgainstFightCard(s, f.attacker));
  } else {
    f.attackerValue = base(cardValue(f.attackerCard!), modAgainstPlayerCard(s, f.target));
    f.targetValue = base(cardValue(f.targetCard!), modAgainstPlayerCard(s, f.attacker));
  }
  emit(ctx, {
    type: 'fightRevealed', kind: f.kind, seat: f.attacker,
    data: { attackerCard: f.attackerCard, targetCard: f.targetCard, npcCard: f.npcCard, attackerValue: f.attackerValue, targetValue: f.targetValue },
  });
}

/** Who wins the comparison: higher value; ties to the active player, or to the NPC (R9.7, R10.5). */
export function compareFight(_s: GameState, f: FightFrame): 'attacker' | 'target' {
  if (f.attackerValue !== f.targetValue) return f.attackerValue > f.targetValue ? 'attacker' : 'target';
  return f.target === null ? 'target' : 'attacker';
}

/** Applies a fight card's printed effect to the fighter (R10.3, CONTENT.md §4). */
export function applyFightCardEffect(ctx: Ctx, f: FightFrame, card: FightCardId): void {
  const { s } = ctx;
  const seat = f.attacker;
  const p = player(s, seat);
  const e = FIGHT_CARDS[card].effect;
  const why = `fightCard:${card}`;
  emit(ctx, { type: 'fightCardEffect', seat, kind: card });
  switch (e.kind) {
    case 'wounds':
      takeWounds(ctx, seat, e.wounds, why);
      if (e.lp) loseLp(ctx, seat, -e.lp, why);
      if (e.noMarshal) f.noMarshal = true;
      if (e.discard && p.hand.length > 0) push(s, { k: 'discard', seat, count: Math.min(e.discard, p.hand.length), why: 'fightCard' });
      return;
    case 'woundOrRandomDiscard':
      push(s, { k: 'choice', seat, kind: 'woundOrDiscard', options: p.hand.length > 0 ? ['wound', 'discardRandom'] : ['wound'], about: null });
      return;
    case 'discardOrPay': {
      f.noMarshal = true;
      const options: ChoiceOption[] = [];
      if (p.hand.length > 0) options.push('discardCard');
      if (p.money > 0) options.push('pay');
      if (options.length > 0) push(s, { k: 'choice', seat, kind: 'discardOrPay', options, about: null });
      return;
    }
    case 'restart':
      return;
    case 'gain':
      if (e.money) gainMoney(ctx, seat, e.money, why);
      if (e.cards) drawCards(ctx, seat, e.cards, why);
      if (e.lp) gainLp(ctx, seat, e.lp, why);
      return;
    case 'pointChoice':
      push(s, { k: 'choice', seat, kind: 'pointReward', options: p.wanted > 0 ? ['lp', 'wanted'] : ['lp', 'marshal', 'wanted'], about: null });
      return;
  }
}

/** R11.7: an arrested player goes to the Sheriff's Office and loses Wanted points, cattle, and half their money and nuggets. */
export function arrest(ctx: Ctx, seat: Seat, by: Seat | 'sheriff'): void {
  const { s } = ctx;
  const p = player(s, seat);
  p.pos = PLACES.sheriffOffice;
  const wanted = p.wanted;
  p.wanted = 0;
  const cattle = p.cattle;
  if (cattle) { p.cattle = null; returnCattle(ctx, cattle); }
  const money = loseMoney(ctx, seat, halfUp(p.money, 10), 'arrested');
  const nuggets = loseNuggets(ctx, seat, halfUp(p.nuggets, 1), 'arrested');
  emit(ctx, { type: 'arrested', seat, data: { by, wantedLost: wanted, money, nuggets, cattleReturned: cattle !== null } });
}

/** The bandit reward: 1 LP or 1 Marshal point; LP only for a Wanted player or after F5/F9 (R13.3). */
export function banditRewardOptions(s: GameState, seat: Seat, noMarshal: boolean): ChoiceOption[] {
  return player(s, seat).wanted > 0 || noMarshal ? ['lp'] : ['lp', 'marshal'];
}

/** Results and rewards of a fight (R9.8, R10.5, R12.3, R13.3, R6.7). */
export function fightResult(ctx: Ctx, f: FightFrame): void {
  const { s } = ctx;
  const won = f.winner === 'attacker';
  const a = f.attacker;
  const winnerSeat = won ? a : f.target;
  const loserSeat = won ? f.target : a;
  emit(ctx, { type: 'fightResolved', kind: f.kind, seat: a, data: { winner: winnerSeat, loser: loserSeat, fled: f.fled, target: f.target } });
  if (loserSeat !== null) loserPenalty(ctx, loserSeat);
  if (winnerSeat !== null && player(s, winnerSeat).activeWeapon === 'shotgun') drawCards(ctx, winnerSeat, 1, 'shotgun');
  switch (f.kind) {
    case 'duel':
      if (won) gainLp(ctx, a, 2, 'duel');
      return;
    case 'arrest':
      if (won) { gainMarshal(ctx, a, 1, 'arrest'); arrest(ctx, f.target!, a); }
      return;
    case 'rob': {
      if (!won) return;
      gainWanted(ctx, a, 1, 'rob');
      const t = player(s, f.target!);
      if (t.cattle && !player(s, a).cattle) push(s, { k: 'choice', seat: a, kind: 'robCattle', options: ['take', 'leave'], about: f.target });
      const loot: ChoiceOption[] = [];
      if (t.money > 0) loot.push('money');
      if (t.nuggets > 0) loot.push('nuggets');
      if (loot.length > 0) push(s, { k: 'choice', seat: a, kind: 'robLoot', options: loot, about: f.target });
      return;
    }
    case 'bandit':
      s.bandits = s.bandits.filter((h) => h !== f.hideout);
      emit(ctx, { type: 'banditRemoved', seat: a, data: { hideout: f.hideout } });
      if (won) push(s, { k: 'choice', seat: a, kind: 'banditReward', options: banditRewardOptions(s, a, f.noMarshal), about: null });
      return;
    case 'guard':
      if (won) { gainMoney(ctx, a, 80, 'heist'); gainWanted(ctx, a, 3, 'heist'); } else gainWanted(ctx, a, 1, 'heist');
      return;
    case 'sheriff':
      if (won) {
        s.sheriff = PLACES.sheriffOffice;
        emit(ctx, { type: 'sheriffReturned' });
      } else {
        arrest(ctx, a, 'sheriff');
      }
      return;
  }
}
