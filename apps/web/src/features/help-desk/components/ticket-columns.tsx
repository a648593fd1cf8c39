import type { TicketRow } from '@homer/contracts/help-desk-tickets';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import type { LegendItem, ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import type { RowTone } from '../../../shared/ui/scheme-tokens.ts';
import { isSlaOverdue } from '../lib/ticket-sla.ts';
import { SlaBadge } from './sla-badge.tsx';
import { StatusBadge } from './status-badge.tsx';

export const ticketPath = (id: number) => `/support/tickets/edit/${id}`;

/** Overdue rows are tinted; the SLA column says "Overdue" in words as well. */
export const ticketRowColour = (row: TicketRow): RowTone | undefined =>
  isSlaOverdue(row) ? 'overdue-ticket' : undefined;
export const ticketLegend: readonly LegendItem[] = [
  { tone: 'overdue-ticket', label: 'Overdue: past its first response or resolution target' },
];

export const ticketColumns: ListColumn<TicketRow>[] = [
  {
    key: 'id',
    title: 'Ticket',
    width: 80,
    render: (row) => (
      <Anchor component={Link} to={ticketPath(row.id)} size="sm">
        #{row.id}
      </Anchor>
    ),
  },
  {
    key: 'subject',
    title: 'Subject',
    render: (row) => (
      <Anchor component={Link} to={ticketPath(row.id)} size="sm">
        {row.subject}
      </Anchor>
    ),
  },
  {
    key: 'requesterName',
    title: 'Requester',
    render: (row) => `${row.requesterName} (${row.requesterEmail})`,
  },
  { key: 'facilityName', title: 'Facility' },
  { key: 'categoryName', title: 'Category' },
  { key: 'priorityName', title: 'Priority', sortable: true, sortField: 'priority' },
  { key: 'status', title: 'Status', sortable: true, render: (row) => <StatusBadge status={row.status} /> },
  {
    key: 'sla',
    title: 'SLA',
    headerHint:
      'First response and resolution targets per priority, in business hours: weekends and holidays do not count.',
    render: (row) => <SlaBadge sla={row} />,
  },
  { key: 'assigneeName', title: 'Assignee', render: (row) => row.assigneeName ?? 'Unassigned' },
  { key: 'createdAt', title: 'Created', sortable: true, render: (row) => usDateTime(row.createdAt) },
  {
    key: 'updatedAt',
    title: 'Updated',
    sortable: true,
    hiddenByDefault: true,
    render: (row) => usDateTime(row.updatedAt),
  },
];
