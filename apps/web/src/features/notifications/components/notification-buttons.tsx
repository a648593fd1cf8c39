import { ActionIcon, Group, Indicator } from '@mantine/core';
import { IconBell, IconMessage } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLiveEvent } from '../../../app/live/use-live-event.ts';
import { rightDrawer, useRightDrawerKind } from '../../../shared/lib/right-drawer.ts';
import { notificationsKey, unreadCountsQueryOptions } from '../api/notifications.ts';

function countLabel(noun: string, count: number): string {
  return count > 0 ? `${noun}, ${count} unread` : noun;
}

/** The header's notifications and messages icons with their unread badges (spec §2.2). */
export function NotificationButtons() {
  const queryClient = useQueryClient();
  const counts = useQuery(unreadCountsQueryOptions()).data ?? { notification: 0, chat: 0 };
  const kind = useRightDrawerKind();
  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: notificationsKey });
  }, [queryClient]);
  useLiveEvent('notificationReceived', reload);
  useLiveEvent('persistentNotificationReceived', reload);

  const open = (which: 'Notification' | 'Chat') => rightDrawer.open(which);

  return (
    <Group gap={4} wrap="nowrap">
      <Indicator
        label={counts.notification}
        disabled={counts.notification === 0}
        size={16}
        offset={4}
        color="red"
      >
        <ActionIcon
          variant="subtle"
          size={38}
          onClick={() => open('Notification')}
          aria-label={countLabel('Notifications', counts.notification)}
          aria-expanded={kind === 'Notification'}
          aria-haspopup="dialog"
        >
          <IconBell size={22} aria-hidden="true" />
        </ActionIcon>
      </Indicator>
      <Indicator label={counts.chat} disabled={counts.chat === 0} size={16} offset={4} color="red">
        <ActionIcon
          variant="subtle"
          size={38}
          onClick={() => open('Chat')}
          aria-label={countLabel('Messages', counts.chat)}
          aria-expanded={kind === 'Chat'}
          aria-haspopup="dialog"
        >
          <IconMessage size={22} aria-hidden="true" />
        </ActionIcon>
      </Indicator>
    </Group>
  );
}
