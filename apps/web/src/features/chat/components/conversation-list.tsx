import { chatMessages } from '@homer/contracts/chat';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconMessagePlus, IconUsersPlus } from '@tabler/icons-react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLiveEvent } from '../../../app/live/use-live-event.ts';
import { rightDrawer } from '../../../shared/lib/right-drawer.ts';
import { chatRoomsKey, chatRoomsQueryOptions } from '../api/chat.ts';
import { NewChat } from './new-chat.tsx';
import { NewGroup } from './new-group.tsx';
import { RoomRow } from './room-row.tsx';

/** The caller's conversations, latest activity first, with 'New chat' and 'New group'. */
export function ConversationList() {
  const [mode, setMode] = useState<'list' | 'chat' | 'group'>('list');
  if (mode === 'chat') return <NewChat onCancel={() => setMode('list')} />;
  if (mode === 'group') return <NewGroup onCancel={() => setMode('list')} />;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Button
          size="xs"
          leftSection={<IconMessagePlus size={16} aria-hidden="true" />}
          onClick={() => setMode('chat')}
        >
          New chat
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconUsersPlus size={16} aria-hidden="true" />}
          onClick={() => setMode('group')}
        >
          New group
        </Button>
      </Group>
      <Rooms />
    </Stack>
  );
}

function Rooms() {
  const queryClient = useQueryClient();
  const rooms = useInfiniteQuery(chatRoomsQueryOptions());
  const reload = () => void queryClient.invalidateQueries({ queryKey: chatRoomsKey });
  useLiveEvent('chatMessage', reload);
  useLiveEvent('chatRoomChanged', reload);
  const items = rooms.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div style={{ maxHeight: 'calc(100dvh - 200px)', overflowY: 'auto' }}>
      <Stack
        gap="xs"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label="Conversations"
      >
        {rooms.isError && (
          <Alert color="red" role="alert" component="li">
            {chatMessages.fetchError}
          </Alert>
        )}
        {rooms.isPending && (
          <Center p="md" component="li">
            <Loader size="sm" aria-label="Loading conversations" />
          </Center>
        )}
        {rooms.isSuccess && items.length === 0 && (
          <Text c="dimmed" size="sm" ta="center" p="md" component="li">
            {chatMessages.noRooms}
          </Text>
        )}
        {items.map((room) => (
          <li key={room.roomId}>
            <RoomRow room={room} onOpen={(roomId) => rightDrawer.openRoom(roomId, 'conversations')} />
          </li>
        ))}
        {rooms.hasNextPage && (
          <li>
            <Button
              variant="subtle"
              fullWidth
              onClick={() => rooms.fetchNextPage()}
              loading={rooms.isFetchingNextPage}
            >
              Show more
            </Button>
          </li>
        )}
      </Stack>
    </div>
  );
}
