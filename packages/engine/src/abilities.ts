// Legendary abilities (R18, CONTENT.md §6): small hooks called at named points of the rules
// (start of turn, end of a Move, start of a fight, fight values, after a fight, poker result,
// wounds, hand limit, story contributions, movement), and the frame of their decisions. The
// data (hooks, modes, amounts) is in content/abilities.ts. Every ability works only while its
// owner is Legendary (R18.2); each use emits `abilityUsed` (kind = character id).
import { emit, type Ctx } from './ctx.js';
import { ABILITIES } from './content/abilities.js';
import type { CharacterId } from './content/characters.js';
import { space } from './content/map.js';
import { sortCards } from './content/poker-cards.js';
import { source } from './effects.js';
import { rifleApplies } from './fight.js';
import { othersHere } from './movement.js';
import { drawCards, gainMoney, heal, player } from './ops.js';
import { randInt } from './rng.js';
import { push } from './stack.js';
import { mibHere } from './mib.js';
import type { AbilityFrame, Competitor, FightFrame, GameState, MoveFrame, PlayerState, PokerFrame, Seat } from './types.js';

/** True when the seat plays this character and its ability is unlocked (R18.2). */
export function hasAbility(s: GameState, seat: Seat, id: CharacterId): boolean {
  const p = s.players[seat];
  return p !== undefined && p.character === id && p.legendary;
}

/** Emits the `abilityUsed` event. */
export function used(ctx: Ctx, seat: Seat, id: CharacterId, data?: Record<string, unknown>): void {
  emit(ctx, { type: 'abilityUsed', seat, kind: id, ...(data ? { data } : {}) });
}

/** The numbers of a character's ability (content/abilities.ts). */
export const params = (id: CharacterId) => ABILITIES[id].params;
const outsideTown = (p: Pick<PlayerState, 'pos'>): boolean => p.pos !== null && !space(p.pos).inTown;

/** A new ability-decision frame (ability-frame.ts handles it). */
export function frame(stage: AbilityFrame['stage'], seat: Seat, owner: Seat, fields: Partial<AbilityFrame> = {}): AbilityFrame {
  return { k: 'ability', seat, stage, owner, about: null, options: [], cards: [], ...fields };
}

// ---- Start of turn (R4.1a): Bass Reeves, Mary Fields, Y. B. Rowdy ----

/** R4.1(a): the active player's start-of-turn abilities, before the benefit. */
export function startOfTurnAbilities(ctx: Ctx, seat: Seat): void {
  const { s } = ctx;
  const p = player(s, seat);
  if (hasAbility(s, seat, 'bass-reeves')) {
    used(ctx, seat, 'bass-reeves');
    drawCards(ctx, seat, params('bass-reeves').draw!, 'bass-reeves');
  }
  if (hasAbility(s, seat, 'mary-fields')) {
    used(ctx, seat, 'mary-fields');
    gainMoney(ctx, seat, params('mary-fields').money!, 'mary-fields');
  }
  // Optional: outside a town and holding a card, he may discard 1 for a card move of up to 3.
  if (hasAbility(s, seat, 'yb-rowdy') && outsideTown(p) && p.hand.length > 0) push(s, frame('rowdy', seat, seat));
}

// ---- End of a Move action (R5.8): Kit Carson's step, then Billy the Kid ----

/** W.moveEnd: Kit Carson may move 1 more space as part of his Move action; offered before the window. */
export function moveExtensionAbilities(ctx: Ctx, f: MoveFrame): void {
  if (f.kind !== 'action' || f.banditStop || !hasAbility(ctx.s, f.seat, 'kit-carson')) return;
  push(ctx.s, { k: 'step', seat: f.seat, n: params('kit-carson').steps!, mode: 'extend', left: 1, src: source(), ability: 'kit-carson' });
}

/** End-of-move triggers of abilities (after delivery, before Whiskey): Billy the Kid. */
export function moveEndAbilities(ctx: Ctx, f: MoveFrame): void {
  const { s } = ctx;
  if (f.kind !== 'action' || !hasAbility(s, f.seat, 'billy-the-kid')) return;
  const others = othersHere(s, f.seat);
  const mib = mibHere(s, f.seat); // he may pick the Man in Black: $10 from the supply (CONTENT.md §6, §10)
  if (others.length > 0 || mib) push(s, frame('billyPick', f.seat, f.seat, { options: others, ...(mib ? { mib: true as const } : {}) }));
}

/** What Billy the Kid may take from a victim: $10 if they have it, a random card if they hold one. */
function billyLoot(s: GameState, victim: Seat): ('money' | 'card')[] {
  const v = player(s, victim);
  return [...(v.money >= params('billy-the-kid').money! ? ['money' as const] : []), ...(v.hand.length > 0 ? ['card' as const] : [])];
}

/** Billy the Kid picked his victim: the Man in Black pays $10; a player loses what Billy may take, asked when both. */
export function billyPicked(ctx: Ctx, billy: Seat, victim: Competitor): void {
  if (victim === 'mib') {
    used(ctx, billy, 'billy-the-kid', { victim, take: 'money' });
    gainMoney(ctx, billy, params('billy-the-kid').money!, 'billy-the-kid');
    return;
  }
  const loot = billyLoot(ctx.s, victim);
  if (loot.length === 2) push(ctx.s, frame('billyTake', billy, billy, { about: victim }));
  else if (loot.length === 1) billyTakes(ctx, billy, victim, loot[0]);
}

/** Billy the Kid takes $10 (through W.loseGoods) or a random card from the victim. */
export function billyTakes(ctx: Ctx, billy: Seat, victim: Seat, kind: 'money' | 'card'): void {
  const { s } = ctx;
  used(ctx, billy, 'billy-the-kid', { victim, take: kind });
  if (kind === 'money') {
    // W.loseGoods applies (Fool's Gold): if it is cancelled Billy gets nothing and may not switch.
    push(s, { k: 'loseGoods', seat: victim, money: params('billy-the-kid').money!, nuggets: 0, to: billy, why: 'billy-the-kid', stage: 'window', protected: false });
    return;
  }
  const v = player(s, victim);
  const card = v.hand.splice(randInt(s.rng, v.hand.length), 1)[0];
  const b = player(s, billy);
  b.hand = sortCards([...b.hand, card]);
  emit(ctx, { type: 'cardTaken', seat: billy, data: { from: victim, why: 'billy-the-kid' }, secret: { to: [billy, victim], data: { card } } });
}

// ---- Start of a fight (R9.3): the Rifle and Annie Oakley ----

/**
 * R9.3: each seat resolves all its start-of-fight effects (the Rifle, Annie Oakley), the seat
 * earlier from the first player first. Pushed in reverse, so the earlier seat's resolve first,
 * including the decision Annie Oakley asks of her opponent.
 */
export function startOfFightEffects(ctx: Ctx, order: Seat[]): void {
  for (const seat of [...order].reverse()) push(ctx.s, frame('startOfFight', seat, seat));
}

/** True when Annie Oakley's start-of-fight ability applies for `seat` in this fight (CONTENT.md §6). */
function annieApplies(s: GameState, f: FightFrame, seat: Seat): boolean {
  return f.target !== null && hasAbility(s, seat, 'annie-oakley');
}

/**
 * True when `seat` holds two start-of-fight effects whose order it chooses (R9.3): its Rifle's
 * peek and Annie's discard-or-wound, with an opponent holding cards (else the order changes nothing).
 */
export function choosesOrder(s: GameState, f: FightFrame, seat: Seat): boolean {
  if (!annieApplies(s, f, seat) || !rifleApplies(s, f, seat)) return false;
  return player(s, seat === f.attacker ? f.target! : f.attacker).hand.length > 0;
}

/** Annie Oakley's start-of-fight ability: her opponent discards a card or takes a wound (asked in ability-frame.ts). */
export function annieOakley(ctx: Ctx, f: FightFrame, seat: Seat): void {
  if (!annieApplies(ctx.s, f, seat)) return;
  const other = seat === f.attacker ? f.target! : f.attacker;
  used(ctx, seat, 'annie-oakley', { of: other });
  push(ctx.s, frame('annie', other, seat, { about: seat }));
}

// ---- Fight values (R9.5, R9.7, R10.3, R10.5): Jesse James and Kit Carson ----

/** How much a fighter's ability lowers the card played against it in this fight: −1 outside a town (Jesse James, Kit Carson), if Legendary at the reveal. */
export function abilityModOpp(s: GameState, f: FightFrame, seat: Seat): number {
  return f.legends.includes(seat) ? ownModOpp(player(s, seat)) : 0;
}

/** What a player's ability alone would take off the card played against them where they stand: −1 outside a town for a Legendary Jesse James or Kit Carson (R18); for bots reading a view too. */
export function ownModOpp(p: Pick<PlayerState, 'character' | 'legendary' | 'pos'>): number {
  if (!p.legendary) return 0;
  for (const id of ['jesse-james', 'kit-carson'] as const) if (p.character === id && outsideTown(p)) return params(id).modOpp!;
  return 0;
}

/** True when the seat wins ties by its ability in this fight: Jesse James, in player fights only (CONTENT.md §0), if Legendary at the reveal. */
export function abilityWinsTies(s: GameState, f: FightFrame, seat: Seat): boolean {
  return f.target !== null && f.legends.includes(seat) && hasAbility(s, seat, 'jesse-james') && params('jesse-james').winTiesVsPlayers === true;
}

/** After the comparison (W.result): the events of the value abilities, and Wyatt Earp's extra action. */
export function fightResultAbilities(ctx: Ctx, f: FightFrame, v: { attacker: number; target: number }): void {
  const { s } = ctx;
  const seats = f.target === null ? [f.attacker] : [f.attacker, f.target];
  if (f.revealed && !f.fled) {
    for (const seat of seats) {
      const mod = abilityModOpp(s, f, seat);
      if (mod > 0) used(ctx, seat, player(s, seat).character!, { modOpp: mod });
    }
    // Jesse James's tie win, when his ability decided it (exactly one side holds a tie win).
    if (f.target !== null && v.attacker === v.target) {
      const winner = f.winner === 'attacker' ? f.attacker : f.target;
      const loser = winner === f.attacker ? f.target : f.attacker;
      const holds = (x: Seat) => f.winTies.includes(x) || abilityWinsTies(s, f, x);
      if (abilityWinsTies(s, f, winner) && !f.winTies.includes(winner) && !holds(loser)) used(ctx, winner, 'jesse-james', { tie: true });
    }
  }
  // Wyatt Earp: the first bandit he beats in each of his own turns gives +1 action.
  if (f.kind === 'bandit' && f.winner === 'attacker' && s.turn.seat === f.attacker && !s.turn.earpBonus && hasAbility(s, f.attacker, 'wyatt-earp')) {
    s.turn.earpBonus = true;
    s.turn.actionsLeft += params('wyatt-earp').actions!;
    used(ctx, f.attacker, 'wyatt-earp', { actionsLeft: s.turn.actionsLeft });
  }
}

// ---- Poker result (R8.9): Wild Bill Hickok ----

/**
 * After the showdown, before the chosen cards are discarded: Wild Bill's $20 or his kept card.
 * `legendary` are the participants Legendary before the result (R18.2: the poker LP that unlock
 * the ability apply first, so this result does not use it).
 */
export function pokerResultAbilities(ctx: Ctx, f: PokerFrame, winners: Seat[], legendary: Seat[]): void {
  const { s } = ctx;
  for (const seat of f.participants) {
    if (!legendary.includes(seat) || !hasAbility(s, seat, 'wild-bill-hickok')) continue;
    if (winners.includes(seat)) {
      used(ctx, seat, 'wild-bill-hickok', { won: true });
      gainMoney(ctx, seat, params('wild-bill-hickok').money!, 'wild-bill-hickok');
    } else if (f.chosen[seat].length > 0) {
      push(s, frame('wildBill', seat, seat, { cards: [...f.chosen[seat]] }));
    }
  }
}

// ---- Wounds (R15): Doc Holliday ----

/** After a wound event: Doc Holliday draws 1 card when he actually gained wounds. */
export function woundAbilities(ctx: Ctx, seat: Seat, gained: number): void {
  if (gained < 1 || !hasAbility(ctx.s, seat, 'doc-holliday')) return;
  used(ctx, seat, 'doc-holliday', { wounds: gained });
  drawCards(ctx, seat, params('doc-holliday').draw!, 'doc-holliday');
}

// ---- Hand limit (R15.3): Calamity Jane, Doc Holliday ----

/** The hand limit with abilities, from the base 5 − wounds (R15.3). */
export function abilityHandLimit(p: PlayerState, base: number): number {
  if (!p.legendary) return base;
  if (p.character === 'calamity-jane') return base + ABILITIES['calamity-jane'].params.handBonus!;
  if (p.character === 'doc-holliday') return ABILITIES['doc-holliday'].params.handLimit!;
  return base;
}

/** At the end-of-turn discard: an `abilityUsed` when the ability lets the player keep more cards. */
export function handLimitAbilities(ctx: Ctx, seat: Seat, base: number): void {
  const p = player(ctx.s, seat);
  const limit = abilityHandLimit(p, base);
  if (limit > base && p.hand.length > base) used(ctx, seat, p.character!, { handLimit: limit });
}

// ---- Story contributions (R14.2, CONTENT.md §8): Calamity Jane, Mary Fields ----

/** Called by the stories code after each contribution (a disc placed or moved onto a card). */
export function onStoryContribution(ctx: Ctx, seat: Seat): void {
  if (hasAbility(ctx.s, seat, 'calamity-jane')) {
    used(ctx, seat, 'calamity-jane', { story: true });
    drawCards(ctx, seat, params('calamity-jane').draw!, 'calamity-jane');
  }
  if (hasAbility(ctx.s, seat, 'mary-fields')) {
    used(ctx, seat, 'mary-fields', { story: true });
    gainMoney(ctx, seat, params('mary-fields').money!, 'mary-fields');
  }
}

// ---- Movement (R5.2, R5.7): Bloody Knife's mesa crossings (the search is in routes.ts) ----

/** On entering the exit space, before any bandit fight there: each crossing removes 1 wound. */
export function crossingAbilities(ctx: Ctx, seat: Seat, crossings: number): void {
  for (let i = 0; i < crossings; i++) {
    used(ctx, seat, 'bloody-knife', { crossing: i + 1 });
    heal(ctx, seat, params('bloody-knife').heal!, 'bloody-knife');
  }
}
