import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import type { ListColumn } from './list-column.ts';

type Props<T> = {
  columns: readonly ListColumn<T>[];
  hidden: readonly string[];
  onToggle: (key: string) => void;
};

export function ColumnChooser<T>({ columns, hidden, onToggle }: Props<T>) {
  const visibleCount = columns.length - hidden.length;
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden="true" />}>
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label="Shown columns">
          {columns.map((column) => {
            const checked = !hidden.includes(column.key);
            return (
              <Checkbox
                key={column.key}
                label={column.title}
                checked={checked}
                // The last shown column stays: a table without columns has nothing to bring them back.
                disabled={checked && visibleCount <= 1}
                onChange={() => onToggle(column.key)}
              />
            );
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
