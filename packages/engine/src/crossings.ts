// Bloody Knife's mesa crossings (R5.2, R5.7, CONTENT.md §6): the routes that cross a mesa, their
// Move actions, memoised like plain walks (routes.ts) by what the position can change.
import { hasAbility } from './abilities.js';
import { distanceTable, MESAS, NEIGHBOR_INDEX, SPACE_IDS, SPACE_INDEX, type SpaceId } from './content/map.js';
import { shared } from './listed.js';
import { BoundedMemo } from './memo.js';
import { player } from './ops.js';
import { walkKey } from './routes.js';
import type { Action, GameState, PlayerState, Seat } from './types.js';

/** A route that crosses mesas: its final space, the number of crossings and the spaces walked (mesas left out). */
export interface CrossingRoute { to: SpaceId; crossings: number; path: SpaceId[] }

const MESA_BORDERS: readonly (readonly number[])[] = MESAS.map((m) => m.borders.map((b) => SPACE_INDEX.get(b)!).sort((a, b) => a - b));

/**
 * Distances between spaces by index (`a * n + b`, 255 when unreachable) when mesas may be crossed:
 * a mesa is one more node, one step from each of its bordering spaces. No crossing walk reaches a
 * space sooner, so walkKey may leave out what stands farther (see walkKey).
 */
const CROSSING_DISTANCES: Uint8Array = distanceTable((v) => {
  const n = SPACE_IDS.length;
  return v < n ? [...NEIGHBOR_INDEX[v], ...MESA_BORDERS.flatMap((b, m) => (b.includes(v) ? [n + m] : []))] : MESA_BORDERS[v - n];
});

/**
 * Bloody Knife's routes that cross a mesa at least once (CONTENT.md §6): from a bordering space
 * into the mesa (1 step) and out to another bordering space of the same mesa (1 step), never
 * ending inside it; the exit space follows R5.3–R5.4 (a bandit ends the walk, the Sheriff's space
 * is closed to a Wanted player). For each final space and number of crossings the canonical route
 * is the shortest, found breadth-first in space id order (R5.7). Empty for anyone else.
 */
export function crossingRoutes(s: GameState, seat: Seat, max: number): readonly CrossingRoute[] {
  return crossingSearch(s, seat, max).routes;
}

/** Crossing routes with their Move actions: a pure function of the board position, memoised (shared, never modify). */
interface Crossings { routes: readonly CrossingRoute[]; moves: readonly Action[] }
const NO_CROSSINGS: Crossings = { routes: [], moves: [] };
const CROSSINGS = new BoundedMemo<Crossings>(50_000);

function crossingSearch(s: GameState, seat: Seat, max: number): Crossings {
  if (!hasAbility(s, seat, 'bloody-knife')) return NO_CROSSINGS;
  const key = walkKey(s, seat, max, CROSSING_DISTANCES); // what the walk depends on, as for plain moves (routes.ts)
  if (key < 0) return search(s, player(s, seat), max);
  let found = CROSSINGS.get(key);
  if (!found) {
    found = search(s, player(s, seat), max);
    CROSSINGS.set(key, found);
  }
  return found;
}

function search(s: GameState, p: PlayerState, max: number): Crossings {
  const blocked = (i: number) => p.wanted > 0 && SPACE_IDS[i] === s.sheriff;
  const terminal = (i: number) => s.bandits.includes(SPACE_IDS[i]);
  const start = SPACE_INDEX.get(p.pos!)!;
  const maxK = Math.floor(max / 2);
  // Nodes: a space with the crossings made so far, or a mesa entered from a space.
  type Node = { at: number; k: number; mesa: number; d: number; parent: Node | null };
  const seen = new Set<number>();
  const key = (at: number, k: number, mesa: number) => (at * 64 + k) * 64 + mesa + 1; // k ≤ max / 2 and mesa < MESAS.length, both < 63
  const queue: Node[] = [{ at: start, k: 0, mesa: -1, d: 0, parent: null }];
  seen.add(key(start, 0, -1));
  const found: Node[] = [];
  for (let i = 0; i < queue.length; i++) {
    const cur = queue[i];
    const visit = (at: number, k: number, mesa: number) => {
      const id = key(at, k, mesa);
      if (seen.has(id)) return;
      seen.add(id);
      const node = { at, k, mesa, d: cur.d + 1, parent: cur };
      queue.push(node);
      if (mesa < 0 && k > 0) found.push(node);
    };
    if (cur.mesa >= 0) {
      // Inside a mesa: out to another bordering space (completing a crossing).
      for (const b of MESA_BORDERS[cur.mesa]) if (b !== cur.at && !blocked(b)) visit(b, cur.k + 1, -1);
      continue;
    }
    if (cur.d >= max || (cur.d > 0 && terminal(cur.at))) continue;
    for (const nb of NEIGHBOR_INDEX[cur.at]) if (!blocked(nb)) visit(nb, cur.k, -1);
    if (cur.d + 2 > max || cur.k >= maxK) continue;
    MESA_BORDERS.forEach((borders, m) => { if (borders.includes(cur.at)) visit(cur.at, cur.k, m); });
  }
  const routes = found.map((n) => {
    const path: SpaceId[] = [];
    for (let c: Node | null = n; c; c = c.parent) if (c.mesa < 0) path.push(SPACE_IDS[c.at]);
    return { to: SPACE_IDS[n.at], crossings: n.k, path: path.reverse() };
  }).sort((a, b) => (a.to < b.to ? -1 : a.to > b.to ? 1 : a.crossings - b.crossings));
  return { routes, moves: routes.map((r) => shared({ type: 'move', to: r.to, crossings: r.crossings })) };
}

/** Appends Bloody Knife's crossing moves as actions, `{ type: 'move', to, crossings }` (R5.7), to `out`. */
export function crossingMoves(s: GameState, seat: Seat, max: number, out: Action[]): void {
  const moves = crossingSearch(s, seat, max).moves;
  for (let i = 0; i < moves.length; i++) out.push(moves[i]);
}

/** The route of a crossing move (a fresh array), or undefined. */
export function crossingRoute(s: GameState, seat: Seat, max: number, to: SpaceId, crossings: number): SpaceId[] | undefined {
  return crossingRoutes(s, seat, max).find((r) => r.to === to && r.crossings === crossings)?.path.slice();
}

