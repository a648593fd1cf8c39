import {
  type CiOrderDetail,
  ciOrderLimits,
  ciOrderReturnSchema,
  ciOrderMessages as m,
} from '@homer/contracts/ci-orders';
import { NumberInput, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { usDate } from '../../../shared/lib/us-date.ts';
import { CommandModal } from '../../../shared/ui/command-modal.tsx';
import { RequiredSelect } from '../../../shared/ui/required-select.tsx';
import { returnCiOrderStock } from '../api/ci-orders.ts';
import { type ReturnableLot, returnableLots } from '../lib/order-documents.ts';
import { useOrderAnswer } from './use-order-answer.ts';

type Values = { orderId: number; lotId: number; units: number | ''; note: string };
type Props = { order: CiOrderDetail; onClose: () => void };

const validate = zod4Resolver(ciOrderReturnSchema);
/** "Only 12 units of that lot are free to return.": the words before the number, read from the contract. */
const tooMany = m.returnTooMany(0).slice(0, m.returnTooMany(0).indexOf('0'));
const fieldOf = (message: string) =>
  message === m.returnLotNotOurs
    ? 'lotId'
    : message === m.returnUnitsRange || message.startsWith(tooMany)
      ? 'units'
      : null;
const units = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'unit' : 'units'}`;
const lotLabel = (lot: ReturnableLot) =>
  `Lot ${lot.lotNumber} · ${lot.productName} (${lot.ndc})${lot.expiryDate ? ` · exp. ${usDate(lot.expiryDate)}` : ''}`;

/**
 * Units of a lot received for this order go back to the supplier (damaged, short-dated, the wrong product); the
 * short/over lines count them as product returned. Only free units: what a job or shipment set aside stays.
 */
export function ReturnModal({ order, onClose }: Props) {
  const answer = useOrderAnswer();
  const lots = returnableLots(order.documents);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      orderId: order.id,
      lotId: lots.length === 1 ? (lots[0]?.lotId ?? 0) : 0,
      units: '',
      note: '',
    },
    validate,
  });
  const lot = lots.find((l) => l.lotId === form.values.lotId);
  return (
    <CommandModal
      title="Return to supplier"
      form={form}
      submitLabel="Return units"
      fieldOf={fieldOf}
      send={async (values) => answer(await returnCiOrderStock(ciOrderReturnSchema.parse(values)))}
      onClose={onClose}
    >
      {lots.length === 0 && <Text size="sm">No lot received for this order has units left to return.</Text>}
      <RequiredSelect
        label="Lot"
        withAsterisk
        data={lots.map((l) => ({ value: String(l.lotId), label: lotLabel(l) }))}
        value={form.values.lotId ? String(form.values.lotId) : null}
        error={form.errors.lotId}
        onChange={(value) => form.setFieldValue('lotId', Number(value ?? 0))}
      />
      <NumberInput
        label="Units"
        description={
          lot
            ? `Received for this order and not returned: ${units(lot.units)}`
            : 'Tablets, capsules… (not bottles)'
        }
        withAsterisk
        min={1}
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('units')}
      />
      <Textarea
        label="Note"
        description="Why the units go back, e.g. damaged bottles"
        autosize
        minRows={2}
        maxLength={ciOrderLimits.note}
        {...form.getInputProps('note')}
      />
    </CommandModal>
  );
}
