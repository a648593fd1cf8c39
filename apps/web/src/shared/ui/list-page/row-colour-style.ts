import type { CSSProperties } from 'react';
import { readableTextColour } from './list-state.ts';

/** Row colours come from the spec and are light, but the theme may be dark: the text colour is chosen to match. */
export function rowColourStyle(colour: string | undefined, clickable: boolean): CSSProperties | undefined {
  if (!colour && !clickable) return undefined;
  const style: CSSProperties & Record<`--${string}`, string> = {};
  if (clickable) style.cursor = 'pointer';
  if (colour) {
    style.backgroundColor = colour;
    // The pinned first cell paints its own background (list-table.module.css) and takes the row's.
    style['--list-row-colour'] = colour;
    style.color = readableTextColour(colour);
    // Links inside a coloured row take the row's text colour; theme blue is unreadable on red or orange.
    style['--mantine-color-anchor'] = 'currentColor';
    style['--mantine-color-dimmed'] = 'currentColor';
  }
  return style;
}
