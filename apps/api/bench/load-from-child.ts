/**
 * Load from a separate process, CPU measured on the server's side. With autocannon in the server's own process,
 * req/s measures client and server together, and on a shared two-core machine throughput alone says more about
 * the neighbours than about the code. Here the client is a child process, and the figure beside req/s is the CPU
 * the server's process tree (this process and its descendants, embedded PostgreSQL included, the client not)
 * spent per request.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Server-side CPU per request in µs: this process and its descendants except the client. */
  cpuMicros: number;
  /** Of that, this process's own (the app, without its database). */
  appCpuMicros: number;
};

export type LoadOptions = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
};

const autocannonEntry = createRequire(import.meta.url).resolve('autocannon');
const clockTicks = 100; // USER_HZ on Linux

function statOf(pid: number): { ppid: number; ticks: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: fields are counted after its closing one. A process's own
    // time plus that of its children it has waited for: a PostgreSQL backend that ends during the measurement
    // moves into the postmaster's figure instead of vanishing from the sum.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    return { ppid: Number(fields[1]), ticks };
  } catch {
    return null;
  }
}

/**
 * CPU milliseconds of `root` and every descendant except `exclude` and its own descendants, children already
 * waited for included (a child `exclude` that has ended counts in `root`'s figure: subtract what it reports).
 */
export function processTreeCpuMs(root: number, exclude?: number): number {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const stat = statOf(pid);
    if (stat) stats.set(pid, stat);
  }
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of stats) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  let ticks = 0;
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop() as number;
    if (pid === exclude) continue;
    ticks += stats.get(pid)?.ticks ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return (ticks * 1000) / clockTicks;
}

/** autocannon in a child process against `url`; resolves with its figures and the server's CPU per request. */
export async function loadFromChild(options: LoadOptions): Promise<LoadResult> {
  const script = `
    const autocannon = require(${JSON.stringify(autocannonEntry)});
    const o = JSON.parse(process.argv[1]);
    autocannon({ url: o.url, method: o.method ?? 'GET', headers: o.headers, body: o.body, connections: o.connections,
                 duration: o.seconds }).then((r) => { const cpu = process.cpuUsage();
      process.stdout.write(JSON.stringify({
      rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total,
      non2xx: r.non2xx, errors: r.errors, clientCpuMicros: cpu.user + cpu.system })); });`;
  const child = spawn(process.execPath, ['-e', script, JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const before = processTreeCpuMs(process.pid, child.pid);
  const appBefore = process.cpuUsage();
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`autocannon exited ${code}`))));
  });
  const app = process.cpuUsage(appBefore);
  const { clientCpuMicros, ...figures } = JSON.parse(output) as Omit<
    LoadResult,
    'cpuMicros' | 'appCpuMicros'
  > & {
    clientCpuMicros: number;
  };
  // The client has been waited for by now, so its time is in this process's children's figure.
  const cpuMs = processTreeCpuMs(process.pid, child.pid) - before - clientCpuMicros / 1000;
  const perRequest = (micros: number) => (figures.requests > 0 ? micros / figures.requests : 0);
  return {
    ...figures,
    cpuMicros: perRequest(cpuMs * 1000),
    appCpuMicros: perRequest(app.user + app.system),
  };
}

/** `uptime`'s one-minute load, to print beside figures taken on a shared machine. */
export function machineLoad(): string {
  const [one] = readFileSync('/proc/loadavg', 'utf8').split(' ');
  return `load average ${one} on this machine`;
}
