import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportColumn } from './export-definition.ts';

/** Streams rows into an .xlsx with a bold, frozen header row and the columns' widths and formats. */
export function writeWorkbook<Row>(
  sheetName: string,
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
) {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: `c${i}`,
    width: c.width ?? 18,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row))).commit();
  sheet.commit();
  void workbook.commit();
  return stream;
}
