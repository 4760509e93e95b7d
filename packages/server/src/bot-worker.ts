// A worker thread that runs bot decisions for WorkerBots, one job at a time.
import { parentPort } from 'node:worker_threads';
import { runJob, type BotJob } from './bots.js';

parentPort?.on('message', (job: BotJob) => {
  try {
    parentPort!.postMessage({ action: runJob(job) });
  } catch (e) {
    parentPort!.postMessage({ error: (e as Error).message });
  }
});
