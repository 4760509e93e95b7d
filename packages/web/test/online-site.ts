// The online browser tests' site: the real server in-process (temporary SQLite, bots inline and
// at once, a 1.5 s grace and a 2 s heartbeat, fixed match seeds) serving a fresh build of the client, and Chromium.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import type { WlServer } from '@wl/server';
import { buildClient, launch } from './serve';

/** The first match's seed of each file (the next match gets the next seed). */
const SEED = 1000;

/** What an online browser test works with, set once its beforeAll ran. */
export interface OnlineSite { browser: Browser; server: WlServer; url: string }

/** Starts the site for the enclosing test file (its `artifacts` directory emptied first) and stops it after. */
export function useOnlineSite(artifacts: string): OnlineSite {
  const site = {} as OnlineSite;
  let dataDir = '';
  beforeAll(async () => {
    rmSync(artifacts, { recursive: true, force: true });
    mkdirSync(artifacts, { recursive: true });
    site.browser = await launch();
    // The server serves this fresh build at `/` and `/t/:id`; it reads WEB_DIR when its module loads.
    process.env.WEB_DIR = await buildClient();
    const { configFromEnv, createServer } = await import('@wl/server');
    dataDir = mkdtempSync(join(tmpdir(), 'wl-web-online-'));
    const base = configFromEnv({});
    let seed = SEED;
    site.server = await createServer({
      ...base, port: 0, host: '127.0.0.1', dataDir, logLevel: 'silent', bots: 'inline', botDelayMs: 0, leftGraceMs: 1500, heartbeatMs: 2000,
      matchSeeds: () => seed++, // games of a known course, so a file's time does not hang on the luck of a deal
      socket: { ...base.socket, perSecond: 1000, burst: 1000 }, httpWrites: { perSecond: 100, burst: 100 },
    });
    site.url = `http://127.0.0.1:${await site.server.listen()}`;
  }, 120_000);
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return site;
}
