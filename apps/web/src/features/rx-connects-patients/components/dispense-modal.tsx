import {
  rxPatientMessages as m,
  type RxApplication,
  rxDispenseSchema,
  rxLimits,
} from '@homer/contracts/rx-connects-patients';
import { formatUnitsAndPacks } from '@homer/contracts/stock-quantity';
import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { CommandModal } from '../../../shared/ui/command-modal.tsx';
import { describedBelow } from '../../../shared/ui/described-below.ts';
import { summaryEntry } from '../../../shared/ui/public-form/collect-field-errors.ts';
import { dispenseRxDonatedStock } from '../api/rx-applications.ts';
import {
  type DispenseValues,
  dispenseChoices,
  dispenseErrors,
  dispenseValues,
  emptyDispenseLine,
  mayAddDispenseLine,
} from '../lib/dispense-lines.ts';
import { LineLabel } from './line-label.tsx';
import { useRxAnswer } from './use-rx-answer.ts';

type Props = { application: RxApplication; onClose: () => void; onDone: () => void };

/**
 * Dispenses donated stock of the application's repository to an approved applicant: products of the stock on the
 * page, each at most what is available; the server picks the units first expiry first, and refuses the whole
 * dispensing when any product is short.
 */
export function DispenseModal({ application, onClose, onDone }: Props) {
  const answer = useRxAnswer();
  const firstProductId = useId();
  const { available } = application;
  const form = useForm<DispenseValues>({
    mode: 'controlled',
    initialValues: dispenseValues(application.id, available),
    validate: (values) => dispenseErrors(values, available),
  });
  const { values } = form;
  const linesError = typeof form.errors.lines === 'string' ? form.errors.lines : null;
  return (
    <CommandModal
      title={`Dispense to ${application.reference}`}
      form={form}
      submitLabel="Dispense"
      closeLabel="Cancel"
      size="xl"
      fieldOf={(message) => (message === m.noteTooLong ? 'note' : null)}
      send={async (sent) => {
        const result = await answer(await dispenseRxDonatedStock(rxDispenseSchema.parse(sent)), m.dispensed);
        return 'refusal' in result ? result.refusal : null;
      }}
      onClose={onClose}
      onDone={onDone}
    >
      <Text size="sm">
        Donated units of {application.repositoryName} are picked first expiry first. If any product is short,
        nothing is dispensed.
      </Text>
      <Stack gap="xs">
        {values.lines.map((line, index) => {
          const stock = available.find((p) => p.productId === line.productId);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are only added at the end or removed.
            <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
              <Select
                id={index === 0 ? firstProductId : undefined}
                label={<LineLabel line={index + 1}>Product</LineLabel>}
                withAsterisk
                searchable
                allowDeselect={false}
                nothingFoundMessage="No donated product matches"
                style={{ flex: 2, minWidth: 0 }}
                data={dispenseChoices(available, values.lines, index)}
                value={line.productId ? String(line.productId) : null}
                error={form.errors[`lines.${index}.productId`]}
                onChange={(value) => {
                  form.setFieldValue(`lines.${index}.productId`, Number(value ?? 0));
                  form.clearFieldError(`lines.${index}.productId`);
                }}
              />
              <NumberInput
                label={<LineLabel line={index + 1}>Quantity</LineLabel>}
                description={stock ? `At most ${formatUnitsAndPacks(stock.available, stock)}` : undefined}
                {...describedBelow}
                withAsterisk
                style={{ flex: 1, minWidth: 120 }}
                min={1}
                max={stock?.available}
                // Kept as typed: the contract's message says what is allowed.
                clampBehavior="none"
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator=","
                {...form.getInputProps(`lines.${index}.quantity`)}
              />
              {values.lines.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  size="lg"
                  mt={26}
                  aria-label={`Remove line ${index + 1}`}
                  onClick={() => form.removeListItem('lines', index)}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              )}
            </Group>
          );
        })}
        {linesError && (
          <Text size="sm" c="red.9" {...summaryEntry('Products', firstProductId)}>
            {linesError}
          </Text>
        )}
        {mayAddDispenseLine(values.lines, available) && (
          <Group>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => form.insertListItem('lines', emptyDispenseLine())}
            >
              Add Product
            </Button>
          </Group>
        )}
      </Stack>
      <Textarea
        label="Note (optional)"
        autosize
        minRows={2}
        maxLength={rxLimits.note}
        {...form.getInputProps('note')}
      />
    </CommandModal>
  );
}
