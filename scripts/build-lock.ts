import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A lock folder whose holder has died (or never wrote its pid within this time) is taken over. */
const unclaimedAfterMs = 10_000;

function holderIsGone(lock: string): boolean {
  try {
    const pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
    process.kill(pid, 0);
    return false;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EPERM') return false;
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return true;
    // No pid yet: the holder is between mkdir and writing it, unless that was long ago.
    try {
      return Date.now() - statSync(lock).mtimeMs > unclaimedAfterMs;
    } catch {
      return true;
    }
  }
}

/**
 * Runs `fn` while holding `<dir>/.build-lock`, so instances started together from one checkout build once:
 * the others wait here, then find the build fresh. mkdir is atomic, so exactly one of them gets the folder.
 */
export async function withBuildLock<T>(dir: string, fn: () => Promise<T>, pollMs = 250): Promise<T> {
  const lock = join(dir, '.build-lock');
  mkdirSync(dir, { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (holderIsGone(lock)) rmSync(lock, { recursive: true, force: true });
      else await sleep(pollMs);
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
