// The heuristic's plans (heuristic.ts): what the bot knows of itself (Me), the places it is
// heading for, and what store purchases are worth, read from the view only.
import { ITEMS, MARSHAL_REWARDS, nuggetCap, PLACES, spacesWith, type Action, type ItemId, type PlayerView, type PublicPlayer, type SpaceId } from '@wl/engine';
import { dist, nearest, RANCH, STATION } from './board.js';
import { bestCard } from './cards.js';
import type { Seer } from './story-targets.js';
import type { Aims } from './stories.js';

const MINES = spacesWith('mine');
const STORES = spacesWith('general-store');
const BANK: SpaceId = PLACES.bank;
const CABARET: SpaceId = PLACES.cabaret;
const DOCTOR: SpaceId = PLACES.doctor;

/** Money's worth in LP while held ($30 buys 1 LP at the Cabaret, R6.9). */
export const LP_PER_DOLLAR = 1 / 30;

/** What a bot knows about itself and its turn: the view's own player plus its secrets. */
export interface Me extends Seer {
  /** The face-up stories and secret goals worth aiming at (goal-targets.ts `aimsOf`), for the decisions that move or act. */
  aims: Aims | null;
}

/** The Me of the view's own seat. */
export function meOf(view: PlayerView, seat: number): Me {
  const hand = view.you!.hand;
  return { seat, p: view.players[seat], hand, best: bestCard(hand), view, aims: null };
}

/** Value in LP of one more Marshal point now (track reward plus the end-of-game row bonus). */
export function marshalPointValue(p: PublicPlayer): number {
  if (p.wanted > 0) return -1;
  if (p.marshal >= 9) return 1;
  const r = MARSHAL_REWARDS[p.marshal];
  let v = (r.money ?? 0) * LP_PER_DOLLAR + (r.lp ?? 0) + (r.cards ?? 0) * 0.4;
  if (p.marshal === 0 || p.marshal === 3 || p.marshal === 6) v += 1; // a new row scores 1 more LP at the end (R19.2)
  return v;
}

/** The places the bot is heading for, most urgent first (moves score by progress toward each, earlier goals weigh more). */
export function goals(me: Me): SpaceId[] {
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

const ITEM_LIST = Object.keys(ITEMS) as ItemId[];

/** True when the store has a purchase worth making now (shopValue > 0 and affordable). */
function wantsStore(p: PublicPlayer, store?: Readonly<Record<string, number>>): boolean {
  for (const id of ITEM_LIST) {
    let own: PublicPlayer['items'][number] | undefined;
    for (const i of p.items) if (i.id === id) { own = i; break; }
    if (own && (own.upgraded || ITEMS[id].kind === 'misc')) continue;
    if (!own && store && (store[id] ?? 0) <= 0) continue;
    if (shopValue(p, own ? UPGRADE[id] : BUY[id], p.money) > 0) return true;
  }
  return false;
}
/** The actions `wantsStore` values, made once. */
const BUY = Object.fromEntries(ITEM_LIST.map((id) => [id, { type: 'buy', item: id, activate: true }])) as Record<ItemId, Action>;
const UPGRADE = Object.fromEntries(ITEM_LIST.map((id) => [id, { type: 'upgrade', item: id }])) as Record<ItemId, Action>;

/** What buying or upgrading an item is worth, in LP minus the money spent. */
export function shopValue(p: PublicPlayer, a: Action, budget: number): number {
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

