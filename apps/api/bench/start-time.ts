import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiRoot } from '../src/app-paths.ts';
import { freePort } from '../src/test/free-port.ts';
import { type GoalRow, median } from './goal-row.ts';

const repositoryRoot = join(apiRoot, '../..');

/** Starts `npm start`'s launcher and resolves with the milliseconds until GetOptions answers; then stops it. */
async function timedStart(env: NodeJS.ProcessEnv, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: repositoryRoot,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${stderr}`);
      const answered = await fetch(`http://127.0.0.1:${port}/api/Home/GetOptions`)
        .then((r) => r.ok)
        .catch(() => false);
      if (answered) return performance.now() - started;
      await sleep(10);
    }
  } finally {
    child.kill('SIGINT');
    await exited;
  }
}

/**
 * Time to the first answer of `npm start` with existing data (embedded PostgreSQL, demo data seeded by a first
 * start that is not counted, nor is a build it may do), median of `runs` starts.
 */
export async function benchStartTime(runs = 3): Promise<GoalRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'homer-bench-start-'));
  // mkdtemp makes the folder its creator's alone; PostgreSQL runs as "postgres" when HOMER runs as root.
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    EMBEDDED_PG_PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
    APP_ENV: 'development',
  };
  try {
    await timedStart(env, port);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await timedStart(env, port));
    const ms = median(times);
    console.log(
      `\nnpm start to first answer (existing data): ${times.map((t) => t.toFixed(0)).join(', ')} ms`,
    );
    return [
      {
        name: 'npm start → first answer, existing data (median)',
        value: `${(ms / 1000).toFixed(2)} s`,
        goal: '≤ 2 s',
        met: ms <= 2000,
      },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
