// The web client's files (web-files.ts): the installable app's root files (the service worker,
// the manifest, the icons) with their types and a revalidated cache, the hashed assets cached for
// good under `/`, `/t/` and `/r/`, and nothing else of the build's directory.
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let app: FastifyInstance;
let dir = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wl-web-files-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><title>the built page</title></html>');
  writeFileSync(join(dir, 'sw.js'), 'self.skipWaiting();');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Western Legends"}');
  writeFileSync(join(dir, 'icon-192.png'), 'png');
  writeFileSync(join(dir, 'apple-touch-icon.png'), 'png');
  writeFileSync(join(dir, 'secret.txt'), 'not served');
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
  process.env.WEB_DIR = dir; // read when web-files.ts loads
  const { registerWebFiles } = await import('../src/web-files.js');
  app = Fastify();
  registerWebFiles(app, (reply) => reply.status(404).send({ error: { code: 'ERR_NOT_FOUND', message: 'No such file.' } }));
  await app.ready();
});
afterAll(async () => { delete process.env.WEB_DIR; await app.close(); });

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the web client\'s files', () => {
  it('serves the built page at /, /index.html, /t/:id and /r/:id', async () => {
    for (const url of ['/', '/index.html', '/t/abcd1234', '/r/abcd1234']) {
      const r = await get(url);
      expect(r.statusCode).toBe(200);
      expect(r.body).toContain('the built page');
    }
  });

  it('serves a page rebuilt under the running server (new hashed assets), not the one it started with', async () => {
    const page = join(dir, 'index.html');
    writeFileSync(page, '<!doctype html><html><title>the rebuilt page</title></html>');
    utimesSync(page, new Date(), new Date(Date.now() + 5_000)); // a later modification time, whatever the clock's grain
    for (const url of ['/', '/t/abcd1234']) expect((await get(url)).body).toContain('the rebuilt page');
    writeFileSync(page, '<!doctype html><html><title>the built page</title></html>');
    utimesSync(page, new Date(), new Date(Date.now() + 10_000));
    expect((await get('/')).body).toContain('the built page');
  });

  it('serves the service worker, the manifest and the icons at the root, revalidated at each visit', async () => {
    const sw = await get('/sw.js');
    expect([sw.statusCode, sw.headers['content-type'], sw.headers['cache-control'], sw.body]).toEqual([200, 'text/javascript; charset=utf-8', 'no-cache', 'self.skipWaiting();']);
    const manifest = await get('/manifest.webmanifest');
    expect([manifest.statusCode, manifest.headers['content-type'], manifest.headers['cache-control']]).toEqual([200, 'application/manifest+json', 'no-cache']);
    expect(JSON.parse(manifest.body)).toEqual({ name: 'Western Legends' });
    for (const icon of ['/icon-192.png', '/apple-touch-icon.png']) expect([(await get(icon)).statusCode, (await get(icon)).headers['content-type']]).toEqual([200, 'image/png']);
  });

  it('serves the hashed assets under /assets/, /t/assets/ and /r/assets/, cached for good', async () => {
    for (const url of ['/assets/index-abc.js', '/t/assets/index-abc.js', '/r/assets/index-abc.js']) {
      const r = await get(url);
      expect([r.statusCode, r.headers['cache-control'], r.body]).toEqual([200, 'public, max-age=31536000, immutable', 'console.log(1)']);
    }
  });

  it('answers 404 ERR_NOT_FOUND for any other file of the build, a missing one or a path outside it', async () => {
    for (const url of ['/secret.txt', '/icon-512.png', '/assets/missing.js', '/assets/..%2Fsecret.txt', '/t/assets/.hidden.js', '/nothing']) {
      const r = await get(url);
      expect([url, r.statusCode, JSON.parse(r.body).error.code]).toEqual([url, 404, 'ERR_NOT_FOUND']);
    }
  });
});
