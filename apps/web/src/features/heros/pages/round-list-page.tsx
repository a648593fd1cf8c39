import type { HerosRoundRow } from '@homer/contracts/heros';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { pageLocally } from '../../../shared/lib/page-locally.ts';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';
import { roundListKey, roundListQuery } from '../api/heros-queries.ts';
import { HerosFrame } from '../components/heros-frame.tsx';
import { roundColumns, roundPath } from '../components/round-columns.tsx';

const getRowId = (row: HerosRoundRow) => row.id;

const sortValue = (row: HerosRoundRow, field: string) => {
  if (field === 'name') return row.name.toLowerCase();
  if (field === 'opensAt') return row.opensAt;
  if (field === 'closesAt') return row.closesAt;
  return row.createdAt;
};

/** heros/rounds/list (HEROS Manager): every round, newest first, with its applications by status. */
export default function RoundListPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useQuery(roundListQuery);
  const fetchPage = async (params: ListPageParams) => {
    const { rounds } = await queryClient.fetchQuery(roundListQuery);
    return pageLocally(rounds, params, { searchText: (r) => r.name, sortValue });
  };
  return (
    <HerosFrame>
      <ListPage<HerosRoundRow>
        title="HEROS Rounds"
        queryKey={roundListKey}
        fetchPage={fetchPage}
        columns={roundColumns}
        getRowId={getRowId}
        defaultPageSize={25}
        onRowClick={(row) => navigate(roundPath(row.id))}
        tableMinWidth={1000}
        toolbar={
          list.data?.canEdit && (
            <Button
              component={Link}
              to={roundPath(0)}
              leftSection={<IconPlus size={18} aria-hidden="true" />}
            >
              New round
            </Button>
          )
        }
      />
    </HerosFrame>
  );
}
