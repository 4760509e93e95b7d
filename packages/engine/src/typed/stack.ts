// The typed decision stack (stack.ts for the typed engine): frames are records in the heap, the
// last pushed at the end; pushing reserves a record and returns its body's offset, popping frees
// the top record. frames.ts converts records to and from Frame objects.
import { FRAME_KIND } from './frames.js';
import * as L from './layout.js';

/** Ints before a frame's body: its kind code and its size. */
export const FRAME_HEADER = 2;

/** Pushes a frame of `kind` (a FRAME_KIND code) with `size` body ints, zeroed; returns the body's offset. */
export function pushFrameT(m: Int32Array, kind: number, size: number): number {
  const at = m[L.HEAP_END];
  const depth = m[L.STACK];
  if (depth >= L.MAX_DEPTH || at + FRAME_HEADER + size > L.HEAP + L.HEAP_SIZE) throw new RangeError('the typed stack is full');
  m[at] = kind;
  m[at + 1] = FRAME_HEADER + size;
  // the heap past its end is always 0 (popFrameT), so the body starts zeroed
  m[L.STACK + 1 + depth] = at;
  m[L.STACK] = depth + 1;
  m[L.HEAP_END] = at + FRAME_HEADER + size;
  return at + FRAME_HEADER;
}

/** Removes the top frame. */
export function popFrameT(m: Int32Array): void {
  const depth = m[L.STACK] - 1;
  const at = m[L.STACK + 1 + depth];
  L.zero(m, at, m[L.HEAP_END] - at); // the heap past its end stays 0 (layout.ts)
  m[L.HEAP_END] = at;
  m[L.STACK + 1 + depth] = 0;
  m[L.STACK] = depth;
}

/** The body offset of the top frame, or -1 with an empty stack. */
export function topFrameT(m: Int32Array): number {
  const depth = m[L.STACK];
  return depth === 0 ? -1 : m[L.STACK + depth] + FRAME_HEADER;
}

/** The kind code of the frame whose body is at `body`. */
export function frameKindT(m: Int32Array, body: number): number {
  return m[body - FRAME_HEADER];
}

/** Frame kind codes, for handlers. */
export const K = {
  turn: FRAME_KIND.code('turn'), keepCharacter: FRAME_KIND.code('keepCharacter'), startSpace: FRAME_KIND.code('startSpace'),
  move: FRAME_KIND.code('move'), window: FRAME_KIND.code('window'), discard: FRAME_KIND.code('discard'), step: FRAME_KIND.code('step'),
} as const;
