import type { UserSecurity } from '@homer/contracts/mfa';
import { Alert, Center, Divider, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { session } from '../../../shared/lib/session.ts';
import { userSecurityKey, userSecurityQueryOptions } from '../api/get-user-security.ts';
import { AccountAdminCard } from './account-admin-card.tsx';
import { ChangePasswordCard } from './change-password-card.tsx';
import { DevicesCard } from './devices-card.tsx';
import { FingerprintCard } from './fingerprint-card.tsx';
import { MfaMethodsCard } from './mfa-methods-card.tsx';
import { OwnSessionsCard } from './own-sessions-card.tsx';

/** The security tab of the user edit page (decision 018): password, second factors, devices, fingerprint. */
export function SecurityTab({ userId }: { userId: number }) {
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
      <Paper withBorder p="lg" radius="md">
        {security.isOwner ? (
          <OwnSessionsCard userId={userId} onSaved={saved} />
        ) : (
          <AccountAdminCard security={security} />
        )}
      </Paper>
    </Stack>
  );
}
