import type { Option } from '@homer/contracts/envelope';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

/** The budget's POs as select options (served by the Budget POs area). */
export const budgetPosQuery = (budgetId: number) =>
  queryOptions({
    queryKey: ['budget-pos', 'options', budgetId],
    queryFn: ({ signal }) => apiGet<Option[]>('api/BA/GetBudgetPos', { query: { budgetId }, signal }),
  });
