import type { SessionUser } from '@homer/contracts/account';
import { Anchor, Badge, Burger, Group } from '@mantine/core';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { useHomeOptions } from '../../shared/lib/use-home-options.ts';
import { HeaderLiveControls } from './header-live-controls-lazy.ts';
import { UserMenu } from './signed-in-chunks.ts';

type AppHeaderProps = {
  user: SessionUser | null;
  navOpened: boolean;
  onToggleNav: () => void;
};

export function AppHeader({ user, navOpened, onToggleNav }: AppHeaderProps) {
  const options = useHomeOptions().data;
  const productName = options?.productName ?? 'HOMER';
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {user && (
          <Burger
            opened={navOpened}
            onClick={onToggleNav}
            hiddenFrom="md"
            size="sm"
            aria-label="Navigation"
            aria-expanded={navOpened}
            className="homer-print-hidden"
          />
        )}
        <Anchor component={Link} to="/" c="var(--mantine-color-text)" fw={700} fz="xl" underline="never">
          {productName}
        </Anchor>
        {options && options.environment !== 'production' && (
          <Badge color="red.9" variant="filled" radius="sm">
            BETA
          </Badge>
        )}
      </Group>
      {user && (
        <Group gap="xs" wrap="nowrap">
          <HeaderLiveControls />
          <Suspense fallback={null}>
            <UserMenu user={user} />
          </Suspense>
        </Group>
      )}
    </Group>
  );
}
