// A worker thread that runs bot decisions for WorkerBots, one job at a time.
import { parentPort } from 'node:worker_threads';
import { botByName } from '@wl/bots';
import type { BotJob } from './bots.js';

parentPort?.on('message', (job: BotJob) => {
  try {
    parentPort!.postMessage({ action: botByName(job.level)(job.view, job.legal, job.rng) });
  } catch (e) {
    parentPort!.postMessage({ error: (e as Error).message });
  }
});
