// The one interface the UI plays through, whether the engine runs in this page (offline.ts) or on
// the server (online.ts). Both report to the store with the same `snapshot` and `refused` messages.
import type { Action, GameStats } from '@wl/engine';

/** A game being played: the UI sends decisions and leaves; snapshots arrive through the store. */
export interface GameTable {
  /** Sends this player's decision; a refused action reaches the reducer as `refused`. */
  act(action: Action): void;
  /** Takes back this player's last action within their own turn (the engine's undo policy); a refusal reaches the reducer as `refused`. */
  undo(): void;
  /** Stops playing (leaving the table); nothing is dispatched afterwards. */
  stop(): void;
  /** The finished game's statistics per seat (the engine's `statsOfGame` of its setup and every action); refused while it is being played. */
  stats(): Promise<GameStats>;
}
