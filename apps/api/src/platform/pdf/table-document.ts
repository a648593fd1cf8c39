/**
 * A letter-size document that is mostly one table: county invoices, report PDFs. A header (programme, title,
 * subtitle) and a block of label/value pairs on the first page, then the table, continued over as many pages as
 * it takes with its column headers repeated, an optional totals row, and 'Page X of Y' at the foot of each page.
 * Every cell is one line, cut with an ellipsis when too wide: a row keeps its height, so pages break cleanly.
 */

import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { drawLine } from './draw-text.ts';
import { drawable, fitLine, truncateToWidth } from './fit-text.ts';

export type TableColumn = {
  header: string;
  /** Numbers and money read best right-aligned. Default left. */
  align?: 'left' | 'right';
  /** Share of the table's width, relative to the other columns. Default 1. */
  width?: number;
};

export type TableDocumentInput = {
  programme: string;
  title: string;
  subtitle?: string;
  /** Label/value pairs under the title (invoice number, period, county…), two to a line. */
  meta?: { label: string; value: string }[];
  columns: TableColumn[];
  /** One string per column in each row. */
  rows: string[][];
  /** Drawn bold under a rule after the last row; one string per column ('' for none). */
  totals?: string[];
  orientation?: 'portrait' | 'landscape';
  /** Small text at the foot of every page, left of the page number. */
  footerNote?: string;
};

/** Enough for an invoice's or a report's particulars while leaving the first page room for the table. */
const maxMetaPairs = 24;

const letter = { short: 612, long: 792 };
const margin = 36;
const footerBaseline = 20;
const textSize = 8.5;
const rowHeight = 14;
const headerRowHeight = 16;
const cellPadding = 4;
const metaRowHeight = 12;
const metaColumnGap = 16;
const metaLabelGap = 6;
const black = rgb(0, 0, 0);
const grey = rgb(0.35, 0.35, 0.35);
const headerFill = rgb(0.88, 0.88, 0.88);
/** Every other row faintly shaded so the eye keeps to a line across a wide table. */
const stripeFill = rgb(0.96, 0.96, 0.96);

type Fonts = { regular: PDFFont; bold: PDFFont };
type Cell = { x: number; width: number; align: 'left' | 'right' };

const cellCount = (count: number) => (count === 1 ? '1 cell' : `${count} cells`);

function checkTableInput(input: TableDocumentInput): void {
  const { columns, rows, totals, meta } = input;
  if (columns.length === 0) throw new Error('A table needs at least one column.');
  columns.forEach((column, i) => {
    const width = column.width ?? 1;
    if (!Number.isFinite(width) || width <= 0) {
      throw new Error(`Column ${i + 1} ("${column.header}") needs a width above 0; got ${width}.`);
    }
  });
  rows.forEach((row, i) => {
    if (row.length !== columns.length) {
      throw new Error(`Row ${i + 1} has ${cellCount(row.length)}; the table has ${columns.length} columns.`);
    }
  });
  if (totals && totals.length !== columns.length) {
    throw new Error(
      `The totals row has ${cellCount(totals.length)}; the table has ${columns.length} columns.`,
    );
  }
  if (meta && meta.length > maxMetaPairs) {
    throw new Error(`At most ${maxMetaPairs} label/value pairs fit above the table; got ${meta.length}.`);
  }
}

function columnCells(columns: TableColumn[], left: number, tableWidth: number): Cell[] {
  const total = columns.reduce((sum, c) => sum + (c.width ?? 1), 0);
  let x = left;
  return columns.map((column) => {
    const width = (tableWidth * (column.width ?? 1)) / total;
    const cell: Cell = { x, width, align: column.align ?? 'left' };
    x += width;
    return cell;
  });
}

/** Baseline that centres capitals in a band whose top is `top`. */
function baselineIn(font: PDFFont, top: number, height: number, size: number): number {
  return top - height / 2 - font.heightAtSize(size, { descender: false }) / 2;
}

function drawCells(
  page: PDFPage,
  cells: Cell[],
  texts: string[],
  top: number,
  height: number,
  font: PDFFont,
) {
  const y = baselineIn(font, top, height, textSize);
  cells.forEach((cell, i) => {
    const text = truncateToWidth(font, texts[i] ?? '', textSize, cell.width - 2 * cellPadding);
    if (text === '') return;
    const x =
      cell.align === 'right'
        ? cell.x + cell.width - cellPadding - font.widthOfTextAtSize(text, textSize)
        : cell.x + cellPadding;
    drawLine(page, text, { x, y, size: textSize, font });
  });
}

/** The first page's header; returns where the table may start. */
function drawDocumentHeader(page: PDFPage, input: TableDocumentInput, fonts: Fonts, top: number): number {
  const { width } = page.getSize();
  const contentWidth = width - 2 * margin;
  let y = top;
  const line = (text: string, font: PDFFont, maxSize: number, minSize: number, color = black) => {
    const fitted = fitLine(font, text, { maxWidth: contentWidth, maxSize, minSize });
    y -= font.heightAtSize(fitted.size, { descender: false });
    drawLine(page, fitted.text, { x: margin, y, size: fitted.size, font, color });
    y -= fitted.size * 0.45;
  };
  line(input.programme, fonts.regular, 9, 7, grey);
  line(input.title, fonts.bold, 16, 11);
  if (input.subtitle?.trim()) line(input.subtitle, fonts.regular, 10, 8);

  const meta = input.meta ?? [];
  if (meta.length > 0) {
    y -= 6;
    const columnWidth = (contentWidth - metaColumnGap) / 2;
    // Values line up after the widest label, unless labels are so long they would crowd the values out.
    const widestLabel = Math.max(
      ...meta.map((m) => fonts.bold.widthOfTextAtSize(drawable(fonts.bold, m.label), textSize)),
    );
    const labelWidth = Math.min(columnWidth * 0.45, widestLabel + metaLabelGap);
    meta.forEach((pair, i) => {
      const x = margin + (i % 2) * (columnWidth + metaColumnGap);
      const rowTop = y - Math.floor(i / 2) * metaRowHeight;
      const baseline = baselineIn(fonts.regular, rowTop, metaRowHeight, textSize);
      const label = truncateToWidth(fonts.bold, pair.label, textSize, labelWidth - metaLabelGap);
      const value = truncateToWidth(fonts.regular, pair.value, textSize, columnWidth - labelWidth);
      drawLine(page, label, { x, y: baseline, size: textSize, font: fonts.bold, color: grey });
      drawLine(page, value, { x: x + labelWidth, y: baseline, size: textSize, font: fonts.regular });
    });
    y -= Math.ceil(meta.length / 2) * metaRowHeight;
  }
  return y - 12;
}

/** Later pages say whose document they belong to in one quiet line. */
function drawRunningHeader(page: PDFPage, input: TableDocumentInput, fonts: Fonts, top: number): number {
  const { width } = page.getSize();
  const text = truncateToWidth(
    fonts.regular,
    `${input.programme} \u00b7 ${input.title}`,
    8,
    width - 2 * margin,
  );
  const y = top - fonts.regular.heightAtSize(8, { descender: false });
  drawLine(page, text, { x: margin, y, size: 8, font: fonts.regular, color: grey });
  return y - 10;
}

function drawTableHeader(page: PDFPage, input: TableDocumentInput, cells: Cell[], fonts: Fonts, top: number) {
  const first = cells[0] as Cell;
  const last = cells[cells.length - 1] as Cell;
  page.drawRectangle({
    x: first.x,
    y: top - headerRowHeight,
    width: last.x + last.width - first.x,
    height: headerRowHeight,
    color: headerFill,
  });
  drawCells(
    page,
    cells,
    input.columns.map((c) => c.header),
    top,
    headerRowHeight,
    fonts.bold,
  );
  return top - headerRowHeight;
}

function drawFooters(doc: PDFDocument, footerNote: string | undefined, font: PDFFont) {
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const { width } = page.getSize();
    const number = `Page ${i + 1} of ${pages.length}`;
    const numberWidth = font.widthOfTextAtSize(number, 8);
    if (footerNote?.trim()) {
      const note = truncateToWidth(font, footerNote, 8, width - 2 * margin - numberWidth - 12);
      drawLine(page, note, { x: margin, y: footerBaseline, size: 8, font, color: grey });
    }
    drawLine(page, number, {
      x: width - margin - numberWidth,
      y: footerBaseline,
      size: 8,
      font,
      color: grey,
    });
  });
}

/** The document as PDF bytes; throws a readable Error when rows or totals do not match the columns. */
export async function tableDocumentPdf(input: TableDocumentInput): Promise<Uint8Array> {
  checkTableInput(input);
  const doc = await PDFDocument.create();
  doc.setTitle(input.title);
  if (input.subtitle) doc.setSubject(input.subtitle);
  doc.setCreator('HOMER');
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const [width, height] =
    input.orientation === 'landscape' ? [letter.long, letter.short] : [letter.short, letter.long];
  const top = height - margin;
  const cells = columnCells(input.columns, margin, width - 2 * margin);

  let page = doc.addPage([width, height]);
  let y = drawTableHeader(page, input, cells, fonts, drawDocumentHeader(page, input, fonts, top));
  const makeRoom = (needed: number) => {
    if (y - needed >= margin) return;
    page = doc.addPage([width, height]);
    y = drawTableHeader(page, input, cells, fonts, drawRunningHeader(page, input, fonts, top));
  };

  const tableLeft = margin;
  const tableWidth = width - 2 * margin;
  if (input.rows.length === 0) {
    makeRoom(rowHeight);
    drawCells(
      page,
      [{ x: tableLeft, width: tableWidth, align: 'left' }],
      ['No rows.'],
      y,
      rowHeight,
      fonts.regular,
    );
    y -= rowHeight;
  }
  for (const [i, row] of input.rows.entries()) {
    // A page is some 10 ms of drawing: between pages the thread answers other requests (a long report's
    // hundred pages would otherwise hold them up for a second).
    if (y - rowHeight < margin) await new Promise((resolve) => setImmediate(resolve));
    makeRoom(rowHeight);
    if (i % 2 === 1) {
      page.drawRectangle({
        x: tableLeft,
        y: y - rowHeight,
        width: tableWidth,
        height: rowHeight,
        color: stripeFill,
      });
    }
    drawCells(page, cells, row, y, rowHeight, fonts.regular);
    y -= rowHeight;
  }
  if (input.totals) {
    makeRoom(headerRowHeight);
    page.drawLine({
      start: { x: tableLeft, y },
      end: { x: tableLeft + tableWidth, y },
      thickness: 0.75,
      color: black,
    });
    drawCells(page, cells, input.totals, y, headerRowHeight, fonts.bold);
  }

  drawFooters(doc, input.footerNote, fonts.regular);
  return doc.save();
}
