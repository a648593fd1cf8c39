import type { Paged, PageQuery } from '@homer/contracts/envelope';
import { type JobRun, jobHistorySortFields } from '@homer/contracts/job-history';
import { asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { jobHistory } from '../../db/schema/jobs.ts';

const sortColumns = {
  job: jobHistory.job,
  scheduledFireTimeUtc: jobHistory.scheduledFireTimeUtc,
  actualFireTimeUtc: jobHistory.actualFireTimeUtc,
  finishedTimeUtc: jobHistory.finishedTimeUtc,
} satisfies Record<(typeof jobHistorySortFields)[number], unknown>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function listJobRuns(db: Queryable, query: PageQuery): Promise<Paged<JobRun>> {
  const field = jobHistorySortFields.find((f) => f === query.sortField) ?? 'actualFireTimeUtc';
  const order = (query.sortOrder ?? 'desc') === 'asc' ? asc : desc;
  const term = query.search?.trim();
  const pattern = term ? containsPattern(term) : null;
  const where = pattern
    ? or(
        ilike(jobHistory.job, pattern),
        ilike(jobHistory.trigger, pattern),
        ilike(jobHistory.schedulerName, pattern),
      )
    : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(jobHistory)
      .where(where)
      .orderBy(order(sortColumns[field]), desc(jobHistory.fireInstanceId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(jobHistory).where(where),
  ]);
  return {
    totalRecords: totals[0]?.n ?? 0,
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
