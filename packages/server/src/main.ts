#!/usr/bin/env node
// `npm start`: the server on PORT (8080) with SQLite in DATA_DIR (./data), or DATABASE_URL.
import { configFromEnv, launchServer, type WlServer } from './app.js';

let server: WlServer;
try {
  server = await launchServer(configFromEnv());
} catch (e) {
  // A bad variable, a busy port or an unusable store: one line, nothing resumed, exit 1.
  process.stderr.write(`${(e as Error).message}\n`);
  process.exit(1);
}
let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  server.log.info({ signal }, 'shutting down');
  server.close().then(() => process.exit(0), () => process.exit(1));
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
