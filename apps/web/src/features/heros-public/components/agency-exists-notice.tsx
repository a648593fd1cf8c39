import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';

type Props = { programEmail: string; onBack: () => void };

/** "My Agency is on this list": the agency is in the system already; the programme mailbox helps further. */
export function AgencyExistsNotice({ programEmail, onBack }: Props) {
  return (
    <Stack>
      <Alert color="blue" title="Your agency is already in the system" role="status">
        <Text size="sm">
          Your agency does not need to apply again. For access to your agency's HEROS account or to change its
          details, please contact the HEROS programme at{' '}
          <Anchor href={`mailto:${programEmail}`} size="sm" c="blue.9" underline="always">
            {programEmail}
          </Anchor>
          .
        </Text>
      </Alert>
      <Group>
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
      </Group>
    </Stack>
  );
}
