import {
  type MfPrescription,
  mfMessages as m,
  mfLimits,
  mfOrderCreateSchema,
} from '@homer/contracts/metabolic-formula';
import { formatUnitsAndPacks } from '@homer/contracts/stock-quantity';
import { ActionIcon, Group, NumberInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useId } from 'react';
import { CommandModal } from '../../../shared/ui/command-modal.tsx';
import { describedBelow } from '../../../shared/ui/described-below.ts';
import { summaryEntry } from '../../../shared/ui/public-form/collect-field-errors.ts';
import { createMfOrder } from '../api/mf-orders.ts';
import { nextPeriod } from '../lib/mf-format.ts';
import {
  currentPrescriptions,
  linesForMonths,
  type OrderLineValues,
  orderLines,
} from '../lib/order-lines.ts';
import { useMfAnswer } from './use-mf-answer.ts';

type Values = { patientId: number; period: string; months: 1 | 3; lines: OrderLineValues[] };
type Props = { patientId: number; prescriptions: readonly MfPrescription[]; onClose: () => void };

const validate = zod4Resolver(mfOrderCreateSchema, { errorPriority: 'first' });
const periodMessages: readonly string[] = [m.periodRequired, m.periodFormat, m.periodRange];
const unitsOf = (units: number, dispensingUnit: string) =>
  formatUnitsAndPacks(units, { dispensingUnit, packSize: 1 });

/**
 * An order for a period of one month or three: a line per current prescription, each starting at the quantity a
 * month times the months. The server checks it against the enrolment and the prescriptions for the whole period,
 * and its refusal is told at the top of the modal.
 */
export function NewOrderModal({ patientId, prescriptions, onClose }: Props) {
  const answer = useMfAnswer();
  const periodId = useId();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      patientId,
      period: nextPeriod(new Date()),
      months: 1,
      lines: orderLines(prescriptions, 1),
    },
    validate,
  });
  const { values } = form;
  const current = currentPrescriptions(prescriptions);
  const linesError = typeof form.errors.lines === 'string' ? form.errors.lines : null;
  const setMonths = (months: 1 | 3) => {
    form.setFieldValue('months', months);
    form.setFieldValue('lines', linesForMonths(values.lines, prescriptions, months));
  };
  return (
    <CommandModal
      title="New Order"
      form={form}
      submitLabel="Place Order"
      closeLabel="Cancel"
      fieldOf={(message) => (periodMessages.includes(message) ? 'period' : null)}
      send={async (sent) => {
        const result = await answer(await createMfOrder(mfOrderCreateSchema.parse(sent)), m.ordered);
        return 'refusal' in result ? result.refusal : null;
      }}
      onClose={onClose}
    >
      <Group align="flex-start" gap="lg">
        <TextInput
          id={periodId}
          type="month"
          label="Period"
          description="The first month, YYYY-MM"
          {...describedBelow}
          placeholder="YYYY-MM"
          withAsterisk
          w={200}
          {...form.getInputProps('period')}
        />
        <Radio.Group
          label="Months"
          withAsterisk
          value={String(values.months)}
          onChange={(value) => setMonths(value === '3' ? 3 : 1)}
          error={form.errors.months}
        >
          <Group gap="lg" mt="xs">
            <Radio value="1" label="1 month" />
            <Radio value="3" label="3 months" />
          </Group>
        </Radio.Group>
      </Group>
      <Stack gap="xs">
        {values.lines.length === 0 && (
          <Text size="sm" c="dimmed">
            {current.length === 0
              ? 'This patient has no prescription valid today: add one before ordering.'
              : 'Every product was removed from this order.'}
          </Text>
        )}
        {values.lines.map((line, index) => {
          const prescription = current.find((p) => p.productId === line.productId);
          const name = prescription?.productName ?? `Product ${line.productId}`;
          const perMonth = prescription
            ? `${unitsOf(prescription.unitsPerMonth, prescription.dispensingUnit)} a month · ${prescription.ndc}`
            : undefined;
          return (
            <Group key={line.productId} align="flex-end" gap="xs" wrap="nowrap">
              <NumberInput
                label={`Quantity of ${name}`}
                description={perMonth}
                {...describedBelow}
                withAsterisk
                style={{ flex: 1 }}
                min={1}
                max={mfLimits.unitsPerMonth * 3}
                clampBehavior="none"
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator=","
                {...form.getInputProps(`lines.${index}.quantity`)}
              />
              <ActionIcon
                variant="subtle"
                color="red.9"
                size="lg"
                mb={form.errors[`lines.${index}.quantity`] ? 26 : 2}
                aria-label={`Remove ${name}`}
                onClick={() => form.removeListItem('lines', index)}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </Group>
          );
        })}
        {linesError && (
          <Text size="sm" c="red.9" {...summaryEntry('Products', periodId)}>
            {linesError}
          </Text>
        )}
      </Stack>
    </CommandModal>
  );
}
