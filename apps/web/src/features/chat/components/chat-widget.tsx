import { type ChatUser, chatMessages } from '@homer/contracts/chat';
import { Anchor, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLiveEvent } from '../../../app/live/use-live-event.ts';
import { rightDrawer } from '../../../shared/lib/right-drawer.ts';
import { chatCommands, chatOnlineQueryOptions, chatRoomsKey, chatRoomsQueryOptions } from '../api/chat.ts';
import { Person } from './person.tsx';
import { RoomRow } from './room-row.tsx';

const recent = 5;

/** Dashboard widget (spec §2.3): the latest conversations, who is online, and a way into the Messages drawer. */
export function ChatWidget() {
  const queryClient = useQueryClient();
  const rooms = useInfiniteQuery(chatRoomsQueryOptions());
  const online = useQuery(chatOnlineQueryOptions());
  const [error, setError] = useState<string | null>(null);
  const reload = () => void queryClient.invalidateQueries({ queryKey: chatRoomsKey });
  useLiveEvent('chatMessage', reload);
  useLiveEvent('chatRoomChanged', reload);
  const items = rooms.data?.pages[0]?.items.slice(0, recent) ?? [];

  const chatWith = async (user: ChatUser) => {
    setError(null);
    try {
      const room = await chatCommands.openDirect(user.userId);
      reload();
      rightDrawer.openRoom(room.roomId, 'conversations');
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    }
  };

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="chat-widget-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="chat-widget-title">
          Chat
        </Title>
        <Anchor component="button" type="button" onClick={() => rightDrawer.open('Chat', 'conversations')}>
          Open conversations
        </Anchor>
      </Group>
      {rooms.isError && (
        <Text c="red" role="alert">
          {chatMessages.fetchError}
        </Text>
      )}
      {rooms.isSuccess && items.length === 0 && <Text c="dimmed">{chatMessages.noRooms}</Text>}
      <Stack
        gap="xs"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label="Recent conversations"
      >
        {items.map((room) => (
          <li key={room.roomId}>
            <RoomRow room={room} onOpen={(roomId) => rightDrawer.openRoom(roomId, 'conversations')} />
          </li>
        ))}
      </Stack>
      <Title order={3} size="h5" mt="md" mb="xs">
        Online now
      </Title>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      {online.isSuccess && online.data.length === 0 && (
        <Text c="dimmed" size="sm">
          {chatMessages.noOnline}
        </Text>
      )}
      <Group
        gap="xs"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label="Online now"
      >
        {online.data?.map((user) => (
          <li key={user.userId}>
            <UnstyledButton onClick={() => chatWith(user)} aria-label={`Chat with ${user.name}`} px={4}>
              <Person name={user.name} online />
            </UnstyledButton>
          </li>
        ))}
      </Group>
    </Card>
  );
}
