import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@homer/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { acceptsEncoding } from './accept-encoding.ts';
import { loadIndexPages } from './index-page.ts';
import { declarePublicRoutes } from './public-scope.ts';
import { pageHeaders } from './security-headers.ts';

/**
 * Serves the built single-page app: assets by their content-hashed names, with the brotli or gzip copy the
 * build wrote (apps/web/vite-precompress.ts); any other GET (or HEAD) outside /api and /assets gets index.html
 * with the preloads of the page it names (index-page.ts), so the client router decides.
 */
export async function registerWebApp(
  app: FastifyInstance,
  dist: string,
  production: boolean,
  strich = false,
) {
  const indexPage = loadIndexPages(dist);
  const assetsDir = join(dist, 'assets', '/');
  const workerScript = join(dist, 'sw.js');
  // A page's headers (its content security policy and helmet's friends) go on HTML only (decision 077).
  const page = Object.entries(pageHeaders(production, strich));
  if (indexPage) {
    await app.register(async (web) => {
      declarePublicRoutes(web);
      await web.register(fastifyStatic, {
        root: dist,
        wildcard: false,
        index: false,
        cacheControl: false,
        preCompressed: true,
        // Vite names assets by content hash, so they never change; index.html must always be revalidated.
        setHeaders: (reply, path) => {
          const html = /\.html(\.br|\.gz)?$/.test(path);
          // Files under their own names (the offline-cache worker /sw.js, its manifest, icons) are revalidated too.
          const hashed = path.startsWith(assetsDir);
          reply.header('cache-control', html || !hashed ? 'no-cache' : 'public, max-age=31536000, immutable');
          // The offline-cache worker runs under the policy its script comes with: an answer's `sandbox` would give
          // it an opaque origin, with no Cache Storage, so it gets the page's (decision 073).
          const worker = path.startsWith(workerScript);
          if (html || worker) for (const [name, value] of page) reply.header(name, value);
        },
      });
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // Built assets all live under /assets/; one that is not there (a chunk of an earlier release) is missing, and
    // must not be cached as missing once a rebuild brings it.
    if (request.url.startsWith('/assets/'))
      return reply.status(404).header('cache-control', 'no-store').type('text/plain').send('Not found');
    // HEAD as GET, without the body (Node drops it): load balancers check an instance with HEAD /.
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (indexPage && read && !request.url.startsWith('/api/')) {
      const index = indexPage(request.url);
      reply.type('text/html').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      for (const [name, value] of page) reply.header(name, value);
      if (acceptsEncoding(request, 'br')) return reply.header('content-encoding', 'br').send(index.br);
      if (acceptsEncoding(request, 'gzip')) return reply.header('content-encoding', 'gzip').send(index.gzip);
      return reply.send(index.identity);
    }
    return reply.status(404).send({ isSuccessful: false, message: messages.notFound, messageClass: 'error' });
  });
}
