import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Component style files that every page needs; the app imports these itself (app/providers.tsx). */
const foundation = ['baseline', 'default-css-variables', 'global'];

/** `@mantine/core/esm/components/Button/Button.module.mjs` → `Button`: the class map of one component. */
const classModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;
/** `@mantine/core/styles/Button.css` → `Button`. */
const styleFile = /[\\/]@mantine[\\/]core[\\/]styles[\\/]([\w-]+)\.css$/;

export type MantineStyles = {
  /** Every file of @mantine/core/styles (without .css), in the order @mantine/core/styles.css has them. */
  order: string[];
  read: (name: string) => string;
};

/** Reads @mantine/core's per-component files and ranks them by their place in the full stylesheet. */
export function loadMantineStyles(fromDir: string): MantineStyles {
  const require = createRequire(join(fromDir, 'noop.js'));
  const full = require.resolve('@mantine/core/styles.css');
  const dir = join(dirname(full), 'styles');
  const whole = readFileSync(full, 'utf8');
  const read = (name: string) => readFileSync(join(dir, `${name}.css`), 'utf8');
  const names = readdirSync(dir)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => file.slice(0, -'.css'.length));
  const position = new Map(names.map((name) => [name, whole.indexOf(read(name).trim())]));
  const lost = names.filter((name) => (position.get(name) ?? -1) < 0);
  if (lost.length > 0) throw new Error(`@mantine/core/styles.css no longer contains: ${lost.join(', ')}`);
  return { order: names.sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0)), read };
}

/** One component's rules in a sub-layer of `mantine`; the first file also fixes the order of all of them. */
export function layeredCss(name: string, css: string, styles: MantineStyles): string {
  const declaration =
    name === styles.order[0] ? `@layer ${styles.order.map((n) => `mantine.${n}`).join(', ')};\n` : '';
  return `${declaration}@layer mantine.${name} {\n${css}\n}\n`;
}

/** The import a Mantine class-map module gets, so its component's CSS lands in the chunk that uses it. */
export function componentCssImport(id: string, exists: (name: string) => boolean): string | null {
  const name = classModule.exec(id.split('?')[0] ?? '')?.[1];
  return name && exists(name) ? `\nimport '@mantine/core/styles/${name}.css';\n` : null;
}

/**
 * Mantine's CSS per component (docs/decisions/030-page-weight-budgets.md): each @mantine/core class map
 * imports its component's stylesheet, so a page's chunks carry only the CSS of the components they render.
 * Each file goes into its own sub-layer of `mantine`, declared once in the order of Mantine's full
 * stylesheet, so rules keep their intended precedence whatever order the chunks arrive in; the app's own,
 * unlayered CSS comes after all of them. In the dev server @mantine/core is pre-bundled (no per-module
 * transform), so the first foundation file brings every component's stylesheet there.
 */
export function mantineComponentCss(): Plugin {
  let styles: MantineStyles | null = null;
  let serve = false;
  const load = (root: string) => {
    styles ??= loadMantineStyles(root);
    return styles;
  };
  return {
    name: 'homer-mantine-component-css',
    enforce: 'pre',
    configResolved(config) {
      serve = config.command === 'serve';
      load(config.root);
    },
    transform(code, id) {
      const mantine = styles;
      if (!mantine) return null;
      const known = new Set(mantine.order);
      const cssImport = serve ? null : componentCssImport(id, (name) => known.has(name));
      if (cssImport) return { code: `${code}${cssImport}`, map: null };
      const name = styleFile.exec(id.split('?')[0] ?? '')?.[1];
      if (!name || !known.has(name)) return null;
      let css = layeredCss(name, code, mantine);
      if (serve && name === mantine.order[0]) {
        const rest = mantine.order.filter((n) => !foundation.includes(n));
        css += rest.map((n) => layeredCss(n, mantine.read(n), mantine)).join('');
      }
      return { code: css, map: null };
    },
  };
}
