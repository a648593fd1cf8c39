import {
  Button,
  type ComboboxData,
  Group,
  type OptionsFilter,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { refusalMessage } from '../lib/refusal-message.ts';
import { FailureAlert } from './failure-alert.tsx';
import { toast } from './toast.ts';

export type LinkColumn<T> = {
  title: string;
  cell: (row: T) => ReactNode;
  /** The column that names the row (a row header for screen readers). */
  rowHeader?: boolean;
};

type Saved = { message?: string | null };

export type LinkAddControl = {
  label: string;
  placeholder: string;
  choices: ComboboxData;
  /** Set when the server searches (thousands of choices): the typed text goes to it and nothing is filtered here. */
  onSearchChange?: (search: string) => void;
  /** A role chosen with the record, its options depending on the chosen record. */
  role?: { label: string; options: (value: string) => readonly string[] };
  onAdd: (value: string, role: string | null) => Promise<Saved>;
};

type Props<T> = {
  /** The table's accessible name, e.g. "Facilities of this user". */
  caption: string;
  empty: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowName: (row: T) => string;
  columns: readonly LinkColumn<T>[];
  canEdit: boolean;
  onRemove: (row: T) => Promise<Saved>;
  add: LinkAddControl;
};

/** The server already filtered the choices by the typed text. */
const serverFiltered: OptionsFilter = ({ options }) => options;

/**
 * A user's links to other records (facilities, HEROS agencies, Rx Connects sites) on the user edit page: a table
 * with Remove buttons and an add control, for user administrators; the owner sees the table only. The callers
 * store the answer's new list in their query; a refusal is shown above the add control.
 */
export function LinksTab<T>({
  caption,
  empty,
  rows,
  rowKey,
  rowName,
  columns,
  canEdit,
  onRemove,
  add,
}: Props<T>) {
  const [value, setValue] = useState<string | null>(null);
  const [role, setRole] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const roleOptions = add.role && value ? add.role.options(value) : [];

  const run = async (change: () => Promise<Saved>, afterSave?: () => void) => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await change();
      afterSave?.();
      toast.success(result.message ?? 'Saved.');
    } catch (error) {
      setFailure(refusalMessage(error) ?? 'The change could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  const choose = (next: string | null) => {
    setValue(next);
    const options = add.role && next ? add.role.options(next) : [];
    setRole(options.length === 1 ? (options[0] ?? null) : null);
  };

  const row = (r: T) => (
    <Table.Tr key={rowKey(r)}>
      {columns.map((c) =>
        c.rowHeader ? (
          <Table.Th key={c.title} scope="row" fw={400}>
            {c.cell(r)}
          </Table.Th>
        ) : (
          <Table.Td key={c.title}>{c.cell(r)}</Table.Td>
        ),
      )}
      {canEdit && (
        <Table.Td>
          <Button
            size="xs"
            variant="default"
            disabled={busy}
            aria-label={`Remove ${rowName(r)}`}
            onClick={() => void run(() => onRemove(r))}
          >
            Remove
          </Button>
        </Table.Td>
      )}
    </Table.Tr>
  );

  const noChoices = !add.onSearchChange && add.choices.length === 0;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        {rows.length === 0 ? (
          <Text>{empty}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped aria-label={caption}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <Table.Th key={c.title} scope="col">
                      {c.title}
                    </Table.Th>
                  ))}
                  {canEdit && (
                    <Table.Th scope="col">
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{rows.map(row)}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <FailureAlert message={failure} />
        {canEdit && (
          <Group align="flex-end">
            <Select
              label={add.label}
              placeholder={add.placeholder}
              data={add.choices}
              value={value}
              onChange={choose}
              searchable
              onSearchChange={add.onSearchChange}
              filter={add.onSearchChange ? serverFiltered : undefined}
              nothingFoundMessage={add.onSearchChange ? 'Nothing found' : undefined}
              disabled={noChoices}
              w={320}
            />
            {add.role && (
              <Select
                label={add.role.label}
                data={[...roleOptions]}
                value={role}
                onChange={setRole}
                disabled={!value}
                allowDeselect={false}
                w={220}
              />
            )}
            <Button
              disabled={!value || (add.role !== undefined && !role)}
              loading={busy}
              onClick={() =>
                value &&
                void run(
                  () => add.onAdd(value, role),
                  () => choose(null),
                )
              }
            >
              Add
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
