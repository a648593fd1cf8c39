import type { Envelope } from '@homer/contracts/envelope';
import { apiGet } from '../../../shared/lib/api-client.ts';

export function getFiscalYearListExcel(isActive: string): Promise<Envelope<string, null>> {
  return apiGet('api/BA/GetFiscalYearListExcel', { query: { isActive } });
}
