// The worker thread of `wl bench` (bench.ts, inBenchWorker): reports its young generation's
// size, then runs the measurements, or the comparison with another engine build
// (bench-compare.ts), or the costs by kind of decision (bench-kinds.ts), and posts each step's
// name, then the result (or the error).
import { getHeapSpaceStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { benchRun, type WorkerJob } from './bench.js';
import { compare, loadEngine } from './bench-compare.js';
import { costsByKind } from './bench-kinds.js';

const port = parentPort!;
const job = workerData as WorkerJob;
const onStep = (step: string) => port.postMessage({ step });
const newSpace = getHeapSpaceStatistics().find((x) => x.space_name === 'new_space');
port.postMessage({ youngMb: newSpace ? newSpace.space_size / 2 ** 20 : 0 }); // before any measuring (bench.ts BENCH_YOUNG_START_MB)
try {
  let result: unknown;
  if (job.byKind) result = costsByKind(job, onStep);
  else if (job.against !== undefined) result = compare(await loadEngine(job.against), job.against, job, onStep);
  else result = benchRun(job, onStep);
  port.postMessage({ result });
} catch (e) {
  port.postMessage({ error: e instanceof Error ? e.message : String(e) });
}
