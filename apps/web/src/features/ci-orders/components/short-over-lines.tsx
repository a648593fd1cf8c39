import type { CiOrderDetail } from '@homer/contracts/ci-orders';
import { List, Text } from '@mantine/core';
import { figureSources } from '../lib/order-documents.ts';
import { ShortOverTable } from './short-over-table.tsx';

/**
 * The order's shortage/overage lines, derived from its purchases, ledger documents and repack jobs (never typed),
 * with where each figure comes from.
 */
export function ShortOverLines({ order }: { order: CiOrderDetail }) {
  const shortOver = order.lines.filter((line) => line.isShortOver).length;
  return (
    <ShortOverTable
      lines={order.lines}
      caption={
        <>
          <Text size="sm" fw={600} c="var(--mantine-color-text)">
            {shortOver === 0
              ? 'No line is short or over.'
              : `${shortOver} of ${order.lines.length} ${order.lines.length === 1 ? 'line is' : 'lines are'} short or over.`}
          </Text>
          <List size="xs" spacing={2} mt={4} mb={6}>
            {figureSources(order).map((source) => (
              <List.Item key={source}>{source}</List.Item>
            ))}
          </List>
        </>
      }
    />
  );
}
