// Losses that a reaction may change: wounds (W.wound, Dodge) and money or nuggets about to be
// lost to a Rob, an Arrest or Pickpocket (W.loseGoods, Fool's Gold).
import { woundAbilities } from './abilities.js';
import { emit } from './ctx.js';
import { automatic } from './frame.js';
import { gainMoney, gainNuggets, loseMoney, loseNuggets, player, takeWounds } from './ops.js';
import { pop } from './stack.js';
import { source } from './effects.js';
import type { LoseGoodsFrame, WoundFrame } from './types.js';
import { openWindow } from './windows.js';

/** Wounds: the wounded player's window, then the wounds that remain (R2.6). */
export const woundHandler = automatic<WoundFrame>((ctx, f) => {
  if (f.stage === 'window') {
    f.stage = 'apply';
    if (f.n > 0 && player(ctx.s, f.seat).wounds < 3) openWindow(ctx, 'W.wound', [f.seat], source());
    return;
  }
  pop(ctx.s);
  woundAbilities(ctx, f.seat, takeWounds(ctx, f.seat, f.n, f.why)); // Doc Holliday (R18)
});

/** Goods about to be lost: the loser's window, then the loss, and the taker keeps what fits (R2.10). */
export const loseGoodsHandler = automatic<LoseGoodsFrame>((ctx, f) => {
  if (f.stage === 'window') {
    f.stage = 'apply';
    if (f.money > 0 || f.nuggets > 0) openWindow(ctx, 'W.loseGoods', [f.seat], source());
    return;
  }
  pop(ctx.s);
  if (f.protected) {
    emit(ctx, { type: 'goodsProtected', seat: f.seat, data: { money: f.money, nuggets: f.nuggets, why: f.why } });
    return;
  }
  const money = loseMoney(ctx, f.seat, f.money, f.why);
  const nuggets = loseNuggets(ctx, f.seat, f.nuggets, f.why);
  if (f.to !== null) {
    if (money > 0) gainMoney(ctx, f.to, money, f.why);
    if (nuggets > 0) gainNuggets(ctx, f.to, nuggets, f.why);
    if (money > 0 || nuggets > 0) emit(ctx, { type: 'goodsTaken', seat: f.to, data: { from: f.seat, money, nuggets, why: f.why } });
  }
});
