import type { SystemNotificationRow } from '@homer/contracts/system-notifications';
import { systemNotificationClassLabels } from '@homer/contracts/system-notifications';
import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';

/** Whether the banner shows now, will, or has ended: what an administrator scans the list for. */
function status(row: SystemNotificationRow) {
  const now = Date.now();
  if (Date.parse(row.endDate) <= now)
    return (
      <Badge color="gray.8" variant="filled">
        Ended
      </Badge>
    );
  if (Date.parse(row.startDate) > now)
    return (
      <Badge color="blue.9" variant="filled">
        Scheduled
      </Badge>
    );
  return (
    <Badge color="teal.9" variant="filled">
      Showing
    </Badge>
  );
}

export const systemNotificationColumns: readonly ListColumn<SystemNotificationRow>[] = [
  {
    key: 'title',
    title: 'Title',
    render: (row) => (
      <Anchor component={Link} to={`/admin/system/notifications/edit/${row.id}`} size="sm">
        {row.title}
      </Anchor>
    ),
  },
  { key: 'startDateStr', title: 'Start Date', sortable: true, sortField: 'startDate' },
  { key: 'endDateStr', title: 'End Date' },
  {
    key: 'notificationClassCss',
    title: 'Style',
    render: (row) => systemNotificationClassLabels[row.notificationClassCss],
  },
  { key: 'status', title: 'Status', render: status },
  { key: 'updatedByName', title: 'Updated By', render: (row) => row.updatedByName ?? '' },
];
