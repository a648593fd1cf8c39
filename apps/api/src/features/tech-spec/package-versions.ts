import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { apiRoot } from '../../app-paths.ts';

/**
 * Where to look for installed packages: Node's own lookup paths (node_modules of each parent folder) from
 * the API and from the web app, since npm may install a web-only package under apps/web instead of the root.
 * Reading <dir>/<name>/package.json directly avoids `exports` maps that hide package.json from require.resolve.
 */
const lookupRoots = [createRequire(import.meta.url), createRequire(join(apiRoot, '../web/package.json'))];

function readVersion(name: string): string | null {
  for (const root of lookupRoots) {
    for (const dir of root.resolve.paths(name) ?? []) {
      try {
        const manifest: unknown = JSON.parse(readFileSync(join(dir, name, 'package.json'), 'utf8'));
        if (typeof manifest === 'object' && manifest !== null && 'version' in manifest) {
          return typeof manifest.version === 'string' ? manifest.version : null;
        }
      } catch {
        // Not installed in this folder (or unreadable): keep looking further up.
      }
    }
  }
  return null;
}

const cache = new Map<string, string | null>();

/**
 * The installed version of each package, or null where it is missing (a production install without dev
 * tools). Read once per process: installed packages do not change while the server runs.
 */
export function packageVersions(names: readonly string[]): Map<string, string | null> {
  for (const name of names) if (!cache.has(name)) cache.set(name, readVersion(name));
  return new Map(names.map((name) => [name, cache.get(name) ?? null]));
}
