import {
  type DeviceNameForm,
  deviceNameFormSchema,
  mfaMessages,
  type UserSecurity,
} from '@homer/contracts/mfa';
import { Button, Group, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { startRegistration } from '@simplewebauthn/browser';
import { IconTrash } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { getDeviceRegistrationOptions } from '../api/device-registration-options.ts';
import { registerDevice } from '../api/register-device.ts';
import { removeDevice } from '../api/remove-device.ts';

type Props = { security: UserSecurity; onSaved: (security: UserSecurity) => void };

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never');

/** Enrolled WebAuthn devices: list, remove, and (owner only) enrol a new one under a name. */
export function DevicesCard({ security, onSaved }: Props) {
  const [enrolling, setEnrolling] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DeviceNameForm>({
    mode: 'uncontrolled',
    initialValues: { deviceName: '' },
    validate: zod4Resolver(deviceNameFormSchema),
  });

  const enrol = form.onSubmit(async ({ deviceName }) => {
    setEnrolling(true);
    setFailure(null);
    try {
      const options = await getDeviceRegistrationOptions(security.userId);
      if (!options.value) return;
      let response: Awaited<ReturnType<typeof startRegistration>>;
      try {
        response = await startRegistration({ optionsJSON: options.value });
      } catch {
        setFailure(mfaMessages.registrationFailed);
        return;
      }
      const result = await registerDevice(security.userId, deviceName.trim(), response);
      if (result.value) {
        onSaved(result.value);
        form.reset();
        toast.success(result.message ?? 'Device enrolled.');
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setFailure(refusalMessage(error) ?? mfaMessages.registrationFailed);
      }
    } finally {
      setEnrolling(false);
    }
  });

  const confirmRemove = (deviceId: number, name: string) =>
    modals.openConfirmModal({
      title: 'Remove device',
      children: <Text size="sm">Remove the device "{name}"? It can no longer be used to sign in.</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        const result = await removeDevice(security.userId, deviceId);
        if (result.value) {
          onSaved(result.value);
          toast.success(result.message ?? 'Device removed.');
        }
      },
    });

  return (
    <Stack aria-labelledby="devices-title" component="section">
      <Title order={2} size="h3" id="devices-title">
        Devices
      </Title>
      {security.devices.length === 0 ? (
        <Text size="sm">No devices enrolled.</Text>
      ) : (
        <Table striped withTableBorder aria-labelledby="devices-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Device</Table.Th>
              <Table.Th>Enrolled</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {security.devices.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>{d.deviceName}</Table.Td>
                <Table.Td>{when(d.createdAt)}</Table.Td>
                <Table.Td>{when(d.lastUsedAt)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden="true" />}
                    aria-label={`Remove ${d.deviceName}`}
                    onClick={() => confirmRemove(d.id, d.deviceName)}
                  >
                    Remove
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {security.isOwner && (
        <form onSubmit={enrol} noValidate>
          <Group align="flex-end">
            <TextInput
              label="Device name"
              withAsterisk
              maxLength={50}
              style={{ flex: 1 }}
              key={form.key('deviceName')}
              {...form.getInputProps('deviceName')}
            />
            <Button type="submit" loading={enrolling}>
              Enroll Device
            </Button>
          </Group>
          {failure && (
            <Text role="alert" c="red.9" size="sm" mt="xs">
              {failure}
            </Text>
          )}
        </form>
      )}
    </Stack>
  );
}
