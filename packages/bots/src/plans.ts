// The heuristic's plans (heuristic.ts): what the bot knows of itself (Me), the places it is
// heading for, and what store purchases are worth, read from the view only.
import { ITEM_IDS, ITEMS, MARSHAL_REWARDS, nuggetCap, PLACES, SPACE_IDS, spacesWith, type Action, type ItemDef, type ItemId, type PlayerView, type PublicPlayer, type SpaceId } from '@wl/engine';
import { DIST, INDEX, N_SPACES, nearest, RANCH, spaceIndex, STATION } from './board.js';
import { bestCard } from './cards.js';
import type { Seer } from './story-targets.js';
import type { Aims } from './stories.js';
import { cabaretMoney, plansHeist } from './characters.js';
import { playsPoker, wantsPoker, wantsTenGallon } from './poker-plan.js';

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
  const p = view.players[seat];
  return { seat, p, hand, best: bestCard(hand), view, at: p.pos ? spaceIndex(p.pos) : -1, bandits: null, goalsNow: null, aims: null };
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

/** Space indices (board.ts INDEX) of the places the plans aim at. */
const BANK_I = INDEX.get(PLACES.bank)!;
const CABARET_I = INDEX.get(PLACES.cabaret)!;
const DOCTOR_I = INDEX.get(PLACES.doctor)!;
const STATION_I = INDEX.get(STATION)!;
const RANCH_I = { green: INDEX.get(RANCH.green)!, blue: INDEX.get(RANCH.blue)! } as const;
/** By space index, the index of the nearest of `targets` (board.ts `nearest`: the first on a tie), made once. */
const nearestTo = (targets: readonly SpaceId[]): Int16Array => Int16Array.from(SPACE_IDS, (id) => INDEX.get(nearest(id, targets))!);
const NEAR_STORE = nearestTo(spacesWith('general-store'));
const NEAR_MINE = nearestTo(spacesWith('mine'));
const NEAR_RANCH = nearestTo([RANCH.green, RANCH.blue]);

/** The farthest the plans go to the Bank for a heist, in steps (6 did better than 3 in paired games; 9 no better than 6). */
const HEIST_TRIP = 6;

/** The places the bot is heading for, most urgent first, as space indices (moves score by progress toward each, earlier goals weigh more). */
export function goals(me: Me): number[] {
  const { p, view } = me;
  const pos = me.at;
  const row = pos * N_SPACES;
  const out: number[] = [];
  const late = view.endTriggeredRound !== null;
  const cattle = view.you?.cattle;
  if (p.nuggets >= 3 || (p.nuggets >= 1 && (DIST[row + BANK_I] <= 3 || late))) out.push(BANK_I);
  else if (DIST[row + BANK_I] <= HEIST_TRIP && plansHeist(me)) out.push(BANK_I); // a heist (R6.7; characters.ts)
  if (cattle) {
    const other = cattle.startsWith('green') ? RANCH_I.blue : RANCH_I.green;
    // Wrangle for a Marshal point unless Wanted (then rustling costs nothing more).
    out.push(p.wanted > 0 && DIST[row + other] < DIST[row + STATION_I] ? other : STATION_I);
  }
  if (p.wounds >= 2 && p.money >= 10) out.push(DOCTOR_I);
  if (wantsTenGallon(p, view.store)) out.push(NEAR_STORE[pos]); // Wild Bill's and Calamity's poker plan (poker-plan.ts)
  if (wantsPoker(me)) out.push(CABARET_I);
  if (late && p.money >= 30) out.push(CABARET_I);
  else if (p.money >= cabaretMoney(p)) out.push(wantsStore(p, view.store) ? NEAR_STORE[pos] : CABARET_I);
  else if (wantsStore(p, view.store)) out.push(NEAR_STORE[pos]);
  const cap = nuggetCap(p);
  if (p.nuggets < cap - 1) out.push(NEAR_MINE[pos]);
  if (!cattle) {
    const g = view.ranchSizes.green > 0, b = view.ranchSizes.blue > 0;
    if (g || b) out.push(g && b ? NEAR_RANCH[pos] : g ? RANCH_I.green : RANCH_I.blue);
  }
  if (p.nuggets > 0) out.push(BANK_I);
  out.push(NEAR_MINE[pos]);
  return out;
}

/** The store's items `wantsStore` weighs, made once: a misc item's purchase is worth −2 (shopValue) and is never wanted. */
const SHOP = ITEM_IDS.filter((id) => ITEMS[id].kind !== 'misc').map((id) => ({ id, def: ITEMS[id] }));

/** True when the store has a purchase worth making now (shopValue > 0 and affordable). */
function wantsStore(p: PublicPlayer, store?: Readonly<Record<string, number>>): boolean {
  const { money, items } = p;
  for (let k = 0; k < SHOP.length; k++) {
    const { id, def } = SHOP[k];
    if (def.cost > money) continue; // shopValue: -9 when not affordable
    let own: PublicPlayer['items'][number] | undefined;
    for (let j = 0; j < items.length; j++) if (items[j].id === id) { own = items[j]; break; }
    if (own ? own.upgraded : store && (store[id] ?? 0) <= 0) continue;
    if ((own ? upgradeValue(def, money) : buyValue(p, id, def, true, money)) > 0) return true;
  }
  return false;
}

/** What buying or upgrading an item is worth, in LP minus the money spent. */
export function shopValue(p: PublicPlayer, a: Action, budget: number): number {
  if (a.type === 'buy') return buyValue(p, a.item, ITEMS[a.item], a.activate, budget);
  if (a.type === 'upgrade') return upgradeValue(ITEMS[a.item], budget);
  return 0;
}

function buyValue(p: PublicPlayer, item: ItemId, def: ItemDef, activate: boolean, budget: number): number {
  if (def.cost > budget) return -9;
  let v = 0;
  if (def.kind === 'mount') v = p.activeMount ? (item === 'mustang' && p.activeMount === 'mule' && !p.items.some((i) => i.id === 'mule' && i.upgraded) ? 1.2 : -2) : 2.5; // an upgraded Mule moves as far as a Mustang
  else if (def.kind === 'weapon') v = p.activeWeapon ? (item === 'rifle' ? 0.6 : -2) : 1.8;
  else v = item === 'ten-gallon' && playsPoker(p) ? 3 : -2;
  return v - def.cost * LP_PER_DOLLAR * 0.7 + (activate ? 0.05 : 0);
}

function upgradeValue(def: ItemDef, budget: number): number {
  if (def.cost > budget) return -9;
  return (def.upgradedLp ?? 0) + 0.4 - def.cost * LP_PER_DOLLAR;
}

