/**
 * The live bench's client, in its own process (started by live-events.ts): a client sharing the server's event
 * loop delays both and makes the server's memory figure include the client's. It opens the streams it is told
 * to, notes when each broadcast reaches each stream, and which streams closed and when. Plain Node TypeScript
 * without the app's modules, so it starts at once and without a loader.
 */
import http from 'node:http';
import { openFileLimit } from './live-events-file-limit.ts';

export type ClientOrder =
  | { type: 'open'; url: string; token: string; count: number }
  | { type: 'report' }
  | { type: 'close' };

export type ClientReport =
  | { type: 'opened'; ok: number; failed: Record<string, number>; openFileLimit: number; ms: number }
  | {
      type: 'report';
      open: number;
      /** Per broadcast id, the wall-clock time (ms since the epoch) it reached each stream that received it. */
      arrivals: Record<string, number[]>;
      /** Per stream, how many broadcasts it received. */
      receivedPerStream: number[];
      /** Streams the server ended, by how many seconds after opening, and by error code. */
      closedAfterSeconds: Record<string, number>;
      closeReasons: Record<string, number>;
    };

type Stream = { request: http.ClientRequest; openedAt: number; received: number; closed: boolean };

const streams: Stream[] = [];
const arrivals: Record<string, number[]> = {};
const closedAfterSeconds: Record<string, number> = {};
const closeReasons: Record<string, number> = {};
let closing = false;

function send(report: ClientReport): void {
  process.send?.(report);
}

function count(into: Record<string, number>, key: string): void {
  into[key] = (into[key] ?? 0) + 1;
}

function now(): number {
  return performance.timeOrigin + performance.now();
}

/** Reads SSE frames; the bench's broadcasts are newVersionDeployed events naming their buildId. */
function readFrames(stream: Stream, response: http.IncomingMessage): void {
  let text = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    const at = now();
    text += chunk;
    let end = text.indexOf('\n\n');
    while (end >= 0) {
      const frame = text.slice(0, end);
      text = text.slice(end + 2);
      const match = /^data: \{"buildId":"(live-bench-[^"]+)"\}$/m.exec(frame);
      if (match?.[1]) {
        const id = match[1];
        arrivals[id] ??= [];
        arrivals[id].push(at);
        stream.received += 1;
      }
      end = text.indexOf('\n\n');
    }
  });
}

function ended(stream: Stream, reason: string): void {
  if (stream.closed || closing) return;
  stream.closed = true;
  count(closedAfterSeconds, String(Math.floor((now() - stream.openedAt) / 1000)));
  count(closeReasons, reason);
}

function openOne(url: URL, token: string, index: number, agent: http.Agent): Promise<string | null> {
  return new Promise((resolve) => {
    const request = http.get(url, {
      agent,
      headers: { authorization: `Bearer ${token}`, 'x-live-stream': `bench-${index}` },
    });
    const stream: Stream = { request, openedAt: now(), received: 0, closed: false };
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        resolve(`HTTP ${response.statusCode}`);
        return;
      }
      streams.push(stream);
      readFrames(stream, response);
      response.on('end', () => ended(stream, 'ended by the server'));
      response.on('aborted', () => ended(stream, 'aborted'));
      response.on('error', (error: NodeJS.ErrnoException) => ended(stream, error.code ?? error.message));
      resolve(null);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (streams.includes(stream)) ended(stream, error.code ?? error.message);
      else resolve(error.code ?? error.message);
    });
  });
}

async function open(order: Extract<ClientOrder, { type: 'open' }>): Promise<void> {
  const started = now();
  const url = new URL(order.url);
  // One socket per stream, no pooling limit: each stream is a request that never ends.
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const failed: Record<string, number> = {};
  const results = await Promise.all(
    Array.from({ length: order.count }, (_, i) => openOne(url, order.token, i, agent)),
  );
  for (const failure of results) if (failure) count(failed, failure);
  send({
    type: 'opened',
    ok: results.filter((r) => r === null).length,
    failed,
    openFileLimit: openFileLimit(),
    ms: now() - started,
  });
}

process.on('message', (order: ClientOrder) => {
  if (order.type === 'open') void open(order);
  if (order.type === 'report')
    send({
      type: 'report',
      open: streams.filter((s) => !s.closed).length,
      arrivals,
      receivedPerStream: streams.map((s) => s.received),
      closedAfterSeconds,
      closeReasons,
    });
  if (order.type === 'close') {
    closing = true;
    for (const stream of streams) stream.request.destroy();
    process.disconnect();
  }
});
