// Offline play: the engine and the bots run in this page. Seat 0 is the human; every other seat
// is a bot. The table sends the reducer snapshots (view, legal actions, redacted events), exactly
// what the server will send, so the UI does not know which one it talks to.
import { applyAction, legalActions, redactEvent, seedRng, startGame, viewFor } from '@wl/engine';
import type { Action, GameEvent, GameLength, GameState } from '@wl/engine';
import type { Bot } from '@wl/bots';
import type { BotLevel, Msg, Speed } from './reducer';

/** The human's seat in an offline game. */
export const HUMAN = 0;
const PLAYERS = 4;
const DELAY_MS: Record<Speed, number> = { normal: 220, fast: 0 };

/** Options of an offline game. */
export interface OfflineOptions { botLevel: BotLevel; length: GameLength; speed: Speed; seed: number }

/** A game against bots in the browser. */
export interface OfflineTable {
  /** Sends the human's decision; a refused action reaches the reducer as `refused`. */
  act(action: Action): void;
  /** Stops the bots (leaving the game). */
  stop(): void;
}

/** Starts an offline game: loads the bots (a separate chunk), deals, and plays bots until the human owes a decision. */
export async function startOffline(o: OfflineOptions, dispatch: (m: Msg) => void): Promise<OfflineTable> {
  const { botByName } = await import('@wl/bots');
  const bot: Bot = botByName(o.botLevel);
  const rng = seedRng(o.seed ^ 0x5eed);
  const names = ['You', 'Bot 1', 'Bot 2', 'Bot 3'];
  const started = startGame({ players: names.slice(0, PLAYERS).map((name) => ({ name })), characters: 'deal', length: o.length, seed: o.seed });
  let state: GameState = started.state;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const send = (events: GameEvent[]) => {
    dispatch({
      type: 'snapshot', view: viewFor(state, HUMAN), legal: legalActions(state, HUMAN),
      events: events.map((e) => redactEvent(e, HUMAN)),
    });
  };

  const botsPlay = () => {
    timer = null;
    const pending: GameEvent[] = [];
    // Bots play until the human owes a decision; with a delay, one bot decision per tick.
    while (!stopped && !state.finished && state.prompt && state.prompt.seat !== HUMAN) {
      const seat = state.prompt.seat;
      const action = bot(viewFor(state, seat), legalActions(state, seat), rng);
      const r = applyAction(state, seat, action);
      if (!r.ok) throw new Error(`bot ${seat} chose an unlisted action: ${r.error.message}`);
      state = r.state;
      pending.push(...r.events);
      if (DELAY_MS[o.speed] > 0) break;
    }
    if (stopped) return;
    send(pending);
    schedule();
  };

  const schedule = () => {
    if (stopped || state.finished || !state.prompt || state.prompt.seat === HUMAN || timer) return;
    timer = setTimeout(botsPlay, DELAY_MS[o.speed]);
  };

  send(started.events);
  schedule();

  return {
    act(action) {
      if (stopped) return;
      const r = applyAction(state, HUMAN, action);
      if (!r.ok) {
        dispatch({ type: 'refused', refusal: { code: r.error.code, rule: r.error.rule, message: r.error.message } });
        return;
      }
      state = r.state;
      send(r.events);
      schedule();
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
