import type { Paged, PageQuery } from '@homer/contracts/envelope';
import { type JobRun, jobHistorySortFields } from '@homer/contracts/job-history';
import { eq, ilike, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { jobHistory } from '../../db/schema/jobs.ts';
import { keysetPage, maxBigId, readKeysetPage } from '../../platform/paging/keyset-paging.ts';

/**
 * Each sort's key with the fire instance id as tie-breaker, each with an index ending in that id (schema/jobs.ts),
 * so a page by cursor is one index range. The nullable times sort as 'infinity' when NULL: the order PostgreSQL
 * gives NULLs anyway (last ascending), as a not-null expression the index and the cursor comparison both take.
 */
const sortKeys = {
  job: jobHistory.job,
  scheduledFireTimeUtc: sql`coalesce(${jobHistory.scheduledFireTimeUtc}, 'infinity')`,
  actualFireTimeUtc: jobHistory.actualFireTimeUtc,
  finishedTimeUtc: sql`coalesce(${jobHistory.finishedTimeUtc}, 'infinity')`,
} satisfies Record<(typeof jobHistorySortFields)[number], unknown>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function listJobRuns(db: Queryable, query: PageQuery): Promise<Paged<JobRun>> {
  const field = jobHistorySortFields.find((f) => f === query.sortField) ?? 'actualFireTimeUtc';
  const term = query.search?.trim();
  // The job name is what people look for, and the log says what a run did; both have trigram indexes.
  // The trigger and scheduler name are the same on every run.
  const pattern = term ? containsPattern(term) : null;
  const where = pattern
    ? or(ilike(jobHistory.job, pattern), ilike(jobHistory.logMessage, pattern))
    : undefined;
  const keyset = keysetPage(
    {
      list: 'job-history',
      key: sortKeys[field],
      kind: field === 'job' ? 'text' : 'timestamp',
      id: jobHistory.fireInstanceId,
      idMax: maxBigId,
      order: query.sortOrder ?? 'desc',
      binding: [field, term ?? ''],
    },
    query,
  );
  const { rows, ...paged } = await readKeysetPage(
    db,
    { table: jobHistory, filters: where, searching: !!pattern },
    keyset,
    (sortMatches) =>
      keyset.apply(
        db
          .select({
            fireInstanceId: jobHistory.fireInstanceId,
            schedulerInstanceId: jobHistory.schedulerInstanceId,
            schedulerName: jobHistory.schedulerName,
            job: jobHistory.job,
            trigger: jobHistory.trigger,
            scheduledFireTimeUtc: jobHistory.scheduledFireTimeUtc,
            actualFireTimeUtc: jobHistory.actualFireTimeUtc,
            recovering: jobHistory.recovering,
            finishedTimeUtc: jobHistory.finishedTimeUtc,
            wasSuccessful: jobHistory.wasSuccessful,
            ...keyset.columns,
          })
          .from(jobHistory)
          .$dynamic(),
        where,
        sortMatches,
      ),
  );
  return {
    ...paged,
    data: rows.map((r) => ({
      fireInstanceId: r.fireInstanceId,
      schedulerInstanceId: r.schedulerInstanceId,
      schedulerName: r.schedulerName,
      job: r.job,
      trigger: r.trigger,
      scheduledFireTimeUtc: iso(r.scheduledFireTimeUtc),
      actualFireTimeUtc: r.actualFireTimeUtc.toISOString(),
      recovering: r.recovering,
      finishedTimeUtc: iso(r.finishedTimeUtc),
      wasSuccessful: r.wasSuccessful,
    })),
  };
}

export async function getJobRunText(db: Queryable, fireInstanceId: number) {
  const [row] = await db
    .select({ logMessage: jobHistory.logMessage, exceptionMessage: jobHistory.exceptionMessage })
    .from(jobHistory)
    .where(eq(jobHistory.fireInstanceId, fireInstanceId));
  return row ?? null;
}
