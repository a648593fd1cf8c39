import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idBatches, keysetBatches } from './keyset-batches.ts';

type Row = { id: number; name: string };

/** A table read the way the exports read theirs: ordered by id, starting after the last id seen. */
function table(ids: readonly number[]) {
  const rows = [...new Set(ids)].sort((a, b) => a - b).map((id) => ({ id, name: `row ${id}` }));
  const queries: (number | null)[] = [];
  const page = async (after: number | null, limit: number): Promise<readonly Row[]> => {
    queries.push(after);
    return rows.filter((row) => after === null || row.id > after).slice(0, limit);
  };
  return { rows, queries, page };
}

async function readAll<T>(batches: AsyncIterable<readonly T[]>): Promise<T[][]> {
  const read: T[][] = [];
  for await (const batch of batches) read.push([...batch]);
  return read;
}

describe('keysetBatches', () => {
  it('visits every row once, in order, in full batches but the last, for any table and batch size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 10_000 }), { maxLength: 300 }),
        fc.integer({ min: 1, max: 40 }),
        async (ids, size) => {
          const { rows, queries, page } = table(ids);
          const batches = await readAll(keysetBatches(page, (row) => row.id, size));
          expect(batches.flat()).toEqual(rows);
          expect(batches.every((batch) => batch.length > 0)).toBe(true);
          expect(batches.slice(0, -1).every((batch) => batch.length === size)).toBe(true);
          // One query per batch, and one more only when the last batch was full (the table may go on).
          expect(queries).toHaveLength(batches.length + (rows.length % size === 0 ? 1 : 0));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('asks for each page after the last key of the one before', async () => {
    const { queries, page } = table([10, 20, 30, 40, 50]);
    await readAll(keysetBatches(page, (row) => row.id, 2));
    expect(queries).toEqual([null, 20, 40]);
  });

  it('runs no query after the caller leaves the loop', async () => {
    const { queries, page } = table(Array.from({ length: 10 }, (_, i) => i + 1));
    for await (const batch of keysetBatches(page, (row) => row.id, 3)) {
      expect(batch.map((row) => row.id)).toEqual([1, 2, 3]);
      break;
    }
    expect(queries).toEqual([null]);
  });

  it('reads an empty list with one query and yields nothing', async () => {
    const { queries, page } = table([]);
    expect(await readAll(keysetBatches(page, (row) => row.id, 5))).toEqual([]);
    expect(queries).toEqual([null]);
  });
});

describe('idBatches', () => {
  it('keys the pages on the row id', async () => {
    const { rows, queries, page } = table(Array.from({ length: 1001 }, (_, i) => 3 * i + 1));
    expect((await readAll(idBatches(page))).flat()).toEqual(rows);
    expect(queries).toEqual([null, rows[499]?.id, rows[999]?.id]);
  });
});
