// The leak test (STYLE.md, layer 3): resampling what a seat cannot see (deck orders, other
// hands, face-down cards and tokens, NPC cards, the RNG) changes neither its view nor its legal actions.
import { describe, expect, it } from 'vitest';
import { determinize, legalActions, seedRng, stateHash, viewFor, type GameState } from '../src/index.js';
import { randomGame, randomSetup } from './random-games.js';

const GAMES = 40;
const GOAL_GAMES = 12;
const MIB_GAMES = 12;

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

  it(`R23.1 in Goal-variant games, resampling others' unrevealed goals and the token supply leaves views and legal actions unchanged (${GOAL_GAMES} games)`, () => {
    const failures: string[] = [];
    let checked = 0;
    let goalsResampled = 0;
    for (let g = 0; g < GOAL_GAMES; g++) {
      randomGame(randomSetup(7000 + g, 4, { goals: true }), 100, ({ state, index }) => {
        if (!state.goals || (index % 11 !== 0 && state.prompt?.kind !== 'keepTokens')) return;
        for (let seat = 0; seat < state.players.length; seat++) {
          const what = leaks(state, seat, `goal-leak:${g}:${index}:${seat}`);
          checked++;
          const d = determinize(state, seat, seedRng(`g:${index}`)).goals!;
          if (JSON.stringify([d.secret, d.discarded]) !== JSON.stringify([state.goals!.secret, state.goals!.discarded])) goalsResampled++;
          if (what && failures.length < 10) failures.push(`game ${g} step ${index} seat ${seat}: ${what} changed`);
        }
      });
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(300);
    expect(goalsResampled / checked).toBeGreaterThan(0.5);
  }, 600_000);

  it(`R23.2 in 2-player games, resampling the Man in Black's deck order and his fight cards leaves views and legal actions unchanged (${MIB_GAMES} games)`, () => {
    const failures: string[] = [];
    let checked = 0;
    let deckResampled = 0;
    let inHisFights = 0;
    for (let g = 0; g < MIB_GAMES; g++) {
      randomGame(randomSetup(9000 + g, 2), 100, ({ state, index }) => {
        const fight = state.stack.findLast((f) => f.k === 'fight');
        const his = fight?.k === 'fight' && fight.mib !== undefined;
        if (index % 5 !== 0 && !his) return;
        if (his) inHisFights++;
        for (let seat = 0; seat < state.players.length; seat++) {
          const what = leaks(state, seat, `mib-leak:${g}:${index}:${seat}`);
          checked++;
          const d = determinize(state, seat, seedRng(`m:${index}`));
          if (JSON.stringify(d.mib!.deck) !== JSON.stringify(state.mib!.deck)) deckResampled++;
          if (what && failures.length < 10) failures.push(`game ${g} step ${index} seat ${seat}: ${what} changed`);
        }
      });
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(300);
    expect(inHisFights).toBeGreaterThan(10);
    expect(deckResampled / checked).toBeGreaterThan(0.5);
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
