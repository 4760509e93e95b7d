// The frames movement writes on the typed stack, in the fixed layouts of frames.ts `encode`: the
// move frame, Kit Carson's step frame, the delivery choice and the Whiskey pick; and the two stack
// operations a Sprint needs (the nearest move frame, and growing its route where it lies).
import { CHARACTER, WHY } from './codes.js';
import { CHOICE_KIND, CHOICE_OPTION, FRAME_KIND, MOVE_STEP, NO_SRC, SRC_SIZE, STEP_MODE } from './frames.js';
import * as L from './layout.js';
import { FRAME_HEADER, pushFrameT } from './stack.js';

/** A move frame's fields (body offsets): seat, step (MOVE_STEP), bandit stop, kind (0 action, 1 card), sprinted, crossings (-1: none), route length, route. */
export const MV_SEAT = 0, MV_STEP = 1, MV_BANDIT = 2, MV_KIND = 3, MV_SPRINTED = 4, MV_CROSSINGS = 5, MV_LEN = 6, MV_PATH = 7;
/** A step frame's fields: seat, n, mode (STEP_MODE), left, source (SRC_SIZE ints), ability (character code or -1). */
export const ST_SEAT = 0, ST_N = 1, ST_MODE = 2, ST_LEFT = 3, ST_SRC = 4, ST_ABILITY = 4 + SRC_SIZE;
/** Move steps by code. */
export const STEP = {
  walk: MOVE_STEP.code('walk'), moveEnd: MOVE_STEP.code('moveEnd'), moveWindow: MOVE_STEP.code('moveWindow'),
  deliver: MOVE_STEP.code('deliver'), whiskey: MOVE_STEP.code('whiskey'), done: MOVE_STEP.code('done'),
} as const;
/** Step modes by code. */
export const MODE = { card: STEP_MODE.code('card'), extend: STEP_MODE.code('extend'), free: STEP_MODE.code('free') } as const;

const MOVE = FRAME_KIND.code('move'), STEP_K = FRAME_KIND.code('step'), CHOICE = FRAME_KIND.code('choice'), PICK_SEAT = FRAME_KIND.code('pickSeat');
const DELIVER = CHOICE_KIND.code('deliver'), OPT_DELIVER = CHOICE_OPTION.code('deliver'), OPT_KEEP = CHOICE_OPTION.code('keep');
const WHY_WHISKEY = WHY.code('whiskey');

/** Pushes a move frame at its walk step along the route `path[0..len)` (movement.ts `startMove`); `kind` 0 action, 1 card. */
export function pushMoveT(m: Int32Array, seat: number, path: Int32Array, len: number, kind: number, crossings: number): void {
  const f = pushFrameT(m, MOVE, MV_PATH + len);
  m[f + MV_SEAT] = seat; m[f + MV_STEP] = STEP.walk; m[f + MV_KIND] = kind;
  m[f + MV_CROSSINGS] = crossings > 0 ? crossings : -1;
  m[f + MV_LEN] = len;
  for (let i = 0; i < len; i++) m[f + MV_PATH + i] = path[i];
}

/** Pushes a step frame with the empty source (abilities.ts: Kit Carson's step); `ability` a character code or -1. */
export function pushStepT(m: Int32Array, seat: number, n: number, mode: number, left: number, ability: number): void {
  const f = pushFrameT(m, STEP_K, ST_ABILITY + 1);
  m[f + ST_SEAT] = seat; m[f + ST_N] = n; m[f + ST_MODE] = mode; m[f + ST_LEFT] = left;
  for (let i = 0; i < SRC_SIZE; i++) m[f + ST_SRC + i] = NO_SRC[i];
  m[f + ST_ABILITY] = ability;
}

/** The character code of Kit Carson, for his step frame. */
export const KIT_CARSON = CHARACTER.code('kit-carson');

/** Pushes the delivery choice (R7.2): deliver or keep, about nothing, no source. */
export function pushDeliverChoiceT(m: Int32Array, seat: number): void {
  const f = pushFrameT(m, CHOICE, 4 + SRC_SIZE + 3);
  m[f] = seat; m[f + 1] = DELIVER; m[f + 2] = -1; // hasSrc 0 and the six source ints stay 0 (frames.ts)
  m[f + 4 + SRC_SIZE] = 2; m[f + 5 + SRC_SIZE] = OPT_DELIVER; m[f + 6 + SRC_SIZE] = OPT_KEEP;
}

/** Pushes the Whiskey pick (R5.9) among `seats[0..n)`, passable, at space `at`. */
export function pushWhiskeyPickT(m: Int32Array, seat: number, at: number, seats: Int32Array, n: number): void {
  const f = pushFrameT(m, PICK_SEAT, 5 + n);
  m[f] = seat; m[f + 1] = WHY_WHISKEY; m[f + 2] = 1; m[f + 3] = at; m[f + 4] = n;
  for (let i = 0; i < n; i++) m[f + 5 + i] = seats[i];
}

/** The body offset of the nearest move frame from the top, or -1 (stack.ts `nearest`). */
export function nearestMoveT(m: Int32Array): number {
  for (let i = m[L.STACK]; i >= 1; i--) {
    const at = m[L.STACK + i];
    if (m[at] === MOVE) return at + FRAME_HEADER;
  }
  return -1;
}

/**
 * Grows the frame whose body is at `body` by `extra` ints at its end (zeroed), moving the frames
 * above it up the heap: the heap then holds what frames.ts `writeStack` writes for the grown
 * frame. Body offsets of the frames above are stale afterwards.
 */
export function growFrameT(m: Int32Array, body: number, extra: number): void {
  const at = body - FRAME_HEADER, end = at + m[at + 1], heapEnd = m[L.HEAP_END];
  if (heapEnd + extra > L.HEAP + L.HEAP_SIZE) throw new RangeError('the typed stack is full');
  m.copyWithin(end + extra, end, heapEnd);
  m.fill(0, end, end + extra);
  m[at + 1] += extra;
  for (let i = 1, n = m[L.STACK]; i <= n; i++) if (m[L.STACK + i] > at) m[L.STACK + i] += extra;
  m[L.HEAP_END] = heapEnd + extra;
}
