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

/**
 * The script: finds the page the address names and asks for its chunks at once, while the entry is still
 * loading, instead of after the entry has run and the router has matched. Vite's loader later finds the
 * links already there and does not fetch again.
 */
export function preloadScript(
  table: readonly [pattern: string, files: number[]][],
  files: readonly string[],
) {
  return `(function(){var f=${JSON.stringify(files)},r=${JSON.stringify(table)},p=location.pathname;for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){r[i][1].forEach(function(n){var l=document.createElement('link'),h='/'+f[n];if(/\\.css$/.test(h)){l.rel='preload';l.as='style'}else l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});return}})();\n`;
}

/**
 * Starts each page's own code loading in parallel with the entry and the start-up user-info call
 * (docs/decisions/030-page-weight-budgets.md). index.html is the same for every address, so it gets a small
 * script (external: the content security policy allows no inline script) holding, per route of
 * src/app/route-pages.ts, the files of its lazy chunk that the entry does not already load.
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
      const files: string[] = [];
      const table: [string, number[]][] = [];
      for (const route of routes) {
        const module = pages.get(route.id);
        const chunk = module && byModule.get(module);
        if (!chunk) continue;
        const indexes = chunkFiles(chunks, chunk, skip).map((file) => {
          if (!files.includes(file)) files.push(file);
          return files.indexOf(file);
        });
        table.push([routePattern(route.path), indexes]);
      }
      this.emitFile({ type: 'asset', name: 'route-preload.js', source: preloadScript(table, files) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const script = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'asset' && output.names.includes('route-preload.js'),
        );
        if (!script) return [];
        return [
          { tag: 'script', attrs: { async: true, src: `/${script.fileName}` }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}
