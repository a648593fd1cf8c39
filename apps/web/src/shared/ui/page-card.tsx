import { type MantineSpacing, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  title: ReactNode;
  maw: number;
  py?: MantineSpacing;
  children: ReactNode;
};

/** The centred card, headed by the page's only h1, that public and sign-in pages are drawn in. */
export function PageCard({ title, maw, py = 'md', children }: Props) {
  return (
    <Stack align="center" py={py}>
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={maw}>
        <Stack>
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}
