import { type ChatUser, chatLimits, chatMessages, createGroupRoomBodySchema } from '@homer/contracts/chat';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { rightDrawer } from '../../../shared/lib/right-drawer.ts';
import { chatCommands, chatRoomsKey } from '../api/chat.ts';
import { UserPicker } from './user-picker.tsx';

type Errors = { name?: string; userIds?: string; form?: string };

/** 'New group': a name and the people in it (CreateGroupRoom); the new room opens. */
export function NewGroup({ onCancel }: { onCancel: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [members, setMembers] = useState<ChatUser[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const create = async (event: React.FormEvent) => {
    event.preventDefault();
    // The contract's own rules, so the messages are the server's.
    const body = { name, userIds: members.map((m) => m.userId) };
    const parsed = createGroupRoomBodySchema.safeParse(body);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'name' ? 'name' : 'userIds';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const room = await chatCommands.createGroup(parsed.data);
      void queryClient.invalidateQueries({ queryKey: chatRoomsKey });
      rightDrawer.openRoom(room.roomId, 'conversations');
    } catch (cause) {
      setErrors({ form: cause instanceof Error ? cause.message : chatMessages.nameRequired });
      setSaving(false);
    }
  };

  return (
    <Stack gap="xs" component="form" onSubmit={create} aria-label="New group">
      <Group justify="space-between">
        <Text fw={600}>New group</Text>
        <Button variant="subtle" size="compact-sm" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
      {errors.form && (
        <Alert color="red" role="alert">
          {errors.form}
        </Alert>
      )}
      <TextInput
        label="Room name"
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        maxLength={chatLimits.roomName}
        error={errors.name}
        withAsterisk
        data-autofocus
      />
      <UserPicker label="Members" value={members} onChange={setMembers} error={errors.userIds} />
      <Group justify="flex-end">
        <Button type="submit" loading={saving}>
          Create group
        </Button>
      </Group>
    </Stack>
  );
}
