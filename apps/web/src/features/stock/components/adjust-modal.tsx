import { stockMessages as m, maxAdjustQuantity, type StockLot, stockNoteMax } from '@homer/contracts/stock';
import { formatUnitsAndPacks, unitsOf } from '@homer/contracts/stock-quantity';
import { NumberInput, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { fromLocalInput, toLocalInput } from '../../../shared/lib/local-date-time.ts';
import { adjustLot, adjustmentReasonsQuery } from '../api/stock-api.ts';
import { StockActionModal } from './stock-action-modal.tsx';

type Values = {
  direction: 'in' | 'out';
  amount: number | string;
  per: 'units' | 'packs';
  reasonCode: string;
  note: string;
  occurredAt: string;
};

type Props = { lot: StockLot; onClose: () => void; onDone: () => void };

const signedUnits = (v: Values, packSize: number) => {
  const amount = Number(v.amount);
  const units = v.per === 'packs' ? unitsOf(amount, 0, packSize) : amount;
  return v.direction === 'in' ? units : -units;
};

/** Adds or takes units of the lot, entered as units or packs, for a reason a person may give. */
export function AdjustModal({ lot, onClose, onDone }: Props) {
  const reasons = useQuery(adjustmentReasonsQuery);
  // Left as it opened, the date means "now": the minute shown is earlier than now, and may be before the lot's
  // first movement when that was a moment ago.
  const [opened] = useState(() => toLocalInput(new Date().toISOString()));
  const directionLabel = useId();
  const perLabel = useId();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      direction: 'out',
      amount: '',
      per: 'units',
      reasonCode: '',
      note: '',
      occurredAt: opened,
    },
    validate: {
      amount: (_value, values) => {
        const units = Math.abs(signedUnits(values, lot.packSize));
        return Number.isInteger(units) && units >= 1 && units <= maxAdjustQuantity ? null : m.quantityInvalid;
      },
      reasonCode: (value) => (value ? null : m.reasonRequired),
      occurredAt: (value) => (value && !Number.isNaN(Date.parse(value)) ? null : m.occurredAtInvalid),
    },
  });
  const values = form.getValues();
  const fits = (reasons.data ?? []).filter((r) => r.direction === 'both' || r.direction === values.direction);
  const units = signedUnits(values, lot.packSize);
  return (
    <StockActionModal
      title={`Adjust lot ${lot.lotNumber}`}
      form={form}
      submitLabel="Post adjustment"
      onClose={onClose}
      onDone={onDone}
      send={(v) =>
        adjustLot({
          lotId: lot.id,
          quantity: signedUnits(v, lot.packSize),
          reasonCode: v.reasonCode,
          note: v.note.trim() || undefined,
          ...(v.occurredAt === opened ? {} : { occurredAt: fromLocalInput(v.occurredAt) }),
        })
      }
    >
      <Stack gap={4}>
        <Text size="sm" fw={500} id={directionLabel}>
          Add or take
        </Text>
        <SegmentedControl
          aria-labelledby={directionLabel}
          data={[
            { value: 'out', label: 'Take stock' },
            { value: 'in', label: 'Add stock' },
          ]}
          {...form.getInputProps('direction')}
          onChange={(value) => {
            form.setFieldValue('direction', value as Values['direction']);
            form.setFieldValue('reasonCode', '');
          }}
        />
      </Stack>
      <NumberInput
        label="Quantity"
        withAsterisk
        min={1}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('amount')}
      />
      {lot.packSize > 1 && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id={perLabel}>
            Counted in
          </Text>
          <SegmentedControl
            aria-labelledby={perLabel}
            data={[
              { value: 'units', label: `${lot.dispensingUnit} (units)` },
              { value: 'packs', label: `Packs of ${lot.packSize}` },
            ]}
            {...form.getInputProps('per')}
          />
        </Stack>
      )}
      {Number(values.amount) > 0 && (
        <Text size="sm" aria-live="polite">
          {units > 0 ? 'Adds' : 'Takes'} {formatUnitsAndPacks(Math.abs(units), lot)}; on hand{' '}
          {formatUnitsAndPacks(lot.onHand, lot)} now.
        </Text>
      )}
      <Select
        label="Reason"
        withAsterisk
        data={fits.map((r) => ({ value: r.code, label: r.label }))}
        {...form.getInputProps('reasonCode')}
      />
      <TextInput
        label="Date it happened"
        type="datetime-local"
        withAsterisk
        {...form.getInputProps('occurredAt')}
      />
      <Textarea label="Note" maxLength={stockNoteMax} autosize minRows={2} {...form.getInputProps('note')} />
    </StockActionModal>
  );
}
