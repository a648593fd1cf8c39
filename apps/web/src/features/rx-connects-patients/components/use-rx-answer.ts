import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../shared/ui/toast.ts';
import { type RxAnswer, rxDonationOptionsKey, rxPatientKey } from '../api/rx-patient-command.ts';

const isOptions = (key: readonly unknown[]) => key[1] === rxDonationOptionsKey[1];

/**
 * Takes a command's answer: once the server said yes, the applications, donations and reports are read again (the
 * modal closes on a page that shows the change) and the server's message, the contract's, shows as a toast.
 * Answers the refusal's message when the server said no without failing, else the record's id.
 */
export function useRxAnswer() {
  const queryClient = useQueryClient();
  return async (result: RxAnswer, done: string): Promise<{ refusal: string } | { id: number }> => {
    if (!result.isSuccessful) return { refusal: result.message ?? 'That did not work; try again.' };
    await queryClient.invalidateQueries({ queryKey: rxPatientKey, predicate: (q) => !isOptions(q.queryKey) });
    toast.success(result.message ?? done);
    return { id: result.value ?? 0 };
  };
}
