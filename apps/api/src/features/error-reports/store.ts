import { scrubStack, scrubText, scrubUrl } from '@homer/contracts/error-report-scrub';
import { errorReportLimits } from '@homer/contracts/error-reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import {
  errorReportGroups,
  errorReportOccurrences,
  errorReportReleases,
} from '../../db/schema/error-reports.ts';
import { fingerprintOf, topFrame } from './fingerprint.ts';

/** One occurrence to store, from the browser (already validated) or from the server's own error handler. */
export type Occurrence = {
  source: 'web' | 'server';
  kind: string;
  type: string;
  message: string;
  stack?: string | undefined;
  route: string;
  release: string;
  browser?: string | undefined;
  status?: number | undefined;
  userId: number | null;
  requestId?: string | undefined;
};

const cut = (text: string, max: number) => text.slice(0, max);

/**
 * Scrubs the occurrence again (the browser's scrubbing is not trusted), then adds it to its group: created on the
 * first sighting, counted on later ones, reopened when a resolved group is seen in a release first seen after the
 * one it was resolved in. Only the group's newest occurrences are kept.
 */
export async function storeOccurrence(db: Db, input: Occurrence): Promise<number> {
  const type = cut(scrubText(input.type), errorReportLimits.type);
  const message = cut(scrubText(input.message), errorReportLimits.message);
  const stack = input.stack ? cut(scrubStack(input.stack), errorReportLimits.stack) : null;
  // A browser sends its address; the server's own errors name the route's pattern ("GET /api/x/:id").
  const route = cut(
    input.source === 'web' ? scrubUrl(input.route) : scrubText(input.route),
    errorReportLimits.route,
  );
  const release = cut(scrubText(input.release), errorReportLimits.release);
  const browser = input.browser ? cut(scrubText(input.browser), errorReportLimits.browser) : null;
  const frame = topFrame(stack ?? undefined);
  const fingerprint = fingerprintOf(input.source, type, message, stack ?? undefined);
  return db.transaction(async (tx) => {
    await tx.insert(errorReportReleases).values({ release }).onConflictDoNothing();
    const g = errorReportGroups;
    const releaseSeen = (name: unknown) =>
      sql`(select ${errorReportReleases.firstSeenAt} from ${errorReportReleases} where ${errorReportReleases.release} = ${name})`;
    const reopens = sql`(${g.status} = 'resolved' and ${releaseSeen(release)} > coalesce(${releaseSeen(sql`${g.resolvedRelease}`)}, '-infinity'))`;
    const [group] = await tx
      .insert(g)
      .values({
        fingerprint,
        source: input.source,
        type,
        message,
        topFrame: frame,
        route,
        lastRelease: release,
        browser,
      })
      .onConflictDoUpdate({
        target: g.fingerprint,
        set: {
          occurrences: sql`${g.occurrences} + 1`,
          lastSeenAt: sql`now()`,
          lastRelease: release,
          route,
          browser,
          status: sql`case when ${reopens} then 'open' else ${g.status} end`,
          resolvedAt: sql`case when ${reopens} then null else ${g.resolvedAt} end`,
          resolvedRelease: sql`case when ${reopens} then null else ${g.resolvedRelease} end`,
          resolvedByUserId: sql`case when ${reopens} then null else ${g.resolvedByUserId} end`,
        },
      })
      .returning({ id: g.id });
    if (!group) throw new Error('error group upsert returned no row');
    const o = errorReportOccurrences;
    await tx.insert(o).values({
      groupId: group.id,
      kind: input.kind,
      release,
      route,
      browser,
      httpStatus: input.status ?? null,
      stack,
      userId: input.userId,
      requestId: input.requestId ?? null,
    });
    // Bounded: everything older than the group's newest N goes, through the (group_id, id) index.
    await tx.execute(sql`
      delete from ${o} where ${o.groupId} = ${group.id} and ${o.id} < (
        select ${o.id} from ${o} where ${o.groupId} = ${group.id}
        order by ${o.id} desc offset ${errorReportLimits.occurrencesKept - 1} limit 1)`);
    return group.id;
  });
}
