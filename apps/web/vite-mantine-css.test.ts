import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { componentCssImport, layeredCss, loadMantineStyles } from './vite-mantine-css.ts';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const styles = loadMantineStyles(webDir);

describe('Mantine CSS per component', () => {
  it('ranks every component file in the order of the full stylesheet', () => {
    expect(styles.order.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    // Button's rules build on UnstyledButton's, Select's on Input's and Combobox's.
    const rank = (name: string) => styles.order.indexOf(name);
    expect(rank('UnstyledButton')).toBeLessThan(rank('Button'));
    expect(rank('Input')).toBeLessThan(rank('PasswordInput'));
    // Together the files are the whole stylesheet: nothing of Mantine's CSS is lost by splitting it.
    const full = readFileSync(createRequire(`${webDir}/x.js`).resolve('@mantine/core/styles.css'), 'utf8');
    const total = styles.order.reduce((sum, name) => sum + styles.read(name).trim().length, 0);
    expect(total).toBeGreaterThan(full.length * 0.99);
  });

  it('gives a component class map the import of its stylesheet', () => {
    const id = '/app/node_modules/@mantine/core/esm/components/Button/Button.module.mjs';
    expect(componentCssImport(id, (name) => name === 'Button')).toBe(
      "\nimport '@mantine/core/styles/Button.css';\n",
    );
    expect(componentCssImport(`${id}?v=1`, () => true)).toContain('styles/Button.css');
  });

  it('leaves other modules alone', () => {
    expect(
      componentCssImport('/app/node_modules/@mantine/core/esm/components/Button/Button.mjs', () => true),
    ).toBe(null);
    expect(componentCssImport('/app/src/side-nav.module.css', () => true)).toBe(null);
    expect(componentCssImport('/app/node_modules/@mantine/dates/esm/X/X.module.mjs', () => true)).toBe(null);
    expect(
      componentCssImport('/app/node_modules/@mantine/core/esm/components/Gone/Gone.module.mjs', () => false),
    ).toBe(null);
  });

  it('puts each file in its own sub-layer; the first one declares the order of all', () => {
    const first = layeredCss('baseline', ':root{}', styles);
    expect(first.startsWith(`@layer ${styles.order.map((n) => `mantine.${n}`).join(', ')};\n`)).toBe(true);
    expect(first).toContain('@layer mantine.baseline {\n:root{}\n}');
    expect(layeredCss('Button', '.b{}', styles)).toBe('@layer mantine.Button {\n.b{}\n}\n');
  });
});
