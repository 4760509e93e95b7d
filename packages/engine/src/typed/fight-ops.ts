// The card operations on a fight (effects.ts modOpp, winTies, cancelFight, peekFaceDown, onWin,
// atFightEnd, wound with opp, sheriffHome's cancel) on the fight frame's fixed layout
// (fight-layout.ts FT). The fight is the one the ops frame's source names (its fightAt, a stack
// index). fightCardEffect and winEffects run in fight-results.ts.
import { CodeError } from './codes.js';
import { emitT, EVENT, type TypedCtx } from './ctx.js';
import { ENTRY_HEAD, FIGHT_KIND, FT } from './fight-layout.js';
import { FRAME_KIND } from './frames.js';
import * as L from './layout.js';
import { growFrameT } from './move-frames.js';
import { FRAME_HEADER } from './stack.js';

const FIGHT = FRAME_KIND.code('fight'), SHERIFF = FIGHT_KIND.code('sheriff');
const FACE_DOWN_PEEKED = EVENT.code('faceDownPeeked');

/** The body of the fight a source names (`src[at..]`, frames.ts SRC_SIZE ints: its fightAt), or -1 (effects.ts `fightOf`). */
export function fightBodyT(m: Int32Array, src: ArrayLike<number>, at: number): number {
  const i = src[at + 5];
  if (i < 0 || i >= m[L.STACK]) return -1;
  const o = m[L.STACK + 1 + i];
  return m[o] === FIGHT ? o + FRAME_HEADER : -1;
}

/** The opponent of `seat` in the fight at `b`, or -1 in an NPC fight (effects.ts `opponent`). */
export function opponentT(m: Int32Array, b: number, seat: number): number {
  if (m[b + FT.TARGET] === -1) return -1;
  return seat === m[b + FT.ATTACKER] ? m[b + FT.TARGET] : m[b + FT.ATTACKER];
}

/** modOpp: lowers the opponent's card by `n` (effects.ts). */
export function modOppT(m: Int32Array, b: number, seat: number, n: number): void {
  if (b < 0) return;
  if (seat === m[b + FT.ATTACKER]) m[b + FT.MOD_ON_TARGET] += n; else m[b + FT.MOD_ON_ATTACKER] += n;
}

/** winTies: the seat wins ties in this fight (effects.ts). */
export function winTiesT(m: Int32Array, b: number, seat: number): void {
  if (b < 0) return;
  if (m[b + FT.TIES] >= FT.CAP_TIES) throw new CodeError('a fight frame\'s winTies exceeds its capacity');
  L.listPush(m, b + FT.TIES, seat);
}

/** cancelFight (Vamoose): the fight ends with no result (effects.ts). */
export function cancelFightT(m: Int32Array, b: number): void {
  if (b >= 0) m[b + FT.CANCELLED] = 1;
}

/** sheriffHome's cancel (Alibi): a Sheriff's fight not yet won is cancelled (effects.ts). */
export function sheriffHomeFightT(m: Int32Array, b: number): void {
  if (b >= 0 && m[b + FT.KIND] === SHERIFF && m[b + FT.WINNER] === -1) m[b + FT.CANCELLED] = 1;
}

/** peekFaceDown (Instinct): the seat sees the attacker's card, or the Man in Black's face-down fight card when he attacked (effects.ts). */
export function peekFaceDownT(c: TypedCtx, b: number, seat: number): void {
  const m = c.m;
  if (b >= 0 && m[b + FT.MIB] === 0 && m[b + FT.NPC_CARD] !== -1) {
    m[b + FT.MIB_PEEKED] = 1;
    emitT(c, FACE_DOWN_PEEKED, seat, -1, m[b + FT.NPC_CARD]);
    return;
  }
  if (b < 0 || m[b + FT.ATTACKER_CARD] === -1) return;
  const n = m[b + FT.PEEKS];
  if (n >= FT.CAP_PEEKS) throw new CodeError('a fight frame\'s peeks exceed their capacity');
  const at = b + FT.PEEKS + 1 + n * FT.PEEK_STRIDE;
  m[at] = seat; m[at + 1] = m[b + FT.ATTACKER]; m[at + 2] = 1; m[at + 3] = 1; m[at + 4] = m[b + FT.ATTACKER_CARD];
  m[b + FT.PEEKS] = n + 1;
  emitT(c, FACE_DOWN_PEEKED, seat, -1, m[b + FT.ATTACKER_CARD]);
}

/** The offset of the atEnd section (its count) of the fight at `b`. */
export function atEndAtT(m: Int32Array, b: number): number {
  let p = b + FT.TAIL + 1;
  for (let i = 0, n = m[b + FT.TAIL]; i < n; i++) p += ENTRY_HEAD + m[p + 3];
  return p;
}

/**
 * onWin / atFightEnd: appends an entry (seat, effect, card, then the `recs[0..n)` ops records) to
 * the fight's onWin (`atEnd` false) or atEnd list, growing the frame in place (growFrameT).
 */
export function addPendingT(m: Int32Array, b: number, atEnd: boolean, seat: number, effect: number, card: number, recs: ArrayLike<number>, n: number): void {
  if (b < 0) return;
  const extra = ENTRY_HEAD + n;
  const frameEnd = b - FRAME_HEADER + m[b - FRAME_HEADER + 1];
  const endSection = atEndAtT(m, b);
  // Where the entry goes: the end of its list (onWin: just before atEnd's count; atEnd: the frame's end).
  const insert = atEnd ? frameEnd : endSection;
  growFrameT(m, b, extra);
  if (!atEnd) m.copyWithin(insert + extra, insert, frameEnd); // the atEnd section moves up
  m[insert] = seat; m[insert + 1] = effect; m[insert + 2] = card; m[insert + 3] = n;
  for (let i = 0; i < n; i++) m[insert + ENTRY_HEAD + i] = recs[i];
  if (atEnd) m[endSection]++; else m[b + FT.TAIL]++;
}

/** Shrinks the frame at body `b` to `size` ints after its header, moving the frames above down (growFrameT's inverse); the freed ints become 0. */
export function shrinkFrameT(m: Int32Array, b: number, size: number): void {
  const at = b - FRAME_HEADER, end = at + m[at + 1], heapEnd = m[L.HEAP_END];
  const less = m[at + 1] - FRAME_HEADER - size;
  if (less <= 0) return;
  m.copyWithin(end - less, end, heapEnd);
  for (let i = heapEnd - less; i < heapEnd; i++) m[i] = 0;
  m[at + 1] -= less;
  for (let i = 1, n = m[L.STACK]; i <= n; i++) if (m[L.STACK + i] > at) m[L.STACK + i] -= less;
  m[L.HEAP_END] = heapEnd - less;
}
