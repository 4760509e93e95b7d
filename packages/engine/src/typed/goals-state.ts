// The Goal variant's state goals (goals.ts `stateHolds`, `statOf`) for the typed engine: an S
// goal holds when every listed stat of the seat is at least its minimum (and, with `outside`, the
// mini is outside a town).
import { countsForStat, GOAL_CARDS, type GoalStat } from '../content/goals.js';
import { SPACES } from '../content/map.js';
import { GOAL, ITEM, SPACE } from './codes.js';
import * as L from './layout.js';

const byId = new Map(SPACES.map((s) => [s.id, s]));
const IN_TOWN = SPACE.values.map((id) => byId.get(id)!.inTown);
const ITEM_STATS: readonly GoalStat[] = ['miscItems', 'mounts', 'upgradedWeapons', 'tenGallon', 'upgradedRifle'];
/** Per item stat, 1 for each owned-item code (item × 2 + upgraded) that counts toward it. */
const COUNTS = new Map(ITEM_STATS.map((stat) => [stat, Uint8Array.from({ length: ITEM.values.length * 2 },
  (_, x) => (countsForStat(stat, { id: ITEM.at(x >> 1), upgraded: (x & 1) === 1 }) ? 1 : 0))]));
const COND = GOAL.values.map((id) => GOAL_CARDS[id].condition);

/** The value of one S-goal stat for a seat (goals.ts `statOf`). */
export function statOfT(m: Int32Array, seat: number, stat: GoalStat): number {
  const p = L.playerAt(seat);
  switch (stat) {
    case 'marshal': return m[p + L.P_MARSHAL];
    case 'wanted': return m[p + L.P_WANTED];
    case 'hand': return m[p + L.P_HAND];
    case 'money': return m[p + L.P_MONEY];
    case 'nuggets': return m[p + L.P_NUGGETS];
    case 'storiesWithDisc': {
      let k = 0;
      if (m[L.STORIES] !== -1 && L.listIndexOf(m, L.STORY_DISCS_0, seat) !== -1) k++;
      if (m[L.STORIES + 1] !== -1 && L.listIndexOf(m, L.STORY_DISCS_1, seat) !== -1) k++;
      return k;
    }
    default: {
      const counts = COUNTS.get(stat)!;
      let k = 0;
      for (let i = 1; i <= m[p + L.P_ITEMS]; i++) k += counts[m[p + L.P_ITEMS + i]];
      return k;
    }
  }
}

/** True when S goal `goal` (a GOAL code) holds for a seat now (goals.ts `stateHolds`). */
export function stateHoldsT(m: Int32Array, seat: number, goal: number): boolean {
  const c = COND[goal];
  if (c.kind !== 'S') return false;
  const pos = m[L.playerAt(seat) + L.P_POS];
  if (c.outside && (pos === -1 || IN_TOWN[pos])) return false;
  for (const r of c.all) if (statOfT(m, seat, r.stat) < r.min) return false;
  return true;
}
