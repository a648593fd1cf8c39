import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ExportColumn } from './export-definition.ts';
import { keysetBatches } from './keyset-batches.ts';
import { writeWorkbook, zipInputOf } from './write-workbook.ts';

type Row = { id: number; name: string; amount: number; day: Date };

const columns: readonly ExportColumn<Row>[] = [
  { header: 'Id', value: (r) => r.id, width: 8 },
  { header: 'Name', value: (r) => r.name },
  { header: 'Amount', value: (r) => r.amount, numFmt: '$#,##0.00' },
  { header: 'Day', value: (r) => r.day, numFmt: 'mm/dd/yyyy' },
];
const row = (id: number): Row => ({
  id,
  name: `Row ${id} ${'x'.repeat(40)}`,
  amount: id + 0.5,
  day: new Date(Date.UTC(2026, 6, 1 + (id % 28))),
});

/** Endless batches of 500 rows, counting how many were read and whether the reader closed them. */
function endlessRows() {
  const seen = { batches: 0, closed: false };
  async function* rows() {
    try {
      for (;;) {
        await sleep(1);
        const start = seen.batches * 500;
        seen.batches++;
        yield Array.from({ length: 500 }, (_, i) => row(start + i + 1));
      }
    } finally {
      seen.closed = true;
    }
  }
  return { seen, rows: rows() };
}

async function collect(output: PassThrough): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of output) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('writeWorkbook', () => {
  it('writes the header and every batch in order, readable by exceljs', async () => {
    const all = Array.from({ length: 1234 }, (_, i) => row(i + 1));
    const pages: (number | null)[] = [];
    const rows = keysetBatches(
      async (after: number | null, limit: number) => {
        pages.push(after);
        return all.filter((r) => after === null || r.id > after).slice(0, limit);
      },
      (r: Row) => r.id,
      500,
    );
    const output = new PassThrough();
    const file = collect(output);
    await writeWorkbook({
      sheetName: 'Budget Invoices',
      columns,
      rows,
      output,
      signal: new AbortController().signal,
    });

    // Keyset pages: after nothing, after the 500th row, after the 1000th; the short third page ends it.
    expect(pages).toEqual([null, 500, 1000]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await file) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Budget Invoices');
    expect(sheet?.rowCount).toBe(1235);
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Id', 'Name', 'Amount', 'Day']);
    expect(sheet?.getRow(1).font?.bold).toBe(true);
    expect(sheet?.getRow(2).values).toEqual([undefined, 1, all[0]?.name, 1.5, all[0]?.day]);
    expect(sheet?.getRow(1235).getCell(1).value).toBe(1234);
    expect(sheet?.getRow(2).getCell(3).numFmt).toBe('$#,##0.00');
    expect(sheet?.getRow(2).getCell(4).numFmt).toBe('mm/dd/yyyy');
  });

  it('takes a plain array of rows for small lists', async () => {
    const output = new PassThrough();
    const file = collect(output);
    const rows = Promise.resolve([row(1), row(2)]);
    await writeWorkbook({ sheetName: 'Small', columns, rows, output, signal: new AbortController().signal });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await file) as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.rowCount).toBe(3);
  });

  it('stops reading rows while nobody reads the file, and stops for good when the reader leaves', async () => {
    const { seen, rows } = endlessRows();
    const output = new PassThrough();
    const gone = new AbortController();
    const writing = writeWorkbook({ sheetName: 'Slow', columns, rows, output, signal: gone.signal });

    // How soon the writer fills the buffers depends on the machine's load, and a worker thread that yields the
    // CPU can pause for a while on a busy machine: wait until it holds still for three checks in a row, then
    // check that it stays held while nobody reads.
    let stalledAt = -1;
    for (let tries = 0, still = 0; tries < 30 && still < 3; tries++) {
      still = stalledAt === seen.batches ? still + 1 : 0;
      stalledAt = seen.batches;
      await sleep(300);
    }
    await sleep(400);
    // Back-pressure: the unread response holds the writer after a few batches instead of buffering them. How many
    // depends on how the zip's and the response's buffers fill: 12 on a quiet machine, 23 once in a loaded full
    // run; without back-pressure the endless rows (a batch a millisecond) would keep counting.
    expect(seen.batches).toBe(stalledAt);
    expect(stalledAt).toBeLessThan(40);
    expect(output.readableLength + output.writableLength).toBeLessThan(256 * 1024);

    gone.abort();
    await writing;
    expect(seen.closed).toBe(true);
    await sleep(50);
    expect(seen.batches).toBe(stalledAt);
  });

  it('gives up, without reading further rows, when a connected reader takes nothing for too long', async () => {
    const { seen, rows } = endlessRows();
    const output = new PassThrough();
    const writing = writeWorkbook({
      sheetName: 'Stalled',
      columns,
      rows,
      output,
      signal: new AbortController().signal,
      stallMs: 300,
    });
    await expect(writing).rejects.toThrow('The reader took nothing for 300 ms.');
    expect(seen.closed).toBe(true);
    const readAt = seen.batches;
    await sleep(50);
    expect(seen.batches).toBe(readAt);
  });

  it('stops reading rows mid-file when the reader leaves while reading', async () => {
    const { seen, rows } = endlessRows();
    const output = new PassThrough();
    const gone = new AbortController();
    output.on('data', () => {
      if (seen.batches >= 5) gone.abort();
    });
    await writeWorkbook({ sheetName: 'Leaving', columns, rows, output, signal: gone.signal });
    expect(seen.closed).toBe(true);
    const readAt = seen.batches;
    await sleep(50);
    expect(seen.batches).toBe(readAt);
    expect(readAt).toBeLessThan(10);
  });

  it('finds the zip input of a sheet that exceljs writes without waiting (exceljs 4 / archiver internals)', () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: new PassThrough() });
    const sheet = workbook.addWorksheet('Probe');
    expect(zipInputOf(sheet)).not.toBeNull();
  });
});
