import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Responses smaller than this go out as they are: compressing them saves less than it costs. */
export const compressionThreshold = 1024;

/**
 * Compresses API responses (JSON above the threshold, the app's index.html) for clients that accept it.
 * Built assets are not compressed here: the build wrote brotli and gzip copies that @fastify/static sends.
 * Brotli runs at quality 4 for these per-request answers (quality 11 costs tens of milliseconds).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: compressionThreshold,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
