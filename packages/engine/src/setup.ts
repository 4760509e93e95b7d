// Setting up a game (R3): validation, decks, characters, start bonuses, first player, start spaces.
import { beginnerStories, checkBeginnerChoices, dealBeginnerCharacters, unlockAbilities } from './beginner.js';
import { emit, type Ctx } from './ctx.js';
import { newFrozenSetup } from './clone.js';
import { ranchTokens } from './content/cattle.js';
import { CHARACTER_IDS, CHARACTERS, isCharacterId, type CharacterId } from './content/characters.js';
import { FIGHT_CARD_IDS } from './content/fight-cards.js';
import { ITEM_IDS, ITEMS } from './content/items.js';
import { HIDEOUTS, PLACES, type SpaceId } from './content/map.js';
import { CARD_IDS } from './content/poker-cards.js';
import { STORY_IDS } from './content/stories.js';
import { RuleError } from './errors.js';
import { dealGoals } from './goals.js';
import { checkOptionsObject, validateOptions, type GameOptions } from './options.js';
import type { FrameHandler } from './frame.js';
import { initMib } from './mib.js';
import { drawCards, gainItem, gainMoney, player } from './ops.js';
import { randInt, seedRng, shuffle } from './rng.js';
import { pop, push } from './stack.js';
import { turnUpStory } from './stories.js';
import { newTurn } from './turn.js';
import type { Action, GameState, PlayerState, Seat, SetupFrame, Setup } from './types.js';

const bad = (msg: string, rule = 'R3'): RuleError => new RuleError('ERR_BAD_SETUP', rule, msg);

/** A setup with every option filled in. */
export interface ValidSetup { players: Setup['players']; seed: number | string; options: GameOptions }

/** Checks a setup and returns it with its options filled in (R1.1, R3, `options.ts`). */
export function validateSetup(setup: Setup): ValidSetup {
  if (!setup || typeof setup !== 'object' || !Array.isArray(setup.players)) throw bad('The setup needs a list of players.');
  const n = setup.players.length;
  if (n < 2 || n > 6) throw bad(`A game has 2 to 6 players (2 with the Man in Black), not ${n}.`, 'R1.1');
  for (let i = 0; i < n; i++) {
    const p: unknown = setup.players[i];
    if (!p || typeof p !== 'object' || Array.isArray(p)) throw bad(`Player ${i + 1} must be an object such as { name, character }.`);
    const name = (p as { name?: unknown }).name;
    if (name !== undefined && typeof name !== 'string') throw bad(`Player ${i + 1}'s name must be text.`);
  }
  checkOptionsObject(setup.options); // before the spread below, which would turn 1 or [] into {}
  if (typeof setup.seed !== 'number' && typeof setup.seed !== 'string') throw bad('The setup needs a seed (a number or a string).');
  const raw: Record<string, unknown> = { ...(setup.options ?? {}) };
  for (const k of ['length', 'characters'] as const) { // the shorthands `setup.length` and `setup.characters`
    if (setup[k] === undefined) continue;
    if (raw[k] !== undefined && raw[k] !== setup[k]) throw bad(`The setup gives two values for ${k}.`, 'R3');
    raw[k] = setup[k];
  }
  if (raw.characters === undefined && setup.players.every((p) => p.character)) raw.characters = 'choose';
  const options = validateOptions(raw, n);
  if (options.characters === 'choose') {
    const chosen = setup.players.map((p) => p.character);
    for (const c of chosen) if (!isCharacterId(c)) throw bad(`Unknown character ${String(c)}.`, 'R3.2');
    if (new Set(chosen).size !== n) throw bad('A character is in the game at most once.', 'R3.2');
    if (options.beginner) checkBeginnerChoices(setup.players);
  }
  return { players: setup.players, seed: setup.seed, options };
}

function newPlayer(name: string): PlayerState {
  return {
    name, character: null, dealt: [], pos: null, money: 0, nuggets: 0, lp: 0, wounds: 0, marshal: 0, wanted: 0,
    hand: [], items: [], activeWeapon: null, activeMount: null, cattle: null, legendary: false,
  };
}

/** Builds the initial state and pushes the first decisions (R3). */
export function setupGame(ctx: Ctx, raw: Setup): void {
  const setup = validateSetup(raw);
  const rng = seedRng(setup.seed);
  const storyPool = shuffle(rng, [...STORY_IDS]);
  const frozen = newFrozenSetup(setup.players, setup.seed, setup.options); // each player's name, "Player i" when none is given
  const s: GameState = {
    v: 1,
    setup: frozen,
    rng,
    players: frozen.players.map((p) => newPlayer(p.name)),
    firstSeat: 0,
    turn: newTurn(0, 1),
    sheriff: PLACES.sheriffOffice,
    bandits: [],
    pokerDeck: shuffle(rng, [...CARD_IDS]),
    pokerDiscard: [],
    fightDeck: shuffle(rng, [...FIGHT_CARD_IDS]),
    ranches: { green: shuffle(rng, ranchTokens('green')), blue: shuffle(rng, ranchTokens('blue')) },
    store: Object.fromEntries(ITEM_IDS.map((id) => [id, ITEMS[id].copies])) as GameState['store'],
    storyDecks: [storyPool.slice(0, 20), storyPool.slice(20)],
    stories: [null, null],
    storyDiscs: [[], []],
    storyContributed: [false, false],
    storyCompleted: [],
    box: [],
    stack: [],
    prompt: null,
    endTriggeredRound: null,
    finished: false,
    scores: null,
    winners: [],
    seq: 0,
  };
  ctx.s = s;
  if (setup.options.beginner) beginnerStories(s); // one deck of 20 (CONTENT.md §11)
  turnUpStory(s, 0); // R3.6
  turnUpStory(s, 1);
  for (const h of HIDEOUTS) { s.bandits.push(h); emit(ctx, { type: 'banditPlaced', data: { hideout: h } }); } // R3.5
  if (setup.options.beginner && setup.options.characters === 'deal') {
    dealBeginnerCharacters(ctx); // 1 character each from the pool of 6, no keep-1-of-2 (CONTENT.md §11)
    beginPlay(ctx);
  } else if (setup.options.characters === 'choose') {
    setup.players.forEach((p, i) => { s.players[i].character = p.character!; });
    s.box = CHARACTER_IDS.filter((c) => !s.players.some((p) => p.character === c));
    beginPlay(ctx);
  } else {
    const pool = shuffle(s.rng, [...CHARACTER_IDS]);
    s.players.forEach((p) => { p.dealt = [pool.pop()!, pool.pop()!]; });
    s.box = pool;
    push(s, { k: 'keepCharacter', order: s.players.map((_, i) => i), index: 0 });
  }
  if (setup.options.manInBlack) initMib(ctx); // R20.1, after every standard draw
}

/** Start bonuses (R3.3), the first player (R3.7), then start spaces (R3.4) and the first turn. */
function beginPlay(ctx: Ctx): void {
  const { s } = ctx;
  if (s.setup.options.beginner) unlockAbilities(ctx); // abilities from the start (CONTENT.md §11)
  if (s.setup.options.goals) dealGoals(ctx); // R21.1
  s.players.forEach((p, seat) => {
    const c = CHARACTERS[p.character!];
    gainMoney(ctx, seat, c.money, 'startBonus');
    for (const it of c.items) {
      gainItem(ctx, seat, it.item, it.upgraded ?? false);
      const kind = ITEMS[it.item].kind;
      if (kind === 'weapon' && !p.activeWeapon) p.activeWeapon = it.item;
      if (kind === 'mount' && !p.activeMount) p.activeMount = it.item;
    }
    p.marshal = c.marshal; // start points give no track reward (R3.3)
    p.wanted = c.wanted;
    p.wounds = c.wounds;
    drawCards(ctx, seat, c.cards, 'startBonus');
  });
  const most = Math.max(...s.players.map((p) => p.wanted));
  const tied = s.players.flatMap((p, i) => (p.wanted === most ? [i] : []));
  s.firstSeat = tied.length === 1 ? tied[0] : tied[randInt(s.rng, tied.length)];
  s.turn = newTurn(s.firstSeat, 1);
  emit(ctx, { type: 'firstPlayerChosen', seat: s.firstSeat });
  const n = s.players.length;
  push(s, { k: 'turn', step: 'start' });
  push(s, { k: 'startSpace', order: s.players.map((_, i) => (s.firstSeat + i) % n), index: 0 });
}

/** The start spaces a seat may choose now (R3.4). */
export function startSpaceOptions(s: GameState, seat: Seat): SpaceId[] {
  const c = CHARACTERS[player(s, seat).character!];
  const taken = new Set(s.players.map((p) => p.pos).filter((x) => x !== null));
  return c.excludeTaken ? c.start.filter((x) => !taken.has(x)) : [...c.start];
}

function place(ctx: Ctx, f: SetupFrame, at: SpaceId): void {
  const seat = f.order[f.index];
  player(ctx.s, seat).pos = at;
  emit(ctx, { type: 'startSpaceChosen', seat, data: { space: at } });
  f.index++;
}

/** Setup decisions: keeping 1 of 2 dealt characters, then start spaces in order from the first player. */
export const setupHandler: FrameHandler<SetupFrame> = {
  prompt(s, f) {
    const seat = f.order[f.index];
    if (seat === undefined) return null;
    if (f.k === 'keepCharacter') return { seat, kind: 'keepCharacter', rule: 'R3.2' };
    return startSpaceOptions(s, seat).length > 1 ? { seat, kind: 'chooseStartSpace', rule: 'R3.4' } : null;
  },
  legal(s, f) {
    const seat = f.order[f.index];
    if (f.k === 'keepCharacter') return player(s, seat).dealt.map((character): Action => ({ type: 'keepCharacter', character }));
    return startSpaceOptions(s, seat).map((space): Action => ({ type: 'chooseStartSpace', space }));
  },
  apply(ctx, f, a) {
    if (a.type === 'chooseStartSpace') { place(ctx, f, a.space); return; }
    if (a.type !== 'keepCharacter') return;
    const p = player(ctx.s, f.order[f.index]);
    p.character = a.character;
    ctx.s.box = [...ctx.s.box, ...p.dealt.filter((c: CharacterId) => c !== a.character)]; // replaced, not changed (clone.ts)
    p.dealt = [];
    emit(ctx, { type: 'characterKept', seat: f.order[f.index], kind: a.character });
    f.index++;
  },
  run(ctx, f) {
    if (f.index >= f.order.length) {
      pop(ctx.s);
      if (f.k === 'keepCharacter') beginPlay(ctx);
      return;
    }
    place(ctx, f, startSpaceOptions(ctx.s, f.order[f.index])[0]);
  },
};
