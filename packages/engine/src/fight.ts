// Fights (R9, R10): one frame walks a player fight or an NPC fight through its steps. Values
// and results live in fight-results.ts; reaction windows (R9.6, R17.5) open at the marked steps.
import { emit, type Ctx } from './ctx.js';
import { FIGHT_CARDS, type FightCardId } from './content/fight-cards.js';
import type { FrameHandler } from './frame.js';
import { applyFightCardEffect, compareFight, fightResult, revealValues } from './fight-results.js';
import { drawCards, player, takeTopCard } from './ops.js';
import { randInt, shuffle } from './rng.js';
import { pop, push } from './stack.js';
import type { Action, FightFrame, FightKind, GameState, PlayerFightKind, Seat } from './types.js';

/** Fight cards an NPC draws (R10.1). */
export const NPC_DRAW: Readonly<Record<'bandit' | 'guard' | 'sheriff', number>> = { bandit: 2, guard: 3, sheriff: 4 };

function frame(kind: FightKind, attacker: Seat, target: Seat | null, step: FightFrame['step'], hideout: FightFrame['hideout']): FightFrame {
  return {
    k: 'fight', kind, attacker, target, step, hideout, chooser: null, drawn: [], npcCard: null,
    attackerCard: null, blind: false, targetCard: null, revealed: false, fled: false,
    attackerValue: 0, targetValue: 0, winner: null, peeks: [], noMarshal: false,
  };
}

/** True for fights against a bandit, the Bank Guard or the Sheriff. */
export function isNpcFight(f: FightFrame): boolean {
  return f.target === null;
}

/** Declares a fight against another player (R9.1): the fight frame starts at the declared window. */
export function startPlayerFight(ctx: Ctx, attacker: Seat, target: Seat, kind: PlayerFightKind): void {
  emit(ctx, { type: 'fightDeclared', seat: attacker, kind, data: { target } });
  push(ctx.s, frame(kind, attacker, target, 'declared', null));
}

/** Starts a fight against an NPC (R10); a Sheriff fight first asks for the discard (R12.2). */
export function startNpcFight(ctx: Ctx, fighter: Seat, kind: 'bandit' | 'guard' | 'sheriff', hideout: FightFrame['hideout'] = null): void {
  emit(ctx, { type: 'fightDeclared', seat: fighter, kind });
  push(ctx.s, frame(kind, fighter, null, kind === 'sheriff' ? 'sheriffDiscard' : 'draw', hideout));
}

/** The seat that chooses an NPC's fight card: the fighter's right, i.e. the previous seat (R10.1). */
export function npcChooser(s: GameState, fighter: Seat): Seat {
  const n = s.players.length;
  return (fighter - 1 + n) % n;
}

/** Puts fight cards on the bottom of the fight deck in random order (R10.6). */
function returnFightCards(ctx: Ctx, cards: FightCardId[]): void {
  ctx.s.fightDeck.push(...shuffle(ctx.s.rng, [...cards]));
}

/** R9.3 start-of-fight effects, the earlier seat from the first player first: the Rifle (R23.4). */
function startOfFight(ctx: Ctx, f: FightFrame): void {
  const { s } = ctx;
  const n = s.players.length;
  const order = [f.attacker, f.target!].sort((a, b) => ((a - s.firstSeat + n) % n) - ((b - s.firstSeat + n) % n));
  for (const seat of order) {
    const p = player(s, seat);
    if (p.activeWeapon !== 'rifle') continue;
    const other = seat === f.attacker ? f.target! : f.attacker;
    const hand = player(s, other).hand;
    const upgraded = p.items.some((i) => i.id === 'rifle' && i.upgraded);
    let cards = [...hand];
    if (!upgraded) {
      if (seat !== f.attacker) continue; // the base Rifle works only for the attacker (Q19)
      const pool = [...hand];
      cards = [];
      while (cards.length < 2 && pool.length > 0) cards.push(pool.splice(randInt(s.rng, pool.length), 1)[0]);
    }
    f.peeks.push({ seat, of: other, cards });
    emit(ctx, { type: 'handPeeked', seat, kind: 'rifle', data: { of: other, count: cards.length }, secret: { to: [seat], data: { cards } } });
  }
}

/** Discards the poker cards played and returns the fight cards: the end of every fight (R9.9, R10.6). */
function endFight(ctx: Ctx, f: FightFrame): void {
  const { s } = ctx;
  for (const [seat, card] of [[f.attacker, f.attackerCard], [f.target, f.targetCard]] as const) {
    if (card === null) continue;
    s.pokerDiscard.push(card);
    emit(ctx, { type: 'cardDiscarded', seat: seat ?? undefined, data: { card, why: 'fight' } });
  }
  if (f.drawn.length > 0) returnFightCards(ctx, f.drawn);
  emit(ctx, { type: 'fightEnded', kind: f.kind, seat: f.attacker });
  pop(s);
}

/** Restarts an NPC fight after the FT cancel (R10.4). */
export function restartNpcFight(ctx: Ctx, f: FightFrame): void {
  if (f.attackerCard !== null) {
    ctx.s.pokerDiscard.push(f.attackerCard);
    emit(ctx, { type: 'cardDiscarded', seat: f.attacker, data: { card: f.attackerCard, why: 'fightRestart' } });
  }
  drawCards(ctx, f.attacker, 1, 'fightRestart');
  returnFightCards(ctx, f.drawn);
  emit(ctx, { type: 'fightRestarted', seat: f.attacker, kind: f.kind });
  Object.assign(f, { step: 'draw', drawn: [], npcCard: null, attackerCard: null, blind: false, revealed: false, attackerValue: 0, targetValue: 0 });
}

/** Who owes the current step's decision, if anyone. */
function decider(s: GameState, f: FightFrame): Seat | null {
  switch (f.step) {
    case 'npcChoose': return f.chooser;
    case 'attackerPlace': return player(s, f.attacker).hand.length > 0 ? f.attacker : null;
    case 'targetRespond': return player(s, f.target!).hand.length > 0 ? f.target : null;
    default: return null;
  }
}

/** The fight frame (R9, R10). */
export const fightHandler: FrameHandler<FightFrame> = {
  prompt(s, f) {
    const seat = decider(s, f);
    if (seat === null) return null;
    if (f.step === 'npcChoose') return { seat, kind: 'chooseNpcCard', rule: 'R10.1' };
    if (f.step === 'attackerPlace') return { seat, kind: 'placeFightCard', rule: isNpcFight(f) ? 'R10.2' : 'R9.4' };
    return { seat, kind: 'fleeOrFight', rule: 'R9.4' };
  },
  legal(s, f) {
    if (f.step === 'npcChoose') return [...new Set(f.drawn)].map((card): Action => ({ type: 'chooseFightCard', card }));
    const seat = f.step === 'attackerPlace' ? f.attacker : f.target!;
    const plays = player(s, seat).hand.map((card): Action => ({ type: 'playCard', card }));
    return f.step === 'targetRespond' ? [{ type: 'flee' }, ...plays] : plays;
  },
  apply(ctx, f, a) {
    const { s } = ctx;
    if (a.type === 'chooseFightCard') {
      f.npcCard = a.card;
      emit(ctx, { type: 'npcCardChosen', seat: f.chooser!, kind: f.kind, secret: { to: [f.chooser!], data: { card: a.card } } });
      f.step = 'attackerPlace';
    } else if (a.type === 'flee') {
      f.fled = true;
      f.winner = 'attacker';
      emit(ctx, { type: 'fled', seat: f.target! });
      f.step = 'result';
    } else if (a.type === 'playCard') {
      const seat = f.step === 'attackerPlace' ? f.attacker : f.target!;
      const p = player(s, seat);
      p.hand.splice(p.hand.indexOf(a.card), 1);
      if (f.step === 'attackerPlace') f.attackerCard = a.card; else f.targetCard = a.card;
      emit(ctx, { type: 'cardPlaced', seat, secret: { to: [seat], data: { card: a.card } } });
      f.step = f.step === 'attackerPlace' ? 'placed' : 'reveal';
    }
  },
  run(ctx, f) {
    const { s } = ctx;
    switch (f.step) {
      case 'declared':
        // W.declared (Vamoose) opens here with the poker-deck issue (#3).
        f.step = 'startFight';
        return;
      case 'startFight':
        startOfFight(ctx, f);
        f.step = 'attackerPlace';
        return;
      case 'sheriffDiscard':
        // W.sheriff (Alibi) opens before this discard with issue #3.
        f.step = 'draw';
        if (player(s, f.attacker).hand.length > 0) push(s, { k: 'discard', seat: f.attacker, count: 1, why: 'sheriff' });
        return;
      case 'draw': {
        const n = NPC_DRAW[f.kind as keyof typeof NPC_DRAW];
        f.drawn = s.fightDeck.splice(0, n);
        f.chooser = npcChooser(s, f.attacker);
        emit(ctx, { type: 'fightCardsDrawn', kind: f.kind, seat: f.chooser, data: { count: f.drawn.length }, secret: { to: [f.chooser], data: { cards: f.drawn } } });
        f.step = 'npcChoose';
        return;
      }
      case 'attackerPlace': {
        // Reached without a decision only with an empty hand (R9.4, R10.2).
        if (!isNpcFight(f)) { f.winner = 'target'; f.step = 'result'; return; }
        const blind = f.kind === 'guard' ? null : takeTopCard(ctx);
        if (blind === null) { f.winner = 'target'; f.step = 'result'; return; }
        f.attackerCard = blind;
        f.blind = true;
        emit(ctx, { type: 'cardPlaced', seat: f.attacker, data: { blind: true } });
        f.step = 'placed';
        return;
      }
      case 'placed':
        // W.placed (Instinct) opens here with issue #3.
        f.step = isNpcFight(f) ? 'reveal' : 'targetRespond';
        return;
      case 'targetRespond':
        // Reached without a decision only with an empty hand: the target must flee (R9.4).
        f.fled = true;
        f.winner = 'attacker';
        emit(ctx, { type: 'fled', seat: f.target!, data: { forced: true } });
        f.step = 'result';
        return;
      case 'reveal':
        revealValues(ctx, f);
        f.step = 'react';
        return;
      case 'react':
        // W.react: the alternating reaction round of R9.6 opens here with issue #3.
        f.step = isNpcFight(f) ? 'restart' : 'result';
        return;
      case 'restart':
        f.step = 'cardEffect';
        if (f.npcCard && FIGHT_CARDS[f.npcCard].effect.kind === 'restart') {
          push(s, { k: 'choice', seat: f.chooser!, kind: 'restartFight', options: ['restart', 'keep'], about: f.attacker });
        }
        return;
      case 'cardEffect':
        f.step = 'result';
        if (f.npcCard) applyFightCardEffect(ctx, f, f.npcCard);
        return;
      case 'result':
        if (f.winner === null) f.winner = compareFight(s, f);
        f.step = 'end';
        fightResult(ctx, f);
        return;
      case 'end':
        // W.fightEnd (Getaway) and BONUS effects at fight end open here with issue #3.
        endFight(ctx, f);
        return;
      case 'npcChoose':
        return;
    }
  },
};
