// The search's speed and choices, compared between two checkouts (built with `npm run build`):
// `ab` alternates processes of each (the bench's mid-game position, five searches of 200
// iterations a figure, the median of seven figures after a 3 s warm-up) and prints each pair and
// the median ratio B/A; `hash` prints a hash of the search's picks and root visits over 36
// searches (six positions, six seeds), equal between builds whose change must not alter the
// search. A checkout's bots run on its own engine when it has its own node_modules.
//   node docs/scripts/search-ab.mjs ab /path/to/A /path/to/B [pairs=6]
//   node docs/scripts/search-ab.mjs hash /path/to/checkout
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const [mode, a, b, pairsArg] = process.argv.slice(2);
const self = fileURLToPath(import.meta.url);
const load = async (root) => ({
  cli: await import(`${root}/packages/cli/dist/index.js`),
  bots: await import(`${root}/packages/bots/dist/index.js`),
  engine: await import(`${root}/packages/engine/dist/index.js`),
});

if (mode === 'figure') { // one process's figure for `ab`
  const { cli, bots, engine } = await load(a);
  const mid = cli.midGame();
  const seat = mid.prompt.seat;
  const rep = (r) => {
    let it = 0;
    const t0 = performance.now();
    for (let k = 0; k < 5; k++) { const bot = bots.makeIsmcts({ iterations: 200 }); bot.search(mid, seat, engine.seedRng(`ismcts:${r}:${k}`)); it += bot.lastStats.iterations; }
    return (it / (performance.now() - t0)) * 1000;
  };
  const t0 = performance.now();
  for (let r = 0; performance.now() - t0 < 3000; r++) rep(r);
  const xs = Array.from({ length: 7 }, (_, i) => rep(i)).sort((x, y) => x - y);
  console.log(Math.round(xs[3]));
} else if (mode === 'hash') {
  const { cli, bots, engine } = await load(a);
  const h = createHash('sha1');
  for (const seed of [3, 7, 11, 19, 23, 29]) {
    const mid = cli.midGame(seed);
    for (let k = 0; k < 6; k++) {
      const bot = bots.makeIsmcts({ iterations: 120 });
      const pick = bot.search(mid, mid.prompt.seat, engine.seedRng(`eq:${seed}:${k}`));
      h.update(JSON.stringify(pick) + JSON.stringify(bot.lastStats.rootVisits));
    }
  }
  console.log(h.digest('hex'));
} else if (mode === 'ab') {
  const ratios = [];
  for (let i = 0; i < Number(pairsArg ?? 6); i++) {
    const fa = Number(execFileSync('node', [self, 'figure', a]).toString());
    const fb = Number(execFileSync('node', [self, 'figure', b]).toString());
    ratios.push(fb / fa);
    console.log(`A ${fa}  B ${fb}  B/A ${(fb / fa).toFixed(3)}`);
  }
  ratios.sort((x, y) => x - y);
  console.log(`median B/A ${ratios[Math.floor(ratios.length / 2)].toFixed(3)}`);
} else {
  console.error('usage: search-ab.mjs ab A B [pairs] | hash ROOT');
  process.exitCode = 2;
}
