import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { isKnownPath, SOCKET_PATH } from '../../../shared/routes';
import { sharedPagePreview } from '../sharing/service';
import { appPath } from './appPath';
import { withPreviewTags } from './sharedPreview';

/** Paths that belong to the server, never to the browser app. */
const SERVER_PREFIXES = ['/api/', SOCKET_PATH, '/dev/', '/healthz', '/readyz'];

/** False for anything that is not a readable file, including names the file system refuses (ENAMETOOLONG). */
function isFile(file: string): boolean {
  try {
    return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

/**
 * Serves the built browser app, compressed when the browser accepts it: hashed assets cached for
 * a year, everything else revalidated,
 * and any app path answered with index.html (404 status for paths the app does not know, so the
 * app's 404 page is a real 404).
 */
const webRoutes: FastifyPluginAsync = async (app) => {
  const root = app.ctx.config.webDistDir;
  // The build writes .br and .gz copies of its text files (vite.config.ts).
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });

  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const pathname = appPath(request.url);
    if (pathname === undefined) return reply.status(404).send({ message: 'No such page.' });
    if (SERVER_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
      return reply.status(404).send({ message: `No such endpoint: ${request.method} ${pathname}` });
    }
    const file = path.join(root, pathname);
    if (pathname !== '/' && file.startsWith(root + path.sep) && isFile(file)) {
      if (pathname.startsWith('/assets/')) return reply.sendFile(pathname, { maxAge: '365d', immutable: true });
      return reply.sendFile(pathname, { maxAge: 0 });
    }
    if (!fs.existsSync(path.join(root, 'index.html'))) {
      return reply.status(503).type('text/plain').send('The web app has not been built yet: run `npm run build`.');
    }
    const shared = /^\/s\/([^/]+)$/.exec(pathname);
    if (shared) {
      // A link's page: its og: tags for link previews, or a 404 once it is revoked or its swing deleted.
      const preview = await sharedPagePreview(app.ctx, shared[1]!);
      const html = await fs.promises.readFile(path.join(root, 'index.html'), 'utf8');
      const origin = app.ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
      return reply
        .status(preview ? 200 : 404)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(preview ? withPreviewTags(html, preview, `${origin}${pathname}`, origin) : html);
    }
    return reply
      .status(isKnownPath(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html', { maxAge: 0 });
  });
};

export default webRoutes;
