import { helpTicketLimits, helpTicketMessages, priorityTooltip } from '@homer/contracts/help-desk-public';
import {
  type SubmitDraft,
  submitDraftSchema,
  TicketCategory,
  type TicketDetail,
  ticketMessages,
} from '@homer/contracts/help-desk-tickets';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useServerSubmit } from '../../../shared/ui/public-form/use-server-submit.ts';
import { RequiredSelect } from '../../../shared/ui/required-select.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { draftCategoriesQuery, draftPrioritiesQuery } from '../api/draft-options.ts';
import { submitDraft } from '../api/ticket-commands.ts';

type Props = { ticket: TicketDetail; isComplaint: boolean; onSubmitted: () => Promise<unknown> };
type DraftForm = Omit<SubmitDraft, 'categoryId'> & { categoryId: number };

const draftBody = (values: DraftForm, isComplaint: boolean): SubmitDraft =>
  isComplaint ? { ...values, categoryId: undefined } : values;

/**
 * A ticket started by CreateTicket (the Complaints button, spec document 1 §2.2): its requester writes it here
 * and submits it. A complaint's category is fixed; any other draft chooses one.
 */
export function DraftForm({ ticket, isComplaint, onSubmitted }: Props) {
  const categoryList = useQuery({ ...draftCategoriesQuery, enabled: !isComplaint });
  const priorityList = useQuery(draftPrioritiesQuery);
  const server = useServerSubmit({ fallback: 'The ticket could not be submitted.' });
  const form = useForm<DraftForm>({
    mode: 'controlled',
    initialValues: {
      ticketId: ticket.id,
      subject: ticket.subject,
      description: ticket.description,
      priorityId: ticket.priorityId,
      categoryId: isComplaint
        ? 0
        : ticket.categoryId === TicketCategory.CiRepackComplaint
          ? 0
          : ticket.categoryId,
    },
    // A complaint has no category to choose (the server keeps its own); any other draft must name one.
    validate: (values) => {
      const errors = zod4Resolver(submitDraftSchema)(draftBody(values, isComplaint));
      if (!isComplaint && !values.categoryId) errors.categoryId = helpTicketMessages.categoryRequired;
      return errors;
    },
  });
  const categories = (categoryList.data ?? [])
    .filter((c) => c.value !== TicketCategory.CiRepackComplaint)
    .map((c) => ({ value: String(c.value), label: c.text }));
  const priorities = (priorityList.data ?? []).map((p) => ({ value: String(p.value), label: p.text }));

  const submit = form.onSubmit(
    (values) =>
      server.run(async () => {
        const result = await submitDraft(submitDraftSchema.parse(draftBody(values, isComplaint)));
        toast.success(result.message ?? ticketMessages.draftSubmitted);
        await onSubmitted();
      }),
    server.summary.refuse,
  );

  const idSelect = (field: 'categoryId' | 'priorityId') => ({
    ...form.getInputProps(field),
    value: form.values[field] ? String(form.values[field]) : null,
    onChange: (v: string | null) => form.setFieldValue(field, v ? Number(v) : 0),
  });

  return (
    <Paper withBorder p="lg" radius="md" maw={760}>
      <form ref={server.summary.formRef} onSubmit={submit} noValidate>
        <Stack>
          <Text>
            {isComplaint
              ? 'Describe the problem with the CI repack order or product. Program staff are notified as soon as you submit.'
              : 'Describe what you need help with. Program staff are notified as soon as you submit.'}
          </Text>
          <ErrorSummary {...server.summaryProps} />
          <TextInput
            label="Subject"
            required
            maxLength={helpTicketLimits.subject}
            {...form.getInputProps('subject')}
          />
          <Textarea
            label="Description"
            required
            autosize
            minRows={4}
            maxLength={helpTicketLimits.description}
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {!isComplaint && (
              <RequiredSelect label="Category" data={categories} {...idSelect('categoryId')} />
            )}
            <RequiredSelect
              label="Priority"
              description={priorityTooltip}
              data={priorities}
              {...idSelect('priorityId')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={server.saving}>
              Submit Ticket
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
