import { helpDeskTicketPaths as paths, type TicketAttachment } from '@homer/contracts/help-desk-tickets';
import { ApiError, apiGet, apiPost } from '../../../shared/lib/api-client.ts';
import { saveBlob } from '../../../shared/lib/save-blob.ts';

type AttachmentEnvelope = { isSuccessful: boolean; message?: string | null; value: TicketAttachment | null };

// Refusals (type, size, rights) are shown beside the attachments with the server's own words.
const shownHere = [400, 403, 404, 413] as const;

function refusal(error: unknown, fallback: string): Error {
  return error instanceof ApiError && error.message ? new Error(error.message) : new Error(fallback);
}

/** POST …/UploadAttachment?ticketId=&isInternal= with the file in `file`; throws the server's refusal. */
export async function uploadTicketAttachment(
  ticketId: number,
  file: File,
  isInternal: boolean,
): Promise<TicketAttachment> {
  const body = new FormData();
  body.append('file', file, file.name);
  const fallback = 'The file could not be attached.';
  let envelope: AttachmentEnvelope;
  try {
    envelope = await apiPost<AttachmentEnvelope>(paths.uploadAttachment, {
      query: { ticketId, isInternal },
      body,
      skipErrorHandling: shownHere,
    });
  } catch (error) {
    throw refusal(error, fallback);
  }
  if (!envelope.isSuccessful || !envelope.value) throw new Error(envelope.message || fallback);
  return envelope.value;
}

/** GET …/DownloadAttachment?id=: fetched with the token, then saved through a link click. */
export async function downloadTicketAttachment(id: number, fileName: string): Promise<void> {
  let blob: Blob;
  try {
    blob = await apiGet<Blob>(paths.downloadAttachment, {
      query: { id },
      asBlob: true,
      skipErrorHandling: shownHere,
    });
  } catch (error) {
    throw refusal(error, 'The file could not be downloaded.');
  }
  saveBlob(blob, fileName);
}
