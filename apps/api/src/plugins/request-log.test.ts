import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLog, requestLoggerOptions } from './request-log.ts';

describe('request log', () => {
  it('writes one line per response with method, route, status and time, and no token or query', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const app = Fastify({
      logger: { ...requestLoggerOptions('info'), stream },
      logController: new RequestLog(),
    });
    app.get('/api/ICQ/Schedule/:id', async () => ({ ok: true }));
    await app.ready();
    await app.inject({
      method: 'GET',
      url: '/api/ICQ/Schedule/42?token=secret-token-value&name=Jane',
      headers: { authorization: 'Bearer secret-bearer' },
    });
    await app.inject({ method: 'GET', url: '/nowhere/99?token=secret-token-value' });
    await app.close();

    const responses = lines.filter((l) => l.msg === 'response');
    expect(responses).toHaveLength(2);
    expect(responses[0]).toMatchObject({ method: 'GET', url: '/api/ICQ/Schedule/:id', status: 200 });
    expect(typeof responses[0]?.ms).toBe('number');
    expect(responses[1]).toMatchObject({ url: '/nowhere/99', status: 404 });
    const all = JSON.stringify(lines);
    for (const secret of ['secret-token-value', 'secret-bearer', 'Jane', '?'])
      expect(all).not.toContain(secret);
    // Nothing but the response lines (Fastify's own "incoming request", "route not found" are off).
    expect(lines.filter((l) => l.level === 30)).toHaveLength(2);
  });
});
