import type { FastifyRequest } from 'fastify';

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
