import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exportWorkerFile, returnExportWorker, takeExportWorker } from './export-workers.ts';

/** This process's threads by name, with their nice values (Linux /proc). */
function threadNices(): { name: string; nice: number }[] {
  return readdirSync('/proc/self/task').flatMap((task) => {
    try {
      const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
      const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return [{ name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), nice: Number(after[16]) }];
    } catch {
      return []; // a thread that ended meanwhile
    }
  });
}

describe('export workers', () => {
  it('finds the worker beside the source, and beside server.js in the bundle that scripts/build.ts emits', () => {
    expect(existsSync(fileURLToPath(exportWorkerFile()))).toBe(true);
    expect(exportWorkerFile('file:///srv/homer/apps/api/dist/server.js').href).toBe(
      'file:///srv/homer/apps/api/dist/export-worker.js',
    );
  });

  it('hands a worker that finished a file to the next export, never one that was ended or failed', async () => {
    const first = await takeExportWorker();
    returnExportWorker(first, true);
    const again = await takeExportWorker();
    expect(again).toBe(first);

    returnExportWorker(again, true);
    const ended = once(again, 'exit');
    again.postMessage({ type: 'end' });
    expect(await ended).toEqual([0]);
    const next = await takeExportWorker();
    expect(next).not.toBe(first);

    returnExportWorker(next, false);
    expect(await once(next, 'exit')).toEqual([0]);
    const another = await takeExportWorker();
    expect(another).not.toBe(next);
    returnExportWorker(another, false);
  });

  it('ends a worker in the middle of its zip cleanly, at any moment, and the process lives on', async () => {
    const rows = Array.from({ length: 2_000 }, (_, i) => [i, `row ${i} ${'x'.repeat(40)}`, i / 7]);
    for (let attempt = 0; attempt < 12; attempt++) {
      const worker = await takeExportWorker();
      worker.postMessage({ type: 'start', sheetName: 'Abort', columns: [{ header: 'A' }, { header: 'B' }] });
      // Chunks are acknowledged so the zip keeps deflating until the end arrives, a little later each time.
      worker.on('message', (message: { type: string }) => {
        if (message.type === 'chunk') worker.postMessage({ type: 'written' });
      });
      for (let batch = 0; batch < 5; batch++) worker.postMessage({ type: 'rows', rows });
      await new Promise((resolve) => setTimeout(resolve, attempt * 3));
      returnExportWorker(worker, false);
      expect(await once(worker, 'exit')).toEqual([0]);
    }
    // Workers run at nice 10 by design: on a machine busy with other work they start and end slowly (a CI run beside
    // other suites took over 20 s for the twelve).
  }, 90_000);

  it.skipIf(!existsSync('/proc/thread-self'))(
    'runs below the request thread in the OS scheduler, leaving the shared thread pool at its priority',
    async () => {
      const worker = await takeExportWorker();
      // Answered once the worker's module (and its priority change) has run.
      worker.postMessage({ type: 'start', sheetName: 'Probe', columns: [{ header: 'A' }] });
      worker.postMessage({ type: 'rows', rows: [[1]] });
      await once(worker, 'message');
      const threads = threadNices();
      const exporters = threads.filter((t) => t.name === 'excel-export');
      expect(exporters.length).toBeGreaterThan(0);
      expect(exporters.every((t) => t.nice === 10)).toBe(true);
      expect(threads.filter((t) => t.name === 'libuv-worker').every((t) => t.nice === 0)).toBe(true);
      expect(threads.find((t) => t.name !== 'excel-export' && t.nice !== 0)).toBeUndefined();
      returnExportWorker(worker, false);
    },
  );
});
