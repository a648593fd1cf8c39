import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moveBuildInto } from './build.ts';

function write(dir: string, files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
}

describe('moveBuildInto', () => {
  it('replaces changed files by rename and leaves files with the same content untouched', () => {
    const root = mkdtempSync(join(tmpdir(), 'homer-move-'));
    const dist = join(root, 'dist');
    const staging = join(root, 'staging');
    write(dist, { 'index.html': 'old page', 'assets/shared-1.js': 'shared', 'assets/page-1.js': 'page 1' });
    write(staging, {
      'index.html': 'new page',
      'assets/shared-1.js': 'shared',
      'assets/page-2.js': 'page 2',
    });
    const sharedBefore = statSync(join(dist, 'assets/shared-1.js')).ino;
    const pageBefore = statSync(join(dist, 'index.html')).ino;

    moveBuildInto(staging, dist);

    // The same content keeps its file: a running instance reading it is never handed a half-written one.
    expect(statSync(join(dist, 'assets/shared-1.js')).ino).toBe(sharedBefore);
    // A changed file is a new file under the old name, never the old one emptied and rewritten.
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('new page');
    expect(statSync(join(dist, 'index.html')).ino).not.toBe(pageBefore);
    expect(readFileSync(join(dist, 'assets/page-2.js'), 'utf8')).toBe('page 2');
    // The previous build's assets stay for instances still running it (pruneWebAssets removes them later).
    expect(readFileSync(join(dist, 'assets/page-1.js'), 'utf8')).toBe('page 1');
    expect(() => statSync(staging)).toThrow();
  });
});
