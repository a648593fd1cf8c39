import type { Envelope } from '@homer/contracts/envelope';
import {
  type KbDocument,
  type KbDocumentSummary,
  type KbSaveBody,
  type KbSortBody,
  kbPaths,
} from '@homer/contracts/knowledge-base';
import { apiPost } from '../../../shared/lib/api-client.ts';

/**
 * The form's refusals (400) are shown in its alert area by the caller (spec §8), so the api client's generic
 * toast is skipped for them.
 */
export function saveKbDocument(body: KbSaveBody): Promise<Envelope<KbDocument, null>> {
  return apiPost(kbPaths.save, { body, skipErrorHandling: [400] });
}

/** Served as POST: the spec's GET changes state (decision 005). value = the new list. */
export function deleteKbDocument(id: number): Promise<Envelope<KbDocumentSummary[], null>> {
  return apiPost(kbPaths.delete, { query: { id } });
}

export function sortKbDocuments(body: KbSortBody): Promise<Envelope<KbDocumentSummary[], null>> {
  return apiPost(kbPaths.sort, { body });
}

export function restoreKbRevision(
  documentId: number,
  revisionId: number,
): Promise<Envelope<KbDocument, null>> {
  return apiPost(kbPaths.restoreRevision, { body: { documentId, revisionId } });
}
