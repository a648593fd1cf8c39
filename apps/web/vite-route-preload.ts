import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { routes } from '../../packages/contracts/src/routes.ts';
import { parseRoutePages } from './route-page-modules.ts';

type ChunkInfo = { imports: string[]; css: string[] };

/** The router's `:param` / `:param?` path as a regular expression for location.pathname. */
export function routePattern(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return `^${segments.join('')}/?$`;
}

/** Files a chunk needs before it runs (its own, its static imports', their CSS), minus those in `skip`. */
export function chunkFiles(chunks: ReadonlyMap<string, ChunkInfo>, file: string, skip: ReadonlySet<string>) {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = chunks.get(name);
    if (!chunk) return;
    if (!skip.has(name)) files.push(name);
    for (const sheet of chunk.css) if (!skip.has(sheet) && !files.includes(sheet)) files.push(sheet);
    for (const next of chunk.imports) visit(next);
  };
  visit(file);
  return files;
}

/** What the server adds to index.html per address: the route pattern and the files of that page's chunk. */
export type RoutePreloads = { pattern: string; files: string[] }[];

/** Where the build writes the table, beside Vite's manifest (not under /assets: nothing fetches it). */
export const routePreloadsFile = '.vite/route-preloads.json';

/**
 * Starts each page's own code loading in parallel with the entry and the start-up user-info call
 * (docs/decisions/030, 039): the table of, per route of src/app/route-pages.ts, the files of its lazy chunk that
 * the entry does not already load. The server puts them into the index page it answers for that address, so the
 * browser finds them in the HTML, not one script later.
 */
export function routePreload(): Plugin {
  let root = '';
  return {
    name: 'homer-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      const byModule = new Map<string, string>();
      let entry = '';
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, {
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        });
        if (output.facadeModuleId) byModule.set(relative(root, output.facadeModuleId), output.fileName);
        if (output.isEntry) entry = output.fileName;
      }
      const skip = new Set(chunkFiles(chunks, entry, new Set()));
      const pages = parseRoutePages(readFileSync(join(root, 'src/app/route-pages.ts'), 'utf8'));
      const table: RoutePreloads = [];
      for (const route of routes) {
        const module = pages.get(route.id);
        const chunk = module && byModule.get(module);
        if (chunk) table.push({ pattern: routePattern(route.path), files: chunkFiles(chunks, chunk, skip) });
      }
      this.emitFile({ type: 'asset', fileName: routePreloadsFile, source: JSON.stringify(table) });
    },
  };
}
