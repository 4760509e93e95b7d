// The leak test (STYLE.md, layer 3): resampling what a seat cannot see (deck orders, other
// hands, face-down cards and tokens, NPC cards, the RNG) changes neither its view nor its legal actions.
import { describe, expect, it } from 'vitest';
import { determinize, legalActions, seedRng, stateHash, viewFor, type GameState } from '../src/index.js';
import { randomGame, randomSetup } from './random-games.js';

const GAMES = 40;

function leaks(s: GameState, seat: number, salt: string): string | null {
  const other = determinize(s, seat, seedRng(salt));
  if (JSON.stringify(viewFor(other, seat)) !== JSON.stringify(viewFor(s, seat))) return 'view';
  if (JSON.stringify(legalActions(other, seat)) !== JSON.stringify(legalActions(s, seat))) return 'legal actions';
  return null;
}

describe('R23 leak test', () => {
  it(`R23 resampling hidden information leaves every seat's view and legal actions unchanged (${GAMES} games)`, () => {
    const failures: string[] = [];
    let checked = 0;
    let resampled = 0;
    for (let g = 0; g < GAMES; g++) {
      randomGame(randomSetup(5000 + g), 100, ({ state, index }) => {
        if (index % 7 !== 0 && state.prompt?.kind !== 'chooseNpcCard' && state.prompt?.kind !== 'keepCharacter' && state.prompt?.kind !== 'fleeOrFight') return;
        for (let seat = 0; seat < state.players.length; seat++) {
          const what = leaks(state, seat, `leak:${g}:${index}:${seat}`);
          checked++;
          if (stateHash(determinize(state, seat, seedRng(`d:${index}`))) !== stateHash(state)) resampled++;
          if (what && failures.length < 10) failures.push(`game ${g} step ${index} seat ${seat}: ${what} changed`);
        }
      });
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
    // The resampling really changes hidden information (so the test can fail).
    expect(resampled / checked).toBeGreaterThan(0.9);
  }, 600_000);

  it('R23.1 a determinization keeps the seat\'s own hand and redraws the others', () => {
    const { state } = randomGame(randomSetup(77), 3);
    const d = determinize(state, 0, seedRng('x'));
    expect(d.players[0].hand).toEqual(state.players[0].hand);
    expect(d.players.map((p) => p.hand.length)).toEqual(state.players.map((p) => p.hand.length));
    const all = [...d.pokerDeck, ...d.pokerDiscard, ...d.players.flatMap((p) => p.hand)].sort();
    expect(new Set(all).size).toBe(all.length);
  });
});
