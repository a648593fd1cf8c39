import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { Key } from 'react';
import type { RowTone } from '../scheme-tokens.ts';
import { ColumnHint } from './column-hint.tsx';
import type { ListColumn } from './list-column.ts';
import { ariaSortFor, type ListSort, sortFieldOf } from './list-state.ts';
import classes from './list-table.module.css';
import { renderCell } from './render-cell.ts';
import { rowColourStyle } from './row-colour-style.ts';
import { rowInteraction } from './row-interaction.ts';

type Props<T> = {
  columns: readonly ListColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => Key;
  sort: ListSort | null;
  onSort: (field: string) => void;
  /** False while the first page loads or failed: the empty text would be a lie then. */
  showEmptyText: boolean;
  onRowClick?: (row: T) => void;
  rowColour?: (row: T) => RowTone | undefined;
  labelledBy?: string;
  maxHeight?: number | string;
  /** Below this width the table scrolls sideways inside its box (first column pinned) instead of squeezing. */
  minWidth?: number;
};

export function ListTable<T>({
  columns,
  rows,
  getRowId,
  sort,
  onSort,
  showEmptyText,
  onRowClick,
  rowColour,
  labelledBy,
  maxHeight,
  minWidth = 600,
}: Props<T>) {
  return (
    // Focusable so keyboard users can scroll a table wider or taller than its box.
    <Table.ScrollContainer
      minWidth={minWidth}
      maxHeight={maxHeight}
      type="native"
      tabIndex={0}
      role="region"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : 'Records'}
    >
      <Table
        striped
        highlightOnHover
        stickyHeader={maxHeight !== undefined}
        aria-labelledby={labelledBy}
        className={classes.pinned}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <HeaderCell key={column.key} column={column} sort={sort} onSort={onSort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length} ta="center" c="dimmed" py="xl">
                {showEmptyText ? 'No records found.' : '\u00a0'}
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Table.Tr
                key={getRowId(row)}
                style={rowColourStyle(rowColour?.(row), Boolean(onRowClick))}
                {...rowInteraction(row, onRowClick)}
              >
                {columns.map((column) => (
                  <Table.Td key={column.key}>{renderCell(column, row)}</Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function HeaderCell<T>({
  column,
  sort,
  onSort,
}: {
  column: ListColumn<T>;
  sort: ListSort | null;
  onSort: (field: string) => void;
}) {
  const hint = column.headerHint ? <ColumnHint title={column.title} hint={column.headerHint} /> : null;
  // Named by its title alone: the hint button's name would otherwise be read with every cell of the column.
  const name = hint ? column.title : undefined;
  if (!column.sortable) {
    return (
      <Table.Th w={column.width} aria-label={name}>
        {hint ? (
          <Group gap={4} wrap="nowrap">
            <span>{column.title}</span>
            {hint}
          </Group>
        ) : (
          column.title
        )}
      </Table.Th>
    );
  }
  const field = sortFieldOf(column);
  const ariaSort = ariaSortFor(sort, field);
  const Icon =
    ariaSort === 'ascending'
      ? IconSortAscending
      : ariaSort === 'descending'
        ? IconSortDescending
        : IconArrowsSort;
  return (
    <Table.Th w={column.width} aria-sort={ariaSort} aria-label={name}>
      <Group gap={4} wrap="nowrap">
        <UnstyledButton onClick={() => onSort(field)} fw="inherit" fz="inherit" c="inherit">
          <Group gap={4} wrap="nowrap">
            <span>{column.title}</span>
            <Icon size={14} aria-hidden="true" stroke={ariaSort ? 2 : 1.25} />
          </Group>
        </UnstyledButton>
        {hint}
      </Group>
    </Table.Th>
  );
}
