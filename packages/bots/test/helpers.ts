// Helpers for the bot tests: seeded games played by bots through the engine's public API.
import {
  applyAction, legalActions, seedRng, startGame, viewFor,
  type Action, type GameState, type Setup,
} from '@wl/engine';
import type { Bot } from '../src/index.js';
import { worldSampler } from '../src/index.js';

export function setup(seed: number, players = 4): Setup {
  return { players: Array.from({ length: players }, () => ({})), characters: 'deal', length: 20, seed };
}

/** Plays a game where `botFor(seat)` decides; `onDecision` sees every decision before it is applied. */
export function playWith(
  seed: number,
  botFor: (seat: number) => Bot,
  onDecision?: (d: { state: GameState; seat: number; legal: Action[]; action: Action }) => void,
  players = 4,
  maxRounds = 60,
): GameState {
  let s = startGame(setup(seed, players)).state;
  const rng = seedRng(`play:${seed}`);
  while (!s.finished && s.turn.round <= maxRounds) {
    const seat = s.prompt!.seat;
    const legal = legalActions(s, seat);
    const action = botFor(seat)(viewFor(s, seat), legal, rng, worldSampler(s, seat));
    onDecision?.({ state: s, seat, legal, action });
    const r = applyAction(s, seat, action);
    if (!r.ok) throw new Error(`seed ${seed}: ${r.error.code} ${r.error.message}`);
    s = r.state;
  }
  return s;
}
