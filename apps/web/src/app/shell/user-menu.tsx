import type { SessionUser } from '@homer/contracts/account';
import { ActionIcon, Anchor, Button, Divider, Popover, Stack } from '@mantine/core';
import { IconBell, IconLogout, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FacilitySelect } from '../../features/facility/components/facility-select.tsx';
import { useFacilitySelection } from '../../features/facility/lib/use-facility-selection.ts';
import { session } from '../../shared/lib/session.ts';

function initials(user: SessionUser): string {
  const letters = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  return (letters || user.userName.charAt(0)).toUpperCase();
}

export function UserMenu({ user }: { user: SessionUser }) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  // Runs while the menu is closed too: auto-selection and clearing a stale facility happen at sign-in.
  const facilities = useFacilitySelection(user.id);

  const logout = async () => {
    close();
    await session.logout();
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={300}
      shadow="md"
      withArrow
      trapFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="filled"
          radius="xl"
          size={38}
          onClick={() => setOpened((o) => !o)}
          // The name starts with the visible initials so speech-input users can say what they see.
          aria-label={`${initials(user)} User menu`}
          aria-expanded={opened}
          aria-haspopup="dialog"
        >
          {initials(user)}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-label="User menu">
        <Stack gap="sm">
          <Anchor
            component={Link}
            to={`/admin/users/user/edit/details/${user.id}`}
            onClick={close}
            fw={600}
            display="flex"
            style={{ alignItems: 'center', gap: 8 }}
          >
            <IconUser size={18} aria-hidden="true" />
            {user.firstName} {user.lastName}
          </Anchor>
          <FacilitySelect selection={facilities} />
          <Anchor
            component={Link}
            to={`/admin/users/user/edit/notifications/${user.id}`}
            onClick={close}
            display="flex"
            style={{ alignItems: 'center', gap: 8 }}
          >
            <IconBell size={18} aria-hidden="true" />
            Notification settings
          </Anchor>
          <Divider />
          <Button
            variant="default"
            leftSection={<IconLogout size={18} aria-hidden="true" />}
            onClick={logout}
          >
            Logout
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
