// The start of a player fight (R9.3) for the typed engine: each fighter's start-of-fight step
// (abilities.ts startOfFightEffects), the Rifle's peek (fight.ts rifleAtStart, R23.4, Q19) and
// Annie Oakley's ability (abilities.ts annieOakley, choosesOrder), on the fight frame's fixed
// layout (fight-layout.ts FT). ability-frame.ts runs the startOfFight and rifle stages with these.
import { CHARACTER, CodeError, ITEM } from './codes.js';
import { emitT, EVENT, type TypedCtx } from './ctx.js';
import { hasAbilityT, usedT } from './abilities.js';
import { pushAbilityT, STAGE } from './ability-push.js';
import { FT } from './fight-layout.js';
import * as L from './layout.js';
import { randIntT } from './rng.js';

const RIFLE = ITEM.code('rifle'), ANNIE = CHARACTER.code('annie-oakley');
const HAND_PEEKED = EVENT.code('handPeeked');
/** The `handPeeked` record's kind for the Rifle. */
const KIND_RIFLE = 0;
/** Scratch: the cards left to pick from. */
const POOL = new Int32Array(L.CAP.hand);

const other = (m: Int32Array, b: number, seat: number): number => (seat === m[b + FT.ATTACKER] ? m[b + FT.TARGET] : m[b + FT.ATTACKER]);

/** True when the seat owns an upgraded Rifle. */
function upgradedRifle(m: Int32Array, seat: number): boolean {
  const p = L.playerAt(seat);
  for (let i = 1; i <= m[p + L.P_ITEMS]; i++) if (m[p + L.P_ITEMS + i] === RIFLE * 2 + 1) return true;
  return false;
}

/** R9.3: pushes each fighter's startOfFight step, the earlier seat from the first player on top (fight.ts `startOfFight`). */
export function startOfFightT(m: Int32Array, b: number): void {
  const n = m[L.N_SEATS], first = m[L.FIRST_SEAT], a = m[b + FT.ATTACKER], t = m[b + FT.TARGET];
  const aFirst = (a - first + n) % n <= (t - first + n) % n;
  const top = aFirst ? a : t, below = aFirst ? t : a;
  pushAbilityT(m, STAGE.startOfFight, below, below, -1);
  pushAbilityT(m, STAGE.startOfFight, top, top, -1);
}

/** True when the seat's active Rifle peeks at the start of this player fight (fight.ts `rifleApplies`). */
export function rifleAppliesT(m: Int32Array, b: number, seat: number): boolean {
  if (m[L.playerAt(seat) + L.P_WEAPON] !== RIFLE || m[b + FT.TARGET] === -1) return false;
  return seat === m[b + FT.ATTACKER] || upgradedRifle(m, seat);
}

/** True when Annie Oakley's start-of-fight ability applies for the seat (abilities.ts `annieApplies`). */
const annieApplies = (m: Int32Array, b: number, seat: number): boolean => m[b + FT.TARGET] !== -1 && hasAbilityT(m, seat, ANNIE);

/** True when the seat chooses the order of its Rifle and Annie's ability (abilities.ts `choosesOrder`). */
export function choosesOrderT(m: Int32Array, b: number, seat: number): boolean {
  if (!annieApplies(m, b, seat) || !rifleAppliesT(m, b, seat)) return false;
  return m[L.playerAt(other(m, b, seat)) + L.P_HAND] > 0;
}

/** The Rifle's start-of-fight peek for one seat (fight.ts `rifleAtStart`): the whole hand when upgraded, else 2 cards at random. */
export function rifleAtStartT(c: TypedCtx, b: number, seat: number): void {
  const m = c.m;
  if (!rifleAppliesT(m, b, seat)) return;
  const of = other(m, b, seat), hand = L.playerAt(of) + L.P_HAND, n = m[b + FT.PEEKS];
  if (n >= FT.CAP_PEEKS) throw new CodeError('a fight frame\'s peeks exceed their capacity');
  const at = b + FT.PEEKS + 1 + n * FT.PEEK_STRIDE, cards = at + 3;
  let k = 0;
  if (upgradedRifle(m, seat)) {
    if (m[hand] > FT.CAP_PEEK_CARDS) throw new CodeError('a peek of more cards than a fight frame holds');
    for (let i = 1; i <= m[hand]; i++) m[cards + ++k] = m[hand + i];
  } else {
    let left = m[hand];
    for (let i = 0; i < left; i++) POOL[i] = m[hand + 1 + i];
    while (k < 2 && left > 0) {
      const i = randIntT(m, left);
      m[cards + ++k] = POOL[i];
      for (let j = i; j < left - 1; j++) POOL[j] = POOL[j + 1];
      left--;
    }
  }
  m[cards] = k;
  m[at] = seat; m[at + 1] = of; m[at + 2] = 0;
  m[b + FT.PEEKS] = n + 1;
  emitT(c, HAND_PEEKED, seat, KIND_RIFLE, of, k);
}

/** Annie Oakley's start-of-fight ability: her opponent discards a card or takes a wound (abilities.ts `annieOakley`). */
export function annieOakleyT(c: TypedCtx, b: number, seat: number): void {
  const m = c.m;
  if (!annieApplies(m, b, seat)) return;
  const victim = other(m, b, seat);
  usedT(c, seat, ANNIE, victim);
  pushAbilityT(m, STAGE.annie, victim, seat, seat);
}

/** R9.3: a seat's own start-of-fight effects, the Rifle's peek then Annie's ability, or Annie's first (the Rifle then waits below her frame). */
export function ownStartEffectsT(c: TypedCtx, b: number, seat: number, annieFirst: boolean): void {
  if (annieFirst) pushAbilityT(c.m, STAGE.rifle, seat, seat, -1);
  else rifleAtStartT(c, b, seat);
  annieOakleyT(c, b, seat);
}
