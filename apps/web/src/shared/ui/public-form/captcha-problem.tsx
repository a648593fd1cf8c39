import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export const captchaProblemMessage =
  'The security check could not be loaded, so this form cannot be sent yet. What you have entered is kept; we keep trying, or you can try again now.';

/** Shown while the invisible captcha has no solution because it failed: why Submit is disabled, and a retry. */
export function CaptchaProblem({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="orange" role="alert" icon={<IconAlertTriangle aria-hidden="true" />}>
      <Text size="sm">{captchaProblemMessage}</Text>
      <Button size="xs" variant="default" mt="xs" onClick={onRetry}>
        Try the security check again
      </Button>
    </Alert>
  );
}
