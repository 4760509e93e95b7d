// Fight values, ties, the fight card's effect and the results (fight-results.ts for the typed
// engine, R9.5–R9.8, R10.3–R10.5, R12.3, R13.3), with the fight abilities (abilities.ts
// abilityModOpp, abilityWinsTies, fightResultAbilities: Jesse James, Kit Carson, Wyatt Earp).
// The fight is a body of fight-layout.ts's FT layout.
import { ABILITIES } from '../content/abilities.js';
import type { Op } from '../content/card-effects.js';
import { FIGHT_CARDS } from '../content/fight-cards.js';
import { ITEMS } from '../content/items.js';
import { cardValue, type CardId } from '../content/poker-cards.js';
import type { EngineOp } from '../types.js';
import { CARD, CHARACTER, CodeError, FIGHT_CARD, ITEM } from './codes.js';
import { hasAbilityT, inTownT, usedT } from './abilities.js';
import { encodeOps } from './effects-codec.js';
import type { TypedCtx } from './ctx.js';
import { runEntriesT } from './fight-end.js';
import { FIGHT_KIND, FT } from './fight-layout.js';
import * as L from './layout.js';

/** The lowest value a card can have after modifiers (R9.7). */
const MIN_FIGHT_VALUE = 2;
const JESSE = CHARACTER.code('jesse-james'), KIT = CHARACTER.code('kit-carson'), EARP = CHARACTER.code('wyatt-earp');
const MOD = { jesse: ABILITIES['jesse-james'].params.modOpp ?? 0, kit: ABILITIES['kit-carson'].params.modOpp ?? 0 };
const JESSE_TIES = ABILITIES['jesse-james'].params.winTiesVsPlayers === true;
const EARP_ACTIONS = ABILITIES['wyatt-earp'].params.actions ?? 0;
const K = Object.fromEntries(FIGHT_KIND.values.map((k, i) => [k, i])) as Record<(typeof FIGHT_KIND.values)[number], number>;
const SHOTGUN = ITEM.code('shotgun');
/** Each poker card's value, by code. */
const CARD_VALUE = Int32Array.from(CARD.values, (id) => cardValue(id as CardId));
/** Each fight card's value, by code. */
const NPC_VALUE = Int32Array.from(FIGHT_CARD.values, (id) => FIGHT_CARDS[id].value);
/** Each item's upgraded modOpp, by code. */
const UPGRADED_MOD = Int32Array.from(ITEM.values, (id) => ITEMS[id].upgradedModOpp ?? 0);

/** The values of the last `fightValuesT`: attacker, target, winner (0 attacker, 1 target). */
export const VALUES = new Int32Array(3);

const has = (m: Int32Array, at: number, v: number): boolean => L.listIndexOf(m, at, v) >= 0;

/** What the seat's active upgraded weapon takes off the card played against it (fight-results.ts `weaponModOpp`). */
export function weaponModOppT(m: Int32Array, seat: number): number {
  const p = L.playerAt(seat), w = m[p + L.P_WEAPON];
  if (w === -1) return 0;
  for (let i = 1; i <= m[p + L.P_ITEMS]; i++) {
    const x = m[p + L.P_ITEMS + i];
    if (x >> 1 === w) return x & 1 ? UPGRADED_MOD[w] : 0;
  }
  return 0;
}

/** What the seat's ability alone takes off the card played against it where it stands (abilities.ts `ownModOpp`). */
export function ownModOppT(m: Int32Array, seat: number): number {
  const p = L.playerAt(seat);
  if (m[p + L.P_LEGENDARY] !== 1 || m[p + L.P_POS] === -1 || inTownT(m[p + L.P_POS])) return 0;
  const ch = m[p + L.P_CHARACTER];
  return ch === JESSE ? MOD.jesse : ch === KIT ? MOD.kit : 0;
}

/** The seat's ability's modOpp in the fight at `b`, if Legendary at the reveal (abilities.ts `abilityModOpp`). */
export function abilityModOppT(m: Int32Array, b: number, seat: number): number {
  return has(m, b + FT.LEGENDS, seat) ? ownModOppT(m, seat) : 0;
}

/** True when the seat wins ties by its ability in the fight at `b` (abilities.ts `abilityWinsTies`). */
export function abilityWinsTiesT(m: Int32Array, b: number, seat: number): boolean {
  return m[b + FT.TARGET] !== -1 && has(m, b + FT.LEGENDS, seat) && hasAbilityT(m, seat, JESSE) && JESSE_TIES;
}

const holdsTie = (m: Int32Array, b: number, seat: number): boolean => has(m, b + FT.TIES, seat) || abilityWinsTiesT(m, b, seat);

/** Both values after modifiers and the winner of the comparison, into VALUES (fight-results.ts `fightValues`). */
export function fightValuesT(m: Int32Array, b: number): Int32Array {
  const a = m[b + FT.ATTACKER], t = m[b + FT.TARGET];
  let av = 0, tv = 0;
  const ac = m[b + FT.ATTACKER_CARD], tc = m[b + FT.TARGET_CARD], npc = m[b + FT.NPC_CARD];
  if (ac !== -1) av = Math.max(MIN_FIGHT_VALUE, CARD_VALUE[ac] - m[b + FT.MOD_ON_ATTACKER] - (t === -1 ? 0 : weaponModOppT(m, t) + abilityModOppT(m, b, t)));
  if (t === -1) {
    if (npc !== -1) tv = Math.max(MIN_FIGHT_VALUE, NPC_VALUE[npc] - m[b + FT.MOD_ON_TARGET] - abilityModOppT(m, b, a));
  } else if (tc !== -1) {
    tv = Math.max(MIN_FIGHT_VALUE, CARD_VALUE[tc] - m[b + FT.MOD_ON_TARGET] - (weaponModOppT(m, a) + abilityModOppT(m, b, a)));
  }
  VALUES[0] = av; VALUES[1] = tv;
  if (av !== tv) { VALUES[2] = av > tv ? 0 : 1; return VALUES; }
  const at = holdsTie(m, b, a), tt = t !== -1 && holdsTie(m, b, t);
  VALUES[2] = at !== tt ? (at ? 0 : 1) : t === -1 ? 1 : 0;
  return VALUES;
}

/** After the comparison: the value abilities' events and Wyatt Earp's extra action (abilities.ts `fightResultAbilities`). */
export function fightResultAbilitiesT(c: { m: Int32Array } & Parameters<typeof usedT>[0], b: number, av: number, tv: number): void {
  const m = c.m, a = m[b + FT.ATTACKER], t = m[b + FT.TARGET];
  if (m[b + FT.REVEALED] === 1 && m[b + FT.FLED] === 0) {
    for (let i = 0; i < (t === -1 ? 1 : 2); i++) {
      const seat = i === 0 ? a : t;
      const mod = abilityModOppT(m, b, seat);
      if (mod > 0) usedT(c, seat, m[L.playerAt(seat) + L.P_CHARACTER], mod);
    }
    if (t !== -1 && av === tv) {
      const winner = m[b + FT.WINNER] === 0 ? a : t, loser = winner === a ? t : a;
      if (abilityWinsTiesT(m, b, winner) && !has(m, b + FT.TIES, winner) && !holdsTie(m, b, loser)) usedT(c, winner, JESSE, 1);
    }
  }
  if (m[b + FT.KIND] === K.bandit && m[b + FT.WINNER] === 0 && m[L.T_SEAT] === a && m[L.T_EARP] !== 1 && hasAbilityT(m, a, EARP)) {
    m[L.T_EARP] = 1;
    m[L.T_ACTIONS_LEFT] += EARP_ACTIONS;
    usedT(c, a, EARP, m[L.T_ACTIONS_LEFT]);
  }
}

/**
 * The encoded results of each fight, by `resultKey` (kind, won, attacker, target, the winner's
 * Shotgun): made at the first fight of that key, then reused (they depend on nothing else).
 */
const RESULT_RECS: (Int32Array | undefined)[] = [];
/** The encoded printed effect of each NPC fight card on each seat, by card·9 + seat + 1, and whether it forbids the Marshal point. */
const CARD_RECS: (Int32Array | undefined)[] = [];
const CARD_NO_MARSHAL: boolean[] = [];

/** The results of the fight at `b` as ops records (fight-results.ts `fightResultOps`); the array is shared: never written to. */
export function fightResultRecsT(m: Int32Array, b: number): Int32Array {
  const won = m[b + FT.WINNER] === 0, a = m[b + FT.ATTACKER], t = m[b + FT.TARGET];
  const winner = won ? a : t;
  const shotgun = winner !== -1 && m[L.playerAt(winner) + L.P_WEAPON] === SHOTGUN;
  const key = ((((m[b + FT.KIND] * 2 + (won ? 1 : 0)) * 8 + a) * 16 + (t + 1)) * 2) + (shotgun ? 1 : 0);
  return (RESULT_RECS[key] ??= encodeResults(m[b + FT.KIND], won, a, t, shotgun));
}

/** Encodes a fight's results (fight-results.ts `fightResultOps`). */
function encodeResults(kind: number, won: boolean, a: number, t: number, shotgun: boolean): Int32Array {
  const winner = won ? a : t, loser = won ? t : a;
  const ops: (Op | EngineOp)[] = [];
  if (loser !== -1) ops.push({ op: 'wound', n: 1, to: loser, why: 'lostFight' }, { op: 'draw', n: 1, to: loser, why: 'lostFight' });
  if (shotgun) ops.push({ op: 'draw', n: 1, to: winner, why: 'shotgun' });
  ops.push({ op: 'winEffects' });
  switch (kind) {
    case K.duel: if (won) ops.push({ op: 'lp', n: 2, to: a, why: 'duel' }); break;
    case K.arrest: if (won) ops.push({ op: 'marshal', n: 1, to: a, why: 'arrest' }, { op: 'arrest', to: t, by: a }); break;
    case K.rob: if (won) ops.push({ op: 'wanted', n: 1, to: a, why: 'rob' }, { op: 'robLoot', to: a, victim: t }, { op: 'robCattle', to: a, victim: t }); break;
    case K.bandit: ops.push({ op: 'removeBandit' }); if (won) ops.push({ op: 'banditReward', to: a }); break;
    case K.guard:
      if (won) ops.push({ op: 'money', n: 80, to: a, why: 'heist' }, { op: 'wanted', n: 3, to: a, why: 'heist' });
      else ops.push({ op: 'wanted', n: 1, to: a, why: 'heist' });
      break;
    default: ops.push(won ? { op: 'sheriffHome' } : { op: 'arrest', to: a, by: 'sheriff' }); // the Sheriff
  }
  const out: number[] = [];
  encodeOps(ops, out);
  return Int32Array.from(out);
}

/**
 * fightCardEffect: appends the NPC card's printed effect on `to` (fight-results.ts `fightCardOps`)
 * to the ops frame at `f` (the top frame), to run next; sets the fight's noMarshal for F5/F9.
 */
export function fightCardEffectT(m: Int32Array, f: number, b: number, to: number): void {
  if (b < 0 || m[b + FT.NPC_CARD] === -1) return;
  const key = m[b + FT.NPC_CARD] * 9 + (to + 1);
  let recs = CARD_RECS[key];
  if (recs === undefined) {
    const [ops, noMarshal] = fightCardOps(m[b + FT.NPC_CARD], to);
    const out: number[] = [];
    encodeOps(ops, out);
    CARD_RECS[key] = recs = Int32Array.from(out);
    CARD_NO_MARSHAL[key] = noMarshal;
  }
  if (CARD_NO_MARSHAL[key]) m[b + FT.NO_MARSHAL] = 1;
  const hdr = f - 2, end = hdr + m[hdr + 1];
  if (m[L.HEAP_END] !== end) throw new Error('the ops frame runs only on top');
  if (end + recs.length > L.HEAP + L.HEAP_SIZE) throw new CodeError('the frames do not fit in the heap');
  for (let i = 0; i < recs.length; i++) m[end + i] = recs[i];
  m[hdr + 1] += recs.length;
  m[L.HEAP_END] = end + recs.length;
}

/** The source scratch of a pending effect. */
const SRC = new Int32Array(6);

/** winEffects: the winner's onWin effects of the fight at `b` (stack index `fightAt`), the last added first (fight-results.ts `winEffects`). */
export function winEffectsT(c: TypedCtx, b: number, fightAt: number): void {
  const m = c.m;
  if (b < 0) return;
  const winner = m[b + FT.WINNER] === 0 ? m[b + FT.ATTACKER] : m[b + FT.TARGET];
  if (winner === -1) return;
  SRC[2] = -1; SRC[3] = m[b + FT.HIDEOUT]; SRC[4] = -1; SRC[5] = fightAt;
  runEntriesT(c, b + FT.TAIL, SRC, winner);
}

/** A fight card's printed effect on the fighter as operations, and whether it forbids the Marshal point (fight-results.ts `fightCardOps`). */
function fightCardOps(card: number, seat: number): [(Op | EngineOp)[], boolean] {
  const id = FIGHT_CARD.at(card), e = FIGHT_CARDS[id].effect, why = `fightCard:${id}`;
  switch (e.kind) {
    case 'wounds': {
      const ops: (Op | EngineOp)[] = [{ op: 'wound', n: e.wounds, to: seat, why, ...(e.uncancellable ? { uncancellable: true } : {}) }];
      if (e.lp) ops.push({ op: 'loseLp', n: -e.lp, to: seat });
      if (e.discard) ops.push({ op: 'discard', n: e.discard, to: seat, why: 'fightCard' });
      return [ops, e.noMarshal === true];
    }
    case 'woundOrRandomDiscard': return [[{ op: 'ask', kind: 'woundOrDiscard', to: seat, about: null, options: [] }], false];
    case 'discardOrPay': return [[{ op: 'ask', kind: 'discardOrPay', to: seat, about: null, options: [] }], true];
    case 'restart': return [[], false];
    case 'gain': {
      const ops: (Op | EngineOp)[] = [];
      if (e.money) ops.push({ op: 'money', n: e.money, to: seat, why });
      if (e.cards) ops.push({ op: 'draw', n: e.cards, to: seat, why });
      if (e.lp) ops.push({ op: 'lp', n: e.lp, to: seat, why });
      return [ops, false];
    }
    case 'pointChoice': return [[{ op: 'ask', kind: 'pointReward', to: seat, about: null, options: [] }], false];
  }
}
