// Prospecting at a Mine (R6.5, CONTENT.md §1): roll, chain gold dust, the Prospector's Map
// reroll, then collect the final faces.
import { emit, type Ctx } from './ctx.js';
import { DICE, type DieFace } from './content/dice.js';
import { automatic } from './frame.js';
import { gainMoney, gainNuggets, owns, player } from './ops.js';
import { randInt } from './rng.js';
import { source } from './effects.js';
import { pop, push } from './stack.js';
import { openWindow } from './windows.js';
import type { MineFrame, Seat } from './types.js';

/** Rolls one die until it shows a final face; each gold dust gives $10 at once (CONTENT.md §1 step 2). */
export function rollDie(ctx: Ctx, m: MineFrame, die: 0 | 1): DieFace {
  for (;;) {
    const face = DICE[die][randInt(ctx.s.rng, 6)];
    if (face !== 'gold-dust') return face;
    m.money += gainMoney(ctx, m.seat, 10, 'gold-dust');
  }
}

/** Starts a Mine action: both dice rolled and chained (R6.5). */
export function startMine(ctx: Ctx, seat: Seat): void {
  const m: MineFrame = { k: 'mine', seat, faces: ['gravel', 'gravel'], money: 0, at: player(ctx.s, seat).pos!, mapDone: false };
  m.faces = [rollDie(ctx, m, 0), rollDie(ctx, m, 1)];
  emit(ctx, { type: 'diceRolled', seat, data: { faces: [...m.faces] } });
  push(ctx.s, m);
}

/** Collects the final faces of both dice: nuggets and $10 per tailings (step 4). */
export function collectMine(ctx: Ctx, m: MineFrame): void {
  let nuggets = 0;
  for (const face of m.faces) {
    if (face === 'nugget') nuggets += gainNuggets(ctx, m.seat, 1, 'mine');
    if (face === 'tailings') m.money += gainMoney(ctx, m.seat, 10, 'mine');
  }
  emit(ctx, { type: 'prospected', seat: m.seat, data: { at: m.at, faces: m.faces, nuggets, money: m.money } });
}

/** The Mine frame: the map's optional reroll, then collection, then `W.mineDone`. */
export const mineHandler = automatic<MineFrame>((ctx, m) => {
  if (!m.mapDone) {
    m.mapDone = true;
    if (owns(player(ctx.s, m.seat), 'prospectors-map')) {
      push(ctx.s, { k: 'choice', seat: m.seat, kind: 'prospectorsMap', options: ['keep', 'reroll1', 'reroll2'], about: null });
    }
    return;
  }
  pop(ctx.s);
  collectMine(ctx, m);
  openWindow(ctx, 'W.mineDone', [m.seat], source()); // Lucky Strike
});
