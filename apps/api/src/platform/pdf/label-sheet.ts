/**
 * Unit-dose labels for a repack run: one label a page, on the 2.25 in × 1.25 in stock thermal label printers
 * take, so the printer driver feeds one label per page with no sheet layout to get wrong. Every label of a run
 * is the same (one product, lot and BUD), so one label is laid out and drawn, and every page shows it.
 */

import { ndcFromGtin } from '@homer/contracts/gs1';
import { ndcFromBarcode } from '@homer/contracts/ndc-barcode';
import { repackLimits } from '@homer/contracts/repack-jobs';
import { PDFDocument, type PDFFont, PDFName, StandardFonts } from 'pdf-lib';
import { usDate } from '../time/zoned-time.ts';
import { drawLine } from './draw-text.ts';
import { fitBlock, fitLine } from './fit-text.ts';
import { gs1DataMatrix, type ModuleMatrix } from './gs1-datamatrix.ts';
import { drawModuleMatrix, moduleMatrixForm } from './module-matrix-form.ts';

export type UnitDoseLabelsInput = {
  /** Labels to print, 1 to 2,000 (a repack print run's limit). */
  count: number;
  /** As it should read, strength included: 'Metformin HCl 500 mg tablet'. */
  productName: string;
  /** The repackaged product's NDC as printed (hyphenated 10-digit or 11-digit); the GTIN must carry it. */
  ndc: string;
  lot: string;
  /** YYYY-MM-DD; printed MM/DD/YYYY and encoded as the code's expiry (AI 17). */
  beyondUseDate: string;
  /** '30 tablets'. */
  quantityText: string;
  /** A small last line: 'Repackaged by …'. */
  footer?: string;
  /** The NDC-based GTIN-14 of the repackaged product. */
  gtin: string;
};

const points = 72;
const pageWidth = 2.25 * points;
const pageHeight = 1.25 * points;
/** Thermal labels shift a little on the liner; nothing important may sit closer to the edge than this. */
const margin = 5;
/**
 * Four dots of a 203 dpi print head (0.50 mm): a whole number of dots keeps every module the same width on the
 * most common label printers, and 0.50 mm is inside the module sizes GS1 sets for healthcare DataMatrix.
 */
const preferredModule = (4 / 203) * points;
/** GS1 asks one module of clear space round a DataMatrix; the page margin adds to it on the outer sides. */
const quietModules = 1;
/** The code may take at most this much of the label's width, so the text keeps room to be legible. */
const maxCodeWidth = 56;
const gapAfterCode = 3;
const leading = 1.2;
const detailSize = 7;
const footerSize = 5;

type PlacedLine = { text: string; size: number; font: PDFFont; y: number };

type LabelLayout = {
  lines: PlacedLine[];
  code: { x: number; y: number; moduleSize: number };
};

function checkLabelInput(input: UnitDoseLabelsInput): void {
  const { count, productName, quantityText } = input;
  if (!Number.isInteger(count) || count < 1 || count > repackLimits.labels) {
    throw new Error(`Label count must be a whole number from 1 to ${repackLimits.labels}; got ${count}.`);
  }
  if (productName.trim() === '') throw new Error('The product name is empty.');
  if (quantityText.trim() === '') throw new Error('The quantity text is empty.');
}

/** Run after the GTIN itself was checked (by the DataMatrix), so a wrong check digit is named as such. */
function checkNdcMatchesGtin({ ndc, gtin }: UnitDoseLabelsInput): void {
  const digits = ndc.replaceAll('-', '');
  const printed = /^[\d-]+$/.test(ndc) && (digits.length === 10 || digits.length === 11);
  const candidates = printed ? (ndcFromBarcode(ndc)?.candidates ?? []) : [];
  if (candidates.length === 0) throw new Error(`NDC "${ndc}" is not a 10- or 11-digit NDC.`);
  // A label whose code names another product than its text would be scanned as that product.
  const carried = ndcFromGtin(gtin);
  if (carried === null) {
    throw new Error(`GTIN ${gtin} is not an NDC-based GTIN, so it cannot carry NDC ${ndc}.`);
  }
  if (!candidates.includes(carried)) {
    throw new Error(`GTIN ${gtin} carries NDC ${carried}, not the label's NDC ${ndc}.`);
  }
}

/** The module size and where the code sits: against the right margin, centred top to bottom. */
function placeCode(matrix: ModuleMatrix): LabelLayout['code'] {
  const rows = matrix.length;
  const columns = matrix[0]?.length ?? 0;
  const moduleSize = Math.min(
    preferredModule,
    maxCodeWidth / (columns + 2 * quietModules),
    (pageHeight - 2 * margin) / (rows + 2 * quietModules),
  );
  return {
    x: pageWidth - margin - (columns + quietModules) * moduleSize,
    y: (pageHeight - rows * moduleSize) / 2,
    moduleSize,
  };
}

function layoutLabel(
  input: UnitDoseLabelsInput,
  matrix: ModuleMatrix,
  fonts: { regular: PDFFont; bold: PDFFont },
): LabelLayout {
  const code = placeCode(matrix);
  const maxWidth = code.x - quietModules * code.moduleSize - gapAfterCode - margin;
  const details = [
    { text: `NDC ${input.ndc}`, font: fonts.regular },
    { text: `Lot ${input.lot}`, font: fonts.regular },
    { text: `BUD ${usDate(input.beyondUseDate)}`, font: fonts.bold },
    { text: input.quantityText, font: fonts.regular },
  ];
  const footer = input.footer?.trim() ? input.footer : null;
  const footerHeight = footer ? footerSize * leading + 1 : 0;
  const nameHeight = pageHeight - 2 * margin - details.length * detailSize * leading - footerHeight - 2;
  const name = fitBlock(fonts.bold, input.productName, {
    maxWidth,
    maxHeight: nameHeight,
    maxSize: 9,
    minSize: 6,
    leading,
  });

  const lines: PlacedLine[] = [];
  let top = pageHeight - margin;
  const place = (text: string, size: number, font: PDFFont) => {
    lines.push({ text, size, font, y: top - font.heightAtSize(size, { descender: false }) });
    top -= size * leading;
  };
  for (const line of name.lines) place(line, name.size, fonts.bold);
  top -= 2;
  for (const detail of details) {
    // Shrinks rather than cuts: a 20-character lot must print whole.
    const fitted = fitLine(detail.font, detail.text, { maxWidth, maxSize: detailSize, minSize: 5 });
    place(fitted.text, fitted.size, detail.font);
  }
  if (footer) {
    const fitted = fitLine(fonts.regular, footer, { maxWidth, maxSize: footerSize, minSize: 4 });
    const descent = fitted.size * 0.25;
    lines.push({ text: fitted.text, size: fitted.size, font: fonts.regular, y: margin + descent });
  }
  return { lines, code };
}

/** A PDF of `count` identical unit-dose labels, one a page; throws a readable Error on bad input. */
export async function unitDoseLabelsPdf(input: UnitDoseLabelsInput): Promise<Uint8Array> {
  checkLabelInput(input);
  // Built once: every label of the run carries the same code.
  const matrix = gs1DataMatrix({ gtin: input.gtin, lot: input.lot, expiry: input.beyondUseDate });
  checkNdcMatchesGtin(input);

  const doc = await PDFDocument.create();
  doc.setTitle(`Unit-dose labels: ${input.productName}, lot ${input.lot}`);
  doc.setCreator('HOMER');
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const layout = layoutLabel(input, matrix, fonts);
  const form = moduleMatrixForm(doc, matrix);

  const first = doc.addPage([pageWidth, pageHeight]);
  for (const line of layout.lines) drawLine(first, line.text, { x: margin, ...line });
  drawModuleMatrix(first, form, layout.code);

  // The other pages show the first page's content stream and resources instead of a copy each: pdf-lib
  // compresses every content stream separately, and setting up the compressor 500 times took over a second.
  const contents = first.node.get(PDFName.of('Contents'));
  const resources = first.node.Resources();
  if (!contents || !resources) throw new Error('pdf-lib left the label page without contents or resources.');
  const resourcesRef = doc.context.register(resources);
  first.node.set(PDFName.of('Resources'), resourcesRef);
  for (let i = 1; i < input.count; i++) {
    const page = doc.addPage([pageWidth, pageHeight]);
    page.node.set(PDFName.of('Contents'), contents);
    page.node.set(PDFName.of('Resources'), resourcesRef);
  }
  return doc.save();
}
