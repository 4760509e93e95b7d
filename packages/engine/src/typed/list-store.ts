// The General Store's list (store.ts `shopActions`, R6.1–R6.3, R2.7, R16) for the typed engine:
// every purchase and upgrade the player can pay for now, as action codes in store.ts's order.
import { ITEM_IDS, itemDef, MAX_MISC } from '../content/items.js';
import { A, code } from './action-codes.js';
import { ITEM } from './codes.js';
import * as L from './layout.js';

/** Item kinds: 0 weapon, 1 mount, 2 misc. */
const WEAPON = 0, MISC = 2;
/** Each item's kind by item code. */
const KIND = Uint8Array.from(ITEM.values, (id) => ['weapon', 'mount', 'misc'].indexOf(itemDef(id).kind));
/** Each item's price by item code. */
const COST = Int32Array.from(ITEM.values, (id) => itemDef(id).cost);
for (let k = 0; k < ITEM_IDS.length; k++) if (ITEM.code(ITEM_IDS[k]) !== k) throw new Error('item codes are not in ITEM_IDS order');

/** The code of a Buy of the item (code), made active at once or not. */
export const buyCode = (item: number, activate: boolean): number => code(A.buy, item | ((activate ? 1 : 0) << 8));
/** The code of an Upgrade of the item (code). */
export const upgradeCode = (item: number): number => code(A.upgrade, item);

/** Appends to `out` from index `n` the codes of every purchase and upgrade the seat can pay for now (store.ts `shopActions`); returns the new length. */
export function shopActionsT(m: Int32Array, seat: number, out: Int32Array, n: number): number {
  const p = L.playerAt(seat), items = p + L.P_ITEMS, owned = m[items], money = m[p + L.P_MONEY];
  let misc = 0;
  for (let i = 1; i <= owned; i++) if (KIND[m[items + i] >> 1] === MISC) misc++;
  for (let k = 0; k < ITEM_IDS.length; k++) {
    const kind = KIND[k], cost = COST[k];
    let found = -1; // the first owned copy: item code × 2 + 1 when upgraded
    for (let i = 1; i <= owned; i++) if (m[items + i] >> 1 === k) { found = m[items + i]; break; }
    if (found === -1) {
      if (cost > money || (kind === MISC && misc >= MAX_MISC) || m[L.STORE + k] <= 0) continue;
      if (kind === MISC) out[n++] = buyCode(k, false);
      else {
        // A newly bought weapon or mount may become active at once (R6.2); with none active it must.
        out[n++] = buyCode(k, true);
        if (m[p + (kind === WEAPON ? L.P_WEAPON : L.P_MOUNT)] !== -1) out[n++] = buyCode(k, false);
      }
    } else if (kind !== MISC && (found & 1) === 0 && cost <= money) {
      out[n++] = upgradeCode(k);
    }
  }
  return n;
}
