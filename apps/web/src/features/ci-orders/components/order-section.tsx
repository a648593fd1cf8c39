import { Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

type Props = { title: string; children: ReactNode };

/** One part of the order page, named by its h2. */
export function OrderSection({ title, children }: Props) {
  const id = useId();
  return (
    <Stack component="section" gap="xs" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
