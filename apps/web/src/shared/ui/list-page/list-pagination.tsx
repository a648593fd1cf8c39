import type { PageSize } from '@homer/contracts/envelope';
import { Box, Group, Pagination, Select, Text } from '@mantine/core';
import { pageRangeLabel, paginationTotal } from './list-state.ts';

type Props = {
  page: number;
  pageSize: PageSize;
  pageSizeOptions: readonly PageSize[];
  totalRecords: number;
  totalCapped: boolean;
  /** Rows on this page, for the range label past a capped total. */
  rowsShown?: number;
  /** Whether the server gave a next-page cursor: past a capped total, the way further. */
  hasNext?: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: PageSize) => void;
};

const controlLabels = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

export function ListPagination({
  page,
  pageSize,
  pageSizeOptions,
  totalRecords,
  totalCapped,
  rowsShown,
  hasNext = false,
  onPage,
  onPageSize,
}: Props) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" aria-live="polite">
        {pageRangeLabel(page, pageSize, totalRecords, totalCapped, rowsShown)}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Select
          aria-label="Rows per page"
          data={pageSizeOptions.map(String)}
          value={String(pageSize)}
          onChange={(value) => value && onPageSize(Number(value) as PageSize)}
          allowDeselect={false}
          w={90}
        />
        <Box component="nav" aria-label="Pagination">
          <Pagination
            total={paginationTotal(totalRecords, pageSize, page, totalCapped, hasNext)}
            value={page}
            onChange={onPage}
            withEdges
            getItemProps={(item) => ({
              'aria-label': `Page ${item}`,
              'aria-current': item === page ? 'page' : undefined,
            })}
            getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
          />
        </Box>
      </Group>
    </Group>
  );
}
