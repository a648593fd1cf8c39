import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useHomeOptions } from '../../shared/lib/use-home-options.ts';

export function AppFooter({ signedIn }: { signedIn: boolean }) {
  const vendor = useHomeOptions().data?.vendor;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Text size="sm" c="dimmed">
        System by{vendor ? ` ${vendor}` : ''}
      </Text>
      {signedIn && (
        <Anchor component={Link} to="/support/web-release-notes" size="sm">
          Web Release Notes
        </Anchor>
      )}
    </Group>
  );
}
