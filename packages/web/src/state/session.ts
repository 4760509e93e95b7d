// The one store of the page and the table it talks to (offline now; the server's socket later).
import type { Action, GameLength } from '@wl/engine';
import { initialState, onlyPass, reduce, type Speed } from './reducer';
import { createStore } from './store';
import { startOffline, type OfflineTable } from './offline';

const params = new URLSearchParams(location.search);
const speedParam = params.get('speed');
const lengthParam = Number(params.get('length'));

/** The page's store. */
export const store = createStore(reduce, {
  ...initialState,
  speed: speedParam === 'fast' || speedParam === 'normal' ? (speedParam as Speed) : initialState.speed,
  length: lengthParam === 15 || lengthParam === 20 || lengthParam === 25 ? (lengthParam as GameLength) : initialState.length,
});

let current: OfflineTable | null = null;

// Auto-pass: a reaction window where `pass` is the only listed action is answered by itself.
let autoPassed = -1;
store.subscribe(() => {
  const s = store.getState();
  if (!s.autoPass || !onlyPass(s) || !s.view || autoPassed === s.view.seq) return;
  autoPassed = s.view.seq;
  const table0 = current;
  setTimeout(() => { if (current === table0) current?.act({ type: 'pass' }); }, 0);
});

/** The table the UI sends decisions to. */
export const table = {
  /** Starts a new offline game with the configured options. */
  async start(): Promise<void> {
    current?.stop();
    current = null;
    store.dispatch({ type: 'starting' });
    const s = store.getState();
    const seedParam = params.get('seed');
    const seed = seedParam ? Number(seedParam) : Math.floor(Math.random() * 2 ** 31);
    current = await startOffline({ botLevel: s.botLevel, length: s.length, speed: s.speed, seed }, store.dispatch);
  },
  /** Sends the human's decision. */
  act(a: Action): void {
    current?.act(a);
  },
  /** Leaves the game for the home screen. */
  leave(): void {
    current?.stop();
    current = null;
    store.dispatch({ type: 'home' });
  },
};
