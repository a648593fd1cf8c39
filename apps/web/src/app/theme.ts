import {
  type BadgeProps,
  type CSSVariablesResolver,
  createTheme,
  type MantineTheme,
  type ModalProps,
  type TableScrollContainerProps,
} from '@mantine/core';
import { badgeToneVars } from '../shared/ui/scheme-tokens.ts';

/**
 * Shade 8 for filled colours (white text on them is 5:1 and more), in both schemes; dimmed, error, border and focus
 * colours per scheme in `schemeColours` below: Mantine's defaults fall below the contrast WCAG asks for.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  cursorType: 'pointer',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  components: {
    // Mantine renders a modal's title bar as <header>, which screen readers and axe take for a second
    // page banner next to the shell's header; its close icon has no name of its own.
    // A plain object, not Modal.extend(): that would put Modal and its dependencies into every page's start-up
    // code (docs/decisions/030-page-weight-budgets.md).
    Modal: {
      defaultProps: {
        attributes: { header: { role: 'none' } },
        closeButtonProps: { 'aria-label': 'Close dialog' },
      } satisfies Partial<ModalProps>,
    },
    // A spinner named by aria-label needs a role that may carry a name (axe's aria-prohibited-attr); as a status
    // it is also announced, politely, where it appears.
    Loader: {
      defaultProps: { role: 'status' },
    },
    // A status badge is read whole ("AC…" says nothing): it keeps its text's width, and its column grows instead.
    Badge: {
      styles: { root: { flexShrink: 0, minWidth: 'max-content' }, label: { overflow: 'visible' } },
      vars: filledBadgeVars,
    },
    // A table wider than the screen scrolls inside its container; keyboard users can scroll it once the
    // scrolling box takes focus (WCAG 2.1.1; axe's scrollable-region-focusable).
    TableScrollContainer: {
      defaultProps: {
        scrollAreaProps: { viewportProps: { tabIndex: 0 } },
      } satisfies Partial<TableScrollContainerProps>,
    },
  },
});

/**
 * A filled badge of a palette colour takes that colour's dark-scheme tone where one is set (scheme-tokens.css: only
 * the dark scheme sets them), else the colour the page gave it: light stays exactly as each page asks.
 */
function filledBadgeVars(theme: MantineTheme, props: BadgeProps) {
  const colour = props.color ?? theme.primaryColor;
  const name = colour.split('.')[0] ?? colour;
  if ((props.variant ?? 'filled') !== 'filled' || !(name in theme.colors)) return { root: {} };
  const given = theme.variantColorResolver({
    color: colour,
    theme,
    variant: 'filled',
    autoContrast: props.autoContrast,
  });
  return { root: badgeToneVars(name, given) };
}

/** A colour of the theme's palette: a name and a shade, or plain white. */
export type PaletteColour = readonly [name: string, shade: number] | 'white';

type SchemeColours = {
  /** The page background that everything below is measured against. */
  body: PaletteColour;
  /** Input, checkbox and radio borders: WCAG 1.4.11 asks 3:1 against the page. */
  inputBorder: PaletteColour;
  /** The 2 px focus ring of inputs and buttons: 3:1 against the page (WCAG 2.4.13 / 1.4.11). */
  focusRing: PaletteColour;
  /** Secondary and error text: 4.5:1 (WCAG 1.4.3). */
  dimmed: PaletteColour;
  error: PaletteColour;
};

/**
 * The colours WCAG 2.2 AA measures, per colour scheme (issue 10). Mantine's defaults miss it: input borders gray 4
 * on white are 1.49:1; in dark, dark 4 borders are 1.54:1, dimmed dark 2 and error red 8 text under 4.5:1.
 * theme.test.ts computes the ratios from this table.
 */
export const schemeColours: Record<'light' | 'dark', SchemeColours> = {
  light: {
    body: 'white',
    inputBorder: ['gray', 6],
    focusRing: ['blue', 8],
    dimmed: ['gray', 7],
    error: ['red', 9],
  },
  dark: {
    body: ['dark', 7],
    inputBorder: ['dark', 2],
    focusRing: ['blue', 4],
    dimmed: ['dark', 1],
    error: ['red', 5],
  },
};

const cssColour = (colour: PaletteColour) =>
  colour === 'white' ? 'var(--mantine-color-white)' : `var(--mantine-color-${colour[0]}-${colour[1]})`;

function schemeVariables(colours: SchemeColours): Record<string, string> {
  return {
    '--mantine-color-body': cssColour(colours.body),
    '--mantine-color-dimmed': cssColour(colours.dimmed),
    '--mantine-color-error': cssColour(colours.error),
    // Used by global.css for inputs, checkboxes, radios and every focus ring.
    '--homer-input-border': cssColour(colours.inputBorder),
    '--homer-focus-ring': cssColour(colours.focusRing),
  };
}

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: schemeVariables(schemeColours.light),
  dark: schemeVariables(schemeColours.dark),
});
