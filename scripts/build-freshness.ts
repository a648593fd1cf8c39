/**
 * Whether apps/*\/dist was built from the sources as they are: all `npm start` needs to know before it runs the
 * build, so this module loads nothing of the build itself (Vite, esbuild, the prerenderer).
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFingerprint, buildInputStats } from './build-inputs.ts';

export const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/** The compiled API's entry points: apps/api/dist/<name>.js, each one self-contained file. */
export const apiEntries = {
  server: 'apps/api/src/server.ts',
  'create-admin': 'apps/api/src/cli/create-admin.ts',
  migrate: 'apps/api/src/cli/migrate.ts',
  'export-worker': 'apps/api/src/platform/exports/export-worker.ts',
} as const;

/** What a build was made from: the inputs' contents, and their names, sizes and times when it read them. */
export type BuildStamp = { inputs: string; stats?: string; builtAt?: string };

export const stampFile = (root: string) => join(root, 'apps/api/dist/build-stamp.json');

/** Writes `content` so that a reader sees the old file or the new one, never a part. */
export function replaceFile(file: string, content: Uint8Array | string) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

/**
 * Fresh when the built files exist and the inputs are what the stamp says. When no input was touched since
 * (names, sizes and times as recorded) that is known without reading a file; otherwise their contents decide,
 * as before (decision 031), and equal contents under new times (a checkout, a copy) are recorded for the next
 * start. Reading every source on each start cost ~0.3 s (issue 26).
 */
export function isBuildFresh(root = repositoryRoot): boolean {
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) return false;
  if (Object.keys(apiEntries).some((entry) => !existsSync(join(root, `apps/api/dist/${entry}.js`))))
    return false;
  let stamp: BuildStamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile(root), 'utf8')) as BuildStamp;
  } catch {
    return false;
  }
  const stats = buildInputStats(root);
  if (stamp.stats === stats) return true;
  if (stamp.inputs !== buildFingerprint(root)) return false;
  try {
    replaceFile(stampFile(root), JSON.stringify({ ...stamp, stats }));
  } catch {
    // A read-only checkout: the next start reads the contents again, nothing worse.
  }
  return true;
}
