// Determinization for the bots: samples agree with the seat's view (they never contradict what
// it saw) and do not depend on the hidden parts of the true state.
import { describe, expect, it } from 'vitest';
import { determinize, legalActions, seedRng, stateHash, viewFor, type GameState } from '@wl/engine';
import { heuristicBot, makeIsmcts, worldSampler } from '../src/index.js';
import { playWith } from './helpers.js';

/** Positions from a few random/heuristic games, including fights, poker and NPC card choices. */
function positions(games: number, every: number): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; g < games; g++) {
    let i = 0;
    playWith(700 + g, () => heuristicBot, ({ state }) => {
      const k = state.prompt?.kind;
      if (i++ % every === 0 || k === 'chooseNpcCard' || k === 'fleeOrFight' || k === 'pokerChoose' || k === 'keepCharacter') out.push(state);
    }, 4, 30);
  }
  return out;
}

describe('world samples (determinization)', () => {
  const states = positions(6, 9);

  it('agree with the view of the seat and its legal actions (never contradict what it saw)', () => {
    let checked = 0;
    let differs = 0;
    for (const [i, s] of states.entries()) {
      for (let seat = 0; seat < s.players.length; seat++) {
        const sample = worldSampler(s, seat).sample(seedRng(`w:${i}:${seat}`));
        expect(viewFor(sample, seat)).toEqual(viewFor(s, seat));
        if (s.prompt?.seat === seat) expect(legalActions(sample, seat)).toEqual(legalActions(s, seat));
        if (stateHash(sample) !== stateHash(s)) differs++;
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(differs / checked).toBeGreaterThan(0.9); // hidden information really is redrawn
  });

  it('do not depend on the hidden parts of the true state', () => {
    for (const [i, a] of states.entries()) {
      const seat = i % a.players.length;
      // b differs from a only in what `seat` cannot see (other hands, decks, tokens, the RNG).
      const b = determinize(a, seat, seedRng(`other:${i}`));
      expect(viewFor(b, seat)).toEqual(viewFor(a, seat));
      const sa = worldSampler(a, seat).sample(seedRng(`same:${i}`));
      const sb = worldSampler(b, seat).sample(seedRng(`same:${i}`));
      expect(stateHash(sb)).toBe(stateHash(sa));
    }
  });

  it('the ISMCTS bot returns the same action for two states that differ only in hidden information', () => {
    const bot = makeIsmcts({ iterations: 12, horizon: 6 });
    let compared = 0;
    for (const [i, a] of states.entries()) {
      if (i % 3 !== 0 || !a.prompt) continue;
      const seat = a.prompt.seat;
      const b = determinize(a, seat, seedRng(`hidden:${i}`));
      expect(stateHash(b)).not.toBe(stateHash(a));
      const x = bot.search(a, seat, seedRng(`bot:${i}`));
      const y = bot.search(b, seat, seedRng(`bot:${i}`));
      expect(y).toEqual(x);
      compared++;
    }
    expect(compared).toBeGreaterThan(20);
  });
});
