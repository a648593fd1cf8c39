import {
  rxPatientMessages as m,
  type RxDonationOptions,
  rxLimits,
} from '@homer/contracts/rx-connects-patients';
import { Alert, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { localIsoDay } from '../../../shared/lib/local-date-time.ts';
import { summaryEntry } from '../../../shared/ui/public-form/collect-field-errors.ts';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useServerSubmit } from '../../../shared/ui/public-form/use-server-submit.ts';
import { RequiredSelect } from '../../../shared/ui/required-select.tsx';
import { receiveRxDonation } from '../api/rx-donations.ts';
import {
  type DonationValues,
  donationBody,
  donationErrors,
  donationFieldOf,
  donationTotals,
  donationValues,
  emptyDonationLine,
  mayAddDonationLine,
} from '../lib/donation-lines.ts';
import { count, daysBefore } from '../lib/rx-format.ts';
import { DonationLineFields } from './donation-line-fields.tsx';
import { RxSection } from './rx-section.tsx';
import { useRxAnswer } from './use-rx-answer.ts';

type Props = {
  options: RxDonationOptions;
  /** Called with the new donation's id once the server received it. */
  onReceived: (donationId: number) => void;
  onCancel: () => void;
};

const choices = (items: readonly { value: number; text: string }[]) =>
  items.map((item) => ({ value: String(item.value), label: item.text }));

/**
 * A donation from an approved donor, inspected by the pharmacist and received at one of their repositories: each
 * item's lot and expiry, the units received and those rejected with the reason. Accepted units go into the
 * repository's donated stock; a refused receipt is told in the error summary at the top.
 */
export function DonationForm({ options, onReceived, onCancel }: Props) {
  const answer = useRxAnswer();
  const linesId = useId();
  const [today] = useState(() => localIsoDay(new Date()));
  const form = useForm<DonationValues>({
    mode: 'controlled',
    initialValues: donationValues(options, today),
    validate: donationErrors,
  });
  const server = useServerSubmit({
    fallback: 'The donation could not be received.',
    form,
    fieldOf: (message) => donationFieldOf[message] ?? null,
  });
  const submit = form.onSubmit(
    (values) =>
      server.run(async () => {
        const result = await answer(await receiveRxDonation(donationBody(values)), m.donationReceived);
        if ('refusal' in result) return server.refuse(result.refusal);
        onReceived(result.id);
      }),
    server.summary.refuse,
  );
  const { values } = form;
  const totals = donationTotals(values.lines);
  const linesError = typeof form.errors.lines === 'string' ? form.errors.lines : null;
  const selectProps = (field: 'repositoryId' | 'donorId') => ({
    value: values[field] ? String(values[field]) : null,
    error: form.errors[field],
    onChange: (value: string | null) => {
      form.setFieldValue(field, Number(value ?? 0));
      form.clearFieldError(field);
    },
  });
  if (options.repositories.length === 0)
    return (
      <Alert color="yellow" title="No repository">
        You are not linked to any repository. An Rx Connects administrator links pharmacists to repositories.
      </Alert>
    );
  return (
    <form ref={server.summary.formRef} onSubmit={submit} noValidate aria-label="Receive Donation">
      <Stack gap="md" maw={1100}>
        <ErrorSummary {...server.summaryProps} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <RequiredSelect
            label="Repository"
            placeholder="Choose the repository"
            searchable
            data={choices(options.repositories)}
            {...selectProps('repositoryId')}
          />
          <RequiredSelect
            label="Donor"
            placeholder="Choose the donor"
            description="Approved Rx Connects donors"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            searchable
            nothingFoundMessage="No approved donor matches"
            data={choices(options.donors)}
            {...selectProps('donorId')}
          />
          <TextInput
            type="date"
            label="Date Received"
            description="Today or within the last 7 days"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            withAsterisk
            min={daysBefore(today, 7)}
            max={today}
            {...form.getInputProps('receivedOn')}
          />
        </SimpleGrid>
        <RxSection title="Items Inspected">
          <Stack gap="sm" id={linesId} tabIndex={-1}>
            {values.lines.map((_, index) => (
              <DonationLineFields
                // biome-ignore lint/suspicious/noArrayIndexKey: lines are only added at the end or removed.
                key={index}
                form={form}
                index={index}
                products={options.products}
                onRemove={values.lines.length > 1 ? () => form.removeListItem('lines', index) : undefined}
              />
            ))}
          </Stack>
          {linesError && (
            <Text size="sm" c="red.9" {...summaryEntry('Items Inspected', linesId)}>
              {linesError}
            </Text>
          )}
          <Group justify="space-between">
            {mayAddDonationLine(values.lines) ? (
              <Button
                variant="default"
                leftSection={<IconPlus size={18} aria-hidden="true" />}
                onClick={() => form.insertListItem('lines', emptyDonationLine())}
              >
                Add Line
              </Button>
            ) : (
              <Text size="sm">At most {rxLimits.lines} lines.</Text>
            )}
            <Text size="sm" fw={600}>
              Accepted {count(totals.accepted)} units · Rejected {count(totals.rejected)} units
            </Text>
          </Group>
        </RxSection>
        <Textarea
          label="Note (optional)"
          autosize
          minRows={2}
          maxLength={rxLimits.note}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={server.saving}>
            Receive Donation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
