// Breadth-first route searches with memos (R5.3, R5.4, R5.7, R12.2): the Sheriff's walk (it ends on
// Wanted players) and the key of a player's walk that Bloody Knife's crossings (crossings.ts) are
// memoised by. Each search is a pure function of the immutable map and a few facts of the
// position, memoised by a numeric key that holds exactly what can change it. Players' own walks
// are bit sets, with no memo (walks.ts).
import { DISTANCE_INDEX, HIDEOUTS, NEIGHBOR_INDEX, SPACE_IDS, SPACE_INDEX, type SpaceId } from './content/map.js';
import { HIDEOUT_INDEX } from './walks.js';
import { BoundedMemo } from './memo.js';
import type { GameState, Seat } from './types.js';

/** A search from one space: the reachable final spaces (R5.7) and the route to each. */
export interface RouteSearch {
  /** Reachable final spaces in space id order. */
  readonly destinations: SpaceId[];
  /** The canonical route to a destination (start included), or undefined if unreachable: made once, shared (never modify it). */
  route(to: SpaceId): readonly SpaceId[] | undefined;
}

/** The result of one breadth-first search: pure data, shared by every caller of the same key. */
interface Search {
  readonly start: number;
  /** Each space's predecessor on its canonical route, -1 for the start and unreachable spaces. */
  readonly parent: Int8Array;
  /** The first free neighbour for a there-and-back walk ending at the start, or -1. */
  readonly via: number;
  readonly destinations: readonly SpaceId[];
}

const N = SPACE_IDS.length;
/** Entries per generation of each walk memo (memo.ts). */
const MAX_MEMO = 50_000;
/** The memo keys hold 64 spaces and 6 hideouts (the board has exactly these); a bigger map searches unmemoised. */
const MEMO_FITS = N <= 64 && HIDEOUTS.length <= 6;

/** Breadth-first search over space indices; `blocked` and `terminal` flag spaces by index. */
function bfs(start: number, max: number, blocked: Uint8Array, terminal: Uint8Array): Search {
  const dist = new Int16Array(N).fill(-1);
  const parent = new Int8Array(N).fill(-1);
  dist[start] = 0;
  const queue = new Int16Array(N);
  let head = 0, tail = 0;
  queue[tail++] = start;
  while (head < tail) {
    const cur = queue[head++];
    if (dist[cur] >= max || (cur !== start && terminal[cur])) continue;
    const nbs = NEIGHBOR_INDEX[cur];
    for (let j = 0; j < nbs.length; j++) {
      const nb = nbs[j];
      if (dist[nb] >= 0 || blocked[nb]) continue;
      dist[nb] = dist[cur] + 1;
      parent[nb] = cur;
      queue[tail++] = nb;
    }
  }
  // Ending where it started (R5.7): out to the first free neighbour and back.
  let via = -1;
  if (max >= 2 && !blocked[start]) {
    for (const nb of NEIGHBOR_INDEX[start]) if (!blocked[nb] && !terminal[nb]) { via = nb; break; }
  }
  const destinations: SpaceId[] = [];
  for (let i = 0; i < N; i++) if ((i !== start && dist[i] > 0) || (i === start && via >= 0)) destinations.push(SPACE_IDS[i]);
  return { start, parent, via, destinations: Object.freeze(destinations) };
}

function routeSearch(start: number, x: Search): RouteSearch {
  const from = SPACE_IDS[start];
  const paths: (SpaceId[] | undefined)[] = []; // made once per destination, handed out shared
  return {
    destinations: x.destinations as SpaceId[],
    route(to) {
      const t = SPACE_INDEX.get(to);
      if (t === undefined) return undefined;
      let path = paths[t];
      if (!path) {
        if (t === start) {
          if (x.via < 0) return undefined;
          path = [from, SPACE_IDS[x.via], from];
        } else {
          if (x.parent[t] < 0) return undefined;
          path = [];
          for (let c = t; c !== -1; c = x.parent[c]) path.push(SPACE_IDS[c]);
          path.reverse();
        }
        paths[t] = path;
      }
      return path;
    },
  };
}

/**
 * Every final space a walk of 1..max steps can reach, with its canonical route (R5.7):
 * shortest, entering a terminal space (a bandit, R5.3) only as the last step, never entering a
 * blocked space (the Sheriff's for a Wanted player, R5.4), ties broken by space id order.
 * Neither `destinations` nor a `route` may be modified. Not memoised: the reference the other
 * searches are tested against (players' walks in walks.ts, the Sheriff's `stoppingWalk`).
 */
export function routes(from: SpaceId, max: number, blocked: (s: SpaceId) => boolean, terminal: (s: SpaceId) => boolean): RouteSearch {
  const b = new Uint8Array(N);
  const t = new Uint8Array(N);
  for (let i = 0; i < N; i++) {
    if (blocked(SPACE_IDS[i])) b[i] = 1;
    if (terminal(SPACE_IDS[i])) t[i] = 1;
  }
  const start = SPACE_INDEX.get(from)!;
  return routeSearch(start, bfs(start, Math.min(max, N), b, t));
}

/**
 * The memo key of a walk of up to `max` steps for `seat` from where it stands: the start, the
 * Sheriff's space when it is closed to them (R5.4), the length and the bandits' hideouts as a
 * mask. -1 when a bandit stands off the hideouts (the rules never do this) or the board is too
 * big for the key: such walks are not memoised. Given the walk's distances between spaces by
 * index (`far`), the key leaves out a closed Sheriff's space more than `max` steps away (never
 * reached) and a bandit `max` or more steps away (reached only as a last step, where it stops
 * nothing): walks differing only there are the same.
 */
export function walkKey(s: GameState, seat: Seat, max: number, far: Uint8Array): number {
  if (!MEMO_FITS) return -1;
  const p = s.players[seat];
  const start = SPACE_INDEX.get(p.pos!)!;
  const m = Math.min(max, N);
  const row = start * N;
  let mask = 0;
  for (const h of s.bandits) {
    let j = 0;
    while (j < HIDEOUTS.length && HIDEOUTS[j] !== h) j++;
    if (j === HIDEOUTS.length) return -1;
    if (far[row + HIDEOUT_INDEX[j]] < m) mask |= 1 << j;
  }
  let blocked = p.wanted > 0 ? SPACE_INDEX.get(s.sheriff)! : -1;
  if (blocked >= 0 && far[row + blocked] > m) blocked = -1;
  return ((start * 65 + blocked + 1) * 65 + m) * 64 + mask;
}

/** Memo of walks that end at given spaces (`stoppingWalk`), by their key (pure, bounded). */
const STOPPING = new BoundedMemo<RouteSearch>(MAX_MEMO);

/**
 * The routes of a walk of up to `max` steps from `from` that no space blocks and that ends on
 * entering any of `stops` (the Sheriff stopping on Wanted players, R12.2). Memoised by the
 * start, the length and the stops 1 to `max - 1` steps away (the only ones that change a walk).
 */
export function stoppingWalk(from: SpaceId, max: number, stops: readonly SpaceId[]): RouteSearch {
  const start = SPACE_INDEX.get(from)!;
  const m = Math.min(max, N);
  const near: number[] = [];
  for (const x of stops) {
    const i = SPACE_INDEX.get(x)!;
    const d = DISTANCE_INDEX[start * N + i];
    if (d > 0 && d < m && !near.includes(i)) near.push(i);
  }
  near.sort((a, b) => a - b);
  // Base-65 digits, none 0 at the front (so keys of different lengths differ): below 65^8 < 2^53, exact.
  let key = (start + 1) * 65 + m;
  for (const i of near) key = key * 65 + i + 1;
  const fits = MEMO_FITS && near.length <= 6;
  let found = fits ? STOPPING.get(key) : undefined;
  if (!found) {
    const t = new Uint8Array(N);
    for (const i of near) t[i] = 1;
    found = routeSearch(start, bfs(start, m, new Uint8Array(N), t));
    if (fits) STOPPING.set(key, found);
  }
  return found;
}
