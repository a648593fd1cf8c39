import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

type Props<T> = {
  /** The row-header column first, then the data columns. */
  headers: readonly string[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The row header's text, then one cell per remaining header. */
  cells: (row: T) => readonly [string, ...ReactNode[]];
};

/** A table whose first column names its row, so screen readers announce each value with its name. */
export function TechSpecTable<T>({ headers, rows, rowKey, cells }: Props<T>) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header} scope="col">
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const [name, ...values] = cells(row);
            return (
              <Table.Tr key={rowKey(row)}>
                <Table.Th scope="row" fw="normal">
                  {name}
                </Table.Th>
                {values.map((value, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, their order is their identity.
                  <Table.Td key={index}>{value}</Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
