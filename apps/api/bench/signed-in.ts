import Fastify from 'fastify';
import type { App } from '../src/app.ts';
import { RequestLog, requestLoggerOptions } from '../src/plugins/request-log.ts';
import type { GoalRow as Row } from './goal-row.ts';
import { type LoadResult, loadFromChild, machineLoad } from './load-from-child.ts';

type Options = {
  /** Where the app listens, e.g. http://127.0.0.1:41234 */
  base: string;
  /** Authorization of a signed-in user. */
  headers: Record<string, string>;
  /** The app under test: its log level is copied to the hello-world baseline. */
  app?: App;
  seconds?: number;
};

const path = '/api/Account/GetUserInfo';

async function load(url: string, connections: number, seconds: number, headers?: Record<string, string>) {
  const result = await loadFromChild({
    url,
    method: headers ? 'POST' : 'GET',
    headers,
    connections,
    seconds,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

const row = (name: string, r: LoadResult) =>
  `| ${name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${Math.round(r.cpuMicros)} |`;

/**
 * The signed-in hot path (bearer token → session, user and rights → serialized user) against a hello-world
 * route on a bare Fastify with the same logger settings, started here on another port: the ratios say what
 * sessions, access checks, hooks and serialization cost on top of Fastify itself on this machine. The load comes
 * from another process, and CPU per request is the server's own (load-from-child.ts).
 * Goals (issues 9 and 26): GetUserInfo ≥ 50 % of hello-world's req/s at 10 connections and ≤ 2× its CPU per
 * request; p99 ≤ 10 ms at 1 connection.
 */
export async function benchSignedIn({ base, headers, app, seconds = 5 }: Options): Promise<Row[]> {
  const hello = Fastify({
    logger: requestLoggerOptions(app?.log.level ?? 'silent'),
    logController: new RequestLog(),
  });
  hello.get('/hello', async () => ({ hello: 'world' }));
  const helloBase = await hello.listen({ host: '127.0.0.1', port: 0 });
  const signedIn = { 'content-type': 'application/json', ...headers };
  try {
    // Warm both (JIT, pool connections, session cache) before measuring.
    await load(`${helloBase}/hello`, 10, 1);
    await load(`${base}${path}`, 10, 1, signedIn);
    const helloC10 = await load(`${helloBase}/hello`, 10, seconds);
    const userC10 = await load(`${base}${path}`, 10, seconds, signedIn);
    const userC1 = await load(`${base}${path}`, 1, seconds, signedIn);
    const ratio = userC10.rps / helloC10.rps;
    const cpuRatio = userC10.cpuMicros / helloC10.cpuMicros;
    console.log(`\nSigned-in GetUserInfo against hello-world (${seconds} s each; ${machineLoad()})\n`);
    console.log('| case | requests/s | p50 ms | p99 ms | server CPU µs/request |');
    console.log('|---|---:|---:|---:|---:|');
    console.log(row('hello-world, 10 connections', helloC10));
    console.log(row('GetUserInfo, 10 connections', userC10));
    console.log(row('GetUserInfo, 1 connection', userC1));
    return [
      {
        name: 'GetUserInfo req/s vs hello-world, -c 10',
        value: `${Math.round(userC10.rps)} / ${Math.round(helloC10.rps)} = ${Math.round(ratio * 100)} %`,
        goal: '≥ 50 %',
        met: ratio >= 0.5,
      },
      {
        name: 'GetUserInfo server CPU per request vs hello-world, -c 10',
        value: `${Math.round(userC10.cpuMicros)} µs / ${Math.round(helloC10.cpuMicros)} µs = ${cpuRatio.toFixed(1)}×`,
        goal: '≤ 2×',
        met: cpuRatio <= 2,
      },
      {
        name: 'GetUserInfo p99, -c 1',
        value: `${userC1.p99} ms`,
        goal: '≤ 10 ms',
        met: userC1.p99 <= 10,
      },
    ];
  } finally {
    await hello.close();
  }
}
