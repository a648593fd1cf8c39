import type { Envelope } from '@homer/contracts/envelope';
import { type KbImage, kbPaths } from '@homer/contracts/knowledge-base';
import { ApiError, apiPost } from '../../../shared/lib/api-client.ts';

/** POST multipart/form-data with one part named `file` (contracts); the server's refusal becomes the error's message. */
export async function uploadKbImage(file: File): Promise<KbImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  const fallback = 'The image could not be uploaded.';
  let envelope: Envelope<KbImage, null>;
  try {
    envelope = await apiPost<Envelope<KbImage, null>>(kbPaths.uploadImage, {
      body: form,
      skipErrorHandling: [400, 403, 413],
    });
  } catch (error) {
    throw error instanceof ApiError && error.message ? new Error(error.message) : new Error(fallback);
  }
  if (!envelope.isSuccessful || !envelope.value) throw new Error(envelope.message || fallback);
  return envelope.value;
}
