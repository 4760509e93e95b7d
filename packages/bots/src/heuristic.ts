// The heuristic bot: plans a human would recognise (mine then deposit, cattle runs, store
// upgrades, revels when rich, duels and heists with high cards, fleeing hopeless fights), read
// from the view and the legal actions only. Every legal action gets a score; the best is taken.
// Prompt kinds it does not know fall back to the random bot, so new rules never break it.
import {
  cardEffect, cardValue, distance, ITEMS, keepValue, MARSHAL_REWARDS, PLACES, randInt, SPACE_IDS, spacesWith,
  type Action, type CardId, type ChoiceOption, type ItemId, type PlayerView, type PublicPlayer, type RngState, type SpaceId,
} from '@wl/engine';
import type { Bot } from './bot.js';
import { randomBot } from './random.js';

// The engine's `distance`, tabulated once by space index (a decision asks for hundreds).
const N_SPACES = SPACE_IDS.length;
const INDEX = new Map<string, number>(SPACE_IDS.map((id, i) => [id, i]));
const DIST = new Int16Array(N_SPACES * N_SPACES);
for (let i = 0; i < N_SPACES; i++) {
  for (let j = 0; j < N_SPACES; j++) {
    const d = distance(SPACE_IDS[i], SPACE_IDS[j]);
    DIST[i * N_SPACES + j] = Number.isFinite(d) ? d : 999;
  }
}
function dist(a: SpaceId, b: SpaceId): number {
  return DIST[INDEX.get(a)! * N_SPACES + INDEX.get(b)!];
}

const MINES = spacesWith('mine');
const STORES = spacesWith('general-store');
const STATION: SpaceId = PLACES.railStation;
const BANK: SpaceId = PLACES.bank;
const CABARET: SpaceId = PLACES.cabaret;
const DOCTOR: SpaceId = PLACES.doctor;
const RANCH = { green: PLACES.greenRanch, blue: PLACES.blueRanch } as const;

/** Money's worth in LP while held ($30 buys 1 LP at the Cabaret, R6.9). */
const LP_PER_DOLLAR = 1 / 30;

/** What a bot knows about itself and its turn: the view's own player plus its secrets. */
interface Me {
  seat: number;
  p: PublicPlayer;
  hand: readonly CardId[];
  best: number;
  view: PlayerView;
}

function effectOf(card: CardId): string {
  return cardEffect(card).id;
}

function bestCard(hand: readonly CardId[]): number {
  let b = 0;
  for (const c of hand) b = Math.max(b, cardValue(c));
  return b;
}

function nuggetCap(p: PublicPlayer): number {
  return p.items.some((i) => i.id === 'mule') ? 6 : 4;
}

/** Value in LP of one more Marshal point now (track reward plus the end-of-game row bonus). */
function marshalPointValue(p: PublicPlayer): number {
  if (p.wanted > 0) return -1;
  if (p.marshal >= 9) return 1;
  const r = MARSHAL_REWARDS[p.marshal];
  let v = (r.money ?? 0) * LP_PER_DOLLAR + (r.lp ?? 0) + (r.cards ?? 0) * 0.4;
  if (p.marshal === 0 || p.marshal === 3 || p.marshal === 6) v += 1; // a new row scores 1 more LP at the end (R19.2)
  return v;
}

/** The places the bot is heading for, most urgent first (moves score by progress toward each, earlier goals weigh more). */
function goals(me: Me): SpaceId[] {
  const { p, view } = me;
  const pos = p.pos!;
  const out: SpaceId[] = [];
  const late = view.endTriggeredRound !== null;
  if (p.nuggets >= 3 || (p.nuggets >= 1 && (dist(pos, BANK) <= 3 || late))) out.push(BANK);
  if (view.you?.cattle) {
    const colour = view.you.cattle.startsWith('green') ? 'green' : 'blue';
    const other = RANCH[colour === 'green' ? 'blue' : 'green'];
    // Wrangle for a Marshal point unless Wanted (then rustling costs nothing more).
    out.push(p.wanted > 0 && dist(pos, other) < dist(pos, STATION) ? other : STATION);
  }
  if (p.wounds >= 2 && p.money >= 10) out.push(DOCTOR);
  const shop = wantsStore(p, view.store);
  if (p.money >= 90 || (late && p.money >= 30)) out.push(shop && !late ? nearest(pos, STORES) : CABARET);
  else if (shop) out.push(nearest(pos, STORES));
  if (p.nuggets < nuggetCap(p) - 1) out.push(nearest(pos, MINES));
  if (!view.you?.cattle) {
    const ranches = (['green', 'blue'] as const).filter((c) => view.ranchSizes[c] > 0).map((c) => RANCH[c]);
    if (ranches.length) out.push(nearest(pos, ranches));
  }
  if (p.nuggets > 0) out.push(BANK);
  out.push(nearest(pos, MINES));
  return out;
}

function nearest(from: SpaceId, targets: readonly SpaceId[]): SpaceId {
  let best = targets[0];
  for (const t of targets) if (dist(from, t) < dist(from, best)) best = t;
  return best;
}

const ITEM_LIST = Object.keys(ITEMS) as ItemId[];

/** True when the store has a purchase worth making now (shopValue > 0 and affordable). */
function wantsStore(p: PublicPlayer, store?: Readonly<Record<string, number>>): boolean {
  for (const id of ITEM_LIST) {
    const own = p.items.find((i) => i.id === id);
    const a: Action = own ? { type: 'upgrade', item: id } : { type: 'buy', item: id, activate: true };
    if (own && (own.upgraded || ITEMS[id].kind === 'misc')) continue;
    if (!own && store && (store[id] ?? 0) <= 0) continue;
    if (shopValue(p, a, p.money) > 0) return true;
  }
  return false;
}

/** What buying or upgrading an item is worth, in LP minus the money spent. */
function shopValue(p: PublicPlayer, a: Action, budget: number): number {
  if (a.type === 'buy') {
    const def = ITEMS[a.item];
    if (def.cost > budget) return -9;
    let v = 0;
    if (def.kind === 'mount') v = p.activeMount ? (a.item === 'mustang' && p.activeMount === 'mule' ? 1.2 : -2) : 2.5;
    else if (def.kind === 'weapon') v = p.activeWeapon ? (a.item === 'rifle' ? 0.6 : -2) : 1.8;
    else v = -2;
    return v - def.cost * LP_PER_DOLLAR * 0.7 + (a.activate ? 0.05 : 0);
  }
  if (a.type === 'upgrade') {
    const def = ITEMS[a.item];
    if (def.cost > budget) return -9;
    return (def.upgradedLp ?? 0) + 0.4 - def.cost * LP_PER_DOLLAR;
  }
  return 0;
}

function scoreMove(me: Me, to: SpaceId, goalList: SpaceId[]): number {
  const from = INDEX.get(me.p.pos!)! * N_SPACES;
  const at = INDEX.get(to)! * N_SPACES;
  let best = -Infinity;
  for (let rank = 0; rank < goalList.length; rank++) {
    const g = INDEX.get(goalList[rank])!;
    const d0 = DIST[from + g];
    const d1 = DIST[at + g];
    if (d0 === 0) continue;
    const gain = d0 - d1;
    const v = gain > 0 ? 1 + 0.15 * gain + (d1 === 0 ? 0.4 : 0) - 0.25 * rank : -0.5;
    best = Math.max(best, v);
  }
  if (me.view.bandits.includes(to)) best += me.best >= 11 ? 0.6 : -2; // a bandit fight (R13): +1 LP if won
  return best;
}

function mainActionScore(me: Me, a: Action, goalList: SpaceId[]): number {
  const { p, view } = me;
  const pos = p.pos!;
  const atGoal = goalList.length > 0 && goalList[0] === pos;
  switch (a.type) {
    case 'move': return scoreMove(me, a.to, goalList);
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
    case 'poker': return pokerStrength(me.hand, []) >= 30 && p.money >= 20 ? 1.3 : -1;
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

/** Fight card values 2..14: the Man in Black plays the highest of 3 (CONTENT.md §10). */
const FIGHT_VALUES = Array.from({ length: 13 }, (_, i) => i + 2);
const choose3 = (k: number): number => (k < 3 ? 0 : (k * (k - 1) * (k - 2)) / 6);

/** The chance that the best card in hand beats the Man in Black: his best of 3 fight cards, ours −1, he wins ties. */
export function mibWinChance(hand: readonly CardId[]): number {
  let p = 0;
  for (const c of hand) {
    const mine = Math.max(2, cardValue(c) - 1);
    const dynamite = effectOf(c) === 'dynamite' ? 3 : 0;
    const below = FIGHT_VALUES.filter((v) => Math.max(2, v - dynamite) < mine).length;
    p = Math.max(p, choose3(below) / choose3(FIGHT_VALUES.length));
  }
  return p;
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

/** A rough strength of a poker hand: pairs and high cards, wild and extra cards counted. */
function pokerStrength(hand: readonly CardId[], flop: readonly CardId[]): number {
  const counts = new Map<string, number>();
  for (const c of [...hand, ...flop]) counts.set(c[0], (counts.get(c[0]) ?? 0) + 1);
  let s = 0;
  for (const c of hand) {
    const n = counts.get(c[0]) ?? 0;
    if (n >= 2) s += 15 * (n - 1);
    s += cardValue(c) / 2;
    const e = effectOf(c);
    if (e === 'cheat' || e === 'lady-luck') s += 12;
  }
  return s;
}

function chooseOption(me: Me, options: ChoiceOption[], kind: string, rng: RngState): ChoiceOption {
  const { p, view } = me;
  const has = (o: ChoiceOption) => options.includes(o);
  switch (kind) {
    case 'banditReward': case 'pointReward': case 'effectChoice':
      if (has('lp') && has('marshal')) return marshalPointValue(p) > 1 ? 'marshal' : 'lp';
      if (has('lp') && has('wanted')) return 'lp';
      break;
    case 'woundOrDiscard':
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
      if (t && has('money') && has('nuggets')) return Math.ceil(t.money / 20) * 10 * LP_PER_DOLLAR >= Math.ceil(t.nuggets / 2) * 1.6 ? 'money' : 'nuggets';
      break;
    }
    case 'robCattle': if (has('take')) return 'take'; break;
    case 'mibLoot': // $60 or 2 nuggets from the supply: nuggets while there is room and money is plentiful
      if (has('nuggets') && has('money')) return nuggetCap(p) - p.nuggets >= 2 && p.money >= 60 ? 'nuggets' : 'money';
      break;
    case 'deliver':
      if (has('deliver')) return p.pos !== STATION && p.marshal >= 3 && has('keep') ? 'keep' : 'deliver';
      break;
    case 'restartFight': {
      const f = view.fight;
      if (f && has('restart') && has('keep') && f.attackerValue !== null && f.targetValue !== null) {
        return f.attackerValue > f.targetValue ? 'restart' : 'keep';
      }
      break;
    }
    case 'pokerInvite':
      if (has('join') && has('decline')) return pokerStrength(me.hand, []) >= 30 && p.money >= 30 ? 'join' : 'decline';
      break;
    default: break;
  }
  return options[randInt(rng, options.length)];
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

function ofType<K extends Action['type']>(legal: readonly Action[], type: K): Extract<Action, { type: K }>[] {
  return legal.filter((a): a is Extract<Action, { type: K }> => a.type === type);
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
  const p = view.players[seat];
  const hand = view.you.hand;
  const me: Me = { seat, p, hand, best: bestCard(hand), view };
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
      const g = goals(me);
      return best(legal, (a) => mainActionScore(me, a, g) + randInt(rng, 1000) * 1e-6);
    }
    case 'shop': {
      const spent = ofType(legal, 'finishShopping')[0] ?? null;
      const opts = legal.filter((a) => a.type === 'buy' || a.type === 'upgrade');
      const b = opts.length ? best(opts, (a) => shopValue(p, a, p.money)) : null;
      return b && shopValue(p, b, p.money) > 0 ? b : spent;
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
      const g = goals(me);
      const moves = ofType(legal, 'move');
      if (!moves.length) return null;
      const m = best(moves, (a) => scoreMove(me, a.to, g));
      return scoreMove(me, m.to, g) > 0 ? m : (legal.find((a) => a.type === 'pass') ?? m);
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
    const p = view.players[view.you.seat];
    const me: Me = { seat: view.you.seat, p, hand: view.you.hand, best: bestCard(view.you.hand), view };
    const g = goals(me);
    const score = new Map(rest.map((a) => [a, mainActionScore(me, a, g)]));
    rest.sort((a, b) => score.get(b)! - score.get(a)!);
  }
  return [pick, ...rest];
}

/** What each fight card's own effect costs the fighter, in LP (CONTENT.md §4; negative = a gain). */
const FIGHT_CARD_HARM: Record<string, number> = {
  F2: 2, F3: 2, F4: 1.4, F5: 1.1, F6: 1, F7: 0.5, F8: 1, F9: 0.35, FT: -0.1, FJ: -0.33, FQ: -0.35, FK: -1, FA: -1,
};
const FIGHT_CARD_VALUE: Record<string, number> = { F2: 2, F3: 3, F4: 4, F5: 5, F6: 6, F7: 7, F8: 8, F9: 9, FT: 10, FJ: 11, FQ: 12, FK: 13, FA: 14 };

/**
 * The best card for the NPC against another player (R10.1): the chance that its value beats the
 * fighter's (unknown) card times what the fight is worth, plus what the card's own effect does
 * to the fighter, which applies whatever the result (F3's 2 wounds, FK's LP).
 */
function npcCardScore(card: string, kind: string | undefined): number {
  const v = FIGHT_CARD_VALUE[card] ?? 0;
  const pWin = Math.min(1, Math.max(0, (v - 1) / 13));
  const stakes = kind === 'guard' ? 5 : kind === 'sheriff' ? 4 : 2;
  return pWin * stakes + (FIGHT_CARD_HARM[card] ?? 0);
}

/** How much a card is worth keeping: its fight value, more for a strong ACTION or reaction. */
function cardKeepValue(card: CardId): number {
  const bonus: Record<string, number> = { 'tall-tale': 4, 'hired-gun': 3, payday: 4, reputation: 4, dodge: 2, vamoose: 2, 'fools-gold': 2, cheat: 2, 'lady-luck': 2 };
  return cardValue(card) + (bonus[effectOf(card)] ?? 0);
}

function reaction(me: Me, legal: readonly Action[]): Action | null {
  const pass = legal.find((a) => a.type === 'pass') ?? null;
  const { p, view } = me;
  const f = view.fight;
  for (const a of ofType(legal, 'playReaction')) {
    switch (effectOf(a.card)) {
      case 'dodge': return a; // only playable against a cancellable wound of its owner
      case 'fools-gold': return a; // only playable when goods are at risk
      case 'lucky-strike': if (p.nuggets < nuggetCap(p)) return a; break;
      case 'stick-em-up': return a; // the opponent's card is an Ace
      case 'vamoose': if (f && (f.target === me.seat || f.manInBlack === 'attacker') && (me.best < 10 || f.kind === 'rob')) return a; break;
      case 'alibi': if (f && f.kind === 'sheriff' && f.attacker === me.seat) return a; break;
      default: break;
    }
  }
  return pass;
}
