// Losses a reaction may change (interrupts.ts, R2.6, R2.10) for the typed engine: wounds (the
// W.wound window, then the wounds that remain, then Doc Holliday's draw) and money or nuggets about
// to be lost (the W.loseGoods window, then the loss, the taker keeping what fits), with the same
// changes, windows and events in the same order as interrupts.ts, and `pushWound` (effects.ts).
// Frame layouts (frames.ts `encode`): wound = seat, n, uncancellable, WHY, stage (0 window, 1
// apply); loseGoods = seat, money, nuggets, to (-1: none), WHY, stage, protected.
import { ABILITIES } from '../content/abilities.js';
import { CHARACTER, WHY, WINDOW } from './codes.js';
import { emitT, type TypedCtx } from './ctx.js';
import { E } from './events.js';
import { FRAME_KIND, NO_SRC } from './frames.js';
import { automaticT, type TypedHandler } from './handler.js';
import { hasAbilityT, usedT } from './abilities.js';
import * as L from './layout.js';
import { drawCardsT, gainMoneyT, gainNuggetsT, loseMoneyT, loseNuggetsT, takeWoundsT } from './ops.js';
import { popFrameT, pushFrameT } from './stack.js';
import { openWindowT } from './windows.js';

/** A wound frame's fields (body offsets). */
export const WD_SEAT = 0, WD_N = 1, WD_UNCANCELLABLE = 2, WD_WHY = 3, WD_STAGE = 4, WD_SIZE = 5;
/** A loseGoods frame's fields (body offsets). */
export const LG_SEAT = 0, LG_MONEY = 1, LG_NUGGETS = 2, LG_TO = 3, LG_WHY = 4, LG_STAGE = 5, LG_PROTECTED = 6, LG_SIZE = 7;
/** The `stage` values of both frames. */
const WINDOW_STAGE = 0, APPLY_STAGE = 1;

const WOUND = FRAME_KIND.code('wound'), LOSE_GOODS = FRAME_KIND.code('loseGoods');
const W_WOUND = WINDOW.code('W.wound'), W_LOSE_GOODS = WINDOW.code('W.loseGoods');
const DOC = CHARACTER.code('doc-holliday'), WHY_DOC = WHY.code('doc-holliday');
const DOC_DRAW = ABILITIES['doc-holliday'].params.draw!;
/** `[seat]` for each seat: a window's seats, made once. */
const ONE_SEAT: readonly (readonly number[])[] = Array.from({ length: L.MAX_SEATS }, (_, seat) => [seat]);

/** Pushes the W.wound window and then the wounds themselves (effects.ts `pushWound`, R2.6); `why` a WHY code. */
export function pushWoundT(c: TypedCtx, seat: number, n: number, why: number, uncancellable = false): void {
  const f = pushFrameT(c.m, WOUND, WD_SIZE);
  const m = c.m;
  m[f + WD_SEAT] = seat; m[f + WD_N] = n; m[f + WD_UNCANCELLABLE] = uncancellable ? 1 : 0; m[f + WD_WHY] = why;
  // the stage stays 0: 'window'
}

/** Pushes goods about to be lost by `seat` to `to` (-1: to the supply), at the window stage, not protected; `why` a WHY code. */
export function pushLoseGoodsT(c: TypedCtx, seat: number, money: number, nuggets: number, to: number, why: number): void {
  const f = pushFrameT(c.m, LOSE_GOODS, LG_SIZE);
  const m = c.m;
  m[f + LG_SEAT] = seat; m[f + LG_MONEY] = money; m[f + LG_NUGGETS] = nuggets; m[f + LG_TO] = to; m[f + LG_WHY] = why;
}

/** After a wound event: Doc Holliday draws when he actually gained wounds (abilities.ts `woundAbilities`, R18). */
function woundAbilitiesT(c: TypedCtx, seat: number, gained: number): void {
  if (gained < 1 || !hasAbilityT(c.m, seat, DOC)) return;
  usedT(c, seat, DOC, gained);
  drawCardsT(c, seat, DOC_DRAW, WHY_DOC);
}

/** Wounds: the wounded player's window, then the wounds that remain (R2.6). */
export const woundHandlerT: TypedHandler = automaticT((c, f) => {
  const m = c.m, seat = m[f + WD_SEAT];
  if (m[f + WD_STAGE] === WINDOW_STAGE) {
    m[f + WD_STAGE] = APPLY_STAGE;
    if (m[f + WD_N] > 0 && m[L.playerAt(seat) + L.P_WOUNDS] < 3) openWindowT(c, W_WOUND, ONE_SEAT[seat], NO_SRC);
    return;
  }
  const n = m[f + WD_N], why = m[f + WD_WHY];
  popFrameT(m);
  woundAbilitiesT(c, seat, takeWoundsT(c, seat, n, why));
});

/** Goods about to be lost: the loser's window, then the loss, and the taker keeps what fits (R2.10). */
export const loseGoodsHandlerT: TypedHandler = automaticT((c, f) => {
  const m = c.m, seat = m[f + LG_SEAT];
  const money = m[f + LG_MONEY], nuggets = m[f + LG_NUGGETS];
  if (m[f + LG_STAGE] === WINDOW_STAGE) {
    m[f + LG_STAGE] = APPLY_STAGE;
    if (money > 0 || nuggets > 0) openWindowT(c, W_LOSE_GOODS, ONE_SEAT[seat], NO_SRC);
    return;
  }
  const to = m[f + LG_TO], why = m[f + LG_WHY], isProtected = m[f + LG_PROTECTED] === 1;
  popFrameT(m);
  if (isProtected) {
    emitT(c, E.goodsProtected, seat, -1, money, nuggets, why);
    return;
  }
  const lostMoney = loseMoneyT(c, seat, money, why);
  const lostNuggets = loseNuggetsT(c, seat, nuggets, why);
  if (to === -1) return;
  if (lostMoney > 0) gainMoneyT(c, to, lostMoney, why);
  if (lostNuggets > 0) gainNuggetsT(c, to, lostNuggets, why);
  if (lostMoney > 0 || lostNuggets > 0) emitT(c, E.goodsTaken, to, seat, lostMoney, lostNuggets, why);
});
