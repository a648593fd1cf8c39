import type { StockLot } from '@homer/contracts/stock';
import { Text } from '@mantine/core';
import { DetailField, DetailsGrid } from '../../../shared/ui/details-grid.tsx';
import { ExpiryBadge } from '../../../shared/ui/stock/expiry-badge.tsx';
import { StockStatusBadge } from '../../../shared/ui/stock/stock-status-badge.tsx';
import { UnitsAndPacks } from '../../../shared/ui/stock/units-and-packs.tsx';
import { sourceText } from './lot-source.ts';

/** Unit costs of cheap tablets run to fractions of a cent: up to four decimals are kept. */
const unitCost = (cost: string) =>
  `$${Number(cost).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 })}`;

/** Everything about the lot but its ledger. */
export function LotDetails({ lot }: { lot: StockLot }) {
  return (
    <DetailsGrid>
      <DetailField label="Inventory Site">{lot.siteName}</DetailField>
      <DetailField label="Product">
        {lot.productName} (NDC {lot.ndc})
      </DetailField>
      <DetailField label="Unit">
        {lot.dispensingUnit} · pack of {lot.packSize}
      </DetailField>
      <DetailField label="Lot">{lot.lotNumber}</DetailField>
      <DetailField label="Expiry">
        <ExpiryBadge expiry={lot.expiryDate} />
      </DetailField>
      <DetailField label="Bin">{lot.bin ?? '—'}</DetailField>
      <DetailField label="Unit Cost">{lot.unitCost === null ? '—' : unitCost(lot.unitCost)}</DetailField>
      <DetailField label="Source">{sourceText(lot)}</DetailField>
      <DetailField label="Status">
        <StockStatusBadge status={lot.status} />
        {lot.statusNote && (
          <Text span size="xs" c="dimmed" ml="xs">
            {lot.statusNote}
          </Text>
        )}
      </DetailField>
      <DetailField label="On Hand">
        <UnitsAndPacks units={lot.onHand} unit={lot} />
      </DetailField>
      <DetailField label="Allocated">
        <UnitsAndPacks units={lot.allocated} unit={lot} />
      </DetailField>
      <DetailField label="Available">
        <UnitsAndPacks units={lot.available} unit={lot} />
      </DetailField>
    </DetailsGrid>
  );
}
