import {
  systemUpdateMessages as m,
  type SystemUpdateForm,
  systemUpdateFormSchema,
} from '@homer/contracts/system-update';
import { Button, Group, Loader, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { fromLocalInput, toLocalInput } from '../../../shared/lib/local-date-time.ts';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useErrorSummary } from '../../../shared/ui/public-form/use-error-summary.ts';
import { toast } from '../../../shared/ui/toast.ts';
import {
  clearSystemUpdate,
  getSystemUpdate,
  saveSystemUpdate,
  systemUpdateKey,
} from '../api/system-update.ts';

type Values = { scheduledDate: string; message: string };
const toForm = (v: Values): SystemUpdateForm => ({ ...v, scheduledDate: fromLocalInput(v.scheduledDate) });
const resolve = zod4Resolver(systemUpdateFormSchema);

/** System Update (admin/system/update): schedule the update every signed-in browser counts down to, or clear it. */
export default function SystemUpdatePage() {
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: systemUpdateKey, queryFn: ({ signal }) => getSystemUpdate(signal) });
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        System Update
      </Title>
      <Text size="sm">
        Every signed-in user sees a countdown to the scheduled update, picked up within a minute of saving.
      </Text>
      {current.isPending ? (
        <Loader size="sm" aria-label="Loading" />
      ) : (
        <SystemUpdateFormView
          key={current.data?.scheduledDate ?? 'none'}
          scheduledDate={current.data?.scheduledDate ?? null}
          message={current.data?.message ?? ''}
          onChanged={() => queryClient.invalidateQueries({ queryKey: systemUpdateKey })}
        />
      )}
    </Stack>
  );
}

type FormProps = { scheduledDate: string | null; message: string; onChanged: () => Promise<void> };

function SystemUpdateFormView({ scheduledDate, message, onChanged }: FormProps) {
  const summary = useErrorSummary();
  const [busy, setBusy] = useState<'save' | 'clear' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { scheduledDate: toLocalInput(scheduledDate), message },
    validate: (values) => resolve(toForm(values)),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setBusy('save');
    try {
      const result = await saveSystemUpdate(toForm(values));
      if (!result.isSuccessful) {
        const text = result.message ?? 'The system update could not be scheduled.';
        if (text === m.dateInPast) form.setFieldError('scheduledDate', text);
        setFailure(text);
        summary.refuse();
        return;
      }
      toast.success(result.message ?? m.saved);
      await onChanged();
    } catch {
      // The api client has shown the HTTP failure.
    } finally {
      setBusy(null);
    }
  }, summary.refuse);

  const clear = async () => {
    setBusy('clear');
    try {
      const result = await clearSystemUpdate();
      toast.success(result.message ?? m.cleared);
      await onChanged();
    } catch {
      // The api client has shown the HTTP failure.
    } finally {
      setBusy(null);
    }
  };

  return (
    <form ref={summary.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <ErrorSummary formRef={summary.formRef} attempt={summary.attempt} message={failure} />
        <Text size="sm" data-testid="system-update-status">
          {scheduledDate
            ? `Scheduled for ${new Date(scheduledDate).toLocaleString('en-US')}.`
            : 'No system update is scheduled.'}
        </Text>
        <TextInput
          type="datetime-local"
          label="Update Date"
          withAsterisk
          {...form.getInputProps('scheduledDate')}
        />
        <Textarea
          label="Message"
          description="Shown with the countdown, e.g. what will change and how long it takes."
          autosize
          minRows={3}
          maxLength={500}
          {...form.getInputProps('message')}
        />
        <Group justify="flex-end">
          {scheduledDate && (
            <Button color="red.9" onClick={clear} loading={busy === 'clear'} disabled={busy === 'save'}>
              Clear Update
            </Button>
          )}
          <Button type="submit" loading={busy === 'save'} disabled={busy === 'clear'}>
            Schedule Update
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
