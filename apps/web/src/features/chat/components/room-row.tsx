import type { ChatRoomSummary } from '@homer/contracts/chat';
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { notifiedWhen } from '../../../shared/lib/relative-time.ts';

/** One conversation in a list: name, unread badge, last message and when. */
export function RoomRow({ room, onOpen }: { room: ChatRoomSummary; onOpen: (roomId: number) => void }) {
  const last = room.lastMessage;
  // The server counts up to 100 unread messages a room.
  const unread = room.unread >= 100 ? '99+' : String(room.unread);
  const preview = last
    ? `${last.senderId === null ? '' : `${last.senderName}: `}${last.text}`
    : 'No messages yet.';
  return (
    <UnstyledButton
      onClick={() => onOpen(room.roomId)}
      w="100%"
      p="xs"
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        border: '1px solid var(--mantine-color-default-border)',
      }}
      aria-label={`Open conversation ${room.name}${room.unread > 0 ? `, ${unread} unread` : ''}`}
    >
      <Stack gap={2}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={room.unread > 0 ? 700 : 500} size="sm" truncate>
            {room.name}
          </Text>
          {room.unread > 0 && (
            <Badge color="red" size="sm" circle={room.unread < 10} aria-hidden="true">
              {unread}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
          {preview}
        </Text>
        <Text size="xs" c="dimmed">
          <time dateTime={room.lastActivityAt}>{notifiedWhen(room.lastActivityAt)}</time>
        </Text>
      </Stack>
    </UnstyledButton>
  );
}
