// The box's components and limits (R2) hold at every step of seeded random games of every kind:
// no money, nugget, wound or track point beyond its limit, no item or token made or lost, and,
// between actions (the bare `action` prompt, nothing being fought or played), every poker card
// and fight card in exactly one place.
import { describe, expect, it } from 'vitest';
import {
  CARD_IDS, cattleColour, FIGHT_CARD_IDS, ITEMS, MAX_MONEY, nuggetCap, ranchTokens,
  type GameState, type ItemId, type Setup,
} from '../src/index.js';
import { randomGame, randomSetup } from './random-games.js';

const GAMES = Math.max(8, Math.round(Number(process.env.WL_HARNESS_GAMES ?? 200) / 5));
const NUGGETS = 36;
const ALL_CATTLE = [...ranchTokens('green'), ...ranchTokens('blue')].sort();

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
  if (s.prompt?.kind === 'action' && s.stack.length === 1) {
    const cards = [...s.pokerDeck, ...s.pokerDiscard, ...s.players.flatMap((p) => p.hand)].sort();
    if (cards.join() !== [...CARD_IDS].sort().join()) bad(`between actions the poker cards are not the 52 (${cards.length}) (R2.4)`);
    if ([...s.fightDeck].sort().join() !== [...FIGHT_CARD_IDS].sort().join()) bad(`between actions the fight deck is not the 13 (${s.fightDeck.length}) (R2.5)`);
  }
  return out;
}

/** Plays `games` random games of a setup kind and returns the first broken limits found. */
function check(games: number, setupOf: (g: number) => Setup): { failures: string[]; quiet: number; steps: number } {
  const failures: string[] = [];
  let quiet = 0;
  let steps = 0;
  for (let g = 0; g < games && failures.length < 10; g++) {
    const setup = setupOf(g);
    randomGame(setup, 100, ({ state, index }) => {
      steps++;
      if (state.prompt?.kind === 'action' && state.stack.length === 1) quiet++;
      for (const b of brokenLimits(state)) if (failures.length < 10) failures.push(`seed ${String(setup.seed)} step ${index}: ${b}`);
    });
  }
  return { failures, quiet, steps };
}

describe('R2 components and limits at every step of random games', () => {
  it(`R2 ${GAMES} 4-player games`, () => {
    const r = check(GAMES, (g) => randomSetup(7100 + g));
    expect(r.failures).toEqual([]);
    expect(r.quiet, 'the card counts were checked between actions').toBeGreaterThan(GAMES * 20);
  });

  it(`R2 ${GAMES} games of 2 (Man in Black), 3, 5 and 6 players, Goal and Beginner variants`, () => {
    const kinds = [
      (g: number) => randomSetup(7200 + g, 2),
      (g: number) => randomSetup(7300 + g, 3, { goals: true }),
      (g: number) => randomSetup(7400 + g, 5, { beginner: true }),
      (g: number) => randomSetup(7500 + g, 6),
    ];
    const r = check(GAMES, (g) => kinds[g % kinds.length](g));
    expect(r.failures).toEqual([]);
    expect(r.quiet).toBeGreaterThan(GAMES * 20);
  });

  it('finds a broken limit when there is one', () => {
    const { state } = randomGame(randomSetup(7000), 3);
    expect(brokenLimits(state)).toEqual([]);
    const s = structuredClone(state);
    s.players[0].money = 130;
    s.players[1].wanted = 2;
    s.players[1].marshal = 1;
    s.store.rifle += 1;
    s.ranches = { green: s.ranches.green.slice(1), blue: s.ranches.blue };
    expect(brokenLimits(s).map((b) => b.match(/\(R[\d.]+\)$/)?.[0])).toEqual(['(R2.1)', '(R2.8)', '(R2.7)', '(R2.3)']);
  });
});
