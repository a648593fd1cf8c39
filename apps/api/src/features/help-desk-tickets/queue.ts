import type { Paged } from '@homer/contracts/envelope';
import { maxId } from '@homer/contracts/fields';
import {
  type TicketFilter,
  type TicketListQuery,
  type TicketRow,
  type TicketSortField,
  ticketMessages,
  ticketSortFields,
} from '@homer/contracts/help-desk-tickets';
import { and, eq, gte, inArray, isNull, like, lt, ne, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { isoText } from '../../db/iso-text.ts';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { users } from '../../db/schema/core.ts';
import { helpDeskCategories, helpDeskPriorities, helpDeskTickets } from '../../db/schema/help-desk.ts';
import { slaColumns, statusRank, workingStatuses } from '../../platform/help-desk/ticket-sla.ts';
import { type KeyKind, keysetPage, readKeysetPage } from '../../platform/paging/keyset-paging.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { Viewer } from './viewer.ts';

const t = helpDeskTickets;

/**
 * The `work` sort's key: tickets still being worked lifted a thousand years ahead of their created_at, so that one
 * descending key lists them all before the resolved and closed ones, each part newest first. Keyset paging takes
 * one key and the id; a (flag, created_at) pair would need a second key. No index gives this order (adding an
 * interval to a timestamptz is not immutable): PostgreSQL sorts the view's rows, which the All view (Support
 * Admins only) can afford at the Support Desk's volume (decision 089).
 */
const workFirst = sql`(case when ${inArray(t.status, [...workingStatuses])}
  then ${t.createdAt} + interval '1000 years' else ${t.createdAt} end)`;

const sorts: Record<TicketSortField, { key: SQL | AnyPgColumn; kind: KeyKind; order: 'asc' | 'desc' }> = {
  work: { key: workFirst, kind: 'timestamp', order: 'desc' },
  createdAt: { key: t.createdAt, kind: 'timestamp', order: 'desc' },
  updatedAt: { key: t.updatedAt, kind: 'timestamp', order: 'desc' },
  priority: { key: t.priorityId, kind: 'integer', order: 'asc' },
  status: { key: statusRank, kind: 'integer', order: 'asc' },
};

/** The queue's filters as the export needs them: the view resolved to the assignee it means. */
export type QueueFilter = Omit<TicketFilter, 'view'> & { view: TicketFilter['view']; assigneeUserId: number };

/** The All view is a Support Admin's; the others are every agent's. */
export function queueFilterFor(viewer: Viewer, filter: TicketFilter): QueueFilter {
  if (filter.view === 'all' && !viewer.isSupportAdmin)
    throw new HttpError(403, ticketMessages.allViewAdminOnly);
  return { ...filter, assigneeUserId: viewer.userId };
}

/** The queue's WHERE, shared by the list and its Excel export; it reads help_desk_tickets' own columns only. */
export function queueWhere(f: QueueFilter): SQL | undefined {
  const term = f.search?.trim();
  const view =
    f.view === 'mine'
      ? and(eq(t.assigneeUserId, f.assigneeUserId), inArray(t.status, [...workingStatuses]))
      : f.view === 'unassigned'
        ? and(isNull(t.assigneeUserId), inArray(t.status, [...workingStatuses]))
        : ne(t.status, 'Draft');
  return and(
    view,
    f.status ? eq(t.status, f.status) : undefined,
    f.priorityId ? eq(t.priorityId, f.priorityId) : undefined,
    f.categoryId ? eq(t.categoryId, f.categoryId) : undefined,
    f.facilityId ? eq(t.facilityId, f.facilityId) : undefined,
    f.olderThanDays ? lt(t.createdAt, sql`now() - ${f.olderThanDays} * interval '1 day'`) : undefined,
    f.withinDays ? gte(t.createdAt, sql`now() - ${f.withinDays} * interval '1 day'`) : undefined,
    term ? like(t.requesterSearch, containsPattern(term).toLowerCase()) : undefined,
  );
}

export function sortOf(f: Pick<TicketFilter, 'sortField' | 'sortOrder'>) {
  const field = (ticketSortFields as readonly string[]).includes(f.sortField ?? '')
    ? (f.sortField as TicketSortField)
    : 'createdAt';
  const sort = sorts[field];
  return { field, ...sort, order: f.sortOrder ?? sort.order };
}

const assignee = alias(users, 'assignee');

/** The queue's row columns (joins: priorities, categories, the assignee). */
export const queueColumns = {
  id: t.id,
  subject: t.subject,
  requesterName: t.fullName,
  requesterEmail: t.email,
  facilityName: t.facilityName,
  categoryId: t.categoryId,
  categoryName: helpDeskCategories.name,
  priorityId: t.priorityId,
  priorityName: helpDeskPriorities.name,
  status: sql<TicketRow['status']>`${t.status}`,
  assigneeUserId: t.assigneeUserId,
  assigneeName: sql<string | null>`${assignee.firstName} || ' ' || ${assignee.lastName}`,
  createdAt: isoText(t.createdAt),
  updatedAt: isoText(t.updatedAt),
  ...slaColumns,
};

export function queueSelect(db: Queryable) {
  return db
    .select(queueColumns)
    .from(t)
    .innerJoin(helpDeskPriorities, eq(helpDeskPriorities.id, t.priorityId))
    .innerJoin(helpDeskCategories, eq(helpDeskCategories.id, t.categoryId))
    .leftJoin(assignee, eq(assignee.id, t.assigneeUserId));
}

/** GET …/GetList: one keyset page of the view, newest first unless sorted otherwise. */
export async function listTickets(
  db: Queryable,
  viewer: Viewer,
  query: TicketListQuery,
): Promise<Paged<TicketRow>> {
  const filter = queueFilterFor(viewer, query);
  const where = queueWhere(filter);
  const sort = sortOf(query);
  const searching = !!query.search?.trim();
  const keyset = keysetPage(
    {
      list: 'help-desk-tickets',
      key: sort.key,
      kind: sort.kind,
      id: t.id,
      idMax: maxId,
      order: sort.order,
      binding: [
        sort.field,
        filter.view,
        filter.view === 'mine' ? viewer.userId : 0,
        query.search?.trim() ?? '',
        query.status ?? '',
        query.priorityId ?? 0,
        query.categoryId ?? 0,
        query.facilityId ?? 0,
        query.olderThanDays ?? 0,
        query.withinDays ?? 0,
      ],
    },
    query,
  );
  const page = await readKeysetPage(db, { table: t, filters: where, searching }, keyset, (sortMatches) =>
    keyset.apply(
      db
        .select({ ...queueColumns, ...keyset.columns })
        .from(t)
        .innerJoin(helpDeskPriorities, eq(helpDeskPriorities.id, t.priorityId))
        .innerJoin(helpDeskCategories, eq(helpDeskCategories.id, t.categoryId))
        .leftJoin(assignee, eq(assignee.id, t.assigneeUserId))
        .$dynamic(),
      where,
      sortMatches,
    ),
  );
  const { rows, ...paged } = page;
  return { ...paged, data: rows.map(({ cursorKey: _k, cursorId: _i, ...row }) => row) };
}
