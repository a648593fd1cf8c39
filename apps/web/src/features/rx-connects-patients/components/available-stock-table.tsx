import type { RxAvailableProduct } from '@homer/contracts/rx-connects-patients';
import { formatUnitsAndPacks } from '@homer/contracts/stock-quantity';
import { Table, Text } from '@mantine/core';
import { ExpiryBadge } from '../../../shared/ui/stock/expiry-badge.tsx';

/** The repository's donated stock that may be dispensed: unexpired units per product and the expiry taken first. */
export function AvailableStockTable({ available }: { available: readonly RxAvailableProduct[] }) {
  if (available.length === 0)
    return (
      <Text size="sm" c="dimmed">
        This repository holds no donated stock that can be dispensed.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table withTableBorder fz="sm" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Product</Table.Th>
            <Table.Th scope="col">NDC</Table.Th>
            <Table.Th scope="col" ta="right">
              Available
            </Table.Th>
            <Table.Th scope="col">First Expiry</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {available.map((product) => (
            <Table.Tr key={product.productId}>
              <Table.Td>{product.productName}</Table.Td>
              <Table.Td>{product.ndc}</Table.Td>
              <Table.Td ta="right">{formatUnitsAndPacks(product.available, product)}</Table.Td>
              <Table.Td>
                <ExpiryBadge expiry={product.firstExpiry} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
