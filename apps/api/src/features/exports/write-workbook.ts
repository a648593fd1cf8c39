import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { ExportColumn, ExportRows } from './export-definition.ts';
import { takeTurn } from './take-turn.ts';

/**
 * Longest stretch of synchronous row writing before the event loop gets a turn. A row costs some 20–30 µs,
 * so a slice is a couple of hundred rows, and a request needing a few loop turns waits a few slices at most.
 */
const sliceMs = 5;

type Options<Row> = {
  sheetName: string;
  columns: readonly ExportColumn<Row>[];
  rows: ExportRows<Row>;
  /** Where the .xlsx bytes go (the response). Its back-pressure is honoured: a slow reader slows the export. */
  output: Writable;
  /** The reader went away: no further row is read or written. */
  signal: AbortSignal;
  /** How long a reader may take nothing before the export is given up (an error). */
  stallMs?: number;
};

async function* batchesOf<Row>(rows: ExportRows<Row>): AsyncGenerator<readonly Row[]> {
  if (Symbol.asyncIterator in rows) yield* rows;
  else yield await rows;
}

/**
 * Resolves when `stream` drains or the export is abandoned, whichever comes first; rejects if the reader takes
 * nothing for `stallMs`, so that a connection kept open without reading cannot hold an export slot for ever.
 */
async function drained(stream: Writable, signal: AbortSignal, stallMs: number): Promise<void> {
  const stalled = new AbortController();
  const timer = setTimeout(() => stalled.abort(), stallMs);
  try {
    await once(stream, 'drain', { signal: AbortSignal.any([signal, stalled.signal]) });
  } catch {
    if (stalled.signal.aborted && !signal.aborted) {
      throw new Error(`The reader took nothing for ${stallMs} ms.`);
    }
  } finally {
    clearTimeout(timer);
  }
}

/** A stream between exceljs and the zip, from archiver's own copy of readable-stream 2 (no writableNeedDrain). */
type ZipInput = Writable & { _writableState: { needDrain: boolean } };

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

/**
 * Streams rows into an .xlsx with a bold, frozen header row and the columns' widths and formats. Rows are
 * committed one by one; every few milliseconds the writer yields to the event loop (sharing turns with every
 * other export, see takeTurn) and, if the zip's input or the response is full, waits for it to drain, so memory
 * stays flat and other requests keep their latency.
 * Resolves when the file is complete, or early (without finishing the file) once `signal` aborts.
 */
/**
 * exceljs, the heaviest module the server has (0.14 s to load with Node's compile cache, 0.8 s without), held
 * out of the start; the exports plugin loads it once the server listens, so no export waits for it either.
 */
export const loadExcel = () => import('exceljs');

export async function writeWorkbook<Row>({
  sheetName,
  columns,
  rows,
  output,
  signal,
  stallMs = 60_000,
}: Options<Row>) {
  const { default: Excel } = await loadExcel();
  const workbook = new Excel.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const zip = (workbook as unknown as { zip: NodeJS.EventEmitter & { abort: () => void } }).zip;
  // A reader that leaves destroys the response; the zip then fails to write and must not crash the process.
  zip.on('error', () => {});
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: `c${i}`,
    width: c.width ?? 18,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const zipInput = zipInputOf(sheet);

  const pause = async () => {
    await takeTurn();
    while (!signal.aborted && zipInput?._writableState.needDrain) await drained(zipInput, signal, stallMs);
    while (!signal.aborted && output.writableNeedDrain) await drained(output, signal, stallMs);
  };

  let sliceStarted = performance.now();
  try {
    // Leaving this loop early (abort, error) closes the batches' generator, so no further query runs.
    for await (const batch of batchesOf(rows)) {
      for (const row of batch) {
        if (signal.aborted) break;
        sheet.addRow(columns.map((c) => c.value(row))).commit();
        if (performance.now() - sliceStarted > sliceMs) {
          await pause();
          sliceStarted = performance.now();
        }
      }
      if (signal.aborted) break;
    }
  } catch (error) {
    zip.abort();
    throw error;
  }
  if (signal.aborted) {
    zip.abort();
    return;
  }
  sheet.commit();
  // The file is complete when the response has taken its last byte; a reader leaving now never finishes it.
  const abandoned = once(signal, 'abort').then(() => zip.abort());
  await Promise.race([workbook.commit(), abandoned]);
}
