import { Alert, Button, Text } from '@mantine/core';

/** A record page whose record could not be read: the reason and Try again. */
export function LoadFailure({ what, error, retry }: { what: string; error: Error; retry: () => unknown }) {
  return (
    <Alert color="red" role="alert" title={`The ${what} could not be loaded.`}>
      <Text size="sm" mb="xs">
        {error.message}
      </Text>
      <Button variant="default" size="xs" onClick={() => void retry()}>
        Try again
      </Button>
    </Alert>
  );
}
