import { createHash } from 'node:crypto';
import { type Paged, type PageQuery, pageCursorMessages } from '@homer/contracts/envelope';
import { isStorableText, maxId } from '@homer/contracts/fields';
import { and, asc, count, desc, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/pool.ts';
import { HttpError } from '../../plugins/errors.ts';

/**
 * Counting stops here: an exact count(*) reads every matching row, which large tables cannot afford on
 * each page. Past the cap the list says "10,000+" and a narrower filter finds the rest.
 */
export const countCap = 10_000;

/**
 * Below this many matches a contains-search page sorts its matches; above it, matches are dense enough that
 * walking the sort key's index finds a page within a few thousand rows. It is also where a contains-search
 * stops counting ("2,000+"): each match costs a recheck of its row, and past this the count was most of the
 * request (a 10,000+ users search took 35 ms) while telling the reader nothing a narrower search would not.
 */
export const searchCountCap = 2_000;

export async function cappedTotal(
  db: Queryable,
  table: PgTable,
  where: SQL | undefined,
  cap = countCap,
): Promise<Omit<Paged<never>, 'data'>> {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  const n = row?.n ?? 0;
  return n > cap ? { totalRecords: cap, totalCapped: true } : { totalRecords: n };
}

const fewMatches = (total: Omit<Paged<never>, 'data'>) => !total.totalCapped;

/** The largest bigserial id JavaScript numbers carry exactly. */
export const maxBigId = Number.MAX_SAFE_INTEGER;

/**
 * How a sort key travels in a cursor (as text, exactly as PostgreSQL prints it, so no precision is lost:
 * timestamps keep their microseconds) and how it is read back (a cast, after the text passed `isKeyText`).
 */
export type KeyKind = 'timestamp' | 'date' | 'text' | 'numeric' | 'integer';

export type Keyset = {
  /** Names the list in the cursor's binding: a cursor of one list is refused by another. */
  list: string;
  /** The sort column or expression. */
  key: AnyPgColumn | SQL;
  kind: KeyKind;
  /** Whether the key can be NULL (PostgreSQL sorts NULLs last ascending, first descending). */
  nullable?: boolean;
  /** The unique tie-breaker, ordered in the same direction as the key. */
  id: AnyPgColumn;
  /** The largest id the column holds: maxId for serial, maxBigId for bigserial. */
  idMax: number;
  order: 'asc' | 'desc';
  /**
   * Everything else that decides which rows are listed (sort field, filters, search), hashed into the cursor
   * so a cursor from another query is refused rather than silently misplacing the page.
   */
  binding: unknown;
};

type Direction = 'asc' | 'desc';
type CursorRow = { cursorKey: string | null; cursorId: number };
type DecodedCursor = { key: string | null; id: number };

const maxKeyTextLength = 500;
const reverse = (d: Direction): Direction => (d === 'asc' ? 'desc' : 'asc');

function bindingHash(keyset: Keyset): string {
  return createHash('sha256')
    .update(JSON.stringify([keyset.list, keyset.order, keyset.binding]))
    .digest('base64url')
    .slice(0, 16);
}

/** The key as text: timestamps in UTC with every digit PostgreSQL keeps ('infinity' stays 'infinity'). */
function keyText(keyset: Keyset): SQL<string | null> {
  if (keyset.kind === 'timestamp') return sql<string | null>`(${keyset.key} at time zone 'UTC')::text`;
  return sql<string | null>`(${keyset.key})::text`;
}

/** The key unchanged, as an expression no index provides the order of. */
function opaqueKey(keyset: Keyset): SQL {
  switch (keyset.kind) {
    case 'timestamp':
      return sql`(${keyset.key} + interval '0')`;
    case 'text':
      return sql`(${keyset.key} || '')`;
    default:
      return sql`(${keyset.key} + 0)`;
  }
}

function keyValue(kind: KeyKind, text: string): SQL {
  switch (kind) {
    case 'timestamp':
      return sql`(${text}::timestamp at time zone 'UTC')`;
    case 'date':
      return sql`${text}::date`;
    case 'numeric':
      return sql`${text}::numeric`;
    case 'integer':
      return sql`${text}::integer`;
    case 'text':
      return sql`${text}::text`;
  }
}

function isCalendarDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Whether `text` is a value of `kind` that PostgreSQL will cast without error (else the query would 500). */
export function isKeyText(kind: KeyKind, text: string): boolean {
  if (text.length > maxKeyTextLength || !isStorableText(text)) return false;
  switch (kind) {
    case 'timestamp': {
      if (text === 'infinity') return true;
      const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?$/.exec(text);
      if (!m) return false;
      const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number) as [
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      return isCalendarDate(y, mo, d) && h < 24 && mi < 60 && s < 60;
    }
    case 'date': {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
      return !!m && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
    }
    case 'numeric':
      return /^-?\d{1,20}(\.\d{1,10})?$/.test(text);
    case 'integer':
      return /^-?\d{1,10}$/.test(text) && Math.abs(Number(text)) <= maxId;
    case 'text':
      return true;
  }
}

export function encodeCursor(keyset: Keyset, row: CursorRow): string {
  return Buffer.from(JSON.stringify([bindingHash(keyset), row.cursorKey, row.cursorId])).toString(
    'base64url',
  );
}

const invalid = () => new HttpError(400, pageCursorMessages.invalid);

/** Reads a cursor the client sent back; anything this server did not write for this query is a 400. */
export function decodeCursor(keyset: Keyset, cursor: string): DecodedCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid();
  const [hash, key, id] = parsed as unknown[];
  if (typeof hash !== 'string') throw invalid();
  if (hash !== bindingHash(keyset)) throw new HttpError(400, pageCursorMessages.otherQuery);
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > keyset.idMax) throw invalid();
  if (key === null) {
    if (!keyset.nullable) throw invalid();
    return { key: null, id };
  }
  if (typeof key !== 'string' || !isKeyText(keyset.kind, key)) throw invalid();
  return { key, id };
}

/**
 * Rows strictly after `cursor` when read in `direction` (ORDER BY key direction, id direction, with
 * PostgreSQL's NULL placement: last ascending, first descending). Not-null keys use one row comparison, which
 * an index on (key, id) answers as a range.
 */
function after(keyset: Keyset, direction: Direction, cursor: DecodedCursor): SQL | undefined {
  const { key, id } = keyset;
  const op = sql.raw(direction === 'asc' ? '>' : '<');
  const idAfter = sql`${id} ${op} ${cursor.id}`;
  if (cursor.key === null) {
    // NULLs come last ascending: only NULL rows follow. Descending they come first: every non-NULL row follows.
    return direction === 'asc' ? and(isNull(key), idAfter) : or(isNotNull(key), and(isNull(key), idAfter));
  }
  const past = sql`(${key}, ${id}) ${op} (${keyValue(keyset.kind, cursor.key)}, ${cursor.id})`;
  return keyset.nullable && direction === 'asc' ? or(past, isNull(key)) : past;
}

export type KeysetPage = {
  /** The cursor's condition, to AND with the list's filters (undefined when paging by offset). */
  where: SQL | undefined;
  /**
   * The ORDER BY. `sortMatches` when a contains-search leaves few rows (see `fewMatches`): the page is then
   * ordered by a no-op expression of the key, so PostgreSQL collects the matches through the trigram index
   * and sorts them, rather than walking the key's index and filtering every row on the way, which it picks
   * because it cannot estimate how rare a '%term%' is (measured on 100k outbox rows: 96 ms for a term matching
   * 206 rows, 5 ms sorted).
   */
  orderBy: (sortMatches?: boolean) => SQL[];
  /** One more row than the page holds: its presence says there is a further page. */
  limit: number;
  offset: number;
  /** The page's WHERE (the list's filters and the cursor), ORDER BY, LIMIT and OFFSET on a dynamic select. */
  apply: <Q extends PgSelect>(select: Q, filters: SQL | undefined, sortMatches?: boolean) => Q;
  /** Select these with the row so `finish` can write cursors. */
  columns: { cursorKey: SQL<string | null>; cursorId: AnyPgColumn };
  /** The page's rows in list order, and its cursors: each is left out where there is no such page. */
  finish: <R extends CursorRow>(
    rows: R[],
  ) => { rows: R[]; cursors: Pick<Paged<never>, 'nextCursor' | 'prevCursor'> };
};

/**
 * One page by cursor (`after`/`before`) or, for a jump, by offset. Offsets are bounded by the count cap: the
 * list never shows more pages than that, so a deeper offset is only reached by walking with cursors, and no
 * request makes PostgreSQL skip more than countCap rows.
 */
export function keysetPage(
  keyset: Keyset,
  query: Pick<PageQuery, 'page' | 'pageSize' | 'after' | 'before'>,
): KeysetPage {
  if (query.after && query.before) throw new HttpError(400, pageCursorMessages.both);
  const cursorText = query.after ?? query.before;
  const cursor = cursorText ? decodeCursor(keyset, cursorText) : null;
  const offset = cursor ? 0 : (query.page - 1) * query.pageSize;
  if (offset >= countCap) throw new HttpError(400, pageCursorMessages.tooDeep);
  const backwards = !!query.before;
  const direction = backwards ? reverse(keyset.order) : keyset.order;
  const by = direction === 'asc' ? asc : desc;
  const where = cursor ? after(keyset, direction, cursor) : undefined;
  const orderBy = (sortMatches = false) =>
    sortMatches ? [by(opaqueKey(keyset)), by(sql`(${keyset.id} + 0)`)] : [by(keyset.key), by(keyset.id)];
  const limit = query.pageSize + 1;
  return {
    where,
    orderBy,
    limit,
    offset,
    apply: (select, filters, sortMatches) =>
      select
        .where(and(filters, where))
        .orderBy(...orderBy(sortMatches))
        .limit(limit)
        .offset(offset),
    columns: { cursorKey: keyText(keyset), cursorId: keyset.id },
    finish: (fetched) => {
      const more = fetched.length > query.pageSize;
      const page = fetched.slice(0, query.pageSize);
      if (backwards) page.reverse();
      const first = page[0];
      const last = page.at(-1);
      // Forwards, the cursor (or offset) says rows come before; backwards, the cursor row itself comes after.
      const hasPrev = backwards ? more : !!cursor || offset > 0;
      const hasNext = backwards ? !!cursor : more;
      return {
        rows: page,
        cursors: {
          ...(hasNext && last ? { nextCursor: encodeCursor(keyset, last) } : {}),
          ...(hasPrev && first ? { prevCursor: encodeCursor(keyset, first) } : {}),
        },
      };
    },
  };
}

/**
 * A page of `table`'s rows under `filters` (`rows` selects them, given whether to sort the matches, see
 * KeysetPage.orderBy) with its capped total and cursors. A contains-search counts first, because how many rows
 * match decides how the page is best read (`fewMatches`); otherwise the page and the count run side by side.
 */
export async function readKeysetPage<R extends CursorRow>(
  db: Queryable,
  counted: { table: PgTable; filters: SQL | undefined; searching: boolean },
  page: KeysetPage,
  rows: (sortMatches: boolean) => Promise<R[]>,
): Promise<Omit<Paged<never>, 'data'> & { rows: R[] }> {
  const searched = counted.searching
    ? await cappedTotal(db, counted.table, counted.filters, searchCountCap)
    : undefined;
  const [fetched, total] = await Promise.all([
    rows(!!searched && fewMatches(searched)),
    searched ?? cappedTotal(db, counted.table, counted.filters),
  ]);
  const done = page.finish(fetched);
  return { ...total, ...done.cursors, rows: done.rows };
}
