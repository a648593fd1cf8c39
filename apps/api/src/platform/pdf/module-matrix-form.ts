/**
 * A 2D barcode's module grid as a PDF Form XObject: written once, referenced from every page that shows it, so
 * 500 labels carry one copy of the code rather than 500, and each page costs one operator instead of hundreds.
 */

import {
  concatTransformationMatrix,
  drawObject,
  fill,
  type PDFDocument,
  type PDFOperator,
  type PDFPage,
  type PDFRef,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingGrayscaleColor,
} from 'pdf-lib';
import type { ModuleMatrix } from './gs1-datamatrix.ts';

/**
 * The grid in module units (one unit a module, origin at the bottom left, no quiet zone). Dark modules next to
 * each other in a row become one rectangle and all of them one path filled once: separate squares would leave
 * hairline seams where a viewer anti-aliases their shared edges.
 */
export function moduleMatrixForm(doc: PDFDocument, matrix: ModuleMatrix): PDFRef {
  const rows = matrix.length;
  const columns = matrix[0]?.length ?? 0;
  const operators: PDFOperator[] = [setFillingGrayscaleColor(0)];
  matrix.forEach((row, r) => {
    const y = rows - 1 - r;
    let c = 0;
    while (c < columns) {
      if (!row[c]) {
        c++;
        continue;
      }
      const start = c;
      while (c < columns && row[c]) c++;
      operators.push(rectangle(start, y, c - start, 1));
    }
  });
  operators.push(fill());
  return doc.context.register(doc.context.formXObject(operators, { BBox: [0, 0, columns, rows] }));
}

/** Draws the form with its bottom-left corner at (x, y), each module `moduleSize` points square. */
export function drawModuleMatrix(
  page: PDFPage,
  form: PDFRef,
  at: { x: number; y: number; moduleSize: number },
): void {
  const name = page.node.newXObject('Code', form);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(at.moduleSize, 0, 0, at.moduleSize, at.x, at.y),
    drawObject(name),
    popGraphicsState(),
  );
}
