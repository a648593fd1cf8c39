import type { StockCount } from '@homer/contracts/stock-counts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import { CountStatusBadge } from './count-status-badge.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

const who = (name: string | null, at: string | null) => (at ? `${name ?? 'System'}, ${usDateTime(at)}` : '—');

/** Who did what and when: started, counted, verified, and the stock document the variance was posted as. */
export function CountSummary({ count }: { count: StockCount }) {
  const outcome =
    count.status === 'posted'
      ? count.documentId
        ? `Posted as stock document #${count.documentId}`
        : 'Posted: no lot differed, so nothing moved'
      : count.status === 'cancelled' && count.cancelledAt
        ? `Cancelled ${usDateTime(count.cancelledAt)}`
        : 'Not posted yet';
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <Fact label="Status">
        <CountStatusBadge status={count.status} />
      </Fact>
      <Fact label="Inventory site">{count.siteName}</Fact>
      <Fact label="Products">{count.scopeLabel}</Fact>
      <Fact label="Started">{who(count.startedByName, count.startedAt)}</Fact>
      <Fact label="Counted">{who(count.countedByName, count.countedAt)}</Fact>
      <Fact label="Verified">{who(count.verifiedByName, count.verifiedAt)}</Fact>
      <Fact label="Stock document">{outcome}</Fact>
    </SimpleGrid>
  );
}
