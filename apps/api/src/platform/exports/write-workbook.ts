import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Worker } from 'node:worker_threads';
import type { ExportColumn, ExportRows } from './export-definition.ts';
import { returnExportWorker, takeExportWorker } from './export-workers.ts';
import { exportBatchSize } from './keyset-batches.ts';
import type { FromWorker, ToWorker } from './worker-messages.ts';

export { zipInputOf } from './zip-input.ts';

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
  if (Symbol.asyncIterator in rows) {
    yield* rows;
    return;
  }
  const all = await rows;
  // A list given whole still goes to the worker in batches: each message is then a short copy for this thread.
  for (let at = 0; at < all.length; at += exportBatchSize) yield all.slice(at, at + exportBatchSize);
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

/** One export's conversation with its worker, from the request's side: chunks to the output, answers awaited. */
class WorkerJob {
  #waiting: { type: 'taken' | 'done'; resolve: () => void } | null = null;
  #fail: (error: Error) => void = () => {};
  /** Rejects once, with the first thing that went wrong (the worker failed or died, the reader stalled). */
  readonly failure = new Promise<never>((_, reject) => {
    this.#fail = reject;
  });

  readonly worker: Worker;
  readonly output: Writable;
  readonly signal: AbortSignal;
  readonly stallMs: number;

  constructor(worker: Worker, output: Writable, signal: AbortSignal, stallMs: number) {
    this.worker = worker;
    this.output = output;
    this.signal = signal;
    this.stallMs = stallMs;
    this.failure.catch(() => {});
    worker.on('message', (message: FromWorker) => this.#receive(message));
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', (code) => this.#fail(new Error(`The export worker stopped (exit code ${code}).`)));
    signal.addEventListener('abort', () => this.#waiting?.resolve(), { once: true });
  }

  post(message: ToWorker) {
    this.worker.postMessage(message);
  }

  /** Resolves when the worker answers `type`, or at once when the reader has gone; rejects on failure. */
  answer(type: 'taken' | 'done'): Promise<void> {
    const answered = new Promise<void>((resolve) => {
      if (this.signal.aborted) resolve();
      else this.#waiting = { type, resolve };
    });
    return Promise.race([answered, this.failure]);
  }

  #receive(message: FromWorker) {
    if (message.type === 'chunk') this.#write(message.bytes);
    else if (message.type === 'failed') this.#fail(new Error(message.message));
    else if (this.#waiting?.type === message.type) {
      const { resolve } = this.#waiting;
      this.#waiting = null;
      resolve();
    }
  }

  /** The worker sends its next chunk once this one is taken and the output has room: its zip waits meanwhile. */
  #write(bytes: Uint8Array) {
    // After an abort the worker is ended with the export; nothing more goes to a response that is gone.
    if (this.signal.aborted || this.output.destroyed) return;
    this.output.write(bytes);
    if (!this.output.writableNeedDrain) {
      this.post({ type: 'written' });
      return;
    }
    drained(this.output, this.signal, this.stallMs).then(() => {
      if (!this.signal.aborted) this.post({ type: 'written' });
    }, this.#fail);
  }
}

/**
 * Streams rows into an .xlsx with a bold, frozen header row and the columns' widths and formats. The workbook is
 * written by a worker thread (export-worker.ts, decision 072): this thread only reads the rows, turns them into
 * cell values and passes the worker's chunks on, so the event loop every other request needs stays free. Rows
 * go over in batches, the next read while the worker writes the one before; the worker answers each batch only
 * when its zip has room, and sends its next chunk only when the output has room, so memory stays flat and a slow
 * reader slows the export.
 * Resolves when the file is complete, or early (without finishing the file) once `signal` aborts.
 */
export async function writeWorkbook<Row>({
  sheetName,
  columns,
  rows,
  output,
  signal,
  stallMs = 60_000,
}: Options<Row>): Promise<void> {
  if (signal.aborted) return;
  const worker = await takeExportWorker();
  const job = new WorkerJob(worker, output, signal, stallMs);
  let complete = false;
  try {
    job.post({
      type: 'start',
      sheetName,
      columns: columns.map(({ header, width, numFmt }) => ({ header, width, numFmt })),
    });
    let taken: Promise<void> = Promise.resolve();
    // Leaving this loop early (abort, error) closes the batches' generator, so no further query runs.
    for await (const batch of batchesOf(rows)) {
      await taken;
      if (signal.aborted) break;
      job.post({ type: 'rows', rows: batch.map((row) => columns.map((c) => c.value(row))) });
      taken = job.answer('taken');
      // Awaited with the next batch; a failure while that batch is read must not count as unhandled meanwhile.
      taken.catch(() => {});
    }
    await taken;
    if (signal.aborted) return;
    job.post({ type: 'finish' });
    await job.answer('done');
    complete = !signal.aborted;
  } finally {
    returnExportWorker(worker, complete);
  }
  if (!complete) return;
  output.end();
  // The file is complete when the output has taken its last byte; a reader leaving now never finishes it.
  await finished(output, { readable: false }).catch(() => {});
}
