import { useQuery } from '@tanstack/react-query';
import { logQueryOptions } from '../api/get-log.ts';
import { RunTextModal } from './run-text-modal.tsx';

type Props = { fireInstanceId: number; opened: boolean; onClose: () => void };

export function ViewLogModal({ fireInstanceId, opened, onClose }: Props) {
  const log = useQuery({ ...logQueryOptions(fireInstanceId), enabled: opened });
  return (
    <RunTextModal
      title="View Log"
      opened={opened}
      onClose={onClose}
      loading={log.isPending && log.fetchStatus !== 'idle'}
      failed={log.isError}
      text={log.data?.logMessage}
      emptyText="No log message."
    />
  );
}
