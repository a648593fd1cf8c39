import type { CiOrderDetail } from '@homer/contracts/ci-orders';
import type { Envelope } from '@homer/contracts/envelope';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../shared/ui/toast.ts';
import { ciOrderKey, ciOrderListKey } from '../api/ci-orders.ts';

/**
 * Takes a command's answer: the whole order, which redraws the page (and the list, next time it is shown), with
 * the server's message as a toast. Answers the refusal's message when the server said no without failing, else
 * null.
 */
export function useOrderAnswer() {
  const queryClient = useQueryClient();
  return (result: Envelope<CiOrderDetail, null>): string | null => {
    if (!result.isSuccessful || !result.value) return result.message ?? 'That did not work; try again.';
    queryClient.setQueryData(ciOrderKey(result.value.id), result.value);
    void queryClient.invalidateQueries({ queryKey: ciOrderListKey });
    if (result.message) toast.success(result.message);
    return null;
  };
}
