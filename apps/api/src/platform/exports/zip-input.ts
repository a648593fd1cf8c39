import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';

/** A stream between exceljs and the zip, from archiver's own copy of readable-stream 2 (no writableNeedDrain). */
export type ZipInput = Writable & { _writableState: { needDrain: boolean } };

/**
 * exceljs writes a sheet's XML into its own buffer, which pushes to the zip's input for that sheet without
 * waiting (it ignores write()'s answer). Waiting for that input to drain is what keeps the uncompressed XML
 * from piling up when deflate or the reader is slower than the rows come. Reached through exceljs 4 / archiver
 * internals: if they change, only the response's own back-pressure remains (write-workbook.test.ts notices).
 */
export function zipInputOf(sheet: ExcelJS.Worksheet): ZipInput | null {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes;
  const input = pipes?.[0] as Partial<ZipInput> | undefined;
  return typeof input?.once === 'function' && typeof input._writableState?.needDrain === 'boolean'
    ? (input as ZipInput)
    : null;
}
