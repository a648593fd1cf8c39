import type { CiOrderPurchase } from '@homer/contracts/ci-orders';
import { ActionIcon, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';

type Props = { purchases: readonly CiOrderPurchase[]; onEdit: ((purchase: CiOrderPurchase) => void) | null };

const count = (value: number) => value.toLocaleString('en-US');

/** The supplier invoices of bulk bottles bought for the order, line by line. */
export function PurchasesTable({ purchases, onEdit }: Props) {
  if (purchases.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No purchase has been recorded for this order yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table withTableBorder fz="sm" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Supplier</Table.Th>
            <Table.Th scope="col">Invoice #</Table.Th>
            <Table.Th scope="col">Purchase order</Table.Th>
            <Table.Th scope="col">Bulk product</Table.Th>
            <Table.Th scope="col" ta="right">
              Bottles Ordered
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Bottles Invoiced
            </Table.Th>
            {onEdit && (
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        {purchases.map((purchase) => {
          const span = Math.max(purchase.lines.length, 1);
          const [first, ...rest] = purchase.lines;
          const figures = (line: CiOrderPurchase['lines'][number] | undefined) => (
            <>
              <Table.Td>
                {line ? (
                  <>
                    {line.productName}
                    <Text span display="block" fz="xs" c="dimmed">
                      {line.ndc}
                    </Text>
                  </>
                ) : (
                  '—'
                )}
              </Table.Td>
              <Table.Td ta="right">{line ? count(line.bottlesOrdered) : '—'}</Table.Td>
              <Table.Td ta="right">{line ? count(line.bottlesInvoiced) : '—'}</Table.Td>
            </>
          );
          return (
            <Table.Tbody key={purchase.id}>
              <Table.Tr>
                <Table.Td rowSpan={span}>{purchase.supplierName}</Table.Td>
                <Table.Td rowSpan={span}>{purchase.invoiceNumber}</Table.Td>
                <Table.Td rowSpan={span}>{purchase.purchaseOrderNumber ?? '—'}</Table.Td>
                {figures(first)}
                {onEdit && (
                  <Table.Td rowSpan={span}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit purchase ${purchase.invoiceNumber}`}
                      onClick={() => onEdit(purchase)}
                    >
                      <IconPencil size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
              {rest.map((line) => (
                <Table.Tr key={line.productId}>{figures(line)}</Table.Tr>
              ))}
            </Table.Tbody>
          );
        })}
      </Table>
    </Table.ScrollContainer>
  );
}
