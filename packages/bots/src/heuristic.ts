// The heuristic bot: plans a human would recognise (mine then deposit, cattle runs, store
// upgrades, revels when rich, duels and heists with high cards, fleeing hopeless fights), read
// from the view and the legal actions only. Every legal action gets a score; the best is taken.
// Prompt kinds it does not know fall back to the random bot, so new rules never break it.
import {
  cardValue, ITEMS, keepValue, nuggetCap, randInt,
  type Action, type ItemId, type PlayerView, type RngState, type SpaceId,
} from '@wl/engine';
import { DIST, dist, INDEX, N_SPACES } from './board.js';
import type { Bot } from './bot.js';
import { cardKeepValue, effectOf, mibWinChance, npcCardScore, pokerStrength } from './cards.js';
import { chooseOption, ofType, reaction } from './choices.js';
import { goals, LP_PER_DOLLAR, meOf, shopValue, type Me } from './plans.js';
import { randomBot } from './random.js';
import { aimsOf, goalActionBonus, goalAsks } from './goal-targets.js';
import { storyActionBonus, storyAsks, storyFightCard, storyMoveBonus } from './stories.js';

export { mibWinChance } from './cards.js';

/** Story worth (LP) in the heuristic's units: an action's score is about twice the LP it brings (deposit 3+n, prospect 2.1). */
const STORY_WEIGHT = 2;

/** What an action other than a Move fulfils of a face-up story's objective or a secret goal (goal-targets.ts), in the heuristic's units. */
function storyScore(me: Me, a: Action): number {
  const aims = aimsOf(me);
  const v = aims.slots.length === 0 ? 0 : storyActionBonus(aims, a, me);
  return STORY_WEIGHT * (me.view.goals ? v + goalActionBonus(me, a) : v);
}

/** The places the bot is heading for (plans.ts `goals`), with their space indices, read once per decision. */
interface Heading { list: SpaceId[]; idx: number[]; d0: number[] }

function heading(me: Me): Heading {
  const list = goals(me);
  const from = INDEX.get(me.p.pos!)! * N_SPACES;
  const idx = list.map((g) => INDEX.get(g)!);
  return { list, idx, d0: idx.map((g) => DIST[from + g]) };
}

/** A Move's score: progress toward the plan's places, a bandit fight, and the face-up stories and secret goals (an objective fulfilled or approached). */
function scoreMove(me: Me, to: SpaceId, h: Heading): number {
  const i = INDEX.get(to)!;
  const at = i * N_SPACES;
  let best = -Infinity;
  const { idx, d0: start } = h;
  for (let rank = 0; rank < idx.length; rank++) {
    const d0 = start[rank];
    if (d0 === 0) continue;
    const d1 = DIST[at + idx[rank]];
    const gain = d0 - d1;
    const v = gain > 0 ? 1 + 0.15 * gain + (d1 === 0 ? 0.4 : 0) - 0.25 * rank : -0.5;
    best = Math.max(best, v);
  }
  if (me.view.bandits.includes(to)) best += me.best >= 11 ? 0.6 : -2; // a bandit fight (R13): +1 LP if won
  const aims = aimsOf(me);
  return aims.slots.length === 0 ? best : best + STORY_WEIGHT * storyMoveBonus(aims, i);
}

/** An action's score in the action phase: its plan's value plus what it fulfils of the face-up stories and secret goals. */
function mainActionScore(me: Me, a: Action, h: Heading): number {
  return a.type === 'move' ? scoreMove(me, a.to, h) : actionScore(me, a, h.list) + storyScore(me, a);
}

function actionScore(me: Me, a: Action, goalList: SpaceId[]): number {
  const { p, view } = me;
  const pos = p.pos!;
  const atGoal = goalList.length > 0 && goalList[0] === pos;
  switch (a.type) {
    case 'work': return 0.33;
    case 'deposit': return 3 + a.nuggets;
    case 'prospect': return p.nuggets < nuggetCap(p) ? 2.1 : 0.2;
    case 'takeCattle': return 2;
    case 'heal': return p.wounds * 0.9;
    case 'revel': {
      const keep = view.endTriggeredRound !== null ? 0 : 30;
      return p.money - a.lp * 30 >= keep || a.lp * 30 === p.money ? 2 + a.lp * 0.5 : 0.1;
    }
    case 'buy': case 'upgrade': {
      const v = shopValue(p, a, p.money);
      return v > 0 ? 2 + v : -1;
    }
    case 'heist': {
      // Win: $80 and 3 Wanted; even a loss gives 1 Wanted point, and a Wanted player gains LP every turn (R11.6).
      if (p.marshal >= 3 || p.wounds >= 2) return -1;
      return me.best >= 11 ? 2.6 : p.wanted === 0 ? 1.5 : 0.5;
    }
    case 'poker': return p.money < 20 ? -1 : pokerStrength(me.hand, []) >= 30 ? 1.3 : 0.3; // below Work unless a story wants a win
    case 'fight': {
      if (a.target === 'mib') return mibFightScore(me, a.kind);
      const t = view.players[a.target];
      if (a.kind === 'duel') return me.best >= 11 ? 1.8 + (me.best - 11) * 0.2 : -1;
      if (a.kind === 'arrest') return me.best >= 11 ? 2 + t.wanted * 0.2 : -1;
      // Rob: half their money or nuggets, +1 Wanted; only for a rich target and never as a Marshal.
      const loot = Math.max(Math.ceil(t.money / 20) * 10 * LP_PER_DOLLAR, Math.ceil(t.nuggets / 2) * 1.6);
      return me.best >= 12 && p.marshal === 0 && loot >= 1.3 ? 1 + loot * 0.7 : -1;
    }
    case 'playAction': return actionCardScore(me, a);
    case 'useItem': return p.wounds >= 1 ? 0.8 : -1;
    default: return atGoal ? 0 : -0.1;
  }
}

/** Duel or Rob the Man in Black when it pays: +2 LP, or +1 Wanted and $60 / 2 nuggets; a loss costs a wound. */
function mibFightScore(me: Me, kind: string): number {
  const pWin = mibWinChance(me.hand);
  const loss = (1 - pWin) * 0.8; // a wound (−1 LP at the end), softened by the card the loser draws
  if (kind === 'duel') return pWin * 4 - loss;
  if (kind === 'rob') return me.p.marshal > 0 ? -1 : pWin * 5 - loss;
  return -1;
}

function actionCardScore(me: Me, a: Extract<Action, { type: 'playAction' }>): number {
  const { p, view } = me;
  switch (effectOf(a.card)) {
    case 'tall-tale': return 1.7;
    case 'payday': return p.money <= 90 ? 1.3 : 0.2;
    case 'reputation': return 1.4;
    case 'hired-gun': return p.wanted > 0 ? 1.2 : 1.4;
    case 'telegraph': return 0.7;
    case 'pickpocket': {
      const t = a.target === 'mib' ? { money: 120 } : a.target !== undefined ? view.players[a.target] : null; // the Man in Black pays from the supply
      return t && t.money >= 20 && p.marshal === 0 ? 0.9 : -1;
    }
    case 'cattle-drive': return view.you?.cattle ? -1 : 1.4;
    case 'manhunt': {
      const wantedOthers = view.players.filter((q) => q.seat !== me.seat && q.wanted > 0 && q.pos && dist(view.sheriff, q.pos) <= 3);
      return p.wanted === 0 && wantedOthers.length > 0 ? 0.9 : -1;
    }
    case 'saddle-up': return 0.3;
    default: return 0.2;
  }
}

function best<T>(items: readonly T[], score: (x: T) => number): T {
  let b = items[0];
  let bs = -Infinity;
  for (const x of items) {
    const s = score(x);
    if (s > bs) { bs = s; b = x; }
  }
  return b;
}

/** The heuristic bot (issue #6): fast, readable plans; never sees more than its view. */
export const heuristicBot: Bot = (view, legal, rng) => {
  if (legal.length === 0) throw new Error('heuristicBot: no legal action');
  if (legal.length === 1) return legal[0];
  const decided = decide(view, legal, rng);
  // Always one of the listed actions (the decision may return a fresh object with equal fields).
  return decided && legal.includes(decided) ? decided : randomBot(view, legal, rng);
};

function decide(view: PlayerView, legal: readonly Action[], rng: RngState): Action | null {
  if (!view.you || !view.prompt) return null;
  const seat = view.you.seat;
  const me = meOf(view, seat);
  const { p, hand } = me;
  const kind = view.prompt.kind;
  const pos = p.pos;

  switch (kind) {
    case 'keepCharacter': case 'chooseStartSpace':
      return legal[randInt(rng, legal.length)];
    case 'startBenefit': {
      const want = hand.length <= 1 ? 'cards' : hand.length >= 4 || p.money < 30 ? 'money' : 'mixed';
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
    case 'action': {
      if (!pos) return null;
      const h = heading(me);
      return best(legal, (a) => mainActionScore(me, a, h) + randInt(rng, 1000) * 1e-6);
    }
    case 'shop': {
      const spent = ofType(legal, 'finishShopping')[0] ?? null;
      const opts = legal.filter((a) => a.type === 'buy' || a.type === 'upgrade');
      const stories = storyAsks(view, 'buy') || storyAsks(view, 'upgrade');
      const value = (a: Action) => shopValue(p, a, p.money) + (stories ? storyScore(me, a) : view.goals ? STORY_WEIGHT * goalActionBonus(me, a) : 0);
      const b = opts.length ? best(opts, value) : null;
      return b && value(b) > 0 ? b : spent;
    }
    case 'fleeOrFight': {
      const cards = ofType(legal, 'playCard');
      const flee = legal.find((a) => a.type === 'flee');
      if (view.fight?.manInBlack && cards.length > 0) {
        // Fleeing from him is a sure loss, while his (usually high) fight card often helps the player:
        // fight with the best card when it may win, else with the cheapest one.
        return mibWinChance(hand) > 0.15 ? best(cards, (a) => cardValue(a.card)) : best(cards, (a) => -cardKeepValue(a.card));
      }
      if (flee && (cards.length === 0 || me.best < 9)) return flee;
      return cards.length ? best(cards, (a) => cardValue(a.card)) : null;
    }
    case 'placeFightCard': {
      const cards = ofType(legal, 'playCard');
      const low = cards.length && (storyAsks(view, 'winFight') || goalAsks(view, 'winFight')) ? storyFightCard(aimsOf(me), me, cards.map((a) => a.card)) : null;
      if (low) return cards.find((a) => a.card === low) ?? null;
      return cards.length ? best(cards, (a) => cardValue(a.card)) : null;
    }
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
      const value = (a: Action & { type: 'move' }) => scoreMove(me, a.to, h);
      const m = best(moves, value);
      return value(m) > 0 ? m : (legal.find((a) => a.type === 'pass') ?? m);
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
    const score = new Map(rest.map((a) => [a, mainActionScore(me, a, h)]));
    rest.sort((a, b) => score.get(b)! - score.get(a)!);
  }
  return [pick, ...rest];
}
