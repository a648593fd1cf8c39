/**
 * Route id → page module (path relative to apps/web), read from the lazy imports of src/app/route-pages.ts.
 * Build-time tools (the route preload plugin, `npm run size`) share it, so both follow the router's own table.
 * An entry the formatter wraps after `=>` is still an entry.
 */
export function parseRoutePages(source: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const match of source.matchAll(/^\s*(\w+): \(\) =>\s*import\('\.\.\/([^']+)'\)/gm)) {
    const [, id, path] = match;
    if (id && path) pages.set(id, `src/${path}`);
  }
  return pages;
}
