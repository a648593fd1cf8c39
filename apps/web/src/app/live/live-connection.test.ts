import type { LiveEvent } from '@homer/contracts/live-events';
import { describe, expect, it, vi } from 'vitest';
import { LiveConnection, type LiveStatus } from './live-connection.ts';

function streamOf(text: string): Response {
  return new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );
}

describe('LiveConnection', () => {
  it('hands on events once, reconnects with the last id, and stops when disposed', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const answers = [
      streamOf('retry: 10\n\nid: 5\nevent: chatRoomChanged\ndata: {"roomId":1}\n\n'),
      streamOf('id: 5\nevent: chatRoomChanged\ndata: {"roomId":1}\n\nid: 6\nevent: nope\ndata: {}\n\n'),
    ];
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const answer = answers.shift();
      if (answer) return answer;
      return new Promise<Response>(() => {});
    });
    const events: LiveEvent[] = [];
    const statuses: LiveStatus[] = [];
    const connection = new LiveConnection({
      token: () => 'tok',
      onEvent: (event) => events.push(event),
      onStatus: (status) => statuses.push(status),
      fetch: fetchMock as unknown as typeof fetch,
      delayMs: () => 1,
    });
    connection.start();
    await vi.waitFor(() => expect(calls.length).toBe(3));
    expect(events).toEqual([{ id: '5', type: 'chatRoomChanged', data: { roomId: 1 } }]);
    const headers = (n: number) => calls[n]?.init?.headers as Record<string, string>;
    expect(headers(0).authorization).toBe('Bearer tok');
    expect(headers(0)['last-event-id']).toBeUndefined();
    expect(headers(1)['last-event-id']).toBe('5');
    expect(calls[0]?.url).not.toContain('tok');
    expect(statuses.slice(0, 2)).toEqual(['open', 'lost']);

    connection.dispose();
    expect(calls[3]?.url).toMatch(/^\/api\/sse-notif\/remove\?_ts=\d+$/);
    expect(JSON.parse(String(calls[3]?.init?.body))).toEqual({ stream: connection.name });
  });

  // Spec document 1 §7, issue 25: the stream's requests carry what every other request does.
  it('names the time zone and UTC offset and stamps the time on the stream and its removal', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return new Promise<Response>(() => {});
    });
    const connection = new LiveConnection({
      token: () => 'tok',
      onEvent: () => {},
      onStatus: () => {},
      fetch: fetchMock as unknown as typeof fetch,
    });
    const before = Date.now();
    connection.start();
    await vi.waitFor(() => expect(calls.length).toBe(1));
    connection.dispose();
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      const headers = call.init?.headers as Record<string, string>;
      expect(headers['X-TimeZone']).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
      expect(headers['X-UtcOffset']).toBe(String(-new Date().getTimezoneOffset()));
      const stamp = Number(new URL(call.url, 'http://homer.test').searchParams.get('_ts'));
      expect(stamp).toBeGreaterThanOrEqual(before);
      expect(stamp).toBeLessThanOrEqual(Date.now());
    }
    expect(new URL(calls[0]?.url ?? '', 'http://homer.test').searchParams.get('silent')).toBe('true');
  });

  it('reports the stream lost when the server refuses it', async () => {
    const statuses: LiveStatus[] = [];
    const connection = new LiveConnection({
      token: () => 'tok',
      onEvent: () => {},
      onStatus: (status) => statuses.push(status),
      fetch: (async () => new Response('', { status: 503 })) as unknown as typeof fetch,
      delayMs: () => 60_000,
    });
    connection.start();
    await vi.waitFor(() => expect(statuses).toEqual(['lost']));
    connection.dispose();
  });
});
