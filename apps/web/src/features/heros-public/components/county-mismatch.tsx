import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

type Props = { chosen: string; verified: string; onUseVerified: () => void };

/**
 * The County chosen before the agency address was verified names another county than the address: say so
 * (both may be right, e.g. an office outside the county served, so the choice stays the applicant's).
 */
export function CountyMismatch({ chosen, verified, onUseVerified }: Props) {
  return (
    <Alert color="orange" role="status" icon={<IconAlertTriangle aria-hidden="true" />}>
      <Text size="sm">
        The verified agency address is in {verified} County, but County is set to {chosen}. Please check which
        is right.
      </Text>
      <Button size="xs" variant="default" mt="xs" onClick={onUseVerified}>
        Use {verified} County
      </Button>
    </Alert>
  );
}
