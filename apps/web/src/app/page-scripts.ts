/**
 * A page's scripts, fetched all at once when the router starts loading it, instead of each after the chunk that
 * imports it (decision 063). The build lists them per route id in a hashed file named by index.html's meta tag;
 * the list is fetched once, after the first page has loaded, as that page's scripts are already in the HTML the
 * server wrote (decision 039).
 */
export type PageScripts = { files: string[]; pages: Partial<Record<string, number[]>> };

/** The meta tag of index.html that names the table's hashed file (written by apps/web/vite-route-preload.ts). */
export const pageScriptsMeta = 'homer-page-scripts';
let table: Promise<PageScripts | null> | null = null;

function pageScriptsTable(): Promise<PageScripts | null> {
  const url = document.querySelector<HTMLMetaElement>(`meta[name="${pageScriptsMeta}"]`)?.content;
  if (!url) return Promise.resolve(null);
  table ??= fetch(url)
    .then((response) => (response.ok ? (response.json() as Promise<PageScripts>) : null))
    .catch(() => null)
    .then((loaded) => {
      // Asked again at the next navigation: a network that failed once may be back.
      if (!loaded) table = null;
      return loaded;
    });
  return table;
}

/** The addresses of a route's page scripts in the table; none for a route it does not list. */
export function pageScriptUrls(scripts: PageScripts | null, routeId: string): string[] {
  const indexes = scripts?.pages[routeId] ?? [];
  return indexes.flatMap((index) => {
    const file = scripts?.files[index];
    return file ? [`/${file}`] : [];
  });
}

export async function preloadPageScripts(routeId: string): Promise<void> {
  // No document: the build rendering a public page (decision 064).
  if (typeof document === 'undefined' || document.readyState !== 'complete') return;
  for (const href of pageScriptUrls(await pageScriptsTable(), routeId)) {
    if (document.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/** Fetches the table once the first page has loaded, so that the next navigation finds it ready. */
export function prefetchPageScripts(): void {
  if (document.readyState === 'complete') void pageScriptsTable();
  else window.addEventListener('load', () => void pageScriptsTable(), { once: true });
}
