import { Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** One part of the page: a landmark named by its h2, so screen-reader users can jump between parts. */
export function TechSpecSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
