// The heuristic bot: plans a human would recognise (mine then deposit, cattle runs, store
// upgrades, revels when rich, duels and heists with high cards, fleeing hopeless fights), read
// from the view and the legal actions only. Every legal action gets a score; the best is taken.
// Prompt kinds it does not know fall back to the random bot, so new rules never break it.
import { cardValue, ITEMS, keepValue, moveIndex, type Action, type ItemId, type PlayerView, type RngState } from '@wl/engine';
import { bestAction, heading, mainActionScore, scoreMove, STORY_WEIGHT, storyScore } from './action-phase.js';
import { dist } from './board.js';
import type { Bot } from './bot.js';
import { cardKeepValue, effectOf, mibWinChance, npcCardScore, pokerStrength } from './cards.js';
import { best, chooseOption, ofType, reaction } from './choices.js';
import { meOf, shopValue } from './plans.js';
import { cardsBenefitBelow, fleeBar } from './characters.js';
import { playsPoker, pokerBenefit } from './poker-plan.js';
import { answerKnownCard } from './reactions.js';
import { annieAnswer, billyVictim, keepCharacter, rowdyDiscard, startSpace, whiskeyTarget, wildBillKeep } from './ability-answers.js';
import { randomIndex } from './random.js';
import { aimsOf, goalActionBonus, goalAsks } from './goal-targets.js';
import { storyAsks, storyFightCard } from './stories.js';

export { mibWinChance } from './cards.js';

/** The heuristic bot (issue #6): fast, readable plans; never sees more than its view. */
export const heuristicBot: Bot = (view, legal, rng) => {
  if (legal.length === 0) throw new Error('heuristicBot: no legal action');
  return legal[heuristicIndex(view, legal, rng)];
};

/**
 * The heuristic's pick as its place in `legal` (heuristicBot, and the search's playouts, which
 * apply by place): the decided action's place when it is listed (a decision may return a fresh
 * object with equal fields, which is not), else a random one (the random bot's rule).
 */
export function heuristicIndex(view: PlayerView, legal: readonly Action[], rng: RngState): number {
  if (legal.length <= 1) return 0;
  const decided = decide(view, legal, rng);
  const i = decided ? legal.indexOf(decided) : -1;
  return i >= 0 ? i : randomIndex(legal, rng);
}

function decide(view: PlayerView, legal: readonly Action[], rng: RngState): Action | null {
  if (!view.you || !view.prompt) return null;
  const seat = view.you.seat;
  const me = meOf(view, seat);
  const { p, hand } = me;
  const kind = view.prompt.kind;
  const pos = p.pos;

  switch (kind) {
    case 'keepCharacter': return keepCharacter(legal);
    case 'chooseStartSpace': return startSpace(legal);
    case 'ybRowdy': return rowdyDiscard(me, legal);
    case 'billyTheKid': return billyVictim(view, legal);
    case 'wildBill': return wildBillKeep(legal);
    case 'whiskey': return whiskeyTarget(view, legal);
    case 'startBenefit': {
      const want = playsPoker(p) ? pokerBenefit(me) : hand.length < cardsBenefitBelow(p) ? 'cards' : hand.length >= 4 || p.money < 30 ? 'money' : 'mixed';
      return legal.find((a) => a.type === 'takeBenefit' && a.benefit === want) ?? null;
    }
    case 'chooseActive': {
      const rank = (id: ItemId | null) => {
        if (!id) return 0;
        const it = p.items.find((i) => i.id === id);
        return ITEMS[id].cost + (it?.upgraded ? 100 : 0);
      };
      return best(ofType(legal, 'chooseActive'), (a) => rank(a.weapon) + rank(a.mount));
    }
    case 'action': return pos ? bestAction(heading(me), legal, rng) : null;
    case 'shop': {
      const spent = ofType(legal, 'finishShopping')[0] ?? null;
      const opts = legal.filter((a) => a.type === 'buy' || a.type === 'upgrade');
      const stories = storyAsks(view, 'buy') || storyAsks(view, 'upgrade');
      const value = (a: Action) => shopValue(p, a, p.money) + (stories ? storyScore(me, aimsOf(me), a) : view.goals ? STORY_WEIGHT * goalActionBonus(me, a) : 0);
      const b = opts.length ? best(opts, value) : null;
      return b && value(b) > 0 ? b : spent;
    }
    case 'fleeOrFight': {
      const known = answerKnownCard(me, legal); // Instinct showed the attacker's card
      if (known) return known;
      const cards = ofType(legal, 'playCard');
      const flee = legal.find((a) => a.type === 'flee');
      if (view.fight?.manInBlack && cards.length > 0) {
        // Fleeing from him is a sure loss, while his (usually high) fight card often helps the player:
        // fight with the best card when it may win, else with the cheapest one.
        return mibWinChance(hand) > 0.15 ? best(cards, (a) => cardValue(a.card)) : best(cards, (a) => -cardKeepValue(a.card));
      }
      if (flee && (cards.length === 0 || me.best < fleeBar(p))) return flee;
      return cards.length ? best(cards, (a) => cardValue(a.card)) : null;
    }
    case 'placeFightCard': {
      const known = answerKnownCard(me, legal);
      if (known) return known;
      const cards = ofType(legal, 'playCard');
      const low = cards.length && (storyAsks(view, 'winFight') || goalAsks(view, 'winFight')) ? storyFightCard(aimsOf(me), me, cards.map((a) => a.card)) : null;
      if (low) return cards.find((a) => a.card === low) ?? null;
      // Against an NPC or the Man in Black, Dynamite takes 3 off his fight card: worth 3 more.
      const npc = view.fight?.target === null;
      return cards.length ? best(cards, (a) => cardValue(a.card) + (npc && effectOf(a.card) === 'dynamite' ? 3 : 0)) : null;
    }
    case 'annieOakley': return annieAnswer(me, legal);
    case 'chooseNpcCard':
      return best(ofType(legal, 'chooseFightCard'), (a) => npcCardScore(a.card, view.fight?.kind));
    case 'discard':
      return best(ofType(legal, 'discard'), (a) => -cardKeepValue(a.card));
    case 'reaction': return reaction(me, legal);
    case 'pokerChoose': {
      const cards = ofType(legal, 'playCard');
      const flop = view.poker?.flop ?? [];
      if (cards.length) return best(cards, (a) => pokerStrength([a.card, ...(view.poker?.yourChosen ?? [])], flop));
      return legal.find((a) => a.type === 'finishChoosing') ?? null;
    }
    case 'moveSheriff': {
      const moves = ofType(legal, 'moveSheriff');
      const prey = view.players.filter((q) => q.seat !== seat && q.wanted > 0 && q.pos).sort((a, b) => b.lp - a.lp)[0];
      return best(moves, (a) => (p.wanted > 0 && pos ? dist(a.to, pos) : 0) - (prey?.pos ? dist(a.to, prey.pos) : 0));
    }
    case 'cardMove': case 'extendMove': case 'freeMove': {
      if (!pos) return null;
      const moves = ofType(legal, 'move');
      if (!moves.length) return null;
      const h = heading(me);
      const pass = legal.find((a) => a.type === 'pass');
      // Standing on the plan's first place (the mine it came to work, the bank): stay. heading() leaves out
      // the place it stands on, so every step would score as progress toward the next place (Kit Carson's step).
      if (pass && h.first === h.pos) return pass;
      const value = (a: Action & { type: 'move' }) => scoreMove(h, moveIndex(a));
      const m = best(moves, value);
      return value(m) > 0 ? m : (pass ?? m);
    }
    case 'keepTokens': // Legendary tokens (Goal variant): keep the highest
      return best(ofType(legal, 'keepTokens'), keepValue);
    case 'sheriffTarget': {
      const ts = ofType(legal, 'target');
      return ts.length ? best(ts, (a) => (a.seat === 'mib' ? 0 : view.players[a.seat].lp)) : null;
    }
    default: {
      const choices = ofType(legal, 'choose');
      if (choices.length === legal.length && choices.length > 0) {
        const o = chooseOption(me, choices.map((c) => c.option), kind, rng);
        return choices.find((c) => c.option === o) ?? null;
      }
      return null; // unknown prompt: random among the legal actions
    }
  }
}

/**
 * The legal actions, best first by the heuristic's judgement: its own pick first, then (for the
 * action phase) the rest by score. Search bots use it to order and prune their root.
 */
export function rankActions(view: PlayerView, legal: readonly Action[], rng: RngState): Action[] {
  const pick = heuristicBot(view, legal, rng);
  const rest = legal.filter((a) => a !== pick);
  if (view.prompt?.kind === 'action' && view.you && view.players[view.you.seat].pos) {
    const me = meOf(view, view.you.seat);
    const h = heading(me);
    const score = new Map(rest.map((a) => [a, mainActionScore(h, a)]));
    rest.sort((a, b) => score.get(b)! - score.get(a)!);
  }
  return [pick, ...rest];
}
