import type { FastifyReply, FastifyRequest } from 'fastify';
import { appendVary, compress, compressionThreshold, preferredEncoding } from '../../plugins/compression.ts';
import type { AnswerCache, CachedAnswer } from './answer-cache.ts';
import type { AnswerArea } from './areas.ts';

const jsonType = 'application/json; charset=utf-8';

/**
 * A read route's answer from the cache, or from `load` (then kept): use as the handler's return value. A hit skips
 * the query, the mapping, the serializer and, per encoding after its first use, the compressor. What is sent is
 * what the route sends without the cache: the route's own serializer wrote the JSON, and above the compression
 * threshold the compression hook's encoding choice, compressor and vary header apply (decision 080). With the
 * cache off (not listening, or ANSWER_CACHE_SECONDS=0) the route answers exactly as it would without it.
 */
export async function cachedAnswer<T>(
  cache: AnswerCache,
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
  { area, key }: { area: AnswerArea; key: string },
  load: () => Promise<T>,
): Promise<T | FastifyReply> {
  if (!cache.enabled) return load();
  const hit = cache.get(area, key);
  if (hit) return sendAnswer(request, reply, hit);
  // Taken before the query: an announcement or local write during it keeps its (maybe older) result out.
  const generation = cache.generation;
  // The route's own serializer, as for an uncached answer (it returns a string for a JSON schema).
  const json = reply.serialize(await load()) as string;
  return sendAnswer(request, reply, cache.store(area, key, json, generation));
}

function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  reply.header('content-type', jsonType);
  // Below the threshold the hook leaves the answer alone: sent as the string, exactly as without the cache.
  if (answer.json.length < compressionThreshold) return reply.send(answer.json);
  const encoding = preferredEncoding(request);
  // As it is, its UTF-8 bytes kept too (30 KB encoded per call showed): the compression hook adds vary, and
  // compresses nothing the client did not accept, as for the string.
  if (!encoding) return reply.send(prepared(answer, 'identity', () => Buffer.from(answer.json)));
  // content-encoding set: the compression hook lets the prepared bytes through.
  return reply
    .header('vary', appendVary(reply.getHeader('vary')))
    .header('content-encoding', encoding)
    .send(prepared(answer, encoding, () => compress(answer.json, encoding)));
}

function prepared(answer: CachedAnswer, form: string, make: () => Buffer): Buffer {
  let bytes = answer.encoded.get(form);
  if (!bytes) {
    bytes = make();
    answer.encoded.set(form, bytes);
  }
  return bytes;
}
