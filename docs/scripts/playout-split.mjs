// Where an ISMCTS playout's time goes (docs/performance-history.md, fifteenth session): the
// search's 'next-turn' playouts from the bench's mid-game position, as ismcts.ts plays them
// (legalActions, a shared view refilled, the heuristic's pick, applySimulated), recorded once,
// then replayed with nothing else timed: the object engine alone, with the view, with the view
// and the heuristic (the whole playout), and the typed engine alone on the same choices (the
// fast path: it also steps the reaction windows only Pass answers, which applySimulated skips).
// Each replay's final state is checked against the recorded playout's. Run after `npm run build`:
//   node --max-valid-polymorphic-map-count=16 --max-inlined-bytecode-size-cumulative=3000 \
//     --min-semi-space-size=32 docs/scripts/playout-split.mjs [playouts=1000] [rounds=10]
import {
  actionKey, applySimulated, cloneState, fastApply, fastCopy, fastGame, fastKeys, fastLegal, fastState, legalActions, seedRng,
  sharedViewFor, stateHash,
} from '@wl/engine';
import { midGame } from '@wl/cli';
import { heuristicIndex } from '../../packages/bots/dist/heuristic.js';
import { playToNextTurn } from '../../packages/bots/dist/ismcts.js';

const P = Number(process.argv[2] ?? 1000), ROUNDS = Number(process.argv[3] ?? 10);
const mid = midGame();
const me = mid.prompt.seat;
let view;

/** One playout as the search plays it; `pick` gives the index at each step (the heuristic's, or a recorded one). */
function objectPlayout(k, pick) {
  const s = cloneState(mid);
  const rng = seedRng(`playout:${k}`);
  let j = 0;
  playToNextTurn(s, me, 300, (x) => {
    const seat = x.prompt.seat;
    const legal = legalActions(x, seat);
    applySimulated(x, seat, legal, pick(x, seat, legal, rng, j++));
  });
  return s;
}

const heuristic = (x, seat, legal, rng) => {
  if (legal.length <= 1) return 0;
  view = sharedViewFor(x, seat, view);
  return Math.max(0, heuristicIndex(view, legal, rng));
};

// Record the heuristic's choices, and the typed engine's indexes for the same actions.
const base = fastGame(mid), g = fastGame(mid);
const objectPicks = [], typedPicks = [], finals = [];
let objectSteps = 0, typedSteps = 0;
for (let k = 0; k < P; k++) {
  const picks = [], typed = [];
  fastCopy(base, g);
  const s = objectPlayout(k, (x, seat, legal, rng) => {
    const i = heuristic(x, seat, legal, rng);
    picks.push(i);
    const key = actionKey(legal[i]);
    for (;;) { // the typed engine steps the windows only Pass answers on its way
      const n = fastLegal(g);
      const t = fastKeys(g).indexOf(key);
      if (t >= 0 && (n > 1 || legal.length === 1)) { typed.push(t); fastApply(g, t); break; }
      if (n !== 1) throw new Error(`playout ${k}: the typed engine does not list ${key}`);
      typed.push(0); fastApply(g, 0);
    }
    return i;
  });
  objectPicks.push(picks); typedPicks.push(typed); finals.push(stateHash(s));
  objectSteps += picks.length; typedSteps += typed.length;
}

const replayObject = (withView) => {
  for (let k = 0; k < P; k++) {
    const picks = objectPicks[k];
    const s = objectPlayout(k, (x, seat, legal, _rng, j) => {
      if (withView && legal.length > 1) view = sharedViewFor(x, seat, view);
      return picks[j];
    });
    if (k === 0 && stateHash(s) !== finals[0]) throw new Error('the object replay left its playout');
  }
};
const replayTyped = () => {
  for (let k = 0; k < P; k++) {
    fastCopy(base, g);
    const picks = typedPicks[k];
    for (let j = 0; j < picks.length; j++) { fastLegal(g); fastApply(g, picks[j]); }
    if (k === 0 && stateHash(fastState(g)) !== finals[0]) throw new Error('the typed replay left its playout');
  }
};
const runs = {
  'object engine (legalActions + applySimulated)': () => replayObject(false),
  'object engine + shared view': () => replayObject(true),
  'whole playout (+ heuristic)': () => { for (let k = 0; k < P; k++) objectPlayout(k, heuristic); },
  'typed engine (fastLegal + fastApply)': replayTyped,
};
const best = {};
for (let r = 0; r < ROUNDS; r++) {
  for (const [name, run] of Object.entries(runs)) {
    const t = performance.now();
    run();
    best[name] = Math.min(best[name] ?? Infinity, ((performance.now() - t) / P) * 1000);
  }
}
console.log(`${P} playouts from the bench's mid-game position: ${(objectSteps / P).toFixed(1)} steps each (typed engine: ${(typedSteps / P).toFixed(1)})`);
for (const [name, us] of Object.entries(best)) console.log(`${name.padEnd(48)} ${us.toFixed(1).padStart(7)} µs a playout (best of ${ROUNDS})`);
