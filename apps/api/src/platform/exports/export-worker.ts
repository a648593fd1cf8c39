/**
 * The export worker thread (decision 072): turns rows of cell values into the .xlsx bytes, so that exceljs' XML
 * writing and the zip's bookkeeping, some 30 µs a row, never run on the thread that answers requests. One
 * export at a time; the request's thread (write-workbook.ts) reads the rows, sends them in batches and writes
 * the chunks it gets back to the response. Built as its own file (scripts/build.ts, `export-worker` entry).
 */
import { once } from 'node:events';
import { readlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { Writable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import type ExcelJS from 'exceljs';
import type { FromWorker, SheetColumn, ToWorker } from './worker-messages.ts';
import { type ZipInput, zipInputOf } from './zip-input.ts';

/**
 * exceljs' streaming writer alone, not the package's index, which also loads the readers (unzipper, saxes and
 * the rest): 23 MB of RSS and 0.1 s to load instead of 36 MB and 0.2 s, in every worker. The same class.
 */
const WorkbookWriter = createRequire(import.meta.url)(
  'exceljs/lib/stream/xlsx/workbook-writer.js',
) as typeof ExcelJS.stream.xlsx.WorkbookWriter;

if (!parentPort) throw new Error('export-worker.ts runs as a worker thread');
const port = parentPort;
const post = (message: FromWorker) => port.postMessage(message);

/**
 * An export is background work: when the CPU is short, the thread answering requests goes first (nice 10: about
 * a tenth of its share against it, so the export still moves on a busy host). Linux keeps a nice value per
 * thread, and /proc/thread-self names this one (read synchronously, so on this thread). Threads started from
 * here inherit it: export-workers.ts makes sure libuv's shared pool was started by the main thread first. On
 * other systems the worker keeps the process's priority.
 */
const workerNice = 10;

function yieldCpuToRequests() {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, workerNice);
  } catch {
    // No /proc, or not allowed: the export still runs, at the usual priority.
  }
}
yieldCpuToRequests();

/** The chunk the request's thread has not yet taken: the zip waits for it (back-pressure up to the reader). */
let unwritten: (() => void) | null = null;
let onWritten: (() => void)[] = [];

function written() {
  const callback = unwritten;
  unwritten = null;
  const waiting = onWritten;
  onWritten = [];
  for (const resolve of waiting) resolve();
  callback?.();
}

/** Resolves once the chunk in flight, if any, is in the response and the response had room for more. */
const outputHasRoom = () =>
  unwritten ? new Promise<void>((resolve) => onWritten.push(resolve)) : Promise.resolve();

type Sheet = {
  workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  sheet: ExcelJS.Worksheet;
  zipInput: ZipInput | null;
};
let current: Sheet | null = null;

function start(sheetName: string, columns: SheetColumn[]): Sheet {
  const output = new Writable({
    // A few deflate chunks in flight, so that a busy request thread acknowledging late does not idle the zip.
    highWaterMark: 64 * 1024,
    write(chunk: Buffer, _encoding, taken) {
      unwritten = taken;
      post({ type: 'chunk', bytes: chunk });
    },
  });
  const workbook = new WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: `c${i}`,
    width: c.width ?? 18,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return { workbook, sheet, zipInput: zipInputOf(sheet) };
}

async function handle(message: ToWorker): Promise<void> {
  if (message.type === 'written') {
    written();
    return;
  }
  if (message.type === 'start') {
    current = start(message.sheetName, message.columns);
    return;
  }
  if (!current) throw new Error(`export worker: '${message.type}' before 'start'`);
  if (message.type === 'rows') {
    for (const row of message.rows) current.sheet.addRow(row).commit();
    // Without this wait the uncompressed XML piles up in the zip's input whenever deflate or the reader lags.
    while (current.zipInput?._writableState.needDrain) await once(current.zipInput, 'drain');
    // The zip's own streams do not pass a full response back to the sheet: a reader taking nothing would not
    // stop the rows. Its unanswered chunk does.
    await outputHasRoom();
    post({ type: 'taken' });
    return;
  }
  current.sheet.commit();
  // Resolves once the output has finished, i.e. after the request's thread took the last chunk.
  await current.workbook.commit();
  current = null;
  post({ type: 'done' });
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'end') process.exit(0);
  handle(message).catch((error: unknown) => {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  });
});
