import { historySearchParam, type JobRun } from '@homer/contracts/job-history';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { getHistory, historyQueryKey } from '../api/get-history.ts';
import { historyColumns } from '../components/history-columns.tsx';
import { ViewExceptionModal } from '../components/view-exception-modal.tsx';
import { ViewLogModal } from '../components/view-log-modal.tsx';

// The run stays set while the modal closes, so its content does not vanish during the closing animation.
type OpenRun = { kind: 'log' | 'exception'; fireInstanceId: number; opened: boolean };

const getRowId = (run: JobRun) => run.fireInstanceId;

export default function QuartzHistoryPage() {
  const [openRun, setOpenRun] = useState<OpenRun | null>(null);
  // A failed run's notification opens the page searched for its job (issue 27).
  const initialSearch = useSearchParams()[0].get(historySearchParam) ?? '';
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
        // Keyed so that following another job's link while on the page starts that search afresh.
        key={initialSearch}
        initialSearch={initialSearch}
        title="Quartz History"
        queryKey={historyQueryKey}
        fetchPage={getHistory}
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
