// The face-up story cards as the heuristic aims at them (R14, CONTENT.md §8). Per decision each
// face-up card gets a worth: its reward, discounted by the discs it still needs and by the
// player's own discs (R14.2–R14.5), times how ready the player is (story-targets.ts). Actions
// are valued by that worth times the chance they fulfil the objective now; moves also by their
// progress toward where it can be fulfilled.
import { cardValue, DISCS_PER_PLAYER, movementOf, discsNeeded, ITEMS, type Action, type CardId, type ObjectiveKind, type PlayerView } from '@wl/engine';
import { INDEX } from './board.js';
import { effectOf, mibWinChance, npcWinChance, playerWinChance } from './cards.js';
import { banditSpaces, fightValue, liveField, readiness, targetFor, type Seer, type StoryTarget } from './story-targets.js';

export { banditSpaces, STORY_TARGETS, targetFor, targetOf, type Seer, type StoryAct, type StoryTarget } from './story-targets.js';

/** One face-up story (or secret goal event) worth aiming at during one decision. */
export interface SlotAim {
  t: StoryTarget;
  /** Its worth in LP (the disc's worth times the player's readiness). */
  worth: number;
  /** Distances to where it can be fulfilled now; null for a fight (no fixed place). */
  field: Int16Array | null;
  /** The progress (`promise`) already held at the player's space. */
  from: number;
  /** True when the player stands where the objective's action counts. */
  here: boolean;
  /** True when an action other than a Move may fulfil it now (a location action here, a fight, a card). */
  acts: boolean;
  /** True when a Move ending at distance 0 of `field` fulfils it (not only gets there). */
  byMove: boolean;
  /** Progress by distance for the player's reach (a row of PROMISE). */
  row: Float64Array;
  /** The share of its worth a Move onto or toward it brings: 1 for a story, less for a secret goal (goal-targets.ts). */
  pull: number;
  /** What a Move brings, worked out once: `worth × pull` on fulfilling it, times its progress (× 0.8 unless a Move or the phase's end fulfils it) toward it. */
  wp: number;
  step: number;
  /** For a fight (null `field`): the space indices where arriving gives one, its odds there, and what arriving brings (`worth × spotChance × pull`). */
  spots: number[] | null;
  spotChance: number;
  spotWorth: number;
}

/** One decision's story aims: the face-up stories worth aiming at, and the player's reach per Move. */
export interface Aims {
  slots: SlotAim[];
  range: number;
}

const SLOTS = [0, 1] as const;
/** The share of a story's reward a disc is worth while the card still waits for others (2 or 3 discs to go). */
const WAITING_SHARE = [0, 1, 0.8, 0.6];
/** What winning a fight rather than losing it is worth beside any story, in LP: its reward, and no wound (R9.8, R13.3). */
const FIGHT_WORTH = 1.7;

/**
 * What one more disc on a face-up story is worth to the player, in LP: its reward (plus moving
 * discs home and the Sheriff) when it completes the card; a share of it when the card still waits
 * for others; a little when the player's disc is already on it (rewarded once, and it may be this
 * turn's disc: 1 per card per turn); with both discs out, only a completing move from the other card.
 */
function slotWorth(view: PlayerView, seat: number, slot: 0 | 1, t: StoryTarget, need: number): number {
  const discs = view.storyDiscs[slot];
  const k = need - discs.length;
  if (k <= 0) return 0; // full: locked until it resolves (R14.4)
  if (view.turnSeat === seat && view.storyContributed[slot]) return 0; // this turn's chance on it is taken (R14.2)
  let here = 0, there = 0;
  for (const d of discs) if (d === seat) here++;
  const other = view.storyDiscs[1 - slot];
  for (const d of other) if (d === seat) there++;
  let completing = t.reward + 0.3;
  if (t.sheriff > 0) for (const q of view.players) if (q.seat !== seat && q.wanted > 0) { completing += 0.4; break; } // the Sheriff hunts a rival (R12)
  if (here + there >= DISCS_PER_PLAYER) {
    const otherId = view.stories[1 - slot];
    if (there === 0 || k > 1 || !otherId || other.length >= need) return 0;
    return Math.max(0, completing - 0.6 * targetFor(otherId).reward);
  }
  if (here > 0) return k === 1 ? 0.4 * completing : 0;
  if (k === 1) return completing;
  return (view.endTriggeredRound !== null ? 0.2 : WAITING_SHARE[Math.min(k, 3)]) * t.reward; // the last round may not complete it
}

/** This decision's story aims for the player (Seer) to act on. */
export function storyAims(me: Seer): Aims {
  const { view, seat, p } = me;
  const aims: Aims = { slots: [], range: movementOf(p) };
  const need = discsNeeded(view.players.length + (view.manInBlack ? 1 : 0)); // he counts as a player (R14.3)
  for (const slot of SLOTS) {
    const id = view.stories[slot];
    if (!id) continue;
    const t = targetFor(id);
    const worth = slotWorth(view, seat, slot, t, need);
    if (worth <= 0) continue;
    const aim = aimAt(me, t, worth, aims.range);
    if (aim) aims.slots.push(aim);
  }
  return aims;
}

/** An aim at one target worth `worth` LP before the player's readiness (a story card's, or a secret goal's event, goal-targets.ts); null when not ready. */
export function aimAt(me: Seer, t: StoryTarget, worth: number, range: number, pull = 1): SlotAim | null {
  const { view, p } = me;
  const r = readiness(t, me);
  if (r <= 0) return null;
  const pos = me.at;
  const field = liveField(t, me);
  const here = pos >= 0 && t.at[pos] === 1;
  const o = t.o;
  const byMove = t.act === 'move' ? o.kind !== 'deliver' || p.cattle !== null : t.act === 'endActions' && view.actionsLeft === 1;
  const acts = here || o.kind === 'winFight' || o.kind === 'defeatBandit' || (o.kind === 'deliver' && !p.cattle);
  const w = worth * r;
  const step = t.act === 'move' || t.act === 'endActions' ? 1 : 0.8;
  const aim: SlotAim = {
    t, worth: w, field, from: field && pos >= 0 ? promise(field[pos], range) : 0, here, acts, byMove, row: PROMISE[Math.min(range, 8)], pull,
    wp: w * pull, step, spots: null, spotChance: 0, spotWorth: 0,
  };
  if (!field) fightSpots(aim, me);
  return aim;
}

/** The chance that action `a` (not a Move) fulfils the aim's objective now. */
function actionFulfils(s: SlotAim, a: Action, me: Seer): number {
  const { p, view } = me;
  const { t, here } = s;
  const o = t.o;
  if (o.kind === 'endActions') return here && view.actionsLeft === 1 ? 1 : 0; // the phase ends here after this action
  switch (a.type) {
    case 'fight': {
      if (o.kind !== 'winFight' || !here || (o.fight && a.kind !== o.fight)) return 0;
      if (a.target === 'mib') return o.targetWanted || o.cardMax !== undefined ? 0 : mibWinChance(me.hand); // he counts as a player (CONTENT.md §10)
      if (o.targetWanted && view.players[a.target].wanted === 0) return 0;
      return playerWinChance(fightValue(t, me));
    }
    case 'heist': return o.kind === 'heist' ? 1 : o.kind === 'winFight' && !o.vs ? npcWinChance(fightValue(t, me), 'guard') : 0;
    case 'deposit': return o.kind === 'deposit' && a.nuggets >= o.min ? 1 : 0;
    case 'buy': return o.kind === 'buy' && here && (!o.kinds || o.kinds.includes(ITEMS[a.item].kind)) ? 1 : 0;
    case 'revel': return o.kind === 'revel' && a.lp >= o.minLp ? 1 : 0;
    case 'takeCattle': return (o.kind === 'takeCattle' && here) || (o.kind === 'deliver' && !p.cattle) ? 1 : 0;
    case 'playAction': {
      const e = effectOf(a.card);
      if (e === 'hired-gun' && a.hideout) return o.kind === 'defeatBandit' && t.at[INDEX.get(a.hideout)!] ? 1 : 0; // it counts as defeating the bandit
      return e === 'cattle-drive' && ((o.kind === 'takeCattle' && here) || (o.kind === 'deliver' && !p.cattle)) ? 1 : 0;
    }
    default: return t.act === a.type && here ? 1 : 0; // prospect, upgrade, poker, heal, work
  }
}

/** What an action (not a Move) is worth for the face-up stories, in LP. */
export function storyActionBonus(aims: Aims, a: Action, me: Seer): number {
  let v = 0;
  for (const s of aims.slots) if (s.acts) v += s.worth * actionFulfils(s, a, me);
  return v;
}

/** PROMISE[range][d]: progress toward a target `d` steps away, halved for each Move action still needed. */
const PROMISE = Array.from({ length: 9 }, (_, range) => Float64Array.from({ length: 64 }, (_, d) => (d === 0 ? 1 : 0.5 ** Math.ceil(d / Math.max(1, range)))));
function promise(d: number, range: number): number {
  return d >= 64 ? 0 : PROMISE[Math.min(range, 8)][d];
}

/**
 * Where arriving gives a fight a `winFight` objective wants: a bandit's hideout (fought at once,
 * R13.2), or the space of a player to fight with an action left (R9.1), and the odds there.
 */
function fightSpots(aim: SlotAim, me: Seer): void {
  const { t } = aim;
  const o = t.o;
  const { view } = me;
  if (o.kind !== 'winFight') return;
  const spots: number[] = [];
  if (!o.vs) {
    for (const b of banditSpaces(me)) if (t.at[b]) spots.push(b);
    aim.spotChance = npcWinChance(fightValue(t, me), 'bandit');
  } else if (view.actionsLeft >= 2) {
    for (const q of view.players) {
      if (q.seat === me.seat || !q.pos || !t.at[INDEX.get(q.pos)!] || view.foughtThisTurn.includes(q.seat)) continue;
      if ((o.targetWanted || o.fight === 'arrest') && q.wanted === 0) continue;
      if (o.fight === 'arrest' && me.p.marshal === 0) continue;
      spots.push(INDEX.get(q.pos)!);
    }
    aim.spotChance = 0.5 * playerWinChance(fightValue(t, me));
  }
  aim.spots = spots;
  aim.spotWorth = aim.worth * aim.spotChance * aim.pull;
}

/** True when a face-up story's objective is of this kind (a cheap test before computing the aims). */
export function storyAsks(view: PlayerView, kind: ObjectiveKind): boolean {
  for (const id of view.stories) if (id && targetFor(id).o.kind === kind) return true;
  return false;
}

/** True when some face-up story wants a delivery of this kind now (the `deliver` choice, R7.2). */
export function storyWantsDelivery(aims: Aims, mode: 'wrangle' | 'rustle'): boolean {
  return aims.slots.some((s) => s.t.o.kind === 'deliver' && (!s.t.o.mode || s.t.o.mode === mode));
}

/**
 * The `moveDisc` choice (CONTENT.md §8): move a disc from the other card onto the card the offer
 * is about (the view's `choice.about`) only when that completes it and its reward is worth
 * giving up the other card's share.
 */
export function shouldMoveDisc(view: PlayerView, seat: number): boolean {
  const slot = view.choice?.kind === 'moveDisc' ? view.choice.about : null;
  if (slot !== 0 && slot !== 1 || !view.stories[slot] || !view.storyDiscs[1 - slot].includes(seat)) return false;
  const need = discsNeeded(view.players.length + (view.manInBlack ? 1 : 0));
  const otherId = view.stories[1 - slot];
  const mine = targetFor(view.stories[slot]!).reward;
  return view.storyDiscs[slot].length + 1 >= need && (!otherId || mine >= 0.6 * targetFor(otherId).reward);
}

/**
 * The card to fight with for a face-up `winFight{cardMax}` objective, when the player is the
 * fighter on their own turn and the low card's odds times (the fight's worth plus the story's)
 * beat the best card's odds times the fight's worth alone; null: fight as usual.
 */
export function storyFightCard(aims: Aims, me: Seer, cards: readonly CardId[]): CardId | null {
  const { view } = me;
  const f = view.fight;
  if (!f || f.attacker !== me.seat || view.turnSeat !== me.seat || f.manInBlack) return null;
  const npc = f.kind === 'bandit' || f.kind === 'guard' || f.kind === 'sheriff' ? f.kind : null;
  const chance = (v: number): number => (npc ? npcWinChance(v, npc) : playerWinChance(v));
  for (const s of aims.slots) {
    const o = s.t.o;
    if (o.kind !== 'winFight' || o.cardMax === undefined) continue;
    if ((o.vs && f.target === null) || (o.fight && f.kind !== o.fight) || !s.here) continue;
    let low: CardId | null = null, top = 0;
    for (const c of cards) {
      const v = cardValue(c);
      top = Math.max(top, v);
      if (v <= o.cardMax && (!low || v > cardValue(low))) low = c;
    }
    if (low && chance(cardValue(low)) * (FIGHT_WORTH + s.worth) > chance(top) * FIGHT_WORTH) return low;
  }
  return null;
}
