import {
  type HerosRoundDetail,
  herosLimits,
  herosRoundSaveSchema,
  herosMessagesBackOffice as m,
} from '@homer/contracts/heros';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useErrorSummary } from '../../../shared/ui/public-form/use-error-summary.ts';
import { SaveCancelActions } from '../../../shared/ui/save-cancel-actions.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { saveRound } from '../api/heros-commands.ts';
import { herosKey, roundQuery } from '../api/heros-queries.ts';
import { applyRefusal } from '../lib/apply-refusal.ts';
import { type RoundValues, roundBody, roundValues } from '../lib/round-form.ts';
import { OrderOptionRows } from './order-option-rows.tsx';
import { RoundActions } from './round-actions.tsx';
import { roundPath } from './round-columns.tsx';

const resolve = zod4Resolver(herosRoundSaveSchema);
const listPath = '/heros/rounds/list';

/** Create or edit a round: its name, dates and order options; a saved round can be opened or closed. */
export function RoundForm({ round }: { round: HerosRoundDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const summary = useErrorSummary();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RoundValues>({
    mode: 'controlled',
    initialValues: roundValues(round),
    validate: (values) => resolve(roundBody(values)),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setSaving(true);
    try {
      const result = await saveRound(roundBody(values));
      toast.success(result.message ?? m.roundSaved);
      await queryClient.invalidateQueries({ queryKey: herosKey });
      if (values.id === 0) {
        if (result.value) navigate(roundPath(result.value), { replace: true });
        return;
      }
      // The saved round, with the ids of options added just now: a second save must not add them again.
      const saved = roundValues(await queryClient.fetchQuery(roundQuery(values.id)));
      form.setValues(saved);
      form.resetDirty(saved);
    } catch (error) {
      const message = applyRefusal(error, form);
      if (message !== null) {
        setFailure(message);
        summary.refuse();
      }
    } finally {
      setSaving(false);
    }
  }, summary.refuse);

  return (
    <Stack gap="md">
      {round.id > 0 && round.canEdit && <RoundActions round={round} hasUnsavedChanges={form.isDirty()} />}
      <form ref={summary.formRef} onSubmit={submit} noValidate>
        <Stack gap="md" maw={1100}>
          <ErrorSummary formRef={summary.formRef} attempt={summary.attempt} message={failure} />
          <TextInput
            label="Round name"
            withAsterisk
            maxLength={herosLimits.roundName}
            maw={480}
            {...form.getInputProps('name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} maw={720}>
            <TextInput
              type="datetime-local"
              label="Opens"
              description="Empty: from when the round is opened"
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...form.getInputProps('opensAt')}
            />
            <TextInput
              type="datetime-local"
              label="Closes"
              description="Empty: until the round is closed"
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...form.getInputProps('closesAt')}
            />
          </SimpleGrid>
          <OrderOptionRows form={form} />
          {round.canEdit && <SaveCancelActions onCancel={() => navigate(listPath)} saving={saving} />}
        </Stack>
      </form>
    </Stack>
  );
}
