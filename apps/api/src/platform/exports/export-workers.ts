import { access } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ToWorker } from './worker-messages.ts';

/**
 * The worker's code: export-worker.ts beside this file when the API runs from source (tsx, Node's type
 * stripping, vitest), export-worker.js beside the bundle when it runs from apps/api/dist, where this module is
 * part of server.js and scripts/build.ts emits the worker as an entry of its own.
 */
export function exportWorkerFile(moduleUrl = import.meta.url): URL {
  return new URL(moduleUrl.endsWith('.ts') ? './export-worker.ts' : './export-worker.js', moduleUrl);
}

/**
 * A worker kept after its export starts the next one without loading exceljs again (0.1–0.8 s); after a
 * minute without exports it is ended, so an instance that rarely exports does not carry its memory.
 */
const idleMs = 60_000;

/**
 * The worker's live heap is exceljs and one batch (some 20 MB); what grows beyond is garbage. Left to V8's
 * defaults it let a 100k-row export grow the process by 130 MB and two at once by 300 MB; with a small young
 * generation and a ceiling on the old, by 60 and 120 MB, at the same CPU (bench/exports.ts). Beyond the ceiling
 * the worker fails and the download breaks off (logged) instead of the instance running out of memory.
 */
const workerHeap = { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 96 };
const idle: { worker: Worker; timer: NodeJS.Timeout }[] = [];

let checked: Promise<void> | null = null;

/**
 * Before the first worker: libuv's thread pool, shared by the whole process, takes the priority of the thread
 * that starts it, and the worker lowers its own (export-worker.ts); an asynchronous file check started here
 * starts the pool from this thread, and tells a missing worker file (a build without the entry) at once.
 */
function checkWorkerFile(): Promise<void> {
  checked ??= access(fileURLToPath(exportWorkerFile())).catch((error: unknown) => {
    checked = null;
    throw error;
  });
  return checked;
}

/** A worker for one export: an idle one if there is one, otherwise a new thread. */
export async function takeExportWorker(): Promise<Worker> {
  await checkWorkerFile();
  const kept = idle.pop();
  if (kept) {
    clearTimeout(kept.timer);
    kept.worker.removeAllListeners('error');
    kept.worker.removeAllListeners('exit');
    kept.worker.ref();
    return kept.worker;
  }
  return new Worker(exportWorkerFile(), { name: 'excel-export', resourceLimits: workerHeap });
}

/**
 * Hands a worker back after its export. Only one that finished a file is kept: after an abort or a failure its
 * zip may be half-written, and a new thread is the simplest clean state.
 */
export function returnExportWorker(worker: Worker, finished: boolean): void {
  worker.removeAllListeners('message');
  worker.removeAllListeners('error');
  worker.removeAllListeners('exit');
  if (!finished) {
    endExportWorker(worker);
    return;
  }
  const entry = {
    worker,
    timer: setTimeout(() => endExportWorker(worker), idleMs).unref(),
  };
  // An idle worker must not keep the process alive (tests, a server closing), nor crash it should it fail;
  // one that ended while idle must not be handed out.
  worker.on('error', () => {});
  worker.once('exit', () => {
    clearTimeout(entry.timer);
    const at = idle.indexOf(entry);
    if (at >= 0) idle.splice(at, 1);
  });
  worker.unref();
  idle.push(entry);
}

/** Asks a worker to exit between its tasks (never terminate(): see 'end' in worker-messages.ts). */
function endExportWorker(worker: Worker): void {
  worker.on('error', () => {});
  worker.unref();
  worker.postMessage({ type: 'end' } satisfies ToWorker);
}
