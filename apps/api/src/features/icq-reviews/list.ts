import type { Paged } from '@homer/contracts/envelope';
import { maxId } from '@homer/contracts/fields';
import {
  type IcqReviewListQuery,
  type IcqReviewRow,
  type IcqReviewSortField,
  icqReviewSortFields,
  programmeTimeKey,
  programmeTimeToInstant,
} from '@homer/contracts/icq-reviews';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { facilities, users } from '../../db/schema/core.ts';
import { icqFeedback, icqReviews } from '../../db/schema/icq.ts';
import { keysetPage, readKeysetPage } from '../../platform/paging/keyset-paging.ts';

const r = icqReviews;

const sortKeys: Record<IcqReviewSortField, typeof r.proposedScheduleAt | typeof r.createdAt> = {
  proposedAt: r.proposedScheduleAt,
  createdAt: r.createdAt,
};

/** The next programme day's midnight: `to` includes its whole day. */
function dayAfter(day: string): Date | null {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return programmeTimeToInstant(`${next}T00:00`);
}

/** The list's WHERE: icq_reviews' own columns only, so each filter is served by its (filter, time, id) index. */
export function reviewListWhere(q: IcqReviewListQuery): SQL | undefined {
  const from = q.from ? programmeTimeToInstant(`${q.from}T00:00`) : null;
  const to = q.to ? dayAfter(q.to) : null;
  return and(
    q.status ? eq(r.scheduleStatus, q.status) : undefined,
    q.reviewerUserId ? eq(r.reviewerUserId, q.reviewerUserId) : undefined,
    q.facilityId ? eq(r.facilityId, q.facilityId) : undefined,
    from ? gte(r.proposedScheduleAt, from) : undefined,
    to ? lt(r.proposedScheduleAt, to) : undefined,
  );
}

// Only the page's rows run these: the survey's stars (one survey per review; the newest answered one counts).
const feedbackRating = sql<number | null>`(select ${icqFeedback.rating} from ${icqFeedback}
  where ${icqFeedback.icqReviewId} = ${r.id} and ${icqFeedback.submittedAt} is not null
  order by ${icqFeedback.id} desc limit 1)`;

/** GET …/GetList: one keyset page, latest proposed time first unless sorted otherwise. */
export async function listReviews(db: Queryable, query: IcqReviewListQuery): Promise<Paged<IcqReviewRow>> {
  const field: IcqReviewSortField = (icqReviewSortFields as readonly string[]).includes(query.sortField ?? '')
    ? (query.sortField as IcqReviewSortField)
    : 'proposedAt';
  const where = reviewListWhere(query);
  const keyset = keysetPage(
    {
      list: 'icq-reviews',
      key: sortKeys[field],
      kind: 'timestamp',
      id: r.id,
      idMax: maxId,
      order: query.sortOrder ?? 'desc',
      binding: [
        field,
        query.status ?? '',
        query.reviewerUserId ?? 0,
        query.facilityId ?? 0,
        query.from ?? '',
        query.to ?? '',
      ],
    },
    query,
  );
  const page = await readKeysetPage(db, { table: r, filters: where, searching: false }, keyset, () =>
    keyset.apply(
      db
        .select({
          id: r.id,
          facilityName: sql<string>`coalesce(${facilities.longName}, ${facilities.name})`,
          proposedScheduleAt: r.proposedScheduleAt,
          reviewerName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
          status: sql<IcqReviewRow['status']>`${r.scheduleStatus}`,
          feedbackRating,
          ...keyset.columns,
        })
        .from(r)
        .innerJoin(facilities, eq(facilities.id, r.facilityId))
        .innerJoin(users, eq(users.id, r.reviewerUserId))
        .$dynamic(),
      where,
    ),
  );
  const { rows, ...paged } = page;
  return {
    ...paged,
    data: rows.map(({ cursorKey: _k, cursorId: _i, proposedScheduleAt, ...row }) => ({
      ...row,
      proposedAt: programmeTimeKey(proposedScheduleAt),
    })),
  };
}
