// The random-simulation harness (STYLE.md, layer 2): at every step of many seeded random games,
// the engine keeps its contract.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  actionKey, applyAction, canonicalJson, legalActions, replay, SPACE_IDS, stateHash, viewFor, CARD_IDS, ITEM_IDS,
  type Action, type GameState, type Setup,
} from '../src/index.js';
import { randomGame, randomSetup } from './random-games.js';

const GAMES = Number(process.env.WL_HARNESS_GAMES ?? 200);
const MAX_ROUNDS = 100;
const VARIANT_GAMES = Math.max(10, Math.round(GAMES / 8));

/** Well-formed actions of every type, many of them illegal at any given moment. */
function probes(s: GameState): Action[] {
  const seats = s.players.map((_, i) => i);
  return [
    { type: 'work' }, { type: 'prospect' }, { type: 'heist' }, { type: 'heal' }, { type: 'takeCattle' }, { type: 'flee' }, { type: 'pass' },
    { type: 'finishShopping' }, { type: 'deposit', nuggets: 1 }, { type: 'revel', lp: 4 }, { type: 'useItem', item: 'provisions' },
    { type: 'takeBenefit', benefit: 'money' }, { type: 'keepTokens', ones: 1, twos: 0, threes: 0 }, { type: 'choose', option: 'lp' }, { type: 'chooseFightCard', card: 'FA' },
    ...SPACE_IDS.filter((_, i) => i % 16 === s.seq % 16).map((to): Action => ({ type: 'move', to })),
    ...seats.map((target): Action => ({ type: 'fight', target, kind: 'duel' })),
    ...seats.map((seat): Action => ({ type: 'target', seat })),
    { type: 'fight', target: 'mib', kind: 'rob' }, { type: 'fight', target: 'mib', kind: 'arrest' }, { type: 'target', seat: 'mib' },
    ...ITEM_IDS.filter((_, i) => i % 3 === s.seq % 3).map((item): Action => ({ type: 'buy', item, activate: true })),
    ...CARD_IDS.filter((_, i) => i % 17 === s.seq % 17).map((card): Action => ({ type: 'playCard', card })),
  ];
}

/** Plays `games` seeded random games of a kind, checking the contract at every step. */
function harness(games: number, setupOf: (seed: number) => Setup): { failures: string[]; finished: number } {
  let finished = 0;
  const failures: string[] = [];
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
      const setup = setupOf(seed);
      const fail = (index: number, what: string) => { if (failures.length < 20) failures.push(`seed ${seed} step ${index}: ${what}`); };
      const { state, log } = randomGame(setup, MAX_ROUNDS, ({ state: s, seat, legal, index }) => {
        // A decision is always owed until the end, and only its owner has legal actions.
        if (legal.length === 0) fail(index, 'no legal action');
        for (let other = 0; other < s.players.length; other++) {
          if (other !== seat && legalActions(s, other).length > 0) fail(index, `seat ${other} has actions out of turn`);
        }
        const before = JSON.stringify(s);
        // Every listed action applies (one of them each step, all of them every 40 steps).
        const sample = index % 40 === 0 ? legal : [legal[(index * 7 + 3) % legal.length]];
        for (const a of sample) {
          const r = applyAction(s, seat, a);
          if (!r.ok) fail(index, `listed ${JSON.stringify(a)} refused: ${r.error.message}`);
        }
        // Unlisted well-formed actions are refused with a RuleError, and no choice is listed twice (every 8th step).
        if (index % 8 === 0) {
          const listed = new Set(legal.map(actionKey));
          if (listed.size !== legal.length) fail(index, `an action listed twice: ${legal.length} listed, ${listed.size} distinct`);
          for (const a of probes(s)) {
            if (listed.has(actionKey(a))) continue;
            const r = applyAction(s, seat, a);
            if (r.ok || !r.error.code.startsWith('ERR_')) fail(index, `unlisted ${JSON.stringify(a)} accepted`);
          }
        }
        if (JSON.stringify(s) !== before) fail(index, 'applyAction mutated its input');
        // JSON round-trip and views for every seat and the spectator.
        if (index % 20 === 0 && stateHash(JSON.parse(before) as GameState) !== stateHash(s)) fail(index, 'JSON round-trip differs');
        for (let v = 0; v < s.players.length; v++) if (viewFor(s, v).you?.seat !== v) fail(index, `view of seat ${v}`);
        if (viewFor(s, 'spectator').you !== null) fail(index, 'spectator view has a hand');
      });
      // Replay from the log reaches the same state.
      if (stateHash(replay(setup, log)) !== stateHash(state)) fail(log.length, 'replay differs');
      if (state.finished) {
        finished++;
        if (state.scores?.length !== state.players.length + (state.mib ? 1 : 0) || state.winners.length === 0) fail(log.length, 'finished without scores or winners');
      }
    }),
    { numRuns: games, seed: 20261129 },
  );
  return { failures, finished };
}

describe('random-simulation harness', () => {
  it(`${GAMES} seeded 4-player games keep the engine contract at every step`, () => {
    const { failures, finished } = harness(GAMES, (seed) => randomSetup(seed));
    expect(failures).toEqual([]);
    // The game ends within the bound in nearly every random game.
    expect(finished).toBeGreaterThanOrEqual(GAMES * 0.95);
  }, 600_000);

  it(`R21 ${VARIANT_GAMES} seeded Goal-variant games keep the engine contract at every step`, () => {
    const { failures, finished } = harness(VARIANT_GAMES, (seed) => randomSetup(seed, 4, { goals: true }));
    expect(failures).toEqual([]);
    expect(finished).toBeGreaterThanOrEqual(VARIANT_GAMES * 0.95);
  }, 600_000);

  it(`R20.1 ${VARIANT_GAMES} seeded 2-player games with the Man in Black keep the engine contract at every step`, () => {
    const { failures, finished } = harness(VARIANT_GAMES, (seed) => randomSetup(seed, 2));
    expect(failures).toEqual([]);
    expect(finished).toBeGreaterThanOrEqual(VARIANT_GAMES * 0.95);
  }, 600_000);

  it(`R22 ${VARIANT_GAMES} seeded Beginner games keep the engine contract at every step`, () => {
    const { failures, finished } = harness(VARIANT_GAMES, (seed) => randomSetup(seed, 4, { beginner: true }));
    expect(failures).toEqual([]);
    expect(finished).toBeGreaterThanOrEqual(VARIANT_GAMES * 0.95);
  }, 600_000);
});

/** The plain definition of canonical JSON (sorted keys, undefined values left out), as a reference for hash.ts. */
function referenceJson(x: unknown): string {
  if (x === null || typeof x !== 'object') return JSON.stringify(x) ?? 'null';
  if (Array.isArray(x)) return `[${x.map(referenceJson).join(',')}]`;
  const o = x as Record<string, unknown>;
  const keys = Object.keys(o).filter((k) => o[k] !== undefined).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${referenceJson(o[k])}`).join(',')}}`;
}

describe('canonical JSON (the text stateHash hashes)', () => {
  it('equals the plain definition on any JSON-like value, undefined values and odd keys included', () => {
    const value = fc.letrec((tie) => ({
      v: fc.oneof({ depthSize: 'small' }, fc.constant(undefined), fc.constant(null), fc.boolean(), fc.double(), fc.integer(), fc.string(), fc.array(tie('v')), fc.dictionary(fc.string(), tie('v'))),
    })).v;
    fc.assert(fc.property(value, (x) => canonicalJson(x) === referenceJson(x)), { numRuns: 2000 });
  });

  it('equals the plain definition on the states of random games', () => {
    randomGame(randomSetup(41, 5), 10, ({ state, index }) => {
      if (index % 9 === 0) expect(canonicalJson(state)).toBe(referenceJson(state));
    });
  });
});
