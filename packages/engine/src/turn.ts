// A player's turn (R4): start-of-turn benefit, active items, 3 actions, end of turn, and the
// passage to the next player, rounds and the end of the game (R19.1).
import { abilityHandLimit, handLimitAbilities, startOfTurnAbilities } from './abilities.js';
import { applyMainAction, mainActions } from './actions.js';
import { moveActions } from './movement.js';
import { emit, type Ctx } from './ctx.js';
import { itemDef, type ItemId } from './content/items.js';
import { trackRow } from './content/tracks.js';
import { promptsOf, type FrameHandler } from './frame.js';
import { drawCards, gainLp, gainMoney, player } from './ops.js';
import { finishGame } from './scoring.js';
import { resolveStories } from './stories.js';
import { mibTurnDue, startMibTurn } from './mib.js';
import { push } from './stack.js';
import { shared, SHARED } from './listed.js';
import type { Action, PlayerState, Seat, TurnFrame, TurnState } from './types.js';

/** Actions per turn (R4.2). */
export const ACTIONS_PER_TURN = 3;

/** A fresh turn for a seat. */
export function newTurn(seat: Seat, round: number): TurnState {
  return { seat, round, actionsLeft: ACTIONS_PER_TURN, fought: [], heisted: false, bought: [], startPos: null };
}

/** The hand limit: 5 − wounds (R15.3); Calamity Jane 6 − wounds, Doc Holliday always 5 (R18, abilities.ts). */
export function handLimit(p: PlayerState): number {
  return abilityHandLimit(p, 5 - p.wounds);
}

/** True when the player owns 2+ weapons or 2+ mounts: R4.1(c) is then a real choice. */
function hasActiveChoice(p: PlayerState): boolean {
  let weapons = 0, mounts = 0;
  for (const i of p.items) {
    const kind = itemDef(i.id).kind;
    if (kind === 'weapon') weapons++;
    else if (kind === 'mount') mounts++;
  }
  return weapons >= 2 || mounts >= 2;
}

/** The weapon/mount pairs a player may make active (R4.1c); empty when there is nothing to choose. */
export function activeChoices(p: PlayerState): Action[] {
  if (!hasActiveChoice(p)) return [];
  const weapons: (ItemId | null)[] = [];
  const mounts: (ItemId | null)[] = [];
  for (const i of p.items) {
    const kind = itemDef(i.id).kind;
    if (kind === 'weapon') weapons.push(i.id);
    else if (kind === 'mount') mounts.push(i.id);
  }
  if (weapons.length === 0) weapons.push(null);
  if (mounts.length === 0) mounts.push(null);
  const out: Action[] = [];
  for (const weapon of weapons) for (const mount of mounts) out.push(SHARED.chooseActive(weapon, mount));
  return out;
}

/** Passes the turn to the next seat, ending the round and perhaps the game (R4.4, R19.1). */
function nextTurn(ctx: Ctx, f: TurnFrame): void {
  const { s } = ctx;
  const n = s.players.length;
  const next = (s.turn.seat + 1) % n;
  let round = s.turn.round;
  if (next === s.firstSeat) {
    emit(ctx, { type: 'roundEnded', data: { round } });
    if (s.endTriggeredRound !== null && round >= s.endTriggeredRound + 1) {
      s.stack.pop();
      finishGame(ctx);
      return;
    }
    round++;
  }
  s.turn = newTurn(next, round);
  f.step = 'start';
}

const BENEFIT_PROMPTS = promptsOf('startBenefit', 'R4.1');
const ACTIVE_PROMPTS = promptsOf('chooseActive', 'R4.1');
const ACTION_PROMPTS = promptsOf('action', 'R4.2');

const BENEFITS: readonly Action[] = (['money', 'cards', 'mixed'] as const).map((benefit) => shared({ type: 'takeBenefit', benefit }));

/** The turn frame (R4). */
export const turnHandler: FrameHandler<TurnFrame> = {
  prompt(s, f) {
    const seat = s.turn.seat;
    if (f.step === 'benefit') return BENEFIT_PROMPTS[seat];
    if (f.step === 'items' && hasActiveChoice(player(s, seat))) return ACTIVE_PROMPTS[seat];
    if (f.step === 'actions' && s.turn.actionsLeft > 0) return ACTION_PROMPTS[seat];
    return null;
  },
  legal(s, f) {
    const seat = s.turn.seat;
    if (f.step === 'benefit') return BENEFITS.slice();
    if (f.step === 'items') return activeChoices(player(s, seat));
    return mainActions(s, seat);
  },
  listedOfType(s, f, type) {
    // mainActions lists the Move actions first, exactly moveActions' list, and no other actions of that type.
    return f.step === 'actions' && type === 'move' ? moveActions(s, s.turn.seat) : null;
  },
  apply(ctx, f, a) {
    const seat = ctx.s.turn.seat;
    const p = player(ctx.s, seat);
    if (a.type === 'takeBenefit') {
      emit(ctx, { type: 'benefitTaken', seat, kind: a.benefit });
      if (a.benefit === 'money') gainMoney(ctx, seat, 20, 'startOfTurn');
      if (a.benefit === 'cards') drawCards(ctx, seat, 2, 'startOfTurn');
      if (a.benefit === 'mixed') { gainMoney(ctx, seat, 10, 'startOfTurn'); drawCards(ctx, seat, 1, 'startOfTurn'); }
      f.step = 'items';
    } else if (a.type === 'chooseActive') {
      p.activeWeapon = a.weapon;
      p.activeMount = a.mount;
      emit(ctx, { type: 'activeItemsChosen', seat, data: { weapon: a.weapon, mount: a.mount } });
      f.step = 'actions';
    } else {
      applyMainAction(ctx, seat, a);
    }
  },
  run(ctx, f) {
    const { s } = ctx;
    const seat = s.turn.seat;
    const p = player(s, seat);
    switch (f.step) {
      case 'start':
        s.turn.startPos = p.pos;
        s.storyContributed = [false, false];
        emit(ctx, { type: 'turnStarted', seat, data: { round: s.turn.round, at: p.pos } });
        f.step = 'benefit';
        startOfTurnAbilities(ctx, seat); // R4.1(a): Bass Reeves, Mary Fields, Y. B. Rowdy
        return;
      case 'items':
        f.step = 'actions';
        return;
      case 'actions':
        emit(ctx, { type: 'actionsEnded', seat, data: { at: p.pos } });
        f.step = 'stories';
        return;
      case 'stories':
        // R4.4(1): completed story cards resolve first, in the order they were completed.
        f.step = 'handLimit';
        resolveStories(ctx);
        return;
      case 'handLimit': {
        f.step = 'wanted';
        handLimitAbilities(ctx, seat, 5 - p.wounds);
        const excess = p.hand.length - handLimit(p);
        if (excess > 0) push(s, { k: 'discard', seat, count: excess, why: 'handLimit' });
        return;
      }
      case 'wanted':
        f.step = 'next';
        if (p.wanted > 0) gainLp(ctx, seat, trackRow(p.wanted), 'wantedRow');
        return;
      case 'next':
        emit(ctx, { type: 'turnEnded', seat });
        // In a 2-player game the Man in Black's turn ends the round (MIB-00, R19.1).
        if (mibTurnDue(s, seat)) { f.step = 'mib'; startMibTurn(ctx); return; }
        nextTurn(ctx, f);
        return;
      case 'mib':
        nextTurn(ctx, f);
        return;
      case 'benefit':
        return;
    }
  },
};
