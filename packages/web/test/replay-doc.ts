// A finished match's replay document for the replay tests: a random legal game played with the
// engine from a setup, logged as the server's `GET /api/matches/:id/replay` sends it.
import { applyAction, legalActions, startGame, type LoggedAction, type Setup } from '@wl/engine';
import type { ReplayDoc } from '../src/state/replay';
import { lcg } from './play';

/** Plays random legal actions from `setup` until the game ends (or `maxSteps`); returns the document. */
export function randomDoc(match: string, setup: Setup, pickSeed: number, maxSteps = 20_000): ReplayDoc {
  const pick = lcg(pickSeed);
  let s = startGame(setup).state;
  const actions: LoggedAction[] = [];
  while (!s.finished && actions.length < maxSteps) {
    const seat = s.prompt!.seat;
    const legal = legalActions(s, seat);
    const action = legal[pick(legal.length)];
    const r = applyAction(s, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    actions.push({ seat, action });
  }
  return { match, setup, actions };
}
