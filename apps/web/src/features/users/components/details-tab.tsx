import { type SaveUserRequest, saveUserRequestSchema, type UserDetails } from '@homer/contracts/users';
import { Button, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { session } from '../../../shared/lib/session.ts';
import { FailureAlert } from '../../../shared/ui/failure-alert.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { saveUser, userDetailsKey } from '../api/user-details.ts';

type Props = { user: UserDetails };

/**
 * Names, email and phone for the user themselves; a user administrator also sets the inactivity timeout, the
 * internal and Rx flags and disables the account (which signs the user out everywhere at once).
 */
export function DetailsTab({ user }: Props) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const admin = user.canAdminister;
  const form = useForm<SaveUserRequest>({
    mode: 'controlled',
    initialValues: {
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneNumber: user.phoneNumber,
      ...(admin
        ? {
            inactivityTimeout: user.inactivityTimeout,
            isInternalBphpUser: user.isInternalBphpUser,
            isRxUser: user.isRxUser,
            disabled: user.disabled,
          }
        : {}),
    },
    validate: zod4Resolver(saveUserRequestSchema),
  });

  const save = form.onSubmit(async (values) => {
    setSaving(true);
    setFailure(null);
    try {
      const result = await saveUser(values);
      if (result.value) {
        queryClient.setQueryData(userDetailsKey(user.id), result.value);
        form.resetDirty();
        toast.success(result.message ?? 'Saved.');
        // The names and email shown in the header come from the session user.
        if (user.isOwner) void session.refresh().catch(() => undefined);
      }
    } catch (error) {
      setFailure(refusalMessage(error) ?? 'The details could not be saved.');
    } finally {
      setSaving(false);
    }
  });

  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={save} noValidate>
        <Stack>
          <Text>User name: {user.userName}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First Name" withAsterisk maxLength={50} {...form.getInputProps('firstName')} />
            <TextInput label="Last Name" withAsterisk maxLength={50} {...form.getInputProps('lastName')} />
            <TextInput
              label="Email"
              type="email"
              withAsterisk
              maxLength={100}
              {...form.getInputProps('email')}
            />
            <TextInput
              label="Phone Number"
              type="tel"
              maxLength={21}
              {...form.getInputProps('phoneNumber')}
            />
          </SimpleGrid>
          {admin && (
            <Stack gap="xs">
              <Switch
                label="Inactivity timeout (needed for PHI access)"
                {...form.getInputProps('inactivityTimeout', { type: 'checkbox' })}
              />
              <Switch
                label="Internal BPHP user"
                {...form.getInputProps('isInternalBphpUser', { type: 'checkbox' })}
              />
              <Switch label="Rx user" {...form.getInputProps('isRxUser', { type: 'checkbox' })} />
              <Switch
                label="Disabled (signs the user out everywhere at once)"
                disabled={user.isOwner}
                {...form.getInputProps('disabled', { type: 'checkbox' })}
              />
            </Stack>
          )}
          <FailureAlert message={failure} />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
