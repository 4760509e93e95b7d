// Stage 2's measurement (docs/engine-v2.md): both engines play the same random 4-player games (the
// bench's tables) in place, each in its own loop with nothing else timed, restricted to what the
// typed engine has ported: a uniform pick among the listed actions of the ported kinds (all but
// declaring a fight or a heist, and a Move onto a bandit). A game stops at its end, after 100
// rounds or at the first step the typed engine cannot take (a fight the Sheriff or a card starts,
// a card played on a fight...), in both loops; the typed game's final ints are checked equal to
// this engine's.
// Run after `npm run build`:
//   node docs/scripts/engine-v2-gate.mjs [games=300] [narrow|full]
import { applyListed, cloneState, legalActions, randInt, seedRng, startGame } from '@wl/engine';
import { ACTION_TYPES, argsOf, kindOf } from '../../packages/engine/dist/typed/action-codes.js';
import { toTyped } from '../../packages/engine/dist/typed/convert.js';
import { applyCodeT, legalCodesT } from '../../packages/engine/dist/typed/engine.js';
import { NotPorted } from '../../packages/engine/dist/typed/handler.js';
import * as L from '../../packages/engine/dist/typed/layout.js';

const GAMES = Number(process.argv[2] ?? 300);
const PLAYERS = [{}, {}, {}, {}];
const MAX_ROUNDS = 100;
/** `narrow`: also no card play and no poker (the kinds of the first measurement); `full`: no restriction at all (the bench's random play). */
const NARROW = process.argv[3] === 'narrow', FULL = process.argv[3] === 'full';
const CARDS_AND_POKER = ['playAction', 'playReaction', 'poker', 'finishChoosing', 'playCard'];
const ALLOWED = new Set(['keepCharacter', 'chooseStartSpace', 'takeBenefit', 'chooseActive', 'move', 'deposit', 'takeCattle', 'revel', 'heal',
  'work', 'useItem', 'discard', 'pass', 'buy', 'upgrade', 'finishShopping', 'prospect', 'choose', 'target', 'moveSheriff',
  ...(NARROW ? [] : CARDS_AND_POKER)]);
/** ALLOWED.has(a.type) by comparisons of the interned type strings (a Set lookup would cost this engine's loop more than the typed one's table). */
function allowed(a) {
  switch (a.type) {
    case 'keepCharacter': case 'chooseStartSpace': case 'takeBenefit': case 'chooseActive': case 'move': case 'deposit': case 'takeCattle':
    case 'revel': case 'heal': case 'work': case 'useItem': case 'discard': case 'pass': case 'buy': case 'upgrade':
    case 'finishShopping': case 'prospect': case 'choose': case 'target': case 'moveSheriff': return true;
    case 'playAction': case 'playReaction': case 'poker': case 'finishChoosing': case 'playCard': return !NARROW;
    default: return false;
  }
}
const ALLOWED_KIND = Int8Array.from(ACTION_TYPES, (t) => (ALLOWED.has(t) ? 1 : 0));
const MOVE = ACTION_TYPES.indexOf('move');
const setupOf = (g) => ({ players: PLAYERS, characters: 'deal', length: 20, seed: `gate:${g}` });
const games = Array.from({ length: GAMES }, (_, g) => startGame(setupOf(g)).state);

/**
 * The pick: uniform among the listed actions of an allowed kind that are not a Move onto a bandit,
 * by drawing from the whole list until one is (the same draws in both engines, whose lists are
 * equal; a few draws instead of a filter over the list, so that the loops time the engines);
 * -1 after 64 draws.
 */
function pickT(m, codes, count, rng) {
  if (FULL) return randInt(rng, count);
  for (let tries = 0; tries < 64; tries++) {
    const i = randInt(rng, count), c = codes[i], kind = kindOf(c);
    if (ALLOWED_KIND[kind] === 1 && !(kind === MOVE && L.listIndexOf(m, L.BANDITS, argsOf(c) & 0xff) >= 0)) return i;
  }
  return -1;
}

/** The same pick on this engine's list. */
function pickV1(s, legal, rng) {
  if (FULL) return randInt(rng, legal.length);
  for (let tries = 0; tries < 64; tries++) {
    const i = randInt(rng, legal.length), x = legal[i];
    if (allowed(x) && !(x.type === 'move' && s.bandits.includes(x.to))) return i;
  }
  return -1;
}

/** The typed engine: each game until its end or its first NotPorted; returns steps per game, its final ints, and the time. */
function typedRun() {
  const out = new Int32Array(512);
  const steps = [];
  let ns = 0;
  for (let g = 0; g < GAMES; g++) {
    const t = toTyped(games[g]);
    const rng = seedRng(`gate:${g}`);
    const m = t.m;
    let n = 0;
    const a = performance.now();
    try {
      while (m[L.FINISHED] === 0 && m[L.T_ROUND] <= MAX_ROUNDS) {
        const count = legalCodesT(m, out);
        const i = pickT(m, out, count, rng);
        if (i < 0) break;
        applyCodeT(t, out[i]);
        n++;
      }
    } catch (e) {
      if (!(e instanceof NotPorted)) throw e;
    }
    ns += (performance.now() - a) * 1e6;
    steps.push(n);
  }
  return { steps, ns };
}

/** This engine's fast path on the same games, the same picks, the same number of steps each; returns the time (and checks the ends). */
function v1Run(steps, check) {
  let ns = 0;
  for (let g = 0; g < GAMES; g++) {
    const s = cloneState(games[g]);
    const rng = seedRng(`gate:${g}`);
    const a = performance.now();
    for (let n = 0; n < steps[g]; n++) {
      const seat = s.prompt.seat;
      const legal = legalActions(s, seat);
      applyListed(s, seat, legal, pickV1(s, legal, rng));
    }
    ns += (performance.now() - a) * 1e6;
    if (check) check(g, s);
  }
  return ns;
}

/** Replays the typed games to compare their ends with this engine's (not timed). */
function typedEnds(steps) {
  const out = new Int32Array(512), ends = [];
  for (let g = 0; g < GAMES; g++) {
    const t = toTyped(games[g]);
    const rng = seedRng(`gate:${g}`);
    for (let n = 0; n < steps[g]; n++) {
      const count = legalCodesT(t.m, out);
      applyCodeT(t, out[pickT(t.m, out, count, rng)]);
    }
    ends.push(t.m);
  }
  return ends;
}

const first = typedRun();
const ends = typedEnds(first.steps);
v1Run(first.steps, (g, s) => {
  const want = toTyped(s).m;
  for (let i = 0; i < want.length; i++) if (want[i] !== ends[g][i]) throw new Error(`game ${g}: the engines ended apart (int ${i})`);
});
const total = first.steps.reduce((a, b) => a + b, 0);
const typedNs = [], v1Ns = [];
for (let r = 0; r < 7; r++) { typedNs.push(typedRun().ns / total); v1Ns.push(v1Run(first.steps) / total); } // alternating, after the warm-up above
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
console.log(`${GAMES} games (${NARROW ? 'narrow: no card play, no poker' : FULL ? 'full: uniform over every listed action' : 'every kind but fights and heists'}), ${total} steps of the ported kinds (${(total / GAMES).toFixed(0)} a game before the first step not ported); both engines ended every game with the same ints`);
console.log(`typed ${median(typedNs).toFixed(0)} ns a step (${(1e3 / median(typedNs)).toFixed(2)} M/s), this engine ${median(v1Ns).toFixed(0)} ns (${(1e3 / median(v1Ns)).toFixed(2)} M/s): x${(median(v1Ns) / median(typedNs)).toFixed(2)} (medians of 7 alternating runs)`);
