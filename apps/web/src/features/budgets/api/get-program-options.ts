import type { Option } from '@homer/contracts/envelope';
import { apiGet } from '../../../shared/lib/api-client.ts';

export const programOptionsKey = ['budgets', 'program-options'] as const;

/** Active B&A programmes for the budget's Program select. */
export function getProgramOptions(signal?: AbortSignal): Promise<Option[]> {
  return apiGet<Option[]>('api/Select/BA_Programs', { signal });
}
