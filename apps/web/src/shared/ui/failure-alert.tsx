import { Alert } from '@mantine/core';

/** A refused submission's message above a form's buttons; nothing while there is none. */
export function FailureAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}
