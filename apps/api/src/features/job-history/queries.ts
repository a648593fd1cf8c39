import type { Paged, PageQuery } from '@homer/contracts/envelope';
import { type JobRun, jobHistorySortFields } from '@homer/contracts/job-history';
import { asc, desc, eq, ilike } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import { cappedTotal } from '../../db/paging.ts';
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
  // The job name is what people look for; the trigger and scheduler name are the same on every run.
  const where = term ? ilike(jobHistory.job, containsPattern(term)) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(jobHistory)
      .where(where)
      .orderBy(order(sortColumns[field]), order(jobHistory.fireInstanceId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    cappedTotal(db, jobHistory, where),
  ]);
  return {
    ...total,
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
