import { notificationMessages } from '@homer/contracts/notification-paths';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { notifiedWhen } from '../../../shared/lib/relative-time.ts';
import { rightDrawer } from '../../../shared/lib/right-drawer.ts';
import { notificationListQueryOptions } from '../api/notifications.ts';

/** Dashboard widget (spec §2.3): the first five unread notifications and a way into the drawer. */
export function NotificationsWidget() {
  const list = useInfiniteQuery(
    notificationListQueryOptions({ type: 'Notification', unreadOnly: true, businessArea: null }),
  );
  const items = list.data?.pages[0]?.items ?? [];
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="section"
      aria-labelledby="notifications-widget-title"
    >
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="notifications-widget-title">
          Notifications
        </Title>
        <Anchor component="button" type="button" onClick={() => rightDrawer.open('Notification')}>
          Open notifications
        </Anchor>
      </Group>
      {list.isError && (
        <Text c="red" role="alert">
          {notificationMessages.fetchError}
        </Text>
      )}
      {list.isSuccess && items.length === 0 && <Text c="dimmed">No unread notifications.</Text>}
      <Stack gap="xs">
        {items.map((n) => (
          <div key={n.userNotificationId}>
            <Text fw={600} size="sm">
              {n.title}
            </Text>
            <Text size="sm" lineClamp={2}>
              {n.message}
            </Text>
            <Text size="xs" c="dimmed">
              {notifiedWhen(n.notifiedDate)}
            </Text>
          </div>
        ))}
      </Stack>
    </Card>
  );
}
