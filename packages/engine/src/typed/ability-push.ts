// The hooks that push ability frames outside fights (abilities.ts, R18, CONTENT.md §6) for the
// typed engine: Y. B. Rowdy's start-of-turn discard, Billy the Kid's pick at the end of a Move
// action and Wild Bill Hickok's kept card after a lost showdown. The frame (frames.ts AB) is
// handled in ability-frame.ts. These push only: the events come when the frames resolve.
import { CHARACTER } from './codes.js';
import { AB, ABILITY_STAGE, FRAME_KIND, PK } from './frames.js';
import * as L from './layout.js';
import { hasAbilityT, mibHereT, othersHereT } from './move-abilities.js';
import { MV_KIND, MV_SEAT } from './move-frames.js';
import { pushFrameT } from './stack.js';

const KEPT_STRIDE = 2 + AB.CAP_CARDS;
const ABILITY = FRAME_KIND.code('ability');
const ROWDY = CHARACTER.code('yb-rowdy'), BILLY = CHARACTER.code('billy-the-kid'), BILL = CHARACTER.code('wild-bill-hickok');
/** Stage codes by name. */
export const STAGE = {
  startOfFight: ABILITY_STAGE.code('startOfFight'), rifle: ABILITY_STAGE.code('rifle'), annie: ABILITY_STAGE.code('annie'),
  rowdy: ABILITY_STAGE.code('rowdy'), billyPick: ABILITY_STAGE.code('billyPick'), billyTake: ABILITY_STAGE.code('billyTake'),
  wildBill: ABILITY_STAGE.code('wildBill'),
} as const;
/** Scratch: the seats of Billy's pick; Wild Bill's frames to push after the poker frame is popped (their count, then each a seat and a list of CAP_CARDS). */
const SEATS = new Int32Array(L.MAX_SEATS);
const KEPT = new Int32Array(1 + L.MAX_SEATS * KEPT_STRIDE);

/** Pushes an ability frame (abilities.ts `frame`) with empty lists; returns its body offset. */
export function pushAbilityT(m: Int32Array, stage: number, seat: number, owner: number, about: number): number {
  const f = pushFrameT(m, ABILITY, AB.SIZE);
  m[f + AB.SEAT] = seat; m[f + AB.STAGE] = stage; m[f + AB.OWNER] = owner; m[f + AB.ABOUT] = about;
  return f;
}

/** R4.1(a), after Bass Reeves and Mary Fields: Y. B. Rowdy outside a town with a card may discard it for a card move (abilities.ts). */
export function rowdyStartT(m: Int32Array, seat: number, inTown: (space: number) => boolean): void {
  const o = L.playerAt(seat), pos = m[o + L.P_POS];
  if (hasAbilityT(m, seat, ROWDY) && pos !== -1 && !inTown(pos) && m[o + L.P_HAND] > 0) pushAbilityT(m, STAGE.rowdy, seat, seat, -1);
}

/** End of a Move action (abilities.ts `moveEndAbilities`): Billy the Kid's pick among the others here and the Man in Black. */
export function moveEndAbilitiesT(m: Int32Array, mv: number): void {
  const seat = m[mv + MV_SEAT];
  if (m[mv + MV_KIND] !== 0 || !hasAbilityT(m, seat, BILLY)) return;
  const n = othersHereT(m, seat, SEATS), mib = mibHereT(m, seat);
  if (n === 0 && !mib) return;
  const f = pushAbilityT(m, STAGE.billyPick, seat, seat, -1);
  m[f + AB.MIB] = mib ? 1 : 0;
  m[f + AB.OPTIONS] = n;
  for (let i = 0; i < n; i++) m[f + AB.OPTIONS + 1 + i] = SEATS[i];
}

/**
 * Before the poker frame at `pf` is popped (poker.ts `pokerResultAbilities`): notes each Wild Bill,
 * Legendary before the result (`legendary` a seat mask) and not a winner, who chose cards.
 */
export function noteWildBillT(m: Int32Array, pf: number, winners: number, legendary: number): void {
  KEPT[0] = 0;
  const ps = pf + PK.PARTICIPANTS;
  for (let i = 1; i <= m[ps]; i++) {
    const p = m[ps + i], ch = pf + PK.CHOSEN + p * PK.CHOSEN_STRIDE;
    if ((legendary & (1 << p)) === 0 || (winners & (1 << p)) !== 0 || m[ch] === 0 || !hasAbilityT(m, p, BILL)) continue;
    const k = 1 + KEPT[0]++ * KEPT_STRIDE;
    KEPT[k] = p;
    for (let j = 0; j <= m[ch]; j++) KEPT[k + 1 + j] = m[ch + j];
  }
}

/** After the poker frame is popped: pushes the Wild Bill frames `noteWildBillT` noted, in the participants' order. */
export function pushWildBillT(m: Int32Array): void {
  for (let i = 0; i < KEPT[0]; i++) {
    const k = 1 + i * KEPT_STRIDE, seat = KEPT[k];
    const f = pushAbilityT(m, STAGE.wildBill, seat, seat, -1);
    for (let j = 0; j <= KEPT[k + 1]; j++) m[f + AB.CARDS + j] = KEPT[k + 1 + j];
  }
  KEPT[0] = 0;
}
