import { type RxDonationOptions, rxLimits } from '@homer/contracts/rx-connects-patients';
import { formatUnitsAndPacks } from '@homer/contracts/stock-quantity';
import { ActionIcon, Fieldset, Group, NumberInput, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { describedBelow } from '../../../shared/ui/described-below.ts';
import { acceptedUnits, type DonationValues } from '../lib/donation-lines.ts';
import { LineLabel } from './line-label.tsx';

type Props = {
  form: UseFormReturnType<DonationValues>;
  index: number;
  products: RxDonationOptions['products'];
  /** Absent while the line is the donation's only one. */
  onRemove?: () => void;
};

const wholeUnits = {
  allowDecimal: false,
  allowNegative: false,
  clampBehavior: 'none',
  thousandSeparator: ',',
} as const;

/**
 * One inspected item of a donation: the product, its lot and expiry as labelled, the units received and those
 * rejected at inspection, which are destroyed and need their reason.
 */
export function DonationLineFields({ form, index, products, onRemove }: Props) {
  const line = form.values.lines[index];
  if (!line) return null;
  const path = `lines.${index}` as const;
  const number = index + 1;
  const product = products.find((p) => p.value === line.productId);
  const unit = product?.dispensingUnit;
  const rejecting = typeof line.rejected === 'number' && line.rejected > 0;
  return (
    <Fieldset legend={`Line ${number}`} variant="default" p="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
        <Select
          label={<LineLabel line={number}>Product</LineLabel>}
          withAsterisk
          searchable
          allowDeselect={false}
          nothingFoundMessage="No formulary product matches"
          data={products.map((p) => ({ value: String(p.value), label: `${p.text} (${p.ndc})` }))}
          value={line.productId ? String(line.productId) : null}
          error={form.errors[`${path}.productId`]}
          onChange={(value) => {
            form.setFieldValue(`${path}.productId`, Number(value ?? 0));
            form.clearFieldError(`${path}.productId`);
          }}
        />
        <TextInput
          label={<LineLabel line={number}>Lot Number</LineLabel>}
          withAsterisk
          maxLength={rxLimits.lotNumber}
          {...form.getInputProps(`${path}.lotNumber`)}
        />
        <TextInput
          type="date"
          label={<LineLabel line={number}>Expiry Date</LineLabel>}
          withAsterisk
          {...form.getInputProps(`${path}.expiryDate`)}
        />
        <NumberInput
          label={<LineLabel line={number}>Quantity</LineLabel>}
          description={unit ? `Units received (${unit})` : 'Units received'}
          {...describedBelow}
          withAsterisk
          min={1}
          max={rxLimits.quantity}
          {...wholeUnits}
          {...form.getInputProps(`${path}.quantity`)}
        />
        <NumberInput
          label={<LineLabel line={number}>Rejected</LineLabel>}
          description="Units rejected at inspection and destroyed"
          {...describedBelow}
          min={0}
          max={typeof line.quantity === 'number' ? line.quantity : rxLimits.quantity}
          {...wholeUnits}
          {...form.getInputProps(`${path}.rejected`)}
        />
        {rejecting && (
          <TextInput
            label={<LineLabel line={number}>Rejection Reason</LineLabel>}
            description="Why the rejected units were destroyed"
            {...describedBelow}
            withAsterisk
            maxLength={rxLimits.rejectionReason}
            {...form.getInputProps(`${path}.rejectionReason`)}
          />
        )}
      </SimpleGrid>
      <Group justify="space-between" mt="xs">
        <Text size="sm" aria-live="polite">
          Accepted into stock:{' '}
          {formatUnitsAndPacks(acceptedUnits(line), product ?? { dispensingUnit: 'unit', packSize: 1 })}
        </Text>
        {onRemove && (
          <ActionIcon
            variant="subtle"
            color="red.9"
            size="lg"
            aria-label={`Remove line ${number}`}
            onClick={onRemove}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        )}
      </Group>
    </Fieldset>
  );
}
