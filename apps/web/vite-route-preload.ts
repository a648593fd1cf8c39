import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { routes } from '../../packages/contracts/src/routes.ts';
import { parseRoutePages } from './route-page-modules.ts';
import { type PageScripts, pageScriptsMeta } from './src/app/page-scripts.ts';

type ChunkInfo = { imports: string[]; css: string[]; dynamicImports: string[]; shared: boolean };

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

const signedInPartsModule = 'src/app/shell/signed-in-parts.ts';

/**
 * What a signed-in first visit loads after the entry whatever its page: the signed-in parts of the shell and the
 * shared chunks the entry imports on start (the session's start-up call), with what they import.
 */
export function signedInShellFiles(
  chunks: ReadonlyMap<string, ChunkInfo>,
  entry: string,
  signedInParts: string | undefined,
  skip: ReadonlySet<string>,
): string[] {
  const startShared = [...skip]
    .flatMap((file) => chunks.get(file)?.dynamicImports ?? [])
    .filter((file) => chunks.get(file)?.shared);
  const roots = [...(signedInParts ? [signedInParts] : []), ...startShared];
  return [...new Set(roots.flatMap((file) => chunkFiles(chunks, file, skip)))].filter(
    (file) => file !== entry,
  );
}

/** What the server adds to index.html per address: the route, its path pattern and the files of its page chunk. */
export type RoutePreloads = { id: string; pattern: string; files: string[] }[];

/** Where the build writes the table, beside Vite's manifest (not under /assets: nothing fetches it). */
export const routePreloadsFile = '.vite/route-preloads.json';

/**
 * The table the client fetches after the first page's load event (src/app/page-scripts.ts): per route id, the JS files
 * of its page chunk that the entry does not load, as indexes into `files`. Vite would otherwise write each page's list
 * into the entry, a weight every page paid for every other page (4.2 kB gzip with issue 15's pages, decision 063).
 */
export function pageScripts(preloads: ReadonlyMap<string, readonly string[]>): PageScripts {
  const files: string[] = [];
  const index = new Map<string, number>();
  const pages: PageScripts['pages'] = {};
  for (const [id, list] of preloads) {
    pages[id] = list
      .filter((file) => file.endsWith('.js'))
      .map((file) => {
        let at = index.get(file);
        if (at === undefined) {
          at = files.push(file) - 1;
          index.set(file, at);
        }
        return at;
      });
  }
  return { files, pages };
}

/**
 * Starts each page's own code loading in parallel with the entry and the start-up user-info call
 * (docs/decisions/030, 039, 063): the table of, per route of src/app/route-pages.ts, the files of its lazy chunk
 * that the entry does not already load. The server puts them into the index page it answers for that address, so
 * the browser finds them in the HTML, not one script later. For later navigations the same files are listed per
 * route id in a hashed asset that index.html names; `resolveDependencies` (build.modulePreload) keeps only the
 * CSS of a page chunk's import in the entry, since Vite's loader waits for it before the page renders.
 */
export function routePreload(): {
  plugin: Plugin;
  resolveDependencies: (filename: string, deps: string[]) => string[];
} {
  let root = '';
  let scriptsFile = '';
  const pageChunks = new Set<string>();
  const plugin: Plugin = {
    name: 'homer-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      // Before Vite writes the preload lists and index.html, which use what this finds.
      order: 'pre',
      handler(_options, bundle) {
        const chunks = new Map<string, ChunkInfo>();
        const byModule = new Map<string, string>();
        let entry = '';
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          chunks.set(output.fileName, {
            imports: output.imports,
            css: [...(output.viteMetadata?.importedCss ?? [])],
            dynamicImports: output.dynamicImports,
            shared: !output.facadeModuleId,
          });
          if (output.facadeModuleId) byModule.set(relative(root, output.facadeModuleId), output.fileName);
          if (output.isEntry) entry = output.fileName;
        }
        const skip = new Set(chunkFiles(chunks, entry, new Set()));
        const shell = signedInShellFiles(chunks, entry, byModule.get(signedInPartsModule), skip);
        const pages = parseRoutePages(readFileSync(join(root, 'src/app/route-pages.ts'), 'utf8'));
        const table: RoutePreloads = [];
        const byRoute = new Map<string, string[]>();
        for (const route of routes) {
          const module = pages.get(route.id);
          const chunk = module && byModule.get(module);
          if (!chunk) continue;
          pageChunks.add(chunk);
          const files = chunkFiles(chunks, chunk, skip);
          // A signed-in page's first visit also waits for the shell's signed-in parts; listed in the HTML they load
          // beside the page's own code instead of one round trip after the entry has run.
          const first = route.access === 'public' ? files : [...new Set([...files, ...shell])];
          table.push({ id: route.id, pattern: routePattern(route.path), files: first });
          byRoute.set(route.id, files);
        }
        this.emitFile({ type: 'asset', fileName: routePreloadsFile, source: JSON.stringify(table) });
        const scripts = this.emitFile({
          type: 'asset',
          name: 'page-scripts.json',
          source: JSON.stringify(pageScripts(byRoute)),
        });
        scriptsFile = this.getFileName(scripts);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        { tag: 'meta', attrs: { name: pageScriptsMeta, content: `/${scriptsFile}` }, injectTo: 'head' },
      ],
    },
  };
  const resolveDependencies = (filename: string, deps: string[]) =>
    pageChunks.has(filename) ? deps.filter((file) => file.endsWith('.css')) : deps;
  return { plugin, resolveDependencies };
}
