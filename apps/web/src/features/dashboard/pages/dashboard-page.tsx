import { effectiveLayout } from '@homer/contracts/dashboard-widgets';
import { Button, Grid, Group, Stack, Title } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../../shared/lib/use-session.ts';
import { PushPermissionCard } from '../../push-stack/push-permission-card.tsx';
import { DashboardSystemNotifications } from '../../system-notifications/components/dashboard-system-notifications.tsx';
import { dashboardInfoKey, dashboardLayoutQuery, getDashboardInfo } from '../api/dashboard.ts';
import { BounceAlert } from '../components/bounce-alert.tsx';
import { QuickUserInfo } from '../components/quick-user-info.tsx';
import { WidgetGrid } from '../components/widget-grid.tsx';

// The dialog loads when first opened: most visits never customize.
const CustomizeDashboard = lazy(() =>
  import('../components/customize-dashboard.tsx').then((m) => ({ default: m.CustomizeDashboard })),
);

/**
 * Spec §2.3: banners, quick-user-info, push control, bounce alert, then the widgets, which each user may hide and
 * reorder (decision 091). The test push is on the user's notification settings tab.
 */
export default function DashboardPage() {
  const { user } = useSession();
  const [customizing, setCustomizing] = useState(false);
  const info = useQuery({
    queryKey: dashboardInfoKey,
    queryFn: ({ signal }) => getDashboardInfo(signal),
    staleTime: 0,
  });
  const layout = useQuery(dashboardLayoutQuery);
  const bounce = info.data?.bounce;
  return (
    <Stack gap="sm">
      <DashboardSystemNotifications />
      <Group justify="space-between">
        <Title order={1}>Dashboard</Title>
        <Button
          variant="default"
          leftSection={<IconLayoutDashboard size={18} aria-hidden="true" />}
          disabled={!layout.isSuccess}
          onClick={() => setCustomizing(true)}
        >
          Customize dashboard
        </Button>
      </Group>
      {bounce && <BounceAlert bounce={bounce} />}
      <Grid columns={12}>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <QuickUserInfo info={info.data} loading={info.isPending} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <PushPermissionCard />
        </Grid.Col>
      </Grid>
      <WidgetGrid />
      {customizing && (
        <Suspense fallback={null}>
          <CustomizeDashboard
            layout={layout.data?.widgets ?? effectiveLayout(null, user ? user.access : null)}
            opened
            onClose={() => setCustomizing(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
