import type { Envelope } from '@homer/contracts/envelope';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** The spec shows no method; it changes state, so POST (decision 005). */
export function deleteProgram(id: number): Promise<Envelope<null, null>> {
  return apiPost(`api/BA/BA_Program/Delete/${id}`);
}
