/**
 * One line of text on a page. pdf-lib's page.drawText adds the font to the page's resources under a new name on
 * every call (pdf-lib 1.17), so a table page of 300 cells named its two fonts 300 times over, which also took
 * over a quarter of the drawing time; here each font is named once per page.
 */

import { type Color, degrees, drawText, type PDFFont, type PDFName, type PDFPage, rgb } from 'pdf-lib';
import { drawable } from './fit-text.ts';

const black = rgb(0, 0, 0);
const upright = degrees(0);

const fontNames = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

function fontName(page: PDFPage, font: PDFFont): PDFName {
  let names = fontNames.get(page);
  if (!names) {
    names = new Map();
    fontNames.set(page, names);
  }
  let name = names.get(font);
  if (!name) {
    name = page.node.newFontDictionary(font.name, font.ref);
    names.set(font, name);
  }
  return name;
}

/** Draws `text` with its baseline starting at (x, y); the caller has fitted it to its width. */
export function drawLine(
  page: PDFPage,
  text: string,
  at: { x: number; y: number; size: number; font: PDFFont; color?: Color },
): void {
  const encoded = at.font.encodeText(drawable(at.font, text));
  page.pushOperators(
    ...drawText(encoded, {
      color: at.color ?? black,
      font: fontName(page, at.font),
      size: at.size,
      rotate: upright,
      xSkew: upright,
      ySkew: upright,
      x: at.x,
      y: at.y,
    }),
  );
}
