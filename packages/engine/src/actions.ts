// The action phase (R4.2): the actions a player may take, and what each costs and starts.
import { crossingRoute } from './abilities.js';
import { emit, type Ctx } from './ctx.js';
import { CARD_EFFECTS, type EffectId } from './content/card-effects.js';
import { hasFeature } from './content/map.js';
import { cardEffect } from './content/poker-cards.js';
import { condHolds, runEffect, source } from './effects.js';
import { ANTE, startPoker } from './poker.js';
import { startNpcFight, startPlayerFight } from './fight.js';
import { startMine } from './mine.js';
import { mibHere } from './mib.js';
import { startMibFight } from './mib-fight.js';
import { moveActions, movementOf, othersHere, playerRoutes, startMove } from './movement.js';
import {
  discardItem, drawCards, gainLp, gainMoney, heal, loseMarshal, loseMoney, loseNuggets, player,
} from './ops.js';
import { shopActions, startShopping } from './store.js';
import type { Action, GameState, Seat } from './types.js';

/** Price of 1 LP at the Cabaret (R6.9). */
export const REVEL_PRICE = 30;

/** The fights a player may declare here (R9.1). */
function fightActions(s: GameState, seat: Seat): Action[] {
  const p = player(s, seat);
  if (p.hand.length === 0) return [];
  const out: Action[] = [];
  for (const t of othersHere(s, seat)) {
    if (s.turn.fought.includes(t)) continue;
    out.push({ type: 'fight', target: t, kind: 'duel' }, { type: 'fight', target: t, kind: 'rob' });
    if (p.marshal > 0 && player(s, t).wanted > 0) out.push({ type: 'fight', target: t, kind: 'arrest' });
  }
  // The Man in Black: Duels and Robs only, at most once per turn (CONTENT.md §10).
  if (mibHere(s, seat) && !s.turn.fought.includes('mib')) out.push({ type: 'fight', target: 'mib', kind: 'duel' }, { type: 'fight', target: 'mib', kind: 'rob' });
  return out;
}

/** The location actions of the player's space (R6). */
function locationActions(s: GameState, seat: Seat): Action[] {
  const p = player(s, seat);
  const at = p.pos!;
  const out: Action[] = [];
  if (hasFeature(at, 'general-store')) out.push(...shopActions(s, seat));
  if (hasFeature(at, 'mine')) out.push({ type: 'prospect' });
  if (hasFeature(at, 'bank')) {
    for (let n = 1; n <= p.nuggets; n++) out.push({ type: 'deposit', nuggets: n });
    if (!s.turn.heisted && p.hand.length > 0) out.push({ type: 'heist' });
  }
  const ranch = hasFeature(at, 'ranch-green') ? 'green' : hasFeature(at, 'ranch-blue') ? 'blue' : null;
  if (ranch && !p.cattle && s.ranches[ranch].length > 0) out.push({ type: 'takeCattle' });
  if (hasFeature(at, 'cabaret')) {
    for (let lp = 1; lp <= 4 && lp * REVEL_PRICE <= p.money; lp++) out.push({ type: 'revel', lp });
  }
  if (hasFeature(at, 'doctor') && p.wounds > 0 && p.money >= 10) out.push({ type: 'heal' });
  if (hasFeature(at, 'saloon') && p.money >= ANTE) out.push({ type: 'poker' });
  return out;
}

/** The ACTION cards a player may play now, with what each must name (R17.2). */
function cardActions(s: GameState, seat: Seat): Action[] {
  const out: Action[] = [];
  for (const card of [...new Set(player(s, seat).hand)]) {
    const e = CARD_EFFECTS[cardEffect(card).id as EffectId];
    if (e.type !== 'ACTION' || !e.when.every((c) => condHolds(s, seat, c, source()))) continue;
    if (e.param === 'target') out.push(...[...othersHere(s, seat), ...(mibHere(s, seat) ? ['mib' as const] : [])].map((target): Action => ({ type: 'playAction', card, target })));
    else if (e.param === 'hideout') out.push(...s.bandits.map((hideout): Action => ({ type: 'playAction', card, hideout })));
    else if (e.param === 'story') {
      for (const story of [0, 1] as const) {
        if (s.stories[story] !== null && s.storyDecks[story].length > 0 && s.storyDiscs[story].length === 0) out.push({ type: 'playAction', card, story });
      }
    } else out.push({ type: 'playAction', card });
  }
  return out;
}

/** Every action of the action phase for the active player (R4.2). Work is always legal. */
export function mainActions(s: GameState, seat: Seat): Action[] {
  const p = player(s, seat);
  const out: Action[] = [...moveActions(s, seat), ...fightActions(s, seat), ...locationActions(s, seat), ...cardActions(s, seat), { type: 'work' }];
  if (p.items.some((i) => i.id === 'provisions')) out.push({ type: 'useItem', item: 'provisions' });
  return out;
}

/** Spends one action and performs it. */
export function applyMainAction(ctx: Ctx, seat: Seat, a: Action): void {
  const { s } = ctx;
  const p = player(s, seat);
  s.turn.actionsLeft--;
  switch (a.type) {
    case 'move':
      if (a.crossings) startMove(ctx, seat, crossingRoute(s, seat, movementOf(p), a.to, a.crossings)!, 'action', a.crossings); // Bloody Knife (R5.7)
      else startMove(ctx, seat, playerRoutes(s, seat).route(a.to)!);
      return;
    case 'fight':
      s.turn.fought.push(a.target);
      if (a.kind === 'rob') loseMarshal(ctx, seat, 'rob'); // R9.2, R11.3
      if (a.target === 'mib') startMibFight(ctx, seat, 'target', a.kind === 'rob' ? 'rob' : 'duel');
      else startPlayerFight(ctx, seat, a.target, a.kind);
      return;
    case 'buy':
    case 'upgrade':
      startShopping(ctx, seat, a);
      return;
    case 'prospect':
      startMine(ctx, seat);
      return;
    case 'deposit':
      loseNuggets(ctx, seat, a.nuggets, 'deposit');
      emit(ctx, { type: 'nuggetsDeposited', seat, data: { nuggets: a.nuggets } });
      gainMoney(ctx, seat, 20 * a.nuggets, 'deposit');
      gainLp(ctx, seat, a.nuggets, 'deposit');
      return;
    case 'heist':
      s.turn.heisted = true;
      loseMarshal(ctx, seat, 'heist'); // R6.7, R11.3
      emit(ctx, { type: 'heistAttempted', seat });
      startNpcFight(ctx, seat, 'guard');
      return;
    case 'takeCattle': {
      const colour = hasFeature(p.pos!, 'ranch-green') ? 'green' : 'blue';
      const token = s.ranches[colour].shift()!;
      p.cattle = token;
      emit(ctx, { type: 'cattleTaken', seat, kind: colour, data: { at: p.pos }, secret: { to: [seat], data: { token } } });
      return;
    }
    case 'revel':
      loseMoney(ctx, seat, REVEL_PRICE * a.lp, 'revel');
      emit(ctx, { type: 'revelled', seat, data: { lp: a.lp } });
      gainLp(ctx, seat, a.lp, 'revel');
      return;
    case 'heal': {
      loseMoney(ctx, seat, 10, 'doctor');
      const removed = heal(ctx, seat, p.wounds, 'doctor');
      emit(ctx, { type: 'healed', seat, data: { wounds: removed } });
      drawCards(ctx, seat, removed, 'doctor');
      return;
    }
    case 'work':
      gainMoney(ctx, seat, 10, 'work');
      emit(ctx, { type: 'worked', seat, data: { at: p.pos } });
      return;
    case 'poker':
      startPoker(ctx, seat);
      return;
    case 'playAction': {
      // R17.2: reveal the card, apply it, discard it.
      p.hand.splice(p.hand.indexOf(a.card), 1);
      s.pokerDiscard.push(a.card);
      emit(ctx, { type: 'actionCardPlayed', seat, data: { card: a.card } });
      runEffect(ctx, seat, cardEffect(a.card).id as EffectId, source({ card: a.card, target: a.target ?? null, hideout: a.hideout ?? null, story: a.story ?? null }));
      return;
    }
    case 'useItem':
      discardItem(ctx, seat, 'provisions');
      drawCards(ctx, seat, 1, 'provisions');
      heal(ctx, seat, 1, 'provisions');
      return;
    default:
      throw new Error(`not a main action: ${a.type}`);
  }
}
