import { Stack, Text, Title } from '@mantine/core';
import { useSession } from '../../../shared/lib/use-session.ts';

export default function DashboardPage() {
  const { user } = useSession();
  return (
    <Stack gap="xs">
      <Title order={1}>Dashboard</Title>
      {user && (
        <Text>
          Welcome, {user.firstName} {user.lastName}.
        </Text>
      )}
    </Stack>
  );
}
