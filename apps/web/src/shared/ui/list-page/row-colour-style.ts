import type { CSSProperties } from 'react';
import { readableTextColour } from './list-state.ts';

/** Row colours come from the spec and are light, but the theme may be dark: the text colour is chosen to match. */
export function rowColourStyle(colour: string | undefined, clickable: boolean): CSSProperties | undefined {
  if (!colour && !clickable) return undefined;
  const style: CSSProperties & Record<`--${string}`, string> = {};
  if (clickable) style.cursor = 'pointer';
  if (colour) {
    style.backgroundColor = colour;
    style.color = readableTextColour(colour);
    // Links inside a coloured row take the row's text colour; theme blue is unreadable on red or orange.
    style['--mantine-color-anchor'] = 'currentColor';
    style['--mantine-color-dimmed'] = 'currentColor';
  }
  return style;
}
