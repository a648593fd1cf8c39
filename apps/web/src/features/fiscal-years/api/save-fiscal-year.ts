import type { Envelope } from '@homer/contracts/envelope';
import type { FiscalYear, FiscalYearForm } from '@homer/contracts/fiscal-years';
import { apiPost } from '../../../shared/lib/api-client.ts';

export function saveFiscalYear(form: FiscalYearForm): Promise<Envelope<null, FiscalYear>> {
  return apiPost('api/BA/SaveFiscalYear', { body: form });
}
