import fastifyStatic from '@fastify/static';
import { messages } from '@homer/contracts/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadIndexPages } from './index-page.ts';
import { declarePublicRoutes } from './public-scope.ts';

/** Whether the client lists `encoding` in Accept-Encoding without refusing it (`;q=0`). */
export function acceptsEncoding(request: FastifyRequest, encoding: 'br' | 'gzip'): boolean {
  const header = request.headers['accept-encoding'] ?? '';
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== encoding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Serves the built single-page app: assets by their content-hashed names, with the brotli or gzip copy the
 * build wrote (apps/web/vite-precompress.ts); any other GET (or HEAD) outside /api and /assets gets index.html
 * with the preloads of the page it names (index-page.ts), so the client router decides.
 */
export async function registerWebApp(app: FastifyInstance, dist: string) {
  const indexPage = loadIndexPages(dist);
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
          reply.header(
            'cache-control',
            /\.html(\.br|\.gz)?$/.test(path) ? 'no-cache' : 'public, max-age=31536000, immutable',
          );
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
      if (acceptsEncoding(request, 'br')) return reply.header('content-encoding', 'br').send(index.br);
      if (acceptsEncoding(request, 'gzip')) return reply.header('content-encoding', 'gzip').send(index.gzip);
      return reply.send(index.identity);
    }
    return reply.status(404).send({ isSuccessful: false, message: messages.notFound, messageClass: 'error' });
  });
}
