// The heuristic's answers to start-of-fight decisions (R9.3), in a real game shaped for them.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, seedRng, viewFor, type GameState } from '@wl/engine';
import { heuristicBot } from '../src/index.js';

/** Annie Oakley (seat 0, Legendary, base Rifle active) has just declared a Duel on seat 1, who holds 3 cards. */
function annieWithRifle(): GameState {
  let s = createGame({ players: [{ character: 'annie-oakley' }, { character: 'bass-reeves' }], characters: 'choose', seed: 'annie-order', options: { manInBlack: true } });
  while (s.prompt && s.prompt.kind !== 'startBenefit') s = step(s, legalActions(s, s.prompt.seat)[0]);
  const [annie, other] = s.players;
  Object.assign(annie, { legendary: true, lp: 5, pos: 'darkrock-center', items: [{ id: 'rifle', upgraded: false }], activeWeapon: 'rifle' });
  Object.assign(other, { pos: 'darkrock-center', wounds: 0 });
  s.pokerDeck.push(...other.hand);
  other.hand = s.pokerDeck.splice(0, 3);
  annie.hand = s.pokerDeck.splice(0, 1);
  s.turn.seat = 0;
  s.stack = [{ k: 'turn', step: 'actions' }];
  s.prompt = { seat: 0, kind: 'action', rule: 'R4.2' };
  s = step(s, { type: 'fight', target: 1, kind: 'duel' });
  while (s.prompt?.kind === 'reaction') s = step(s, { type: 'pass' }); // the declared window (Vamoose)
  return s;
}

function step(s: GameState, action: Parameters<typeof applyAction>[2]): GameState {
  const r = applyAction(s, s.prompt!.seat, action);
  if (!r.ok) throw r.error;
  return r.state;
}

describe('heuristic at the start of a fight', () => {
  it('R9.3 with both her Rifle and her ability, Annie resolves her ability first (the Rifle then sees the hand that is left)', () => {
    const s = annieWithRifle();
    expect(s.prompt).toEqual({ seat: 0, kind: 'startOfFight', rule: 'R9.3' });
    const legal = legalActions(s, 0);
    expect(legal).toEqual([{ type: 'choose', option: 'rifle' }, { type: 'choose', option: 'annie' }]);
    expect(heuristicBot(viewFor(s, 0), legal, seedRng('h'))).toEqual({ type: 'choose', option: 'annie' });
  });
});
