// Copies of plain JSON data. `clone` is the generic deep copy; `cloneGame` copies a GameState
// knowing its shape (arrays of strings are sliced, records of numbers spread), and falls back to
// the generic copy for every key it does not know, so a new field is still copied deeply.
// Values the engine never changes once made are shared between a state and its copy: the
// effect sources of frames (EffectSource), the operations of OpsFrames (content data and
// engine steps) and the entries of a fight's peeks, onWin and atEnd lists. Everything the
// engine writes to (frames, arrays it pushes to, players) is copied.
import type { Frame, GameState, PlayerState, TurnState } from './types.js';

/** A deep copy of plain JSON data (objects, arrays, primitives): the state is always such data. */
export function clone<T>(x: T): T {
  if (x === null || typeof x !== 'object') return x;
  if (Array.isArray(x)) {
    const n = x.length;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) {
      const v: unknown = x[i];
      out[i] = v === null || typeof v !== 'object' ? v : clone(v);
    }
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in x) {
    const v = (x as Record<string, unknown>)[k];
    out[k] = v === null || typeof v !== 'object' ? v : clone(v);
  }
  return out as T;
}

type Copier = (v: never) => unknown;

/** An array of primitives (ids, seats, flags): a shallow copy is a deep one. */
const flat = (a: readonly unknown[]): unknown[] => a.slice();
/** An array of arrays of primitives. */
const flat2 = (a: readonly (readonly unknown[])[]): unknown[][] => a.map((x) => x.slice());
/** A record of primitives. */
const record = (r: Readonly<Record<string, unknown>>): Record<string, unknown> => ({ ...r });
const same = <T>(v: T): T => v;

const PLAYER: Partial<Record<keyof PlayerState, Copier>> = {
  name: same, character: same, dealt: flat, pos: same, money: same, nuggets: same, lp: same, wounds: same,
  marshal: same, wanted: same, hand: flat, activeWeapon: same, activeMount: same, cattle: same, legendary: same,
};

function clonePlayer(p: PlayerState): PlayerState {
  const out: Record<string, unknown> = {};
  for (const k in p) {
    const v = (p as unknown as Record<string, unknown>)[k];
    const c = PLAYER[k as keyof PlayerState];
    out[k] = c && v !== null && v !== undefined ? c(v as never) : clone(v);
  }
  return out as unknown as PlayerState;
}

const GAME: Partial<Record<keyof GameState, Copier>> = {
  v: same, rng: flat, firstSeat: same, sheriff: same, bandits: flat, pokerDeck: flat, pokerDiscard: flat,
  fightDeck: flat, store: record, storyDecks: flat2, stories: flat, storyDiscs: flat2, storyContributed: flat,
  box: flat, endTriggeredRound: same, finished: same, winners: flat, seq: same,
  players: (ps: readonly PlayerState[]) => ps.map(clonePlayer),
  ranches: (r: Readonly<Record<string, unknown>>) => {
    const out: Record<string, unknown> = {};
    for (const k in r) out[k] = clone(r[k]);
    return out;
  },
};

/** A deep copy of any game state, key by key (the fallback of `cloneGame`). */
function cloneGameByKey(s: GameState): GameState {
  const out: Record<string, unknown> = {};
  for (const k in s) {
    const v = (s as unknown as Record<string, unknown>)[k];
    const c = GAME[k as keyof GameState];
    out[k] = c && v !== null && v !== undefined ? c(v as never) : clone(v);
  }
  return out as unknown as GameState;
}

/**
 * The keys of `o` after `keys` when `o` starts with exactly these keys in this order (an empty
 * list when there are no others), else null: the literal copies below then miss nothing.
 */
function keysAfter(o: object, keys: readonly string[]): string[] | null {
  let i = 0;
  let extra: string[] | null = null;
  for (const k in o) {
    if (i < keys.length) { if (k !== keys[i++]) return null; } else (extra ??= []).push(k);
  }
  return i === keys.length ? extra ?? NONE : null;
}
const NONE: string[] = [];

const PLAYER_KEYS = ['name', 'character', 'dealt', 'pos', 'money', 'nuggets', 'lp', 'wounds', 'marshal', 'wanted', 'hand', 'items', 'activeWeapon', 'activeMount', 'cattle', 'legendary'];
const GAME_KEYS = [
  'v', 'setup', 'rng', 'players', 'firstSeat', 'turn', 'sheriff', 'bandits', 'pokerDeck', 'pokerDiscard', 'fightDeck', 'ranches', 'store',
  'storyDecks', 'stories', 'storyDiscs', 'storyContributed', 'storyCompleted', 'box', 'stack', 'prompt', 'endTriggeredRound', 'finished',
  'scores', 'winners', 'seq',
];

/** True when `o` has exactly these keys, in this order: a literal copy then misses none. */
const exactly = (o: object, keys: readonly string[]): boolean => keysAfter(o, keys) === NONE;
const ITEM_KEYS = ['id', 'upgraded'];
const TURN_KEYS = ['seat', 'round', 'actionsLeft', 'fought', 'heisted', 'bought', 'startPos'];
const TURN_FRAME_KEYS = ['k', 'step'];
const WINDOW_KEYS = ['k', 'w', 'seats', 'next', 'passes', 'src'];
const RANCH_KEYS = ['green', 'blue'];
const COMPLETED_KEYS = ['slot', 'by'];

function copyPlayer(p: PlayerState): PlayerState {
  if (keysAfter(p, PLAYER_KEYS) !== NONE) return clonePlayer(p);
  const items = new Array<PlayerState['items'][number]>(p.items.length);
  for (let i = 0; i < items.length; i++) {
    const it = p.items[i];
    items[i] = exactly(it, ITEM_KEYS) ? { id: it.id, upgraded: it.upgraded } : clone(it);
  }
  return {
    name: p.name, character: p.character, dealt: p.dealt.slice(), pos: p.pos, money: p.money, nuggets: p.nuggets, lp: p.lp,
    wounds: p.wounds, marshal: p.marshal, wanted: p.wanted, hand: p.hand.slice(), items, activeWeapon: p.activeWeapon,
    activeMount: p.activeMount, cattle: p.cattle, legendary: p.legendary,
  };
}

/** A copy of one stack frame (see the header for what is shared); an unknown kind is copied generically. */
function copyFrame(f: Frame): Frame {
  switch (f.k) {
    case 'turn': return exactly(f, TURN_FRAME_KEYS) ? { k: 'turn', step: f.step } : { ...f }; // the commonest frames as literals
    case 'window':
      return exactly(f, WINDOW_KEYS) ? { k: 'window', w: f.w, seats: f.seats.slice(), next: f.next, passes: f.passes, src: f.src } : { ...f, seats: f.seats.slice() };
    case 'mibTurn': case 'shop': case 'discard': case 'sheriffMove': case 'wound': case 'loseGoods': case 'step':
      return { ...f };
    case 'move': return { ...f, path: f.path.slice() };
    case 'ops': return { ...f, ops: f.ops.slice() };
    case 'choice': return f.branches ? { ...f, options: f.options.slice(), branches: { ...f.branches } } : { ...f, options: f.options.slice() };
    case 'pickSeat': return { ...f, options: f.options.slice() };
    case 'keepCharacter': case 'startSpace': return { ...f, order: f.order.slice() };
    case 'mine': return { ...f, faces: [f.faces[0], f.faces[1]] };
    case 'ability': return { ...f, options: f.options.slice(), cards: f.cards.slice() };
    case 'tokens': return { ...f, held: f.held && f.held.slice() };
    case 'fight':
      return { ...f, drawn: f.drawn.slice(), peeks: f.peeks.slice(), winTies: f.winTies.slice(), onWin: f.onWin.slice(), atEnd: f.atEnd.slice() };
    case 'poker':
      return {
        ...f, invited: f.invited.slice(), participants: f.participants.slice(), dealerHand: f.dealerHand.slice(), flop: f.flop.slice(),
        chosen: f.chosen.map((c) => c.slice()), done: f.done.slice(),
      };
    default: return clone(f);
  }
}

function copyTurn(t: TurnState): TurnState {
  const extra = keysAfter(t, TURN_KEYS);
  if (extra === null) return { ...t, fought: t.fought.slice(), bought: t.bought.slice() };
  const out: TurnState = { seat: t.seat, round: t.round, actionsLeft: t.actionsLeft, fought: t.fought.slice(), heisted: t.heisted, bought: t.bought.slice(), startPos: t.startPos };
  for (const k of extra) (out as unknown as Record<string, unknown>)[k] = clone((t as unknown as Record<string, unknown>)[k]); // earpBonus
  return out;
}

/**
 * A deep copy of a game state, several times faster than `clone`: a literal copy when the state
 * starts with the keys this file knows, in their usual order (any later keys copied generically),
 * else a key-by-key copy.
 */
export function cloneGame(s: GameState): GameState {
  const extra = keysAfter(s, GAME_KEYS);
  if (extra === null) return cloneGameByKey(s);
  const players = new Array<PlayerState>(s.players.length);
  for (let i = 0; i < players.length; i++) players[i] = copyPlayer(s.players[i]);
  const out: GameState = {
    v: s.v, setup: { ...s.setup, players: s.setup.players.map((p) => ({ ...p })), options: { ...s.setup.options } },
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]], players, firstSeat: s.firstSeat, turn: copyTurn(s.turn),
    sheriff: s.sheriff, bandits: s.bandits.slice(), pokerDeck: s.pokerDeck.slice(), pokerDiscard: s.pokerDiscard.slice(),
    fightDeck: s.fightDeck.slice(),
    ranches: exactly(s.ranches, RANCH_KEYS) ? { green: s.ranches.green.slice(), blue: s.ranches.blue.slice() } : GAME.ranches!(s.ranches as never) as GameState['ranches'],
    store: { ...s.store },
    storyDecks: [s.storyDecks[0].slice(), s.storyDecks[1].slice()], stories: [s.stories[0], s.stories[1]],
    storyDiscs: [s.storyDiscs[0].slice(), s.storyDiscs[1].slice()], storyContributed: [s.storyContributed[0], s.storyContributed[1]],
    storyCompleted: s.storyCompleted.map((c) => (exactly(c, COMPLETED_KEYS) ? { slot: c.slot, by: c.by } : clone(c))), box: s.box.slice(), stack: s.stack.map(copyFrame), prompt: s.prompt && { ...s.prompt },
    endTriggeredRound: s.endTriggeredRound, finished: s.finished, scores: s.scores && clone(s.scores), winners: s.winners.slice(), seq: s.seq,
  };
  // Optional fields (the Man in Black, the Goal variant) after the usual ones: copied generically.
  for (const k of extra) (out as unknown as Record<string, unknown>)[k] = clone((s as unknown as Record<string, unknown>)[k]);
  return out;
}
