import { apiGet } from '../../../shared/lib/api-client.ts';

export type FiscalYearOption = { value: number; text: string; isCurrent: boolean };

export const fiscalYearOptionsKey = ['budgets', 'fiscal-year-options'] as const;

/** Active fiscal years, newest first (spec "Fiscal year lookup item"). */
export function getFiscalYearOptions(signal?: AbortSignal): Promise<FiscalYearOption[]> {
  return apiGet<FiscalYearOption[]>('api/Select/BA_FiscalYears', { signal });
}
