/**
 * `npm run size`: the JS and CSS each page of the built web app loads on first render, gzip-compressed,
 * against the page-weight budgets (docs/decisions/030-page-weight-budgets.md). Exits 1 when a page is over.
 *
 * A page loads the entry chunk of index.html, the shell's chunk unless the route is bare, its own lazy chunk
 * and, for a signed-in page, the signed-in parts of the shell (app/shell/signed-in-chunks.ts), each with
 * everything those import statically: the chunks Vite preloads before running them. Code a page imports
 * lazily after its first render (captcha widget, modals, toasts, the login's rules and second factor) is not
 * counted.
 * The route → chunk mapping is read from the router's page table (apps/web/src/app/route-pages.ts) and the
 * product route table, so a new page is measured without editing this file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { parseRoutePages } from '../apps/web/route-page-modules.ts';
import { type AppRoute, routes } from '../packages/contracts/src/routes.ts';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json); keys are source paths or `_name.js`. */
export type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export type PageKind = 'public' | 'signedIn' | 'shell';

export type PageTarget = {
  route: string;
  path: string;
  kind: PageKind;
  /** Manifest keys of the lazy modules the page needs besides the entry (shell, signed-in shell, page). */
  lazy: string[];
};

export type Budget = { js: number; css: number };

/**
 * Bytes, gzip; 1 kB = 1000 bytes, as Vite's build report counts. `shell` is the signed-in shell on its own
 * (entry, shell, signed-in parts: what every signed-in page starts from). Issue 9 asks ≤ 150 kB for public
 * pages; React, React Router and zod alone are 125 kB, so a public form cannot get there while its schema
 * loads before its first render (decision 030). The public and signed-in page limits hold today's weights
 * with a little room, so no page grows unnoticed; lower them as pages get lighter. Public went from 270 to
 * 275 kB when the administration routes joined the route table every page loads (issue 11): the table's
 * growth with each new area is the next thing to cut (load it per area, not in the entry). The signed-in shell
 * went from 250 to 230 kB when zod left it (issue 14: the user menu's facility list and the inactivity watch loaded
 * it; their schema now loads with the call, as the user-info refresh's does). Signed-in pages went from 300 to 302 kB
 * when small shared chunks began to be copied into the chunks that use them (decision 074: 124 → under 30 requests
 * for a signed-in page; the copies and Rolldown's ordering wrappers cost the heaviest page, a HEROS round, 7 kB).
 */
export const budgets: Record<PageKind, Budget> = {
  public: { js: 275_000, css: 25_000 },
  signedIn: { js: 302_000, css: 30_000 },
  shell: { js: 230_000, css: 25_000 },
};

export type PageWeight = PageTarget & {
  js: number;
  css: number;
  files: string[];
  budget: Budget;
  over: boolean;
};

const entryKey = 'index.html';
const shellModule = 'src/app/shell/app-layout.tsx';
const routePagesFile = 'src/app/route-pages.ts';
const signedInShellFile = 'src/app/shell/signed-in-chunks.ts';

/** The output files loaded for `keys` and their static imports, in first-seen order. */
export function filesLoaded(manifest: Manifest, keys: readonly string[]): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk "${key}".`);
    js.push(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return { js, css: [...css] };
}

/** Modules a source file imports lazily (`import('./x.tsx')`), as paths relative to apps/web. */
export function parseLazyImports(file: string, source: string): string[] {
  return [...source.matchAll(/import\('(\.{1,2}\/[^']+)'\)/g)].flatMap(([, path]) =>
    path ? [posix.join(posix.dirname(file), path)] : [],
  );
}

/** Every mounted page: public routes against the public budget, the rest against the signed-in shell's. */
export function pageTargets(
  table: readonly AppRoute[],
  pages: ReadonlyMap<string, string>,
  manifest: Manifest,
  signedInShell: readonly string[] = [],
): PageTarget[] {
  const known = new Set(table.map((route) => route.id));
  const unknown = [...pages.keys()].filter((id) => !known.has(id));
  if (unknown.length > 0) throw new Error(`route-pages.ts names routes the route table lacks: ${unknown}`);
  // A shell bundled into the entry is counted with it; a lazy one is a chunk of its own.
  const shell = manifest[shellModule] ? [shellModule] : [];
  const targets = table.flatMap((route) => {
    const page = pages.get(route.id);
    if (!page) return [];
    const kind: PageKind = route.access === 'public' ? 'public' : 'signedIn';
    const signedIn = kind === 'signedIn' && !route.bare ? signedInShell : [];
    return [
      {
        route: route.id,
        path: `/${route.path}`,
        kind,
        lazy: [...(route.bare ? [] : shell), ...signedIn, page],
      },
    ];
  });
  const signedInShellRow: PageTarget = {
    route: 'shell',
    path: '(signed-in shell)',
    kind: 'shell',
    lazy: [...shell, ...signedInShell],
  };
  return [...targets, signedInShellRow];
}

export function weighPages(
  manifest: Manifest,
  targets: readonly PageTarget[],
  gzipBytes: (file: string) => number,
  limits: Record<PageKind, Budget> = budgets,
): PageWeight[] {
  return targets.map((target) => {
    const { js, css } = filesLoaded(manifest, [entryKey, ...target.lazy]);
    const sum = (files: string[]) => files.reduce((total, file) => total + gzipBytes(file), 0);
    const weight = { js: sum(js), css: sum(css) };
    const budget = limits[target.kind];
    return {
      ...target,
      ...weight,
      files: [...js, ...css],
      budget,
      over: weight.js > budget.js || weight.css > budget.css,
    };
  });
}

/** Gzip size of a built file: the .gz copy the build wrote beside it, else compressed here at the same level. */
function gzipSizer(dist: string): (file: string) => number {
  const cache = new Map<string, number>();
  return (file) => {
    let size = cache.get(file);
    if (size === undefined) {
      const path = join(dist, file);
      size = existsSync(`${path}.gz`)
        ? readFileSync(`${path}.gz`).length
        : gzipSync(readFileSync(path), { level: constants.Z_BEST_COMPRESSION }).length;
      cache.set(file, size);
    }
    return size;
  };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

export function formatTable(rows: readonly PageWeight[]): string {
  const header = ['page', 'kind', 'JS kB gz', 'CSS kB gz', 'budget JS/CSS', ''];
  const lines = rows.map((row) => [
    row.path,
    row.kind,
    kb(row.js),
    kb(row.css),
    `${kb(row.budget.js)}/${kb(row.budget.css)}`,
    row.over ? 'OVER BUDGET' : 'ok',
  ]);
  const all = [header, ...lines];
  const widths = header.map((_, column) => Math.max(...all.map((line) => (line[column] ?? '').length)));
  return all
    .map((line) => line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '))
    .join('\n');
}

/** Weighs each page of the build in `webDir` (apps/web); throws when there is no build to weigh. */
export function weighBuild(webDir: string): PageWeight[] {
  const dist = join(webDir, 'dist');
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`No build manifest at ${manifestFile}: run \`npm run build\` first.`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const pages = parseRoutePages(readFileSync(join(webDir, routePagesFile), 'utf8'));
  if (pages.size === 0)
    throw new Error(
      `No lazy pages found in ${routePagesFile}; the size check cannot tell what a page loads.`,
    );
  // Classic scripts index.html loads besides the entry (the route preload table) count for every page.
  const extraScripts = [
    ...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/<script [^>]*src="\/([^"]+)"/g),
  ]
    .map(([, file]) => file ?? '')
    .filter((file) => file !== '' && file !== manifest['index.html']?.file);
  const signedInShell = parseLazyImports(
    signedInShellFile,
    readFileSync(join(webDir, signedInShellFile), 'utf8'),
  );
  const sizeOf = gzipSizer(dist);
  return weighPages(manifest, pageTargets(routes, pages, manifest, signedInShell), (file) => {
    // The entry's own size carries the classic scripts loaded with it.
    const extra =
      file === manifest['index.html']?.file ? extraScripts.reduce((sum, f) => sum + sizeOf(f), 0) : 0;
    return sizeOf(file) + extra;
  });
}

/** Weighs the build in `webDir` (apps/web) against the budgets; returns the exit code. */
export function checkSize(webDir: string, log: (line: string) => void = console.log): number {
  let rows: PageWeight[];
  try {
    rows = weighBuild(webDir);
  } catch (error) {
    log((error as Error).message);
    return 1;
  }
  log(formatTable(rows));
  const over = rows.filter((row) => row.over);
  if (over.length > 0) {
    log(`\n${over.length} page(s) over the page-weight budget (docs/decisions/030-page-weight-budgets.md).`);
    return 1;
  }
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = checkSize(fileURLToPath(new URL('../apps/web/', import.meta.url)));
}
