// The web client's files: its page at `/`, at an invite `/t/<id>` and a replay `/r/<match>` (the
// client reads the path), its hashed assets, and the installable app's files at the root (the
// service worker, the manifest, the icons); a placeholder page when the client is not built.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const PLACEHOLDER = readFileSync(new URL('../public/index.html', import.meta.url), 'utf8');
/** The web client's build (packages/web/dist), served at `/` when it exists; `WEB_DIR` to change. */
const WEB_DIR = process.env.WEB_DIR ?? fileURLToPath(new URL('../../web/dist/', import.meta.url));
const WEB_INDEX = join(WEB_DIR, 'index.html');
/** The page as last read, with its file's modification time (-1: the placeholder). */
let kept = { mtime: -1, html: PLACEHOLDER };

/**
 * The built page, read again whenever its file changed: a client rebuilt under a running server
 * (`npm run build`) names new hashed assets, and the old page would ask for files that are gone.
 */
function currentPage(): string {
  const mtime = statSync(WEB_INDEX, { throwIfNoEntry: false })?.mtimeMs ?? -1;
  if (mtime !== kept.mtime) kept = { mtime, html: mtime < 0 ? PLACEHOLDER : readFileSync(WEB_INDEX, 'utf8') };
  return kept.html;
}
const ASSET_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.woff2': 'font/woff2', '.json': 'application/json', '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
};
/** The files of the build's root a browser asks for by name: never cached unchecked (a new build replaces them). */
const ROOT_FILES = /^(sw\.js|manifest\.webmanifest|(icon|icon-maskable)(-\d+)?\.(png|svg)|apple-touch-icon\.png)$/;

/** Registers the page, asset and root-file routes; `notFound` answers a file that is not there. */
export function registerWebFiles(app: FastifyInstance, notFound: (reply: FastifyReply) => FastifyReply): void {
  const page = async (_req: FastifyRequest, reply: FastifyReply) => reply.type('text/html; charset=utf-8').send(currentPage());
  app.get('/', page);
  app.get('/index.html', page); // the service worker keeps the page under this name
  // The invite link opens the web client, which reads the table id from its path.
  app.get('/t/:id', page);
  // So does a finished match's replay (`/r/<match>`), which fetches `/api/matches/:id/replay`.
  app.get('/r/:id', page);
  const send = (reply: FastifyReply, path: string, file: string, cache: string) => {
    const type = ASSET_TYPES[extname(file)];
    if (!type || !existsSync(path)) return notFound(reply);
    return reply.type(type).header('cache-control', cache).send(readFileSync(path));
  };
  const asset = async (req: FastifyRequest, reply: FastifyReply) => {
    const file = (req.params as { file: string }).file;
    if (!/^[\w.-]+$/.test(file) || file.startsWith('.')) return notFound(reply);
    return send(reply, join(WEB_DIR, 'assets', file), file, 'public, max-age=31536000, immutable');
  };
  // The client is built with relative asset paths, so at `/t/:id` it asks for `/t/assets/...`.
  app.get('/assets/:file', asset);
  app.get('/t/assets/:file', asset);
  app.get('/r/assets/:file', asset);
  // The service worker must be checked at every visit (no-cache: the browser revalidates it).
  app.get('/:file', async (req, reply) => {
    const file = (req.params as { file: string }).file;
    if (!ROOT_FILES.test(file)) return notFound(reply);
    return send(reply, join(WEB_DIR, file), file, 'no-cache');
  });
}
