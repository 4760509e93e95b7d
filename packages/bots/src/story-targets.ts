// Story objectives as targets (CONTENT.md §8 grammar): each of the 40 cards' objective, read as
// data, becomes the action that fulfils it and the spaces where it counts, built once at module
// load; `readiness` says how soon the player can fulfil one, from the view only.
import {
  cardValue, HIDEOUTS, ITEM_IDS, ITEMS, nuggetCap, PLACES, SPACE_IDS, space, spacesWith, STORY_CARDS, STORY_IDS,
  type CardId, type GoalId, type Objective, type PlayerView, type PublicPlayer, type SpaceId, type StoryId, type StoryIf,
} from '@wl/engine';
import { distanceField, INDEX, N_SPACES, RANCH, spaceIndex, STATION } from './board.js';
import { npcWinChance } from './cards.js';
import { rewardValue } from './evaluate.js';
import type { GoalNow } from './goal-targets.js';

/** What a story objective asks for: a location, fight or heist action, a Move ending somewhere, or ending the action phase somewhere. */
export type StoryAct = 'move' | 'fight' | 'heist' | 'prospect' | 'deposit' | 'buy' | 'upgrade' | 'poker' | 'revel' | 'heal' | 'takeCattle' | 'work' | 'endActions';

/** One story card's objective (or a secret goal's event, goal-targets.ts) as a target, precomputed. */
export interface StoryTarget {
  readonly id: StoryId | GoalId;
  readonly o: Objective;
  readonly act: StoryAct;
  /** By space index, 1 where the act counts (for a Move: where it must end). */
  readonly at: Uint8Array;
  /** By space index, the distance to the nearest such space. */
  readonly near: Int16Array;
  /** LP-equivalent of the reward for one contributor (R14.5). */
  readonly reward: number;
  /** Up to how many spaces the completing player moves the Sheriff. */
  readonly sheriff: number;
}

/** What the heuristic knows of itself when scoring (its Me). */
export interface Seer {
  seat: number;
  p: PublicPlayer;
  hand: readonly CardId[];
  best: number;
  view: PlayerView;
  /** The player's space index (board.ts INDEX; −1 off the board). */
  at: number;
  /** The bandits' space indices (`view.bandits`), once looked up (`banditSpaces`). */
  bandits: readonly number[] | null;
  /** The player's secret S goals now, once worked out (goal-targets.ts). */
  goalsNow: readonly GoalNow[] | null;
}

/** The space indices of the view's bandits, looked up once per decision (and shared while the bandits stay where they were). */
export function banditSpaces(me: Seer): readonly number[] {
  if (me.bandits) return me.bandits;
  const ids = me.view.bandits;
  let same = ids.length === lastBandits.ids.length;
  for (let k = 0; same && k < ids.length; k++) same = ids[k] === lastBandits.ids[k];
  if (same) return me.bandits = lastBandits.at;
  const at: number[] = [];
  for (const b of ids) at.push(spaceIndex(b));
  lastBandits = { ids: ids.slice(), at };
  return me.bandits = at;
}

/** The last bandits looked up: most decisions find them where the one before did (a bandit moves only when placed or defeated, R13). */
let lastBandits: { ids: readonly SpaceId[]; at: readonly number[] } = { ids: [], at: [] };

const inTown = (town: string) => (id: SpaceId): boolean => space(id).inTown && space(id).region === town;

/** What fulfils an objective (CONTENT.md §8 grammar): the action and the spaces where it counts. */
export function targetOf(o: Objective): { act: StoryAct; spaces: readonly SpaceId[] } {
  switch (o.kind) {
    case 'defeatBandit': return { act: 'move', spaces: HIDEOUTS.filter((h) => space(h).hideout === o.letter) };
    case 'winFight': return { act: 'fight', spaces: o.where ? SPACE_IDS.filter((id) => space(id).inTown === (o.where === 'town')) : SPACE_IDS };
    case 'heist': return { act: 'heist', spaces: [PLACES.bank] };
    case 'mine': return { act: 'prospect', spaces: o.at ? [o.at] : spacesWith('mine') };
    case 'deposit': return { act: 'deposit', spaces: [PLACES.bank] };
    case 'buy': return { act: 'buy', spaces: spacesWith('general-store').filter(inTown(o.town)) };
    case 'upgrade': return { act: 'upgrade', spaces: spacesWith('general-store') };
    case 'poker': return { act: 'poker', spaces: spacesWith('saloon').filter(inTown(o.town)) };
    case 'revel': return { act: 'revel', spaces: spacesWith('cabaret') };
    case 'doctor': return { act: 'heal', spaces: spacesWith('doctor') };
    case 'takeCattle': return { act: 'takeCattle', spaces: [o.at] };
    case 'deliver': return { act: 'move', spaces: o.mode === 'wrangle' ? [STATION] : o.mode === 'rustle' ? [RANCH.green, RANCH.blue] : [STATION, RANCH.green, RANCH.blue] };
    case 'work': return { act: 'work', spaces: [o.at] };
    case 'endMove': return {
      act: 'move',
      spaces: SPACE_IDS.filter((id) => (!o.at || id === o.at) && (!o.hideout || space(id).hideout === o.hideout)
        && (!o.region || space(id).region === o.region) && (!o.outside || !space(id).inTown)),
    };
    case 'endActions': return { act: 'endActions', spaces: SPACE_IDS.filter(inTown(o.town)) };
  }
}

/** Every field of the objective grammar (engine `Objective`), in the order `uniform` writes them. */
const FIELDS = new Set(['kind', 'letter', 'vs', 'fight', 'where', 'cardMax', 'targetWanted', 'win', 'at', 'minNuggets', 'min', 'town', 'kinds', 'minLp', 'mode', 'hideout', 'region', 'outside', 'if', 'startedAt']);

/**
 * A copy of `o` with every field of the grammar (undefined when absent), so that all targets'
 * objectives share one object shape and reading their fields, once or more per decision, is a
 * plain load rather than a lookup among a dozen shapes; `o` itself if it has a field the list lacks.
 */
function uniform(o: Objective): Objective {
  if (Object.keys(o).some((k) => !FIELDS.has(k))) return o;
  const x = o as Partial<Record<string, unknown>>;
  return {
    kind: o.kind, letter: x.letter, vs: x.vs, fight: x.fight, where: x.where, cardMax: x.cardMax, targetWanted: x.targetWanted, win: x.win, at: x.at,
    minNuggets: x.minNuggets, min: x.min, town: x.town, kinds: x.kinds, minLp: x.minLp, mode: x.mode, hideout: x.hideout, region: x.region,
    outside: x.outside, if: x.if, startedAt: x.startedAt,
  } as Objective;
}

/** A target for objective `o`, counting on `spaces` (targetOf's unless given). */
export function makeTarget(id: StoryId | GoalId, o: Objective, reward: number, sheriff: number, spaces?: readonly SpaceId[]): StoryTarget {
  const { act, spaces: where } = targetOf(o);
  const on = spaces ?? where;
  const at = new Uint8Array(N_SPACES);
  for (const sp of on) at[INDEX.get(sp)!] = 1;
  return { id, o: uniform(o), act, at, near: distanceField(on), reward, sheriff };
}

/** Every story card's target, built once. */
export const STORY_TARGETS: Readonly<Record<StoryId, StoryTarget>> = Object.fromEntries(STORY_IDS.map((id) => {
  const card = STORY_CARDS[id];
  return [id, makeTarget(id, card.objective, rewardValue(card.reward), card.sheriff)];
}));

/** The targets by card number (ST01 at 1), for a lookup without hashing the id. */
const BY_NUMBER: StoryTarget[] = [];
for (const id of STORY_IDS) BY_NUMBER[cardNumber(id)] = STORY_TARGETS[id];
function cardNumber(id: StoryId): number {
  return (id.charCodeAt(2) - 48) * 10 + id.charCodeAt(3) - 48;
}

/** The target of a story card (`STORY_TARGETS[id]`, faster). */
export function targetFor(id: StoryId): StoryTarget {
  return BY_NUMBER[cardNumber(id)] ?? STORY_TARGETS[id];
}

// Distance fields for the targets that change during play, built once (or when first needed):
// hideouts holding a bandit, and where a carried cattle token can be delivered (or taken).
const NOWHERE = new Int16Array(N_SPACES).fill(999);
/** By space index, `1 << HIDEOUTS.indexOf(id)`: a hideout's bit in the masks of BANDIT_FIELD. */
const HIDEOUT_BIT = Int32Array.from(SPACE_IDS, (id) => 1 << HIDEOUTS.indexOf(id));
/** By bit mask of the hideouts holding a bandit (bit k: HIDEOUTS[k]), the distance field to them; filled as needed. */
const BANDIT_FIELD: Int16Array[] = [];
const CATTLE_FIELD = {
  station: distanceField([STATION]),
  green: distanceField([RANCH.green]), blue: distanceField([RANCH.blue]), ranches: distanceField([RANCH.green, RANCH.blue]),
  stationGreen: distanceField([STATION, RANCH.green]), stationBlue: distanceField([STATION, RANCH.blue]),
};

/** The distance field of where the objective can be fulfilled now (bandits and cattle move); null for a fight (no fixed place). */
export function liveField(t: StoryTarget, me: Seer): Int16Array | null {
  const { view, p } = me;
  const o = t.o;
  if (o.kind === 'winFight') return null;
  if (o.kind === 'defeatBandit') { // the target's hideouts that hold a bandit
    let mask = 0;
    for (const b of banditSpaces(me)) if (t.at[b]) mask |= HIDEOUT_BIT[b];
    return BANDIT_FIELD[mask] ??= distanceField(HIDEOUTS.filter((_, k) => mask & (1 << k)));
  }
  if (o.kind !== 'deliver') return t.near;
  if (!p.cattle) { // take a token first
    const g = view.ranchSizes.green > 0, b = view.ranchSizes.blue > 0;
    return g && b ? CATTLE_FIELD.ranches : g ? CATTLE_FIELD.green : b ? CATTLE_FIELD.blue : NOWHERE;
  }
  const rustle = p.cattle === 'green' ? 'blue' : 'green';
  if (o.mode === 'wrangle') return CATTLE_FIELD.station;
  if (o.mode === 'rustle') return CATTLE_FIELD[rustle];
  return rustle === 'green' ? CATTLE_FIELD.stationGreen : CATTLE_FIELD.stationBlue;
}

const holds = (p: PublicPlayer, cond: StoryIf | undefined): boolean =>
  cond === undefined || (cond === 'wounds' ? p.wounds >= 1 : cond === 'marshal' ? p.marshal >= 1 : p.wanted >= 1);

/** True when the player can afford an item of these kinds that the store still has (and has room for a misc item). */
function canBuy(p: PublicPlayer, store: Readonly<Record<string, number>>, kinds: readonly string[] | undefined): boolean {
  let misc = 0;
  for (const it of p.items) if (ITEMS[it.id].kind === 'misc') misc++;
  for (const id of ITEM_IDS) {
    const def = ITEMS[id];
    if (def.cost <= p.money && (store[id] ?? 0) > 0 && (!kinds || kinds.includes(def.kind)) && (def.kind !== 'misc' || misc < 3)) return true;
  }
  return false;
}

/** The card value the player would fight with for a winFight objective: with `cardMax`, the best card allowed (0: none). */
export function fightValue(t: StoryTarget, me: Seer): number {
  if (t.o.kind !== 'winFight' || t.o.cardMax === undefined) return me.best;
  let v = 0;
  for (const c of me.hand) { const x = cardValue(c); if (x <= t.o.cardMax && x > v) v = x; }
  return v;
}

/** How ready the player is for the objective: a chance in [0, 1] before the action's own odds (0: not soon). */
export function readiness(t: StoryTarget, me: Seer): number {
  const { p, view } = me;
  const o = t.o;
  switch (o.kind) {
    case 'defeatBandit': {
      for (const b of banditSpaces(me)) if (t.at[b]) return npcWinChance(me.best || 8, 'bandit'); // no card: the deck's top card (R10.2)
      return 0;
    }
    case 'winFight': return fightValue(t, me) > 0 && (o.fight !== 'rob' || p.marshal === 0) ? 1 : 0; // a Rob would cost a Marshal his points (R11.3)
    case 'heist': // so would a heist; not for a strong Marshal or the badly wounded
      if (me.hand.length === 0 || p.marshal >= 3 || p.wounds >= 2) return 0;
      return o.win ? npcWinChance(me.best, 'guard') : 1;
    case 'mine': return !o.minNuggets ? 1 : nuggetCap(p) - p.nuggets < o.minNuggets ? 0 : p.items.some((i) => i.id === 'prospectors-map') ? 0.4 : 0.24;
    case 'deposit': return p.nuggets >= o.min ? 1 : 0;
    case 'buy': return canBuy(p, view.store, o.kinds) ? 1 : 0;
    case 'upgrade': return p.items.some((i) => !i.upgraded && ITEMS[i.id].kind !== 'misc' && ITEMS[i.id].cost <= p.money) ? 1 : 0;
    case 'poker': { // the active player's odds, measured: about 0.45 with two cards worth 20, 0.32 below
      if (p.money < 10) return 0;
      let sum = 0;
      for (const c of me.hand) sum += cardValue(c);
      return sum >= 20 ? 0.45 : 0.32;
    }
    case 'revel': return p.money >= 30 * o.minLp ? 1 : 0;
    case 'doctor': return p.wounds > 0 && p.money >= 10 ? 1 : 0;
    case 'takeCattle': return !p.cattle && view.ranchSizes[o.at === RANCH.green ? 'green' : 'blue'] > 0 ? 1 : 0;
    case 'deliver': // a rustle costs a Marshal his points too; without cattle, taking some is half the way
      if (o.mode === 'rustle' && p.marshal >= 2) return 0;
      return p.cattle ? 1 : view.ranchSizes.green + view.ranchSizes.blue > 0 ? 0.5 : 0;
    case 'work': return 1;
    case 'endMove': return holds(p, o.if) && (!o.startedAt || (view.turnSeat === me.seat && view.turnStartedAt === o.startedAt)) ? 1 : 0;
    case 'endActions': return holds(p, o.if) ? 1 : 0;
  }
}
