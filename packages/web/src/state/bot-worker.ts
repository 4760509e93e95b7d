// Web Worker of the strong offline bot: runs the ISMCTS search off the page's thread. The page
// posts the true state (offline, the page owns it anyway) and the seat; the search itself reads
// only that seat's view and resampled worlds (bots/world.ts). Answers with the chosen action.
import { makeIsmcts, webStrongSearch, type IsmctsBot, type IsmctsOptions } from '@wl/bots';
import { seedRng, type RngState } from '@wl/engine';
import type { BotRequest, BotReply } from './bot-client';

// The strong search for the table's size (800 iterations over the best 8 root actions from 3
// players, 200 over 4 at 2), the players' playouts; at most 700 ms a decision on a slow device.
const bots = new Map<Readonly<IsmctsOptions>, IsmctsBot>();
const botFor = (players: number): IsmctsBot => {
  const opts = webStrongSearch(players);
  let bot = bots.get(opts);
  if (!bot) bots.set(opts, (bot = makeIsmcts({ ...opts, ms: 700 })));
  return bot;
};
let rng: RngState | null = null;

self.onmessage = (e: MessageEvent<BotRequest>) => {
  const { id, state, seat, seed } = e.data;
  rng ??= seedRng(seed);
  try {
    const action = botFor(state.players.length).search(state, seat, rng);
    self.postMessage({ id, action } satisfies BotReply);
  } catch (err) {
    self.postMessage({ id, error: String(err) } satisfies BotReply);
  }
};
