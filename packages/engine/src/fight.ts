// Fights (R9, R10): one frame walks a player fight or an NPC fight through its steps, opening
// the reaction windows of CONTENT.md §0 on the way. Values and results live in fight-results.ts.
import { fightResultAbilities, startOfFightEffects } from './abilities.js';
import { emit, type Ctx } from './ctx.js';
import { effectOfCard } from './content/card-effects.js';
import { ACT, eachDistinct, SHARED } from './listed.js';
import { FIGHT_CARDS, type FightCardId } from './content/fight-cards.js';
import type { CardId } from './content/poker-cards.js';
import { runEffect, runOps, source } from './effects.js';
import { promptsOf, type FrameHandler } from './frame.js';
import { fightResultOps, fightValues } from './fight-results.js';
import { mibFightHandler } from './mib-fight.js';
import { drawCards, player, takeTopCard } from './ops.js';
import { randInt, shuffle } from './rng.js';
import { pop, push } from './stack.js';
import type { EffectSource, FightFrame, FightKind, GameState, PlayerFightKind, Seat } from './types.js';
import { openWindow } from './windows.js';

/** Fight cards an NPC draws (R10.1). */
export const NPC_DRAW: Readonly<Record<'bandit' | 'guard' | 'sheriff', number>> = { bandit: 2, guard: 3, sheriff: 4 };

function frame(kind: FightKind, attacker: Seat, target: Seat | null, step: FightFrame['step'], hideout: FightFrame['hideout']): FightFrame {
  return {
    k: 'fight', kind, attacker, target, step, hideout, chooser: null, drawn: [], npcCard: null,
    attackerCard: null, blind: false, targetCard: null, revealed: false, fled: false,
    attackerValue: 0, targetValue: 0, winner: null, peeks: [], noMarshal: false,
    modOnAttacker: 0, modOnTarget: 0, winTies: [], legends: [], onWin: [], atEnd: [], cancelled: false,
  };
}

/** True for fights against a bandit, the Bank Guard or the Sheriff. */
export function isNpcFight(f: FightFrame): boolean {
  return f.target === null;
}

/** The seats taking part in a fight. */
export function fighters(f: FightFrame): Seat[] {
  return f.target === null ? [f.attacker] : [f.attacker, f.target];
}

/** Declares a fight against another player (R9.1): the fight frame starts at the declared window. */
export function startPlayerFight(ctx: Ctx, attacker: Seat, target: Seat, kind: PlayerFightKind): void {
  emit(ctx, { type: 'fightDeclared', seat: attacker, kind, data: { target } });
  push(ctx.s, frame(kind, attacker, target, 'declared', null));
}

/** Starts a fight against an NPC (R10); a Sheriff fight first opens W.sheriff and asks for the discard (R12.2). */
export function startNpcFight(ctx: Ctx, fighter: Seat, kind: 'bandit' | 'guard' | 'sheriff', hideout: FightFrame['hideout'] = null): void {
  emit(ctx, { type: 'fightDeclared', seat: fighter, kind });
  push(ctx.s, frame(kind, fighter, null, kind === 'sheriff' ? 'sheriffWindow' : 'draw', hideout));
}

/** The seat that chooses an NPC's fight card: the fighter's right, i.e. the previous seat (R10.1). */
export function npcChooser(s: GameState, fighter: Seat): Seat {
  const n = s.players.length;
  return (fighter - 1 + n) % n;
}

/** The effect source of effects belonging to the fight on top of the stack. */
function here(s: GameState, f: FightFrame, extra: Partial<EffectSource> = {}): EffectSource {
  return source({ fightAt: s.stack.lastIndexOf(f), hideout: f.hideout, ...extra });
}

/** Puts fight cards on the bottom of the fight deck in random order (R10.6). */
function returnFightCards(ctx: Ctx, cards: FightCardId[]): void {
  ctx.s.fightDeck.push(...shuffle(ctx.s.rng, [...cards]));
}

/**
 * R9.3 start-of-fight effects, the earlier seat from the first player first: each seat resolves
 * all of its own (the Rifle, R23.4, and Annie Oakley's ability, in the order it chooses when it
 * has both) before the other (abilities.ts).
 */
function startOfFight(ctx: Ctx, f: FightFrame): void {
  const { s } = ctx;
  const n = s.players.length;
  const order = [f.attacker, f.target!].sort((a, b) => ((a - s.firstSeat + n) % n) - ((b - s.firstSeat + n) % n));
  startOfFightEffects(ctx, order);
}

/** True when `seat`'s active Rifle peeks at the start of this player fight: upgraded on either side, base for the attacker only (Q19). */
export function rifleApplies(s: GameState, f: FightFrame, seat: Seat): boolean {
  const p = player(s, seat);
  if (p.activeWeapon !== 'rifle' || f.target === null) return false;
  return seat === f.attacker || p.items.some((i) => i.id === 'rifle' && i.upgraded);
}

/** The Rifle's start-of-fight peek for one seat of a player fight (R9.3, R23.4, Q19). */
export function rifleAtStart(ctx: Ctx, f: FightFrame, seat: Seat): void {
  const { s } = ctx;
  if (!rifleApplies(s, f, seat)) return;
  const p = player(s, seat);
  const other = seat === f.attacker ? f.target! : f.attacker;
  const hand = player(s, other).hand;
  let cards = [...hand];
  if (!p.items.some((i) => i.id === 'rifle' && i.upgraded)) {
    const pool = [...hand];
    cards = [];
    while (cards.length < 2 && pool.length > 0) cards.push(pool.splice(randInt(s.rng, pool.length), 1)[0]);
  }
  f.peeks.push({ seat, of: other, cards });
  emit(ctx, { type: 'handPeeked', seat, kind: 'rifle', data: { of: other, count: cards.length }, secret: { to: [seat], data: { cards } } });
}

/** BONUS effects of a revealed card apply at the reveal (R9.5, R17.3). */
export function revealBonus(ctx: Ctx, f: FightFrame, seat: Seat, card: CardId | null): void {
  if (card === null) return;
  const e = effectOfCard(card);
  if (e.type === 'BONUS' && e.window === 'W.reveal') runEffect(ctx, seat, e.id, here(ctx.s, f, { card }));
}

/** Discards the poker cards played and returns the fight cards: the end of every fight (R9.9, R10.6). */
export function discardFightCards(ctx: Ctx, f: FightFrame): void {
  const { s } = ctx;
  for (const [seat, card] of [[f.attacker, f.attackerCard], [f.target, f.targetCard]] as const) {
    if (card === null) continue;
    s.pokerDiscard.push(card);
    emit(ctx, { type: 'cardDiscarded', seat: seat ?? undefined, data: { card, why: 'fight' } });
  }
  f.attackerCard = null;
  f.targetCard = null;
  if (f.drawn.length > 0) returnFightCards(ctx, f.drawn);
  f.drawn = [];
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
  Object.assign(f, {
    step: 'draw', drawn: [], npcCard: null, attackerCard: null, blind: false, revealed: false, attackerValue: 0, targetValue: 0,
    modOnAttacker: 0, modOnTarget: 0, winTies: [], onWin: [], atEnd: [],
  });
}

/** Who owes the current step's decision, if anyone. */
function decider(s: GameState, f: FightFrame): Seat | null {
  if (f.cancelled) return null;
  switch (f.step) {
    case 'npcChoose': return f.chooser;
    case 'attackerPlace': return player(s, f.attacker).hand.length > 0 ? f.attacker : null;
    case 'targetRespond': return player(s, f.target!).hand.length > 0 ? f.target : null;
    default: return null;
  }
}

const BEFORE_RESULT = new Set<FightFrame['step']>(['declared', 'startFight', 'sheriffWindow', 'sheriffDiscard', 'draw', 'npcChoose', 'attackerPlace', 'placed', 'targetRespond', 'reveal', 'react', 'restart', 'cardEffect', 'result']);

const NPC_CARD_PROMPTS = promptsOf('chooseNpcCard', 'R10.1');
const NPC_PLACE_PROMPTS = promptsOf('placeFightCard', 'R10.2');
/** A fighter placing a fight card, and a target fleeing or fighting (R9.4): the Man in Black's fights ask the same (mib-fight.ts). */
export const PLACE_PROMPTS = promptsOf('placeFightCard', 'R9.4');
export const FLEE_PROMPTS = promptsOf('fleeOrFight', 'R9.4');

/** The fight frame (R9, R10). */
export const fightHandler: FrameHandler<FightFrame> = {
  prompt(s, f) {
    if (f.mib) return mibFightHandler.prompt(s, f); // a fight with the Man in Black (mib-fight.ts)
    const seat = decider(s, f);
    if (seat === null) return null;
    if (f.step === 'npcChoose') return NPC_CARD_PROMPTS[seat];
    if (f.step === 'attackerPlace') return (isNpcFight(f) ? NPC_PLACE_PROMPTS : PLACE_PROMPTS)[seat];
    return FLEE_PROMPTS[seat];
  },
  legal(s, f) {
    if (f.mib) return mibFightHandler.legal(s, f);
    if (f.step === 'npcChoose') return eachDistinct(f.drawn, SHARED.chooseFightCard);
    const seat = f.step === 'attackerPlace' ? f.attacker : f.target!;
    return eachDistinct(player(s, seat).hand, SHARED.playCard, f.step === 'targetRespond' ? [ACT.flee] : []);
  },
  apply(ctx, f, a) {
    const { s } = ctx;
    if (f.mib) { mibFightHandler.apply(ctx, f, a); return; }
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
    if (f.mib) { mibFightHandler.run(ctx, f); return; }
    if (f.cancelled && BEFORE_RESULT.has(f.step)) {
      // Vamoose or Alibi: the fight has no result (CONTENT.md §0 "Win a fight").
      emit(ctx, { type: 'fightCancelled', seat: f.attacker, kind: f.kind });
      f.step = 'end';
      return;
    }
    switch (f.step) {
      case 'declared':
        f.step = 'startFight';
        openWindow(ctx, 'W.declared', [f.target!], here(s, f));
        return;
      case 'startFight':
        startOfFight(ctx, f);
        f.step = 'attackerPlace';
        return;
      case 'sheriffWindow':
        // W.sheriff (Alibi) opens before the discard (R12.2).
        f.step = 'sheriffDiscard';
        openWindow(ctx, 'W.sheriff', [f.attacker], here(s, f));
        return;
      case 'sheriffDiscard':
        f.step = 'draw';
        runOps(ctx, f.attacker, [{ op: 'discard', n: 1, why: 'sheriff' }], here(s, f));
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
        f.step = isNpcFight(f) ? 'reveal' : 'targetRespond';
        if (!isNpcFight(f)) openWindow(ctx, 'W.placed', [f.target!], here(s, f));
        return;
      case 'targetRespond':
        // Reached without a decision only with an empty hand: the target must flee (R9.4).
        f.fled = true;
        f.winner = 'attacker';
        emit(ctx, { type: 'fled', seat: f.target!, data: { forced: true } });
        f.step = 'result';
        return;
      case 'reveal': {
        f.revealed = true;
        f.legends = fighters(f).filter((x) => player(s, x).legendary); // abilities apply at the reveal (CONTENT.md §0)
        emit(ctx, { type: 'fightRevealed', kind: f.kind, seat: f.attacker, data: { attackerCard: f.attackerCard, targetCard: f.targetCard, npcCard: f.npcCard } });
        f.step = 'react';
        // BONUS effects, attacker's first; they run before the reaction round.
        if (f.target !== null) revealBonus(ctx, f, f.target, f.targetCard);
        revealBonus(ctx, f, f.attacker, f.attackerCard);
        return;
      }
      case 'react':
        f.step = isNpcFight(f) ? 'restart' : 'result';
        openWindow(ctx, 'W.react', fighters(f), here(s, f));
        return;
      case 'restart':
        f.step = 'cardEffect';
        if (f.npcCard && FIGHT_CARDS[f.npcCard].effect.kind === 'restart') {
          push(s, { k: 'choice', seat: f.chooser!, kind: 'restartFight', options: ['restart', 'keep'], about: f.attacker });
        }
        return;
      case 'cardEffect':
        f.step = 'result';
        if (f.npcCard) runOps(ctx, f.attacker, [{ op: 'fightCardEffect', to: f.attacker }], here(s, f));
        return;
      case 'result': {
        const v = fightValues(s, f);
        f.attackerValue = v.attacker;
        f.targetValue = v.target;
        if (f.winner === null) f.winner = v.winner;
        f.step = 'end';
        const winner = f.winner === 'attacker' ? f.attacker : f.target;
        emit(ctx, {
          type: 'fightResolved', kind: f.kind, seat: f.attacker,
          data: {
            winner, loser: f.winner === 'attacker' ? f.target : f.attacker, fled: f.fled, target: f.target, attackerValue: v.attacker, targetValue: v.target,
            at: player(s, f.attacker).pos, card: f.attackerCard, targetCard: f.targetCard, hideout: f.hideout, targetWanted: f.target === null ? null : player(s, f.target).wanted > 0,
          },
        });
        if (f.kind === 'bandit' && winner === f.attacker) emit(ctx, { type: 'banditDefeated', seat: f.attacker, data: { hideout: f.hideout } });
        fightResultAbilities(ctx, f, v); // Jesse James, Kit Carson, Wyatt Earp (R18)
        runOps(ctx, f.attacker, fightResultOps(s, f), here(s, f));
        return;
      }
      case 'end':
        discardFightCards(ctx, f);
        f.step = 'fightEnd';
        for (const e of [...f.atEnd].reverse()) runOps(ctx, e.seat, e.ops, here(s, f, { effect: e.effect, card: e.card }), true);
        return;
      case 'fightEnd':
        f.step = 'closed';
        if (!f.cancelled) openWindow(ctx, 'W.fightEnd', fighters(f), here(s, f)); // a cancelled fight did not take place
        return;
      case 'closed':
        emit(ctx, { type: 'fightEnded', kind: f.kind, seat: f.attacker });
        pop(s);
        return;
      case 'npcChoose':
        return;
    }
  },
};
