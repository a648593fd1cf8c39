import { Group, Stack, Title } from '@mantine/core';
import { type ReactNode, type Ref, useId } from 'react';

type Props = {
  title: string;
  actions?: ReactNode;
  /** Makes the heading focusable from script: where focus goes when the button that opened a modal is gone. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
};

/** One part of an application's, a donation's or the report's page, named by its h2, its buttons beside it. */
export function RxSection({ title, actions, headingRef, children }: Props) {
  const id = useId();
  return (
    <Stack component="section" gap="xs" aria-labelledby={id}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h3" id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
