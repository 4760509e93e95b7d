// Test helpers: build the web client into a temporary directory and serve it over HTTP on a
// random port; launch Debian's Chromium (chromium.ts).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launch } from './chromium.js';
import { build } from 'vite';
import { afterAll, beforeAll } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.png': 'image/png', '.webmanifest': 'application/manifest+json' };

/** Builds the client (fresh, so the test never runs a stale bundle) and returns its directory. */
export async function buildClient(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'wl-web-'));
  // Vitest sets NODE_ENV=test, which would bundle React's development build: build for production.
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = env;
  }
  return outDir;
}

/** Serves a directory on 127.0.0.1 at a random port, each file read at each request. */
export async function serve(dir: string): Promise<{ url: string; dir: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || path.endsWith('/')) file = join(dir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return { url: `http://127.0.0.1:${port}/`, dir, close: () => new Promise((ok) => server.close(() => ok())) };
}

export { CHROMIUM, launch } from './chromium.js';

/** What a browser test file works with: the served build, Chromium, and one close for both. */
export interface TestSite { site: { url: string; dir: string; close(): Promise<void> }; browser: Browser; close(): Promise<void> }

/**
 * Builds and serves the client and launches Chromium for one test file; prepares the screenshot
 * directory `artifacts` (never emptied: test files run in parallel; its files git-ignored when `ignoreAll`).
 */
export async function openSite(artifacts: string, o: { ignoreAll?: boolean } = {}): Promise<TestSite> {
  mkdirSync(artifacts, { recursive: true });
  if (o.ignoreAll) writeFileSync(join(artifacts, '.gitignore'), '*\n');
  const site = await serve(await buildClient());
  const browser = await launch();
  return { site, browser, close: async () => { await browser.close(); await site.close(); } };
}

/** openSite for the whole test file (beforeAll/afterAll registered here): read `site` and `browser` inside tests. */
export function useTestSite(artifacts: string, o: { ignoreAll?: boolean } = {}): { readonly site: TestSite['site']; readonly browser: Browser } {
  let t: TestSite | undefined;
  beforeAll(async () => { t = await openSite(artifacts, o); }, 120_000);
  afterAll(async () => { await t?.close(); });
  return { get site() { return t!.site; }, get browser() { return t!.browser; } };
}
