// The General Store (R6.1–R6.3, R16): buying and upgrading in one action.
import { emit, type Ctx } from './ctx.js';
import { ITEM_IDS, itemDef, MAX_MISC, type ItemId } from './content/items.js';
import { promptsOf, type FrameHandler } from './frame.js';
import { gainItem, loseMoney, player } from './ops.js';
import { pop, push } from './stack.js';
import { ACT, shared } from './listed.js';
import type { Action, GameState, OwnedItem, PlayerState, Seat, ShopFrame } from './types.js';

/** The active item of a kind ('weapon' or 'mount'). */
function activeOf(p: PlayerState, kind: 'weapon' | 'mount'): ItemId | null {
  return kind === 'weapon' ? p.activeWeapon : p.activeMount;
}

/** Every purchase and upgrade the player can pay for now (R6.1, R2.7). */
export function shopActions(s: GameState, seat: Seat): Action[] {
  const p = player(s, seat);
  const out: Action[] = [];
  let misc = 0;
  for (const i of p.items) if (itemDef(i.id).kind === 'misc') misc++;
  for (let k = 0; k < ITEM_IDS.length; k++) {
    const id = ITEM_IDS[k];
    const def = itemDef(id);
    let owned: OwnedItem | undefined;
    for (const i of p.items) if (i.id === id) { owned = i; break; }
    if (!owned) {
      // The store's count last: a lookup by a varying key, needed only for what the player can afford.
      if (def.cost > p.money || (def.kind === 'misc' && misc >= MAX_MISC) || s.store[id] <= 0) continue;
      if (def.kind === 'misc') out.push(BUY[2 * k]);
      else {
        // A newly bought weapon or mount may become active at once (R6.2); with none active it must.
        out.push(BUY[2 * k + 1]);
        if (activeOf(p, def.kind) !== null) out.push(BUY[2 * k]);
      }
    } else if (def.kind !== 'misc' && !owned.upgraded && def.cost <= p.money) {
      out.push(UPGRADE[k]);
    }
  }
  return out;
}

/** The shared `{ type: 'buy', item, activate }` actions by item index: activate false at 2k, true at 2k + 1. */
const BUY: readonly Action[] = ITEM_IDS.flatMap((item) => [shared({ type: 'buy', item, activate: false }), shared({ type: 'buy', item, activate: true })]);
/** The shared `{ type: 'upgrade', item }` actions by item index. */
const UPGRADE: readonly Action[] = ITEM_IDS.map((item) => shared({ type: 'upgrade', item }));

/** Performs one purchase or upgrade. */
export function shop(ctx: Ctx, seat: Seat, a: Action): void {
  const p = player(ctx.s, seat);
  if (a.type === 'buy') {
    const def = itemDef(a.item);
    loseMoney(ctx, seat, def.cost, 'buy');
    gainItem(ctx, seat, a.item, false);
    ctx.s.turn.bought.push(a.item);
    emit(ctx, { type: 'itemBought', seat, kind: a.item, data: { at: p.pos, cost: def.cost, activate: a.activate } });
    if (a.activate && def.kind === 'weapon') p.activeWeapon = a.item;
    if (a.activate && def.kind === 'mount') p.activeMount = a.item;
  } else if (a.type === 'upgrade') {
    const def = itemDef(a.item);
    loseMoney(ctx, seat, def.cost, 'upgrade');
    p.items.find((i) => i.id === a.item)!.upgraded = true;
    emit(ctx, { type: 'itemUpgraded', seat, kind: a.item, data: { at: p.pos, cost: def.cost } });
  }
}

/** Opens the shopping session after its first purchase, so a Buy action never buys nothing. */
export function startShopping(ctx: Ctx, seat: Seat, first: Action): void {
  push(ctx.s, { k: 'shop', seat, at: player(ctx.s, seat).pos! });
  shop(ctx, seat, first);
}

const SHOP_PROMPTS = promptsOf('shop', 'R6.1');

/** The shopping session: more purchases, or finish (R6.1). */
export const shopHandler: FrameHandler<ShopFrame> = {
  prompt: (_s, f) => SHOP_PROMPTS[f.seat],
  legal: (s, f) => [ACT.finishShopping, ...shopActions(s, f.seat)],
  apply(ctx, f, a) {
    if (a.type === 'finishShopping') pop(ctx.s);
    else shop(ctx, f.seat, a);
  },
  run: () => undefined,
};
