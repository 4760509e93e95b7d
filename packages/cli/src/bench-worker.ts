// The worker thread of `wl bench` (bench.ts, benchInWorker): runs the measurements and posts
// each step's name, then the result.
import { parentPort, workerData } from 'node:worker_threads';
import { bench, type BenchOptions } from './bench.js';

const port = parentPort!;
const result = bench(workerData as BenchOptions, (step) => port.postMessage({ step }));
port.postMessage({ result });
