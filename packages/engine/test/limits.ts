// The box's components and limits (R2), checked on any state: the engine's invariants test and
// the bots' games (packages/bots/test/limits.test.ts) both use it.
import {
  CARD_IDS, cattleColour, FIGHT_CARD_IDS, ITEMS, MAX_MONEY, nuggetCap, ranchTokens,
  type GameState, type ItemId,
} from '../src/index.js';

const NUGGETS = 36;
const ALL_CATTLE = [...ranchTokens('green'), ...ranchTokens('blue')].sort();

/** True between actions: the bare `action` prompt of a turn, nothing being fought, played or bought. */
export function betweenActions(s: GameState): boolean {
  return s.prompt?.kind === 'action' && s.stack.length === 1;
}

/** Every broken limit of a state, in words (empty when all hold). */
export function brokenLimits(s: GameState): string[] {
  const out: string[] = [];
  const bad = (what: string) => out.push(what);
  const owned = new Map<ItemId, number>();
  let nuggets = 0;
  const carried: string[] = [];
  s.players.forEach((p, seat) => {
    const who = `seat ${seat}`;
    if (p.money < 0 || p.money > MAX_MONEY || p.money % 10 !== 0) bad(`${who} holds $${p.money} (R2.1)`);
    if (p.nuggets < 0 || p.nuggets > nuggetCap(p)) bad(`${who} holds ${p.nuggets} nuggets (R2.2)`);
    if (p.wounds < 0 || p.wounds > 3) bad(`${who} has ${p.wounds} wounds (R2.6)`);
    if (p.lp < 0) bad(`${who} has ${p.lp} LP (R2.9)`);
    if (p.marshal > 0 && p.wanted > 0) bad(`${who} is Marshal ${p.marshal} and Wanted ${p.wanted} (R2.8)`);
    if (p.marshal < 0 || p.marshal > 9 || p.wanted < 0 || p.wanted > 9) bad(`${who} has track points ${p.marshal}/${p.wanted} (R11.2)`);
    if (new Set(p.hand).size !== p.hand.length) bad(`${who} holds a card twice`);
    const ids = p.items.map((i) => i.id);
    if (new Set(ids).size !== ids.length) bad(`${who} owns an item twice (R2.7)`);
    if (ids.filter((id) => ITEMS[id].kind === 'misc').length > 3) bad(`${who} owns more than 3 miscellaneous items (R2.7)`);
    for (const i of p.items) {
      owned.set(i.id, (owned.get(i.id) ?? 0) + 1);
      if (i.upgraded && ITEMS[i.id].kind === 'misc') bad(`${who} has an upgraded ${i.id} (R6.3)`);
    }
    for (const [active, kind] of [[p.activeWeapon, 'weapon'], [p.activeMount, 'mount']] as const) {
      if (active !== null && (!ids.includes(active) || ITEMS[active].kind !== kind)) bad(`${who}'s active ${kind} ${active} is not an owned ${kind} (R16.1)`);
    }
    if (p.legendary && p.character === null) bad(`${who} is legendary without a character`);
    nuggets += p.nuggets;
    if (p.cattle) carried.push(p.cattle);
  });
  if (nuggets > NUGGETS) bad(`${nuggets} nuggets held, of ${NUGGETS} (R2.2)`);
  for (const id of Object.keys(ITEMS) as ItemId[]) {
    if (s.store[id] < 0 || s.store[id] + (owned.get(id) ?? 0) !== ITEMS[id].copies) bad(`${id}: ${s.store[id]} in the store and ${owned.get(id) ?? 0} owned, of ${ITEMS[id].copies} (R2.7)`);
  }
  for (const colour of ['green', 'blue'] as const) {
    if (s.ranches[colour].some((t) => cattleColour(t) !== colour)) bad(`a token in the ${colour} ranch is not ${colour} (R7.4)`);
  }
  const cattle = [...s.ranches.green, ...s.ranches.blue, ...carried].sort();
  if (cattle.join() !== ALL_CATTLE.join()) bad(`cattle tokens ${cattle.join()} are not the 12 tokens (R2.3)`);
  if (new Set(s.bandits).size !== s.bandits.length || s.bandits.length > 6) bad(`bandits on ${s.bandits.join()} (R13.1)`);
  const characters = s.players.map((p) => p.character).filter((c) => c !== null);
  if (new Set(characters).size !== characters.length || characters.some((c) => s.box.includes(c))) bad(`a character is in the game twice (R3.2)`);
  const competitors = [...s.players.map((p, seat) => ({ who: `seat ${seat}`, lp: p.lp })), ...(s.mib ? [{ who: 'the Man in Black', lp: s.mib.lp }] : [])];
  for (const c of competitors) if (c.lp >= s.setup.options.length && s.endTriggeredRound === null) bad(`${c.who} has ${c.lp} LP of ${s.setup.options.length} and the end is not triggered (R19.1)`);
  s.players.forEach((p, seat) => { if (p.lp >= 5 && !p.legendary && p.character !== null) bad(`seat ${seat} has ${p.lp} LP and no Legendary ability (R18.2)`); });
  if (betweenActions(s)) {
    const cards = [...s.pokerDeck, ...s.pokerDiscard, ...s.players.flatMap((p) => p.hand)].sort();
    if (cards.join() !== [...CARD_IDS].sort().join()) bad(`between actions the poker cards are not the 52 (${cards.length}) (R2.4)`);
    if ([...s.fightDeck].sort().join() !== [...FIGHT_CARD_IDS].sort().join()) bad(`between actions the fight deck is not the 13 (${s.fightDeck.length}) (R2.5)`);
  }
  return out;
}
