import { readFileSync } from 'node:fs';
import { budgetColours } from '@homer/contracts/ba';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { schemeColours, theme } from '../../app/theme.ts';
import { contrastRatio } from '../lib/wcag-contrast.ts';
import { badgeToneVars, bubbleTones, rowTones } from './scheme-tokens.ts';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const css = readFileSync(new URL('./scheme-tokens.css', import.meta.url), 'utf8');

/** The custom properties of the first rule with exactly this selector. */
function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`No rule ${selector} in scheme-tokens.css`);
  const body = css
    .slice(css.indexOf('{', start) + 1, css.indexOf('}', start))
    .replace(/\/\*[\s\S]*?\*\//g, '');
  return Object.fromEntries(
    [...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2]?.trim()]),
  );
}

const light = block(':root');
// Dark overrides what it names; the rest (none today) would fall through from :root.
const dark = { ...light, ...block(':root[data-mantine-color-scheme="dark"]') };
const schemes = { light, dark } as const;

/** A token's colour as hex: a hex value, or a theme palette variable. */
function hex(value: string | undefined): string {
  if (!value) throw new Error('missing token');
  if (value.startsWith('#')) return value;
  const palette = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value);
  const shade = palette && merged.colors[palette[1] ?? '']?.[Number(palette[2])];
  if (!shade) throw new Error(`Not a colour the test can measure: ${value}`);
  return shade;
}

const page = (scheme: 'light' | 'dark') => {
  const body = schemeColours[scheme].body;
  return body === 'white' ? merged.white : hex(`var(--mantine-color-${body[0]}-${body[1]})`);
};
/** A striped table row (Mantine's --table-striped-color in dark). */
const darkStripe = hex('var(--mantine-color-dark-6)');

describe('scheme tokens (issue 27 point 12)', () => {
  it('light keeps the spec’s row colours exactly', () => {
    // The formatter writes hex in lower case; the spec writes #FFC0CB.
    expect(light['--homer-row-budget-low-bg']).toBe(budgetColours.budgetLow.toLowerCase());
    expect(light['--homer-row-po-low-bg']).toBe(budgetColours.poLow);
    expect(light['--homer-row-budget-and-po-low-bg']).toBe(budgetColours.both);
    expect(light['--homer-row-current-fiscal-year-bg']).toBe('#c5ffc0');
    expect(light['--homer-row-inactive-fiscal-year-bg']).toBe('#ff5c5c');
  });

  for (const tone of rowTones) {
    for (const [scheme, tokens] of Object.entries(schemes)) {
      it(`${scheme}: the ${tone} row's text is at least 4.5:1 on it`, () => {
        const background = hex(tokens[`--homer-row-${tone}-bg`]);
        expect(contrastRatio(hex(tokens[`--homer-row-${tone}-text`]), background)).toBeGreaterThanOrEqual(
          4.5,
        );
      });
    }
    // Light is the spec's colour whatever its contrast; dark is ours to choose.
    it(`dark: the ${tone} row stands 3:1 apart from the page and from a striped row`, () => {
      const background = hex(dark[`--homer-row-${tone}-bg`]);
      expect(contrastRatio(background, page('dark'))).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(background, darkStripe)).toBeGreaterThanOrEqual(3);
    });
    it(`dark: the ${tone} row has a tone of its own, not the light one`, () => {
      expect(dark[`--homer-row-${tone}-bg`]).not.toBe(light[`--homer-row-${tone}-bg`]);
    });
  }

  for (const tone of bubbleTones) {
    for (const [scheme, tokens] of Object.entries(schemes)) {
      it(`${scheme}: the ${tone} bubble's text is 4.5:1 on it and its outline 3:1 against the page`, () => {
        const background = hex(tokens[`--homer-bubble-${tone}-bg`]);
        expect(contrastRatio(hex(tokens[`--homer-bubble-${tone}-text`]), background)).toBeGreaterThanOrEqual(
          4.5,
        );
        const border = hex(tokens[`--homer-bubble-${tone}-border`]);
        expect(contrastRatio(border, page(scheme as 'light' | 'dark'))).toBeGreaterThanOrEqual(3);
      });
    }
  }

  it('dark: every palette colour has a filled-badge tone 3:1 against the page, its text 4.5:1 on it', () => {
    const failing = Object.keys(merged.colors).filter((name) => {
      const value = dark[`--homer-badge-${name}-bg`];
      if (!value) return true;
      const background = hex(value);
      return (
        contrastRatio(background, page('dark')) < 3 ||
        contrastRatio(hex(dark['--homer-badge-text']), background) < 4.5
      );
    });
    expect(failing).toEqual([]);
  });

  it('light sets no badge tone: a filled badge keeps the colour its page gives', () => {
    expect(Object.keys(light).filter((name) => name.startsWith('--homer-badge-'))).toEqual([]);
    expect(badgeToneVars('red', { background: 'var(--mantine-color-red-9)', color: '#fff' })).toEqual({
      '--badge-bg': 'var(--homer-badge-red-bg, var(--mantine-color-red-9))',
      '--badge-color': 'var(--homer-badge-text, #fff)',
    });
  });
});
