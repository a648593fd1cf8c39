import { ActionIcon, Group, Select } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ListColumn } from './list-column.ts';
import { type ListSort, sortFieldOf } from './list-state.ts';

type Props<T> = {
  columns: readonly ListColumn<T>[];
  sort: ListSort | null;
  onSort: (field: string) => void;
};

/** Cards have no column headers, so sorting gets its own control on narrow screens. */
export function CardSort<T>({ columns, sort, onSort }: Props<T>) {
  const options = columns.filter((c) => c.sortable).map((c) => ({ value: sortFieldOf(c), label: c.title }));
  if (options.length === 0) return null;
  const descending = sort?.order === 'desc';
  return (
    <Group gap={4} wrap="nowrap">
      <Select
        aria-label="Sort by"
        placeholder="Sort by"
        data={options}
        value={sort?.field ?? null}
        onChange={(field) => field && field !== sort?.field && onSort(field)}
        allowDeselect={false}
        w={200}
      />
      {sort && (
        <ActionIcon
          variant="default"
          size="input-sm"
          aria-label={`Reverse sort order, now ${descending ? 'descending' : 'ascending'}`}
          onClick={() => onSort(sort.field)}
        >
          {descending ? (
            <IconSortDescending size={18} aria-hidden="true" />
          ) : (
            <IconSortAscending size={18} aria-hidden="true" />
          )}
        </ActionIcon>
      )}
    </Group>
  );
}
