import { documentKindLabel, type StockDocumentRow } from '@homer/contracts/stock-documents';
import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import { stockDocumentPath } from '../../../shared/lib/stock-paths.ts';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';

export const documentColumns: ListColumn<StockDocumentRow>[] = [
  {
    key: 'id',
    title: 'Document',
    sortable: true,
    render: (row) => (
      <Anchor component={Link} to={stockDocumentPath(row.id)} size="sm">
        {documentKindLabel(row.kind)} #{row.id}
      </Anchor>
    ),
  },
  { key: 'siteName', title: 'Inventory Site' },
  {
    key: 'reference',
    title: 'Reference',
    render: (row) => (
      <>
        {row.reference ?? ''}
        {row.reversedBy !== null && (
          <Badge color="gray.8" variant="outline" size="sm" ml={row.reference ? 'xs' : 0}>
            Reversed by #{row.reversedBy}
          </Badge>
        )}
      </>
    ),
  },
  { key: 'lineCount', title: 'Lines' },
  { key: 'occurredAt', title: 'Moved', render: (row) => usDateTime(row.occurredAt) },
  { key: 'recordedAt', title: 'Recorded', render: (row) => usDateTime(row.recordedAt) },
  { key: 'postedBy', title: 'Posted By', render: (row) => row.postedBy ?? 'HOMER' },
];
