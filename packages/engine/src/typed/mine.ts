// Prospecting at a Mine (mine.ts, R6.5, CONTENT.md §1) for the typed engine: both dice rolled and
// chained (each gold dust gives $10 and rolls again), the Prospector's Map's reroll offered, then
// the final faces collected and W.mineDone opened. The mine frame's ints (frames.ts `encode`): the
// seat, the two faces (DIE_FACE codes), the money gained so far, the space, 1 once the map's turn
// has passed. The map's choice frame is pushed here and decided by the choice frames' module.
import { DICE } from '../content/dice.js';
import { ITEM, WHY, WINDOW } from './codes.js';
import { emitT, type TypedCtx } from './ctx.js';
import { E } from './events.js';
import { CHOICE_KIND, CHOICE_OPTION, DIE_FACE, FRAME_KIND, NO_SRC, SRC_SIZE } from './frames.js';
import { automaticT, type TypedHandler } from './handler.js';
import * as L from './layout.js';
import { gainMoneyT, gainNuggetsT, ownsT } from './ops.js';
import { randIntT } from './rng.js';
import { popFrameT, pushFrameT } from './stack.js';
import { openWindowT } from './windows.js';

/** Offsets in a mine frame's body. */
const SEAT = 0, FACES = 1, MONEY = 3, AT = 4, MAP_DONE = 5;
/** Where a mine frame's two faces are, in its body. */
export const MINE_FACES = FACES;
/** Ints of a mine frame's body. */
const MINE_SIZE = 6;
const MINE = FRAME_KIND.code('mine'), CHOICE = FRAME_KIND.code('choice');
/** The two dice's faces as DIE_FACE codes. */
const DICE_T: readonly Int32Array[] = DICE.map((die) => Int32Array.from(die, (face) => DIE_FACE.code(face)));
const NUGGET = DIE_FACE.code('nugget'), TAILINGS = DIE_FACE.code('tailings'), GOLD_DUST = DIE_FACE.code('gold-dust');
const WHY_GOLD_DUST = WHY.code('gold-dust'), WHY_MINE = WHY.code('mine');
const MAP = ITEM.code('prospectors-map');
const W_MINE_DONE = WINDOW.code('W.mineDone');
/** `[seat]` for each seat: the seats of W.mineDone, made once. */
const ONE_SEAT: readonly (readonly number[])[] = Array.from({ length: L.MAX_SEATS }, (_, seat) => [seat]);
/** The map's choice: its kind and options (mine.ts: keep, reroll1, reroll2). */
const MAP_KIND = CHOICE_KIND.code('prospectorsMap');
const MAP_OPTIONS: readonly number[] = (['keep', 'reroll1', 'reroll2'] as const).map((o) => CHOICE_OPTION.code(o));
/** Offsets in a choice frame's body (frames.ts): seat, kind, about, has a source, the source, the number of options, the options. */
const CH_SEAT = 0, CH_KIND = 1, CH_ABOUT = 2, CH_N = 4 + SRC_SIZE, CH_OPTIONS = 5 + SRC_SIZE;

/** Rolls die 0 or 1 of the mine frame at `f` until it shows a final face, which it returns (DIE_FACE code); each gold dust gives $10 at once, added to the frame's money (mine.ts `rollDie`). */
export function rollDieT(c: TypedCtx, f: number, die: number): number {
  const m = c.m, faces = DICE_T[die];
  for (;;) {
    const face = faces[randIntT(m, 6)];
    if (face !== GOLD_DUST) return face;
    m[f + MONEY] += gainMoneyT(c, m[f + SEAT], 10, WHY_GOLD_DUST);
  }
}

/** Starts a Mine action: the mine frame pushed, both dice rolled and chained (mine.ts `startMine`, after the action is spent). */
export function startMineT(c: TypedCtx, seat: number): void {
  const m = c.m;
  // Pushed before the rolls (v1 pushes after): nothing the rolls do reads the stack, so the ints are the same.
  const f = pushFrameT(m, MINE, MINE_SIZE);
  m[f + SEAT] = seat;
  m[f + AT] = m[L.playerAt(seat) + L.P_POS];
  m[f + FACES] = rollDieT(c, f, 0);
  m[f + FACES + 1] = rollDieT(c, f, 1);
  emitT(c, E.diceRolled, seat, -1, m[f + FACES], m[f + FACES + 1]);
}

/** Collects the final faces of the mine frame at `f` (still on the heap): a nugget per nugget face, $10 per tailings (mine.ts `collectMine`, step 4). */
export function collectMineT(c: TypedCtx, f: number): void {
  const m = c.m, seat = m[f + SEAT];
  let nuggets = 0;
  for (let die = 0; die < 2; die++) {
    const face = m[f + FACES + die];
    if (face === NUGGET) nuggets += gainNuggetsT(c, seat, 1, WHY_MINE);
    if (face === TAILINGS) m[f + MONEY] += gainMoneyT(c, seat, 10, WHY_MINE);
  }
  emitT(c, E.prospected, seat, m[f + FACES] * 4 + m[f + FACES + 1], m[f + AT], nuggets, m[f + MONEY]);
}

/** Pushes the Prospector's Map's choice (keep, reroll1, reroll2) for the seat, in the fixed choice layout. */
function pushMapChoiceT(m: Int32Array, seat: number): void {
  const ch = pushFrameT(m, CHOICE, CH_OPTIONS + MAP_OPTIONS.length);
  m[ch + CH_SEAT] = seat;
  m[ch + CH_KIND] = MAP_KIND;
  m[ch + CH_ABOUT] = -1; // no source: its flag and six ints stay 0
  m[ch + CH_N] = MAP_OPTIONS.length;
  for (let i = 0; i < MAP_OPTIONS.length; i++) m[ch + CH_OPTIONS + i] = MAP_OPTIONS[i];
}

/** The mine frame (mine.ts `mineHandler`): the map's optional reroll, then collection, then W.mineDone (Lucky Strike). */
export const mineHandlerT: TypedHandler = automaticT((c, f) => {
  const m = c.m, seat = m[f + SEAT];
  if (m[f + MAP_DONE] === 0) {
    m[f + MAP_DONE] = 1;
    if (ownsT(m, seat, MAP)) pushMapChoiceT(m, seat);
    return;
  }
  // v1 pops, then collects from the popped frame: collecting first reads the frame before its ints are cleared, with the same result.
  collectMineT(c, f);
  popFrameT(m);
  openWindowT(c, W_MINE_DONE, ONE_SEAT[seat], NO_SRC);
});
