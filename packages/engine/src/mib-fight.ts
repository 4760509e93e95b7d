// Fights with the Man in Black (CONTENT.md §10, "His fights"): Duels and Robs only. The fight
// frame keeps the player in `attacker` (with `target` null, like an NPC fight) and marks his side
// in `mib`; `winner` 'attacker' means the player won, 'target' that he won. He draws 3 fight
// cards and plays the highest, the player's card is −1, he wins every tie, and his card's printed
// effect applies to the player (never the FT restart).
import { fightResultAbilities } from './abilities.js';
import { emit, type Ctx } from './ctx.js';
import type { Op } from './content/card-effects.js';
import { FIGHT_CARDS, type FightCardId } from './content/fight-cards.js';
import { MIB_DRAW, MIB_PLAYER_MOD } from './content/mib-cards.js';
import { cardValue } from './content/poker-cards.js';
import { runOps, source } from './effects.js';
import { discardFightCards, FLEE_PROMPTS, PLACE_PROMPTS, revealBonus } from './fight.js';
import type { FrameHandler } from './frame.js';
import { MIN_FIGHT_VALUE, modAgainstFightCard } from './fight-results.js';
import { player } from './ops.js';
import { shuffle, type RngState } from './rng.js';
import { pop, push } from './stack.js';
import { ACT, eachDistinct, SHARED } from './listed.js';
import type { EffectSource, EngineOp, FightFrame, GameState, Seat } from './types.js';
import { openWindow } from './windows.js';

/** Declares a fight between a player and the Man in Black; `mib` is his side (MIB-00 step 1). */
export function startMibFight(ctx: Ctx, seat: Seat, mib: 'attacker' | 'target', kind: 'duel' | 'rob'): void {
  emit(ctx, { type: 'fightDeclared', seat, kind, data: mib === 'target' ? { target: 'mib' } : { attacker: 'mib', target: seat } });
  push(ctx.s, {
    k: 'fight', kind, attacker: seat, target: null, step: 'declared', hideout: null, chooser: null, drawn: [], npcCard: null,
    attackerCard: null, blind: false, targetCard: null, revealed: false, fled: false,
    attackerValue: 0, targetValue: 0, winner: null, peeks: [], noMarshal: false,
    modOnAttacker: 0, modOnTarget: 0, winTies: [], legends: [], onWin: [], atEnd: [], cancelled: false, mib,
  });
}

const here = (s: GameState, f: FightFrame): EffectSource => source({ fightAt: s.stack.lastIndexOf(f) });

/** His card: the highest of the fight cards he drew (MIB-00 step 3). */
export function mibCardOf(drawn: readonly FightCardId[]): FightCardId | null {
  let best: FightCardId | null = null;
  for (const c of drawn) if (best === null || FIGHT_CARDS[c].value > FIGHT_CARDS[best].value) best = c;
  return best;
}

/** Both values and the winner: the player's card −1, then the player's modifiers; he wins ties (MIB-00 steps 4, 6). */
export function mibFightValues(s: GameState, f: FightFrame): { attacker: number; target: number; winner: 'attacker' | 'target' } {
  const floor = (v: number) => Math.max(MIN_FIGHT_VALUE, v);
  const attacker = f.attackerCard === null ? 0 : floor(cardValue(f.attackerCard) - MIB_PLAYER_MOD - f.modOnAttacker);
  const target = f.npcCard === null ? 0 : floor(FIGHT_CARDS[f.npcCard].value - f.modOnTarget - modAgainstFightCard(s, f, f.attacker));
  return { attacker, target, winner: attacker > target ? 'attacker' : 'target' };
}

/** The results of a fight with him, in order: the player's loss, then the winner's gains (CONTENT.md §10 "Results"). */
export function mibResultOps(s: GameState, f: FightFrame): (Op | EngineOp)[] {
  const seat = f.attacker;
  const won = f.winner === 'attacker';
  const ops: (Op | EngineOp)[] = [];
  if (!won) ops.push({ op: 'wound', n: 1, to: seat, why: 'lostFight' }, { op: 'draw', n: 1, to: seat, why: 'lostFight' });
  if (won && player(s, seat).activeWeapon === 'shotgun') ops.push({ op: 'draw', n: 1, to: seat, why: 'shotgun' });
  ops.push({ op: 'winEffects' });
  if (f.mib === 'attacker' && !won) {
    if (f.kind === 'duel') ops.push({ op: 'mib', act: 'lp', n: 2, why: 'duel' });
    else ops.push({ op: 'mib', act: 'lp', n: 1, why: 'rob' }, { op: 'mib', act: 'robbed', n: 0, to: seat });
  }
  if (f.mib === 'target' && won) {
    if (f.kind === 'duel') ops.push({ op: 'lp', n: 2, to: seat, why: 'duel' });
    else ops.push({ op: 'wanted', n: 1, to: seat, why: 'rob' }, { op: 'ask', kind: 'mibLoot', options: ['money', 'nuggets'], to: seat, about: null });
  }
  return ops;
}

/** The step after the player's card is down: he draws (player attacked) or it is the reveal (he attacked). */
function afterPlayerCard(f: FightFrame): FightFrame['step'] {
  return f.mib === 'target' ? 'draw' : 'reveal';
}

const BEFORE_RESULT = new Set<FightFrame['step']>(['declared', 'startFight', 'draw', 'attackerPlace', 'placed', 'targetRespond', 'reveal', 'react', 'cardEffect', 'result']);

/** The fight frame of a fight with the Man in Black (fight.ts delegates to it when `mib` is set). */
export const mibFightHandler: FrameHandler<FightFrame> = {
  prompt(s, f) {
    if (f.cancelled || player(s, f.attacker).hand.length === 0) return null;
    if (f.step === 'attackerPlace') return PLACE_PROMPTS[f.attacker];
    if (f.step === 'targetRespond') return FLEE_PROMPTS[f.attacker];
    return null;
  },
  legal(s, f) {
    return eachDistinct(player(s, f.attacker).hand, SHARED.playCard, f.step === 'targetRespond' ? [ACT.flee] : []);
  },
  apply(ctx, f, a) {
    if (a.type === 'flee') {
      f.fled = true;
      f.winner = 'target';
      emit(ctx, { type: 'fled', seat: f.attacker, data: { from: 'mib' } });
      f.step = 'result';
    } else if (a.type === 'playCard') {
      const p = player(ctx.s, f.attacker);
      p.hand.splice(p.hand.indexOf(a.card), 1);
      f.attackerCard = a.card;
      emit(ctx, { type: 'cardPlaced', seat: f.attacker, secret: { to: [f.attacker], data: { card: a.card } } });
      f.step = afterPlayerCard(f);
    }
  },
  run(ctx, f) {
    const { s } = ctx;
    const seat = f.attacker;
    if (f.cancelled && BEFORE_RESULT.has(f.step)) {
      emit(ctx, { type: 'fightCancelled', seat, kind: f.kind, data: { mib: f.mib } });
      f.step = 'end';
      return;
    }
    switch (f.step) {
      case 'declared':
        // W.declared is the target's: the player's when he attacked (Vamoose); he plays no reactions.
        f.step = 'startFight';
        if (f.mib === 'attacker') openWindow(ctx, 'W.declared', [seat], here(s, f));
        return;
      case 'startFight':
        // Annie Oakley and the Rifle do nothing to him (MIB-00 step 2).
        f.step = f.mib === 'target' ? 'attackerPlace' : 'draw';
        return;
      case 'attackerPlace':
        // Reached without a decision only with an empty hand: the player loses at once (R9.4).
        f.winner = 'target';
        f.step = 'result';
        return;
      case 'draw':
        f.drawn = s.fightDeck.splice(0, MIB_DRAW);
        f.npcCard = mibCardOf(f.drawn);
        emit(ctx, { type: 'manInBlackCardPlaced', seat, data: { drawn: f.drawn.length } });
        f.step = f.mib === 'target' ? 'reveal' : 'placed';
        return;
      case 'placed':
        f.step = 'targetRespond';
        openWindow(ctx, 'W.placed', [seat], here(s, f)); // Instinct
        return;
      case 'targetRespond':
        // Without a card in hand the player must flee (R9.4).
        f.fled = true;
        f.winner = 'target';
        emit(ctx, { type: 'fled', seat, data: { from: 'mib', forced: true } });
        f.step = 'result';
        return;
      case 'reveal':
        f.revealed = true;
        f.legends = player(s, seat).legendary ? [seat] : []; // abilities apply at the reveal (CONTENT.md §0)
        emit(ctx, { type: 'fightRevealed', kind: f.kind, seat, data: { attackerCard: f.attackerCard, targetCard: null, npcCard: f.npcCard, mib: f.mib } });
        f.step = 'react';
        revealBonus(ctx, f, seat, f.attackerCard);
        return;
      case 'react':
        f.step = 'cardEffect';
        openWindow(ctx, 'W.react', [seat], here(s, f));
        return;
      case 'cardEffect':
        // His card's printed effect applies to the player; FT has none (he never restarts, Q22).
        f.step = 'result';
        if (f.npcCard) runOps(ctx, seat, [{ op: 'fightCardEffect', to: seat }], here(s, f));
        return;
      case 'result': {
        const v = mibFightValues(s, f);
        f.attackerValue = v.attacker;
        f.targetValue = v.target;
        if (f.winner === null) f.winner = v.winner;
        f.step = 'end';
        const won = f.winner === 'attacker';
        emit(ctx, {
          type: 'fightResolved', kind: f.kind, seat,
          data: {
            winner: won ? seat : 'mib', loser: won ? 'mib' : seat, fled: f.fled, target: f.mib === 'target' ? 'mib' : seat,
            attacker: f.mib === 'attacker' ? 'mib' : seat, attackerValue: v.attacker, targetValue: v.target,
            at: player(s, seat).pos, card: f.attackerCard, hideout: null, targetWanted: false, mib: f.mib, mibCard: f.revealed ? f.npcCard : null,
          },
        });
        fightResultAbilities(ctx, f, v); // Jesse James, Kit Carson: −1 outside a town (R18)
        runOps(ctx, seat, mibResultOps(s, f), here(s, f));
        return;
      }
      case 'end':
        discardFightCards(ctx, f);
        f.step = 'fightEnd';
        for (const e of [...f.atEnd].reverse()) runOps(ctx, e.seat, e.ops, { ...here(s, f), effect: e.effect, card: e.card }, true);
        return;
      case 'fightEnd':
        f.step = 'closed';
        if (!f.cancelled) openWindow(ctx, 'W.fightEnd', [seat], here(s, f));
        return;
      default:
        emit(ctx, { type: 'fightEnded', kind: f.kind, seat, data: { mib: f.mib } });
        pop(s);
        return;
    }
  },
};

/**
 * Determinization of a fight with him (R23.2, hidden.ts): his drawn fight cards are redrawn from
 * the cards the seat cannot place, keeping his card when the seat has seen it (revealed, or
 * Instinct), and always making his card the highest of the three.
 */
export function resampleMibFight(s: GameState, f: FightFrame, seat: Seat, rng: RngState): void {
  const known = f.npcCard !== null && (f.revealed || (f.mibPeeked === true && seat === f.attacker)) ? f.npcCard : null;
  const pool = shuffle(rng, [...s.fightDeck, ...f.drawn.filter((c) => c !== known)].sort());
  const n = f.drawn.length;
  if (known === null) {
    f.drawn = pool.splice(0, n);
    f.npcCard = mibCardOf(f.drawn);
  } else {
    const lower = pool.filter((c) => FIGHT_CARDS[c].value < FIGHT_CARDS[known].value).slice(0, n - 1);
    f.drawn = [known, ...lower];
    for (const c of lower) pool.splice(pool.indexOf(c), 1);
  }
  s.fightDeck = pool;
}
