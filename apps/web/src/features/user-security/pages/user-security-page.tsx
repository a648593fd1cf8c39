import type { UserSecurity } from '@homer/contracts/mfa';
import { Alert, Center, Divider, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { session } from '../../../shared/lib/session.ts';
import { useSession } from '../../../shared/lib/use-session.ts';
import { userSecurityKey, userSecurityQueryOptions } from '../api/get-user-security.ts';
import { ChangePasswordCard } from '../components/change-password-card.tsx';
import { DevicesCard } from '../components/devices-card.tsx';
import { FingerprintCard } from '../components/fingerprint-card.tsx';
import { MfaMethodsCard } from '../components/mfa-methods-card.tsx';

function SecurityTab({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const query = useQuery(userSecurityQueryOptions(userId));
  const saved = (security: UserSecurity) => {
    queryClient.setQueryData(userSecurityKey(userId), security);
    // needToResetPin and similar flags also live in the session user.
    if (security.isOwner) void session.refresh().catch(() => undefined);
  };

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading security settings" />
      </Center>
    );
  }
  if (!query.data) return <Text>The security settings could not be loaded.</Text>;
  const security = query.data;

  return (
    <Stack>
      <Text>
        {security.fullName} ({security.userName})
      </Text>
      {security.isOwner && security.needToResetPin && (
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden="true" />}>
          Please change your password before you continue.
        </Alert>
      )}
      {security.isOwner && (
        <Paper withBorder p="lg" radius="md">
          <ChangePasswordCard userId={userId} onSaved={saved} />
        </Paper>
      )}
      <Paper withBorder p="lg" radius="md">
        <Stack gap="lg">
          <MfaMethodsCard security={security} onSaved={saved} />
          <Divider />
          <DevicesCard security={security} onSaved={saved} />
          <Divider />
          <FingerprintCard security={security} onSaved={saved} />
        </Stack>
      </Paper>
    </Stack>
  );
}

/**
 * admin/users/user/edit/{tab}/{id}: only the security tab exists so far; other tabs (and details/currentUser)
 * open the security tab of the same user (docs/decisions/018).
 */
export default function UserSecurityPage() {
  const { tab, id } = useParams();
  const { user } = useSession();
  const userId = id === 'currentUser' ? (user?.id ?? null) : positiveId(id);
  if (userId === null) return <Navigate to="/" replace />;
  if (tab !== 'security' || id === 'currentUser') {
    return <Navigate to={`/admin/users/user/edit/security/${userId}`} replace />;
  }
  return (
    <Stack maw={760}>
      <Title order={1}>User Security</Title>
      <SecurityTab key={userId} userId={userId} />
    </Stack>
  );
}
