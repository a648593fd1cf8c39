import { Module, type Role } from '@homer/contracts/access';
import { grantableRoles } from '@homer/contracts/user-admin';
import { ActionIcon, Button, Group, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useSession } from '../../../shared/lib/use-session.ts';
import { RequiredSelect } from '../../../shared/ui/required-select.tsx';
import type { ApproveValues } from './approve-values.ts';

/**
 * Module + role rows, as Create User's first access asks them (shared/ui/new-user-fields.tsx): only modules and
 * roles the signed-in reviewer may grant are offered; each module once.
 */
export function AccessRows({ form }: { form: UseFormReturnType<ApproveValues> }) {
  const { user } = useSession();
  const editorAccess = user?.access ?? [];
  const grantable = Object.values(Module).filter((m) => grantableRoles(editorAccess, m).length > 0);
  const rows = form.values.access;
  return (
    <Stack gap="xs">
      {rows.map((row, index) => {
        const taken = new Set(rows.filter((_, i) => i !== index).map((r) => r.module));
        const roles = row.module ? grantableRoles(editorAccess, row.module) : [];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place
          <Group key={index} align="flex-end" wrap="nowrap">
            <RequiredSelect
              label={`Module ${index + 1}`}
              w={220}
              data={grantable.filter((m) => !taken.has(m))}
              {...form.getInputProps(`access.${index}.module`)}
              onChange={(v) => {
                form.setFieldValue(`access.${index}.module`, (v ?? '') as Module | '');
                form.setFieldValue(`access.${index}.role`, '');
              }}
            />
            <RequiredSelect
              label={`Role ${index + 1}`}
              w={200}
              data={roles}
              disabled={!row.module}
              {...form.getInputProps(`access.${index}.role`)}
              onChange={(v) => form.setFieldValue(`access.${index}.role`, (v ?? '') as Role | '')}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={4}
              aria-label={`Remove module access ${index + 1}`}
              onClick={() => form.removeListItem('access', index)}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          disabled={rows.length >= grantable.length}
          onClick={() => form.insertListItem('access', { module: '', role: '' })}
        >
          Add module access
        </Button>
      </Group>
    </Stack>
  );
}
