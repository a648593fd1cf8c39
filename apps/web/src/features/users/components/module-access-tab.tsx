import { type Module, type ModuleAccess, Role } from '@homer/contracts/access';
import type { UserModuleAccess } from '@homer/contracts/users';
import { Button, Group, Paper, Radio, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { FailureAlert } from '../../../shared/ui/failure-alert.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { moduleAccessKey, saveModuleAccess } from '../api/module-access.ts';

const roles = Object.values(Role);
const none = '';
type Choice = Role | typeof none;

/**
 * The module × role matrix: one role (or none) per module. Roles the editor may not grant are disabled, and a
 * module whose current grant is above the editor's own cannot be changed at all (the server refuses both).
 */
export function ModuleAccessTab({ access }: { access: UserModuleAccess }) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const initial = () =>
    Object.fromEntries(
      access.grantable.map((g) => [g.module, access.access.find((a) => a.module === g.module)?.role ?? none]),
    ) as Record<Module, Choice>;
  const [choices, setChoices] = useState(initial);
  const editable = access.grantable.some((g) => g.roles.length > 0);

  const save = async () => {
    setSaving(true);
    setFailure(null);
    const grants: ModuleAccess[] = access.grantable.flatMap(({ module }) => {
      const role = choices[module];
      return role ? [{ module, role }] : [];
    });
    try {
      const result = await saveModuleAccess(access.userId, grants);
      if (result.value) {
        queryClient.setQueryData(moduleAccessKey(access.userId), result.value);
        toast.success(result.message ?? 'Saved.');
      }
    } catch (error) {
      setFailure(refusalMessage(error) ?? 'The module access could not be saved.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Text size="sm">
          Saving takes effect at once: the user's next request already uses the new access.
        </Text>
        <Table.ScrollContainer minWidth={800}>
          <Table striped aria-label={`Module access of ${access.fullName}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Module</Table.Th>
                <Table.Th scope="col">None</Table.Th>
                {roles.map((role) => (
                  <Table.Th scope="col" key={role}>
                    {role}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {access.grantable.map(({ module, roles: allowed }) => {
                const current = choices[module];
                const locked = current !== none && !allowed.includes(current);
                const cell = (choice: Choice, label: string) => (
                  <Table.Td key={label}>
                    <Radio
                      name={`access-${module}`}
                      aria-label={`${module}: ${label}`}
                      checked={current === choice}
                      disabled={
                        locked || (choice !== none && !allowed.includes(choice)) || allowed.length === 0
                      }
                      onChange={() => setChoices((c) => ({ ...c, [module]: choice }))}
                    />
                  </Table.Td>
                );
                return (
                  <Table.Tr key={module}>
                    <Table.Th scope="row">{module}</Table.Th>
                    {cell(none, 'None')}
                    {roles.map((role) => cell(role, role))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <FailureAlert message={failure} />
        {editable && (
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setChoices(initial())}>
              Reset
            </Button>
            <Button onClick={() => void save()} loading={saving}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
