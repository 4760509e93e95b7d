// The typed state's layout (docs/engine-v2.md, stage 1): a whole game in one Int32Array, so that
// a copy is one `slice()` and a rules step reads and writes integers at fixed offsets. Ids are
// codes (codes.ts, -1 for null); a list is its length then `cap` places; a player is a block of
// PLAYER_SIZE ints at PLAYERS + seat × PLAYER_SIZE, always 6 blocks so that every offset is a
// constant. The decision stack is a heap of frames (frames.ts, stack.ts) at the end. Places past
// a list's length and past the heap's end are always 0, so equal states have equal ints.

/** The capacity of every list, for the converters' checks (the rules never exceed them). */
export const CAP = {
  dealt: 2, hand: 52, items: 16, fought: 7, bought: 16, bandits: 16, pokerDeck: 52, fightDeck: 13, ranch: 6, storyDeck: 40,
  discs: 16, completed: 8, box: 12, competitors: 7, mibDeck: 10, goals: 4, tokens: 18, depth: 32,
} as const;

let next = 0;
/** Reserves `n` ints and returns the first one's offset (only while this module loads). */
const field = (n = 1): number => { const at = next; next += n; return at; };
/** Reserves a list of at most `cap` values: its length, then its places. */
const list = (cap: number): number => field(cap + 1);

/** Seats a game can have (R1.1). */
export const MAX_SEATS = 6;
/** Competitors: the seats and the Man in Black (codes.ts MIB_SEAT). */
export const MAX_COMPETITORS = 7;

// The game's header.
/** Number of players. */ export const N_SEATS = field();
/** Actions applied (GameState.seq). */ export const SEQ = field();
/** The first player. */ export const FIRST_SEAT = field();
/** The Sheriff's space. */ export const SHERIFF = field();
/** The round the end was triggered in, or -1. */ export const END_ROUND = field();
/** 1 once the game is over. */ export const FINISHED = field();
/** The RNG's four words. */ export const RNG = field(4);
/** The prompt's seat, kind and rule (PROMPT_KIND, RULE codes); seat -1 when there is no prompt. */
export const PROMPT_SEAT = field(), PROMPT_KIND_AT = field(), PROMPT_RULE_AT = field();

// The turn (TurnState).
/** Whose turn. */ export const T_SEAT = field();
/** The round. */ export const T_ROUND = field();
/** Actions left this turn. */ export const T_ACTIONS_LEFT = field();
/** Competitors fought this turn, in order (R9.1). */ export const T_FOUGHT = list(CAP.fought);
/** 1 when a heist was made this turn. */ export const T_HEISTED = field();
/** Items bought this turn, in order (R4.5). */ export const T_BOUGHT = list(CAP.bought);
/** Space at the start of the turn, or -1. */ export const T_START_POS = field();
/** Wyatt Earp's bonus: -1 absent, 0 false, 1 true. */ export const T_EARP = field();

// A player's block, offsets inside it.
let inPlayer = 0;
const pfield = (n = 1): number => { const at = inPlayer; inPlayer += n; return at; };
/** The character, or -1. */ export const P_CHARACTER = pfield();
/** Characters dealt for 2-keep-1. */ export const P_DEALT = pfield(CAP.dealt + 1);
/** The mini's space, or -1. */ export const P_POS = pfield();
/** Money. */ export const P_MONEY = pfield();
/** Gold nuggets. */ export const P_NUGGETS = pfield();
/** Legendary Points on the track. */ export const P_LP = pfield();
/** Wounds. */ export const P_WOUNDS = pfield();
/** Marshal points. */ export const P_MARSHAL = pfield();
/** Wanted points. */ export const P_WANTED = pfield();
/** The hand of poker cards, in order. */ export const P_HAND = pfield(CAP.hand + 1);
/** Owned items in order, each item code × 2 + 1 when upgraded. */ export const P_ITEMS = pfield(CAP.items + 1);
/** The active weapon, or -1. */ export const P_WEAPON = pfield();
/** The active mount, or -1. */ export const P_MOUNT = pfield();
/** The cattle token carried, or -1. */ export const P_CATTLE = pfield();
/** 1 once Legendary (R18.2). */ export const P_LEGENDARY = pfield();
/** Ints in a player's block. */ export const PLAYER_SIZE = inPlayer;
/** The first player's block. */ export const PLAYERS = field(MAX_SEATS * PLAYER_SIZE);

// The board.
/** Hideouts holding a bandit, in order. */ export const BANDITS = list(CAP.bandits);
/** The poker deck in GameState order: a draw takes the last card. */ export const POKER_DECK = list(CAP.pokerDeck);
/** The poker discard pile. */ export const POKER_DISCARD = list(CAP.pokerDeck);
/** The fight deck. */ export const FIGHT_DECK = list(CAP.fightDeck);
/** The green ranch's tokens, top first. */ export const RANCH_GREEN = list(CAP.ranch);
/** The blue ranch's tokens, top first. */ export const RANCH_BLUE = list(CAP.ranch);
/** Copies left in the store, by item code. */ export const STORE = field(9);
/** The two story decks, top first. */ export const STORY_DECK_0 = list(CAP.storyDeck), STORY_DECK_1 = list(CAP.storyDeck);
/** The face-up stories, or -1. */ export const STORIES = field(2);
/** Owners of the discs on each story, in order (competitor codes). */ export const STORY_DISCS_0 = list(CAP.discs), STORY_DISCS_1 = list(CAP.discs);
/** 1 when a disc went on the story this turn. */ export const STORY_CONTRIBUTED = field(2);
/** Stories completed this turn, in order: slot × 8 + competitor code. */ export const STORY_COMPLETED = list(CAP.completed);
/** Characters in the box, in order. */ export const BOX = list(CAP.box);

// The end of the game.
/** 1 when scores are set. */ export const HAS_SCORES = field();
/** Ints in a score line: seat (competitor code), track LP, items, money, wounds, marshal, wanted, tokens (-1 absent), total. */
export const SCORE_SIZE = 9;
/** The score lines, in order: their count, then the lines. */ export const SCORES = field(1 + MAX_COMPETITORS * SCORE_SIZE);
/** The winners (competitor codes). */ export const WINNERS = list(CAP.competitors);

// The Man in Black (R20).
/** 1 when he plays. */ export const HAS_MIB = field();
/** His LP, his space. */ export const MIB_LP = field(), MIB_POS = field();
/** His deck, top first, and his revealed cards. */ export const MIB_DECK = list(CAP.mibDeck), MIB_REVEALED = list(CAP.mibDeck);

// The Goal variant (R21).
/** 1 in a game with goals. */ export const HAS_GOALS = field();
/** Most distinct keys a goal's progress holds. */ export const PROGRESS_KEYS = 10;
/** Ints of one progress entry: goal code (-1: none), 1 when a list, count or list length, keys. */
export const PROGRESS_SIZE = 3 + PROGRESS_KEYS;
let inGoals = 0;
const gfield = (n = 1): number => { const at = inGoals; inGoals += n; return at; };
/** Kept goals not completed. */ export const G_SECRET = gfield(CAP.goals + 1);
/** The goal discarded at setup, or -1. */ export const G_DISCARDED = gfield();
/** Completed goals, in order. */ export const G_DONE = gfield(CAP.goals + 1);
/** Goals whose condition held after they were discarded. */ export const G_MISSED = gfield(CAP.goals + 1);
/** Progress entries. */ export const G_PROGRESS = gfield(CAP.goals * PROGRESS_SIZE);
/** Kept Legendary tokens, in order. */ export const G_TOKENS = gfield(CAP.tokens + 1);
/** Ints of a seat's goals block. */ export const GOALS_SIZE = inGoals;
/** The first seat's goals block. */ export const GOALS = field(MAX_SEATS * GOALS_SIZE);
/** The face-down token supply. */ export const TOKEN_SUPPLY = list(CAP.tokens);

// The decision stack (frames.ts, stack.ts).
/** Most frames on the stack at once. */ export const MAX_DEPTH = CAP.depth;
/** The frames' offsets, bottom first. */ export const STACK = list(MAX_DEPTH);
/** Where the next frame goes. */ export const HEAP_END = field();
/** The frames' heap. */ export const HEAP_SIZE = 2048;
/** The heap's first int. */ export const HEAP = field(HEAP_SIZE);

/** Ints in a typed game. */
export const STATE_SIZE = next;

/** A zeroed typed state with an empty stack (its heap starts at HEAP). */
export function emptyState(): Int32Array {
  const m = new Int32Array(STATE_SIZE);
  m[HEAP_END] = HEAP;
  return m;
}

/** The offset of a seat's player block. */
export function playerAt(seat: number): number {
  return PLAYERS + seat * PLAYER_SIZE;
}

/** The offset of the story deck behind `slot` (0 or 1). */
export function storyDeckAt(slot: number): number {
  return slot === 0 ? STORY_DECK_0 : STORY_DECK_1;
}

/** The offset of the list of discs on the face-up story of `slot` (0 or 1). */
export function storyDiscsAt(slot: number): number {
  return slot === 0 ? STORY_DISCS_0 : STORY_DISCS_1;
}

/** The offset of a seat's goals block. */
export function goalsAt(seat: number): number {
  return GOALS + seat * GOALS_SIZE;
}

/** Writes `values` as the list at `at` (cap places); throws when they do not fit. */
export function writeList(m: Int32Array, at: number, cap: number, values: readonly number[]): void {
  if (values.length > cap) throw new RangeError(`a list of ${values.length} at ${at} holds at most ${cap}`);
  m[at] = values.length;
  for (let i = 0; i < values.length; i++) m[at + 1 + i] = values[i];
}

/** The list at `at` as an array. */
export function readList(m: Int32Array, at: number): number[] {
  const n = m[at];
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = m[at + 1 + i];
  return out;
}

/** Sets `n` ints from `at` to 0 (a loop: TypedArray fill's call costs more on a few ints). */
export function zero(m: Int32Array, at: number, n: number): void {
  for (let i = at; i < at + n; i++) m[i] = 0;
}

/** Appends a value to the list at `at`. */
export function listPush(m: Int32Array, at: number, v: number): void {
  m[at + 1 + m[at]++] = v;
}

/** The index of `v` in the list at `at`, or -1. */
export function listIndexOf(m: Int32Array, at: number, v: number): number {
  const n = m[at];
  for (let i = 0; i < n; i++) if (m[at + 1 + i] === v) return i;
  return -1;
}

/** Removes the list's value at index `i`, keeping the order of the rest. */
export function listRemoveAt(m: Int32Array, at: number, i: number): void {
  const n = m[at];
  for (let j = at + 1 + i; j < at + n; j++) m[j] = m[j + 1]; // a loop: copyWithin's call costs more on short lists
  m[at + n] = 0; // places past a list's length stay 0, so that equal states have equal ints
  m[at] = n - 1;
}
