import type { TicketViewCounts, TicketViewCountsQuery } from '@homer/contracts/help-desk-tickets';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { helpDeskTickets } from '../../db/schema/help-desk.ts';
import { workingStatuses } from '../../platform/help-desk/ticket-sla.ts';
import { queueWhere } from './queue.ts';
import type { Viewer } from './viewer.ts';

const t = helpDeskTickets;

const counted = (where: SQL | undefined) => sql<number>`(count(*) filter (where ${where}))::int`;

/**
 * GET …/GetViewCounts: each view's count under the queue's other filters, in one pass over the matching rows (no
 * row is returned). An agent who is not a Support Admin is counted only over the rows of their two views, which
 * the assignee and status indexes find; the All view is not theirs, so its count is null.
 */
export async function ticketViewCounts(
  db: Queryable,
  viewer: Viewer,
  query: TicketViewCountsQuery,
): Promise<TicketViewCounts> {
  const working = inArray(t.status, [...workingStatuses]);
  const mine = and(eq(t.assigneeUserId, viewer.userId), working);
  const unassigned = and(isNull(t.assigneeUserId), working);
  const filters = queueWhere({ ...query, view: 'all', assigneeUserId: viewer.userId });
  const [row] = await db
    .select({ mine: counted(mine), unassigned: counted(unassigned), all: sql<number>`count(*)::int` })
    .from(t)
    .where(viewer.isSupportAdmin ? filters : and(filters, or(mine, unassigned)));
  return {
    mine: row?.mine ?? 0,
    unassigned: row?.unassigned ?? 0,
    all: viewer.isSupportAdmin ? (row?.all ?? 0) : null,
  };
}
