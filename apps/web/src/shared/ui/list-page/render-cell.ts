import type { ReactNode } from 'react';
import type { ListColumn } from './list-column.ts';
import { formatCellValue } from './list-state.ts';

export function renderCell<T>(column: ListColumn<T>, row: T): ReactNode {
  if (column.render) return column.render(row);
  return formatCellValue((row as Record<string, unknown>)[column.key]);
}
