import { ciOrderLimits } from '@homer/contracts/ci-orders';
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import type { PurchaseProduct, ReceiptLineValues } from '../lib/receive-lines.ts';

export type ReceiveValues = { orderId: number; purchaseId: number; lines: ReceiptLineValues[] };
type Props = {
  form: UseFormReturnType<ReceiveValues>;
  index: number;
  products: readonly PurchaseProduct[];
  onRemove: (() => void) | null;
};

export const receiveLineInputId = (index: number) => `ci-receive-line-${index}-lot`;

/** One received lot: its bulk product (of the purchase), lot, expiry, bottles and the cost per unit. */
export function ReceiveLineFields({ form, index, products, onRemove }: Props) {
  const path = (field: keyof ReceiptLineValues) => `lines.${index}.${field}`;
  const line = form.values.lines[index];
  const product = form.getInputProps(path('productId'));
  return (
    <Paper withBorder p="sm" component="fieldset" m={0}>
      <Text component="legend" fw={600} size="sm" px={4}>
        Lot {index + 1}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Product"
          withAsterisk
          allowDeselect={false}
          data={products.map((p) => ({
            value: String(p.productId),
            label: `${p.productName} (${p.ndc}), bottles of ${p.packSize.toLocaleString('en-US')}`,
          }))}
          value={line?.productId ? String(line.productId) : null}
          error={product.error}
          onChange={(value) => form.setFieldValue(path('productId'), Number(value ?? 0))}
        />
        <TextInput
          id={receiveLineInputId(index)}
          label="Lot"
          withAsterisk
          maxLength={ciOrderLimits.lotNumber}
          {...form.getInputProps(path('lotNumber'))}
        />
        <TextInput
          label="Expiration Date"
          type="date"
          withAsterisk
          {...form.getInputProps(path('expiryDate'))}
        />
        <NumberInput
          label="Bottles"
          withAsterisk
          min={1}
          max={ciOrderLimits.bottles}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps(path('bottles'))}
        />
        <TextInput
          label="Unit Cost"
          description="Per unit (tablet, capsule…) as invoiced, e.g. 0.0425; empty when not known"
          maxLength={20}
          {...form.getInputProps(path('unitCost'))}
        />
      </SimpleGrid>
      {onRemove && (
        <Group justify="flex-end" mt="xs">
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={onRemove}
          >
            Remove lot {index + 1}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
