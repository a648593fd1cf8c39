import type { Envelope } from '@homer/contracts/envelope';
import { apiGet } from '../../../shared/lib/api-client.ts';

export function getProgramListExcel(isActive: string): Promise<Envelope<string, null>> {
  return apiGet('api/BA/BA_Program/GetListExcel', { query: { isActive } });
}
