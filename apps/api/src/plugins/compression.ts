import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { acceptsEncoding } from './accept-encoding.ts';

/** Responses smaller than this go out as they are: compressing them saves less than it costs. */
export const compressionThreshold = 1024;

const compressible = /^(application\/(json|problem\+json)|text\/)/;
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };

/**
 * Compresses API answers (JSON) above the threshold for clients that accept it (decision 077). The app's pages
 * and built assets are not compressed here: the build wrote their brotli and gzip copies (web-app.ts). Streams
 * (live events, downloads) pass untouched. Brotli runs at quality 1 for these per-request answers: on the audit
 * list's 47 KB page it took 60 µs against quality 4's 312 µs, for a body 15 % larger (decision 075's bench).
 *
 * One hook, whose first test is the size: most signed-in answers are small, and @fastify/compress parsed the
 * content type and Accept-Encoding of each of them before looking at its length (issue 26).
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const size = typeof payload === 'string' ? payload.length : Buffer.isBuffer(payload) ? payload.length : 0;
    if (size < compressionThreshold) return done(null, payload);
    if (reply.hasHeader('content-encoding')) return done(null, payload);
    if (!compressible.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    const body = payload as string | Buffer;
    reply.header('vary', appendVary(reply.getHeader('vary')));
    if (acceptsEncoding(request, 'br')) {
      reply.header('content-encoding', 'br').removeHeader('content-length');
      return done(null, brotliCompressSync(body, brotliOptions));
    }
    if (acceptsEncoding(request, 'gzip')) {
      reply.header('content-encoding', 'gzip').removeHeader('content-length');
      return done(null, gzipSync(body));
    }
    return done(null, payload);
  });
}

function appendVary(current: unknown): string {
  const value = Array.isArray(current) ? current.join(', ') : String(current ?? '');
  if (/(^|,)\s*accept-encoding\s*(,|$)/i.test(value)) return value;
  return value ? `${value}, accept-encoding` : 'accept-encoding';
}
