import { businessAreas } from '@homer/contracts/business-area';
import {
  type Notification,
  type NotificationKind,
  notificationMessages,
} from '@homer/contracts/notifications';
import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconChecks, IconSettings, IconTrash } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { rightDrawer } from '../../../shared/lib/right-drawer.ts';
import { useSession } from '../../../shared/lib/use-session.ts';
import { confirmAction } from '../../../shared/ui/confirm-action.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import {
  notificationCommands,
  notificationListQueryOptions,
  notificationsKey,
  unreadCountsQueryOptions,
} from '../api/notifications.ts';
import { openNotification } from '../lib/open-notification.ts';
import { NotificationItem } from './notification-item.tsx';

const areaOptions = businessAreas
  .filter((a) => a.code !== 0)
  .map((a) => ({ value: String(a.code), label: a.name }));
/** A list of the drawer (spec §2.2, §4.2, §9): notifications, or the Messages drawer's Chat notifications. */
export function NotificationList({ kind, mobile }: { kind: NotificationKind; mobile: boolean }) {
  const [unreadOnly, setUnreadOnly] = useState(true);
  const [area, setArea] = useState<string | null>(null);
  const businessArea = area === null ? null : Number(area);
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  const list = useInfiniteQuery(notificationListQueryOptions({ type: kind, unreadOnly, businessArea }));
  const counts = useQuery(unreadCountsQueryOptions());
  const unread = kind === 'Chat' ? counts.data?.chat : counts.data?.notification;
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationsKey });
  const run = async (command: () => Promise<unknown>) => {
    try {
      await command();
    } finally {
      await refresh();
    }
  };

  const open = (n: Notification) =>
    openNotification(n, (x) => run(() => notificationCommands.markRead(x.userNotificationId)));
  const unsubscribe = async (n: Notification) => {
    if (n.markedAsRead || !n.subscription) {
      toast.warning(notificationMessages.noSubscription);
      return;
    }
    if (await confirmAction('Unsubscribe', notificationMessages.unsubscribeConfirm, 'Unsubscribe'))
      await run(() => notificationCommands.unsubscribe(n.userNotificationId));
  };
  const deleteAll = async () => {
    if (await confirmAction('Delete all', notificationMessages.deleteAllConfirm, 'Delete all'))
      await run(() =>
        notificationCommands.removeAll({ type: kind, businessArea: businessArea ?? undefined }),
      );
  };
  const markAllRead = () =>
    run(() =>
      notificationCommands.markAllRead({
        type: kind,
        businessAreas: businessArea === null ? undefined : [businessArea],
      }),
    );

  // Phones load the next page when the list is scrolled within 100 px of its end (spec §9).
  const onScroll = (event: React.UIEvent<HTMLDivElement>) => {
    if (!mobile || !list.hasNextPage || list.isFetchingNextPage) return;
    const el = event.currentTarget;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= 100) void list.fetchNextPage();
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <SegmentedControl
          aria-label="Show"
          value={unreadOnly ? 'unread' : 'all'}
          onChange={(v) => setUnreadOnly(v === 'unread')}
          data={[
            { value: 'all', label: 'All' },
            { value: 'unread', label: `Unread (${unread ?? 0})` },
          ]}
        />
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Mark all read">
            <ActionIcon variant="subtle" onClick={markAllRead} aria-label="Mark all read">
              <IconChecks size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete all">
            <ActionIcon variant="subtle" color="red" onClick={deleteAll} aria-label="Delete all">
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          {userId !== undefined && (
            <Tooltip label="Notification settings">
              <ActionIcon
                variant="subtle"
                component={Link}
                to={`/admin/users/user/edit/notifications/${userId}`}
                onClick={rightDrawer.close}
                aria-label="Notification settings"
              >
                <IconSettings size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
      <Select
        label="Business area"
        placeholder="All business areas"
        data={areaOptions}
        value={area}
        onChange={setArea}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <div onScroll={onScroll} style={{ maxHeight: 'calc(100dvh - 220px)', overflowY: 'auto' }}>
        <Stack gap="xs" aria-live="polite">
          {list.isError && (
            <Alert color="red" role="alert">
              {notificationMessages.fetchError}
            </Alert>
          )}
          {list.isPending && (
            <Center p="md">
              <Loader size="sm" aria-label="Loading notifications" />
            </Center>
          )}
          {list.isSuccess && items.length === 0 && (
            <Text c="dimmed" size="sm" ta="center" p="md">
              {unreadOnly ? 'No unread notifications.' : 'No notifications.'}
            </Text>
          )}
          {items.map((n) => (
            <NotificationItem
              key={n.userNotificationId}
              notification={n}
              onOpen={open}
              onMarkRead={(x) => run(() => notificationCommands.markRead(x.userNotificationId))}
              onDelete={(x) => run(() => notificationCommands.remove(x.userNotificationId))}
              onUnsubscribe={unsubscribe}
            />
          ))}
          {list.hasNextPage && (
            <Button variant="subtle" onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
              {/* Spec §2.2, verbatim. */}
              show previous
            </Button>
          )}
        </Stack>
      </div>
    </Stack>
  );
}
