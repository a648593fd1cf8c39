import type { DashboardInfo } from '@homer/contracts/dashboard';
import { Anchor, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import { useSelectedFacility } from '../../../shared/lib/use-selected-facility.ts';
import { useSession } from '../../../shared/lib/use-session.ts';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** Spec §2.3 quick-user-info: who is signed in, with which facility, and when they last signed in. */
export function QuickUserInfo({ info, loading }: { info: DashboardInfo | undefined; loading: boolean }) {
  const { user } = useSession();
  const [facility] = useSelectedFacility();
  if (!user) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="quick-user-info-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="quick-user-info-title">
          {user.firstName} {user.lastName}
        </Title>
        <Anchor component={Link} to="/admin/users/user/edit/details/currentUser" size="sm">
          My details
        </Anchor>
      </Group>
      {/* Plain label/value pairs: the user menu already uses a description list for the facility. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Field label="Email" value={user.email} />
        <Field label="User name" value={user.userName} />
        <Field label="Facility" value={facility ? facility.name : 'None selected'} />
        <Field
          label="Previous sign-in"
          value={loading ? '…' : info?.previousSignIn ? usDateTime(info.previousSignIn) : 'First sign-in'}
        />
      </SimpleGrid>
    </Card>
  );
}
