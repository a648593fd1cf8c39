import { type JobRun, jobHistorySortFields } from '@homer/contracts/job-history';
import { Anchor } from '@mantine/core';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { formatRunTime } from './format-run-time.ts';

type Handlers = {
  onViewLog: (run: JobRun) => void;
  onViewException: (run: JobRun) => void;
};

const sortable = (key: string) => (jobHistorySortFields as readonly string[]).includes(key);

/** Spec 1 §2.5: the visible columns first, then the ones hidden until chosen. */
export function historyColumns({ onViewLog, onViewException }: Handlers): ListColumn<JobRun>[] {
  const time = (key: 'scheduledFireTimeUtc' | 'actualFireTimeUtc' | 'finishedTimeUtc', title: string) => ({
    key,
    title,
    sortable: sortable(key),
    render: (run: JobRun) => formatRunTime(run[key]),
  });
  return [
    { key: 'job', title: 'Job', sortable: sortable('job') },
    time('scheduledFireTimeUtc', 'Scheduled Fire Time'),
    time('actualFireTimeUtc', 'Actual Fire Time'),
    time('finishedTimeUtc', 'Finished Time'),
    {
      key: 'log',
      title: 'Log',
      render: (run) => (
        <Anchor component="button" type="button" size="sm" onClick={() => onViewLog(run)}>
          View Log
        </Anchor>
      ),
    },
    {
      key: 'exception',
      title: 'Exception',
      render: (run) =>
        run.wasSuccessful ? null : (
          <Anchor component="button" type="button" size="sm" onClick={() => onViewException(run)}>
            View Exception
          </Anchor>
        ),
    },
    { key: 'schedulerName', title: 'Scheduler Name', hiddenByDefault: true },
    { key: 'trigger', title: 'Trigger', hiddenByDefault: true },
    { key: 'recovering', title: 'Recovering', hiddenByDefault: true },
    { key: 'schedulerInstanceId', title: 'Scheduler Instance Id', hiddenByDefault: true },
  ];
}
