import ExcelJS from 'exceljs';

/** A downloaded workbook's first sheet as rows of cell values, its header row first. */
export async function workbookRows(payload: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const values = workbook.worksheets[0]?.getSheetValues() ?? [];
  return values.slice(1).map((row) => (Array.isArray(row) ? row.slice(1) : [])) as unknown[][];
}
