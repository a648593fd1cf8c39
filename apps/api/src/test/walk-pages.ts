import type { Paged } from '@homer/contracts/envelope';
import { expect } from 'vitest';
import type { TestContext } from './test-context.ts';

type PageGetter<T> = (query: string) => Promise<Paged<T>>;

/**
 * Test helper: a paged list's GET with `query` appended, as the caller's user. `get` gives the raw answer,
 * `list` the body of a 200. `target` is read per request, since the app and token come from beforeAll.
 */
export function pagedListClient<T>(
  target: () => { app: TestContext['app']; url: string; headers: Record<string, string> },
) {
  const get = (query: string) => {
    const { app, url, headers } = target();
    return app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}${query}`, headers });
  };
  const list = async (query: string): Promise<Paged<T>> => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  return { get, list };
}

/**
 * Test helper: reads a keyset-paged list three ways (by page number, forwards by `after`, backwards by
 * `before`) and expects the same rows in the same order each time, with no cursor past either end.
 * Returns the row keys in list order.
 */
export async function expectCursorWalkMatchesOffset<T>(
  getPage: PageGetter<T>,
  rowKey: (row: T) => unknown,
  query: string,
  pageSize: number,
): Promise<unknown[]> {
  const base = `${query}${query ? '&' : ''}pageSize=${pageSize}`;
  const byOffset: unknown[] = [];
  const first = await getPage(`${base}&page=1`);
  const pages = Math.max(1, Math.ceil(first.totalRecords / pageSize));
  for (let page = 1; page <= pages; page++) {
    const body = page === 1 ? first : await getPage(`${base}&page=${page}`);
    byOffset.push(...body.data.map(rowKey));
  }

  expect(first.prevCursor).toBeUndefined();
  const forwards = first.data.map(rowKey);
  let current = first;
  let page = 1;
  while (current.nextCursor) {
    page += 1;
    current = await getPage(`${base}&page=${page}&after=${current.nextCursor}`);
    expect(current.data.length).toBeGreaterThan(0);
    forwards.push(...current.data.map(rowKey));
  }
  expect(page).toBe(pages);
  expect(forwards).toEqual(byOffset);

  // Back from the last page to the first, each page read by the cursor of the page after it.
  const backwards = current.data.map(rowKey);
  while (current.prevCursor) {
    page -= 1;
    current = await getPage(`${base}&page=${page}&before=${current.prevCursor}`);
    backwards.unshift(...current.data.map(rowKey));
  }
  expect(page).toBe(1);
  expect(current.prevCursor).toBeUndefined();
  expect(current.data.map(rowKey)).toEqual(first.data.map(rowKey));
  expect(backwards).toEqual(byOffset);
  return byOffset;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Test helper: cursors no server wrote, each of which must be refused with a 400, made from a real one so
 * they carry the right binding and reach the type checks: bad base64 and JSON, wrong shapes and types, ids
 * past the column's range, NUL and impossible dates in the key.
 */
export function forgedCursors(valid: string, wrong: { key: string; idMax: number }): [string, string][] {
  const [hash, key] = JSON.parse(Buffer.from(valid, 'base64url').toString('utf8')) as [string, string];
  return [
    ['not base64url', 'abc+/='],
    ['not JSON', Buffer.from('{not json').toString('base64url')],
    ['an object', b64({ hash, key, id: 1 })],
    ['too short', b64([hash, key])],
    ['id as text', b64([hash, key, '1'])],
    ['id zero', b64([hash, key, 0])],
    ['id fraction', b64([hash, key, 1.5])],
    ['id past 64 bits', b64([hash, key, 2 ** 63])],
    ["id past the column's range", b64([hash, key, wrong.idMax + 1])],
    ['key a number', b64([hash, 42, 1])],
    ['key with NUL', b64([hash, `${key}\u0000`, 1])],
    ['key of another type', b64([hash, wrong.key, 1])],
    ['another query', b64(['AAAAAAAAAAAAAAAA', key, 1])],
    ['too long', 'A'.repeat(1001)],
  ];
}
