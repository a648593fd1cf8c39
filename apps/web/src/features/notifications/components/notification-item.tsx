import type { Notification } from '@homer/contracts/notifications';
import { ActionIcon, Group, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconBellOff, IconCheck, IconTrash } from '@tabler/icons-react';
import { notifiedWhen } from '../../../shared/lib/relative-time.ts';

type Props = {
  notification: Notification;
  onOpen: (n: Notification) => void;
  onMarkRead: (n: Notification) => void;
  onDelete: (n: Notification) => void;
  onUnsubscribe: (n: Notification) => void;
};

/** One notification: clicking it marks it read and goes to its link (spec §4.2). */
export function NotificationItem({ notification: n, onOpen, onMarkRead, onDelete, onUnsubscribe }: Props) {
  return (
    <Paper withBorder p="xs" radius="sm" bg={n.markedAsRead ? undefined : 'var(--mantine-color-blue-light)'}>
      <Group align="flex-start" wrap="nowrap" gap="xs">
        <UnstyledButton
          onClick={() => onOpen(n)}
          style={{ flex: 1, minWidth: 0 }}
          aria-label={`Open ${n.title}`}
        >
          <Stack gap={2}>
            <Text fw={n.markedAsRead ? 500 : 700} size="sm">
              {n.title}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {n.message}
            </Text>
            <Text size="xs" c="dimmed">
              {n.businessAreaName} · <time dateTime={n.notifiedDate}>{notifiedWhen(n.notifiedDate)}</time>
            </Text>
          </Stack>
        </UnstyledButton>
        <Group gap={2} wrap="nowrap">
          {!n.markedAsRead && (
            <Tooltip label="Mark as read">
              <ActionIcon
                variant="subtle"
                onClick={() => onMarkRead(n)}
                aria-label={`Mark ${n.title} as read`}
              >
                <IconCheck size={16} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label="Unsubscribe">
            <ActionIcon
              variant="subtle"
              onClick={() => onUnsubscribe(n)}
              aria-label={`Unsubscribe from ${n.title}`}
            >
              <IconBellOff size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onDelete(n)}
              aria-label={`Delete ${n.title}`}
            >
              <IconTrash size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
