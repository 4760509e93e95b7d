// Web Worker of the strong offline bot: runs the ISMCTS search off the page's thread. The page
// posts the true state (offline, the page owns it anyway) and the seat; the search itself reads
// only that seat's view and resampled worlds (bots/world.ts). Answers with the chosen action.
import { makeIsmcts, STRONG_HORIZON_PER_SEAT } from '@wl/bots';
import { seedRng, type RngState } from '@wl/engine';
import type { BotRequest, BotReply } from './bot-client';

const bot = makeIsmcts({ iterations: 200, ms: 700, horizonPerSeat: STRONG_HORIZON_PER_SEAT });
let rng: RngState | null = null;

self.onmessage = (e: MessageEvent<BotRequest>) => {
  const { id, state, seat, seed } = e.data;
  rng ??= seedRng(seed);
  try {
    const action = bot.search(state, seat, rng);
    self.postMessage({ id, action } satisfies BotReply);
  } catch (err) {
    self.postMessage({ id, error: String(err) } satisfies BotReply);
  }
};
