import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiEntries, isBuildFresh, stampFile } from './build-freshness.ts';
import { buildFingerprint, buildInputStats } from './build-inputs.ts';

function builtTree() {
  const root = mkdtempSync(join(tmpdir(), 'homer-fresh-'));
  mkdirSync(join(root, 'apps/api/src'), { recursive: true });
  mkdirSync(join(root, 'apps/api/dist'), { recursive: true });
  mkdirSync(join(root, 'apps/web/dist'), { recursive: true });
  writeFileSync(join(root, 'apps/api/src/server.ts'), 'export {};\n');
  writeFileSync(join(root, 'apps/web/dist/index.html'), '<!doctype html>');
  for (const entry of Object.keys(apiEntries)) writeFileSync(join(root, `apps/api/dist/${entry}.js`), '');
  writeFileSync(
    stampFile(root),
    JSON.stringify({ inputs: buildFingerprint(root), stats: buildInputStats(root) }),
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

  it('is stale when a source changed in place keeping its size and modification time', () => {
    const root = builtTree();
    const file = join(root, 'apps/api/src/server.ts');
    const { atime, mtime } = statSync(file);
    writeFileSync(file, 'export {;}\n');
    utimesSync(file, atime, mtime);
    expect(statSync(file).size).toBe('export {};\n'.length);
    expect(isBuildFresh(root)).toBe(false);
  });

  it('reads no content when nothing was touched; equal contents under new times are recorded as fresh', () => {
    const root = builtTree();
    const file = join(root, 'apps/api/src/server.ts');
    const stamp = () =>
      JSON.parse(readFileSync(stampFile(root), 'utf8')) as { stats: string; inputs: string };
    const built = stamp();
    // Only the times change, as a checkout of the same commit would: fresh, and the stamp learns the new times.
    utimesSync(file, new Date(1_000), new Date(1_000));
    expect(isBuildFresh(root)).toBe(true);
    expect(stamp().stats).not.toBe(built.stats);
    expect(stamp().stats).toBe(buildInputStats(root));
    expect(stamp().inputs).toBe(built.inputs);
    // A stamp whose recorded times match is trusted without reading the sources: proof that none is read.
    writeFileSync(
      stampFile(root),
      JSON.stringify({ inputs: 'not these contents', stats: buildInputStats(root) }),
    );
    expect(isBuildFresh(root)).toBe(true);
  });
});
