import type { Envelope } from '@homer/contracts/envelope';
import type { StockCount } from '@homer/contracts/stock-counts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { stockCountKey, stockCountListKey } from '../api/stock-counts-api.ts';

/**
 * Runs one command on the count: the answer is the whole count, which redraws the page; a refusal's message is
 * handed back so the page shows it where it was tried.
 */
export function useCountCommand<A>(run: (args: A) => Promise<Envelope<null, StockCount>>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      if (!result.model) return;
      queryClient.setQueryData(stockCountKey(result.model.id), result.model);
      void queryClient.invalidateQueries({ queryKey: stockCountListKey });
      if (result.message) toast.success(result.message);
    },
  });
  const refusal = mutation.error ? (refusalMessage(mutation.error) ?? 'That did not work; try again.') : null;
  return { ...mutation, refusal };
}
