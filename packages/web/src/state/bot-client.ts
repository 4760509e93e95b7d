// The page's side of the strong bot's Web Worker (bot-worker.ts): one request at a time, each
// answered by the action the search chose.
import type { Action, GameState, Seat } from '@wl/engine';

/** A search request to the worker. */
export interface BotRequest { id: number; state: GameState; seat: Seat; seed: number }
/** The worker's answer: an action, or the error it hit. */
export interface BotReply { id: number; action?: Action; error?: string }

/** A handle on the worker: ask for a decision, or stop it. */
export interface WorkerBot {
  decide(state: GameState, seat: Seat): Promise<Action>;
  stop(): void;
}

/** Starts the strong bot's worker. */
export function startWorkerBot(seed: number): WorkerBot {
  const worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, { ok: (a: Action) => void; fail: (e: Error) => void }>();
  let next = 0;
  worker.onmessage = (e: MessageEvent<BotReply>) => {
    const w = waiting.get(e.data.id);
    waiting.delete(e.data.id);
    if (e.data.action) w?.ok(e.data.action);
    else w?.fail(new Error(e.data.error ?? 'bot worker failed'));
  };
  worker.onerror = (e) => { for (const w of waiting.values()) w.fail(new Error(e.message)); waiting.clear(); };
  return {
    decide(state, seat) {
      const id = next++;
      return new Promise((ok, fail) => {
        waiting.set(id, { ok, fail });
        worker.postMessage({ id, state, seat, seed } satisfies BotRequest);
      });
    },
    stop() { worker.terminate(); waiting.clear(); },
  };
}
