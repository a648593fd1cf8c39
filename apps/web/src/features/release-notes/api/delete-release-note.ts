import type { Envelope } from '@homer/contracts/envelope';
import { apiPost } from '../../../shared/lib/api-client.ts';

export function deleteReleaseNote(id: number): Promise<Envelope<null, null>> {
  return apiPost('api/ReleaseNotes/DeleteReleaseNote', { body: { id } });
}
