import {
  releaseNoteMessages as m,
  type ReleaseNote,
  type SaveReleaseNote,
  saveReleaseNoteSchema,
} from '@homer/contracts/release-notes';
import { Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useErrorSummary } from '../../../shared/ui/public-form/use-error-summary.ts';
import { SaveCancelActions } from '../../../shared/ui/save-cancel-actions.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { releaseNotesQueryKey } from '../api/get-web-release-notes-list.ts';
import { saveReleaseNote } from '../api/save-release-note.ts';
import { ReleaseNoteHtml } from './release-note-html.tsx';

type Values = { versionNumber: string; goLiveDate: string; releaseNotes: string };
type Props = { note: ReleaseNote | null; onDone: () => void };

/**
 * Add or edit a release note. The web app has no rich-text editor yet, so the description is HTML in a text
 * area with a live preview, sanitized as it will be shown (decision 042).
 */
export function ReleaseNoteForm({ note, onDone }: Props) {
  const queryClient = useQueryClient();
  const summary = useErrorSummary();
  const [saving, setSaving] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      versionNumber: note?.versionNumber ?? '',
      goLiveDate: note?.goLiveDate ?? '',
      releaseNotes: note?.releaseNotes ?? '',
    },
    validate: zod4Resolver(saveReleaseNoteSchema),
  });

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const body: SaveReleaseNote = {
        ...saveReleaseNoteSchema.parse(values),
        ...(note ? { id: note.id } : {}),
      };
      const result = await saveReleaseNote(body);
      toast.success(result.message ?? m.saved);
      await queryClient.invalidateQueries({ queryKey: releaseNotesQueryKey });
      onDone();
    } catch {
      // The api client has shown the HTTP failure.
    } finally {
      setSaving(false);
    }
  }, summary.refuse);

  const html = form.getValues().releaseNotes;
  return (
    <form ref={summary.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <ErrorSummary formRef={summary.formRef} attempt={summary.attempt} />
        <TextInput
          label="Version Number"
          withAsterisk
          maxLength={20}
          {...form.getInputProps('versionNumber')}
        />
        <TextInput type="date" label="Go Live Date" withAsterisk {...form.getInputProps('goLiveDate')} />
        <Textarea
          label="Description of Change"
          description="HTML. Formatting and links are kept; scripts, styles and event handlers are removed when saved."
          autosize
          minRows={6}
          maxRows={16}
          {...form.getInputProps('releaseNotes')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="release-note-preview">
            Preview
          </Text>
          <Paper withBorder p="sm" aria-labelledby="release-note-preview">
            {html.trim() ? (
              <ReleaseNoteHtml html={html} />
            ) : (
              <Text size="sm" c="dimmed">
                The description appears here as you type.
              </Text>
            )}
          </Paper>
        </Stack>
        <SaveCancelActions onCancel={onDone} saving={saving} />
      </Stack>
    </form>
  );
}
