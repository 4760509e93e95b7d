// The fight frame's fixed layout (docs/engine-v2.md stage 3, "Fights"): its scalar fields, then
// the drawn fight cards, `winTies`, `legends` and the peeks at fixed places (lists: a length, then
// their places), then a variable tail: `onWin`'s entries (a count, then each entry: seat, effect,
// card, the size of its ops records, the records as effects-codec.ts writes them), then `atEnd`'s
// the same way. An effect that adds an entry grows the frame in place (move-frames.ts growFrameT).
// frames.ts imports this module; nothing here uses frames.ts while loading.
import type { FightFrame, FightKind, FightStep } from '../types.js';
import type { Op } from '../content/card-effects.js';
import type { CardId } from '../content/poker-cards.js';
import { CARD, codes, CodeError, EFFECT, FIGHT_CARD, SPACE } from './codes.js';
import { decodeOps, encodeOps } from './effects-codec.js';
import { readList, writeList } from './layout.js';

/** Fight kinds. */
export const FIGHT_KIND = codes<FightKind>('fightKind', ['duel', 'rob', 'arrest', 'bandit', 'guard', 'sheriff']);
/** Fight steps, in fight.ts's order. */
export const FIGHT_STEP = codes<FightStep>('fightStep', [
  'declared', 'startFight', 'sheriffWindow', 'sheriffDiscard', 'draw', 'npcChoose', 'attackerPlace', 'placed', 'targetRespond', 'reveal',
  'react', 'restart', 'cardEffect', 'result', 'end', 'fightEnd', 'closed',
]);

/** Caps of the fixed lists. */
const CAP_DRAWN = 4, CAP_TIES = 6, CAP_LEGENDS = 2, CAP_PEEKS = 4, CAP_PEEK_CARDS = 16;
/** A peek record: seat, of, faceDown, then its cards (a list). */
const PEEK_STRIDE = 3 + CAP_PEEK_CARDS + 1;

/**
 * The fight frame's offsets in its body: scalar fields (-1 for null; WINNER and MIB: -1 none,
 * 0 attacker, 1 target), the lists DRAWN (fight card codes), TIES, LEGENDS, the PEEKS (a count,
 * then CAP_PEEKS records of PEEK_STRIDE), then the variable tail from TAIL (onWin, then atEnd).
 */
export const FT = {
  KIND: 0, ATTACKER: 1, TARGET: 2, STEP: 3, HIDEOUT: 4, CHOOSER: 5, NPC_CARD: 6, ATTACKER_CARD: 7, BLIND: 8, TARGET_CARD: 9, REVEALED: 10,
  FLED: 11, ATTACKER_VALUE: 12, TARGET_VALUE: 13, WINNER: 14, NO_MARSHAL: 15, MOD_ON_ATTACKER: 16, MOD_ON_TARGET: 17, CANCELLED: 18,
  MIB: 19, MIB_PEEKED: 20, DRAWN: 21, TIES: 21 + CAP_DRAWN + 1, LEGENDS: 21 + CAP_DRAWN + CAP_TIES + 2,
  PEEKS: 21 + CAP_DRAWN + CAP_TIES + CAP_LEGENDS + 3, PEEK_STRIDE,
  TAIL: 21 + CAP_DRAWN + CAP_TIES + CAP_LEGENDS + 4 + CAP_PEEKS * PEEK_STRIDE,
  CAP_DRAWN, CAP_TIES, CAP_LEGENDS, CAP_PEEKS, CAP_PEEK_CARDS,
} as const;
/** Ints of an onWin/atEnd entry before its ops records: seat, effect, card, size of the records. */
export const ENTRY_HEAD = 4;

type Pending = FightFrame['onWin'][number];
const nul = (x: number | null): number => (x === null ? -1 : x);
const side = (x: 'attacker' | 'target' | null | undefined): number => (x === 'attacker' ? 0 : x === 'target' ? 1 : -1);
const sideAt = (x: number): 'attacker' | 'target' | null => (x === 0 ? 'attacker' : x === 1 ? 'target' : null);

function put(m: Int32Array, at: number, cap: number, xs: readonly number[], what: string): void {
  if (xs.length > cap) throw new CodeError(`a fight frame's ${what} of ${xs.length} (at most ${cap})`);
  writeList(m, at, cap, xs);
}

function encodeEntries(xs: readonly Pending[], out: number[]): void {
  out.push(xs.length);
  for (const e of xs) {
    const ops: number[] = [];
    encodeOps(e.ops, ops);
    out.push(e.seat, EFFECT.code(e.effect), e.card === null ? -1 : CARD.code(e.card), ops.length, ...ops);
  }
}

/** The entries of an onWin/atEnd section at `at`, and the offset after it. */
function decodeEntries(m: Int32Array, at: number): [Pending[], number] {
  const n = m[at];
  const out: Pending[] = [];
  let p = at + 1;
  for (let i = 0; i < n; i++) {
    const size = m[p + 3];
    const body = p + ENTRY_HEAD;
    out.push({ seat: m[p], effect: EFFECT.at(m[p + 1]), card: m[p + 2] === -1 ? null : CARD.at(m[p + 2]), ops: decodeOps(m, body, body + size) as Op[] });
    p = body + size;
  }
  return [out, p];
}

/** The fight frame's body ints (FT); a CodeError when a list exceeds its capacity. */
export function encodeFight(f: FightFrame): number[] {
  const m = new Int32Array(FT.TAIL);
  m[FT.KIND] = FIGHT_KIND.code(f.kind); m[FT.ATTACKER] = f.attacker; m[FT.TARGET] = nul(f.target); m[FT.STEP] = FIGHT_STEP.code(f.step);
  m[FT.HIDEOUT] = f.hideout === null ? -1 : SPACE.code(f.hideout); m[FT.CHOOSER] = nul(f.chooser);
  m[FT.NPC_CARD] = f.npcCard === null ? -1 : FIGHT_CARD.code(f.npcCard);
  m[FT.ATTACKER_CARD] = f.attackerCard === null ? -1 : CARD.code(f.attackerCard); m[FT.BLIND] = f.blind ? 1 : 0;
  m[FT.TARGET_CARD] = f.targetCard === null ? -1 : CARD.code(f.targetCard); m[FT.REVEALED] = f.revealed ? 1 : 0; m[FT.FLED] = f.fled ? 1 : 0;
  m[FT.ATTACKER_VALUE] = f.attackerValue; m[FT.TARGET_VALUE] = f.targetValue; m[FT.WINNER] = side(f.winner);
  m[FT.NO_MARSHAL] = f.noMarshal ? 1 : 0; m[FT.MOD_ON_ATTACKER] = f.modOnAttacker; m[FT.MOD_ON_TARGET] = f.modOnTarget;
  m[FT.CANCELLED] = f.cancelled ? 1 : 0; m[FT.MIB] = side(f.mib); m[FT.MIB_PEEKED] = f.mibPeeked ? 1 : 0;
  put(m, FT.DRAWN, CAP_DRAWN, f.drawn.map((c) => FIGHT_CARD.code(c)), 'drawn cards');
  put(m, FT.TIES, CAP_TIES, f.winTies, 'winTies');
  put(m, FT.LEGENDS, CAP_LEGENDS, f.legends, 'legends');
  if (f.peeks.length > CAP_PEEKS) throw new CodeError(`a fight frame's ${f.peeks.length} peeks (at most ${CAP_PEEKS})`);
  m[FT.PEEKS] = f.peeks.length;
  f.peeks.forEach((p, i) => {
    const at = FT.PEEKS + 1 + i * PEEK_STRIDE;
    m[at] = p.seat; m[at + 1] = p.of; m[at + 2] = p.faceDown ? 1 : 0;
    put(m, at + 3, CAP_PEEK_CARDS, p.cards.map((c) => CARD.code(c)), 'peeked cards');
  });
  const out = [...m];
  encodeEntries(f.onWin, out);
  encodeEntries(f.atEnd, out);
  return out;
}

/** The fight frame whose body is at `a` (FT), with fight.ts `frame`'s key order. */
export function decodeFight(m: Int32Array, a: number): FightFrame {
  const card = (x: number): CardId | null => (x === -1 ? null : CARD.at(x));
  const peeks: FightFrame['peeks'] = [];
  for (let i = 0; i < m[a + FT.PEEKS]; i++) {
    const at = a + FT.PEEKS + 1 + i * PEEK_STRIDE;
    const p: FightFrame['peeks'][number] = { seat: m[at], of: m[at + 1], cards: readList(m, at + 3).map((c) => CARD.at(c)) };
    if (m[at + 2] === 1) p.faceDown = true;
    peeks.push(p);
  }
  const [onWin, next] = decodeEntries(m, a + FT.TAIL);
  const [atEnd] = decodeEntries(m, next);
  const f: FightFrame = {
    k: 'fight', kind: FIGHT_KIND.at(m[a + FT.KIND]), attacker: m[a + FT.ATTACKER], target: m[a + FT.TARGET] === -1 ? null : m[a + FT.TARGET],
    step: FIGHT_STEP.at(m[a + FT.STEP]), hideout: m[a + FT.HIDEOUT] === -1 ? null : SPACE.at(m[a + FT.HIDEOUT]),
    chooser: m[a + FT.CHOOSER] === -1 ? null : m[a + FT.CHOOSER], drawn: readList(m, a + FT.DRAWN).map((c) => FIGHT_CARD.at(c)),
    npcCard: m[a + FT.NPC_CARD] === -1 ? null : FIGHT_CARD.at(m[a + FT.NPC_CARD]), attackerCard: card(m[a + FT.ATTACKER_CARD]),
    blind: m[a + FT.BLIND] === 1, targetCard: card(m[a + FT.TARGET_CARD]), revealed: m[a + FT.REVEALED] === 1, fled: m[a + FT.FLED] === 1,
    attackerValue: m[a + FT.ATTACKER_VALUE], targetValue: m[a + FT.TARGET_VALUE], winner: sideAt(m[a + FT.WINNER]), peeks,
    noMarshal: m[a + FT.NO_MARSHAL] === 1, modOnAttacker: m[a + FT.MOD_ON_ATTACKER], modOnTarget: m[a + FT.MOD_ON_TARGET],
    winTies: readList(m, a + FT.TIES), legends: readList(m, a + FT.LEGENDS), onWin, atEnd, cancelled: m[a + FT.CANCELLED] === 1,
  };
  const mib = sideAt(m[a + FT.MIB]);
  if (mib !== null) f.mib = mib;
  if (m[a + FT.MIB_PEEKED] === 1) f.mibPeeked = true;
  return f;
}
