import { historyJobParam, type JobRun } from '@homer/contracts/job-history';
import { Anchor, Group, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';
import { getHistory, historyQueryKey } from '../api/get-history.ts';
import { historyColumns } from '../components/history-columns.tsx';
import { ViewExceptionModal } from '../components/view-exception-modal.tsx';
import { ViewLogModal } from '../components/view-log-modal.tsx';

// The run stays set while the modal closes, so its content does not vanish during the closing animation.
type OpenRun = { kind: 'log' | 'exception'; fireInstanceId: number; opened: boolean };

const getRowId = (run: JobRun) => run.fireInstanceId;

export default function QuartzHistoryPage() {
  const [openRun, setOpenRun] = useState<OpenRun | null>(null);
  // A failed run's notification opens the page at its job's runs (issue 27), found by the list's search on the
  // job's name; the search box gives way to that while it lasts, since the API takes one search.
  const job = useSearchParams()[0].get(historyJobParam) || null;
  const fetchPage = useMemo(
    () =>
      job
        ? (params: ListPageParams, signal: AbortSignal) => getHistory({ ...params, search: job }, signal)
        : getHistory,
    [job],
  );
  const columns = useMemo(
    () =>
      historyColumns({
        onViewLog: (run) => setOpenRun({ kind: 'log', fireInstanceId: run.fireInstanceId, opened: true }),
        onViewException: (run) =>
          setOpenRun({ kind: 'exception', fireInstanceId: run.fireInstanceId, opened: true }),
      }),
    [],
  );
  const close = () => setOpenRun((current) => current && { ...current, opened: false });

  return (
    <>
      <ListPage<JobRun>
        // Keyed so that another job's link followed while on the page starts on its first page.
        key={job ?? ''}
        title="Quartz History"
        queryKey={job ? [...historyQueryKey, job] : historyQueryKey}
        fetchPage={fetchPage}
        searchable={!job}
        toolbar={
          job && (
            <Group gap="sm">
              <Text size="sm">
                Runs of <strong>{job}</strong>
              </Text>
              <Anchor component={Link} to="/admin/system/quartz/pcg-history" size="sm">
                Show all runs
              </Anchor>
            </Group>
          )
        }
        columns={columns}
        getRowId={getRowId}
        defaultSort={{ field: 'actualFireTimeUtc', order: 'desc' }}
        defaultPageSize={50}
      />
      {openRun?.kind === 'log' && (
        <ViewLogModal fireInstanceId={openRun.fireInstanceId} opened={openRun.opened} onClose={close} />
      )}
      {openRun?.kind === 'exception' && (
        <ViewExceptionModal fireInstanceId={openRun.fireInstanceId} opened={openRun.opened} onClose={close} />
      )}
    </>
  );
}
