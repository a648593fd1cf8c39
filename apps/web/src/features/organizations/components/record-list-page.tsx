import type { Paged } from '@homer/contracts/envelope';
import { type RouteId, routeById } from '@homer/contracts/routes';
import { Button } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useCan } from '../../../shared/lib/use-can.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';

type RecordListProps<Row extends { id: number }> = {
  title: string;
  queryKey: readonly unknown[];
  fetchPage: (params: ListPageParams, signal: AbortSignal) => Promise<Paged<Row>>;
  /** Names link to the edit page only for those who may open it. */
  columns: (canEdit: boolean) => readonly ListColumn<Row>[];
  editRoute: RouteId;
  newPath: string;
  newLabel: string;
};

const getRowId = (row: { id: number }) => row.id;

/** Organizations and facilities: Admin Managers read the list, SystemAdmins open and add (decision 037). */
export function RecordListPage<Row extends { id: number }>(props: RecordListProps<Row>) {
  const { title, queryKey, fetchPage, editRoute, newPath, newLabel } = props;
  const canEdit = useCan(routeById(editRoute).access);
  const makeColumns = props.columns;
  const columns = useMemo(() => makeColumns(canEdit), [makeColumns, canEdit]);
  return (
    <ListPage<Row>
      title={title}
      queryKey={queryKey}
      fetchPage={fetchPage}
      columns={columns}
      getRowId={getRowId}
      defaultSort={{ field: 'name', order: 'asc' }}
      defaultPageSize={25}
      toolbar={
        canEdit ? (
          <Button component={Link} to={newPath}>
            {newLabel}
          </Button>
        ) : null
      }
    />
  );
}
