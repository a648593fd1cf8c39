import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDeviceMobile, IconFingerprint } from '@tabler/icons-react';

/** Spec: "Multi-factor choice screen with two options: Device, or SecuGen (fingerprint)". */
export function MfaChoice({ onChoose }: { onChoose: (method: 'device' | 'fingerprint') => void }) {
  return (
    <Stack>
      <Text id="mfa-choice-help">Choose how to verify it is you.</Text>
      <Group grow role="group" aria-labelledby="mfa-choice-help">
        <Button
          size="lg"
          variant="light"
          leftSection={<IconDeviceMobile aria-hidden="true" />}
          onClick={() => onChoose('device')}
        >
          Device
        </Button>
        <Button
          size="lg"
          variant="light"
          leftSection={<IconFingerprint aria-hidden="true" />}
          onClick={() => onChoose('fingerprint')}
        >
          SecuGen
        </Button>
      </Group>
    </Stack>
  );
}
