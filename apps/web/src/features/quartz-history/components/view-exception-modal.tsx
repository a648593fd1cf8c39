import { useQuery } from '@tanstack/react-query';
import { exceptionQueryOptions } from '../api/get-exception.ts';
import { RunTextModal } from './run-text-modal.tsx';

type Props = { fireInstanceId: number; opened: boolean; onClose: () => void };

export function ViewExceptionModal({ fireInstanceId, opened, onClose }: Props) {
  const exception = useQuery({ ...exceptionQueryOptions(fireInstanceId), enabled: opened });
  return (
    <RunTextModal
      title="View Exception Message"
      opened={opened}
      onClose={onClose}
      loading={exception.isPending && exception.fetchStatus !== 'idle'}
      failed={exception.isError}
      text={exception.data?.exceptionMessage}
      emptyText="No exception message."
    />
  );
}
