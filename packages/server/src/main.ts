#!/usr/bin/env node
// `npm start`: the server on PORT (8080) with SQLite in DATA_DIR (./data), or DATABASE_URL.
import { configFromEnv, createServer } from './app.js';

const server = await createServer(configFromEnv());
await server.listen();
let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  server.log.info({ signal }, 'shutting down');
  server.close().then(() => process.exit(0), () => process.exit(1));
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
