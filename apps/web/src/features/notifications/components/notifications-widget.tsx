import { notificationMessages } from '@homer/contracts/notification-paths';
import { Anchor, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { notifiedWhen } from '../../../shared/lib/relative-time.ts';
import { rightDrawer } from '../../../shared/lib/right-drawer.ts';
import {
  notificationCommands,
  notificationListQueryOptions,
  notificationsKey,
} from '../api/notifications.ts';
import { openNotification } from '../lib/open-notification.ts';

/** Dashboard widget (spec §2.3): the first five unread notifications and a way into the drawer. */
export function NotificationsWidget() {
  const list = useInfiniteQuery(
    notificationListQueryOptions({ type: 'Notification', unreadOnly: true, businessArea: null }),
  );
  const items = list.data?.pages[0]?.items ?? [];
  const queryClient = useQueryClient();
  // As in the drawer (spec §4.2): clicking one marks it read and opens what it is about.
  const markRead = async (id: number) => {
    try {
      await notificationCommands.markRead(id);
    } finally {
      await queryClient.invalidateQueries({ queryKey: notificationsKey });
    }
  };
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
          <UnstyledButton
            key={n.userNotificationId}
            onClick={() => openNotification(n, (x) => markRead(x.userNotificationId))}
            aria-label={`Open ${n.title}`}
          >
            <Text fw={600} size="sm">
              {n.title}
            </Text>
            <Text size="sm" lineClamp={2}>
              {n.message}
            </Text>
            <Text size="xs" c="dimmed">
              {notifiedWhen(n.notifiedDate)}
            </Text>
          </UnstyledButton>
        ))}
      </Stack>
    </Card>
  );
}
