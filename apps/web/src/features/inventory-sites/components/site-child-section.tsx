import { Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** The heading, also the table's accessible name. */
  title: string;
  addLabel: string;
  onAdd: () => void;
  /** Said instead of the table when there are no rows. */
  emptyText: string;
  isEmpty: boolean;
  minWidth: number;
  /** Column headings; an unlabelled actions column follows. */
  columns: string[];
  /** The table rows. */
  children: ReactNode;
  /** The add/edit modal, when open. */
  modal: ReactNode;
};

/** One of a site's child lists (stock, shipping workstations): heading, Add button, table and its modal. */
export function SiteChildSection({
  title,
  addLabel,
  onAdd,
  emptyText,
  isEmpty,
  minWidth,
  columns,
  children,
  modal,
}: Props) {
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Button variant="light" onClick={onAdd}>
          {addLabel}
        </Button>
      </Group>
      {isEmpty ? (
        <Text size="sm">{emptyText}</Text>
      ) : (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table striped aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{children}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {modal}
    </Stack>
  );
}
