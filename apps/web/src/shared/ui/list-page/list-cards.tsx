import { Box, Paper, Stack, Text } from '@mantine/core';
import type { Key, ReactNode } from 'react';
import type { RowTone } from '../scheme-tokens.ts';
import type { ListColumn } from './list-column.ts';
import { renderCell } from './render-cell.ts';
import { rowColourStyle } from './row-colour-style.ts';
import { rowInteraction } from './row-interaction.ts';

type Props<T> = {
  columns: readonly ListColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => Key;
  /** False while the first page loads or failed: the empty text would be a lie then. */
  showEmptyText: boolean;
  onRowClick?: (row: T) => void;
  rowColour?: (row: T) => RowTone | undefined;
  labelledBy?: string;
};

/** The narrow-screen form of the list: one card per row, each visible column as "title: value". */
export function ListCards<T>({
  columns,
  rows,
  getRowId,
  showEmptyText,
  onRowClick,
  rowColour,
  labelledBy,
}: Props<T>) {
  if (rows.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="xl">
        {showEmptyText ? 'No Records' : '\u00a0'}
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" aria-labelledby={labelledBy} p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper
          component="li"
          key={getRowId(row)}
          withBorder
          p="sm"
          style={rowColourStyle(rowColour?.(row), Boolean(onRowClick))}
          {...rowInteraction(row, onRowClick)}
        >
          <Box
            component="dl"
            m={0}
            style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px' }}
          >
            {columns.map((column) => (
              <CardLine key={column.key} title={column.title}>
                {renderCell(column, row)}
              </CardLine>
            ))}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

function CardLine({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Text component="dt" fw={600} size="sm">
        {title}:
      </Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </>
  );
}
