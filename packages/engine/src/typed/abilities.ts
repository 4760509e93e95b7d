// The Legendary abilities of the turn, the hand limit and the stories (abilities.ts, R18) for the
// typed engine. Those that push an ability frame (Y. B. Rowdy) throw NotPorted until that frame
// is ported (docs/engine-v2.md stage 3); the movement abilities are in move-*.ts.
import { ABILITIES } from '../content/abilities.js';
import { SPACES } from '../content/map.js';
import { CHARACTER, SPACE, WHY } from './codes.js';
import { emitT, type TypedCtx } from './ctx.js';
import { E } from './events.js';
import { rowdyStartT } from './ability-push.js';
import * as L from './layout.js';
import { drawCardsT, gainMoneyT } from './ops.js';

const BASS = CHARACTER.code('bass-reeves'), MARY = CHARACTER.code('mary-fields');
const JANE = CHARACTER.code('calamity-jane'), DOC = CHARACTER.code('doc-holliday');
const WHY_BASS = WHY.code('bass-reeves'), WHY_MARY = WHY.code('mary-fields'), WHY_JANE = WHY.code('calamity-jane');
/** 1 for a space in a town, by space code. */
const IN_TOWN = Int8Array.from(SPACE.values, (id) => (SPACES.find((s) => s.id === id)!.inTown ? 1 : 0));

/** True when the seat plays the character (a code) and is Legendary (abilities.ts `hasAbility`). */
export function hasAbilityT(m: Int32Array, seat: number, character: number): boolean {
  const o = L.playerAt(seat);
  return seat < m[L.N_SEATS] && m[o + L.P_CHARACTER] === character && m[o + L.P_LEGENDARY] === 1;
}

/** Emits `abilityUsed` (its data's first value in a, 0 without data). */
export function usedT(c: TypedCtx, seat: number, character: number, a = 0): void {
  emitT(c, E.abilityUsed, seat, character, a);
}

/** R4.1(a): the active player's start-of-turn abilities, before the benefit. */
export function startOfTurnAbilitiesT(c: TypedCtx, seat: number): void {
  const { m } = c;
  if (hasAbilityT(m, seat, BASS)) {
    usedT(c, seat, BASS);
    drawCardsT(c, seat, ABILITIES['bass-reeves'].params.draw!, WHY_BASS);
  }
  if (hasAbilityT(m, seat, MARY)) {
    usedT(c, seat, MARY);
    gainMoneyT(c, seat, ABILITIES['mary-fields'].params.money!, WHY_MARY);
  }
  // Optional: outside a town and holding a card, he may discard 1 for a card move of up to 3 (ability-frame.ts).
  rowdyStartT(m, seat, inTownT);
}

/** The hand limit with abilities, from the base 5 − wounds (R15.3). */
export function abilityHandLimitT(m: Int32Array, seat: number, base: number): number {
  const o = L.playerAt(seat);
  if (m[o + L.P_LEGENDARY] !== 1) return base;
  if (m[o + L.P_CHARACTER] === JANE) return base + ABILITIES['calamity-jane'].params.handBonus!;
  if (m[o + L.P_CHARACTER] === DOC) return ABILITIES['doc-holliday'].params.handLimit!;
  return base;
}

/** At the end-of-turn discard: an `abilityUsed` (a: the limit) when the ability lets the player keep more cards. */
export function handLimitAbilitiesT(c: TypedCtx, seat: number, base: number): void {
  const limit = abilityHandLimitT(c.m, seat, base);
  if (limit > base && c.m[L.playerAt(seat) + L.P_HAND] > base) usedT(c, seat, c.m[L.playerAt(seat) + L.P_CHARACTER], limit);
}

/** After each story contribution: Calamity Jane draws, Mary Fields gains money (a: 1, the data's `story`). */
export function onStoryContributionT(c: TypedCtx, seat: number): void {
  if (hasAbilityT(c.m, seat, JANE)) {
    usedT(c, seat, JANE, 1);
    drawCardsT(c, seat, ABILITIES['calamity-jane'].params.draw!, WHY_JANE);
  }
  if (hasAbilityT(c.m, seat, MARY)) {
    usedT(c, seat, MARY, 1);
    gainMoneyT(c, seat, ABILITIES['mary-fields'].params.money!, WHY_MARY);
  }
}

/** 1 for a town space, by space code. */
export function inTownT(space: number): boolean {
  return IN_TOWN[space] === 1;
}
