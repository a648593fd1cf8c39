import type { Envelope } from '@homer/contracts/envelope';
import type { ReleaseNote, SaveReleaseNote } from '@homer/contracts/release-notes';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** SystemAdmins only (decision 042); the server sanitizes the HTML again. */
export function saveReleaseNote(note: SaveReleaseNote): Promise<Envelope<null, ReleaseNote>> {
  return apiPost('api/ReleaseNotes/SaveReleaseNote', { body: note });
}
