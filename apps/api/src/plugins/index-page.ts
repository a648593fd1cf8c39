import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The index page in the three encodings it is sent in. */
export type IndexPage = { identity: Buffer; br: Buffer; gzip: Buffer };

/** The build's table (apps/web/vite-route-preload.ts): per route pattern, the files of its page chunk. */
type RoutePreloads = { pattern: string; files: string[] }[];

/** A file of a page chunk as the link that starts it loading, as Vite's own loader would request it. */
function preloadLink(file: string): string {
  return file.endsWith('.css')
    ? `<link rel="preload" as="style" crossorigin href="/${file}">`
    : `<link rel="modulepreload" crossorigin href="/${file}">`;
}

function encode(html: string): IndexPage {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/**
 * index.html for an address: the built page plus preload links for the files of the page that address opens
 * (decision 039), so the browser fetches the page's code alongside the entry instead of after the router has
 * run. Each variant is built and compressed once, on its first request.
 */
export function loadIndexPages(dist: string): ((pathname: string) => IndexPage) | null {
  const indexFile = join(dist, 'index.html');
  if (!existsSync(indexFile)) return null;
  const html = readFileSync(indexFile, 'utf8');
  const tableFile = join(dist, '.vite/route-preloads.json');
  const table = existsSync(tableFile) ? (JSON.parse(readFileSync(tableFile, 'utf8')) as RoutePreloads) : [];
  const routes = table.map((route) => ({ pattern: new RegExp(route.pattern), files: route.files }));
  const variants = new Map<number, IndexPage>();
  return (pathname) => {
    const found = routes.findIndex((route) => route.pattern.test(pathname));
    let page = variants.get(found);
    if (!page) {
      const links = found < 0 ? '' : (routes[found]?.files.map(preloadLink).join('\n    ') ?? '');
      page = encode(links ? html.replace('</head>', `    ${links}\n  </head>`) : html);
      variants.set(found, page);
    }
    return page;
  };
}
