import type { RecallRow } from '@homer/contracts/fda-recalls';
import { routeById } from '@homer/contracts/routes';
import { Anchor, Badge, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { lotPath } from '../../../shared/lib/stock-paths.ts';
import { usDate } from '../../../shared/lib/us-date.ts';
import { useCan } from '../../../shared/lib/use-can.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { StockStatusBadge } from '../../../shared/ui/stock/stock-status-badge.tsx';
import { UnitsAndPacks } from '../../../shared/ui/stock/units-and-packs.tsx';
import { CutText } from './cut-text.tsx';
import { RecallRecipients } from './recall-recipients.tsx';

const lotPageAccess = routeById('stockLot').access;

function Holdings({ row }: { row: RecallRow }) {
  const canOpenLot = useCan(lotPageAccess);
  if (row.holdings.length === 0)
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  return (
    <>
      <List size="sm" spacing={2}>
        {row.holdings.map((h) => (
          <List.Item key={h.lotId}>
            {h.inventoryName} ({h.facilityName}): {h.ndc} lot{' '}
            {canOpenLot ? (
              <Anchor component={Link} to={lotPath(h.lotId)} size="sm">
                {h.lotNumber}
              </Anchor>
            ) : (
              h.lotNumber
            )}
            {h.lotNamed && (
              <Badge color="red.9" size="xs" ml={4}>
                lot recalled
              </Badge>
            )}{' '}
            {h.status !== 'available' && <StockStatusBadge status={h.status} />} ·{' '}
            <UnitsAndPacks units={h.quantity} unit={h} />
            {h.expirationDate ? ` · exp ${usDate(h.expirationDate)}` : ''}
          </List.Item>
        ))}
      </List>
      <RecallRecipients row={row} />
    </>
  );
}

export const recallColumns: ListColumn<RecallRow>[] = [
  { key: 'recallNumber', title: 'Recall Number', width: 130 },
  { key: 'recallInitiationDateStr', title: 'Initiated', sortable: true, width: 110 },
  {
    key: 'classification',
    title: 'Class',
    headerHint:
      'FDA recall class. I: may cause serious harm or death. II: may cause temporary harm. III: unlikely to cause harm.',
    width: 90,
  },
  { key: 'status', title: 'Status', width: 100 },
  {
    key: 'productDescription',
    title: 'Product',
    render: (row) => <CutText value={row.productDescription} />,
  },
  { key: 'openFdaProductNdc', title: 'Product NDCs' },
  {
    key: 'codeInfo',
    title: 'Code Info',
    headerHint: 'The lots, expiry dates and other codes the recall covers, as the FDA writes them.',
    render: (row) => <CutText value={row.codeInfo} />,
  },
  { key: 'recallingFirm', title: 'Firm' },
  { key: 'holdings', title: 'Held In Our Inventories', render: (row) => <Holdings row={row} /> },
];
