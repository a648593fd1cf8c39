import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../shared/lib/wcag-contrast.ts';
import { cssVariablesResolver, type PaletteColour, schemeColours, theme } from './theme.ts';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);

function hex(colour: PaletteColour): string {
  if (colour === 'white') return merged.white;
  const shades = merged.colors[colour[0]];
  if (!shades) throw new Error(`No colour ${colour[0]} in the theme`);
  return shades[colour[1]] as string;
}

const contrast = contrastRatio;

describe('theme contrast (WCAG 2.2 AA)', () => {
  it('knows the ratios: Mantine’s input border gray 4 on white is the 1.49:1 of issue 10', () => {
    expect(contrast('#ced4da', '#ffffff')).toBeCloseTo(1.49, 2);
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  // Inputs are white in light and dark 6 in dark (Mantine's default variant).
  const inputBackground = { light: 'white', dark: ['dark', 6] } as const;

  for (const scheme of ['light', 'dark'] as const) {
    const colours = schemeColours[scheme];
    const body = hex(colours.body);

    it(`${scheme}: input borders are at least 3:1 against the page and the input`, () => {
      expect(contrast(hex(colours.inputBorder), body)).toBeGreaterThanOrEqual(3);
      expect(contrast(hex(colours.inputBorder), hex(inputBackground[scheme]))).toBeGreaterThanOrEqual(3);
    });

    it(`${scheme}: the focus ring is at least 3:1 against the page and the input`, () => {
      expect(contrast(hex(colours.focusRing), body)).toBeGreaterThanOrEqual(3);
      expect(contrast(hex(colours.focusRing), hex(inputBackground[scheme]))).toBeGreaterThanOrEqual(3);
    });

    it(`${scheme}: dimmed and error text are at least 4.5:1 against the page`, () => {
      expect(contrast(hex(colours.dimmed), body)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(hex(colours.error), body)).toBeGreaterThanOrEqual(4.5);
    });

    it(`${scheme}: the page's CSS variables are the colours measured here`, () => {
      const variables = cssVariablesResolver(merged)[scheme];
      const css = (colour: PaletteColour) =>
        colour === 'white' ? 'var(--mantine-color-white)' : `var(--mantine-color-${colour[0]}-${colour[1]})`;
      expect(variables).toMatchObject({
        '--mantine-color-body': css(colours.body),
        '--homer-input-border': css(colours.inputBorder),
        '--homer-focus-ring': css(colours.focusRing),
        '--mantine-color-dimmed': css(colours.dimmed),
        '--mantine-color-error': css(colours.error),
      });
    });
  }
});
