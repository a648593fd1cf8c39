import type { StockLot } from '@homer/contracts/stock';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ExpiryBadge } from '../../../shared/ui/stock/expiry-badge.tsx';
import { StockStatusBadge } from '../../../shared/ui/stock/stock-status-badge.tsx';
import { UnitsAndPacks } from '../../../shared/ui/stock/units-and-packs.tsx';
import { sourceText } from './lot-path.ts';

/** Unit costs of cheap tablets run to fractions of a cent: up to four decimals are kept. */
const unitCost = (cost: string) =>
  `$${Number(cost).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 })}`;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

/** Everything about the lot but its ledger. */
export function LotDetails({ lot }: { lot: StockLot }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" component="dl" m={0}>
      <Field label="Inventory Site">{lot.siteName}</Field>
      <Field label="Product">
        {lot.productName} (NDC {lot.ndc})
      </Field>
      <Field label="Unit">
        {lot.dispensingUnit} · pack of {lot.packSize}
      </Field>
      <Field label="Lot">{lot.lotNumber}</Field>
      <Field label="Expiry">
        <ExpiryBadge expiry={lot.expiryDate} />
      </Field>
      <Field label="Bin">{lot.bin ?? '—'}</Field>
      <Field label="Unit Cost">{lot.unitCost === null ? '—' : unitCost(lot.unitCost)}</Field>
      <Field label="Source">{sourceText(lot)}</Field>
      <Field label="Status">
        <StockStatusBadge status={lot.status} />
        {lot.statusNote && (
          <Text span size="xs" c="dimmed" ml="xs">
            {lot.statusNote}
          </Text>
        )}
      </Field>
      <Field label="On Hand">
        <UnitsAndPacks units={lot.onHand} unit={lot} />
      </Field>
      <Field label="Allocated">
        <UnitsAndPacks units={lot.allocated} unit={lot} />
      </Field>
      <Field label="Available">
        <UnitsAndPacks units={lot.available} unit={lot} />
      </Field>
    </SimpleGrid>
  );
}
