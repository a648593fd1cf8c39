import type { CSSProperties } from 'react';
import { type RowTone, rowToneVar } from '../scheme-tokens.ts';

/** A row's highlight, in the scheme's tone (scheme-tokens.css), with the text colour measured against it. */
export function rowColourStyle(tone: RowTone | undefined, clickable: boolean): CSSProperties | undefined {
  if (!tone && !clickable) return undefined;
  const style: CSSProperties & Record<`--${string}`, string> = {};
  if (clickable) style.cursor = 'pointer';
  if (tone) {
    const colours = rowToneVar(tone);
    style.backgroundColor = colours.background;
    // The pinned first cell paints its own background (list-table.module.css) and takes the row's.
    style['--list-row-colour'] = colours.background;
    style.color = colours.text;
    // Links inside a coloured row take the row's text colour; theme blue is unreadable on red or orange.
    style['--mantine-color-anchor'] = 'currentColor';
    style['--mantine-color-dimmed'] = 'currentColor';
  }
  return style;
}
