import { type ChatRoom, type ChatUser, chatMessages } from '@homer/contracts/chat';
import { ActionIcon, Alert, Box, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconDoorExit, IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type MessagesView, rightDrawer } from '../../../shared/lib/right-drawer.ts';
import { confirmAction } from '../../../shared/ui/confirm-action.tsx';
import { chatCommands, chatRoomKey, chatRoomsKey } from '../api/chat.ts';
import { Person } from './person.tsx';
import { UserPicker } from './user-picker.tsx';

type Props = { roomId: number; room: ChatRoom | undefined; userId: number | undefined; from: MessagesView };

/** Back to the list the room was opened from, the room's name and people, 'Add people' (groups) and 'Leave'. */
export function RoomHeader({ roomId, room, userId, from }: Props) {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const others = room?.members.filter((m) => m.userId !== userId) ?? [];

  const leave = async () => {
    if (!(await confirmAction('Leave room', chatMessages.leaveConfirm, 'Leave'))) return;
    try {
      await chatCommands.leave(roomId);
      void queryClient.invalidateQueries({ queryKey: chatRoomsKey });
      rightDrawer.showList(from);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    }
  };

  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap" align="center">
        <Tooltip label="Back">
          <ActionIcon
            variant="subtle"
            onClick={() => rightDrawer.showList(from)}
            aria-label={from === 'conversations' ? 'Back to conversations' : 'Back to messages'}
          >
            <IconArrowLeft size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        <Title order={3} size="h4" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {room?.name ?? 'Chat'}
        </Title>
        {room?.isGroup && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconUserPlus size={14} aria-hidden="true" />}
            onClick={() => setAdding((a) => !a)}
            aria-expanded={adding}
          >
            Add people
          </Button>
        )}
        {room && (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconDoorExit size={14} aria-hidden="true" />}
            onClick={leave}
          >
            Leave
          </Button>
        )}
      </Group>
      {room && !room.isGroup && others[0] && <Person name={others[0].name} online={others[0].online} />}
      {room?.isGroup && (
        <Box component="details">
          <Text component="summary" size="sm" style={{ cursor: 'pointer' }}>
            {room.members.length} members
          </Text>
          <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: '4px 0 0' }}>
            {room.members.map((m) => (
              <li key={m.userId}>
                <Person name={m.userId === userId ? `${m.name} (you)` : m.name} online={m.online} />
              </li>
            ))}
          </Stack>
        </Box>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {room?.isGroup && adding && (
        <AddPeople
          room={room}
          onDone={() => {
            setAdding(false);
            void queryClient.invalidateQueries({ queryKey: chatRoomKey(roomId) });
          }}
        />
      )}
    </Stack>
  );
}

function AddPeople({ room, onDone }: { room: ChatRoom; onDone: () => void }) {
  const [people, setPeople] = useState<ChatUser[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    if (people.length === 0) {
      setError(chatMessages.membersRequired);
      return;
    }
    setSaving(true);
    try {
      await chatCommands.addMembers(
        room.roomId,
        people.map((p) => p.userId),
      );
      onDone();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
      setSaving(false);
    }
  };
  return (
    <Group component="form" onSubmit={add} align="flex-end" gap="xs">
      <Box style={{ flex: 1, minWidth: 0 }}>
        <UserPicker
          label="People to add"
          value={people}
          onChange={setPeople}
          error={error}
          exclude={room.members.map((m) => m.userId)}
        />
      </Box>
      <Button type="submit" loading={saving}>
        Add
      </Button>
    </Group>
  );
}
