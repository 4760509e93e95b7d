// The action phase (R4.2): the actions a player may take, and what each costs and starts.
import { crossingRoute } from './crossings.js';
import { emit, type Ctx } from './ctx.js';
import { effectOfCard } from './content/card-effects.js';
import { FEATURE_BIT, featureMask, type SpaceId } from './content/map.js';
import type { CardId } from './content/poker-cards.js';
import { allHold, playCard, source } from './effects.js';
import { ANTE, startPoker } from './poker.js';
import { startNpcFight, startPlayerFight } from './fight.js';
import { startMine } from './mine.js';
import { mibHere } from './mib.js';
import { startMibFight } from './mib-fight.js';
import { moveActions, moveRoute, movementOf, othersHere, startMove } from './movement.js';
import { ACT, cardFamily, family1, family2 } from './listed.js';
import {
  discardItem, drawCards, gainLp, gainMoney, heal, loseMarshal, loseMoney, loseNuggets, owns, player, takeCattle,
} from './ops.js';
import { shopActions, startShopping } from './store.js';
import type { Action, Competitor, GameState, PlayerFightKind, Seat } from './types.js';

/** Price of 1 LP at the Cabaret (R6.9). */
export const REVEL_PRICE = 30;

/** The shared actions of this file's families (listed.ts). */
const fightAction = family2((target: Competitor, kind: PlayerFightKind): Action => ({ type: 'fight', target, kind }));
const DEPOSIT = family1((nuggets: number): Action => ({ type: 'deposit', nuggets }));
const REVEL = family1((lp: number): Action => ({ type: 'revel', lp }));
const PLAY = cardFamily((card): Action => ({ type: 'playAction', card }));
const PLAY_AT = family2((card: CardId, target: Competitor): Action => ({ type: 'playAction', card, target }));
const PLAY_HIDEOUT = family2((card: CardId, hideout: SpaceId): Action => ({ type: 'playAction', card, hideout }));
const PLAY_STORY = family2((card: CardId, story: 0 | 1): Action => ({ type: 'playAction', card, story }));

/** Appends the fights a player may declare here (R9.1). */
function fightActions(s: GameState, seat: Seat, out: Action[]): void {
  const p = player(s, seat);
  if (p.hand.length === 0) return;
  const ps = s.players;
  for (let t = 0; t < ps.length; t++) {
    if (t === seat || ps[t].pos !== p.pos || s.turn.fought.includes(t)) continue;
    out.push(fightAction(t, 'duel'), fightAction(t, 'rob'));
    if (p.marshal > 0 && ps[t].wanted > 0) out.push(fightAction(t, 'arrest'));
  }
  // The Man in Black: Duels and Robs only, at most once per turn (CONTENT.md §10).
  if (mibHere(s, seat) && !s.turn.fought.includes('mib')) out.push(fightAction('mib', 'duel'), fightAction('mib', 'rob'));
}

/** Appends the location actions of the player's space (R6). */
function locationActions(s: GameState, seat: Seat, out: Action[]): void {
  const p = player(s, seat);
  const at = p.pos!;
  const f = featureMask(at);
  if (f === 0) return;
  if (f & FEATURE_BIT['general-store']) out.push(...shopActions(s, seat));
  if (f & FEATURE_BIT.mine) out.push(ACT.prospect);
  if (f & FEATURE_BIT.bank) {
    for (let nuggets = 1; nuggets <= p.nuggets; nuggets++) out.push(DEPOSIT(nuggets));
    if (!s.turn.heisted && p.hand.length > 0) out.push(ACT.heist);
  }
  const ranch = f & FEATURE_BIT['ranch-green'] ? 'green' : f & FEATURE_BIT['ranch-blue'] ? 'blue' : null;
  if (ranch && !p.cattle && s.ranches[ranch].length > 0) out.push(ACT.takeCattle);
  if (f & FEATURE_BIT.cabaret) {
    for (let lp = 1; lp <= 4 && lp * REVEL_PRICE <= p.money; lp++) out.push(REVEL(lp));
  }
  if (f & FEATURE_BIT.doctor && p.wounds > 0 && p.money >= 10) out.push(ACT.heal);
  if (f & FEATURE_BIT.saloon && p.money >= ANTE) out.push(ACT.poker);
}

/** Appends the ACTION cards a player may play now, with what each must name (R17.2). */
function cardActions(s: GameState, seat: Seat, out: Action[]): void {
  const hand = player(s, seat).hand;
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i];
    const e = effectOfCard(card);
    if (e.type !== 'ACTION' || hand.indexOf(card) !== i || !allHold(s, seat, e.when, source())) continue; // each card id once
    if (e.param === 'target') {
      for (const target of othersHere(s, seat)) out.push(PLAY_AT(card, target));
      if (mibHere(s, seat)) out.push(PLAY_AT(card, 'mib'));
    } else if (e.param === 'hideout') {
      for (const hideout of s.bandits) out.push(PLAY_HIDEOUT(card, hideout));
    } else if (e.param === 'story') {
      for (const story of [0, 1] as const) {
        if (s.stories[story] !== null && s.storyDecks[story].length > 0 && s.storyDiscs[story].length === 0) out.push(PLAY_STORY(card, story));
      }
    } else out.push(PLAY(card));
  }
}

/** Every action of the action phase for the active player (R4.2). Work is always legal. */
export function mainActions(s: GameState, seat: Seat): Action[] {
  const p = player(s, seat);
  const out = moveActions(s, seat);
  fightActions(s, seat, out);
  locationActions(s, seat, out);
  cardActions(s, seat, out);
  out.push(ACT.work);
  if (owns(p, 'provisions')) out.push(ACT.provisions);
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
      else startMove(ctx, seat, moveRoute(s, seat, a.to)!);
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
    case 'takeCattle':
      takeCattle(ctx, seat);
      return;
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
      emit(ctx, { type: 'actionCardPlayed', seat, data: { card: a.card } });
      playCard(ctx, seat, a.card, source({ card: a.card, target: a.target ?? null, hideout: a.hideout ?? null, story: a.story ?? null }));
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
