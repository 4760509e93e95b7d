// The Sheriff (sheriff.ts, R12) for the typed engine: the operation that offers his move, the
// decision of where he goes, and his route search (routes.ts `stoppingWalk`: breadth-first, he
// ignores bandits and stops on entering a Wanted player's space), with the same lists, routes,
// changes and events as sheriff.ts. A move onto exactly one Wanted player starts his fight
// (typed/fight.ts); onto several, the mover's pick (pickSeat 'sheriffTarget') is pushed (choices.ts).
import { NEIGHBOR_INDEX, SPACE_IDS } from '../content/map.js';
import { A, argsOf, code, kindOf } from './action-codes.js';
import { WHY } from './codes.js';
import { emitT, type TypedCtx } from './ctx.js';
import { E } from './events.js';
import { FRAME_KIND } from './frames.js';
import { promptsT, type TypedHandler } from './handler.js';
import * as L from './layout.js';
import { FIGHT_KIND } from './fight-layout.js';
import { startNpcFightT } from './fight-begin.js';
import { popFrameT, pushFrameT } from './stack.js';

const SHERIFF_FIGHT = FIGHT_KIND.code('sheriff');

/** A sheriffMove frame's fields (body offsets): the mover, the steps. */
export const SM_SEAT = 0, SM_STEPS = 1, SM_SIZE = 2;
/** A pickSeat frame's fields (body offsets): seat, WHY, canPass, at (space), number of options, the options. */
export const PS_SEAT = 0, PS_WHY = 1, PS_PASS = 2, PS_AT = 3, PS_N = 4, PS_OPTS = 5;

const N = SPACE_IDS.length;
const SHERIFF_MOVE = FRAME_KIND.code('sheriffMove'), PICK_SEAT = FRAME_KIND.code('pickSeat');
const WHY_SHERIFF_TARGET = WHY.code('sheriffTarget');
const PROMPTS = promptsT('moveSheriff', 'R12.1');

// Scratch of the search (routes.ts `bfs`): distances, predecessors, the queue, the spaces that end a walk.
const DIST = new Int16Array(N), PARENT = new Int8Array(N), QUEUE = new Int16Array(N), STOP = new Uint8Array(N);
/** Scratch: the seats of a pick, the route of a move being applied. */
const SEATS = new Int32Array(L.MAX_SEATS), PATH = new Int32Array(N + 2);

/** True while at least one player is Wanted: the Sheriff is active (sheriff.ts `sheriffActive`, R11.8, R12.4). */
export function sheriffActiveT(m: Int32Array): boolean {
  for (let seat = 0, n = m[L.N_SEATS]; seat < n; seat++) if (m[L.playerAt(seat) + L.P_WANTED] > 0) return true;
  return false;
}

/** Writes into `out` the Wanted players standing on space `at`, in seat order (sheriff.ts `wantedAt`); returns how many. */
export function wantedAtT(m: Int32Array, at: number, out: Int32Array | null): number {
  let k = 0;
  for (let seat = 0, n = m[L.N_SEATS]; seat < n; seat++) {
    const o = L.playerAt(seat);
    if (m[o + L.P_WANTED] > 0 && m[o + L.P_POS] === at) { if (out) out[k] = seat; k++; }
  }
  return k;
}

/**
 * The Sheriff's walk of up to `steps` from his space into the scratch (routes.ts `stoppingWalk`):
 * no space blocked, a Wanted player's space ends a walk. Every Wanted space may be marked: those
 * routes.ts leaves out (the start, or `steps` or more away) never change a walk. Returns the first
 * free neighbour of a there-and-back walk ending at the start, or -1 (R5.7).
 */
function searchT(m: Int32Array, steps: number): number {
  const start = m[L.SHERIFF], max = Math.min(steps, N);
  STOP.fill(0);
  for (let seat = 0, n = m[L.N_SEATS]; seat < n; seat++) {
    const o = L.playerAt(seat);
    if (m[o + L.P_WANTED] > 0 && m[o + L.P_POS] !== -1) STOP[m[o + L.P_POS]] = 1;
  }
  DIST.fill(-1);
  PARENT.fill(-1);
  DIST[start] = 0;
  let head = 0, tail = 0;
  QUEUE[tail++] = start;
  while (head < tail) {
    const cur = QUEUE[head++];
    if (DIST[cur] >= max || (cur !== start && STOP[cur] === 1)) continue;
    const nbs = NEIGHBOR_INDEX[cur];
    for (let j = 0; j < nbs.length; j++) {
      const nb = nbs[j];
      if (DIST[nb] >= 0) continue;
      DIST[nb] = DIST[cur] + 1;
      PARENT[nb] = cur;
      QUEUE[tail++] = nb;
    }
  }
  if (max < 2) return -1;
  const nbs = NEIGHBOR_INDEX[start];
  for (let j = 0; j < nbs.length; j++) if (STOP[nbs[j]] === 0) return nbs[j];
  return -1;
}

/**
 * Writes the Sheriff's canonical route of up to `steps` to space `to` (start included) into
 * `path` (sheriff.ts `sheriffRoutes(s, steps).route(to)`); returns its length, or -1 when he
 * cannot end there.
 */
export function sheriffRouteT(m: Int32Array, steps: number, to: number, path: Int32Array): number {
  const start = m[L.SHERIFF];
  const via = searchT(m, steps);
  if (to === start) {
    if (via < 0) return -1;
    path[0] = start; path[1] = via; path[2] = start;
    return 3;
  }
  if (to < 0 || to >= N || DIST[to] <= 0) return -1;
  const len = DIST[to] + 1;
  for (let c = to, i = len - 1; c !== -1; c = PARENT[c], i--) path[i] = c;
  return len;
}

/** Pushes the Sheriff-move decision of `mover`, of up to `steps` spaces, while someone is Wanted (sheriff.ts `moveSheriff`, R12.1, R12.4). */
export function moveSheriffT(c: TypedCtx, mover: number, steps: number): void {
  if (!sheriffActiveT(c.m)) return;
  const f = pushFrameT(c.m, SHERIFF_MOVE, SM_SIZE);
  c.m[f + SM_SEAT] = mover;
  c.m[f + SM_STEPS] = steps;
}

/** The Sheriff-move decision: a destination, or staying put (listed first). */
export const sheriffMoveHandlerT: TypedHandler = {
  prompt: (m, f) => (sheriffActiveT(m) ? PROMPTS[m[f + SM_SEAT]] : -1),
  legal(m, f, out) {
    const start = m[L.SHERIFF];
    out[0] = code(A.moveSheriff, start);
    let n = 1;
    searchT(m, m[f + SM_STEPS]);
    for (let i = 0; i < N; i++) if (i !== start && DIST[i] > 0) out[n++] = code(A.moveSheriff, i); // space code order (routes.ts)
    return n;
  },
  apply(c, f, action) {
    const m = c.m, seat = m[f + SM_SEAT], from = m[L.SHERIFF];
    const to = kindOf(action) === A.moveSheriff ? argsOf(action) : -1;
    if (to === -1 || to === from) { popFrameT(m); return; }
    const len = sheriffRouteT(m, m[f + SM_STEPS], to, PATH);
    if (len < 0) throw new Error(`the Sheriff cannot move from ${SPACE_IDS[from]} to ${SPACE_IDS[to]} in ${m[f + SM_STEPS]}`);
    // R12.2: one fight per Sheriff move; with several Wanted players the mover picks one.
    const wanted = wantedAtT(m, to, SEATS);
    popFrameT(m);
    m[L.SHERIFF] = to;
    emitT(c, E.sheriffMoved, seat, -1, from, to, len - 1);
    if (wanted === 1) startNpcFightT(c, SEATS[0], SHERIFF_FIGHT);
    else if (wanted > 1) {
      const p = pushFrameT(m, PICK_SEAT, PS_OPTS + wanted);
      m[p + PS_SEAT] = seat; m[p + PS_WHY] = WHY_SHERIFF_TARGET; m[p + PS_PASS] = 0; m[p + PS_AT] = to; m[p + PS_N] = wanted;
      for (let i = 0; i < wanted; i++) m[p + PS_OPTS + i] = SEATS[i];
    }
  },
  run(c) {
    popFrameT(c.m);
  },
};
