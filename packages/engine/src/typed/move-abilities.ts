// Movement's Legendary abilities (abilities.ts, R18, CONTENT.md §6) for the typed engine: Bloody
// Knife's healing crossings and Kit Carson's extra step (a step frame); Billy the Kid's pick at
// the end of a Move is in ability-push.ts. Also who else stands here.
import { ABILITIES } from '../content/abilities.js';
import { PLACES, SPACE_INDEX } from '../content/map.js';
import { CHARACTER, WHY } from './codes.js';
import { emitT, type TypedCtx } from './ctx.js';
import { E } from './events.js';
import * as L from './layout.js';
import { MODE, MV_BANDIT, MV_KIND, MV_SEAT, KIT_CARSON, pushStepT } from './move-frames.js';
import { healT } from './ops.js';

const BLOODY_KNIFE = CHARACTER.code('bloody-knife');
const WHY_BLOODY_KNIFE = WHY.code('bloody-knife');
const KNIFE_HEAL = ABILITIES['bloody-knife'].params.heal!, KIT_STEPS = ABILITIES['kit-carson'].params.steps!;
const RAIL_STATION = SPACE_INDEX.get(PLACES.railStation)!, GREEN_RANCH = SPACE_INDEX.get(PLACES.greenRanch)!;
const BLUE_RANCH = SPACE_INDEX.get(PLACES.blueRanch)!;

/** True when the seat plays this character (code) and is Legendary (abilities.ts hasAbility, R18.2). */
export function hasAbilityT(m: Int32Array, seat: number, character: number): boolean {
  const o = L.playerAt(seat);
  return m[o + L.P_CHARACTER] === character && m[o + L.P_LEGENDARY] === 1;
}

/** On entering the exit space, before any bandit fight there: each crossing removes 1 wound (abilities.ts crossingAbilities). */
export function crossingAbilitiesT(c: TypedCtx, seat: number, crossings: number): void {
  for (let i = 0; i < crossings; i++) {
    emitT(c, E.abilityUsed, seat, BLOODY_KNIFE, i + 1);
    healT(c, seat, KNIFE_HEAL, WHY_BLOODY_KNIFE);
  }
}

/** W.moveEnd: Kit Carson's step offered before the window, for a Move action with no bandit stop (abilities.ts moveExtensionAbilities). */
export function moveExtensionAbilitiesT(c: TypedCtx, f: number): void {
  const m = c.m, seat = m[f + MV_SEAT];
  if (m[f + MV_KIND] !== 0 || m[f + MV_BANDIT] === 1 || !hasAbilityT(m, seat, KIT_CARSON)) return;
  pushStepT(m, seat, KIT_STEPS, MODE.extend, 1, KIT_CARSON);
}

/** True when the Man in Black stands in the seat's space (mib.ts mibHere). */
export function mibHereT(m: Int32Array, seat: number): boolean {
  return m[L.HAS_MIB] === 1 && m[L.MIB_POS] === m[L.playerAt(seat) + L.P_POS];
}

/** How many other players stand in the seat's space, written in seat order into `out` when given (movement.ts othersHere). */
export function othersHereT(m: Int32Array, seat: number, out: Int32Array | null): number {
  const at = m[L.playerAt(seat) + L.P_POS];
  let n = 0;
  for (let i = 0, seats = m[L.N_SEATS]; i < seats; i++) {
    if (i === seat || m[L.playerAt(i) + L.P_POS] !== at) continue;
    if (out) out[n] = i;
    n++;
  }
  return n;
}

/** True when a carrier may deliver where it stands (movement.ts deliveryAt, R7.2): at the rail station, or a token at the other colour's ranch. */
export function canDeliverT(m: Int32Array, seat: number): boolean {
  const o = L.playerAt(seat), cattle = m[o + L.P_CATTLE], pos = m[o + L.P_POS];
  if (cattle === -1 || pos === -1) return false;
  if (pos === RAIL_STATION) return true;
  return cattle < 6 ? pos === BLUE_RANCH : pos === GREEN_RANCH; // cattle codes 0–5 are the green ranch's (codes.ts)
}
