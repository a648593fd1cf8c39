import type { Envelope } from '@homer/contracts/envelope';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** The spec shows no method; it changes state, so POST (decision 005). */
export function activateDeactivateProgram(id: number): Promise<Envelope<null, { isActive: boolean }>> {
  return apiPost(`api/BA/BA_Program/ActivateDeactivate/${id}`);
}
