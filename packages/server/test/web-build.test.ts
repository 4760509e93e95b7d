// The server and the web client's real build (packages/web/dist, made by `npm run build`): every
// file the service worker keeps for offline play is one the server serves. A worker whose list
// names a file the server refuses never installs, and the app would never open offline.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerWebFiles } from '../src/web-files.js';

const DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));

describe('the web client\'s build, served', () => {
  it('serves every file the service worker keeps (sw.js\'s precache list), with a type', async () => {
    expect(existsSync(`${DIST}sw.js`), 'build the client first: npm run build').toBe(true);
    const urls = [...readFileSync(`${DIST}sw.js`, 'utf8').matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
    expect(urls).toEqual(expect.arrayContaining(['index.html', 'manifest.webmanifest', 'icon-192.png']));
    expect(urls.filter((u) => u.startsWith('assets/')).length).toBeGreaterThan(3); // the page's scripts, styles and the bots' worker
    const app = Fastify();
    registerWebFiles(app, (reply) => reply.status(404).send({ error: { code: 'ERR_NOT_FOUND', message: 'No such file.' } }));
    for (const url of urls) {
      const r = await app.inject({ method: 'GET', url: `/${url}` });
      expect([url, r.statusCode, r.headers['content-type'] !== 'application/octet-stream']).toEqual([url, 200, true]);
      for (const prefix of ['/t/', '/r/']) if (url.startsWith('assets/')) expect((await app.inject({ method: 'GET', url: `${prefix}${url}` })).statusCode).toBe(200);
    }
    await app.close();
  });
});
