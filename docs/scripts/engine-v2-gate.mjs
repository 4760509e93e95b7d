// Stage 2's measurement (docs/engine-v2.md): the same random 4-player games (the bench's tables,
// random uniform picks) played twice, each step timed alone: once on this engine's fast path, once
// on the typed engine, which hands a step it cannot take yet (NotPorted) to this engine through the
// converters (those steps are not timed). The typed states are checked equal to this engine's at
// the end of every game. Run after `npm run build`:
//   node docs/scripts/engine-v2-gate.mjs [games=200]
import { applyListed, legalActions, randInt, seedRng, startGame } from '@wl/engine';
import { fromTyped, toTyped } from '../../packages/engine/dist/typed/convert.js';
import { applyCodeT, legalCodesT } from '../../packages/engine/dist/typed/engine.js';
import { NotPorted } from '../../packages/engine/dist/typed/handler.js';
import * as L from '../../packages/engine/dist/typed/layout.js';

const GAMES = Number(process.argv[2] ?? 200);
const PLAYERS = [{}, {}, {}, {}];
const MAX_ROUNDS = 100;
const now = () => performance.now() * 1e6; // ns, as a double: no allocation (hrtime.bigint's BigInts made garbage)
const TIMER = (() => { // the cost of one pair of timer reads, taken off every step
  let t = 0;
  for (let i = 0; i < 200_000; i++) { const a = now(); t += now() - a; }
  return t / 200_000;
})();
const setupOf = (g) => ({ players: PLAYERS, characters: 'deal', length: 20, seed: `bench:${g}` });

/** This engine's fast path: each step's ns and prompt kind, in order; the final states' stateHash-free ints. */
function v1Games(games, from) {
  const ns = [], kinds = [], finals = [];
  for (let g = 0; g < games; g++) {
    const rng = seedRng(`gate:${from + g}`);
    const s = startGame(setupOf(from + g)).state;
    while (!s.finished && s.turn.round <= MAX_ROUNDS) {
      const seat = s.prompt.seat;
      kinds.push(s.prompt.kind);
      const a = now();
      const legal = legalActions(s, seat);
      applyListed(s, seat, legal, randInt(rng, legal.length));
      ns.push(now() - a - TIMER);
    }
    finals.push(toTyped(s).m);
  }
  return { ns, kinds, finals };
}

/** The typed engine on the same games: each step's ns, or -1 for a step this engine took (NotPorted). */
function typedGames(games, from, finals) {
  const ns = [];
  const out = new Int32Array(512);
  for (let g = 0; g < games; g++) {
    const rng = seedRng(`gate:${from + g}`);
    const t = toTyped(startGame(setupOf(from + g)).state);
    const backup = t.m.slice();
    while (t.m[L.FINISHED] === 0 && t.m[L.T_ROUND] <= MAX_ROUNDS) {
      backup.set(t.m);
      const saved = rng.slice();
      try {
        const a = now();
        const n = legalCodesT(t.m, out);
        applyCodeT(t, out[randInt(rng, n)]);
        ns.push(now() - a - TIMER);
      } catch (e) {
        if (!(e instanceof NotPorted)) throw e;
        t.m.set(backup);
        for (let i = 0; i < 4; i++) rng[i] = saved[i];
        const s = fromTyped(t);
        const legal = legalActions(s, s.prompt.seat);
        applyListed(s, s.prompt.seat, legal, randInt(rng, legal.length));
        toTyped(s, t.m);
        ns.push(-1);
      }
    }
    const want = finals[g];
    for (let i = 0; i < want.length; i++) if (want[i] !== t.m[i]) throw new Error(`game ${from + g}: the typed game ended elsewhere (int ${i})`);
  }
  return ns;
}

for (let r = 0; r < 4; r++) { // warm-up: both engines' code reaches its optimised tier (about 3 s of play each)
  const warm = v1Games(100, 1_000_000 + r * 100);
  typedGames(100, 1_000_000 + r * 100, warm.finals);
}
const v1 = v1Games(GAMES, 0);
const typed = typedGames(GAMES, 0, v1.finals);
if (typed.length !== v1.ns.length) throw new Error('the two runs took different numbers of steps');
const rows = new Map();
let steps = 0, sumTyped = 0, sumV1 = 0, allV1 = 0;
for (let i = 0; i < typed.length; i++) {
  const r = rows.get(v1.kinds[i]) ?? rows.set(v1.kinds[i], { steps: 0, typed: 0, typedNs: 0, v1Ns: 0 }).get(v1.kinds[i]);
  r.steps++;
  allV1 += v1.ns[i];
  if (typed[i] < 0) continue;
  steps++; r.typed++; r.typedNs += typed[i]; r.v1Ns += v1.ns[i]; sumTyped += typed[i]; sumV1 += v1.ns[i];
}
console.log(`${GAMES} games, ${typed.length} steps, the same games on both engines; the typed engine took ${steps} (${(100 * steps / typed.length).toFixed(1)}%) alone`);
console.log(`on those steps: typed ${(sumTyped / steps).toFixed(0)} ns a step, this engine ${(sumV1 / steps).toFixed(0)} ns (${(sumV1 / sumTyped).toFixed(2)}x); this engine on every step ${(allV1 / typed.length).toFixed(0)} ns; timer ${TIMER.toFixed(0)} ns taken off each`);
console.log('prompt kind            steps   typed   typed ns   this ns');
for (const [k, r] of [...rows].sort((a, b) => b[1].steps - a[1].steps).slice(0, 14)) {
  const f = (x) => (r.typed ? (x / r.typed).toFixed(0) : '-').padStart(9);
  console.log(`${k.padEnd(20)} ${String(r.steps).padStart(7)} ${String(r.typed).padStart(7)} ${f(r.typedNs)} ${f(r.v1Ns)}`);
}
