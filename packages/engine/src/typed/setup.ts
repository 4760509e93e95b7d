// Setting up a game (setup.ts, R3) straight into the typed state: the same validation, random
// draws, state and events, in the same order, up to the first decision's frames (the steps that
// `settle` then runs belong to the turn's module, docs/engine-v2.md stage 2).
import { BEGINNER_POOL } from '../beginner.js';
import { newFrozenSetup } from '../clone.js';
import { CHARACTERS } from '../content/characters.js';
import { GOALS_OF, LEGENDARY_TOKENS } from '../content/goals.js';
import { ITEMS } from '../content/items.js';
import { HIDEOUTS, PLACES } from '../content/map.js';
import { MIB_START } from '../content/mib-cards.js';
import { seedRng } from '../rng.js';
import { validateSetup } from '../setup.js';
import type { Setup } from '../types.js';
import { CARD, CHARACTER, FIGHT_CARD, GOAL, ITEM, MIB_CARD, SPACE, STORY, WHY } from './codes.js';
import type { TypedGame } from './convert.js';
import { emitT, EVENT, typedCtx, type TypedCtx } from './ctx.js';
import * as L from './layout.js';
import { drawCardsT, gainItemT, gainMoneyT } from './ops.js';
import { randIntT, shuffleT } from './rng.js';
import { K, pushFrameT } from './stack.js';

const WHY_START = WHY.code('startBonus'), WHY_BEGINNER = WHY.code('beginner');
/** [0, 1, …, n-1] (a plain loop: `Array.from` with a map function costs several times as much). */
function range(n: number): number[] {
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = i;
  return out;
}

/** A new typed game and the context of its setup (whose events are the setup's); written into `reuse`'s ints and event buffer when given. */
export function setupTyped(raw: Setup, reuse?: TypedGame): TypedCtx {
  const setup = validateSetup(raw);
  const n = setup.players.length;
  let m: Int32Array;
  if (reuse) {
    m = reuse.m;
    m.fill(0);
    m[L.HEAP_END] = L.HEAP;
  } else m = L.emptyState();
  const g: TypedGame = {
    m,
    setup: newFrozenSetup(setup.players, setup.seed, setup.options),
    ev: reuse?.ctx?.ev ?? reuse?.ev,
  };
  const c = typedCtx(g);
  m.set(seedRng(setup.seed), L.RNG);
  const storyPool = range(STORY.values.length);
  shuffleT(m, storyPool);
  m[L.N_SEATS] = n;
  m[L.PROMPT_SEAT] = -1; m[L.PROMPT_KIND_AT] = -1; m[L.PROMPT_RULE_AT] = -1;
  m[L.END_ROUND] = -1;
  newTurnT(m, 0, 1);
  for (let seat = 0; seat < n; seat++) {
    const o = L.playerAt(seat);
    for (const f of [L.P_CHARACTER, L.P_POS, L.P_WEAPON, L.P_MOUNT, L.P_CATTLE]) m[o + f] = -1;
  }
  m[L.SHERIFF] = SPACE.code(PLACES.sheriffOffice);
  const deck = range(CARD.values.length);
  shuffleT(m, deck);
  L.writeList(m, L.POKER_DECK, L.CAP.pokerDeck, deck);
  const fights = range(FIGHT_CARD.values.length);
  shuffleT(m, fights);
  L.writeList(m, L.FIGHT_DECK, L.CAP.fightDeck, fights);
  const green = range(6), blue = range(6).map((i) => i + 6);
  shuffleT(m, green);
  shuffleT(m, blue);
  L.writeList(m, L.RANCH_GREEN, L.CAP.ranch, green);
  L.writeList(m, L.RANCH_BLUE, L.CAP.ranch, blue);
  ITEM.values.forEach((id, i) => { m[L.STORE + i] = ITEMS[id].copies; });
  L.writeList(m, L.STORY_DECK_0, L.CAP.storyDeck, storyPool.slice(0, 20));
  L.writeList(m, L.STORY_DECK_1, L.CAP.storyDeck, setup.options.beginner ? [] : storyPool.slice(20)); // one deck of 20 (CONTENT.md §11)
  turnUpStoryT(m, 0); // R3.6
  turnUpStoryT(m, 1);
  const banditPlaced = EVENT.code('banditPlaced');
  for (const h of HIDEOUTS) { L.listPush(m, L.BANDITS, SPACE.code(h)); emitT(c, banditPlaced, -1, -1, SPACE.code(h)); } // R3.5
  if (setup.options.beginner && setup.options.characters === 'deal') {
    const pool = BEGINNER_POOL.map((id) => CHARACTER.code(id));
    shuffleT(m, pool);
    for (let seat = 0; seat < n; seat++) {
      m[L.playerAt(seat) + L.P_CHARACTER] = pool.pop()!;
      emitT(c, EVENT.code('characterDealt'), seat, m[L.playerAt(seat) + L.P_CHARACTER]);
    }
    writeBox(m);
    beginPlayT(c);
  } else if (setup.options.characters === 'choose') {
    setup.players.forEach((p, seat) => { m[L.playerAt(seat) + L.P_CHARACTER] = CHARACTER.code(p.character!); });
    writeBox(m);
    beginPlayT(c);
  } else {
    const pool = range(CHARACTER.values.length);
    shuffleT(m, pool);
    for (let seat = 0; seat < n; seat++) L.writeList(m, L.playerAt(seat) + L.P_DEALT, L.CAP.dealt, [pool.pop()!, pool.pop()!]);
    L.writeList(m, L.BOX, L.CAP.box, pool);
    pushOrder(m, K.keepCharacter, range(n));
  }
  if (setup.options.manInBlack) { // R20.1, after every standard draw
    m[L.HAS_MIB] = 1; m[L.MIB_POS] = SPACE.code(MIB_START);
    const mib = range(MIB_CARD.values.length);
    shuffleT(m, mib);
    L.writeList(m, L.MIB_DECK, L.CAP.mibDeck, mib);
    emitT(c, EVENT.code('manInBlackJoined'), -1, -1, SPACE.code(MIB_START));
  }
  return c;
}

/** A fresh turn for a seat (turn.ts `newTurn`). */
export function newTurnT(m: Int32Array, seat: number, round: number): void {
  m[L.T_SEAT] = seat; m[L.T_ROUND] = round; m[L.T_ACTIONS_LEFT] = 3; m[L.T_HEISTED] = 0;
  if (m[L.T_FOUGHT] > 0) L.zero(m, L.T_FOUGHT, 1 + L.CAP.fought);
  if (m[L.T_BOUGHT] > 0) L.zero(m, L.T_BOUGHT, 1 + L.CAP.bought);
  m[L.T_START_POS] = -1; m[L.T_EARP] = -1;
}

/** Turns up the top story of a deck into its slot, or leaves the slot empty (stories.ts `turnUpStory`). */
export function turnUpStoryT(m: Int32Array, slot: number): void {
  const deck = L.storyDeckAt(slot);
  m[L.STORIES + slot] = m[deck] > 0 ? m[deck + 1] : -1;
  if (m[deck] > 0) L.listRemoveAt(m, deck, 0);
}

/** The characters not in play, in CHARACTER_IDS order. */
function writeBox(m: Int32Array): void {
  const inPlay = new Set(range(m[L.N_SEATS]).map((seat) => m[L.playerAt(seat) + L.P_CHARACTER]));
  L.writeList(m, L.BOX, L.CAP.box, range(CHARACTER.values.length).filter((ch) => !inPlay.has(ch)));
}

/** Pushes a setup frame (keepCharacter or startSpace): its index, then its order of seats. */
function pushOrder(m: Int32Array, kind: number, order: number[]): void {
  const at = pushFrameT(m, kind, 2 + order.length);
  m[at] = 0;
  m[at + 1] = order.length;
  m.set(order, at + 2);
}

/** Start bonuses (R3.3), the first player (R3.7), then the start spaces' and the first turn's frames (setup.ts `beginPlay`). */
export function beginPlayT(c: TypedCtx): void {
  const { m } = c;
  const n = m[L.N_SEATS];
  const options = c.g.setup.options;
  if (options.beginner) {
    for (let seat = 0; seat < n; seat++) { m[L.playerAt(seat) + L.P_LEGENDARY] = 1; emitT(c, EVENT.code('legendaryUnlocked'), seat, -1, WHY_BEGINNER); }
  }
  if (options.goals) dealGoalsT(c);
  for (let seat = 0; seat < n; seat++) {
    const o = L.playerAt(seat);
    const ch = CHARACTERS[CHARACTER.at(m[o + L.P_CHARACTER])];
    gainMoneyT(c, seat, ch.money, WHY_START);
    for (const it of ch.items) {
      const item = ITEM.code(it.item);
      gainItemT(c, seat, item, it.upgraded ?? false);
      const kind = ITEMS[it.item].kind;
      if (kind === 'weapon' && m[o + L.P_WEAPON] === -1) m[o + L.P_WEAPON] = item;
      if (kind === 'mount' && m[o + L.P_MOUNT] === -1) m[o + L.P_MOUNT] = item;
    }
    m[o + L.P_MARSHAL] = ch.marshal; m[o + L.P_WANTED] = ch.wanted; m[o + L.P_WOUNDS] = ch.wounds; // no track reward (R3.3)
    drawCardsT(c, seat, ch.cards, WHY_START);
  }
  const wanted = range(n).map((seat) => m[L.playerAt(seat) + L.P_WANTED]);
  const most = Math.max(...wanted);
  const tied = range(n).filter((seat) => wanted[seat] === most);
  const first = tied.length === 1 ? tied[0] : tied[randIntT(m, tied.length)];
  m[L.FIRST_SEAT] = first;
  newTurnT(m, first, 1);
  emitT(c, EVENT.code('firstPlayerChosen'), first);
  const turn = pushFrameT(m, K.turn, 1);
  m[turn] = 0; // the 'start' step
  pushOrder(m, K.startSpace, range(n).map((i) => (first + i) % n));
}

/** The Goal variant's deal (goals.ts `dealGoals`, R21.1): the token supply, then 4 goals per seat of which 1 is discarded unseen. */
function dealGoalsT(c: TypedCtx): void {
  const { m } = c;
  m[L.HAS_GOALS] = 1;
  const supply = [...LEGENDARY_TOKENS];
  shuffleT(m, supply);
  L.writeList(m, L.TOKEN_SUPPLY, L.CAP.tokens, supply);
  for (let seat = 0; seat < m[L.N_SEATS]; seat++) {
    const o = L.goalsAt(seat);
    const four = GOALS_OF[CHARACTER.at(m[L.playerAt(seat) + L.P_CHARACTER])].map((id) => GOAL.code(id));
    const [out] = four.splice(randIntT(m, four.length), 1);
    L.writeList(m, o + L.G_SECRET, L.CAP.goals, four);
    m[o + L.G_DISCARDED] = out;
    for (let i = 0; i < L.CAP.goals; i++) m[o + L.G_PROGRESS + i * L.PROGRESS_SIZE] = -1;
    emitT(c, EVENT.code('goalsDealt'), seat, -1, four.length);
  }
}
