import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import type { Db } from '../src/db/pool.ts';
import { liveEventSettings } from '../src/features/live-events/routes.ts';
import { publishLiveEvent } from '../src/platform/notify/publish-live-event.ts';
import { type GoalRow, percentile } from './goal-row.ts';
import type { ClientOrder, ClientReport } from './live-events-client.ts';
import { openFileLimit } from './live-events-file-limit.ts';
import { machineLoad } from './load-from-child.ts';

const clientScript = fileURLToPath(new URL('./live-events-client.ts', import.meta.url));
const broadcasts = 3;
const maxServerRssMb = 600;

/**
 * The client process. Node raises its own soft open-files limit to the hard limit when it starts, so the client
 * and this server each may hold as many sockets as the hard limit allows; both limits are printed.
 */
function startClient() {
  const child = fork(clientScript, [], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const order = (message: ClientOrder) => {
    if (child.connected) child.send(message);
  };
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`the live bench's client exited (${code})`);
  });
  exited.catch(() => {});
  const next = async <T extends ClientReport['type']>(type: T) => {
    for (;;) {
      const [message] = (await Promise.race([once(child, 'message'), exited])) as [ClientReport];
      if (message.type === type) return message as Extract<ClientReport, { type: T }>;
    }
  };
  return { child, order, next };
}

/** The session a bearer token names (its JWT's `sid`). */
function sessionIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sid: string;
  };
  return payload.sid;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => bytes / 1024 / 1024;

/**
 * Issue 26's live stream: LIVE_BENCH_STREAMS streams (default 5,000) opened from a separate process, held
 * BENCH_LIVE_SECONDS (default 60), with three broadcasts to everyone during the hold. Reports the streams still
 * open at the end, the events any stream missed, delivery latency, and the server's memory (this process: the
 * embedded PostgreSQL and the client run apart).
 */
export async function benchLiveEvents(input: {
  app: App;
  db: Db;
  base: string;
  token: string;
}): Promise<GoalRow[]> {
  const count = Number(process.env.LIVE_BENCH_STREAMS ?? 5000);
  const holdMs = Number(process.env.BENCH_LIVE_SECONDS ?? 60) * 1000;
  // The per-user cap stops a client opening thousands; the bench opens them on purpose, with one session.
  const cap = liveEventSettings.maxStreamsPerUser;
  liveEventSettings.maxStreamsPerUser = count + 1;
  const hub = input.app.liveEventHub;
  // A session active for a while, as in the full bench and in a browser: its activity is due to be written,
  // so the streams' requests write it concurrently. Such writes used to end every stream (decision 071).
  await input.db.execute(
    sql`update sessions set last_seen_at = now() - interval '1 minute' where id = ${sessionIdOf(input.token)}`,
  );
  // Raised to the hard limit by Node at start; past that only the shell (`ulimit -Hn`, as root) can raise it.
  const serverFileLimit = openFileLimit();
  if (serverFileLimit < count + 200)
    console.log(
      `live streams: this process may open ${serverFileLimit} files, too few for ${count} streams; raise \`ulimit -n\``,
    );
  const client = startClient();
  try {
    global.gc?.();
    const before = process.memoryUsage();
    client.order({ type: 'open', url: `${input.base}/api/sse-notif/stream`, token: input.token, count });
    const opened = await client.next('opened');
    const failures = Object.entries(opened.failed).map(([why, n]) => `${n} × ${why}`);
    console.log(
      `\nlive streams: ${opened.ok}/${count} opened in ${opened.ms.toFixed(0)} ms from a separate process (open-files limit: client ${opened.openFileLimit}, server ${serverFileLimit})${failures.length ? `; failed: ${failures.join(', ')}` : ''}; ${machineLoad()}`,
    );
    await sleep(500);
    global.gc?.();
    const afterOpen = process.memoryUsage();
    const heapPerStreamKb = (afterOpen.heapUsed - before.heapUsed) / count / 1024;
    const rssPerStreamKb = (afterOpen.rss - before.rss) / count / 1024;

    const cpuBefore = process.cpuUsage();
    const holdStarted = Date.now();
    const published: Record<string, number> = {};
    let peakRss = afterOpen.rss;
    let fewestOnServer = hub.size;
    const timeline: string[] = [];
    for (let second = 1; Date.now() - holdStarted < holdMs; second++) {
      await sleep(Math.max(0, holdStarted + second * 1000 - Date.now()));
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      fewestOnServer = Math.min(fewestOnServer, hub.size);
      if (second % 10 === 0) timeline.push(`${second} s: ${hub.size}`);
      // Broadcasts at a quarter, half and three quarters of the hold.
      const due = Math.floor(((Date.now() - holdStarted) / holdMs) * (broadcasts + 1));
      if (due > Object.keys(published).length && Object.keys(published).length < broadcasts) {
        const buildId = `live-bench-${Object.keys(published).length + 1}-${Date.now()}`;
        published[buildId] = performance.timeOrigin + performance.now();
        await publishLiveEvent(input.db, { everyone: true }, 'newVersionDeployed', { buildId });
      }
    }
    const cpu = process.cpuUsage(cpuBefore);
    client.order({ type: 'report' });
    const report = await client.next('report');

    const delays = Object.entries(published)
      .flatMap(([id, at]) => (report.arrivals[id] ?? []).map((arrival) => arrival - at))
      .sort((a, b) => a - b);
    const missed = count * broadcasts - delays.length;
    const p95 = percentile(delays, 95);
    const closes = Object.entries(report.closeReasons).map(([why, n]) => `${n} × ${why}`);
    const closedWhen = Object.entries(report.closedAfterSeconds).map(([s, n]) => `${n} after ${s} s`);
    console.log(
      `live streams after ${holdMs / 1000} s: ${report.open} open on the client, ${hub.size} on the server (fewest ${fewestOnServer}${timeline.map((t) => `; ${t}`).join('')})${closes.length ? `; closed: ${closes.join(', ')} (${closedWhen.join(', ')})` : ''}`,
    );
    console.log(
      `live broadcasts: ${Object.keys(published).length} × ${count}, ${delays.length} delivered, p50 ${percentile(delays, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${(delays.at(-1) ?? 0).toFixed(0)} ms; server ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms CPU over the hold; heap ${heapPerStreamKb.toFixed(1)} KB and RSS ${rssPerStreamKb.toFixed(1)} KB per stream, RSS ${mb(before.rss).toFixed(0)} MB before the streams, peak ${mb(peakRss).toFixed(0)} MB`,
    );
    return [
      {
        name: `live streams open after ${holdMs / 1000} s (separate client)`,
        value: `${report.open}/${count}`,
        goal: `${count}`,
        met: report.open === count && hub.size === count,
      },
      {
        name: `live events missed (${broadcasts} broadcasts × ${count})`,
        value: String(missed),
        goal: '0',
        met: missed === 0 && Object.keys(published).length === broadcasts,
      },
      {
        name: 'live broadcast delivery p95',
        value: `${p95.toFixed(0)} ms`,
        goal: '≤ 1000 ms',
        met: delays.length > 0 && p95 <= 1000,
      },
      {
        name: 'server memory per live stream (heap / RSS)',
        value: `${heapPerStreamKb.toFixed(1)} / ${rssPerStreamKb.toFixed(1)} KB`,
        goal: 'reported',
        met: true,
      },
      {
        name: `server RSS with ${count} live streams (peak)`,
        value: `${mb(peakRss).toFixed(0)} MB (${mb(before.rss).toFixed(0)} MB before the streams)`,
        goal: `≤ ${maxServerRssMb} MB`,
        met: mb(peakRss) <= maxServerRssMb,
      },
    ];
  } finally {
    client.order({ type: 'close' });
    if (client.child.exitCode === null) await once(client.child, 'exit');
    liveEventSettings.maxStreamsPerUser = cap;
  }
}
