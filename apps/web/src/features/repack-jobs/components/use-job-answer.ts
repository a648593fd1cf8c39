import type { Envelope } from '@homer/contracts/envelope';
import type { RepackJob } from '@homer/contracts/repack-jobs';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../shared/ui/toast.ts';
import { repackJobKey, repackJobListKey } from '../api/repack-jobs-api.ts';

/**
 * Takes a command's answer: the whole job, which redraws the page (and the list, next time it is shown), with the
 * server's message as a toast. Answers the refusal's message when the server said no without failing, else null.
 */
export function useJobAnswer() {
  const queryClient = useQueryClient();
  return (result: Envelope<null, RepackJob>): string | null => {
    if (!result.isSuccessful || !result.model) return result.message ?? 'That did not work; try again.';
    queryClient.setQueryData(repackJobKey(result.model.id), result.model);
    void queryClient.invalidateQueries({ queryKey: repackJobListKey });
    if (result.message) toast.success(result.message);
    return null;
  };
}
