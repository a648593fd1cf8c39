import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { withBuildLock } from './build-lock.ts';

describe('withBuildLock', () => {
  it('lets one holder in at a time: starts waiting on the lock run after it, not during it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'homer-lock-'));
    const events: string[] = [];
    const hold = (name: string) =>
      withBuildLock(
        dir,
        async () => {
          events.push(`${name} in`);
          await sleep(60);
          events.push(`${name} out`);
        },
        5,
      );
    await Promise.all([hold('a'), hold('b'), hold('c')]);
    for (let i = 0; i < events.length; i += 2) {
      expect(events[i]?.endsWith(' in')).toBe(true);
      expect(events[i + 1]).toBe(events[i]?.replace(' in', ' out'));
    }
    expect(existsSync(join(dir, '.build-lock'))).toBe(false);
  });

  it('takes over a lock whose holder died', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'homer-lock-'));
    // A pid that has exited: a finished child's.
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    mkdirSync(join(dir, '.build-lock'));
    writeFileSync(join(dir, '.build-lock', 'pid'), String(dead));
    await expect(withBuildLock(dir, async () => 'built', 5)).resolves.toBe('built');
  });

  it('waits for a live holder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'homer-lock-'));
    mkdirSync(join(dir, '.build-lock'));
    writeFileSync(join(dir, '.build-lock', 'pid'), String(process.pid));
    let ran = false;
    const waiting = withBuildLock(dir, async () => (ran = true), 5);
    await sleep(100);
    expect(ran).toBe(false);
    // The holder finishes.
    const { rmSync } = await import('node:fs');
    rmSync(join(dir, '.build-lock'), { recursive: true });
    await waiting;
    expect(ran).toBe(true);
  });
});
