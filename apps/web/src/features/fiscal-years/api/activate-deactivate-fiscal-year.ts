import type { Envelope } from '@homer/contracts/envelope';
import { apiPost } from '../../../shared/lib/api-client.ts';

export function activateDeactivateFiscalYear(id: number): Promise<Envelope<null, { isActive: boolean }>> {
  return apiPost('api/BA/ActivateDeactivateFiscalYear', { query: { id } });
}
