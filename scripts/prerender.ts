/**
 * The build's rendering of public pages (decision 064): each page of apps/web/src/prerender/render-page.tsx rendered
 * as a signed-out visitor's browser first shows it (and the pages opened from links, once per shape of their query:
 * prerendered-links.ts), written to dist/.vite/prerendered.json for the server to put into
 * the HTML it answers (apps/api/src/plugins/index-page.ts, which defines the file). Keyed by the index page it was made
 * with, so a server never pairs one build's markup with another build's scripts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { indexPageHash, type PrerenderedPages } from '../apps/api/src/plugins/index-page.ts';
import { linkedRouteIds, linkRenderingSamples } from '../packages/contracts/src/prerendered-links.ts';
import { type RouteId, routeById } from '../packages/contracts/src/routes.ts';

type RenderModule = {
  renderPage: (path: string) => Promise<string>;
  prerenderedRouteIds: readonly RouteId[];
};

export async function prerenderPages(root: string): Promise<PrerenderedPages> {
  const web = join(root, 'apps/web');
  const outDir = join(web, '.prerender');
  const { build } = await import('vite');
  await build({
    root: web,
    configFile: false,
    logLevel: 'warn',
    build: { ssr: 'src/prerender/render-page.tsx', outDir, emptyOutDir: true },
  });
  // A fresh address per build: one process (a test) may build twice, and import() caches by address.
  const url = `${pathToFileURL(join(outDir, 'render-page.js')).href}?build=${Date.now()}`;
  const { renderPage, prerenderedRouteIds } = (await import(url)) as RenderModule;
  const pages: PrerenderedPages['pages'] = {};
  for (const id of prerenderedRouteIds) pages[id] = await renderPage(`/${routeById(id).path}`);
  for (const id of linkedRouteIds)
    for (const { key, query } of linkRenderingSamples(id))
      pages[key] = await renderPage(`/${routeById(id).path}?${query}`);
  const indexHtml = indexPageHash(readFileSync(join(web, 'dist/index.html'), 'utf8'));
  return { indexHtml, pages };
}
