import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseRoutePages } from '../apps/web/route-page-modules.ts';
import type { AppRoute } from '../packages/contracts/src/routes.ts';
import { checkSize, filesLoaded, type Manifest, pageTargets, parseLazyImports, weighPages } from './size.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_zod.js': { file: 'assets/zod.js' },
  'src/app/shell/app-layout.tsx': {
    file: 'assets/app-layout.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/app/shell/user-menu.tsx': { file: 'assets/user-menu.js', isDynamicEntry: true, imports: ['_zod.js'] },
  'src/features/account/pages/login-page.tsx': {
    file: 'assets/login.js',
    isDynamicEntry: true,
    // A lazy chunk may import the entry back; each file counts once.
    imports: ['index.html', '_zod.js', '_react.js'],
    css: ['assets/login.css'],
  },
  'src/features/dashboard/pages/dashboard-page.tsx': { file: 'assets/dashboard.js', isDynamicEntry: true },
};

const table: AppRoute[] = [
  { id: 'login', path: 'login', access: 'public' },
  { id: 'dashboard', path: 'dashboard', access: 'signedIn' },
  { id: 'holidays', path: 'holidays', access: 'public' },
];

const pages = new Map([
  ['login', 'src/features/account/pages/login-page.tsx'],
  ['dashboard', 'src/features/dashboard/pages/dashboard-page.tsx'],
]);

const routePagesSource = `export const routePages = {
  login: () => import('../features/account/pages/login-page.tsx'),
  dashboard: () => import('../features/dashboard/pages/dashboard-page.tsx'),
};`;

describe('page weight', () => {
  it('reads the route → page mapping from route-pages.ts', () => {
    expect(parseRoutePages(routePagesSource)).toEqual(pages);
  });

  it('reads an entry the formatter wrapped after the arrow', () => {
    const wrapped = `  systemNotificationEdit: () =>
    import('../features/system-notifications/pages/system-notification-edit-page.tsx'),`;
    expect(parseRoutePages(wrapped)).toEqual(
      new Map([
        [
          'systemNotificationEdit',
          'src/features/system-notifications/pages/system-notification-edit-page.tsx',
        ],
      ]),
    );
  });

  it('reads lazy imports relative to the file that makes them', () => {
    const source =
      "const a = () => import('./user-menu.tsx'); const b = () => import('../session/monitor.tsx');";
    expect(parseLazyImports('src/app/shell/signed-in-chunks.ts', source)).toEqual([
      'src/app/shell/user-menu.tsx',
      'src/app/session/monitor.tsx',
    ]);
  });

  it('follows static imports once each and collects their CSS', () => {
    expect(filesLoaded(manifest, ['index.html', 'src/features/account/pages/login-page.tsx'])).toEqual({
      js: ['assets/index.js', 'assets/react.js', 'assets/login.js', 'assets/zod.js'],
      css: ['assets/index.css', 'assets/login.css'],
    });
  });

  it('fails on a chunk the manifest does not have', () => {
    expect(() => filesLoaded(manifest, ['src/missing.tsx'])).toThrow(/no chunk "src\/missing.tsx"/);
  });

  it('gives public pages the shell, signed-in pages also its signed-in parts, plus a shell row', () => {
    const targets = pageTargets(table, pages, manifest, ['src/app/shell/user-menu.tsx']);
    expect(targets.map((t) => [t.path, t.kind, t.lazy])).toEqual([
      ['/login', 'public', ['src/app/shell/app-layout.tsx', 'src/features/account/pages/login-page.tsx']],
      [
        '/dashboard',
        'signedIn',
        [
          'src/app/shell/app-layout.tsx',
          'src/app/shell/user-menu.tsx',
          'src/features/dashboard/pages/dashboard-page.tsx',
        ],
      ],
      ['(signed-in shell)', 'shell', ['src/app/shell/app-layout.tsx', 'src/app/shell/user-menu.tsx']],
    ]);
  });

  it('refuses a page for a route the route table lacks', () => {
    const extra = new Map([...pages, ['ghost', 'src/ghost.tsx']]);
    expect(() => pageTargets(table, extra, manifest)).toThrow(/ghost/);
  });

  it('marks a page over its JS or CSS budget', () => {
    const sizes: Record<string, number> = {
      'assets/index.js': 40_000,
      'assets/react.js': 60_000,
      'assets/app-layout.js': 5_000,
      'assets/login.js': 10_000,
      'assets/zod.js': 30_000,
      'assets/user-menu.js': 1_000,
      'assets/dashboard.js': 2_000,
      'assets/index.css': 5_000,
      'assets/login.css': 1_000,
    };
    const limits = {
      public: { js: 140_000, css: 10_000 },
      signedIn: { js: 200_000, css: 10_000 },
      shell: { js: 200_000, css: 5_000 },
    };
    const rows = weighPages(
      manifest,
      pageTargets(table, pages, manifest),
      (file) => sizes[file] ?? 0,
      limits,
    );
    expect(rows.map((row) => [row.path, row.js, row.css, row.over])).toEqual([
      ['/login', 145_000, 6_000, true],
      ['/dashboard', 107_000, 5_000, false],
      ['(signed-in shell)', 105_000, 5_000, false],
    ]);
  });
});

describe('checkSize', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function fixture(files: Record<string, string | Buffer>) {
    dir = mkdtempSync(join(tmpdir(), 'homer-size-'));
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
    return dir;
  }

  const sources = {
    'src/app/route-pages.ts': routePagesSource,
    'src/app/shell/signed-in-chunks.ts': '',
  };

  const build = (loginBytes: number, preloadBytes = 100) => ({
    ...sources,
    'dist/index.html':
      '<script async src="/assets/preload.js"></script><script type="module" crossorigin src="/assets/index.js"></script>',
    'dist/assets/preload.js': 'x',
    'dist/assets/preload.js.gz': Buffer.alloc(preloadBytes),
    'dist/.vite/manifest.json': JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true },
      'src/features/account/pages/login-page.tsx': { file: 'assets/login.js', isDynamicEntry: true },
      'src/features/dashboard/pages/dashboard-page.tsx': {
        file: 'assets/dashboard.js',
        isDynamicEntry: true,
      },
    }),
    'dist/assets/index.js': 'x',
    'dist/assets/dashboard.js': 'x',
    'dist/assets/login.js': 'x',
    // The size of the .gz copy the build wrote is what counts.
    'dist/assets/login.js.gz': Buffer.alloc(loginBytes),
  });

  it('exits 1 and names the page when one is over budget', () => {
    const lines: string[] = [];
    expect(checkSize(fixture(build(400_000)), (line) => lines.push(line))).toBe(1);
    expect(lines.join('\n')).toMatch(/\/login\s+public\s+400\.\d.*OVER BUDGET/);
    expect(lines.join('\n')).toMatch(/1 page\(s\) over the page-weight budget/);
  });

  it('exits 0 when every page fits', () => {
    const lines: string[] = [];
    expect(checkSize(fixture(build(1_000)), (line) => lines.push(line))).toBe(0);
    expect(lines.join('\n')).not.toMatch(/OVER BUDGET/);
  });

  it('counts the classic scripts index.html loads with the entry', () => {
    const lines: string[] = [];
    expect(checkSize(fixture(build(1_000, 400_000)), (line) => lines.push(line))).toBe(1);
    expect(lines.join('\n')).toMatch(/\/dashboard\s+signedIn\s+40\d\.\d.*OVER BUDGET/);
  });

  it('exits 1 without a build', () => {
    const lines: string[] = [];
    expect(checkSize(fixture(sources), (line) => lines.push(line))).toBe(1);
    expect(lines.join('\n')).toMatch(/npm run build/);
  });
});
