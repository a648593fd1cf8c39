/** What crosses between the request's thread and the export worker (export-worker.ts); plain data only. */

export type CellValue = string | number | boolean | Date | null;

/** A column as the worker needs it: the value functions stay on the request's thread. */
export type SheetColumn = { header: string; width?: number; numFmt?: string };

export type ToWorker =
  | { type: 'start'; sheetName: string; columns: SheetColumn[] }
  /** The next rows, in order; answered by 'taken' once they are in the zip's input and it has room again. */
  | { type: 'rows'; rows: CellValue[][] }
  /** No more rows: the worker closes the sheet and the zip, and answers 'done' after the last chunk. */
  | { type: 'finish' }
  /** The last chunk is in the response and the response has room again: the worker may send the next. */
  | { type: 'written' }
  /**
   * Stop now, whatever is half-written: the worker exits between two of its tasks. Sent instead of
   * Worker.terminate(), which stops the thread wherever it is; stopped inside zlib's constructor (a deflate the
   * zip was starting) the half-made stream fails Node's "close before init" assertion and aborts the process.
   */
  | { type: 'end' };

export type FromWorker =
  | { type: 'taken' }
  | { type: 'chunk'; bytes: Uint8Array }
  | { type: 'done' }
  | { type: 'failed'; message: string };
