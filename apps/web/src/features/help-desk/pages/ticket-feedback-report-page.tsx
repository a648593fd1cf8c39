import { feedbackReportQuerySchema } from '@homer/contracts/help-desk-tickets';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { getFeedbackReport } from '../api/ticket-queries.ts';
import { FeedbackReportTable } from '../components/feedback-report-table.tsx';
import { defaultReportRange } from '../lib/report-range.ts';

type Range = { from: string; to: string };
type RangeErrors = Partial<Record<keyof Range, string>>;

function rangeErrors(range: Range): RangeErrors | null {
  const parsed = feedbackReportQuerySchema.safeParse(range);
  if (parsed.success) return null;
  const errors: RangeErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'from' ? 'from' : 'to';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** support/tickets/feedback-report: the feedback surveys' average rating and count per month and category. */
export default function TicketFeedbackReportPage() {
  const [draft, setDraft] = useState<Range>(defaultReportRange);
  const [range, setRange] = useState<Range>(draft);
  const [errors, setErrors] = useState<RangeErrors | null>(null);
  const report = useQuery({
    queryKey: ['help-desk-tickets', 'feedback-report', range],
    queryFn: ({ signal }) => getFeedbackReport(range.from, range.to, signal),
    retry: false,
  });

  const apply = () => {
    const found = rangeErrors(draft);
    setErrors(found);
    if (!found) setRange(draft);
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/support/tickets/list" size="sm">
        Back to Support Tickets
      </Anchor>
      <Title order={1} size="h2">
        Ticket Feedback
      </Title>
      <Paper withBorder p="md" radius="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
          noValidate
        >
          <Group align="flex-start" wrap="wrap">
            <TextInput
              type="date"
              label="From"
              required
              value={draft.from}
              onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })}
              error={errors?.from}
            />
            <TextInput
              type="date"
              label="To"
              required
              value={draft.to}
              onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })}
              error={errors?.to}
            />
            <Button type="submit" mt={25}>
              Show report
            </Button>
          </Group>
        </form>
      </Paper>
      {report.isPending && <Loader size="sm" aria-label="Loading" />}
      {report.isError && (
        <Alert color="red" role="alert" title="The report could not be loaded.">
          {refusalMessage(report.error)}
        </Alert>
      )}
      {report.data && <FeedbackReportTable report={report.data} />}
    </Stack>
  );
}
