// Regenerates the golden games of packages/engine/test/golden. Run deliberately, after a rules
// change that is meant to change games: `npm run build && node packages/cli/scripts/gen-golden.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { playGame } from '../dist/index.js';

const GAMES = [
  { seed: 101, players: 3, length: 15 },
  { seed: 102, players: 4, length: 20 },
  { seed: 103, players: 5, length: 20 },
  { seed: 104, players: 6, length: 25 },
  { seed: 105, players: 4, length: 15 },
];
const dir = new URL('../../engine/test/golden/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const g of GAMES) {
  const { record, setup, log, state } = playGame({ ...g, bots: Array(g.players).fill('random'), maxRounds: 100 });
  const summary = state.players.map((p, i) => `${i} ${p.character} lp=${p.lp} total=${state.scores?.[i].total ?? '-'}${state.winners.includes(i) ? ' winner' : ''}`);
  const file = { setup, stateHash: record.stateHash, finished: record.finished, rounds: record.rounds, summary, actions: log };
  writeFileSync(new URL(`game-${g.seed}.json`, dir), `${JSON.stringify(file, null, 0)}\n`);
  console.log(`game-${g.seed}.json`, record.stateHash, `${log.length} actions`);
}
