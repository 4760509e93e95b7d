// The General Store (store.ts, R6.1–R6.3, R16) for the typed engine: a Buy or Upgrade action opens
// the shopping session (the shop frame) after its first purchase, then the player buys more or
// finishes. The shop frame's ints (frames.ts `encode`): the seat, the space (SPACE code). The list
// of purchases is list-store.ts `shopActionsT`. The same changes and events, in the same order.
import { itemDef } from '../content/items.js';
import { A, argsOf, code, kindOf } from './action-codes.js';
import { ITEM, WHY } from './codes.js';
import { emitT, type TypedCtx } from './ctx.js';
import { E } from './events.js';
import { FRAME_KIND } from './frames.js';
import { promptsT, type TypedHandler } from './handler.js';
import * as L from './layout.js';
import { shopActionsT } from './list-store.js';
import { gainItemT, loseMoneyT } from './ops.js';
import { popFrameT, pushFrameT } from './stack.js';

/** Offsets in a shop frame's body. */
const SEAT = 0, AT = 1;
/** Ints of a shop frame's body. */
const SHOP_SIZE = 2;
const SHOP = FRAME_KIND.code('shop');
const FINISH = code(A.finishShopping);
const WHY_BUY = WHY.code('buy'), WHY_UPGRADE = WHY.code('upgrade');
/** Item kinds by item code: 0 weapon, 1 mount, 2 misc. */
const KIND = Int8Array.from(ITEM.values, (id) => ['weapon', 'mount', 'misc'].indexOf(itemDef(id).kind));
/** Each item's price by item code. */
const COST = Int32Array.from(ITEM.values, (id) => itemDef(id).cost);
const SHOP_PROMPTS = promptsT('shop', 'R6.1');

/** Performs one purchase or upgrade of `action` (a Buy or Upgrade code) for the seat (store.ts `shop`). */
export function shopT(c: TypedCtx, seat: number, action: number): void {
  const m = c.m, o = L.playerAt(seat), k = kindOf(action), x = argsOf(action);
  if (k === A.buy) {
    const item = x & 0xff, activate = x >> 8, cost = COST[item];
    loseMoneyT(c, seat, cost, WHY_BUY);
    gainItemT(c, seat, item, false);
    L.listPush(m, L.T_BOUGHT, item);
    emitT(c, E.itemBought, seat, item, m[o + L.P_POS], cost, activate);
    if (activate === 1 && KIND[item] === 0) m[o + L.P_WEAPON] = item;
    if (activate === 1 && KIND[item] === 1) m[o + L.P_MOUNT] = item;
  } else if (k === A.upgrade) {
    const item = x, cost = COST[item];
    loseMoneyT(c, seat, cost, WHY_UPGRADE);
    const items = o + L.P_ITEMS;
    for (let i = 1; i <= m[items]; i++) {
      if (m[items + i] >> 1 === item) { m[items + i] |= 1; break; } // the first copy, as v1's `find`
    }
    emitT(c, E.itemUpgraded, seat, item, m[o + L.P_POS], cost);
  }
}

/** Opens the shopping session, then makes its first purchase (store.ts `startShopping`, after the action is spent). */
export function startShoppingT(c: TypedCtx, seat: number, action: number): void {
  const f = pushFrameT(c.m, SHOP, SHOP_SIZE);
  c.m[f + SEAT] = seat;
  c.m[f + AT] = c.m[L.playerAt(seat) + L.P_POS];
  shopT(c, seat, action);
}

/** The shopping session (store.ts `shopHandler`): finish first, then every purchase and upgrade the seat can pay for (R6.1). */
export const shopHandlerT: TypedHandler = {
  prompt: (m, f) => SHOP_PROMPTS[m[f + SEAT]],
  legal(m, f, out) {
    out[0] = FINISH;
    return shopActionsT(m, m[f + SEAT], out, 1);
  },
  apply(c, f, action) {
    if (action === FINISH) popFrameT(c.m);
    else shopT(c, c.m[f + SEAT], action);
  },
  run: () => undefined,
};
