import { Stack, Text, Title } from '@mantine/core';
import { useSession } from '../../../shared/lib/use-session.ts';
import { DashboardSystemNotifications } from '../../system-notifications/components/dashboard-system-notifications.tsx';

export default function DashboardPage() {
  const { user } = useSession();
  return (
    <Stack gap="xs">
      {/* Spec §2.3: the system-notification banners come first. */}
      <DashboardSystemNotifications />
      <Title order={1}>Dashboard</Title>
      {user && (
        <Text>
          Welcome, {user.firstName} {user.lastName}.
        </Text>
      )}
    </Stack>
  );
}
