import { Group, Loader, VisuallyHidden } from '@mantine/core';

/** A small spinner that says what is loading to screen readers (a bare spinner has no accessible name). */
export function Busy({ label }: { label: string }) {
  return (
    <Group role="status" gap="xs">
      <Loader size="sm" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Group>
  );
}
