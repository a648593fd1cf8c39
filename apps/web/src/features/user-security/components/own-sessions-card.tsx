import type { UserSecurity } from '@homer/contracts/mfa';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconLogout } from '@tabler/icons-react';
import { toast } from '../../../shared/ui/toast.ts';
import { signOutOtherSessions } from '../api/sign-out-other-sessions.ts';

type Props = { userId: number; onSaved: (security: UserSecurity) => void };

/**
 * The owner's own "sign out everywhere else" (decision 066): administrators have their own sign-out for others.
 * This browser stays signed in, so the user who fears a lost device or phone is not sent to the login page.
 */
export function OwnSessionsCard({ userId, onSaved }: Props) {
  const confirm = () =>
    modals.openConfirmModal({
      title: 'Sign out everywhere else',
      children: (
        <Text size="sm">
          End every other session of yours, phones signed in with a QR code included? This browser stays
          signed in.
        </Text>
      ),
      labels: { confirm: 'Sign out everywhere else', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        const result = await signOutOtherSessions(userId);
        if (result.message) toast.success(result.message);
        if (result.value) onSaved(result.value);
      },
    });

  return (
    <Stack aria-labelledby="own-sessions-title" component="section">
      <Title order={2} size="h3" id="own-sessions-title">
        Your Sessions
      </Title>
      <Text size="sm">
        Signed in on a computer or phone you no longer have? End every session but this one.
      </Text>
      <Group>
        <Button
          color="red"
          variant="light"
          leftSection={<IconLogout size={18} aria-hidden="true" />}
          onClick={confirm}
        >
          Sign out everywhere else
        </Button>
      </Group>
    </Stack>
  );
}
