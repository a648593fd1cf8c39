/**
 * npm start: runs the compiled API (apps/api/dist). Starting does no build work unless the build is missing or
 * older than the sources; then it is built once, under a lock, while other instances starting from the same
 * checkout wait for it (docs/decisions/031-start-without-building.md).
 *
 *   node scripts/start.ts [server|create-admin|migrate] [arguments of that command]
 */
import module from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Node keeps the compiled code of every loaded module on disk: loading the dependencies is most of a start.
module.enableCompileCache();

const root = fileURLToPath(new URL('..', import.meta.url));
const entries = ['server', 'create-admin', 'migrate'];
// The command's own arguments start after the entry name, as if it had been run directly.
const entry = entries.includes(process.argv[2] ?? '') ? (process.argv.splice(2, 1)[0] as string) : 'server';

// The freshness check alone: the build's own modules (Vite, esbuild) load only when a build is needed.
const { isBuildFresh } = await import('./build-freshness.ts');
if (!isBuildFresh(root)) {
  const { withBuildLock } = await import('./build-lock.ts');
  await withBuildLock(join(root, 'apps/api/dist'), async () => {
    if (isBuildFresh(root)) return;
    console.log('Building HOMER (first start, or the sources changed since the last build)…');
    const { buildAll } = await import('./build.ts');
    await buildAll(root);
  });
}

process.env.NODE_ENV ??= 'production';
// Stack traces by the sources outside production; in production, reading every bundle's map on start costs
// more than it tells (issue 26), and the unminified bundle's own lines name the function.
if (process.env.APP_ENV !== 'production') process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(root, `apps/api/dist/${entry}.js`)).href);
