import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiEntries, isBuildFresh } from './build.ts';
import { buildFingerprint } from './build-inputs.ts';

function builtTree() {
  const root = mkdtempSync(join(tmpdir(), 'homer-fresh-'));
  mkdirSync(join(root, 'apps/api/src'), { recursive: true });
  mkdirSync(join(root, 'apps/api/dist'), { recursive: true });
  mkdirSync(join(root, 'apps/web/dist'), { recursive: true });
  writeFileSync(join(root, 'apps/api/src/server.ts'), 'export {};\n');
  writeFileSync(join(root, 'apps/web/dist/index.html'), '<!doctype html>');
  for (const entry of Object.keys(apiEntries)) writeFileSync(join(root, `apps/api/dist/${entry}.js`), '');
  writeFileSync(
    join(root, 'apps/api/dist/build-stamp.json'),
    JSON.stringify({ inputs: buildFingerprint(root) }),
  );
  return root;
}

describe('isBuildFresh', () => {
  it('is fresh right after a build', () => {
    expect(isBuildFresh(builtTree())).toBe(true);
  });

  it('is stale when a source changed since', () => {
    const root = builtTree();
    writeFileSync(join(root, 'apps/api/src/server.ts'), 'export const changed = true;\n');
    expect(isBuildFresh(root)).toBe(false);
  });

  it('is stale when a built file or the stamp is missing', () => {
    const root = builtTree();
    rmSync(join(root, 'apps/api/dist/server.js'));
    expect(isBuildFresh(root)).toBe(false);
    const other = builtTree();
    rmSync(join(other, 'apps/api/dist/build-stamp.json'));
    expect(isBuildFresh(other)).toBe(false);
    const noWeb = builtTree();
    rmSync(join(noWeb, 'apps/web/dist/index.html'));
    expect(isBuildFresh(noWeb)).toBe(false);
  });
});
