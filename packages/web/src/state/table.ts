// The one interface the UI plays through, whether the engine runs in this page (offline.ts) or on
// the server (online.ts). Both report to the store with the same `snapshot` and `refused` messages.
import type { Action } from '@wl/engine';
import type { ReplayDoc } from './replay';

/** A game being played: the UI sends decisions and leaves; snapshots arrive through the store. */
export interface GameTable {
  /** Sends this player's decision; a refused action reaches the reducer as `refused`. */
  act(action: Action): void;
  /** Takes back this player's last action within their own turn (the engine's undo policy); a refusal reaches the reducer as `refused`. */
  undo(): void;
  /** Stops playing (leaving the table); nothing is dispatched afterwards. */
  stop(): void;
  /** The game's document, its setup and every action (what the replay screen, `wl replay` and the end screen's statistics read); online, once the match is over. */
  doc(): Promise<ReplayDoc>;
}
