import { cpSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFingerprint } from './build-inputs.ts';

function tree() {
  const root = mkdtempSync(join(tmpdir(), 'homer-inputs-'));
  mkdirSync(join(root, 'apps/api/src/db'), { recursive: true });
  writeFileSync(join(root, 'apps/api/src/server.ts'), 'export {};\n');
  writeFileSync(join(root, 'apps/api/src/db/pool.ts'), 'export const a = 1;\n');
  writeFileSync(join(root, 'package-lock.json'), '{}\n');
  return root;
}

describe('buildFingerprint', () => {
  it('changes when a source changes, is added or renamed', () => {
    const root = tree();
    const before = buildFingerprint(root);
    writeFileSync(join(root, 'apps/api/src/db/pool.ts'), 'export const a = 2;\n');
    const edited = buildFingerprint(root);
    expect(edited).not.toBe(before);
    writeFileSync(join(root, 'apps/api/src/db/new.ts'), '');
    expect(buildFingerprint(root)).not.toBe(edited);
  });

  it('ignores tests and modification times', () => {
    const root = tree();
    const before = buildFingerprint(root);
    writeFileSync(join(root, 'apps/api/src/db/pool.test.ts'), 'test');
    utimesSync(join(root, 'apps/api/src/server.ts'), new Date(0), new Date(0));
    expect(buildFingerprint(root)).toBe(before);
  });

  it('is the same for a copy of the same sources', () => {
    const root = tree();
    const copy = mkdtempSync(join(tmpdir(), 'homer-inputs-'));
    cpSync(root, copy, { recursive: true });
    expect(buildFingerprint(copy)).toBe(buildFingerprint(root));
  });
});
