import { type ChatUser, chatMessages } from '@homer/contracts/chat';
import { Alert, Button, Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { rightDrawer } from '../../../shared/lib/right-drawer.ts';
import { chatCommands, chatRoomsKey, chatUsersQueryOptions } from '../api/chat.ts';
import { Person } from './person.tsx';

/** 'New chat': find a person and open the conversation with them (an existing one, or a new one). */
export function NewChat({ onCancel }: { onCancel: () => void }) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const users = useQuery(chatUsersQueryOptions(debounced));
  const [error, setError] = useState<string | null>(null);
  const [opening, setOpening] = useState<number | null>(null);

  const pick = async (user: ChatUser) => {
    setError(null);
    setOpening(user.userId);
    try {
      const room = await chatCommands.openDirect(user.userId);
      void queryClient.invalidateQueries({ queryKey: chatRoomsKey });
      rightDrawer.openRoom(room.roomId, 'conversations');
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : chatMessages.userNotFound);
      setOpening(null);
    }
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>New chat</Text>
        <Button variant="subtle" size="compact-sm" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
      <TextInput
        label="Search people"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maxLength={100}
        data-autofocus
      />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {users.isPending && <Loader size="sm" aria-label="Searching people" />}
      {users.isSuccess && users.data.length === 0 && (
        <Text c="dimmed" size="sm">
          {chatMessages.noUsers}
        </Text>
      )}
      <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="People">
        {users.data?.map((user) => (
          <li key={user.userId}>
            <UnstyledButton
              onClick={() => pick(user)}
              disabled={opening !== null}
              p={6}
              w="100%"
              aria-label={`Chat with ${user.name}`}
              style={{ borderRadius: 4 }}
            >
              <Person name={user.name} online={user.online} />
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
