import { Group, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

type Props = { title: string; actions?: ReactNode; children: ReactNode };

/** One part of a patient's or an order's page, named by its h2, with its buttons beside the heading. */
export function MfSection({ title, actions, children }: Props) {
  const id = useId();
  return (
    <Stack component="section" gap="xs" aria-labelledby={id}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
