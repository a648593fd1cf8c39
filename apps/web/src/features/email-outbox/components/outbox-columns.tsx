import type { OutboxMessageRow } from '@homer/contracts/email-outbox';
import { Anchor, Badge } from '@mantine/core';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { formatSentTime } from './format-sent-time.ts';

export function outboxColumns(onView: (row: OutboxMessageRow) => void): ListColumn<OutboxMessageRow>[] {
  return [
    { key: 'createdAt', title: 'Created', sortable: true, render: (row) => formatSentTime(row.createdAt) },
    { key: 'toAddress', title: 'To' },
    { key: 'subject', title: 'Subject' },
    {
      key: 'status',
      title: 'Status',
      headerHint: 'Kept: no SMTP server is configured. SMTP refused: the mail server did not accept it.',
      render: (row) =>
        row.failure ? (
          <Badge color="red.9" variant="filled" title={row.failure}>
            SMTP refused
          </Badge>
        ) : (
          <Badge color="gray.8" variant="filled">
            Kept
          </Badge>
        ),
    },
    {
      key: 'view',
      title: 'Message',
      render: (row) => (
        <Anchor component="button" type="button" size="sm" onClick={() => onView(row)}>
          View
        </Anchor>
      ),
    },
  ];
}
