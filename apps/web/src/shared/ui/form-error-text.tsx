import { Text } from '@mantine/core';

/** The compact sign-in and password forms show a refusal as small red text, not as an alert box. */
export function FormErrorText({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Text role="alert" c="red.9" size="sm">
      {message}
    </Text>
  );
}
