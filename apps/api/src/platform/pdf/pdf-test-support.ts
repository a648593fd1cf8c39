/**
 * For the tests only: reading back what the PDF service writes. A module grid is turned into pixels and read
 * by ZXing (zxing-wasm, the C++ reader compiled to WebAssembly), as a camera scanner would read a printed label;
 * a page's text and barcodes are taken out of its content streams, which this service writes in a known shape
 * (hex strings shown with Tj; Form XObjects of whole-module rectangles).
 */

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  type PDFFont,
  PDFName,
  PDFNumber,
  type PDFObject,
  type PDFPage,
  PDFRawStream,
  PDFRef,
  StandardFonts,
} from 'pdf-lib';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import type { ModuleMatrix } from './gs1-datamatrix.ts';

let readerReady = false;

/** ZXing loads its .wasm from a CDN by default; the tests have no network, so it gets the installed file. */
function prepareReader(): void {
  if (readerReady) return;
  const path = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
  const bytes = readFileSync(path);
  const wasmBinary = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  prepareZXingModule({ overrides: { wasmBinary } });
  readerReady = true;
}

/** RGBA pixels of the grid, each module a `scale`-pixel square, inside a white quiet zone. */
export function rasterize(matrix: ModuleMatrix, scale = 6, quietModules = 4) {
  const rows = matrix.length;
  const columns = matrix[0]?.length ?? 0;
  const width = (columns + 2 * quietModules) * scale;
  const height = (rows + 2 * quietModules) * scale;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  matrix.forEach((row, r) => {
    row.forEach((dark, c) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const x = (c + quietModules) * scale + dx;
          const y = (r + quietModules) * scale + dy;
          data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
        }
      }
    });
  });
  return { data, width, height, colorSpace: 'srgb' as const };
}

/**
 * The DataMatrix codes ZXing finds in the grid, as text. 'HRI' gives the bracketed form, '(01)…(17)…(10)…';
 * 'Plain' the raw element string with GS between elements, as a keyboard-wedge scanner types it.
 */
export async function readDataMatrix(matrix: ModuleMatrix, textMode: 'HRI' | 'Plain'): Promise<string[]> {
  prepareReader();
  const results = await readBarcodes(rasterize(matrix), { formats: ['DataMatrix'], textMode });
  return results.filter((r) => r.isValid).map((r) => r.text);
}

function streamText(stream: PDFObject | undefined): string {
  if (!(stream instanceof PDFRawStream)) return '';
  return new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
}

/** The page's content stream(s), decoded. */
function pageContent(page: PDFPage): string {
  const contents = page.node.Contents();
  const context = page.doc.context;
  if (contents instanceof PDFArray) {
    return contents
      .asArray()
      .map((ref) => streamText(context.lookup(ref)))
      .join('\n');
  }
  return streamText(contents);
}

export type PlacedText = { text: string; font: string; size: number; x: number; y: number };

/** What draw-text.ts writes for a line: font and size, an unrotated text matrix, one hex string. */
const shownLine = /\/([\w-]+) ([\d.]+) Tf\s+1 0 0 1 ([\d.-]+) ([\d.-]+) Tm\s+<([0-9A-Fa-f]*)> Tj/g;

/** The lines of text the page shows, in drawing order: WinAnsi text, font (without pdf-lib's suffix), place. */
export function placedTexts(page: PDFPage): PlacedText[] {
  const winAnsi = new TextDecoder('windows-1252');
  return [...pageContent(page).matchAll(shownLine)].map((m) => ({
    text: winAnsi.decode(Buffer.from(m[5] as string, 'hex')),
    font: (m[1] as string).replace(/-\d+$/, ''),
    size: Number(m[2]),
    x: Number(m[3]),
    y: Number(m[4]),
  }));
}

export function shownTexts(page: PDFPage): string[] {
  return placedTexts(page).map((t) => t.text);
}

/** Widths of placed text as the standard fonts measure it, to check where a line ends. */
export async function textWidths(): Promise<(text: PlacedText) => number> {
  const doc = await PDFDocument.create();
  const fonts = new Map<string, PDFFont>([
    ['Helvetica', await doc.embedFont(StandardFonts.Helvetica)],
    ['Helvetica-Bold', await doc.embedFont(StandardFonts.HelveticaBold)],
  ]);
  return (text) => {
    const font = fonts.get(text.font);
    if (!font) throw new Error(`Unexpected font ${text.font}.`);
    return font.widthOfTextAtSize(text.text, text.size);
  };
}

/** Where the page draws a module-grid form: its bottom-left corner and module size (from 's 0 0 s x y cm'). */
export function codePlacements(page: PDFPage): { x: number; y: number; moduleSize: number }[] {
  const pattern = /([\d.]+) 0 0 ([\d.]+) ([\d.-]+) ([\d.-]+) cm\s+\/[\w-]+ Do/g;
  return [...pageContent(page).matchAll(pattern)].map((m) => ({
    moduleSize: Number(m[1]),
    x: Number(m[3]),
    y: Number(m[4]),
  }));
}

/** The references of the Form XObjects the page's resources name. */
export function formRefs(page: PDFPage): PDFRef[] {
  const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xObjects) return [];
  return [...xObjects.values()].filter((value): value is PDFRef => value instanceof PDFRef);
}

/** A module-grid Form XObject read back into its grid: each 'x y w h re' a run of dark modules. */
export function formMatrix(page: PDFPage, ref: PDFRef): ModuleMatrix {
  const stream = page.doc.context.lookup(ref);
  if (!(stream instanceof PDFRawStream)) throw new Error(`${ref} is no stream.`);
  const box = stream.dict
    .lookup(PDFName.of('BBox'), PDFArray)
    .asArray()
    .map((n) => (n instanceof PDFNumber ? n.asNumber() : Number.NaN));
  const [columns, rows] = [box[2] as number, box[3] as number];
  const matrix: ModuleMatrix = Array.from({ length: rows }, () => Array<boolean>(columns).fill(false));
  for (const m of streamText(stream).matchAll(/(\d+) (\d+) (\d+) (\d+) re/g)) {
    const [x, y, w] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const row = matrix[rows - 1 - y] as boolean[];
    for (let c = x; c < x + w; c++) row[c] = true;
  }
  return matrix;
}
