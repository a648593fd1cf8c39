/**
 * npm run build: the web app (Vite, pre-compressed) and the API compiled to apps/api/dist, then a stamp of
 * the inputs they were made from. `npm start` (scripts/start.ts) only builds when that stamp is missing or stale.
 *
 * Instances already running from this checkout keep working through a rebuild: the web build is made in a staging
 * folder and moved in a file at a time, its new content-hashed assets next to the old ones (pruned one build later),
 * and every changed file, web or API, is replaced by a rename, never emptied in place.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prerenderedFile } from '../apps/api/src/plugins/index-page.ts';
import {
  apiEntries,
  type BuildStamp,
  isBuildFresh,
  replaceFile,
  repositoryRoot,
  stampFile,
} from './build-freshness.ts';
import { buildFingerprint, buildInputStats } from './build-inputs.ts';
import { prerenderPages } from './prerender.ts';

const webAssets = (root: string) => join(root, 'apps/web/dist/assets');
/** The asset names of the last two web builds: an instance started before this build still asks for its own. */
const webBuildsFile = (root: string) => join(root, 'apps/web/dist/.builds.json');

/** Files under `dir`, relative to it, index.html last. */
function filesIn(dir: string): string[] {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
  return files.sort((a, b) => Number(a === 'index.html') - Number(b === 'index.html'));
}

/**
 * Moves a finished web build from `staging` into `dist` a file at a time, by rename, so that a running instance
 * serving `dist` reads each file whole, old or new, never while it is being written. A file whose content is
 * already there (most content-hashed assets of a rebuild) is left as it is; index.html comes last, so a page never
 * names an asset that is not there yet.
 */
export function moveBuildInto(staging: string, dist: string) {
  for (const file of filesIn(staging)) {
    const from = join(staging, file);
    const to = join(dist, file);
    mkdirSync(dirname(to), { recursive: true });
    if (existsSync(to) && readFileSync(to).equals(readFileSync(from))) continue;
    renameSync(from, to);
  }
  rmSync(staging, { recursive: true, force: true });
}

async function buildWeb(root: string) {
  const { build } = await import('vite');
  const staging = join(root, 'apps/web/.build-staging');
  const result = await build({
    root: join(root, 'apps/web'),
    configFile: join(root, 'apps/web/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: staging, emptyOutDir: true },
  });
  moveBuildInto(staging, join(root, 'apps/web/dist'));
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) =>
    'output' in r ? r.output.map((o) => o.fileName) : [],
  );
  const current = outputs.filter((name) => name.startsWith('assets/')).map((name) => name.slice(7));
  pruneWebAssets(root, current);
  const prerendered = await prerenderPages(root);
  replaceFile(join(root, 'apps/web/dist', prerenderedFile), JSON.stringify(prerendered));
}

/** Removes assets (and their .br/.gz copies) that neither this build nor the one before it produced. */
export function pruneWebAssets(root: string, current: string[]) {
  let previous: string[] = [];
  try {
    previous = JSON.parse(readFileSync(webBuildsFile(root), 'utf8')).current ?? [];
  } catch {
    // First build here, or an older layout: keep only this build's assets.
  }
  const keep = new Set([...current, ...previous]);
  const dir = webAssets(root);
  if (existsSync(dir)) {
    for (const name of readdirSync(dir)) {
      if (!keep.has(name.replace(/\.(br|gz)$/, ''))) rmSync(join(dir, name), { force: true });
    }
  }
  replaceFile(webBuildsFile(root), JSON.stringify({ current, previous }));
}

async function buildApi(root: string) {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: apiEntries,
    outdir: join(root, 'apps/api/dist'),
    bundle: true,
    // No shared chunks: an instance started from an earlier build never loads a file of this one.
    splitting: false,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    write: false,
    logLevel: 'warning',
    plugins: [
      {
        // npm packages load from node_modules as they are; only this repository's code (the API and the
        // workspace's @homer/contracts, which is TypeScript source) is compiled into the bundle.
        name: 'external-packages',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@homer/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  mkdirSync(join(root, 'apps/api/dist'), { recursive: true });
  for (const file of result.outputFiles) replaceFile(file.path, file.contents);
}

/** Builds everything and records what it was built from. */
export async function buildAll(root = repositoryRoot) {
  // Times before contents: a source changed while this runs then differs from both at the next start.
  const stats = buildInputStats(root);
  const inputs = buildFingerprint(root);
  await buildWeb(root);
  await buildApi(root);
  const stamp: BuildStamp = { inputs, stats, builtAt: new Date().toISOString() };
  replaceFile(stampFile(root), JSON.stringify(stamp));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // --if-stale: for steps that need a build (the size check, the browser suite), not a new one.
  if (process.argv.includes('--if-stale') && isBuildFresh()) process.exit(0);
  const started = performance.now();
  await buildAll();
  console.log(`Built the web app and the API in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
