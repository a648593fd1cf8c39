import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptsEncoding } from './accept-encoding.ts';

/** Responses smaller than this go out as they are: compressing them saves less than it costs. */
export const compressionThreshold = 1024;

export type ContentEncoding = 'br' | 'gzip';

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
    const encoding = preferredEncoding(request);
    if (!encoding) return done(null, payload);
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return done(null, compress(body, encoding));
  });
}

/** The encoding this hook would use for `request` (brotli first), or null for the body as it is. */
export function preferredEncoding(request: FastifyRequest): ContentEncoding | null {
  if (acceptsEncoding(request, 'br')) return 'br';
  if (acceptsEncoding(request, 'gzip')) return 'gzip';
  return null;
}

/** The bytes this hook sends for `body` in `encoding`; the answer cache keeps them (decision 080). */
export function compress(body: string | Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, brotliOptions) : gzipSync(body);
}

export function appendVary(current: unknown): string {
  const value = Array.isArray(current) ? current.join(', ') : String(current ?? '');
  if (/(^|,)\s*accept-encoding\s*(,|$)/i.test(value)) return value;
  return value ? `${value}, accept-encoding` : 'accept-encoding';
}
