// The typed decision stack (docs/engine-v2.md, stage 1): frames are records in the state's heap,
// bottom first, each its kind code, its size, then its fields at fixed places; the stack lists
// their offsets. The frames of the turn, movement, windows, small steps, poker, abilities and
// operations (effects-codec.ts) and fights (fight-layout.ts) have fixed layouts; a choice with branches
// is its own kind, 'branches' (BR below: its branches as operation records).
import type { Frame, EffectSource, ChoiceFrame } from '../types.js';
import type { ChoiceKind, ChoiceOption } from '../types.js';
import {
  CHARACTER, codes, competitorCode, competitorOf, CodeError, EFFECT, MIB_CARD, SPACE, WHY, WINDOW, CARD,
} from './codes.js';
import { decodeOps, encodeOps } from './effects-codec.js';
import { decodeFight, encodeFight } from './fight-layout.js';
import { HEAP, HEAP_END, HEAP_SIZE, MAX_DEPTH, STACK, readList, writeList } from './layout.js';
import type { Competitor } from '../types.js';
import type { CardId } from '../content/poker-cards.js';
import type { Op } from '../content/card-effects.js';

/** Frame kinds. */
export const FRAME_KIND = codes('frame', [
  'turn', 'mibTurn', 'keepCharacter', 'startSpace', 'move', 'fight', 'shop', 'mine', 'choice', 'discard', 'pickSeat',
  'sheriffMove', 'ops', 'window', 'wound', 'loseGoods', 'step', 'poker', 'ability', 'tokens', 'branches',
] as const);
/** The turn frame's steps. */
export const TURN_STEP = codes('turnStep', ['start', 'benefit', 'items', 'actions', 'stories', 'handLimit', 'wanted', 'next', 'mib'] as const);
/** The Man in Black's turn's steps. */
export const MIB_STEP = codes('mibStep', ['reveal', 'resolve', 'stories', 'end'] as const);
/** A move's steps. */
export const MOVE_STEP = codes('moveStep', ['walk', 'moveEnd', 'moveWindow', 'deliver', 'whiskey', 'done'] as const);
/** Die faces. */
export const DIE_FACE = codes('dieFace', ['nugget', 'tailings', 'gold-dust', 'gravel'] as const);
/** A step frame's modes. */
export const STEP_MODE = codes('stepMode', ['card', 'extend', 'free'] as const);
/** Small choices' kinds. */
export const CHOICE_KIND = codes<ChoiceKind>('choiceKind', [
  'moveDisc', 'banditReward', 'pointReward', 'woundOrDiscard', 'discardOrPay', 'robLoot', 'robCattle', 'deliver', 'restartFight',
  'prospectorsMap', 'effectChoice', 'mibLoot',
]);
/** Small choices' options. */
export const CHOICE_OPTION = codes<ChoiceOption>('choiceOption', [
  'lp', 'marshal', 'wanted', 'wound', 'discardRandom', 'discardCard', 'pay', 'money', 'nuggets', 'take', 'leave', 'deliver', 'keep',
  'restart', 'reroll1', 'reroll2', 'join', 'decline', 'moveDisc', 'card', 'rifle', 'annie',
]);

/** The poker frame's steps. */
export const POKER_STEP = codes('pokerStep', ['invite', 'deal', 'choose', 'showdown'] as const);
/** The poker frame's towns. */
export const POKER_TOWN = codes('pokerTown', ['darkrock', 'red-falls'] as const);
/**
 * The poker frame's fixed layout (offsets in its body): seat, space, town (POKER_TOWN), step
 * (POKER_STEP), answered, dealer (-1), the number of chosen lists (the seats), then the lists
 * (a length, then their places): invited (5), participants (6), done (6), the dealer's hand (4),
 * the flop (3), and each seat's chosen cards (3: Lady Luck's limit, R8.6), CHOSEN_STRIDE apart.
 */
export const PK = {
  SEAT: 0, AT: 1, TOWN: 2, STEP: 3, ANSWERED: 4, DEALER: 5, SEATS: 6, INVITED: 7, PARTICIPANTS: 13, DONE: 20, DEALER_HAND: 27,
  FLOP: 32, CHOSEN: 36, CHOSEN_STRIDE: 4, SIZE: 60,
  CAP_INVITED: 5, CAP_SEATS: 6, CAP_DEALER: 4, CAP_FLOP: 3, CAP_CHOSEN: 3,
} as const;

/** The poker frame's body ints (its fixed layout, PK); a CodeError when a list exceeds its capacity. */
function encodePoker(f: Extract<Frame, { k: 'poker' }>): number[] {
  const m = new Int32Array(PK.SIZE);
  const put = (at: number, cap: number, xs: readonly number[]): void => {
    if (xs.length > cap) throw new CodeError(`a poker frame list of ${xs.length} (at most ${cap})`);
    writeList(m, at, cap, xs);
  };
  m[PK.SEAT] = f.seat; m[PK.AT] = SPACE.code(f.at); m[PK.TOWN] = POKER_TOWN.code(f.town); m[PK.STEP] = POKER_STEP.code(f.step);
  m[PK.ANSWERED] = f.answered; m[PK.DEALER] = nullable(f.dealer);
  if (f.chosen.length > PK.CAP_SEATS) throw new CodeError(`a poker frame of ${f.chosen.length} seats`);
  m[PK.SEATS] = f.chosen.length;
  put(PK.INVITED, PK.CAP_INVITED, f.invited);
  put(PK.PARTICIPANTS, PK.CAP_SEATS, f.participants);
  put(PK.DONE, PK.CAP_SEATS, f.done);
  put(PK.DEALER_HAND, PK.CAP_DEALER, f.dealerHand.map((c) => CARD.code(c)));
  put(PK.FLOP, PK.CAP_FLOP, f.flop.map((c) => CARD.code(c)));
  f.chosen.forEach((cs, seat) => put(PK.CHOSEN + seat * PK.CHOSEN_STRIDE, PK.CAP_CHOSEN, cs.map((c) => CARD.code(c))));
  return [...m];
}

/** The poker frame whose body is at `a` (PK). */
function decodePoker(m: Int32Array, a: number): Frame {
  const cards = (at: number): CardId[] => readList(m, a + at).map((c) => CARD.at(c));
  return {
    k: 'poker', seat: m[a + PK.SEAT], at: SPACE.at(m[a + PK.AT]), town: POKER_TOWN.at(m[a + PK.TOWN]), step: POKER_STEP.at(m[a + PK.STEP]),
    invited: readList(m, a + PK.INVITED), answered: m[a + PK.ANSWERED], participants: readList(m, a + PK.PARTICIPANTS),
    dealer: m[a + PK.DEALER] === -1 ? null : m[a + PK.DEALER], dealerHand: cards(PK.DEALER_HAND), flop: cards(PK.FLOP),
    chosen: Array.from({ length: m[a + PK.SEATS] }, (_, seat) => cards(PK.CHOSEN + seat * PK.CHOSEN_STRIDE)), done: readList(m, a + PK.DONE),
  };
}

/** The ability frame's stages. */
export const ABILITY_STAGE = codes('abilityStage', ['startOfFight', 'rifle', 'annie', 'rowdy', 'billyPick', 'billyTake', 'wildBill'] as const);
/**
 * The ability frame's fixed layout (offsets in its body): seat, stage (ABILITY_STAGE), owner,
 * about (-1), mib (1 when Billy may pick the Man in Black), then the lists (a length, then their
 * places): options (5 seats), cards (3: Wild Bill's chosen cards, at most PK.CAP_CHOSEN).
 */
export const AB = { SEAT: 0, STAGE: 1, OWNER: 2, ABOUT: 3, MIB: 4, OPTIONS: 5, CARDS: 11, SIZE: 15, CAP_OPTIONS: 5, CAP_CARDS: 3 } as const;

/** The ability frame's body ints (AB); a CodeError when a list exceeds its capacity. */
function encodeAbility(f: Extract<Frame, { k: 'ability' }>): number[] {
  const m = new Int32Array(AB.SIZE);
  if (f.options.length > AB.CAP_OPTIONS || f.cards.length > AB.CAP_CARDS) throw new CodeError('an ability frame list exceeds its capacity');
  m[AB.SEAT] = f.seat; m[AB.STAGE] = ABILITY_STAGE.code(f.stage); m[AB.OWNER] = f.owner; m[AB.ABOUT] = nullable(f.about);
  m[AB.MIB] = f.mib ? 1 : 0;
  writeList(m, AB.OPTIONS, AB.CAP_OPTIONS, f.options);
  writeList(m, AB.CARDS, AB.CAP_CARDS, f.cards.map((c) => CARD.code(c)));
  return [...m];
}

/** The ability frame whose body is at `a` (AB), with abilities.ts `frame`'s key order. */
function decodeAbility(m: Int32Array, a: number): Frame {
  const f: Extract<Frame, { k: 'ability' }> = {
    k: 'ability', seat: m[a + AB.SEAT], stage: ABILITY_STAGE.at(m[a + AB.STAGE]), owner: m[a + AB.OWNER],
    about: m[a + AB.ABOUT] === -1 ? null : m[a + AB.ABOUT], options: readList(m, a + AB.OPTIONS), cards: readList(m, a + AB.CARDS).map((c) => CARD.at(c)),
  };
  if (m[a + AB.MIB] === 1) f.mib = true;
  return f;
}

/** Fields of a frame record before its own: kind, size. */
const HEADER = 2;
/** Ints of an encoded EffectSource: effect, card, target (competitor), hideout, story, fightAt; -1 for null. */
export const SRC_SIZE = 6;
/** The encoded empty source (effects.ts `source()`). */
export const NO_SRC: Int32Array = Int32Array.of(-1, -1, -1, -1, -1, -1); // never written to

const nullable = (x: number | null | undefined): number => (x === null || x === undefined ? -1 : x);
const bool = (x: boolean): number => (x ? 1 : 0);
const competitor = (c: Competitor | null): number => (c === null ? -1 : competitorCode(c));
const competitorAt = (c: number): Competitor | null => (c === -1 ? null : competitorOf(c));

/** Writes an effect source at `at`. */
function writeSrc(m: Int32Array, at: number, src: EffectSource): void {
  m[at] = EFFECT.code(src.effect); m[at + 1] = CARD.code(src.card); m[at + 2] = competitor(src.target);
  m[at + 3] = SPACE.code(src.hideout); m[at + 4] = nullable(src.story); m[at + 5] = nullable(src.fightAt);
}

/** Reads an effect source at `at`. */
function readSrc(m: Int32Array, at: number): EffectSource {
  return {
    effect: EFFECT.value(m[at]), card: CARD.value(m[at + 1]), target: competitorAt(m[at + 2]), hideout: SPACE.value(m[at + 3]),
    story: m[at + 4] === -1 ? null : (m[at + 4] as 0 | 1), fightAt: m[at + 5] === -1 ? null : m[at + 5],
  };
}

/** The fields of a frame kind after the header, as written by `encode` (the frame's ints). */
function encode(f: Frame): number[] {
  switch (f.k) {
    case 'turn': return [TURN_STEP.code(f.step)];
    case 'mibTurn': return [MIB_STEP.code(f.step), MIB_CARD.code(f.card)];
    case 'keepCharacter': case 'startSpace': return [f.index, f.order.length, ...f.order];
    case 'move':
      return [f.seat, MOVE_STEP.code(f.step), bool(f.banditStop), f.kind === 'card' ? 1 : 0, bool(f.sprinted), nullable(f.crossings), f.path.length, ...f.path.map((p) => SPACE.code(p))];
    case 'shop': return [f.seat, SPACE.code(f.at)];
    case 'mine': return [f.seat, DIE_FACE.code(f.faces[0]), DIE_FACE.code(f.faces[1]), f.money, SPACE.code(f.at), bool(f.mapDone)];
    case 'discard': return [f.seat, f.count, WHY.code(f.why)];
    case 'pickSeat': return [f.seat, WHY.code(f.why), bool(f.canPass), SPACE.code(f.at), f.options.length, ...f.options];
    case 'sheriffMove': return [f.seat, f.steps];
    case 'window': return [WINDOW.code(f.w), f.next, f.passes, ...srcInts(f.src), f.seats.length, ...f.seats];
    case 'wound': return [f.seat, f.n, bool(f.uncancellable), WHY.code(f.why), f.stage === 'apply' ? 1 : 0];
    case 'loseGoods':
      return [f.seat, f.money, f.nuggets, nullable(f.to), WHY.code(f.why), f.stage === 'apply' ? 1 : 0, bool(f.protected)];
    case 'step':
      return [f.seat, f.n, STEP_MODE.code(f.mode), f.left, ...srcInts(f.src), f.ability === undefined ? -1 : CHARACTER.code(f.ability)];
    case 'tokens': return [f.seat, f.keep, f.held === null ? -1 : f.held.length, ...(f.held ?? [])];
    case 'choice': {
      return [f.seat, CHOICE_KIND.code(f.kind), nullable(f.about), f.src ? 1 : 0, ...(f.src ? srcInts(f.src) : [0, 0, 0, 0, 0, 0]), f.options.length, ...f.options.map((o) => CHOICE_OPTION.code(o))];
    }
    case 'poker': return encodePoker(f);
    case 'ability': return encodeAbility(f);
    case 'fight': return encodeFight(f);
    case 'ops': { // seat, announce, source, then the operations' records, the next one last (effects-codec.ts)
      const out = [f.seat, bool(f.announce), ...srcInts(f.src)];
      encodeOps(f.ops, out);
      return out;
    }
    default: throw new CodeError(`${(f as Frame).k} frames have no fixed layout`);
  }
}

/** True for a choice with branches (frame kind 'branches'). */
function hasBranches(f: Frame): f is ChoiceFrame {
  return f.k === 'choice' && f.branches !== undefined;
}

/**
 * Offsets in a 'branches' frame (a choice with branches: choices.ts `effectChoice`): seat, kind,
 * about, whether it has a source, the source, its two labels, the size of each branch's
 * records, the number of options, the options, then branch a's records and branch b's
 * (effects-codec.ts: the next to run last).
 */
export const BR = {
  SEAT: 0, KIND: 1, ABOUT: 2, HAS_SRC: 3, SRC: 4, LA: 4 + SRC_SIZE, LB: 5 + SRC_SIZE, SIZE_A: 6 + SRC_SIZE, SIZE_B: 7 + SRC_SIZE,
  N: 8 + SRC_SIZE, OPTS: 9 + SRC_SIZE,
} as const;

/** A choice with branches as a 'branches' body (BR). */
function encodeBranches(f: ChoiceFrame): number[] {
  const labels = Object.keys(f.branches!) as ChoiceOption[];
  if (labels.length !== 2) throw new CodeError(`a choice with ${labels.length} branches (2 expected)`);
  const a: number[] = [], b: number[] = [];
  encodeOps(f.branches![labels[0]]!, a);
  encodeOps(f.branches![labels[1]]!, b);
  return [
    f.seat, CHOICE_KIND.code(f.kind), nullable(f.about), f.src ? 1 : 0, ...(f.src ? srcInts(f.src) : [0, 0, 0, 0, 0, 0]),
    CHOICE_OPTION.code(labels[0]), CHOICE_OPTION.code(labels[1]), a.length, b.length, f.options.length, ...f.options.map((o) => CHOICE_OPTION.code(o)),
    ...a, ...b,
  ];
}

/** The choice with branches whose 'branches' body is at `a`. */
function decodeBranches(m: Int32Array, a: number): ChoiceFrame {
  const n = m[a + BR.N], recs = a + BR.OPTS + n, sizeA = m[a + BR.SIZE_A], sizeB = m[a + BR.SIZE_B];
  const f: ChoiceFrame = {
    k: 'choice', seat: m[a + BR.SEAT], kind: CHOICE_KIND.at(m[a + BR.KIND]), about: m[a + BR.ABOUT] === -1 ? null : m[a + BR.ABOUT],
    options: ints(m, a + BR.OPTS, n).map((c) => CHOICE_OPTION.at(c)),
    branches: {
      [CHOICE_OPTION.at(m[a + BR.LA])]: decodeOps(m, recs, recs + sizeA) as Op[],
      [CHOICE_OPTION.at(m[a + BR.LB])]: decodeOps(m, recs + sizeA, recs + sizeA + sizeB) as Op[],
    },
  };
  if (m[a + BR.HAS_SRC] === 1) f.src = readSrc(m, a + BR.SRC);
  return f;
}

function srcInts(src: EffectSource): number[] {
  const m = new Int32Array(SRC_SIZE);
  writeSrc(m, 0, src);
  return [...m];
}

/** Reads `n` ints from `at` as an array. */
const ints = (m: Int32Array, at: number, n: number): number[] => Array.from(m.subarray(at, at + n));

/** The frame whose record starts at `o`. */
export function decodeFrame(m: Int32Array, o: number): Frame {
  const k = FRAME_KIND.at(m[o]);
  const a = o + HEADER;
  switch (k) {
    case 'turn': return { k, step: TURN_STEP.at(m[a]) };
    case 'mibTurn': return { k, step: MIB_STEP.at(m[a]), card: MIB_CARD.value(m[a + 1]) };
    case 'keepCharacter': case 'startSpace': return { k, order: ints(m, a + 2, m[a + 1]), index: m[a] };
    case 'move': {
      const f: Frame = {
        k, seat: m[a], path: ints(m, a + 7, m[a + 6]).map((c) => SPACE.at(c)), step: MOVE_STEP.at(m[a + 1]), banditStop: m[a + 2] === 1,
        kind: m[a + 3] === 1 ? 'card' : 'action', sprinted: m[a + 4] === 1,
      };
      if (m[a + 5] !== -1) f.crossings = m[a + 5];
      return f;
    }
    case 'shop': return { k, seat: m[a], at: SPACE.at(m[a + 1]) };
    case 'mine': return { k, seat: m[a], faces: [DIE_FACE.at(m[a + 1]), DIE_FACE.at(m[a + 2])], money: m[a + 3], at: SPACE.at(m[a + 4]), mapDone: m[a + 5] === 1 };
    case 'discard': return { k, seat: m[a], count: m[a + 1], why: WHY.at(m[a + 2]) as 'handLimit' };
    case 'pickSeat':
      return { k, seat: m[a], why: WHY.at(m[a + 1]) as 'whiskey', canPass: m[a + 2] === 1, at: SPACE.at(m[a + 3]), options: ints(m, a + 5, m[a + 4]) };
    case 'sheriffMove': return { k, seat: m[a], steps: m[a + 1] };
    case 'window':
      return { k, w: WINDOW.at(m[a]), seats: ints(m, a + 4 + SRC_SIZE, m[a + 3 + SRC_SIZE]), next: m[a + 1], passes: m[a + 2], src: readSrc(m, a + 3) };
    case 'wound': return { k, seat: m[a], n: m[a + 1], uncancellable: m[a + 2] === 1, why: WHY.at(m[a + 3]), stage: m[a + 4] === 1 ? 'apply' : 'window' };
    case 'loseGoods':
      return {
        k, seat: m[a], money: m[a + 1], nuggets: m[a + 2], to: m[a + 3] === -1 ? null : m[a + 3], why: WHY.at(m[a + 4]),
        stage: m[a + 5] === 1 ? 'apply' : 'window', protected: m[a + 6] === 1,
      };
    case 'step': {
      const f: Frame = { k, seat: m[a], n: m[a + 1], mode: STEP_MODE.at(m[a + 2]), left: m[a + 3], src: readSrc(m, a + 4) };
      if (m[a + 4 + SRC_SIZE] !== -1) f.ability = CHARACTER.at(m[a + 4 + SRC_SIZE]);
      return f;
    }
    case 'tokens': return { k, seat: m[a], keep: m[a + 1], held: m[a + 2] === -1 ? null : (ints(m, a + 3, m[a + 2]) as (1 | 2 | 3)[]) };
    case 'choice': {
      const n = m[a + 4 + SRC_SIZE];
      const f: ChoiceFrame = {
        k, seat: m[a], kind: CHOICE_KIND.at(m[a + 1]), about: m[a + 2] === -1 ? null : m[a + 2],
        options: ints(m, a + 5 + SRC_SIZE, n).map((c) => CHOICE_OPTION.at(c)),
      };
      if (m[a + 3] === 1) f.src = readSrc(m, a + 4);
      return f;
    }
    case 'poker': return decodePoker(m, a);
    case 'ability': return decodeAbility(m, a);
    case 'fight': return decodeFight(m, a);
    case 'ops': return { k, seat: m[a], ops: decodeOps(m, a + 2 + SRC_SIZE, o + m[o + 1]), src: readSrc(m, a + 2), announce: m[a + 1] === 1 };
    case 'branches': return decodeBranches(m, a);
    default: throw new CodeError(`${k} frames have no fixed layout`);
  }
}

/** Writes the stack `frames` (bottom first) into the state's stack and heap. */
export function writeStack(m: Int32Array, frames: readonly Frame[]): void {
  if (frames.length > MAX_DEPTH) throw new CodeError(`a stack of ${frames.length} frames (at most ${MAX_DEPTH})`);
  let end = HEAP;
  const offsets: number[] = [];
  for (const f of frames) {
    const branches = hasBranches(f);
    const body = branches ? encodeBranches(f) : encode(f);
    if (end + HEADER + body.length > HEAP + HEAP_SIZE) throw new CodeError('the frames do not fit in the heap');
    offsets.push(end);
    m[end] = FRAME_KIND.code(branches ? 'branches' : f.k);
    m[end + 1] = HEADER + body.length;
    m.set(body, end + HEADER);
    end += HEADER + body.length;
  }
  writeList(m, STACK, MAX_DEPTH, offsets);
  m[HEAP_END] = end;
}

/** The stack's frames, bottom first. */
export function readStack(m: Int32Array): Frame[] {
  return readList(m, STACK).map((o) => decodeFrame(m, o));
}
