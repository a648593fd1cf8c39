import type { CurrentUser } from '@homer/contracts/account';
import { Anchor, Badge, Burger, Group } from '@mantine/core';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { phiReady } from '../../shared/lib/phi-ready.ts';
import { useHomeOptions } from '../../shared/lib/use-home-options.ts';
import { HeaderLiveControls, PaletteLauncher } from './header-live-controls-lazy.ts';
import { UserMenu } from './signed-in-chunks.ts';

type AppHeaderProps = {
  user: CurrentUser | null;
  navOpened: boolean;
  onToggleNav: () => void;
};

export function AppHeader({ user, navOpened, onToggleNav }: AppHeaderProps) {
  const options = useHomeOptions().data;
  const productName = options?.productName ?? 'HOMER';
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap">
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
          <PaletteLauncher access={user.access} phiReady={phiReady(user)} />
          <HeaderLiveControls />
          <Suspense fallback={null}>
            <UserMenu user={user} />
          </Suspense>
        </Group>
      )}
    </Group>
  );
}
