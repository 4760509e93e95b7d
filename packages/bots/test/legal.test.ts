// Bots only ever return one of the listed legal actions, in every kind of decision, including
// those on other players' turns (reactions, poker invitations, fleeing, NPC card choice).
import { describe, expect, it } from 'vitest';
import { createGame, legalActions, randInt, sameAction, seedRng, viewFor, type Action } from '@wl/engine';
import { heuristicBot, makeIsmcts, randomBot, type Bot } from '../src/index.js';
import { playWith } from './helpers.js';

function checkGames(name: string, bot: Bot, games: number, seed: number, maxRounds = 60): Set<string> {
  const kinds = new Set<string>();
  for (let g = 0; g < games; g++) {
    playWith(seed + g, () => bot, ({ state, legal, action }) => {
      kinds.add(state.prompt!.kind);
      const listed = legal.some((a) => sameAction(a, action));
      if (!listed) throw new Error(`${name} returned an unlisted action at ${state.prompt!.kind}: ${JSON.stringify(action)}`);
      expect(legal).toContain(action); // the very object listed
    }, 3 + (g % 4), maxRounds);
  }
  return kinds;
}

const CORE_KINDS = ['keepCharacter', 'startBenefit', 'action', 'shop', 'placeFightCard', 'fleeOrFight', 'chooseNpcCard', 'reaction', 'discard', 'pokerInvite', 'pokerChoose'];

describe('bots return listed legal actions', () => {
  it('heuristic, in every kind of decision (every seat played by the heuristic)', () => {
    // A quarter of the main actions are random, so that the game visits every kind of decision
    // (the heuristic alone rarely sits down at poker); every other decision is the heuristic's.
    const explorer: Bot = (view, legal, rng, ctx) =>
      (view.prompt?.kind === 'action' && randInt(rng, 4) === 0 ? randomBot : heuristicBot)(view, legal, rng, ctx);
    const kinds = checkGames('heuristic', explorer, 30, 100);
    for (const k of CORE_KINDS) expect(kinds, k).toContain(k);
  });

  it('heuristic and ismcts mixed with random seats meet the same kinds', () => {
    const kinds = new Set<string>();
    const ismcts = makeIsmcts({ iterations: 3, horizon: 4 });
    for (let g = 0; g < 3; g++) {
      playWith(300 + g, (seat) => [ismcts, randomBot, heuristicBot, randomBot][seat], ({ state, legal, action }) => {
        kinds.add(state.prompt!.kind);
        expect(legal).toContain(action);
      }, 4, 25);
    }
    expect(kinds).toContain('action');
  });

  it('an unknown prompt kind falls back to a random listed action', () => {
    const s = createGame({ players: [{}, {}, {}, {}], seed: 5, characters: 'deal' });
    const seat = s.prompt!.seat;
    const view = { ...viewFor(s, seat), prompt: { seat, kind: 'someNewKind', rule: 'R99' } };
    const legal: Action[] = [{ type: 'pass' }, { type: 'choose', option: 'join' }, { type: 'work' }];
    const rng = seedRng(3);
    const ismcts = makeIsmcts({ iterations: 2 });
    for (let i = 0; i < 30; i++) {
      expect(legal).toContain(heuristicBot(view, legal, rng));
      expect(legal).toContain(ismcts(view, legal, rng));
    }
    expect(legalActions(s, seat).length).toBeGreaterThan(0);
  });
});
