// Offline play: the engine and the bots run in this page. Seat 0 is the human; every other seat
// is a bot (the strong level searches in a Web Worker). The human may take back their last action
// within their own turn, as at the server's tables (the engine's undo policy). The table sends the reducer snapshots (view, legal actions, redacted events), exactly
// what the server will send, so the UI does not know which one it talks to.
// Pass and play (OfflineOptions `names`): seats 0 … n−1 are people sharing this device. The page
// shows one person's view at a time; when another person owes a decision it shows only the public
// view (the spectator's) under a hand-over screen until that person says they hold the device
// (`reveal`), so nobody's hand is ever on screen for the others; the log is the spectator's, and
// the windows where a person could only pass are passed by the table, so they never ask for the device.
import { actionMeta, applyAction, castCharacters, legalActions, redactEvent, replay, RuleError, seedRng, startGame, undoCheck, undoneEvent, viewFor } from '@wl/engine';
import type { Action, ActionMeta, CharacterId, GameEvent, GameLength, GameState, LoggedAction, Setup, Viewer } from '@wl/engine';
import type { Bot } from '@wl/bots';
import type { OfflineSave } from './offline-save';
import type { ReplayDoc } from './replay';
import { passOnlyWindow, type BotLevel, type Msg, type Speed } from './reducer';
import type { GameTable } from './table';

/** The human's seat in an offline game. */
export const HUMAN = 0;
const PLAYERS = 4;
const BOT_NAMES = ['Bot 1', 'Bot 2', 'Bot 3', 'Bot 4', 'Bot 5'];
const NAMES = ['You', ...BOT_NAMES];
const DELAY_MS: Record<Speed, number> = { normal: 220, fast: 0 };

/** Options of an offline game. */
export interface OfflineOptions {
  botLevel: BotLevel; length: GameLength; speed: Speed; seed: number;
  /** 2–6 players (4 when absent; 2 brings in the Man in Black, R20); the Goal and Beginner variants (R21, R22). */
  players?: number; goals?: boolean; beginner?: boolean;
  /** Pass and play: the names of the people at this device, seats 0 … n−1 (at least 2); absent, one person ('You'). */
  names?: string[];
  /** Characters chosen (R3.2), the people's by seat (null: at random); absent, dealt. The other seats' come from the seed (the engine's castCharacters). */
  characters?: (CharacterId | null)[];
}

/** A game against bots in the browser; its bots' speed can change during the game, and the player may ask what a bot would choose. */
export type OfflineTable = GameTable & {
  setSpeed(s: Speed): void;
  /** Pass and play: the person the hand-over screen names holds the device; shows their view. */
  reveal(): void;
  /** Asks the normal bot what it would choose at the player's decision, from the player's own view only; answered as a `hint` message. */
  hint(): Promise<void>;
};

// Warm the bots' chunk while the home screen is idle, so "Play" does not wait for it.
if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void import('@wl/bots'));

/** A decision maker for bot seats: the sync bots in this page, or the strong one in a worker. */
interface Seats { decide(state: GameState, seat: number): Action | Promise<Action>; stop(): void }

async function botSeats(o: OfflineOptions): Promise<Seats> {
  if (o.botLevel === 'ismcts') {
    const { startWorkerBot } = await import('./bot-client');
    return startWorkerBot(o.seed ^ 0xb07);
  }
  const { botByName } = await import('@wl/bots');
  const bot: Bot = botByName(o.botLevel);
  const rng = seedRng(o.seed ^ 0x5eed);
  return { decide: (state, seat) => bot(viewFor(state, seat), legalActions(state, seat), rng), stop: () => {} };
}

/** A finished game: its document and its final state (game-history.ts), and how many people played it here. */
export interface GameEnd { doc: ReplayDoc; state: GameState; people: number }

/** Where an offline game is kept between changes: its save after each one, null once it has ended, with the finished game (offline-save.ts). */
export type SaveHook = (save: OfflineSave | null, end?: GameEnd) => void;

/**
 * Starts an offline game: loads the bots (a separate chunk, or a worker for the strong level), deals,
 * and plays bots until the human owes a decision. `resume`: the actions of a saved game, replayed
 * first (an action the engine refuses throws its RuleError, and nothing starts). `save` is called after every change.
 */
export async function startOffline(o: OfflineOptions, dispatch: (m: Msg) => void, resume: readonly LoggedAction[] = [], save?: SaveHook): Promise<OfflineTable> {
  const options = { goals: !!o.goals, beginner: !!o.beginner };
  const players = o.players ?? PLAYERS;
  const people = o.names && o.names.length > 1 ? o.names.slice(0, players) : null; // pass and play
  const names = people ? [...people, ...BOT_NAMES.slice(0, players - people.length)] : NAMES.slice(0, players);
  const cast = o.characters ? castCharacters(o.characters, players, !!o.beginner, o.seed) : null;
  const setup: Setup = {
    players: names.map((name, i) => (cast ? { name, character: cast[i] } : { name })), characters: cast ? 'choose' : 'deal',
    length: o.beginner ? 15 : o.length, options, seed: o.seed,
  };
  const isPerson = (seat: number) => seat < (people?.length ?? 1);
  const doc = (): ReplayDoc => ({ match: `offline-${o.seed}`, setup, actions: [...log] });
  const started = startGame(setup);
  let state: GameState = started.state;
  // Every action taken, and what the undo policy needs of each (the engine's undo-policy.ts, as the server keeps).
  const log: LoggedAction[] = [];
  const meta: ActionMeta[] = [];
  const apply = (seat: number, action: Action) => {
    const r = applyAction(state, seat, action);
    if (r.ok) {
      meta.push(actionMeta(state, r.state, r.events, seat));
      log.push({ seat, action });
      state = r.state;
    }
    return r;
  };
  // A saved game: its actions again, their events for the log.
  const replayed: GameEvent[] = [...started.events];
  for (const [i, entry] of resume.entries()) {
    const r = apply(entry?.seat, entry?.action);
    if (!r.ok) throw new RuleError(r.error.code, r.error.rule, `saved action ${i}: ${r.error.message}`);
    replayed.push(...r.events);
  }
  const noBots: Seats = { decide: () => { throw new Error('no bot plays at this table'); }, stop: () => {} };
  const seats = isPerson(players - 1) ? noBots : await botSeats(o); // pass and play with people only: no bots to load
  const hintRng = seedRng(`hint:${o.seed}`);
  let speed = o.speed; // the bar's speed control changes it during the game
  let stopped = false;
  let busy = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  // The person whose view is on screen, and whether it is (pass and play: not until they take the device).
  let viewer = HUMAN;
  let shown = !people;
  /** The seat the table waits for: a person's decision, not one the table answers itself (a bot's, or a window a person could only pass in pass and play). */
  const waitsFor = (seat: number) => isPerson(seat) && !(people && passOnlyWindow(state.prompt?.kind, legalActions(state, seat)));

  const send = (events: GameEvent[]) => {
    if (state.finished) save?.(null, { doc: doc(), state, people: people?.length ?? 1 });
    else save?.({ v: 1, options: { ...o, speed }, log: [...log], savedAt: Date.now(), round: state.turn.round, lp: state.players[HUMAN].lp });
    const due = state.finished ? undefined : state.prompt?.seat;
    const waiting = due !== undefined && waitsFor(due); // a person's decision
    if (people && waiting && due !== viewer) { viewer = due!; shown = false; } // ... another person's: the device goes to them
    const eyes: Viewer = shown && !state.finished ? viewer : people ? 'spectator' : HUMAN; // a finished pass-and-play game: everyone's table
    const handOver = !shown && waiting && due === viewer ? { seat: viewer, name: people![viewer] } : null;
    const answered = due !== undefined && isPerson(due) && !waiting; // a Pass-only window the table passes next (pass and play): nothing to press
    dispatch({
      type: 'snapshot', view: viewFor(state, eyes), legal: eyes === 'spectator' || answered ? [] : legalActions(state, eyes),
      events: events.map((e) => redactEvent(e, people ? 'spectator' : HUMAN)), canUndo: eyes !== 'spectator' && undoCheck(state, meta, eyes).ok,
      ...(people ? { handOver } : {}),
    });
  };

  const botsPlay = async () => {
    timer = null;
    busy = true;
    const pending: GameEvent[] = [];
    // Bots play until the human owes a decision; with a delay, one bot decision per tick. A
    // worker's answer arrives later: the state it was asked about is still the current one,
    // because the human cannot act while a bot owes the decision.
    while (!stopped && !state.finished && state.prompt && !waitsFor(state.prompt.seat)) {
      const seat = state.prompt.seat;
      const legal = legalActions(state, seat);
      const chosen = legal.length === 1 ? legal[0] : seats.decide(state, seat); // a person's Pass-only window: its one action
      const action = chosen instanceof Promise ? await chosen : chosen;
      if (stopped) break;
      const r = apply(seat, action);
      if (!r.ok) throw new Error(`bot ${seat} chose an unlisted action: ${r.error.message}`);
      pending.push(...r.events);
      if (DELAY_MS[speed] > 0 || chosen instanceof Promise) break;
    }
    busy = false;
    if (stopped) return;
    send(pending);
    schedule();
  };

  const schedule = () => {
    if (stopped || busy || state.finished || !state.prompt || waitsFor(state.prompt.seat) || timer) return;
    timer = setTimeout(() => void botsPlay(), DELAY_MS[speed]);
  };

  send(replayed);
  schedule();

  return {
    doc: async (): Promise<ReplayDoc> => doc(),
    act(action) {
      if (stopped || !shown) return; // pass and play: not before the person holds the device
      const r = apply(viewer, action);
      if (!r.ok) {
        dispatch({ type: 'refused', refusal: { code: r.error.code, rule: r.error.rule, message: r.error.message } });
        return;
      }
      send(r.events);
      schedule();
    },
    undo() {
      if (stopped || !shown) return;
      const c = undoCheck(state, meta, viewer);
      if (!c.ok) {
        dispatch({ type: 'refused', refusal: { code: 'ERR_UNDO_REFUSED', rule: 'ERR_UNDO_REFUSED', message: c.reason } });
        return;
      }
      log.length = c.to;
      meta.length = c.to;
      state = replay(setup, log);
      send([undoneEvent(viewer, c.to)]);
    },
    setSpeed(s) {
      speed = s;
    },
    reveal() {
      if (stopped || shown) return;
      shown = true;
      send([]);
    },
    async hint() {
      const { heuristicBot } = await import('@wl/bots');
      if (stopped || !shown || state.finished || state.prompt?.seat !== viewer) return;
      const view = viewFor(state, viewer); // what the player may see: a hint never tells a hidden card
      dispatch({ type: 'hint', action: heuristicBot(view, legalActions(state, viewer), hintRng), seq: view.seq });
    },
    stop() {
      stopped = true;
      seats.stop();
      if (timer) clearTimeout(timer);
    },
  };
}
