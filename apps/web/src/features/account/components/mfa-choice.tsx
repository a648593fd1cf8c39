import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDeviceMobile, IconFingerprint } from '@tabler/icons-react';

type Method = 'device' | 'fingerprint';

const methods = [
  { method: 'device', label: 'Device', Icon: IconDeviceMobile },
  { method: 'fingerprint', label: 'SecuGen', Icon: IconFingerprint },
] as const;

/** Spec: "Multi-factor choice screen with two options: Device, or SecuGen (fingerprint)". */
export function MfaChoice({ onChoose }: { onChoose: (method: Method) => void }) {
  return (
    <Stack>
      <Text id="mfa-choice-help">Choose how to verify it is you.</Text>
      <Group grow role="group" aria-labelledby="mfa-choice-help">
        {methods.map(({ method, label, Icon }) => (
          <Button
            key={method}
            size="lg"
            variant="light"
            leftSection={<Icon aria-hidden="true" />}
            onClick={() => onChoose(method)}
          >
            {label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
