import http from 'node:http';
import type { App } from '../src/app.ts';
import type { Db } from '../src/db/pool.ts';
import { publishLiveEvent } from '../src/features/live-events/publish.ts';
import { liveEventSettings } from '../src/features/live-events/routes.ts';
import { type GoalRow, percentile } from './goal-row.ts';

/**
 * Issue 12's live stream: LIVE_BENCH_STREAMS concurrent streams (default 5,000; 500 for a quick run) on one
 * instance, one broadcast, and how long until every stream has it. Client and server share the process, so the
 * memory figure is an upper bound for the server's share.
 */
export async function benchLiveEvents(input: {
  app: App;
  db: Db;
  base: string;
  token: string;
}): Promise<GoalRow[]> {
  const count = Number(process.env.LIVE_BENCH_STREAMS ?? 5000);
  // The per-user cap stops a client opening thousands; the bench opens them on purpose, with one session.
  const cap = liveEventSettings.maxStreamsPerUser;
  liveEventSettings.maxStreamsPerUser = count + 1;
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const url = new URL(`${input.base}/api/sse-notif/stream`);
  const arrivals: number[] = [];
  const requests: http.ClientRequest[] = [];
  let marker = '';
  global.gc?.();
  const before = process.memoryUsage();
  const opened = await Promise.all(
    Array.from(
      { length: count },
      (_, i) =>
        new Promise<void>((resolve, reject) => {
          const request = http.get(
            url,
            { agent, headers: { authorization: `Bearer ${input.token}`, 'x-live-stream': `bench-${i}` } },
            (response) => {
              if (response.statusCode !== 200)
                return reject(new Error(`stream ${i}: ${response.statusCode}`));
              let text = '';
              response.setEncoding('utf8');
              response.on('data', (chunk: string) => {
                if (!marker) return;
                text += chunk;
                if (text.includes(marker)) {
                  arrivals.push(performance.now());
                  text = '';
                }
              });
              resolve();
            },
          );
          request.on('error', reject);
          requests.push(request);
        }),
    ),
  ).then(
    () => true,
    (error: Error) => {
      console.log(`live streams: ${error.message}`);
      return false;
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  global.gc?.();
  const after = process.memoryUsage();
  const perStreamKb = ((after.rss - before.rss) / count / 1024).toFixed(1);

  const buildId = `bench-${Date.now()}`;
  marker = buildId;
  const started = performance.now();
  await publishLiveEvent(input.db, { everyone: true }, 'newVersionDeployed', { buildId });
  const deadline = Date.now() + 10_000;
  while (arrivals.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const delays = arrivals.map((at) => at - started).sort((a, b) => a - b);
  const p95 = percentile(delays, 95);
  const delivered = arrivals.length;
  console.log(
    `\nlive streams: ${count} open (${opened ? 'all' : 'NOT all'}), ${delivered} got the broadcast, p50 ${percentile(delays, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${(delays.at(-1) ?? 0).toFixed(0)} ms, ~${perStreamKb} KB RSS per stream (client + server), server ${input.app.liveEventHub.size} streams`,
  );
  for (const request of requests) request.destroy();
  agent.destroy();
  liveEventSettings.maxStreamsPerUser = cap;
  return [
    {
      name: `live broadcast to ${count} streams, p95`,
      value: delivered === count ? `${p95.toFixed(0)} ms` : `${delivered}/${count} delivered`,
      goal: '≤ 1000 ms',
      met: delivered === count && p95 <= 1000,
    },
    { name: 'memory per live stream (client + server)', value: `${perStreamKb} KB`, goal: '—', met: true },
  ];
}
