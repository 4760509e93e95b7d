// The heuristic's answers to choices (heuristic.ts): rewards, losses, loot, deliveries, story
// discs, poker invitations and reaction windows.
import { DICE, MAX_MONEY, nuggetCap, randInt, type Action, type ChoiceOption, type DieFace, type RngState } from '@wl/engine';
import { STATION } from './board.js';
import { bestCard, effectOf, pokerStrength } from './cards.js';
import { LP_PER_DOLLAR, marshalPointValue, type Me } from './plans.js';
import { aimsOf, goalAsks, goalStatWorth } from './goal-targets.js';
import { shouldMoveDisc, storyAsks, storyWantsDelivery } from './stories.js';
import { joinsPoker } from './characters.js';
import { playsMoveReaction } from './reactions.js';

/** The item of highest score (the first of equal ones); `items[0]` (undefined) for an empty list. */
export function best<T>(items: readonly T[], score: (x: T) => number): T {
  let b = items[0];
  let bs = -Infinity;
  for (const x of items) {
    const s = score(x);
    if (s > bs) { bs = s; b = x; }
  }
  return b;
}

/** The legal actions of one type. */
export function ofType<K extends Action['type']>(legal: readonly Action[], type: K): Extract<Action, { type: K }>[] {
  return legal.filter((a): a is Extract<Action, { type: K }> => a.type === type);
}

/** The option the heuristic picks for a choice prompt of this kind (random for kinds it does not know). */
export function chooseOption(me: Me, options: ChoiceOption[], kind: string, rng: RngState): ChoiceOption {
  const { p, view } = me;
  const has = (o: ChoiceOption) => options.includes(o);
  switch (kind) {
    case 'banditReward': case 'pointReward': case 'effectChoice':
      if (has('lp') && has('marshal')) return marshalPointValue(p) + goalStatWorth(me, (s) => (s === 'marshal' ? 1 : 0)) > 1 ? 'marshal' : 'lp';
      if (has('lp') && has('wanted')) return goalStatWorth(me, (s) => (s === 'wanted' ? 1 : 0)) > 1 ? 'wanted' : 'lp'; // a secret goal's Wanted points (R21)
      break;
    case 'woundOrDiscard':
      if (has('wound') && p.wounds >= 3) return 'wound'; // a 4th wound is ignored (R2.6)
      if (has('wound') && p.wounds >= 2) return has('discardCard') ? 'discardCard' : has('discardRandom') ? 'discardRandom' : 'wound';
      if (has('discardCard') && me.hand.length >= 3) return 'discardCard';
      if (has('discardRandom') && me.hand.length >= 3) return 'discardRandom';
      if (has('wound')) return 'wound';
      break;
    case 'discardOrPay':
      if (has('pay') && p.money >= 40) return 'pay';
      if (has('discardCard')) return 'discardCard';
      break;
    case 'robLoot': {
      const t = view.fight?.target !== null && view.fight?.target !== undefined ? view.players[view.fight.target] : null;
      if (t && has('money') && has('nuggets')) { // what the robber keeps under its own caps (R2.10)
        const money = Math.min(Math.ceil(t.money / 20) * 10, MAX_MONEY - p.money);
        const nuggets = Math.min(Math.ceil(t.nuggets / 2), nuggetCap(p) - p.nuggets);
        return money * LP_PER_DOLLAR >= nuggets * 1.6 ? 'money' : 'nuggets';
      }
      break;
    }
    case 'robCattle': if (has('take')) return 'take'; break;
    case 'mibLoot': // $60 or 2 nuggets from the supply: nuggets while there is room and money is plentiful
      if (has('nuggets') && has('money')) return nuggetCap(p) - p.nuggets >= 2 && p.money >= 60 ? 'nuggets' : 'money';
      break;
    case 'deliver': {
      if (!has('deliver')) break;
      const wanted = (storyAsks(view, 'deliver') || goalAsks(view, 'deliver')) && storyWantsDelivery(aimsOf(me), p.pos === STATION ? 'wrangle' : 'rustle'); // a story's or a secret goal's (R21)
      return p.pos !== STATION && p.marshal >= 3 && has('keep') && !wanted ? 'keep' : 'deliver';
    }
    case 'moveDisc':
      if (has('moveDisc') && has('keep')) return shouldMoveDisc(view, me.seat) ? 'moveDisc' : 'keep';
      break;
    case 'restartFight': {
      const f = view.fight;
      if (f && has('restart') && has('keep') && f.attackerValue !== null && f.targetValue !== null) {
        return f.attackerValue > f.targetValue ? 'restart' : 'keep';
      }
      break;
    }
    case 'startOfFight': // R9.3 with both: Annie's discard first, so the Rifle sees what is left of the hand
      if (has('annie')) return 'annie';
      break;
    case 'prospectorsMap': { // reroll the die whose expected face beats the face it shows (R6.5)
      const faces = view.mine?.faces;
      if (!faces || !has('keep')) break;
      const gain = [0, 1].map((d) => dieWorth(DICE[d], p) - faceWorth(faces[d], p));
      const reroll = gain[0] >= gain[1] ? 'reroll1' : 'reroll2';
      return Math.max(gain[0], gain[1]) > 0 && has(reroll) ? reroll : 'keep';
    }
    case 'billyTheKidLoot': // a random card of the victim's while the hand has room, else $10
      if (has('card') && has('money')) return me.hand.length < 4 || p.money >= MAX_MONEY ? 'card' : 'money';
      break;
    case 'pokerInvite':
      if (has('join') && has('decline')) return joinsPoker(me, pokerStrength(me.hand, [])) ? 'join' : 'decline';
      break;
    default: break;
  }
  return options[randInt(rng, options.length)];
}

/** LP-worth of a prospecting die's face to this player: a nugget while there is room, $10 for tailings. */
function faceWorth(face: DieFace, p: Me['p']): number {
  if (face === 'nugget') return p.nuggets < nuggetCap(p) ? 1.4 : 0;
  return face === 'tailings' && p.money < MAX_MONEY ? 10 * LP_PER_DOLLAR : 0;
}

/** The mean worth of a roll of this die; gold dust gives $10 and rolls again (CONTENT.md §1). */
function dieWorth(faces: readonly DieFace[], p: Me['p']): number {
  const dust = faces.filter((f) => f === 'gold-dust').length;
  const rest = faces.reduce((sum, f) => sum + (f === 'gold-dust' ? 0 : faceWorth(f, p)), 0);
  return (dust * faceWorth('tailings', p) + rest) / (faces.length - dust);
}

/** The reaction to play in an open window, or pass. */
export function reaction(me: Me, legal: readonly Action[]): Action | null {
  const pass = legal.find((a) => a.type === 'pass') ?? null;
  const { p, view } = me;
  const f = view.fight;
  for (const a of ofType(legal, 'playReaction')) {
    switch (effectOf(a.card)) {
      case 'dodge': return a; // only playable against a cancellable wound of its owner
      case 'fools-gold': return a; // only playable when goods are at risk
      case 'lucky-strike': if (p.nuggets < nuggetCap(p)) return a; break;
      case 'stick-em-up': return a; // the opponent's card is an Ace
      case 'vamoose': // cancel a Rob, or a fight its other cards would lose (the Vamoose itself is a Jack)
        if (f && (f.target === me.seat || f.manInBlack === 'attacker') && (bestCard(me.hand.filter((c) => c !== a.card)) < 10 || f.kind === 'rob')) return a;
        break;
      case 'alibi': if (f && f.kind === 'sheriff' && f.attacker === me.seat) return a; break;
      default: if (playsMoveReaction(me, a.card)) return a; break; // Sprint, Getaway, Instinct
    }
  }
  return pass;
}
