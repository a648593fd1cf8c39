import type { FiscalYear } from '@homer/contracts/fiscal-years';
import { apiGet } from '../../../shared/lib/api-client.ts';

export const fiscalYearListKey = ['fiscal-years', 'list'] as const;

export function getFiscalYearList(isActive: string, signal?: AbortSignal): Promise<FiscalYear[]> {
  return apiGet<FiscalYear[]>('api/BA/GetFiscalYearList', { query: { isActive }, signal });
}
