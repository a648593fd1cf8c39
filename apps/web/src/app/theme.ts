import { type CSSVariablesResolver, createTheme, type ModalProps } from '@mantine/core';

/**
 * Shade 8 for filled colours and darker dimmed/error text: Mantine's defaults (shade 6, gray 6, red 6)
 * fall below the 4.5:1 contrast WCAG asks for on white.
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
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
