import type { Envelope } from '@homer/contracts/envelope';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** Every query key of the programme starts with this; the options (no patient data) are one of them. */
export const mfKey = ['metabolic-formula'] as const;
export const mfOptionsKey = [...mfKey, 'options'] as const;

/** A command's answer: the record it made or changed (value) and the message to show. */
export type MfAnswer = Envelope<number, null>;

/** Refusals the form shows in its error summary: a rule (400), a right (403), a record gone (404), a conflict (409). */
const told = [400, 403, 404, 409] as const;

/** POSTs a command of the programme; a refusal is thrown as an ApiError the modal's error summary tells. */
export const mfCommand = (path: string, body: object): Promise<MfAnswer> =>
  apiPost(path, { body, skipErrorHandling: told });
