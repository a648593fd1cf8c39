/**
 * Text that fits where it is drawn. The PDFs use the standard Helvetica fonts (no font files to ship or embed),
 * which only know the WinAnsi characters and measure in points, so every string drawn goes through here first:
 * a string a font cannot encode would make pdf-lib throw, and one wider than its box would spill over a
 * neighbouring cell or off a label.
 */

import type { PDFFont } from 'pdf-lib';

const ellipsis = '\u2026';

/** Code points each font can encode, as a set: getCharacterSet() answers an array, searched linearly. */
const characterSets = new WeakMap<PDFFont, Set<number>>();

function characterSet(font: PDFFont): Set<number> {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}

/**
 * The text on one line in characters the font can draw: runs of white space (line breaks and tabs included,
 * which have no glyph) become one space, and a character outside WinAnsi becomes '?' rather than making
 * pdf-lib fail the whole document.
 */
export function drawable(font: PDFFont, text: string): string {
  const set = characterSet(font);
  let out = '';
  for (const char of text.replace(/\s+/g, ' ').trim()) {
    out += set.has(char.codePointAt(0) as number) ? char : '?';
  }
  return out;
}

/** The drawable text, cut and ended with an ellipsis when wider than `maxWidth` at `size`. */
export function truncateToWidth(font: PDFFont, text: string, size: number, maxWidth: number): string {
  const line = drawable(font, text);
  if (font.widthOfTextAtSize(line, size) <= maxWidth) return line;
  if (font.widthOfTextAtSize(ellipsis, size) > maxWidth) return '';
  // The longest prefix that fits with the ellipsis; widths only grow with length, so halving finds it.
  let fits = 0;
  let tooLong = line.length;
  while (tooLong - fits > 1) {
    const mid = (fits + tooLong) >> 1;
    if (font.widthOfTextAtSize(`${line.slice(0, mid).trimEnd()}${ellipsis}`, size) <= maxWidth) fits = mid;
    else tooLong = mid;
  }
  return `${line.slice(0, fits).trimEnd()}${ellipsis}`;
}

/** Splits a word wider than the line into pieces that fit, so that no line is ever wider than `maxWidth`. */
function breakWord(font: PDFFont, word: string, size: number, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece !== '' && font.widthOfTextAtSize(piece + char, size) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/** The drawable text wrapped at spaces into lines no wider than `maxWidth` at `size`. */
export function wrapToWidth(font: PDFFont, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of drawable(font, text).split(' ')) {
    if (word === '') continue;
    const candidate = line === '' ? word : `${line} ${word}`;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    const pieces = breakWord(font, word, size, maxWidth);
    line = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  if (line !== '') lines.push(line);
  return lines;
}

export type FittedBlock = { size: number; lines: string[] };

/**
 * The largest size, from `maxSize` down to `minSize` in half points, at which the text wraps into a block no
 * taller than `maxHeight` (lines `leading` × size apart). When even `minSize` needs more lines, the last line
 * that fits takes the rest of the text and ends with an ellipsis: a long name shrinks, then is cut, and
 * never runs over what is drawn below it.
 */
export function fitBlock(
  font: PDFFont,
  text: string,
  box: { maxWidth: number; maxHeight: number; maxSize: number; minSize: number; leading: number },
): FittedBlock {
  for (let size = box.maxSize; size >= box.minSize; size -= 0.5) {
    const lines = wrapToWidth(font, text, size, box.maxWidth);
    if (lines.length * size * box.leading <= box.maxHeight) return { size, lines };
  }
  const size = box.minSize;
  const lines = wrapToWidth(font, text, size, box.maxWidth);
  const room = Math.max(1, Math.floor(box.maxHeight / (size * box.leading)));
  const kept = lines.slice(0, room - 1);
  // The rest is taken from the text itself, not by joining lines, so a word broken across lines stays whole.
  const all = drawable(font, text);
  let at = 0;
  for (const line of kept) {
    at += line.length;
    if (all[at] === ' ') at++;
  }
  kept.push(truncateToWidth(font, `${all.slice(at)}${ellipsis}`, size, box.maxWidth));
  return { size, lines: kept };
}

/**
 * One line at the largest size from `maxSize` down to `minSize` (half points) at which it fits; cut with an
 * ellipsis at `minSize` only when it still does not.
 */
export function fitLine(
  font: PDFFont,
  text: string,
  box: { maxWidth: number; maxSize: number; minSize: number },
): { size: number; text: string } {
  const line = drawable(font, text);
  for (let size = box.maxSize; size >= box.minSize; size -= 0.5) {
    if (font.widthOfTextAtSize(line, size) <= box.maxWidth) return { size, text: line };
  }
  return { size: box.minSize, text: truncateToWidth(font, line, box.minSize, box.maxWidth) };
}
