import type { Envelope } from '@homer/contracts/envelope';
import { apiGet } from '../../../shared/lib/api-client.ts';

export function getBudgetListExcel(fiscalYearId: string, isActive: string): Promise<Envelope<string, null>> {
  return apiGet('api/BA/GetBudgetListExcel', { query: { fiscalYearId, isActive } });
}
