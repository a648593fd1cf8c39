import { Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { browserPermission, type PermissionState } from './browser-notification.ts';

const permissionText: Record<PermissionState, { label: string; color: string; help: string }> = {
  granted: {
    label: 'Allowed',
    color: 'teal',
    help: 'Pushes also appear as system notifications while HOMER is in the background.',
  },
  denied: {
    label: 'Blocked',
    color: 'red',
    help: 'Pushes show only inside HOMER. Allow notifications for this site in the browser settings to change this.',
  },
  default: {
    label: 'Not asked yet',
    color: 'gray',
    help: 'Allow notifications to see pushes while HOMER is in the background.',
  },
  unsupported: {
    label: 'Not supported',
    color: 'gray',
    help: 'This browser cannot show system notifications; pushes show inside HOMER.',
  },
};

/**
 * Spec §2.3 push-notification control: this browser's permission and a way to ask for it. The Dashboard shows it as
 * is; the notification settings add the test push (issue 27, decision 091) as `children`.
 */
export function PushPermissionCard({ children }: { children?: ReactNode }) {
  const [permission, setPermission] = useState<PermissionState>(browserPermission);
  const text = permissionText[permission];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="push-control-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="push-control-title">
          Push notifications
        </Title>
        <Badge color={text.color} variant="light" aria-label={`Browser notifications: ${text.label}`}>
          {text.label}
        </Badge>
      </Group>
      <Text size="sm" mb="sm">
        {text.help}
      </Text>
      <Group gap="xs">
        {permission === 'default' && (
          <Button variant="light" onClick={async () => setPermission(await Notification.requestPermission())}>
            Allow notifications
          </Button>
        )}
        {children}
      </Group>
    </Card>
  );
}
