import type { ErrorOccurrence } from '@homer/contracts/error-reports';
import { Accordion, Code, Text, Title } from '@mantine/core';
import { usDateTime } from '../../../shared/lib/us-date.ts';

/** The group's newest occurrences (only those are kept), each with its stack on demand. */
export function OccurrenceList({ occurrences, total }: { occurrences: ErrorOccurrence[]; total: number }) {
  return (
    <>
      <Title order={2} size="h3">
        Occurrences
      </Title>
      <Text size="sm">
        {total > occurrences.length
          ? `The newest ${occurrences.length} of ${total} are kept.`
          : `${occurrences.length} occurrence${occurrences.length === 1 ? '' : 's'}.`}
      </Text>
      <Accordion variant="separated">
        {occurrences.map((o) => (
          <Accordion.Item key={o.id} value={String(o.id)}>
            <Accordion.Control>
              {[
                usDateTime(o.occurredAt),
                o.release,
                o.browser,
                o.route,
                o.httpStatus ? `HTTP ${o.httpStatus}` : null,
                o.requestId ? `request ${o.requestId}` : null,
                o.userId ? `user ${o.userId}` : 'signed out',
              ]
                .filter(Boolean)
                .join(' · ')}
            </Accordion.Control>
            <Accordion.Panel>
              {o.stack ? <Code block>{o.stack}</Code> : <Text size="sm">No stack was reported.</Text>}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </>
  );
}
