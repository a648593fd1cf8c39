import { feedbackLimits } from '@homer/contracts/help-desk-public';
import type { TicketDetail } from '@homer/contracts/help-desk-tickets';
import { Group, Paper, Text, Title } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { usDateTime } from '../../../shared/lib/us-date.ts';

/** The requester's answer to the survey sent on closing: the stars with their number in words, and the comment. */
export function FeedbackCard({ feedback }: { feedback: NonNullable<TicketDetail['feedback']> }) {
  const stars = Array.from({ length: feedbackLimits.ratingMax }, (_, i) => i < feedback.rating);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        Feedback
      </Title>
      <Group gap={2} c="yellow.8" aria-hidden="true">
        {stars.map((lit, i) =>
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of five stars
          lit ? <IconStarFilled key={i} size={20} /> : <IconStar key={i} size={20} />,
        )}
      </Group>
      <Text size="sm" fw={600}>
        Rating: {feedback.rating} of {feedbackLimits.ratingMax}
      </Text>
      {feedback.comment && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {feedback.comment}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        Submitted {usDateTime(feedback.submittedAt)}
      </Text>
    </Paper>
  );
}
