import type { Paged, PageQuery } from '@homer/contracts/envelope';
import { type ReleaseNote, releaseNoteSortFields } from '@homer/contracts/release-notes';
import { asc, desc, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { releaseNotes } from '../../db/schema/release-notes.ts';
import { cappedTotal } from '../../platform/paging/keyset-paging.ts';
import { toReleaseNote } from './to-release-note.ts';

/**
 * Versions compare by their numbers (0.10.0 after 0.9.0), not as text. numeric, not bigint: a 20-character
 * version may hold more digits than a bigint; non-numeric parts (a "v" prefix) count as 0.
 */
const versionKey = sql`array(
  select coalesce(nullif(part, ''), '0')::numeric
  from unnest(regexp_split_to_array(${releaseNotes.versionNumber}, '[^0-9]+')) with ordinality as p(part, n)
  order by n)`;

export async function listReleaseNotes(db: Queryable, query: PageQuery): Promise<Paged<ReleaseNote>> {
  const field = releaseNoteSortFields.find((f) => f === query.sortField) ?? 'goLiveDate';
  const order = (query.sortOrder ?? 'desc') === 'asc' ? asc : desc;
  // Several releases can go live on one day; the version then decides, and the id keeps pages stable.
  const orderBy =
    field === 'goLiveDate'
      ? [order(releaseNotes.goLiveDate), order(versionKey), order(releaseNotes.id)]
      : [order(versionKey), order(releaseNotes.versionNumber), order(releaseNotes.id)];
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(releaseNotes)
      .orderBy(...orderBy)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    cappedTotal(db, releaseNotes, undefined),
  ]);
  return { ...total, data: rows.map(toReleaseNote) };
}
