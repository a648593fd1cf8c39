import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRelease } from './server-release.ts';

describe('serverRelease', () => {
  it('names the served web build by its entry script, else "server"', () => {
    const dist = mkdtempSync(join(tmpdir(), 'homer-release-'));
    expect(serverRelease(dist)).toBe('server');
    writeFileSync(
      join(dist, 'index.html'),
      '<html><head><script type="module" crossorigin src="/assets/index-Bx81kQ2a.js"></script></head></html>',
    );
    expect(serverRelease(dist)).toBe('index-Bx81kQ2a');
  });
});
