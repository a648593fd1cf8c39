import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { afterPaintScript } from '@homer/contracts/inline-scripts';
import { linkRenderingKey } from '@homer/contracts/prerendered-links';
import { type AppRoute, type RouteId, routes } from '@homer/contracts/routes';

/** The index page in the three encodings it is sent in. */
export type IndexPage = { identity: Buffer; br: Buffer; gzip: Buffer };

/** The build's table (apps/web/vite-route-preload.ts): per route, its path pattern and the files of its page chunk. */
type RoutePreloads = { id: RouteId; pattern: string; files: string[] }[];

/** The build's rendered public pages (scripts/prerender.ts), for the index page whose hash they name. */
export type PrerenderedPages = {
  indexHtml: string;
  /** By route id for the address without a query, by linkRenderingKey for a link's shape. */
  pages: Record<string, string>;
};

/** Where the build writes them, beside Vite's manifest (not under /assets: nothing fetches it). */
export const prerenderedFile = '.vite/prerendered.json';

/** What ties rendered pages to the index page they were made with. */
export function indexPageHash(html: string): string {
  return createHash('sha256').update(html).digest('base64url');
}

/** A file of a page chunk as the link that starts it loading, as Vite's own loader would request it. */
function preloadLink(file: string): string {
  return file.endsWith('.css')
    ? `<link rel="preload" as="style" crossorigin href="/${file}">`
    : `<link rel="modulepreload" crossorigin href="/${file}">`;
}

/**
 * A stylesheet of a rendered page, written into the HTML: the page paints as soon as the HTML has arrived, before
 * any script is fetched or run, instead of after a request per stylesheet that the page's scripts would compete
 * with (decision 064). The disabled link beside it is never fetched; it tells Vite's loader that the sheet is on
 * the page, as its own link would.
 */
function inlineStylesheet(dist: string, file: string): string {
  const sheet = readFileSync(join(dist, file), 'utf8');
  const link = `<link rel="stylesheet" crossorigin href="/${file}"`;
  if (sheet.includes('</style')) return `${link}>`;
  return `<style>${sheet}</style>${link} disabled>`;
}

function encode(html: string): IndexPage {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The rendered pages made with this index page; none when they belong to another build. */
function prerenderedPages(dist: string, html: string): PrerenderedPages['pages'] {
  const prerendered = readJson<PrerenderedPages>(join(dist, prerenderedFile));
  return prerendered?.indexHtml === indexPageHash(html) ? prerendered.pages : {};
}

/**
 * index.html for an address: the built page with the title of the route the address opens and preload links for
 * the files of its page (decision 039), so the browser fetches the page's code alongside the entry instead of after
 * the router has run. For a public page the build rendered (decision 064), and an address without a query or with
 * a link's query of a shape the build rendered (decision 104), #root holds that page's markup. Each variant is built and compressed once, on its first
 * request, so the memory it takes is bounded by the route table, not by the addresses asked for.
 */
export function loadIndexPages(dist: string): ((url: string) => IndexPage) | null {
  const indexFile = join(dist, 'index.html');
  if (!existsSync(indexFile)) return null;
  const html = readFileSync(indexFile, 'utf8');
  const table = readJson<RoutePreloads>(join(dist, '.vite/route-preloads.json')) ?? [];
  const matchers = table.map((route) => ({
    id: route.id,
    files: route.files,
    pattern: new RegExp(route.pattern),
  }));
  const rendered = prerenderedPages(dist, html);
  const variants = new Map<string, IndexPage>();
  return (url) => {
    const [pathname = '/', query] = url.split('?', 2);
    const route = matchers.find((candidate) => candidate.pattern.test(pathname));
    const renderingKey =
      route && (query === undefined ? route.id : linkRenderingKey(route.id, new URLSearchParams(query)));
    const markup = renderingKey ? rendered[renderingKey] : undefined;
    const key = `${route?.id ?? ''}${markup ? `+${renderingKey}` : ''}`;
    let page = variants.get(key);
    if (!page) page = encode(variant(dist, html, route, markup));
    variants.set(key, page);
    return page;
  };
}

const routeTable: readonly AppRoute[] = routes;

/** The entry's module script and the preloads of every script a page starts with. */
const pageScript =
  /<script type="module" crossorigin src="[^"]+"><\/script>|<link rel="modulepreload" crossorigin href="[^"]+">/g;

/** The entry's stylesheet links in the built index.html. */
const entryStylesheet = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

function variant(
  dist: string,
  html: string,
  route: { id: RouteId; files: string[] } | undefined,
  markup: string | undefined,
): string {
  if (!route) return html;
  const links = route.files.map((file) =>
    markup && file.endsWith('.css') ? inlineStylesheet(dist, file) : preloadLink(file),
  );
  // Replacers are functions throughout: a replacement string would read `$&` and the like in a page's text.
  let page = links.length ? html.replace('</head>', () => `    ${links.join('\n    ')}\n  </head>`) : html;
  const title = routeTable.find((candidate) => candidate.id === route.id)?.title;
  if (title) page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (!markup) return page;
  // The page's scripts wait until it has painted (decision 064): moved, in their order, into a template.
  const scripts: string[] = [];
  page = page
    .replace(entryStylesheet, (_link, file: string) => inlineStylesheet(dist, file))
    .replace(pageScript, (tag) => {
      scripts.push(tag);
      return '';
    });
  return page.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root" data-prerendered="${route.id}">${markup}</div>\n` +
      `    <template id="homer-scripts">${scripts.join('')}</template><script>${afterPaintScript}</script>`,
  );
}
