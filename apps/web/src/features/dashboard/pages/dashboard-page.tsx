import { Grid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DashboardSystemNotifications } from '../../system-notifications/components/dashboard-system-notifications.tsx';
import { dashboardInfoKey, getDashboardInfo } from '../api/dashboard.ts';
import { BounceAlert } from '../components/bounce-alert.tsx';
import { PushNotificationControl } from '../components/push-notification-control.tsx';
import { QuickUserInfo } from '../components/quick-user-info.tsx';
import { WidgetGrid } from '../components/widget-grid.tsx';

/** Spec §2.3: banners, quick-user-info, push control, bounce alert, then the widgets. */
export default function DashboardPage() {
  const info = useQuery({
    queryKey: dashboardInfoKey,
    queryFn: ({ signal }) => getDashboardInfo(signal),
    staleTime: 0,
  });
  const bounce = info.data?.bounce;
  return (
    <Stack gap="sm">
      <DashboardSystemNotifications />
      <Title order={1}>Dashboard</Title>
      {bounce && <BounceAlert bounce={bounce} />}
      <Grid columns={12}>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <QuickUserInfo info={info.data} loading={info.isPending} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <PushNotificationControl />
        </Grid.Col>
      </Grid>
      <WidgetGrid />
    </Stack>
  );
}
