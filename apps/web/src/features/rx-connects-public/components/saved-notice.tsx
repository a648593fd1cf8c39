import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

/** The server's thank-you once a registration is stored; nothing before that. */
export function SavedNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="green" icon={<IconCircleCheck aria-hidden="true" />} role="status">
      {message}
    </Alert>
  );
}
