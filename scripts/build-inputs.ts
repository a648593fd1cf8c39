import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Everything the web build and the compiled API are made from, relative to the repository root. */
export const buildInputs = [
  'package-lock.json',
  'packages/contracts/src',
  'apps/api/src',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-precompress.ts',
  'apps/web/vite-route-preload.ts',
  'apps/web/vite-mantine-css.ts',
  'apps/web/route-page-modules.ts',
  'scripts/build.ts',
  'scripts/prerender.ts',
  'scripts/build-inputs.ts',
];

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(full);
  } catch {
    return [];
  }
  if (!stat.isDirectory()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !isTest(file));
}

/**
 * A hash of the build inputs' names and contents (tests excluded: they change nothing built). Contents, not
 * modification times: a checkout of another commit touches every file, and a build must follow what changed.
 */
export function buildFingerprint(root: string): string {
  const hash = createHash('sha256');
  for (const file of buildInputs.flatMap((path) => filesUnder(root, path)).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * A hash of the build inputs' names, sizes and modification and change times, read from the directory alone: equal
 * to the stamp's, nothing was touched since the build (build-freshness.ts). Times in nanoseconds, and the change
 * time too, so an edit that keeps the size and restores the modification time still counts.
 */
export function buildInputStats(root: string): string {
  const hash = createHash('sha256');
  for (const file of buildInputs.flatMap((path) => filesUnder(root, path)).sort()) {
    const stat = statSync(join(root, file), { bigint: true });
    hash.update(`${file}\0${stat.size}\0${stat.mtimeNs}\0${stat.ctimeNs}\0`);
  }
  return hash.digest('hex');
}
