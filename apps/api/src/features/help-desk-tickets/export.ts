import { queueStatuses, ticketViews } from '@homer/contracts/help-desk-tickets';
import { and, asc, gt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/pool.ts';
import { helpDeskTickets } from '../../db/schema/help-desk.ts';
import { dateCell, dateTimeFormat, defineExport } from '../../platform/exports/export-definition.ts';
import { idBatches } from '../../platform/exports/keyset-batches.ts';
import { queueSelect, queueWhere } from './queue.ts';
import { agentAccess } from './viewer.ts';

/** The queue's filters as signed into the download token: already parsed, the view resolved to its assignee. */
const filters = z.object({
  view: z.enum(ticketViews),
  assigneeUserId: z.number().int(),
  search: z.string().max(200).optional(),
  status: z.enum(['', ...queueStatuses]).optional(),
  priorityId: z.number().int().min(0).optional(),
  categoryId: z.number().int().min(0).optional(),
  facilityId: z.number().int().min(0).optional(),
  olderThanDays: z.number().int().min(1).optional(),
  withinDays: z.number().int().min(1).optional(),
});
export type TicketsExportFilters = z.infer<typeof filters>;
type Filters = TicketsExportFilters;
type ExportRow = Awaited<ReturnType<typeof page>>[number];

function page(db: Db, f: Filters, afterId: number | null, limit: number) {
  return queueSelect(db)
    .where(and(queueWhere(f), afterId === null ? undefined : gt(helpDeskTickets.id, afterId)))
    .orderBy(asc(helpDeskTickets.id))
    .limit(limit);
}

/** GET api/HelpDesk/HelpDeskTicket/GetListExcel: the tickets of the queue's view and filters, oldest first. */
export const ticketsExport = defineExport({
  kind: 'help-desk-tickets',
  fileName: 'Support Tickets',
  access: agentAccess,
  filters,
  rows: (db, f) => idBatches((afterId, limit) => page(db, f, afterId, limit)),
  columns: [
    { header: 'Ticket #', value: (r: ExportRow) => r.id, width: 10 },
    { header: 'Subject', value: (r: ExportRow) => r.subject, width: 40 },
    { header: 'Requester', value: (r: ExportRow) => r.requesterName, width: 24 },
    { header: 'Email', value: (r: ExportRow) => r.requesterEmail, width: 30 },
    { header: 'Facility', value: (r: ExportRow) => r.facilityName, width: 30 },
    { header: 'Category', value: (r: ExportRow) => r.categoryName, width: 22 },
    { header: 'Priority', value: (r: ExportRow) => r.priorityName, width: 10 },
    { header: 'Status', value: (r: ExportRow) => r.status, width: 10 },
    { header: 'Assignee', value: (r: ExportRow) => r.assigneeName, width: 24 },
    { header: 'Created', value: (r: ExportRow) => dateCell(r.createdAt), numFmt: dateTimeFormat, width: 18 },
    { header: 'Updated', value: (r: ExportRow) => dateCell(r.updatedAt), numFmt: dateTimeFormat, width: 18 },
    {
      header: 'First Response Due',
      value: (r: ExportRow) => dateCell(r.firstResponseDueAt),
      numFmt: dateTimeFormat,
      width: 18,
    },
    { header: 'First Response Overdue', value: (r: ExportRow) => (r.firstResponseOverdue ? 'Yes' : 'No') },
    {
      header: 'Resolution Due',
      value: (r: ExportRow) => dateCell(r.resolutionDueAt),
      numFmt: dateTimeFormat,
      width: 18,
    },
    { header: 'Resolution Overdue', value: (r: ExportRow) => (r.resolutionOverdue ? 'Yes' : 'No') },
  ],
});
